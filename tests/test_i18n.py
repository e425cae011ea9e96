"""The plugin speaks QGIS's language: every user-facing text goes through tr(), every one is translated in
each shipped language, and the plugin started under Korean or Brazilian Portuguese shows them."""

import re
import sys
import xml.etree.ElementTree as ET

import pytest

from helpers import ROOT
from i18n_rules import untranslated_texts

sys.path.insert(0, str(ROOT / "scripts"))  # scripts/ is no package
import translations

LANGUAGES = ("ko", "pt_BR")
CHECKED_CODE = translations.source_files(ROOT)
FIELD = re.compile(r"\{[^{}]*\}")


# ------------------------------------------------------------------------------ every text goes through tr()

@pytest.mark.parametrize("path", CHECKED_CODE, ids=lambda path: path.relative_to(ROOT).as_posix())
def test_every_user_facing_text_goes_through_translation(path):
    problems = untranslated_texts(path.read_text(encoding="utf-8"), str(path))
    assert not problems, "\n".join(f"{path.name}:{line}: {what}" for line, what in problems)


@pytest.mark.parametrize("code", [
    'label = QLabel("Export raster")',
    'button.setText("Run")',
    'widget.setToolTip(f"{count} patches")',
    'action = QAction(icon, "Inspect TFRecord...", parent)',
    'iface.addPluginToRasterMenu("Export tools", action)',
    'p = QgsProcessingParameterNumber("SIZE", "Patch size")',
    'p = QgsProcessingParameterNumber("SIZE", description="Patch size")',
    'self.addOutput(QgsProcessingOutputNumber("COUNT", "Patches written"))',
    'self.add_parameter(parameter, "The patch width in pixels.")',
    'raise QgsProcessingException(f"{path} is not a TFRecord file")',
    'feedback.pushInfo("Wrote " + str(count) + " records")',
    'feedback.reportError("bad record", False)',
    'feedback.pushWarning("no CRS")',
    'QMessageBox.warning(self, "Export", "Choose a folder.")',
    'form.addRow("Extent", widget)',
    'box = QGroupBox("Output")',
    'text = tr(f"{count} records")',
    'class A(TFRecordAlgorithm):\n    DISPLAY_NAME = "Export table"',
    'class A(TFRecordAlgorithm):\n    HELP = ("Writes " "records.")',
])
def test_the_check_finds_a_text_shown_untranslated(code):
    assert untranslated_texts(code)


@pytest.mark.parametrize("code", [
    'label = QLabel(tr("Export raster"))',
    'widget.setToolTip(tr("{count} patches").format(count=count))',
    'p = QgsProcessingParameterNumber("SIZE", tr("Patch size"))',
    'self.add_parameter(parameter, tr("The patch width in pixels."), advanced=True)',
    'label = QLabel("patchDimensions")',  # EE's option names stay as EE spells them
    'label.setText("-")',
    'label.setStyleSheet("color: red;")',
    'class A(TFRecordAlgorithm):\n    DISPLAY_NAME = translatable("Export table")\n    NAME = "exporttable"',
])
def test_the_check_accepts_translated_texts_and_ee_names(code):
    assert not untranslated_texts(code)


def test_the_check_failed_on_the_code_before_translation():
    """The English-only plugin (as it was before issue 18) is what the check is for: one sample of it."""
    before = '''
class ExportTableAlgorithm(TFRecordAlgorithm):
    DISPLAY_NAME = "Export vector layer to TFRecord"

    def initAlgorithm(self, config=None):
        self.add_parameter(QgsProcessingParameterFeatureSource(
            self.INPUT, "Input layer", [QgsProcessing.SourceType.TypeVector]),
            "The layer or table whose features become records, one tf.train.Example each, in feature order.")
        self.addOutput(QgsProcessingOutputNumber(self.RECORDS, "Records written"))
'''
    assert len(untranslated_texts(before)) == 4


# ------------------------------------------------------------------------------ every text is translated

def test_the_translation_files_list_exactly_the_texts_of_the_code():
    texts = set(translations.translatable_texts(ROOT))
    for language in LANGUAGES:
        ts_path = ROOT / "i18n" / f"tfrecord_bridge_{language}.ts"
        current = {source for source, (_, kind) in translations.read_translations(ts_path).items()
                   if kind not in ("vanished", "obsolete")}
        assert current == texts, (f"{ts_path.name} is not up to date with the code: run bash scripts/translations.sh "
                                  f"(missing: {sorted(texts - current)[:5]}, gone: {sorted(current - texts)[:5]})")


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_text_has_a_finished_translation_with_the_same_placeholders(language):
    found = translations.read_translations(ROOT / "i18n" / f"tfrecord_bridge_{language}.ts")
    problems = []
    for text in translations.translatable_texts(ROOT):
        translation, kind = found.get(text, ("", "missing"))
        if kind is not None or not translation.strip():
            problems.append(f"not translated ({kind}): {text[:70]!r}")
        elif not text.startswith('{"') and sorted(FIELD.findall(text)) != sorted(FIELD.findall(translation)):
            problems.append(f"placeholders differ: {text[:70]!r} -> {translation[:70]!r}")
    assert not problems, "\n".join(problems)


def test_a_translator_can_start_a_language_and_extraction_keeps_translations(tmp_path):
    (tmp_path / "i18n").mkdir()
    ts_path = tmp_path / "i18n" / "tfrecord_bridge_xx.ts"
    translations.write_ts(ts_path, "xx", {"Run": [("ui/x.py", 1)], "Cancel": [("ui/x.py", 2)]},
                          {"Run": ("Lauf", None), "Gone": ("Weg", None)})
    found = translations.read_translations(ts_path)
    assert found == {"Run": ("Lauf", None), "Cancel": ("", "unfinished"), "Gone": ("Weg", "vanished")}
    ET.parse(ts_path)  # well-formed XML


# ------------------------------------------------------------------------------ the plugin under QGIS's language

def test_the_locale_picks_its_file_and_plain_portuguese_falls_back_to_brazil(compiled_translations):
    from tfrecord_bridge.provider.i18n import translation_file
    assert translation_file("ko").endswith("tfrecord_bridge_ko.qm")
    assert translation_file("ko_KR").endswith("tfrecord_bridge_ko.qm")
    assert translation_file("pt_BR").endswith("tfrecord_bridge_pt_BR.qm")
    assert translation_file("pt").endswith("tfrecord_bridge_pt_BR.qm")
    assert translation_file("pt_PT").endswith("tfrecord_bridge_pt_BR.qm")
    assert translation_file("en_US") is None and translation_file("de") is None


EXPECTED = {
    "ko": {"menu": "래스터를 TFRecord로 내보내기...", "run": "실행", "output": "출력 폴더",
           "algorithm": "래스터를 TFRecord 패치로 내보내기", "group": "이미지", "patches": "패치 6개"},
    "pt_BR": {"menu": "Exportar raster para TFRecord...", "run": "Executar", "output": "Pasta de saída",
              "algorithm": "Exportar raster para patches TFRecord", "group": "Imagens", "patches": "6 patches"},
}


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_plugin_started_under_a_language_speaks_it(language, compiled_translations, qgis_language,
                                                       qgis_processing, qgis_canvas, qgis_new_project, shared_data):
    from qgis.core import QgsApplication, QgsProject, QgsRasterLayer
    from qgis.PyQt.QtWidgets import QGroupBox, QLabel, QPushButton

    import tfrecord_bridge
    from test_ui import InterfaceWithRasterMenu
    from tfrecord_bridge.plugin import MENU

    layer = QgsRasterLayer(str(shared_data / "rasterio" / "RGB.byte.tif"), "rgb")
    QgsProject.instance().addMapLayer(layer)
    qgis_language(language)
    expected = EXPECTED[language]
    iface = InterfaceWithRasterMenu(qgis_canvas)
    plugin = tfrecord_bridge.classFactory(iface)
    plugin.initGui()
    try:
        menu_texts = [action.text() for action in iface.plugin_submenu(MENU).actions()]
        assert menu_texts[0] == expected["menu"]
        algorithm = QgsApplication.processingRegistry().algorithmById("tfrecord:exportimage")
        assert (algorithm.displayName(), algorithm.group()) == (expected["algorithm"], expected["group"])
        assert algorithm.name() == "exportimage" and algorithm.groupId() == "images"  # ids stay
        parameter_descriptions = [parameter.description() for parameter in algorithm.parameterDefinitions()]
        english = {"Output folder", "Extent", "Input raster layers (bands stacked in order)"}
        assert not set(parameter_descriptions) & english

        dialog = plugin.open_export_panel()
        shown = ([label.text() for label in dialog.findChildren(QLabel)]
                 + [box.title() for box in dialog.findChildren(QGroupBox)]
                 + [button.text() for button in dialog.findChildren(QPushButton)])
        assert expected["run"] in shown and expected["output"] in shown
        assert dialog.preview.patch_count_label.text() == expected["patches"]
        assert "patchDimensions" in shown  # EE's option names stay as EE spells them
        english = {"Run", "Output folder", "Export grid", "Tiles per row", "Tile size",
                   "What the export will write", "Raster layers (bands stacked top to bottom)"}
        assert not english & set(shown)
    finally:
        plugin.unload()
    # Unloaded, the plugin takes its translator with it: texts are English again.
    from tfrecord_bridge.provider.i18n import tr
    assert tr("Run") == "Run"


def test_the_plugin_stays_english_under_a_language_it_does_not_ship(compiled_translations, qgis_language,
                                                                   qgis_processing):
    from qgis.core import QgsApplication

    import tfrecord_bridge
    qgis_language("de")
    plugin = tfrecord_bridge.classFactory(None)
    plugin.initProcessing()
    try:
        algorithm = QgsApplication.processingRegistry().algorithmById("tfrecord:exportimage")
        assert algorithm.displayName() == "Export raster to TFRecord patches"
    finally:
        plugin.unload()


def test_the_algorithm_reference_is_english_whatever_the_language(compiled_translations, qgis_language,
                                                                  qgis_processing):
    """docs/algorithms.md is generated from the code in English, also where QGIS speaks Korean."""
    from test_help import load_algorithms_doc_script
    from tfrecord_bridge.provider.i18n import install_translator, remove_translator, tr

    qgis_language("ko")
    assert install_translator() and tr("Images") == "이미지"
    try:
        page = load_algorithms_doc_script().algorithms_markdown()
    finally:
        remove_translator()
    assert page == (ROOT / "docs" / "algorithms.md").read_text(encoding="utf-8")
    assert "Export raster to TFRecord patches" in page and "래스터" not in page


@pytest.mark.qgis_process
def test_qgis_process_lists_the_algorithms_in_qgis_language(compiled_translations, tmp_path):
    from qgis_process import qgis_process

    settings = tmp_path / "profiles" / "default" / "QGIS" / "QGIS3.ini"
    settings.parent.mkdir(parents=True)
    settings.write_text("[locale]\noverrideFlag=true\nuserLocale=pt_BR\n", encoding="utf-8")
    result = qgis_process(tmp_path, "list")
    assert result.returncode == 0, result.stderr
    assert "Exportar raster para patches TFRecord" in result.stdout
    assert "Export raster to TFRecord patches" not in result.stdout
