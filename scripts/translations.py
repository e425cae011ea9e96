"""Updates the translation sources from the code and compiles them: one command for translators and builds.

    /usr/bin/python3 scripts/translations.py            # extract into i18n/*.ts, then compile i18n/*.qm
    /usr/bin/python3 scripts/translations.py --compile  # only compile the .ts files into .qm (lrelease)
    /usr/bin/python3 scripts/translations.py --new xx   # also start i18n/tfrecord_bridge_xx.ts
    /usr/bin/python3 scripts/translations.py --apply words.json  # fill unfinished translations, then compile

The texts are the literal arguments of ``tr("...")`` and ``translatable("...")`` (texts.py) in
plugin.py, texts.py, provider/ and ui/, of ``translatable("...")`` in core's table of the export's options
(core/layout/schema.py, whose texts provider/ and ui/ show through ``tr``), and the templates of core's
``message("...")`` (core/base/messages.py: log lines, results and errors, which provider/ and ui/ translate), found
by Python's own parser; all share the context ``TFRecordBridge``. A count, ``counted(n, "%n patch", "%n patches")``
(core/base/messages.py, in core and the plugin alike), is a numerus entry: its source the plural, its
translation one form a Qt plural form of the language (one in Korean, two in Portuguese); English's file
(i18n/tfrecord_bridge_en.ts) holds these entries alone, their two forms written from the code's.
Existing translations are kept; a text no longer in the code keeps its translation marked "vanished"
(lrelease leaves it out), so a text changed back finds it again. .qm files are build products (lrelease,
from Debian's qttools5-dev-tools); scripts/translations.sh installs lrelease when it is missing.
"""

import argparse
import ast
import json
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
# counted(count, "%n patch", "%n patches", ...): a count in words, translated by numerus forms.
COUNT_CALL = "counted"
ENGLISH = "en"
# How many plural forms Qt gives a language (lrelease's numerus rules); two for a language not listed.
NUMERUS_FORMS = {"ko": 1, "ja": 1, "zh": 1, "pt_BR": 2, "en": 2}
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


def counted_forms(node):
    """(one, many) of a ``counted(count, "%n patch", "%n patches")`` call, or None for any other node."""
    if (isinstance(node, ast.Call) and call_name(node) == COUNT_CALL and len(node.args) >= 3
            and all(isinstance(arg, ast.Constant) and isinstance(arg.value, str) for arg in node.args[1:3])):
        return node.args[1].value, node.args[2].value
    return None


def numerus_texts(root=PLUGIN_ROOT):
    """{plural source: English singular} of every count the code words with counted()."""
    found = {}
    for path in dict.fromkeys(source_files(root) + core_files(root)):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
            forms = counted_forms(node)
            if forms:
                found[forms[1]] = forms[0]
    return found


def translatable_texts(root=PLUGIN_ROOT):
    """{text: [(relative path, line), ...]} of every literal passed to tr() or translatable(), and of every
    message() template and counted() plural, in code order."""
    texts = {}
    searched = [(path, TRANSLATING_CALLS) for path in source_files(root)]
    searched += [(path, (MESSAGE_CALL,)) for path in core_files(root)]
    for path, calls in searched:
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        for node in ast.walk(tree):
            forms = counted_forms(node)
            if forms:
                texts.setdefault(forms[1], []).append((path.relative_to(root).as_posix(), node.lineno))
                continue
            if (isinstance(node, ast.Call) and call_name(node) in calls and node.args
                    and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str)
                    and (len(node.args) == 1 or calls == (MESSAGE_CALL,))):
                texts.setdefault(node.args[0].value, []).append((path.relative_to(root).as_posix(), node.lineno))
    return dict(sorted(texts.items(), key=lambda item: item[1][0]))


def ts_files(i18n_dir=I18N_DIR):
    return sorted(i18n_dir.glob(FILE_PREFIX + "*.ts"))


# Numerus forms in a translation as read_translations gives them: one text, the forms one a line.
FORMS_SEPARATOR = "\n"


def read_translations(ts_path):
    """{source text: (translation, type)} of a .ts file; type is None for a finished translation. A numerus
    entry's translation is its forms, one a line (:func:`forms_of`)."""
    found = {}
    for message in ET.parse(ts_path).getroot().iter("message"):
        source = message.findtext("source") or ""
        translation = message.find("translation")
        if translation is not None and message.get("numerus") == "yes":
            text = FORMS_SEPARATOR.join(form.text or "" for form in translation.iter("numerusform"))
        else:
            text = translation.text or "" if translation is not None else ""
        found[source] = (text, translation.get("type") if translation is not None else "unfinished")
    return found


def forms_of(translation):
    """The numerus forms of a numerus entry's translation as :func:`read_translations` gives it."""
    return translation.split(FORMS_SEPARATOR) if translation else []


def numerus_forms(language):
    return NUMERUS_FORMS.get(language, NUMERUS_FORMS.get(language.split("_")[0], 2))


def _write_translation(message, text, translation, kind, numerus, language):
    """The <translation> of ``text`` in ``message``; a numerus entry (``text`` in ``numerus``) gets its forms, the
    code's two in English, and stays unfinished while it has not the language's count of them."""
    element = ET.SubElement(message, "translation")
    if text in numerus:
        message.set("numerus", "yes")
        forms = [numerus[text], text] if language == ENGLISH else forms_of(translation)
        if len(forms) != numerus_forms(language) or not all(forms):
            forms, kind = forms[:numerus_forms(language)], "unfinished"
        elif language == ENGLISH:
            kind = None
        for form in forms or [""]:
            ET.SubElement(element, "numerusform").text = form
    else:
        element.text = translation
    if kind == "vanished" or kind == "obsolete":
        kind = None if translation else "unfinished"
    if kind:
        element.set("type", kind)


def write_ts(ts_path, language, texts, old, numerus=None):
    """``texts`` ({text: [(path, line)]}) with their ``old`` translations (read_translations'), those of texts no
    longer in the code kept as vanished; ``numerus`` ({plural: English singular}): the texts that are counts."""
    numerus = numerus or {}
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
        _write_translation(message, text, translation, kind, numerus, language)
    for text, (translation, _kind) in old.items():
        if text not in texts and translation and language != ENGLISH:
            message = ET.SubElement(context, "message")
            ET.SubElement(message, "source").text = text
            ET.SubElement(message, "translation", type="vanished").text = translation
    _write_tree(ts_path, root)


def _write_tree(ts_path, root):
    ET.indent(root)
    body = ET.tostring(root, encoding="unicode")
    ts_path.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n", encoding="utf-8")


def apply_translations(table, i18n_dir=I18N_DIR):
    """Fill the unfinished translations of the .ts files from ``table``: {source: [ko, pt_BR]} for a text,
    {source: {"ko": [form], "pt_BR": [one, many], "en": [one, many]}} for a count; {language: filled}."""
    filled = {}
    for ts_path in ts_files(i18n_dir):
        language = ts_path.stem[len(FILE_PREFIX):]
        tree = ET.parse(ts_path)
        filled[language] = 0
        for message in tree.getroot().iter("message"):
            entry = table.get(message.findtext("source") or "")
            translation = message.find("translation")
            if entry is None or translation is None or translation.get("type") != "unfinished":
                continue
            if message.get("numerus") == "yes":
                forms = entry.get(language) if isinstance(entry, dict) else None
                if not forms or len(forms) != numerus_forms(language):
                    continue
                for form in list(translation):
                    translation.remove(form)
                for form in forms:
                    ET.SubElement(translation, "numerusform").text = form
            elif isinstance(entry, list) and language in APPLIED_LANGUAGES:
                translation.text = entry[APPLIED_LANGUAGES.index(language)]
            else:
                continue
            del translation.attrib["type"]
            filled[language] += 1
        _write_tree(ts_path, tree.getroot())
    return filled


# The languages of a plain entry of --apply's JSON, in its order.
APPLIED_LANGUAGES = ("ko", "pt_BR")


def extract(new_languages=()):
    texts = translatable_texts()
    numerus = numerus_texts()
    paths = ts_files() + [I18N_DIR / f"{FILE_PREFIX}{language}.ts" for language in (ENGLISH, *new_languages)]
    for ts_path in dict.fromkeys(paths):
        language = ts_path.stem[len(FILE_PREFIX):]
        old = read_translations(ts_path) if ts_path.exists() else {}
        # English's file holds the counts alone: its other texts are their own sources.
        kept = {text: places for text, places in texts.items() if text in numerus} if language == ENGLISH else texts
        write_ts(ts_path, language, kept, old, numerus)
        unfinished = sum(1 for _, kind in read_translations(ts_path).values() if kind == "unfinished")
        print(f"{ts_path.relative_to(ROOT)}: {len(kept)} texts, {unfinished} to translate")


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
    parser.add_argument("--apply", metavar="JSON", help="fill unfinished translations from JSON ({source: [ko, "
                        "pt_BR]}, a count {source: {language: [forms]}}), after extracting unless --compile")
    args = parser.parse_args()
    os.chdir(ROOT)
    if not args.compile:
        extract(args.new)
    if args.apply:
        table = json.loads(Path(args.apply).read_text(encoding="utf-8"))
        for language, count in apply_translations(table).items():
            print(f"{FILE_PREFIX}{language}.ts: {count} translations filled")
    compile_translations()


if __name__ == "__main__":
    main()
