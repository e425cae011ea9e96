"""How the panels' runs read to a new user (issue 44): Run acts on the first click, a cancel is information (no "Task
failed", no Critical line), the message bar shows every line of what it says, the imported layer is named apart
from its source, and the import panel says nothing of a mixer before files are chosen.

Real panels and the real algorithms in QGIS's task manager, offscreen, with test_ui.py's fixtures; the mouse and
keys through QTest, as a user's clicks and typing arrive.
"""

import shutil

import pytest
from qgis.core import Qgis, QgsApplication, QgsProject, QgsTask
from qgis.gui import QgsMessageBar
from qgis.PyQt.QtCore import Qt
from qgis.PyQt.QtTest import QTest
from qgis.PyQt.QtWidgets import QApplication, QLabel, QPushButton, QStyle, QTabBar, QTextEdit, QVBoxLayout, QWidget

import test_ui
import tfrecord_bridge
from test_ui import tfrecord_files, wait_for, wait_for_preview, wait_for_run
from tfrecord_bridge.ui.background import LOG_TAG
from tfrecord_bridge.ui.export_dialog import RESULTS, export_report

rgb_layer, canvas, export_dialog, import_dialog, rgb_export, rgb_export_files, forget_settings, laptop_window = (
    test_ui.rgb_layer, test_ui.canvas, test_ui.export_dialog, test_ui.import_dialog, test_ui.rgb_export,
    test_ui.rgb_export_files, test_ui.forget_settings, test_ui.laptop_window)

# The width of the map (and so of the message bar above it) at 1366 x 768 beside the Layers panel and a plugin
# panel, as the tester had it.
BAR_WIDTH = 640


@pytest.fixture
def message_bar():
    """A message bar shown above a map's width, as QGIS's: what it shows is laid out as the user sees it."""
    window = QWidget()
    window.resize(BAR_WIDTH, 400)
    bar = QgsMessageBar()
    layout = QVBoxLayout(window)
    layout.addWidget(bar)
    layout.addStretch(1)
    window.show()
    yield bar
    window.close()
    window.deleteLater()


@pytest.fixture
def log_lines():
    """(tag, level, text) of each line QGIS's message log receives during the test."""
    lines = []

    def keep(text, tag, level):
        lines.append((tag, level, text))

    QgsApplication.messageLog().messageReceived.connect(keep)
    yield lines
    QgsApplication.messageLog().messageReceived.disconnect(keep)


@pytest.fixture
def qgis_task_notices(message_bar):
    """What QGIS's main window does when a task ends (QgisApp::onTaskCompleteShowNotify): "Task complete" or
    "Task failed" with the task's description, pushed where the tester saw it, on the message bar. Connected
    before any run, as QGIS's is. The statuses each task ended with, by id."""
    ended = {}

    def notify(task_id, status):
        if status in (QgsTask.TaskStatus.Complete, QgsTask.TaskStatus.Terminated):
            ended[task_id] = status
            task = QgsApplication.taskManager().task(task_id)
            title = "Task complete" if status == QgsTask.TaskStatus.Complete else "Task failed"
            message_bar.pushMessage(title, task.description() if task else "", Qgis.MessageLevel.Info)

    QgsApplication.taskManager().statusChanged.connect(notify)
    yield ended
    QgsApplication.taskManager().statusChanged.disconnect(notify)


def settle():
    for _ in range(5):
        QApplication.processEvents()


def texts_cut(item):
    """The texts of a message bar item that it shows only in part: a text box lower than its text, a label
    narrower or lower than its text."""
    cut = [f"{box.toPlainText()!r}: {box.viewport().height()} < {box.document().size().height()} high"
           for box in item.findChildren(QTextEdit) if box.isVisible()
           and box.viewport().height() < box.document().size().height()]
    cut += [f"{label.text()!r}: {label.height()} < {label.heightForWidth(label.width())} high"
            for label in item.findChildren(QLabel) if label.isVisible() and label.text() and label.wordWrap()
            and label.height() < label.heightForWidth(label.width())]
    return cut


# ---------------------------------------------------------------------------------------------- a cancel


def test_a_cancel_completes_its_task_and_reads_as_information(export_dialog, message_bar, log_lines,
                                                              qgis_task_notices):
    """The tester's cancel came with QGIS's "Task failed: Executing 'Export raster...'" on top, the plugin's
    "Cancelled; nothing was left half-written." under "1 more", and two Critical lines in the Processing log."""
    # 16 x 16 patches: 2,156 records, far more than are written before the click arrives.
    export_dialog.options.patch_width.setValue(16)
    export_dialog.options.patch_height.setValue(16)
    run = export_dialog.run()
    cancel = [button for button in message_bar.currentItem().findChildren(QPushButton) if button.text() == "Cancel"]
    QTest.mouseClick(cancel[0], Qt.MouseButton.LeftButton)
    wait_for_run(run)

    assert run.cancelled and run.succeeded is False
    assert list(qgis_task_notices.values()) == [QgsTask.TaskStatus.Complete]  # QGIS says no "Task failed"
    assert not [line for line in log_lines if line[1] == Qgis.MessageLevel.Critical]
    assert message_bar.currentItem().text() == "Cancelled; nothing was left half-written."  # on top, not "1 more"
    assert message_bar.currentItem().level() == Qgis.MessageLevel.Info
    assert (LOG_TAG, Qgis.MessageLevel.Info, "TFRecord export: Cancelled; nothing was left half-written.") in log_lines


def test_the_status_bar_cancel_stops_the_run_as_the_message_bar_cancel_does(export_dialog, message_bar, log_lines,
                                                                           qgis_task_notices):
    """QGIS's task list (the status bar) cancels the task itself: the run stops and reads as a cancel too."""
    export_dialog.options.patch_width.setValue(16)
    export_dialog.options.patch_height.setValue(16)
    run = export_dialog.run()
    wait_for(lambda: run.task.status() == QgsTask.TaskStatus.Running, what="the task to start")
    QgsApplication.taskManager().cancelAll()
    wait_for_run(run)

    assert run.cancelled and run.message == "Cancelled; nothing was left half-written."
    assert list(qgis_task_notices.values()) == [QgsTask.TaskStatus.Complete]
    assert not [line for line in log_lines if line[1] == Qgis.MessageLevel.Critical]


def test_a_failed_run_is_still_a_failure_logged_once(tfrecord_provider, message_bar, log_lines, qgis_task_notices,
                                                     tmp_path):
    from tfrecord_bridge.ui.background import AlgorithmRun
    not_tfrecord = tmp_path / "notes-00000.tfrecord"
    not_tfrecord.write_bytes(b"not a TFRecord file at all")
    run = AlgorithmRun("tfrecord:importimage", {"INPUT": [str(not_tfrecord)], "OUTPUT": str(tmp_path / "out.tif")},
                       "TFRecord predictions", message_bar)
    assert run.start()
    wait_for_run(run)

    assert run.succeeded is False and not run.cancelled
    assert list(qgis_task_notices.values()) == [QgsTask.TaskStatus.Terminated]
    assert message_bar.currentItem().level() == Qgis.MessageLevel.Critical
    assert message_bar.currentItem().text() == run.message
    # The algorithm's error, once in the Processing log (QgsProcessingAlgRunnerTask wrote it there twice).
    assert [text for tag, level, text in log_lines if tag == "Processing" and level == Qgis.MessageLevel.Critical] \
        == [run.message]


# ---------------------------------------------------------------------------------------------- the message bar


def test_the_message_bar_shows_every_line_of_a_run(export_dialog, message_bar, tmp_path):
    """'running in the background...' beside the progress bar and Cancel, and the result naming its files, were
    cut to a line and a half."""
    export_dialog.output.output_folder.setFilePath(str(tmp_path / "a folder whose name is long enough" / "to show"
                                                       / "that the result's text takes several lines"))
    export_dialog.options.patch_width.setValue(200)
    export_dialog.options.patch_height.setValue(200)
    run = export_dialog.run()
    settle()
    progress = message_bar.currentItem()
    assert progress.text() == "running in the background..."
    assert not texts_cut(progress)
    wait_for_run(run)
    settle()

    result = message_bar.currentItem()
    assert run.succeeded and result.text() == run.message and "that the result's text takes" in run.message
    assert not texts_cut(result)
    assert message_bar.width() <= BAR_WIDTH  # the text wraps: it does not widen the bar either


# ---------------------------------------------------------------------------------------------- the log


def test_the_files_an_export_wrote_are_logged_as_information(log_lines, tmp_path):
    files = [str(tmp_path / f"rgb-0000{n}.tfrecord.gz") for n in range(2)]
    export_report({RESULTS["files"]: files, RESULTS["output"]: str(tmp_path), RESULTS["patchCount"]: 2,
                   RESULTS["mixer"]: str(tmp_path / "rgb-mixer.json")})

    wrote = [line for line in log_lines if line[2].startswith("wrote ")]
    assert wrote == [(LOG_TAG, Qgis.MessageLevel.Info, f"wrote {path}") for path in files]


# ---------------------------------------------------------------------------------------------- Run's first click


def type_then_click_run(panel, field, text):
    """A user's typing into ``field`` then click on Run: the press moves the focus to Run, so ``field`` finishes
    its editing (editingFinished) while Run is pressed, as QTest's click does through the application."""
    panel.activateWindow()
    QApplication.setActiveWindow(panel)
    field.setFocus(Qt.FocusReason.MouseFocusReason)
    assert field.hasFocus()
    QTest.keyClicks(field, text)
    QTest.mouseClick(panel.run_button, Qt.MouseButton.LeftButton)


def test_run_acts_on_the_first_click_after_the_prefix_is_typed(import_dialog, rgb_export, tmp_path):
    """12 of 12 first clicks on Run did nothing: leaving the Prefix field read the files again, which disabled
    Run while it was pressed."""
    import_dialog.source_box.set_folder(str(rgb_export))  # no prefix: the folder's only export
    wait_for_preview(import_dialog)
    import_dialog.output_box.output.setFilePath(str(tmp_path / "loaded.tif"))
    assert import_dialog.run_button.isEnabled() and import_dialog.last_run is None

    type_then_click_run(import_dialog, import_dialog.source_box.prefix, "rgb")
    wait_for(lambda: import_dialog.last_run is not None, what="the run the click asked for")
    run = wait_for_run(import_dialog.last_run)

    assert run.succeeded, run.message
    assert run.parameters["PREFIX"] == "rgb"  # the files as typed, read before the run started
    assert (tmp_path / "loaded.tif").exists()
    assert import_dialog.run_button.isEnabled()


def test_a_click_on_run_that_takes_no_focus_right_after_typing_the_prefix_still_runs(import_dialog, rgb_export,
                                                                                     tmp_path):
    """A new user's trial: on a Run button that takes no focus when clicked (macOS's buttons), a click within the
    typing pause left the prefix's read pending, and the read then forgot the click: nothing ran, nothing said."""
    import_dialog.source_box.set_folder(str(rgb_export))
    wait_for_preview(import_dialog)
    import_dialog.output_box.output.setFilePath(str(tmp_path / "loaded.tif"))
    import_dialog.run_button.setFocusPolicy(Qt.FocusPolicy.TabFocus)

    type_then_click_run(import_dialog, import_dialog.source_box.prefix, "rgb")
    assert import_dialog.source_box.prefix.hasFocus()  # the click did not end the field's editing
    wait_for(lambda: import_dialog.last_run is not None, what="the run the click asked for")
    run = wait_for_run(import_dialog.last_run)
    assert run.succeeded, run.message
    assert run.parameters["PREFIX"] == "rgb"


def test_typing_after_the_click_on_run_takes_the_click_back(import_dialog, rgb_export, tmp_path):
    import_dialog.source_box.set_folder(str(rgb_export))
    wait_for_preview(import_dialog)
    import_dialog.output_box.output.setFilePath(str(tmp_path / "loaded.tif"))
    import_dialog.run_button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
    type_then_click_run(import_dialog, import_dialog.source_box.prefix, "rg")
    QTest.keyClicks(import_dialog.source_box.prefix, "b")  # still typing: the click was on another prefix
    wait_for(lambda: not import_dialog.reading, what="the prefix typed read")
    QTest.qWait(200)
    assert import_dialog.summary is not None and import_dialog.last_run is None
    assert not (tmp_path / "loaded.tif").exists()


def test_run_takes_the_first_click_after_the_prefix_a_folder_of_several_exports_needs(import_dialog, rgb_export,
                                                                                      tmp_path):
    """In a folder of several exports Run is disabled until the prefix is given: a click right after typing it
    fell on the disabled button (the typed prefix was read only once the field was left, which the click on a
    disabled button does not do)."""
    folder = tmp_path / "two exports"
    folder.mkdir()
    for path in rgb_export.iterdir():
        shutil.copy(path, folder / path.name)
        shutil.copy(path, folder / path.name.replace("rgb", "other"))
    import_dialog.output_box.output.setFilePath(str(tmp_path / "loaded.tif"))
    import_dialog.source_box.set_folder(str(folder))
    wait_for_preview(import_dialog)
    assert "holds several exports (other, rgb)" in import_dialog.error_label.text()
    assert not import_dialog.run_button.isEnabled()

    type_then_click_run(import_dialog, import_dialog.source_box.prefix, "rgb")
    wait_for(lambda: import_dialog.last_run is not None, what="the run the click asked for")
    run = wait_for_run(import_dialog.last_run)
    assert run.succeeded, run.message
    assert run.parameters["PREFIX"] == "rgb"


def test_a_prefix_typed_is_read_when_the_typing_pauses(import_dialog, rgb_export, tmp_path):
    """Run's state follows the prefix as it is typed, the field not left: the export it names is read once the
    typing pauses."""
    folder = tmp_path / "two exports"
    folder.mkdir()
    for path in rgb_export.iterdir():
        shutil.copy(path, folder / path.name)
        shutil.copy(path, folder / path.name.replace("rgb", "other"))
    import_dialog.source_box.set_folder(str(folder))
    wait_for_preview(import_dialog)
    import_dialog.activateWindow()
    QApplication.setActiveWindow(import_dialog)
    import_dialog.source_box.prefix.setFocus(Qt.FocusReason.MouseFocusReason)
    QTest.keyClicks(import_dialog.source_box.prefix, "other")
    wait_for(lambda: import_dialog.summary is not None, what="the export typed to be read")

    assert import_dialog.source_box.prefix.hasFocus()
    assert import_dialog.paths == sorted(str(folder / path.name.replace("rgb", "other"))
                                         for path in rgb_export.iterdir() if ".tfrecord" in path.name)
    assert import_dialog.run_button.isEnabled()


def test_a_click_on_run_while_the_files_are_read_runs_once_they_are(import_dialog, rgb_export, tmp_path):
    """A click that comes while the preview reads the files runs once it has read them, if they can be loaded;
    if not, the run does not start and the reason shows beside Run."""
    import_dialog.output_box.output.setFilePath(str(tmp_path / "loaded.tif"))
    import_dialog.source_box.set_folder(str(rgb_export), "rgb")
    assert import_dialog.summary is None  # reading
    QTest.mouseClick(import_dialog.run_button, Qt.MouseButton.LeftButton)
    assert import_dialog.last_run is None and not import_dialog.run_button.isEnabled()
    assert import_dialog.error_label.text() == "Run starts when the files are read."
    wait_for(lambda: import_dialog.last_run is not None, what="the run the click asked for")
    run = wait_for_run(import_dialog.last_run)
    assert run.succeeded, run.message

    type_then_click_run(import_dialog, import_dialog.source_box.prefix, "-nothing")  # "rgb-nothing": no export
    wait_for_preview(import_dialog)
    settle()
    assert import_dialog.last_run is run  # no second run
    assert not import_dialog.run_button.isEnabled()
    assert "rgb-nothing" in import_dialog.error_label.text()


# ---------------------------------------------------------------------------------------------- the empty panel


def test_the_empty_import_panel_says_nothing_of_a_mixer_until_files_are_chosen(import_dialog, rgb_export, tmp_path):
    """It said "none found beside the files" before any file was chosen."""
    wait_for_preview(import_dialog)
    assert import_dialog.source_box.paths == []
    assert import_dialog.source_box.mixer_note.text() == ""
    assert import_dialog.error_label.text() == "Choose the TFRecord files, or the folder of the export."

    import_dialog.source_box.set_files(tfrecord_files(rgb_export))
    wait_for_preview(import_dialog)
    assert import_dialog.source_box.mixer_note.text() == "found beside the files"
    import_dialog.source_box.set_files([])
    wait_for_preview(import_dialog)
    assert import_dialog.source_box.mixer_note.text() == ""


# ---------------------------------------------------------------------------------------------- the layer's name


def test_the_imported_layer_is_named_apart_from_the_layer_it_was_exported_from(import_dialog, rgb_export, rgb_layer):
    """After an export of the layer 'sample' (the export's prefix is the layer's name) and its import, the Layers
    panel showed two 'sample' layers."""
    rgb_layer.setName("rgb")  # the layer rgb_export's files were exported from, under their prefix
    import_dialog.source_box.set_files(tfrecord_files(rgb_export))
    wait_for_preview(import_dialog)
    run = wait_for_run(import_dialog.run())

    assert run.succeeded, run.message
    names = [layer.name() for layer in QgsProject.instance().mapLayers().values()]
    assert sorted(names) == ["rgb", "rgb (TFRecord)"]


# ---------------------------------------------------------------------------------------------- the panels' tabs


def tabs_cut(window, titles):
    """The tabs of ``titles`` in ``window``'s dock tab bar that show their title in part (elided, or out of the
    bar), measured as QTabBar sizes a tab to show its text whole (the text and the style's space around it)."""
    (bar,) = [bar for bar in window.findChildren(QTabBar) if bar.isVisible()
              and titles[0] in [bar.tabText(index) for index in range(bar.count())]]
    space = bar.style().pixelMetric(QStyle.PixelMetric.PM_TabBarTabHSpace, None, bar)
    shown = {bar.tabText(index): bar.tabRect(index) for index in range(bar.count())}
    cut = [f"{title!r}: {shown[title].width()} < {bar.fontMetrics().horizontalAdvance(title) + space} wide"
           for title in titles if shown[title].width() < bar.fontMetrics().horizontalAdvance(title) + space]
    cut += [f"{title!r} out of the bar" for title in titles if not bar.rect().contains(shown[title])]
    return [f"{text} in a bar {bar.width()} wide" for text in cut]


@pytest.mark.parametrize("language", ["en", "ko", "pt_BR"])
def test_the_panels_tabs_show_their_titles_whole_at_1366_by_768(language, compiled_translations, qgis_language,
                                                                laptop_window):
    """The pt_BR tabs of the export and import panels, tabbed beside the map at 1366 x 768, read "Exportação
    TFRec..."; with the predict panel's too, every language's three were cut ("TFReco..."). Each language's titles
    fit there whole, all three, and are told apart (in ko the import's and the predict's both read "TFRecord
    예측")."""
    qgis_language(language)
    window = laptop_window.mainWindow()
    plugin = tfrecord_bridge.classFactory(laptop_window)
    plugin.initGui()
    try:
        panels = [plugin.open_export_panel(), plugin.open_import_panel()]
        settle()
        assert not tabs_cut(window, [panel.windowTitle() for panel in panels])
        panels.append(plugin.open_predict_panel())
        settle()
        titles = [panel.windowTitle() for panel in panels]
        assert len(set(titles)) == 3, titles
        assert not tabs_cut(window, titles)
    finally:
        plugin.unload()
