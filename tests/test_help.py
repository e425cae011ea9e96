"""Every Processing dialog helps: Help button (helpUrl into the shipped docs/algorithms.html, offline),
short help, help on each parameter, advanced flags, tags the toolbox search finds, its own icon, a quiet load, and a
maxFileSize that takes EE's 1 GiB and more."""

import configparser
import importlib.util
import os
import re
import unicodedata
from pathlib import Path

import pytest
from qgis.core import Qgis, QgsApplication, QgsProcessingContext
from qgis.PyQt.QtCore import QModelIndex, QUrl

import tfrecord_bridge
from helpers import PLUGIN_ROOT, ROOT
from tfrecord_bridge.provider.compat import ADVANCED_PARAMETER
from tfrecord_bridge.provider.provider import provider_algorithms

ALGORITHM_NAMES = ["exportimage", "exportpatchesatpoints", "exporttable", "importimage", "importtable", "inspect",
                   "predict"]
# The models shipped in resources/models (tests/test_training_models.py)
MODEL_NAMES = ["trainingsetsfrompolygons", "classmapfrompredictions", "predictclassmap"]
ONE_GIB = 1073741824
# What the dialog's number widget stopped at when the parameter had no maximum.
SPIN_BOX_CAP = 999999999


def initialised_algorithms():
    algorithms = provider_algorithms()
    for algorithm in algorithms:
        algorithm.initAlgorithm()
    return algorithms


def github_anchor(heading):
    """The anchor GitHub gives a Markdown heading: lower case, punctuation dropped, spaces to hyphens."""
    text = heading.strip().lower()
    text = "".join(ch for ch in text if ch in " -_" or unicodedata.category(ch)[0] in "LN")
    return text.replace(" ", "-")


def doc_anchors(path):
    return {github_anchor(line[3:]): line[3:].strip() for line in path.read_text(encoding="utf-8").splitlines()
            if line.startswith("## ")}


def load_algorithms_doc_script():
    spec = importlib.util.spec_from_file_location("algorithms_doc", ROOT / "scripts" / "algorithms_doc.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_github_anchor_matches_githubs_rule():
    assert github_anchor("tfrecord:exportimage") == "tfrecordexportimage"
    assert github_anchor("5. Table export and import") == "5-table-export-and-import"


def test_every_algorithm_and_parameter_has_help(qgis_app):
    algorithms = initialised_algorithms()
    assert sorted(algorithm.name() for algorithm in algorithms) == sorted(ALGORITHM_NAMES)
    for algorithm in algorithms:
        assert len(algorithm.shortHelpString()) > 100, algorithm.name()
        for parameter in algorithm.parameterDefinitions():
            assert len(parameter.help().strip()) > 20, f"{algorithm.name()}: {parameter.name()} has no help"
            # The dialog shows the help in the parameter's tooltip.
            assert parameter.help() in parameter.toolTip()


def html_ids(path):
    return set(re.findall(r'id="([^"]+)"', path.read_text(encoding="utf-8")))


def local_page(url):
    """The file a file:// help URL opens, and its anchor; refused unless the file exists in the plugin folder."""
    parsed = QUrl(url)
    assert parsed.isLocalFile(), url
    path = Path(parsed.toLocalFile()).resolve()
    assert path.is_file(), path
    assert Path(tfrecord_bridge.__file__).resolve().parent in path.parents, path
    return path, parsed.fragment()


def test_help_url_opens_the_algorithms_section_of_the_shipped_page(qgis_app):
    """Offline: the Processing dialog's Help opens the HTML page in the plugin folder, at the algorithm's section,
    whose anchor is the one GitHub gives the same heading of docs/algorithms.md (the web page it links to)."""
    metadata = configparser.ConfigParser(interpolation=None)
    metadata.read(PLUGIN_ROOT / "metadata.txt", encoding="utf-8")
    web_page = metadata["general"]["repository"].rstrip("/") + "/blob/main/tfrecord_bridge/docs/algorithms.md"
    anchors = doc_anchors(PLUGIN_ROOT / "docs" / "algorithms.md")
    for algorithm in initialised_algorithms():
        path, anchor = local_page(algorithm.helpUrl())
        assert path.name == "algorithms.html" and path.parent.name == "docs"
        assert anchors.get(anchor) == f"tfrecord:{algorithm.name()}", (anchor, sorted(anchors))
        assert anchor in html_ids(path)
        assert f'href="{web_page}"' in path.read_text(encoding="utf-8")


def test_help_url_is_what_the_registered_algorithm_reports(tfrecord_provider):
    algorithm = QgsApplication.processingRegistry().algorithmById("tfrecord:exportimage")
    assert algorithm.helpUrl().startswith("file://")
    assert algorithm.helpUrl().endswith("/docs/algorithms.html#tfrecordexportimage")


def test_help_url_falls_back_to_the_web_page_without_the_shipped_one(qgis_app, monkeypatch, tmp_path):
    from tfrecord_bridge.provider import shared

    monkeypatch.setattr(shared, "ALGORITHMS_DOC_PATH", str(tmp_path / "missing.html"))
    assert shared.help_url("tfrecord:inspect") == shared.ALGORITHMS_DOC_URL + "#tfrecordinspect"


def test_help_url_of_a_plugin_folder_with_spaces_is_a_valid_file_url(qgis_app, monkeypatch, tmp_path):
    from tfrecord_bridge.provider import shared

    page = tmp_path / "my plugins" / "docs" / "algorithms.html"
    page.parent.mkdir(parents=True)
    page.write_text("<h2 id='tfrecordinspect'></h2>", encoding="utf-8")
    monkeypatch.setattr(shared, "ALGORITHMS_DOC_PATH", str(page))
    url = QUrl(shared.help_url("tfrecord:inspect"))
    assert Path(url.toLocalFile()) == page and url.fragment() == "tfrecordinspect"


MARKDOWN_LINK = re.compile(r"!?\[[^\]]*\]\(([^)\s]+)\)")
FENCED_CODE = re.compile(r"^```.*?^```", re.S | re.M)


def prose(path):
    """A Markdown page without its fenced code blocks, where brackets and '#' lines are code, not links."""
    return FENCED_CODE.sub("", path.read_text(encoding="utf-8"))


def heading_anchors(path):
    """The anchors GitHub gives every heading of a page, at any level."""
    return {github_anchor(line.lstrip("#")) for line in prose(path).splitlines() if re.match(r"#{1,6} ", line)}


@pytest.mark.parametrize("page", ["README.md", *sorted(path.relative_to(ROOT).as_posix()
                                                         for path in (PLUGIN_ROOT / "docs").glob("*.md"))])
def test_every_link_of_the_readme_and_the_docs_leads_somewhere(page):
    """Relative links and images point to files that exist, and into a page only at a heading it has. The docs/
    pages ship in the zip and open offline, where only docs/ is beside them, so they link nowhere outside it."""
    path = ROOT / page
    targets = [target for target in MARKDOWN_LINK.findall(prose(path))
               if not re.match(r"^[a-z][a-z0-9+.-]*:", target, re.IGNORECASE)]
    for target in targets:
        file_part, _, fragment = target.partition("#")
        linked = (path.parent / file_part).resolve() if file_part else path
        assert linked.exists(), f"{page}: {target} leads to no file"
        if page != "README.md":
            assert linked.is_relative_to(PLUGIN_ROOT / "docs"), f"{page}: {target} is not shipped beside it in the zip"
        if fragment and linked.suffix == ".md":
            assert fragment in heading_anchors(linked), f"{page}: {target} names no heading of {linked.name}"


def test_html_help_pages_are_made_from_the_current_markdown():
    """docs/*.html (shipped, opened offline) render docs/*.md; every heading keeps GitHub's anchor."""
    spec = importlib.util.spec_from_file_location("docs_html", ROOT / "scripts" / "docs_html.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    made = module.pages(PLUGIN_ROOT)
    assert sorted(path.name for path in made) == sorted(path.stem + ".html"
                                                        for path in (PLUGIN_ROOT / "docs").glob("*.md"))
    for path, content in made.items():
        assert path.is_file() and path.read_text(encoding="utf-8") == content, (
            f"{path.name} is out of date: run python3 scripts/docs_html.py")
        assert set(doc_anchors(path.with_suffix(".md"))) <= html_ids(path), path.name
    assert module.github_anchor("5. Table export and import") == github_anchor("5. Table export and import")


def test_html_converter_renders_what_the_pages_use():
    spec = importlib.util.spec_from_file_location("docs_html", ROOT / "scripts" / "docs_html.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    body = module.markdown_body("## tfrecord:inspect\n\nSee [format](format.md#1-framing) and `a<b>`, **bold** "
                                "<b>kept</b> *it* 1 < 2.\n\n| a | b |\n|---|---|\n| x \\| y | z |\n\n"
                                "- one\n  - two\n- three\n\n```\n<x>\n```\n")
    assert '<h2 id="tfrecordinspect">' in body
    assert '<a href="format.html#1-framing">format</a>' in body
    assert "<code>a&lt;b&gt;</code>" in body and "<strong>bold</strong>" in body and "<b>kept</b>" in body
    assert "<em>it</em>" in body and "1 &lt; 2" in body
    assert "<td>x &#124; y</td><td>z</td>" in body
    assert "<ul><li>\none\n<ul><li>\ntwo\n</li></ul>\n</li><li>\nthree\n</li></ul>" in body
    assert "<pre><code>&lt;x&gt;</code></pre>" in body


def test_algorithms_page_is_made_from_the_current_help(qgis_processing):
    made = load_algorithms_doc_script().algorithms_markdown()
    assert (PLUGIN_ROOT / "docs" / "algorithms.md").read_text(encoding="utf-8") == made, (
        "docs/algorithms.md is out of date: run /usr/bin/python3 scripts/algorithms_doc.py")
    for algorithm in initialised_algorithms():
        for parameter in algorithm.parameterDefinitions():
            assert parameter.help().replace("|", "\\|") in made


@pytest.mark.parametrize("name, advanced, basic", [
    ("exportimage", {"MAX_FILE_SIZE", "DEFAULT_VALUE", "VALUE_TYPE", "RESAMPLING", "TENSOR_DEPTHS", "SEQUENCE_DATA",
                     "COLLAPSE_BANDS", "MASKED_THRESHOLD", "EDGE_MODE", "ARRAY_LAYERS", "COMPRESSION_LEVEL",
                     "LABEL_VALUE", "LABEL_ALL_TOUCHED", "LABEL_BAND", "SPLIT_BLOCK", "SPLIT_BUFFER", "SEED",
                     "MIN_LABEL_SHARE", "NEGATIVE_RATIO", "WRITE_TFINDEX"},
     {"INPUT", "PATCH_DIMENSIONS", "KERNEL_SIZE", "COMPRESSED", "FORMAT_OPTIONS", "OUTPUT", "PREFIX", "LABEL_LAYER",
      "LABEL_FIELD", "SPLITS"}),
    ("exportpatchesatpoints", {"MAX_FILE_SIZE", "DEFAULT_VALUE", "VALUE_TYPE", "RESAMPLING", "EDGE_POINTS",
                               "COMPRESSION_LEVEL", "LABEL_VALUE", "LABEL_ALL_TOUCHED", "LABEL_BAND"},
     {"INPUT", "POINTS", "FIELDS", "PATCH_DIMENSIONS", "KERNEL_SIZE", "OUTPUT", "PREFIX", "LABEL_LAYER",
      "LABEL_FIELD"}),
    ("importimage", {"FEATURES", "NODATA", "DATA_TYPE"}, {"INPUT", "FOLDER", "MIXER", "KERNEL_SIZE", "OUTPUT"}),
    ("importtable", {"LISTS"}, {"INPUT", "X_FIELD", "Y_FIELD", "WKB_FIELD", "OUTPUT"}),
    ("exporttable", set(), {"INPUT", "FIELDS", "GEOMETRY", "VALUE_TYPE", "OUTPUT"}),
    ("inspect", set(), {"INPUT", "OUTPUT_HTML"}),
    ("predict", {"LAYOUT", "BATCH_SIZE", "MODEL_OUTPUT", "NODATA", "DEFAULT_VALUE", "VALUE_TYPE", "EDGE_MODE",
                 "RESAMPLING"},
     {"INPUT", "MODEL", "PATCH_DIMENSIONS", "KERNEL_SIZE", "OUTPUT"}),
])
def test_rarely_used_parameters_are_advanced(qgis_app, name, advanced, basic):
    (algorithm,) = [algorithm for algorithm in initialised_algorithms() if algorithm.name() == name]
    flagged = {parameter.name() for parameter in algorithm.parameterDefinitions()
               if parameter.flags() & ADVANCED_PARAMETER}
    # These are advanced and these are not; an option added since is as its schema entry says.
    assert advanced <= flagged
    assert not flagged & basic
    assert basic <= {parameter.name() for parameter in algorithm.parameterDefinitions()}


def toolbox_search(text):
    """Ids of the algorithms the Processing Toolbox shows when its search box holds ``text``."""
    from qgis.gui import QgsProcessingToolboxModel, QgsProcessingToolboxProxyModel

    proxy = QgsProcessingToolboxProxyModel()
    model = proxy.toolboxModel()
    proxy.setFilterString(text)
    found = set()

    def walk(parent):
        for row in range(proxy.rowCount(parent)):
            index = proxy.index(row, 0, parent)
            algorithm = model.algorithmForIndex(proxy.mapToSource(index))
            if algorithm is not None:
                found.add(algorithm.id())
            walk(index)

    walk(QModelIndex())
    assert isinstance(model, QgsProcessingToolboxModel)
    return found


@pytest.mark.parametrize("text, expected", [
    ("tensorflow", ALGORITHM_NAMES + MODEL_NAMES),
    ("earth engine", ALGORITHM_NAMES + MODEL_NAMES),
    ("machine learning", ALGORITHM_NAMES + MODEL_NAMES),
    ("chips", ["exportimage", "exportpatchesatpoints"]),
    ("predictions", ["importimage", "classmapfrompredictions"]),
])
def test_toolbox_search_finds_the_algorithms_by_their_tags(tfrecord_provider, text, expected):
    ours = {algorithm_id for algorithm_id in toolbox_search(text) if algorithm_id.startswith("tfrecord:")}
    assert ours == {f"tfrecord:{name}" for name in expected}


def test_each_algorithm_shows_its_own_icon_from_resources(qgis_app):
    paths = {}
    for algorithm in initialised_algorithms():
        path = algorithm.svgIconPath()
        assert os.path.dirname(path) == os.path.join(os.path.dirname(tfrecord_bridge.__file__), "resources")
        assert os.path.isfile(path), path
        assert not algorithm.icon().isNull()
        paths[algorithm.name()] = os.path.basename(path)
    assert len(set(paths.values())) == len(paths), paths
    assert "icon.svg" not in paths.values(), "an algorithm shows the provider's icon"


def test_provider_loads_and_algorithms_initialise_without_log_messages(qgis_processing):
    messages = []

    def keep(message, tag, level):
        messages.append((tag, level, message))

    QgsApplication.messageLog().messageReceived.connect(keep)
    plugin = tfrecord_bridge.classFactory(None)
    try:
        plugin.initProcessing()
        provider = QgsApplication.processingRegistry().providerById("tfrecord")
        # A dialog, a model or a run each makes its own instance, which declares everything again.
        for algorithm in provider.algorithms():
            algorithm.create()
        QgsApplication.processEvents()
    finally:
        QgsApplication.messageLog().messageReceived.disconnect(keep)
        plugin.unload()
    ours = [entry for entry in messages
            if entry[0] == "Processing" or any(name in entry[2] for name in ALGORITHM_NAMES)]
    assert not ours, ours
    assert not [entry for entry in messages if entry[1] >= Qgis.MessageLevel.Warning], messages


@pytest.mark.parametrize("name", ["exportimage", "exportpatchesatpoints"])
def test_max_file_size_defaults_to_one_gib_and_the_dialog_takes_more(qgis_processing, name):
    from qgis.gui import QgsGui, QgsProcessingGui

    (algorithm,) = [algorithm for algorithm in initialised_algorithms() if algorithm.name() == name]
    parameter = algorithm.parameterDefinition("MAX_FILE_SIZE")
    assert parameter.defaultValue() == ONE_GIB
    assert parameter.checkValueIsAcceptable(5 * ONE_GIB)
    # The widget the Processing dialog builds for it.
    wrapper = QgsGui.processingGuiRegistry().createParameterWidgetWrapper(
        parameter, QgsProcessingGui.WidgetType.Standard)
    context = QgsProcessingContext()
    spin_box = wrapper.createWrappedWidget(context)
    assert spin_box.maximum() > SPIN_BOX_CAP
    assert wrapper.widgetValue() == ONE_GIB
    assert spin_box.text() == str(ONE_GIB)
    wrapper.setWidgetValue(5 * ONE_GIB, context)
    assert wrapper.widgetValue() == 5 * ONE_GIB


def test_max_file_size_above_the_old_cap_goes_from_the_dialog_into_the_export(run_algorithm, tmp_path, qgis_iface,
                                                                               monkeypatch):
    """The Processing dialog of exportimage sends 1 GiB by default and 5 GiB when typed, and the export uses it."""
    import processing
    from qgis.gui import QgsBrowserGuiModel

    from helpers import write_float_raster

    # Processing's dialogs ask the global iface (pytest-qgis's stub) for the browser model; give it one.
    browser_model = QgsBrowserGuiModel()
    monkeypatch.setattr(qgis_iface, "browserModel", lambda: browser_model, raising=False)
    source = write_float_raster(tmp_path / "values.tif", [[float(col + row) for col in range(8)] for row in range(8)])
    context = QgsProcessingContext()
    sent = {}
    for size, folder in ((None, "default"), (5 * ONE_GIB, "large")):
        dialog = processing.createAlgorithmDialog("tfrecord:exportimage")
        try:
            wrappers = dialog.mainWidget().wrappers
            wrappers["INPUT"].setParameterValue([source], context)
            wrappers["PATCH_DIMENSIONS"].setParameterValue("4,4", context)
            wrappers["OUTPUT"].setParameterValue(str(tmp_path / folder), context)
            if size is not None:
                wrappers["MAX_FILE_SIZE"].setParameterValue(size, context)
            parameters = dialog.createProcessingParameters()
        finally:
            dialog.close()
            dialog.deleteLater()
        sent[folder] = parameters["MAX_FILE_SIZE"]
        result = run_algorithm("tfrecord:exportimage", parameters)
        assert f"'maxFileSize': {size or ONE_GIB}" in "\n".join(run_algorithm.feedback.log)
        assert result["PATCH_COUNT"] == 4 and len(result["FILES"]) == 1
    assert sent == {"default": ONE_GIB, "large": 5 * ONE_GIB}
