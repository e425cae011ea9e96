"""What the plugin's own panels share: a dock beside the map, its scrolled form, Run and Help, and running the
algorithm in the background while the panel stays open."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, cast

from qgis.core import QgsApplication, QgsProcessingContext, QgsProject
from qgis.gui import QgsDockWidget, QgsMessageBar
from qgis.PyQt.QtCore import QEvent, QObject, QSize, Qt, QUrl
from qgis.PyQt.QtGui import QDesktopServices, QResizeEvent
from qgis.PyQt.QtWidgets import (
    QApplication,
    QDialogButtonBox,
    QFrame,
    QLayout,
    QMenu,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from ..provider.shared import help_url
from ..texts import tr
from .background import AlgorithmRun, SuccessActions, SuccessText
from .history import NO_QGIS_PROCESS_COMMAND, python_command, qgis_process_command
from .option_fields import OptionField
from .parts import DialogPart, error_label, fit_narrow

# What Help calls to open its page (in the system's browser); a test may put its own here.
open_url = QDesktopServices.openUrl

# The width a panel asks for when docked: at 1366 x 768, beside QGIS's Layers panel, the map keeps well over
# 60% of its width (issue 30). Its form wraps to fit rather than widen it.
PANEL_WIDTH = 380


class PanelScrollArea(QScrollArea):
    """The panel's form, scrolling up and down only: it asks for PANEL_WIDTH, not its content's widest line,
    so the dock opens narrow beside the map; the content's labels wrap to that width."""

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        return QSize(max(PANEL_WIDTH, self.minimumSizeHint().width()), hint.height())

    def minimumSizeHint(self) -> QSize:
        # As wide as the content needs (no horizontal scroll bar), as low as a few lines (it scrolls).
        content = self.widget().minimumSizeHint().width() if self.widget() is not None else 0
        return QSize(content + self.verticalScrollBar().sizeHint().width() + 2 * self.frameWidth(),
                     super().minimumSizeHint().height())

    def setWidget(self, widget: QWidget) -> None:
        super().setWidget(widget)
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # A scroll area does not pass its content's new size on: when a text changes (a preview filled in, the
        # language) the dock would keep the minimum width of the content as it was, and let the user narrow it
        # until wrapped labels lose their last lines and the form scrolls sideways.
        if watched is self.widget() and event.type() == QEvent.Type.LayoutRequest:
            self.updateGeometry()
        if watched is self.widget() and event.type() == QEvent.Type.Resize \
                and cast(QResizeEvent, event).size().width() != cast(QResizeEvent, event).oldSize().width():
            for layout in watched.findChildren(QLayout):
                layout.invalidate()
        return super().eventFilter(watched, event)


class AlgorithmPanel(QgsDockWidget):
    """A dock panel that gathers one Processing algorithm's parameters and runs it as a background task.

    The panel stays open while its run goes on; Run is disabled until the run ends, so one panel runs once at a
    time. Closing the panel hides it (the plugin shows it again); subclasses put their clean-up in
    :meth:`release`, which :meth:`dispose` runs once, when the plugin lets the panel go.
    """

    def take_algorithm(self, algorithm_id: str, project: QgsProject) -> Any:
        """A new instance of the Processing algorithm the panel runs (``algorithm_id``), whose checks the panel
        asks, and its context on ``project``: ``self.algorithm``, ``self.context``. The registry types what it
        makes as the base class; the caller casts it to the algorithm's own."""
        algorithm = QgsApplication.processingRegistry().createAlgorithmById(algorithm_id)
        if algorithm is None:
            raise RuntimeError(
                tr("the Processing algorithm {algorithm} is not registered").format(algorithm=algorithm_id))
        self.algorithm_id = algorithm_id
        self.context = QgsProcessingContext()
        self.context.setProject(project)
        return algorithm

    def __init__(self, title: str, run_title: str, object_name: str, parent: QWidget | None = None) -> None:
        """``title``: the dock's, one short word, so three panels tabbed in a dock at 1366 x 768 show theirs whole;
        ``run_title``: the panel's runs' in the message bar, where nothing else says which plugin they are of."""
        super().__init__(title, parent)
        self.run_title = run_title
        self.setObjectName(object_name)  # QGIS keeps a dock's place under its object name
        self.setAllowedAreas(Qt.DockWidgetArea.LeftDockWidgetArea | Qt.DockWidgetArea.RightDockWidgetArea)
        self.released = False
        self.parts: tuple[DialogPart, ...] = ()  # in the order they show (add_parts)
        self.shown = False  # on screen: shown, and its tab on top when tabbed with other docks
        self.visibilityChanged.connect(self._visibility_changed)
        self.last_run: AlgorithmRun | None = None
        self._ready = False  # the parameters hold no error (Run is enabled when no run goes on)
        body = QWidget()
        self.content_layout = QVBoxLayout()
        self.content_layout.setContentsMargins(0, 0, 0, 0)
        content = QWidget()
        content.setLayout(self.content_layout)
        # Scrolled up and down, so the panel fits a laptop screen (1366 x 768) with Run in view.
        self.scroll_area = PanelScrollArea()
        self.scroll_area.setWidgetResizable(True)
        self.scroll_area.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll_area.setWidget(content)
        self.body_layout = QVBoxLayout(body)
        self.body_layout.setContentsMargins(4, 4, 4, 4)
        self.body_layout.addWidget(self.scroll_area)
        self.run_error_label = error_label()
        self.body_layout.addWidget(self.run_error_label)
        self.buttons = QDialogButtonBox()
        self.run_button = self.buttons.addButton(tr("Run"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.buttons.accepted.connect(self.run)
        self._add_command_menu()
        self.body_layout.addWidget(self.buttons)
        self.setWidget(body)

    def _add_command_menu(self) -> None:
        """Advanced, beside Run: the run as a command to copy, as QGIS's Processing dialogs offer it (for a script,
        a terminal, a cluster's job), made from the choices as they stand."""
        self.advanced_button = self.buttons.addButton(tr("Advanced"), QDialogButtonBox.ButtonRole.ActionRole)
        self.advanced_button.setToolTip(tr("Copy the run as a Python command or a qgis_process command"))
        menu = QMenu(self.advanced_button)
        menu.setToolTipsVisible(True)
        self.copy_python_action = menu.addAction(tr("Copy as Python command"))
        self.copy_python_action.triggered.connect(self.copy_python_command)
        self.copy_qgis_process_action = menu.addAction(tr("Copy as qgis_process command"))
        self.copy_qgis_process_action.triggered.connect(self.copy_qgis_process_command)
        menu.aboutToShow.connect(self.offer_commands)
        self.advanced_button.setMenu(menu)

    def python_command(self) -> str:
        """The run as ``processing.run(...)``, with the parameters Run would give."""
        algorithm = QgsApplication.processingRegistry().algorithmById(self.algorithm_id)
        return python_command(algorithm, self.parameters(), self.context)

    def qgis_process_command(self) -> str | None:
        """The run as ``qgis_process run ...``; None when a choice exists only in this QGIS."""
        algorithm = QgsApplication.processingRegistry().algorithmById(self.algorithm_id)
        return qgis_process_command(algorithm, self.parameters(), self.context)

    def copy_python_command(self) -> None:
        QApplication.clipboard().setText(self.python_command())

    def copy_qgis_process_command(self) -> None:
        command = self.qgis_process_command()
        if command is not None:
            QApplication.clipboard().setText(command)

    def offer_commands(self) -> None:
        """As the menu opens: Copy as qgis_process command is disabled, saying why, when a choice cannot be given."""
        available = self.qgis_process_command() is not None
        self.copy_qgis_process_action.setEnabled(available)
        self.copy_qgis_process_action.setToolTip("" if available else tr(NO_QGIS_PROCESS_COMMAND))

    def parameters(self) -> dict[str, Any]:
        """The algorithm's parameters as the panel sets them; the subclass's."""
        raise NotImplementedError

    def _visibility_changed(self, visible: bool) -> None:
        self.shown = visible
        if not self.released:
            self.visibility_changed(visible)

    def visibility_changed(self, visible: bool) -> None:
        """The panel came on screen or left it (closed, or its tab put behind another's); for subclasses."""

    def add_parts(self, parts: Iterable[DialogPart]) -> None:
        self.parts = tuple(parts)
        for part in self.parts:
            self.content_layout.addWidget(part)
        self.content_layout.addStretch(1)
        fit_narrow(self.scroll_area.widget())

    def option_field(self, key: str) -> OptionField | None:
        """The field made for the option keyed ``key`` of the algorithm's schema, in whichever part shows it; None:
        the option has a widget of its own (a layer list, a folder...) or none."""
        return next((field for part in self.parts for field in part.fields if field.option.key == key), None)

    def add_beside_run(self, widget: QWidget) -> None:
        """``widget`` below the form, above Run, in view however the form is scrolled: why Run is disabled."""
        self.body_layout.insertWidget(self.body_layout.indexOf(self.run_error_label), widget)

    @property
    def running(self) -> bool:
        return self.last_run is not None and self.last_run.running

    def run(self) -> AlgorithmRun | None:
        """Start the run; the subclass's, returning the AlgorithmRun (None if it did not start)."""
        raise NotImplementedError

    def enable_run(self, ready: bool) -> None:
        """Run is enabled when the parameters are ``ready`` and no run of this panel goes on."""
        self._ready = ready
        self.run_button.setEnabled(ready and not self.running)

    def start_run(self, algorithm_id: str, parameters: dict[str, Any], title: str, message_bar: QgsMessageBar,
                  on_success: SuccessText | None, project: QgsProject,
                  success_actions: SuccessActions | None = None) -> AlgorithmRun:
        """Start the algorithm as a task, the panel staying open; on a refusal, show why and return the run."""
        run = AlgorithmRun(algorithm_id, parameters, title, message_bar, on_success=on_success, project=project,
                           success_actions=success_actions)
        self.last_run = run
        self.run_error_label.hide()
        if not run.start():
            self.run_error_label.setText(run.message)
            self.run_error_label.show()
            return run
        run.finished.connect(self._run_finished)
        self.enable_run(self._ready)
        return run

    def _run_finished(self, *_: object) -> None:
        if not self.released:
            self.enable_run(self._ready)

    def add_help_button(self, algorithm_id: str) -> QPushButton:
        """A Help button opening the help of ``algorithm_id``: the page shipped in the plugin folder, as the
        algorithm's Processing dialog does, so it works offline (the page links to the web)."""
        self.help_algorithm_id = algorithm_id
        button = self.buttons.addButton(QDialogButtonBox.StandardButton.Help)
        button.setToolTip(tr("Open the help of {algorithm} in the browser: the page shipped with the plugin, "
                             "which works offline and links to the web version").format(algorithm=algorithm_id))
        self.buttons.helpRequested.connect(self.open_help)
        return button

    def help_url(self) -> QUrl:
        return QUrl(help_url(self.help_algorithm_id))

    def open_help(self) -> bool:
        return open_url(self.help_url())

    def recheck(self) -> None:
        """Check the choices again, as the run would; subclasses say how."""

    def event(self, event: QEvent) -> bool:
        # Back from a file manager or an editor (a folder made writable, a class table mended): what the
        # checks before Run read from the disk may have changed, so they look again. Qt activates visible
        # widgets only: a closed dialog is not checked.
        if event.type() == event.Type.WindowActivate:
            self.recheck()
        return super().event(event)

    def release(self) -> None:
        """Disconnect, cancel or remove what the panel holds; called once, by :meth:`dispose`."""

    def dispose(self) -> None:
        """Hide the panel and release what it holds, once: the plugin lets it go (unload, or a test ends)."""
        self.hide()
        if not self.released:
            self.released = True
            self.release()
