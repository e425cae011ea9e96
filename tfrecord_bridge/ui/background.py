"""Run a Processing algorithm as a background task, with its progress and a Cancel button in the message bar.

The dialogs build the algorithm's parameters and hand them to :class:`AlgorithmRun`;
the algorithm itself does the work, in an :class:`AlgorithmTask` on QGIS's task
manager, so the GUI stays responsive and the run survives its dialog closing.
"""

from __future__ import annotations

from typing import Any, Callable

from qgis.core import (
    Qgis,
    QgsApplication,
    QgsMessageLog,
    QgsProcessingAlgorithm,
    QgsProcessingContext,
    QgsProcessingException,
    QgsProcessingFeedback,
    QgsProject,
    QgsTask,
)
from qgis.gui import QgsMessageBar, QgsMessageBarItem
from qgis.PyQt import sip
from qgis.PyQt.QtCore import QObject, QSizeF, Qt, pyqtSignal, pyqtSlot
from qgis.PyQt.QtWidgets import QProgressBar, QPushButton, QTextBrowser

from ..texts import fill, tr, user_text
from .history import HistoryEntry

LOG_TAG = "TFRecord Bridge"

# Runs stay referenced here until they end: the task manager owns the C++ task, but the
# Python run (with the context and feedback the task uses) must outlive the dialog that started it.
_active_runs = set()


# on_success(results): the success message's text; success_actions(results): (button text, slot) pairs.
SuccessText = Callable[[dict[str, Any]], str]
SuccessActions = Callable[[dict[str, Any]], list[tuple[str, Callable[[], object]]]]


def fit_text(item: QgsMessageBarItem) -> QgsMessageBarItem:
    """``item`` with its text shown whole, on as many lines as it needs at the bar's width.

    QgsMessageBarItem shows its title and text in a box 1.75 lines high: "running in the background..." beside
    the progress bar and Cancel, or a result naming its files, lost its second line halfway (issue 44). The box
    keeps QGIS's look (bold title, the text selectable); only its height follows the text.
    """
    box = item.findChild(QTextBrowser)
    if box is None:
        return item
    box.setStyleSheet("QTextEdit { background-color: rgba(0,0,0,0); }")
    box.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    box.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)

    def follow(size: QSizeF) -> None:
        if not sip.isdeleted(box):
            # What the box's frame takes around the text, as styled when the box is shown.
            frame = box.height() - box.viewport().height()
            box.setFixedHeight(int(size.height() + 0.999) + frame)

    # The document is laid out again at each width the box is given: the box takes the height it then needs.
    box.document().documentLayout().documentSizeChanged.connect(follow)
    follow(box.document().size())
    return item


class RunFeedback(QgsProcessingFeedback):
    """A feedback that keeps the errors and log lines, to say why a run failed."""

    def __init__(self) -> None:
        super().__init__()
        self.errors: list[str] = []
        self.log: list[str] = []

    def reportError(self, error: str, fatalError: bool = False) -> None:
        self.errors.append(error)
        super().reportError(error, fatalError)

    def pushInfo(self, info: str) -> None:
        self.log.append(info)
        super().pushInfo(info)


class AlgorithmTask(QgsTask):
    """Runs ``algorithm``, prepared, as QgsProcessingAlgRunnerTask does, except that a cancelled run completes.

    QGIS announces a task that ends terminated as "Task failed", on top of the run's own message, and
    QgsProcessingAlgRunnerTask ends a cancelled run so, logging the algorithm's "Cancelled" as two Critical
    lines (issue 44). Here a cancel is what the user asked for: the task completes, ``cancelled`` set, and
    nothing is logged as an error. A failure still terminates the task, logged once (the feedback's error).
    """

    def __init__(self, algorithm: QgsProcessingAlgorithm, parameters: dict[str, Any],
                 context: QgsProcessingContext, feedback: QgsProcessingFeedback) -> None:
        super().__init__(fill(tr("Running {algorithm}"), algorithm=algorithm.displayName()),
                         QgsTask.Flag.CanCancel)
        self.algorithm = algorithm
        self.parameters = parameters
        self.context = context
        self.feedback = feedback
        self.results: dict[str, Any] = {}
        self.cancelled = False

    def cancel(self) -> None:
        # The task manager's own Cancel (the status bar's) stops the algorithm as the message bar's does.
        self.feedback.cancel()
        super().cancel()

    def run(self) -> bool:
        """In the task's thread: the algorithm's work; False only when it failed."""
        try:
            self.results = self.algorithm.runPrepared(self.parameters, self.context, self.feedback)
        except Exception as error:  # QgsProcessingException, or what a Python algorithm raised instead
            if self.feedback.isCanceled():
                self.cancelled = True
                return True
            self.feedback.reportError(str(error), True)
            return False
        self.cancelled = self.feedback.isCanceled()
        return True

    def finished(self, result: bool) -> None:
        """In the main thread: what the algorithm made in the task's thread (its temporary layers) comes back to
        the run's context, as QgsProcessingAlgRunnerTask does it."""
        if result and not self.cancelled:
            self.results = self.algorithm.postProcess(self.context, self.feedback) or self.results


class AlgorithmRun(QObject):
    """One run of ``algorithm_id`` with ``parameters``.

    ``on_success(results)`` is called on the main thread and returns the text of the
    success message; ``success_actions(results)`` gives (button text, slot) pairs shown
    beside it, e.g. to copy what the run made. ``finished(succeeded, results)`` is
    emitted once, after it.
    """

    finished = pyqtSignal(bool, dict)

    def __init__(self, algorithm_id: str, parameters: dict[str, Any], title: str,
                 message_bar: QgsMessageBar | None = None, on_success: SuccessText | None = None,
                 project: QgsProject | None = None, success_actions: SuccessActions | None = None) -> None:
        super().__init__()
        self.algorithm_id = algorithm_id
        self.parameters = dict(parameters)
        self.title = title
        self.message_bar = message_bar
        self.on_success = on_success
        self.success_actions = success_actions
        self.success_buttons: list[QPushButton] = []  # the buttons shown beside the success message
        self.context = QgsProcessingContext()
        self.context.setProject(project or QgsProject.instance())
        self.feedback = RunFeedback()
        self.task: AlgorithmTask | None = None
        self.task_id = 0  # the task manager's id of the task
        self.succeeded: bool | None = None  # None while running
        self.cancelled = False  # the user cancelled it: not succeeded, and no error either
        self.results: dict[str, Any] = {}
        self.message = ""
        self.progress_bar: QProgressBar | None = None
        self.cancel_button: QPushButton | None = None
        self._bar_item: QgsMessageBarItem | None = None
        self.history: HistoryEntry | None = None  # the run's entry in Processing's History, once it started

    @property
    def running(self) -> bool:
        return self.task is not None and self.succeeded is None

    def start(self) -> bool:
        """Check the parameters, show the progress item and queue the task; False if it could not start."""
        algorithm = QgsApplication.processingRegistry().createAlgorithmById(self.algorithm_id)
        if algorithm is None:
            self._end(False, tr("the Processing algorithm {algorithm} is not available "
                                "(is the TFRecord Bridge provider loaded?)").format(algorithm=self.algorithm_id))
            return False
        valid, problem = algorithm.checkParameterValues(self.parameters, self.context)
        if valid:
            valid, problem = self._prepare(algorithm)
        if not valid:
            self._end(False, problem)
            return False
        self.task = AlgorithmTask(algorithm, self.parameters, self.context, self.feedback)
        self.feedback.progressChanged.connect(self._show_progress)
        self._show_bar_item()
        # In Processing's History as the run starts, as QGIS's own dialogs put theirs; its results when it ends.
        self.history = HistoryEntry(algorithm, self.parameters, self.context)
        self.finished.connect(self.history.finished)
        _active_runs.add(self)
        # The run's message is shown after the task manager has told of the task's end, so it comes on top of
        # what QGIS shows then ("Task complete"): this connection comes after QGIS's own.
        QgsApplication.taskManager().statusChanged.connect(self._task_status)
        self.task_id = QgsApplication.taskManager().addTask(self.task)
        return True

    def _prepare(self, algorithm: QgsProcessingAlgorithm) -> tuple[bool, str]:
        """The algorithm's preparation, in the main thread (as Processing does it); (False, why) if it refused."""
        try:
            if algorithm.prepare(self.parameters, self.context, self.feedback):
                return True, ""
        except QgsProcessingException as error:
            return False, str(error)
        return False, self.feedback.errors[-1] if self.feedback.errors else tr("the algorithm failed")

    @pyqtSlot()
    def cancel(self) -> None:
        # The algorithms check the feedback between patches, then remove what they had written.
        self.feedback.cancel()
        if self.cancel_button is not None and not sip.isdeleted(self.cancel_button):
            self.cancel_button.setEnabled(False)
            self.cancel_button.setText(tr("Cancelling..."))

    # Connected to a signal emitted from the task's thread: as a slot of this main-thread
    # object it is queued to the main thread, where widgets may be touched.
    @pyqtSlot(float)
    def _show_progress(self, percent: float) -> None:
        if self.progress_bar is not None and not sip.isdeleted(self.progress_bar):
            self.progress_bar.setValue(int(percent))

    def _show_bar_item(self) -> None:
        if self.message_bar is None:
            return
        item = fit_text(self.message_bar.createMessage(self.title, tr("running in the background...")))
        self.progress_bar = QProgressBar()
        self.progress_bar.setRange(0, 100)
        self.progress_bar.setMaximumWidth(260)
        self.cancel_button = QPushButton(tr("Cancel"))
        self.cancel_button.clicked.connect(self.cancel)
        item.layout().addWidget(self.progress_bar)
        item.layout().addWidget(self.cancel_button)
        self._bar_item = item
        self.message_bar.pushWidget(item, Qgis.MessageLevel.Info)

    def _task_status(self, task_id: int, status: int) -> None:
        if task_id != self.task_id or status not in (QgsTask.TaskStatus.Complete, QgsTask.TaskStatus.Terminated):
            return
        QgsApplication.taskManager().statusChanged.disconnect(self._task_status)
        task = self.task
        self._executed(status == QgsTask.TaskStatus.Complete and not task.cancelled, task.results)

    def _executed(self, succeeded: bool, results: dict[str, Any]) -> None:
        self.results = dict(results or {})
        if self.feedback.isCanceled():
            self.cancelled = True
            self._end(False, tr("Cancelled; nothing was left half-written."))
            return
        if not succeeded:
            # The algorithm's own message names the file or option at fault.
            self._end(False, self.feedback.errors[-1] if self.feedback.errors else tr("the algorithm failed"))
            return
        try:
            text = self.on_success(self.results) if self.on_success else tr("done")
        except Exception as error:  # a failed follow-up (e.g. the layer does not load) is still a failure to show
            self._end(False, user_text(error))
            return
        self._end(True, text)

    def _end(self, succeeded: bool, message: str) -> None:
        self.succeeded = succeeded
        self.message = message
        if self.message_bar is not None:
            if self._bar_item is not None and not sip.isdeleted(self._bar_item):
                self.message_bar.popWidget(self._bar_item)
            actions = self.success_actions(self.results) if succeeded and self.success_actions else []
            if actions:
                # Stays until closed: the buttons are there to be used.
                item = fit_text(self.message_bar.createMessage(self.title, message))
                for text, slot in actions:
                    button = QPushButton(text)
                    button.clicked.connect(slot)
                    item.layout().addWidget(button)
                    self.success_buttons.append(button)
                self.message_bar.pushWidget(item, Qgis.MessageLevel.Success, 0)
            else:
                # A cancel is what the user asked for: information, not a red error (issue 30).
                level, duration = ((Qgis.MessageLevel.Success, 10) if succeeded else
                                   (Qgis.MessageLevel.Info, 10) if self.cancelled else (Qgis.MessageLevel.Critical, 0))
                self.message_bar.pushItem(fit_text(QgsMessageBarItem(self.title, message, level, duration)))
        QgsMessageLog.logMessage(f"{self.title}: {message}", LOG_TAG,
                                 Qgis.MessageLevel.Info if succeeded or self.cancelled else Qgis.MessageLevel.Warning)
        self._bar_item = self.progress_bar = self.cancel_button = None
        self.task = None  # the task manager deletes the task once it has ended
        _active_runs.discard(self)
        self.finished.emit(succeeded, self.results)
