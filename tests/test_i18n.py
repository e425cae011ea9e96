"""The plugin speaks QGIS's language: every user-facing text goes through tr(), every one is translated in
each shipped language, and the plugin started under Korean or Brazilian Portuguese shows them."""

import functools
import re
import shutil
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from helpers import PLUGIN_ROOT, ROOT
from i18n_rules import (
    assembled_messages,
    bare_counts,
    english_fragments,
    english_in,
    unmade_core_messages,
    untranslated_texts,
)

sys.path.insert(0, str(ROOT / "scripts"))  # scripts/ is no package
import translations

LANGUAGES = ("ko", "pt_BR")
CHECKED_CODE = translations.source_files(PLUGIN_ROOT)
CORE_CODE = translations.core_files(PLUGIN_ROOT)
SAMPLE = PLUGIN_ROOT / "resources" / "sample" / "sample.tif"
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


# ------------------------------------------------------------------------------ core's texts are messages

@pytest.mark.parametrize("path", CORE_CODE, ids=lambda path: path.relative_to(ROOT).as_posix())
def test_every_text_core_sends_to_users_is_a_message(path):
    """core/ stays free of QGIS: what it says to users (errors, log lines) is made by core.base.messages.message(),
    whose literal template the translation files take and the plugin translates."""
    problems = unmade_core_messages(path.read_text(encoding="utf-8"), str(path))
    assert not problems, "\n".join(f"{path.name}:{line}: {what}" for line, what in problems)


@pytest.mark.parametrize("code", [
    'raise ExportError(f"{path} has no CRS")',
    'raise ExportError("band names must not be empty")',
    'raise ValueError("the record declares " + str(size) + " bytes")',
    'log(f"Wrote {count} of {total} patches")',
    'warn("Point 3 skipped")',
    'conflicts.append(TrainingConflictError(REASON, "MIN_LABEL_SHARE needs a label layer"))',
    'raise ExportError(message(f"{path} has no CRS"))',
    'raise ExportError(message(template))',
])
def test_the_core_check_finds_a_text_not_made_a_message(code):
    assert unmade_core_messages(code)


@pytest.mark.parametrize("code", [
    'raise ExportError(message("{path} has no CRS", path=path))',
    'log(message("Wrote {count} of {total} patches", count=count, total=total))',
    'raise ExportError(message_of(error)) from error',
    'raise TrainingConflictError(REASON, message("MIN_LABEL_SHARE needs a label layer"))',
    'log(line)',
])
def test_the_core_check_accepts_messages(code):
    assert not unmade_core_messages(code)


def test_core_messages_keep_the_english_the_command_line_prints():
    from tfrecord_bridge.core.base.messages import message, message_of
    text = message("Wrote {written} of {total} patches in {files} file(s)", written=1993056, total=1993056, files=2)
    assert text == "Wrote 1993056 of 1993056 patches in 2 file(s)" and isinstance(text, str)
    assert text.template == "Wrote {written} of {total} patches in {files} file(s)"
    assert message_of(ValueError(text)) is text and message_of(ValueError("plain")) == "plain"
    assert str(ValueError(text)) == text


# ------------------------------------------------------------------------------ no message made of English pieces

@pytest.mark.parametrize("path", list(dict.fromkeys(CHECKED_CODE + CORE_CODE)),
                         ids=lambda path: path.relative_to(ROOT).as_posix())
def test_no_message_is_assembled_from_english_pieces(path):
    """A Korean user read "TFRecord 샤드 named nope-00000...": naming.py built an English piece into a message.
    A translated template is written whole; what varies is a value, and a value in words is a message itself."""
    problems = assembled_messages(path.read_text(encoding="utf-8"), str(path))
    assert not problems, "\n".join(f"{path.name}:{line}: {what}" for line, what in problems)


@pytest.mark.parametrize("code", [
    # naming.py as it was (issue 44): the English piece a value of the message
    'named = f"named {prefix}-00000.tfrecord(.gz), ... " if prefix else ""\n'
    'raise ImageImportError(message("no TFRecord shards {named}found in {folder}", named=named, folder=folder))',
    'raise ExportError(message(f"{path} has no CRS"))',
    'raise ExportError(message("{path} has " + "no CRS", path=path))',
    'raise ExportError(message("%s has no CRS" % path))',
    'raise ExportError(message("{path} has no CRS".format(path=path)))',
    'log(counted(n, f"%n patch of {size}", "%n patches"))',
    'label.setText(tr("Wrote {count} records").format(count=n) + " to the folder")',
    'label.setText(f"{tr(\'Records\')} in the folder")',
    'label.setText(tr("{count} records") % n + " more")',
    'log(message("Wrote {patches} in {files}", patches=patches, files="one file"))',
    'text = fill(tr("{what} in {folder}"), what="patch rows", folder=folder)',
    'where = f"{path}: line {number}"\nraise ClassTableError(message("{where}: the class name is empty", where=where))',
    'WHAT = "records left out"\ndef f():\n    log(message("{count} {what}", count=1, what=WHAT))',
])
def test_the_assembly_check_finds_english_pieces(code):
    assert assembled_messages(code)


@pytest.mark.parametrize("code", [
    'raise ImageImportError(message("no TFRecord shards named {first}, ... found in {folder}", '
    'first=f"{prefix}-00000.tfrecord(.gz)", folder=folder))',
    'log(message("Wrote {patches} in {files}", patches=n_patches(n), files=n_files(f)))',
    'log(counted(n, "%n patch", "%n patches"))',
    'raise ModelFileError(message("it has no {missing}", missing="ir_version" if v is None else "graph"))',
    'raise Error(message("{key} must be a list", key="labels.classes"))',
    'text = message("{size:,.1f} {unit}", size=1.5, unit="TiB")',
    'label.setText(fill(tr("{count} records"), count=n))',
    'raise Error(message("set {variable}", variable=RECORD_CEILING_VARIABLE))',
])
def test_the_assembly_check_accepts_whole_templates_and_names(code):
    assert not assembled_messages(code)



@pytest.mark.parametrize("path", list(dict.fromkeys(CHECKED_CODE + CORE_CODE)),
                         ids=lambda path: path.relative_to(ROOT).as_posix())
def test_no_count_is_written_before_a_plural_of_its_own(path):
    """The buffer's log read "Buffer between sets: 1 patches left out": a count is a value in the numerus forms
    of the user's language (counted(), n_patches()), never "{field} patches"."""
    problems = bare_counts(path.read_text(encoding="utf-8"), str(path))
    assert not problems, "\n".join(f"{path.name}:{line}: {what}" for line, what in problems)


@pytest.mark.parametrize("code", [
    # export_image.py's buffer line as it was (issue 44)
    'return message("Buffer between sets: {left_out} patches left out ({per_set})", '
    'left_out=sum(counts.values()), per_set=per_set)',
    'raise ClassTableError(message("{where} has {classes:,} classes", where=where, classes=len(table.classes)))',
    'label.setText(fill(tr("{count} records in {path}"), count=len(records), path=path))',
])
def test_the_count_check_finds_a_count_before_a_plural(code):
    assert bare_counts(code)


@pytest.mark.parametrize("code", [
    'return message("Buffer between sets: {left_out} left out", left_out=n_patches(sum(counts.values())))',
    'log(counted(len(paths), "%n file", "%n files"))',
    'raise Error(message("a list mixes {kinds} values", kinds=", ".join(sorted(kinds))))',
    'log(message("the region is {width} x {height} pixels", width=len(columns), height=len(rows)))',
    'raise Error(message("more than {most} features in one record", most=MOST))',
    'log(message("{count} of {total}", count=len(done), total=len(features)))',
])
def test_the_count_check_accepts_counted_values_sizes_and_other_fields(code):
    assert not bare_counts(code)

@functools.cache
def code_texts():
    """The code's texts to translate, read once a test process: several tests compare the files with them."""
    return translations.translatable_texts(PLUGIN_ROOT)


def test_the_translation_files_take_core_messages():
    texts = code_texts()
    wrote = texts["Wrote {written:,} of {total_patches} in {files}"]
    assert "core/export/export_image.py" in [path for path, _ in wrote]
    assert "formatOptions is not valid JSON: {error}" in texts  # the pasted formatOptions' error
    assert not [text for text, places in texts.items() if any(path == "core/cli.py" for path, _ in places)]


# ------------------------------------------------------------------------------ every text is translated

def test_the_translation_files_list_exactly_the_texts_of_the_code():
    texts = set(code_texts())
    for language in LANGUAGES:
        ts_path = PLUGIN_ROOT / "i18n" / f"tfrecord_bridge_{language}.ts"
        current = {source for source, (_, kind) in translations.read_translations(ts_path).items()
                   if kind not in ("vanished", "obsolete")}
        assert current == texts, (f"{ts_path.name} is not up to date with the code: run bash scripts/translations.sh "
                                  f"(missing: {sorted(texts - current)[:5]}, gone: {sorted(current - texts)[:5]})")


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_text_has_a_finished_translation_with_the_same_placeholders(language):
    found = translations.read_translations(PLUGIN_ROOT / "i18n" / f"tfrecord_bridge_{language}.ts")
    counts = translations.numerus_texts(PLUGIN_ROOT)
    problems = []
    for text in code_texts():
        translation, kind = found.get(text, ("", "missing"))
        forms = translations.forms_of(translation) if text in counts else [translation]
        if kind is not None or not translation.strip():
            problems.append(f"not translated ({kind}): {text[:70]!r}")
        elif text in counts and (len(forms) != translations.numerus_forms(language)
                                 or not all("%n" in form for form in forms if "%n" in text)):
            problems.append(f"a count needs {translations.numerus_forms(language)} forms with %n: {text[:70]!r}")
        elif not text.startswith('{"') and any(sorted(FIELD.findall(text)) != sorted(FIELD.findall(form))
                                               for form in forms):
            problems.append(f"placeholders differ: {text[:70]!r} -> {translation[:70]!r}")
    assert not problems, "\n".join(problems)


def test_english_has_its_file_of_counts_with_the_code_s_two_forms():
    """English reads "1 patch": its .ts holds every count (counted() in the code) as a numerus entry whose forms
    are the code's singular and plural, finished, and nothing else (its other texts are their own sources)."""
    counts = translations.numerus_texts(PLUGIN_ROOT)
    assert {"%n patches": "%n patch", "%n bands": "%n band", "%n files": "%n file"}.items() <= counts.items()
    english = translations.read_translations(PLUGIN_ROOT / "i18n" / "tfrecord_bridge_en.ts")
    assert english == {many: (f"{one}\n{many}", None) for many, one in counts.items()}
    root = ET.parse(PLUGIN_ROOT / "i18n" / "tfrecord_bridge_en.ts").getroot()
    assert all(message.get("numerus") == "yes" for message in root.iter("message"))


def test_a_count_keeps_its_numerus_forms_through_extraction_and_apply(tmp_path):
    """--apply fills a count's forms from a JSON table such as the lead's ts_*.json, and extraction keeps them."""
    i18n = tmp_path / "i18n"
    i18n.mkdir()
    texts = {"%n patches": [("core/x.py", 1)], "Run": [("ui/x.py", 2)]}
    numerus = {"%n patches": "%n patch"}
    for language in ("ko", "pt_BR", "en"):
        translations.write_ts(i18n / f"tfrecord_bridge_{language}.ts", language, texts, {}, numerus)
    filled = translations.apply_translations({"Run": ["실행", "Executar"], "%n patches": {
        "ko": ["패치 %n개"], "pt_BR": ["%n patch", "%n patches"], "en": ["%n patch", "%n patches"]}}, i18n)
    assert filled == {"en": 0, "ko": 2, "pt_BR": 2}  # English's forms are the code's, finished already
    for language, forms in (("ko", "패치 %n개"), ("pt_BR", "%n patch\n%n patches"), ("en", "%n patch\n%n patches")):
        path = i18n / f"tfrecord_bridge_{language}.ts"
        found = translations.read_translations(path)
        assert found["%n patches"] == (forms, None)
        translations.write_ts(path, language, texts, found, numerus)  # extraction again
        assert translations.read_translations(path) == found


# Names kept as they are in every language: formats, file types, TensorFlow's, EE's and ONNX's own names.
NAMES_KEPT = {"GZIP", "tfrecord", "gz", "GeoTIFF", "tif", "tiff", "TensorFlow", "featuresDict", "tf", "train",
              "kernelSize", "formatOptions", "patchDimensions", "compressed", "true", "opset", "ai", "onnx"}
# Words Brazilian Portuguese writes as English does (EE's Portuguese guide among them).
SAME_WORDS = {"ko": set(), "pt_BR": {"bytes", "patch", "patches", "Patches", "pixel", "pixels", "Kernel", "Mixer"}}


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_translation_left_as_its_english_source_holds_names_only(language):
    """A new user's Korean import panel said "Nodata": its translation was the English word. A text may stay as
    it is only when it holds placeholders, signs and names (formats, TensorFlow's and EE's)."""
    left_english = {source: [word for word in re.findall(r"[A-Za-z]{2,}", FIELD.sub(" ", source))
                             if word not in NAMES_KEPT | SAME_WORDS[language]]
                    for source, translation in catalog(language).items() if translation == source}
    assert not {source: words for source, words in left_english.items() if words}


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
    from tfrecord_bridge.texts import translation_file
    assert translation_file("ko").endswith("tfrecord_bridge_ko.qm")
    assert translation_file("ko_KR").endswith("tfrecord_bridge_ko.qm")
    assert translation_file("pt_BR").endswith("tfrecord_bridge_pt_BR.qm")
    assert translation_file("pt").endswith("tfrecord_bridge_pt_BR.qm")
    assert translation_file("pt_PT").endswith("tfrecord_bridge_pt_BR.qm")
    assert translation_file("en_US").endswith("tfrecord_bridge_en.qm")  # English's counts: "1 patch"
    assert translation_file("de") is None


EXPECTED = {
    "ko": {"menu": "래스터를 TFRecord로 내보내기...", "run": "실행", "output": "출력 폴더",
           "algorithm": "래스터를 TFRecord 패치로 내보내기", "group": "이미지", "patches": "패치 6개",
           "size": "압축 전 약 4,719,072바이트(4.5 MiB)"},
    "pt_BR": {"menu": "Exportar raster para TFRecord...", "run": "Executar", "output": "Pasta de saída",
              "algorithm": "Exportar raster para patches TFRecord", "group": "Imagens", "patches": "6 patches",
              "size": "cerca de 4.719.072 bytes antes da compactação (4,5 MiB)"},
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
        english = {"Output folder", "Extent", "Raster layers (bands stacked in order)"}
        assert not set(parameter_descriptions) & english

        dialog = plugin.open_export_panel()
        shown = ([label.text() for label in dialog.findChildren(QLabel)]
                 + [box.title() for box in dialog.findChildren(QGroupBox)]
                 + [button.text() for button in dialog.findChildren(QPushButton)])
        assert expected["run"] in shown and expected["output"] in shown
        assert dialog.preview.patch_count_label.text() == expected["patches"]
        # The estimate's sizes as the language writes numbers (issue 30: pt_BR showed "1,993,056 bytes").
        assert expected["size"] in dialog.preview.size_label.text()
        assert "patchDimensions" in shown  # EE's option names stay as EE spells them
        english = {"Run", "Output folder", "Export grid", "Tiles per row", "Tile size",
                   "What the export will write", "Raster layers (bands stacked top to bottom)"}
        assert not english & set(shown)
    finally:
        plugin.unload()
    # Unloaded, the plugin takes its translator with it: texts are English again.
    from tfrecord_bridge.texts import tr
    assert tr("Run") == "Run"


@pytest.fixture
def session_language():
    """QGIS's language for this session as its ``--lang`` sets it (QgsApplication.setTranslation); unset after."""
    from qgis.core import QgsApplication
    yield QgsApplication.setTranslation
    QgsApplication.setTranslation("")


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_plugin_speaks_the_language_qgis_was_started_in(language, session_language, compiled_translations,
                                                            qgis_processing):
    """A new user's `qgis --lang ko` showed QGIS in Korean and the plugin in English: the plugin read the
    settings only, which --lang leaves without the override flag."""
    import tfrecord_bridge
    from tfrecord_bridge.texts import qgis_locale, tr

    session_language(language)
    assert qgis_locale() == language
    plugin = tfrecord_bridge.classFactory(None)
    plugin.initProcessing()
    try:
        assert tr("Run") == EXPECTED[language]["run"]
    finally:
        plugin.unload()
    session_language("")
    assert qgis_locale() != language  # the settings' choice, or the system's, again


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
    from tfrecord_bridge.texts import install_translator, remove_translator, tr

    qgis_language("ko")
    assert install_translator() and tr("Images") == "이미지"
    try:
        page = load_algorithms_doc_script().algorithms_markdown()
    finally:
        remove_translator()
    assert page == (PLUGIN_ROOT / "docs" / "algorithms.md").read_text(encoding="utf-8")
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


# ------------------------------------------------------------------------------ what core says, in the user's language

# Texts QGIS's Processing itself adds to the log and errors (QGIS translates them with its own catalog).
QGIS_OWN_LINES = ("Results:", "Unable to execute algorithm")


def catalog(language):
    """{English source: its finished translation} of ``language``'s translation file."""
    found = translations.read_translations(PLUGIN_ROOT / "i18n" / f"tfrecord_bridge_{language}.ts")
    return {source: translation for source, (translation, kind) in found.items() if kind is None}


def shown_texts(texts):
    """The lines a user reads among ``texts`` (log entries, errors): QGIS's own lines left out, and of the
    featuresDict snippet (Python code to copy) only the line introducing it."""
    shown = []
    for text in texts:
        lines = text.split("\n")
        if any("featuresDict = {" in line for line in lines):
            lines = lines[:1]
        shown += [line for line in lines if line.strip() and not line.startswith(QGIS_OWN_LINES)]
    return shown


@pytest.fixture
def plugin_speaking(compiled_translations, qgis_language, qgis_processing):
    """Start the plugin (its Processing provider) as QGIS does in ``language``; unloaded afterwards."""
    import tfrecord_bridge
    started = []

    def start(language):
        qgis_language(language)
        plugin = tfrecord_bridge.classFactory(None)
        plugin.initProcessing()
        started.append(plugin)

    yield start
    for plugin in started:
        plugin.unload()


def run_recorded(algorithm_id, parameters):
    """(every text the run showed: log lines, warnings and errors, then its error if it failed; its results)."""
    import processing
    from qgis.core import QgsProcessingContext, QgsProcessingException, QgsProcessingFeedback, QgsProject

    class EveryTextFeedback(QgsProcessingFeedback):
        def __init__(self):
            super().__init__()
            self.texts = []

        def pushInfo(self, info):
            self.texts.append(info)

        def pushWarning(self, warning):
            self.texts.append(warning)

        def reportError(self, error, fatalError=False):
            self.texts.append(error)

        def pushCommandInfo(self, info):
            self.texts.append(info)

        def pushConsoleInfo(self, info):
            self.texts.append(info)

        def setProgressText(self, text):
            self.texts.append(text)

    feedback = EveryTextFeedback()
    context = QgsProcessingContext()
    context.setProject(QgsProject.instance())
    try:
        results = processing.run(algorithm_id, parameters, feedback=feedback, context=context)
    except QgsProcessingException as error:
        return feedback.texts + [str(error)], None
    return feedback.texts, results


def test_the_english_check_finds_a_core_message_left_untranslated():
    fragments = english_fragments(catalog("pt_BR"))
    english = "Wrote 3,876 of 3,876 patches in 1 file"
    assert english_in(english, fragments)
    assert english_in("formatOptions is not valid JSON: Expecting value: line 1 column 1 (char 0)", fragments)
    assert english_in("something the catalog never had: it holds nothing", set())  # English words alone
    assert not english_in("Gravação: 3.876 de 3.876 patches em 1 arquivo", fragments)
    assert not english_in("Arquivos: /tmp/pytest-of-root/out/sample-00000.tfrecord.gz", fragments)


EXPECTED_CORE = {
    # (the sample's 5 x 5 export: 3876 patches, 546 of them wholly masked), written as the language writes numbers
    "ko": {"wrote": "패치 3,876개 중 3,876개를 파일 1개에 썼습니다", "masked": "패치 3,876개 중 546개가 완전히 마스크",
           # Python 3.13 says why '{..., }' is no JSON more precisely than 3.9-3.12 do.
           "json": "formatOptions가 올바른 JSON이 아닙니다: " + (
               "객체 끝 앞의 허용되지 않는 쉼표: 1행 29열(문자 28)" if sys.version_info >= (3, 13)
               else "큰따옴표로 감싼 속성 이름이 와야 합니다: 1행 30열(문자 29)"),
           "imported": "레코드 24개 -> 384 x 256 Float32 래스터"},
    "pt_BR": {"wrote": "Gravação: 3.876 de 3.876 patches em 1 arquivo",
              "masked": "546 de 3.876 patches estão totalmente mascarados",
              "json": "formatOptions não é um JSON válido: " + (
                  "Vírgula final não permitida antes do fim do objeto: linha 1 coluna 29 (caractere 28)"
                  if sys.version_info >= (3, 13) else
                  "Esperado um nome de propriedade entre aspas duplas: linha 1 coluna 30 (caractere 29)"),
              "imported": "registros patch -> raster Float32 de 384 x 256"},
}


@pytest.mark.slow  # an export and an import run in each language (0.5 s each): the full suite's
@pytest.mark.parametrize("language", LANGUAGES)
def test_export_and_import_tell_everything_in_the_users_language(language, plugin_speaking, tmp_path):
    """The export and import algorithms on the bundled sample, in Korean and Brazilian Portuguese: their log
    lines, results and errors (most of them core's) hold no English sentence, and numbers are written the
    language's way."""
    plugin_speaking(language)
    fragments = english_fragments(catalog(language))
    expected = EXPECTED_CORE[language]
    shown = []

    texts, exported = run_recorded("tfrecord:exportimage", {
        "INPUT": [str(SAMPLE)], "PATCH_DIMENSIONS": "64,64", "KERNEL_SIZE": "8,8", "OUTPUT": str(tmp_path / "a"),
        "PREFIX": "sample"})
    assert exported is not None, texts
    shown += shown_texts(texts)
    texts, small = run_recorded("tfrecord:exportimage", {
        "INPUT": [str(SAMPLE)], "PATCH_DIMENSIONS": "5,5", "OUTPUT": str(tmp_path / "b"), "PREFIX": "small"})
    assert small is not None and small["PATCH_COUNT"] == 3876, texts
    shown += shown_texts(texts)
    texts, imported = run_recorded("tfrecord:importimage", {
        "INPUT": exported["FILES"], "MIXER": exported["MIXER"], "OUTPUT": str(tmp_path / "predictions.tif")})
    assert imported is not None, texts
    shown += shown_texts(texts)

    bad_json, _ = run_recorded("tfrecord:exportimage", {
        "INPUT": [str(SAMPLE)], "FORMAT_OPTIONS": '{"patchDimensions": [64, 64],}', "OUTPUT": str(tmp_path / "c"),
        "PREFIX": "bad"})
    wrong_mixer, failed = run_recorded("tfrecord:importimage", {
        "INPUT": exported["FILES"], "MIXER": small["MIXER"], "OUTPUT": str(tmp_path / "wrong.tif")})
    assert failed is None
    # A kernel that fits no value count: the refusal names the first record ("record 0 of ...", once English).
    wrong_kernel, failed = run_recorded("tfrecord:importimage", {
        "INPUT": exported["FILES"], "MIXER": exported["MIXER"], "KERNEL_SIZE": "16,16",
        "OUTPUT": str(tmp_path / "wrong-kernel.tif")})
    assert failed is None
    errors = shown_texts(bad_json) + shown_texts(wrong_mixer) + shown_texts(wrong_kernel)
    assert errors and not (tmp_path / "wrong.tif").exists()
    shown += errors

    english = {line: english_in(line, fragments) for line in shown}
    assert not {line: found for line, found in english.items() if found}
    log = "\n".join(shown)
    for key in ("wrote", "masked", "json", "imported"):
        assert expected[key] in log, key
    assert ("3,876" in log) == (language == "ko") and ("3.876" in log) == (language == "pt_BR")


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_export_result_message_is_in_the_users_language(language, plugin_speaking):
    """The message bar's text after an export (ui/export_dialog.py), with core's words on masked patches."""
    from tfrecord_bridge.ui.export_dialog import export_report

    plugin_speaking(language)
    text = export_report({"FILES": ["/data/out/sample-00000.tfrecord.gz"], "OUTPUT": "/data/out",
                          "MIXER": "/data/out/sample-mixer.json", "PATCH_COUNT": 1993056,
                          "MASKED_PATCH_COUNT": 1024})
    assert not english_in(text, english_fragments(catalog(language))), text
    assert ("1.993.056" if language == "pt_BR" else "1,993,056") in text
    assert ("1.024" if language == "pt_BR" else "1,024") in text


@pytest.mark.parametrize(("language", "expected"), [
    ("ko", "압축 전 약 1,993,056바이트"), ("pt_BR", "cerca de 1.993.056 bytes")])
def test_numbers_and_sizes_are_written_as_the_language_writes_them(language, expected, plugin_speaking):
    from tfrecord_bridge.core.base.messages import n_records
    from tfrecord_bridge.core.export.estimate import human_bytes
    from tfrecord_bridge.texts import fill, tr, translated

    plugin_speaking(language)
    size = fill(tr("about {total_bytes:,} bytes before compression ({human}): {records} of {record_bytes:,} bytes"),
                total_bytes=1993056, human=human_bytes(1993056), records=n_records(24), record_bytes=83044)
    assert expected in size
    assert ("1,9 MiB" if language == "pt_BR" else "1.9 MiB") in size
    assert translated(human_bytes(512)) == ("512바이트" if language == "ko" else "512 bytes")


EXPECTED_PROBLEM = {"ko": "잘림: 레코드는 83,028바이트라고 하지만 파일에는 88바이트만 남아 있습니다",
                    "pt_BR": "truncado: o registro declara 83.028 bytes, mas só restam 88 no arquivo"}


@pytest.mark.parametrize("language", LANGUAGES)
def test_inspecting_a_damaged_file_reports_in_the_users_language(language, plugin_speaking, tmp_path):
    """The inspect algorithm's problems and notes (core.inspect's) on a shard cut inside a record."""
    plugin_speaking(language)
    texts, exported = run_recorded("tfrecord:exportimage", {
        "INPUT": [str(SAMPLE)], "PATCH_DIMENSIONS": "64,64", "KERNEL_SIZE": "8,8", "COMPRESSED": False,
        "OUTPUT": str(tmp_path / "export"), "PREFIX": "sample"})
    assert exported is not None, texts
    damaged = tmp_path / "damaged"
    damaged.mkdir()
    whole = Path(exported["FILES"][0]).read_bytes()
    (damaged / "sample-00000.tfrecord").write_bytes(whole[:len(whole) // 2 + 100])  # 12 records and a piece
    shutil.copy(exported["MIXER"], damaged / "sample-mixer.json")

    texts, inspected = run_recorded("tfrecord:inspect", {
        "INPUT": [str(damaged / "sample-00000.tfrecord")], "OUTPUT_HTML": str(tmp_path / "report.html")})
    assert inspected is not None, texts
    shown = shown_texts(texts)
    fragments = english_fragments(catalog(language))
    assert not {line: english_in(line, fragments) for line in shown if english_in(line, fragments)}
    assert any(EXPECTED_PROBLEM[language] in line for line in shown), shown
    report = (tmp_path / "report.html").read_text(encoding="utf-8")
    assert EXPECTED_PROBLEM[language] in report


# ------------------------------------------------------------------------------ counts in every language's plural forms

# The bundled sample (384 x 256) cut into one patch and into two: what each language writes for 1 and for 2.
COUNTED = {
    "en_US": {1: ["Exporting 1 patch of 384 x 256 pixels", "Wrote 1 of 1 patch in 1 file"],
              2: ["Exporting 2 patches of 192 x 256 pixels", "Wrote 2 of 2 patches in 1 file"]},
    "ko": {1: ["패치 1개를 행마다 1개씩 내보내는 중", "패치 1개 중 1개를 파일 1개에 썼습니다"],
           2: ["패치 2개를 행마다 2개씩 내보내는 중", "패치 2개 중 2개를 파일 1개에 썼습니다"]},
    "pt_BR": {1: ["Exportando 1 patch de 384 x 256 pixels", "Gravação: 1 de 1 patch em 1 arquivo"],
              2: ["Exportando 2 patches de 192 x 256 pixels", "Gravação: 2 de 2 patches em 1 arquivo"]},
}


@pytest.mark.parametrize("language", sorted(COUNTED))
def test_an_export_of_one_patch_and_of_two_says_each_in_the_language_s_plural(language, plugin_speaking, tmp_path):
    """A new user read "Exporting 1 patches..." and "1 arquivo(s)": each count takes its language's form, English's
    singular too (the plugin's English translation file holds the numerus forms)."""
    plugin_speaking(language)
    for count, width in ((1, 384), (2, 192)):
        texts, results = run_recorded("tfrecord:exportimage", {
            "INPUT": [str(SAMPLE)], "PATCH_DIMENSIONS": f"{width},256", "OUTPUT": str(tmp_path / str(count)),
            "PREFIX": "sample"})
        assert results is not None and results["PATCH_COUNT"] == count, texts
        log = "\n".join(texts)
        assert all(line in log for line in COUNTED[language][count]), (COUNTED[language][count], log)
        assert "(s)" not in log and "1 patches" not in log


def test_english_loads_its_own_translation_for_the_forms_of_counts(plugin_speaking):
    from tfrecord_bridge.core.base.messages import counted, n_bands, n_patches
    from tfrecord_bridge.texts import translated, translated_count

    plugin_speaking("en_US")
    from tfrecord_bridge import texts
    assert texts._translator is not None and texts._number_locale is None  # English numbers stay Python's
    assert [translated(n_patches(count)) for count in (0, 1, 2, 1234)] == [
        "0 patches", "1 patch", "2 patches", "1,234 patches"]
    assert translated(n_bands(4)) == "4 bands"
    # A count whose English translation is gone still reads as core wrote it.
    assert translated_count(counted(1, "%n widget", "%n widgets")) == "1 widget"


@pytest.mark.parametrize(("language", "one", "two"), [
    ("ko", "밴드 1개", "밴드 2개"), ("pt_BR", "1 banda", "2 bandas")])
def test_korean_has_one_form_and_portuguese_two(language, one, two, plugin_speaking):
    from tfrecord_bridge.core.base.messages import n_bands
    from tfrecord_bridge.texts import translated

    plugin_speaking(language)
    assert (translated(n_bands(1)), translated(n_bands(2))) == (one, two)
    assert translated(n_bands(1993056)) == ("밴드 1,993,056개" if language == "ko" else "1.993.056 bandas")


def test_the_command_line_prints_english_singulars():
    from tfrecord_bridge.core.base.messages import message, n_files, n_patches
    from tfrecord_bridge.core.export.export_image import masked_patches_text

    assert message("Wrote {written:,} of {total_patches} in {files}", written=1, total_patches=n_patches(1),
                   files=n_files(1)) == "Wrote 1 of 1 patch in 1 file"
    assert masked_patches_text(1, 4, 1.0).startswith("1 of 4 patches is wholly masked")
    assert masked_patches_text(2, 4, 1.0).startswith("2 of 4 patches are wholly masked")


def test_a_count_may_be_a_value_named_count():
    """The output names' refusal holds a count of names and a count of bands: counted() takes its number first."""
    from types import SimpleNamespace

    from tfrecord_bridge.core.predict.plan import ModelFitError, _output_names

    model = SimpleNamespace(metadata={})
    with pytest.raises(ModelFitError, match=r"^2 names given in outputNames for the 1 band of the model's output p$"):
        _output_names(["a", "b"], model, "p", 1)
    with pytest.raises(ModelFitError, match=r"^1 name given in outputNames for the 3 bands of the model's output p$"):
        _output_names(["a"], model, "p", 3)


# ------------------------------------------------------------------------------ snippets: code as is, words translated

NO_PROBLEMS = {"ko": "문제 없음", "pt_BR": "nenhum problema"}
EXPECTED_SNIPPET = {"ko": ("TFRecord Bridge가 검사한 결과입니다.", "tfrecord_bridge 패키지가 있는 폴더"),
                    "pt_BR": ("como o TFRecord Bridge os inspecionou.", "a pasta que contém o pacote tfrecord_bridge")}


@pytest.mark.parametrize("language", LANGUAGES)
def test_inspect_s_snippets_and_report_have_their_comments_translated_and_their_code_as_written(
        language, plugin_speaking, tmp_path):
    """A Korean user's inspect report showed its snippets' comments in English: they are translated; the code
    (names, calls) stays as written, so it still runs."""
    plugin_speaking(language)
    texts, exported = run_recorded("tfrecord:exportimage", {
        "INPUT": [str(SAMPLE)], "PATCH_DIMENSIONS": "192,256", "OUTPUT": str(tmp_path / "export"), "PREFIX": "s"})
    assert exported is not None, texts
    feature_line = [text for text in texts if "featuresDict = {" in text]
    assert feature_line and "tf.io.FixedLenFeature([256, 192], tf.float32)," in feature_line[0]
    texts, inspected = run_recorded("tfrecord:inspect", {
        "INPUT": exported["FILES"], "OUTPUT_HTML": str(tmp_path / "report.html")})
    assert inspected is not None, texts
    tensorflow_code, numpy_code = inspected["TENSORFLOW_SNIPPET"], inspected["NUMPY_SNIPPET"]
    header, folder_comment = EXPECTED_SNIPPET[language]
    assert tensorflow_code.splitlines()[0].startswith("# ") and header in tensorflow_code.splitlines()[0]
    assert folder_comment in numpy_code
    compile(tensorflow_code, "tensorflow_snippet", "exec")  # translated comments, code that still parses
    compile(numpy_code, "numpy_snippet", "exec")
    assert "featuresDict = {" in tensorflow_code and "def as_array(name, value):" in numpy_code
    fragments = english_fragments(catalog(language))
    comments = [line.split("#", 1)[1] for line in (tensorflow_code + "\n" + numpy_code).splitlines() if "#" in line]
    assert comments and not {comment: english_in(comment, fragments) for comment in comments
                             if english_in(comment, fragments)}
    report = (tmp_path / "report.html").read_text(encoding="utf-8")
    assert header in report and folder_comment in report
    # No problem found is said in words: Portuguese's plural rule wrote "0 problema." (0 takes the singular).
    assert NO_PROBLEMS[language] in report and "0 problema" not in report
