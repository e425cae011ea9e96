"""Writes docs/algorithms.md, the page each Processing dialog's Help button opens, from the algorithms'
own help (shortHelpString, each parameter's help and flags), so the page and the dialogs say the same.

Usage: /usr/bin/python3 scripts/algorithms_doc.py (tests/test_help.py fails when the page is out of date); it
rewrites docs/algorithms.html too (scripts/docs_html.py), the rendering the plugin ships and opens offline.
Each algorithm's section is headed by its id, whose GitHub anchor helpUrl() points to.
"""

import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]  # holds the plugin, the package tfrecord_bridge
DOC_PATH = ROOT / "tfrecord_bridge" / "docs" / "algorithms.md"

INTRO = """# The Processing algorithms

What each algorithm of the provider **TFRecord Bridge** (id `tfrecord`) does, and each of its
parameters; the Help button of its Processing dialog opens its section here. Parameters marked
*advanced* are under *Advanced parameters* in the dialog. The format they read and write is
[format.md](format.md).

This page is made from the algorithms' own help by `scripts/algorithms_doc.py`; edit the help in
`core/layout/schema.py` (every algorithm's options and outputs) or `provider/` and run that script.
"""


def _cell(text):
    return str(text).replace("|", "\\|").replace("\n", " ")


def _default_text(parameter):
    from qgis.core import QgsProcessingParameterEnum

    value = parameter.defaultValue()
    if value is None or value == "":
        return ""
    if isinstance(parameter, QgsProcessingParameterEnum):
        return parameter.options()[int(value)]
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return str(value)


def algorithm_markdown(algorithm, advanced_flag):
    lines = [f"## {algorithm.id()}", "", f"**{algorithm.displayName()}** (group *{algorithm.group()}*)", "",
             algorithm.shortHelpString(), "",
             "| parameter | name | default | help |", "|---|---|---|---|"]
    for parameter in algorithm.parameterDefinitions():
        advanced = " *(advanced)*" if parameter.flags() & advanced_flag else ""
        lines.append(f"| {_cell(parameter.description())}{advanced} | `{parameter.name()}` | "
                     f"{_cell(_default_text(parameter))} | {_cell(parameter.help())} |")
    lines += ["", "Outputs: " + ", ".join(f"`{output.name()}` ({output.description()})"
                                          for output in algorithm.outputDefinitions()) + ".", ""]
    return "\n".join(lines)


def algorithms_markdown():
    """The whole page, from fresh instances of the provider's algorithms (Processing must be initialised)."""
    from qgis.core import QgsApplication

    from tfrecord_bridge.provider.compat import ADVANCED_PARAMETER
    from tfrecord_bridge.provider.provider import TFRecordProvider
    from tfrecord_bridge.texts import remove_translator

    remove_translator()  # the page is English, whatever language the plugin was loaded in
    registry = QgsApplication.processingRegistry()
    # Registered (if it is not already), so that the shipped models find the algorithms they chain.
    provider = registry.providerById("tfrecord")
    added = provider is None
    if added:
        provider = TFRecordProvider()
        registry.addProvider(provider)
    try:
        provider.refreshAlgorithms()  # in English
        sections = [INTRO]
        for algorithm in sorted(provider.algorithms(), key=lambda algorithm: (algorithm.group(), algorithm.name())):
            sections.append(algorithm_markdown(algorithm, ADVANCED_PARAMETER))
    finally:
        if added:
            registry.removeProvider(provider)
    return "\n".join(sections)


def main():
    # QGIS imports the plugin by its package name, the folder tfrecord_bridge/.
    sys.path.insert(0, str(ROOT))
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from qgis.core import QgsApplication

    app = QgsApplication([], False)
    app.initQgis()
    DOC_PATH.write_text(algorithms_markdown(), encoding="utf-8")
    print(f"wrote {DOC_PATH}")
    # The HTML page the plugin ships and its Help buttons open (scripts/docs_html.py).
    sys.path.insert(0, str(ROOT / "scripts"))
    import docs_html

    docs_html.main()


if __name__ == "__main__":
    main()
