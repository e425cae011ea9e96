"""Updates the translation sources from the code and compiles them: one command for translators and builds.

    /usr/bin/python3 scripts/translations.py            # extract into i18n/*.ts, then compile i18n/*.qm
    /usr/bin/python3 scripts/translations.py --compile  # only compile the .ts files into .qm (lrelease)
    /usr/bin/python3 scripts/translations.py --new xx   # also start i18n/tfrecord_bridge_xx.ts

The texts are the literal arguments of ``tr("...")`` and ``translatable("...")`` (texts.py) in
plugin.py, texts.py, provider/ and ui/, of ``translatable("...")`` in core's table of the export's options
(core/layout/schema.py, whose texts provider/ and ui/ show through ``tr``), and the templates of core's
``message("...")`` (core/base/messages.py: log lines, results and errors, which provider/ and ui/ translate), found
by Python's own parser; all share the context ``TFRecordBridge``.
Existing translations are kept; a text no longer in the code keeps its translation marked "vanished"
(lrelease leaves it out), so a text changed back finds it again. .qm files are build products (lrelease,
from Debian's qttools5-dev-tools); scripts/translations.sh installs lrelease when it is missing.
"""

import argparse
import ast
import os
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
# The plugin's folder: the code the texts are in, and i18n/ (whose .ts files name the code relative to them).
PLUGIN_ROOT = ROOT / "tfrecord_bridge"
I18N_DIR = PLUGIN_ROOT / "i18n"
CONTEXT = "TFRecordBridge"
FILE_PREFIX = "tfrecord_bridge_"
TRANSLATING_CALLS = ("tr", "translatable")
# core's messages to users (core/base/messages.py); the command line (core/cli.py) speaks English only.
MESSAGE_CALL = "message"
CORE_WITHOUT_MESSAGES = ("cli.py",)
LRELEASE_CANDIDATES = ("lrelease", "/usr/lib/qt5/bin/lrelease", "lrelease-qt5", "lrelease6",
                       "/usr/lib/qt6/bin/lrelease")


# core/ stays QGIS-free and English, but for the texts of its option table, which it marks translatable.
CORE_FILES_WITH_TEXTS = ("layout/schema.py",)


def source_files(root=PLUGIN_ROOT):
    return [root / "plugin.py", root / "texts.py", *(root / "core" / name for name in CORE_FILES_WITH_TEXTS),
            *sorted((root / "provider").rglob("*.py")), *sorted((root / "ui").rglob("*.py"))]


def core_files(root=PLUGIN_ROOT):
    """core's modules whose ``message("...")`` templates reach the plugin's users."""
    return [path for path in sorted((root / "core").rglob("*.py")) if path.name not in CORE_WITHOUT_MESSAGES]


def call_name(node):
    func = node.func
    if isinstance(func, ast.Name):
        return func.id
    if isinstance(func, ast.Attribute):
        return func.attr
    return None


def translatable_texts(root=PLUGIN_ROOT):
    """{text: [(relative path, line), ...]} of every literal passed to tr() or translatable(), in code order."""
    texts = {}
    searched = [(path, TRANSLATING_CALLS) for path in source_files(root)]
    searched += [(path, (MESSAGE_CALL,)) for path in core_files(root)]
    for path, calls in searched:
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        for node in ast.walk(tree):
            if (isinstance(node, ast.Call) and call_name(node) in calls and node.args
                    and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str)
                    and (len(node.args) == 1 or calls == (MESSAGE_CALL,))):
                texts.setdefault(node.args[0].value, []).append((path.relative_to(root).as_posix(), node.lineno))
    return dict(sorted(texts.items(), key=lambda item: item[1][0]))


def ts_files(i18n_dir=I18N_DIR):
    return sorted(i18n_dir.glob(FILE_PREFIX + "*.ts"))


def read_translations(ts_path):
    """{source text: (translation, type)} of a .ts file; type is None for a finished translation."""
    found = {}
    for message in ET.parse(ts_path).getroot().iter("message"):
        source = message.findtext("source") or ""
        translation = message.find("translation")
        found[source] = (translation.text or "" if translation is not None else "",
                         translation.get("type") if translation is not None else "unfinished")
    return found


def write_ts(ts_path, language, texts, old):
    root = ET.Element("TS", version="2.1", language=language)
    context = ET.SubElement(root, "context")
    ET.SubElement(context, "name").text = CONTEXT
    for text, places in texts.items():
        message = ET.SubElement(context, "message")
        # Files without line numbers: a line moved elsewhere in the code does not change the translations.
        for path in dict.fromkeys(path for path, _ in places):
            ET.SubElement(message, "location", filename="../" + path)
        ET.SubElement(message, "source").text = text
        translation, kind = old.get(text, ("", "unfinished"))
        element = ET.SubElement(message, "translation")
        element.text = translation
        if kind == "vanished" or kind == "obsolete":
            kind = None if translation else "unfinished"
        if kind:
            element.set("type", kind)
    for text, (translation, _kind) in old.items():
        if text not in texts and translation:
            message = ET.SubElement(context, "message")
            ET.SubElement(message, "source").text = text
            ET.SubElement(message, "translation", type="vanished").text = translation
    ET.indent(root)
    body = ET.tostring(root, encoding="unicode")
    ts_path.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n", encoding="utf-8")


def extract(new_languages=()):
    texts = translatable_texts()
    paths = ts_files() + [I18N_DIR / f"{FILE_PREFIX}{language}.ts" for language in new_languages]
    for ts_path in dict.fromkeys(paths):
        language = ts_path.stem[len(FILE_PREFIX):]
        old = read_translations(ts_path) if ts_path.exists() else {}
        write_ts(ts_path, language, texts, old)
        unfinished = sum(1 for _, kind in read_translations(ts_path).values() if kind == "unfinished")
        print(f"{ts_path.relative_to(ROOT)}: {len(texts)} texts, {unfinished} to translate")


def lrelease():
    for candidate in LRELEASE_CANDIDATES:
        found = shutil.which(candidate)
        if found:
            return found
    return None


def compile_translations():
    tool = lrelease()
    if tool is None:
        sys.exit("lrelease is missing: run bash scripts/translations.sh (installs qttools5-dev-tools)")
    for ts_path in ts_files():
        qm_path = ts_path.with_suffix(".qm")
        # Written beside, then renamed over: a QGIS loading the .qm (a test, a parallel test run compiling
        # too, package.sh) reads the old file or the new one, never one lrelease is half-way through.
        partial = qm_path.with_name(f"{qm_path.name}.{os.getpid()}.part")
        try:
            subprocess.run([tool, "-silent", str(ts_path), "-qm", str(partial)], check=True)
            os.replace(partial, qm_path)
        finally:
            partial.unlink(missing_ok=True)
        print(f"{qm_path.relative_to(ROOT)}")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--compile", action="store_true", help="only compile the .ts files into .qm files")
    parser.add_argument("--new", action="append", default=[], metavar="LANGUAGE",
                        help="start the .ts file of LANGUAGE (a QLocale name: de, fr, pt_BR, ...)")
    args = parser.parse_args()
    os.chdir(ROOT)
    if not args.compile:
        extract(args.new)
    compile_translations()


if __name__ == "__main__":
    main()
