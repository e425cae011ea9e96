"""Every algorithm's Processing dialog fits its default size without sideways scroll, in English, Korean and
Brazilian Portuguese (issue 44 item 3).

A new user's dialogs scrolled sideways at their default 688 x 523: labels carried their defaults and formats in
brackets ("File name prefix in that folder (empty: the folder's only ex..." cut), importimage's lacked 206 px in
English and 305 in Portuguese. The labels name the option; what empty means and the rest is in the help.

Each dialog is QGIS's own (processing.createAlgorithmDialog), opened offscreen at the size it opens at, with the
plugin speaking the language and QGIS's own translation installed (its "[optional]", "Open output file after
running algorithm" take room too), the advanced parameters unfolded, at the tester's font: 9 pt of the default
family (DejaVu LGC Sans on the project's machines), under which these dialogs lacked exactly the tester's 206
and 305 px.
"""

import pytest

LANGUAGES = ("en", "ko", "pt_BR")
FONT_POINTS = 9
HANGUL = ("\uac00", "\ud7a3")  # the precomposed syllables


@pytest.fixture
def tester_font():
    """The application's font at the tester's size; restored afterwards."""
    from qgis.PyQt.QtWidgets import QApplication
    before = QApplication.font()
    font = QApplication.font()
    font.setPointSizeF(FONT_POINTS)
    QApplication.setFont(font)
    yield
    QApplication.setFont(before)


@pytest.fixture
def qgis_speaking(compiled_translations, qgis_language, qgis_processing, qgis_iface, monkeypatch):
    """start(language): QGIS's translation and the plugin, started as QGIS starts it in ``language``; both
    removed afterwards."""
    from qgis.core import QgsApplication
    from qgis.gui import QgsBrowserGuiModel
    from qgis.PyQt.QtCore import QCoreApplication, QTranslator

    import tfrecord_bridge

    # Processing's dialogs ask the global iface (pytest-qgis's stub) for the browser model; give it one.
    browser_model = QgsBrowserGuiModel()
    monkeypatch.setattr(qgis_iface, "browserModel", lambda: browser_model, raising=False)
    started = []

    def start(language):
        qgis_language(language)
        translator = QTranslator()
        # Where a QGIS is installed without its translations, its own texts stay English: the plugin's are tested.
        if language != "en" and translator.load(f"qgis_{language}", QgsApplication.i18nPath()):
            QCoreApplication.installTranslator(translator)
        plugin = tfrecord_bridge.classFactory(None)
        plugin.initProcessing()
        started.append((plugin, translator))
        return QgsApplication.processingRegistry().providerById("tfrecord")

    yield start
    for plugin, translator in started:
        plugin.unload()
        QCoreApplication.removeTranslator(translator)


def hangul_shortfall(widget, text):
    """How much wider ``text`` is than ``widget`` measures it when no installed font draws Korean (the test
    machines have none): the missing glyphs' boxes are narrower than a syllable, which a Korean font draws an em
    wide."""
    from qgis.PyQt.QtGui import QFontInfo
    em = QFontInfo(widget.font()).pixelSize()
    metrics = widget.fontMetrics()
    return sum(max(0, em - metrics.horizontalAdvance(char)) for char in text if HANGUL[0] <= char <= HANGUL[1])


def texts_too_wide(panel, scroll):
    """[(the width it needs, what it shows)] of the panel's labels, check boxes and combo boxes that do not fit
    where the dialog would put them without the sideways ``scroll``, Korean measured as a Korean font draws it."""
    from qgis.PyQt.QtWidgets import QCheckBox, QComboBox, QLabel
    too_wide = []
    for widget in panel.findChildren((QLabel, QCheckBox, QComboBox)):
        if not widget.isVisible():
            continue
        if isinstance(widget, QComboBox):
            choices = [widget.itemText(index) for index in range(widget.count())]
            needed = widget.minimumSizeHint().width() + max([hangul_shortfall(widget, c) for c in choices] or [0])
            shown = " | ".join(choices)
        else:
            shown = widget.text()
            needed = widget.sizeHint().width() + hangul_shortfall(widget, shown)
        if shown.strip(" |") and needed > widget.width() - scroll:  # an empty list may be squeezed
            too_wide.append((needed, shown))
    return sorted(too_wide, reverse=True)


def sideways_scroll(algorithm_id):
    """(the parameters panel's sideways scroll in px, the texts too wide for it) of the algorithm's dialog at its
    default size, the advanced parameters unfolded."""
    import processing
    from qgis.core import QgsSettings
    from qgis.PyQt.QtWidgets import QApplication, QLabel, QScrollArea, QToolButton

    # As a new user opens it: QGIS remembers the last dialog's size and whether its advanced group was unfolded.
    for remembered in ("Windows/QgsProcessingDialogBase/geometry", "QgsCollapsibleGroupBox/QgsProcessingDialogBase"):
        QgsSettings().remove(remembered)
    dialog = processing.createAlgorithmDialog(algorithm_id)
    try:
        dialog.show()
        QApplication.processEvents()
        unfolds = dialog.mainWidget().findChildren(QToolButton, "collapseButton")
        for unfold in unfolds:
            unfold.click()
        QApplication.processEvents()
        assert all(label.isVisible() for unfold in unfolds for label in unfold.parentWidget().findChildren(QLabel))
        area = dialog.mainWidget().findChild(QScrollArea, "scrollArea")
        scroll = area.horizontalScrollBar().maximum()
        return scroll, texts_too_wide(area.widget(), scroll)
    finally:
        dialog.close()
        dialog.deleteLater()


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_dialog_fits_its_default_size_without_sideways_scroll(language, qgis_speaking, tester_font):
    provider = qgis_speaking(language)
    algorithms = [algorithm.id() for algorithm in provider.algorithms()]
    # Every algorithm, predict and the shipped models among them.
    assert {"tfrecord:predict", "tfrecord:inspect", "tfrecord:exporttable", "tfrecord:importtable",
            "tfrecord:exportpatchesatpoints", "tfrecord:trainingsetsfrompolygons"} <= set(algorithms)
    scrolled = {}
    for algorithm_id in algorithms:
        scroll, too_wide = sideways_scroll(algorithm_id)
        if scroll or too_wide:
            scrolled[algorithm_id] = (scroll, too_wide)
    assert not scrolled, "\n".join(f"{algorithm_id}: {scroll} px sideways; too wide: {too_wide}"
                                   for algorithm_id, (scroll, too_wide) in scrolled.items())
