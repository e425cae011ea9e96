"""The plugin's page of QGIS's Settings > Options: the optional packages (core/base/optional_packages.py), what each
gives and whether it is installed, an Install button running pip in the background (a QgsTask, so the install
goes on, and shows in QGIS's task bar, when the Options dialog closes), and the one command to run by hand."""

from __future__ import annotations

import os
from collections.abc import Sequence

from qgis.core import QgsApplication, QgsTask
from qgis.gui import QgsOptionsPageWidget, QgsOptionsWidgetFactory
from qgis.PyQt import sip
from qgis.PyQt.QtCore import QObject, Qt, QUrl, pyqtSignal
from qgis.PyQt.QtGui import QIcon
from qgis.PyQt.QtWidgets import (
    QApplication,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QProgressBar,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..core.base import optional_packages
from ..core.base.messages import message
from ..core.base.optional_packages import FAILED, OptionalPackage, Outcome, PipRun, PythonError
from ..core.codec import crc32c, deflate
from ..texts import PLUGIN_NAME, fill, tr, translated

PLUGIN_ROOT = os.path.dirname(os.path.dirname(__file__))
ICON = os.path.join(PLUGIN_ROOT, "resources", "export_image.svg")
HELP_PAGE = os.path.join(PLUGIN_ROOT, "docs", "install.html")
HELP_ANCHOR = "#optional-packages"
NAME_COLUMN, GIVES_COLUMN, VERSION_COLUMN = range(3)

# Tasks stay referenced here until they end: the task manager owns the C++ task, the page may close first.
_running: set[InstallTask] = set()


class InstallEvents(QObject):
    """News of the installs for whatever uses what they install (the predict panel, which needs onnxruntime):
    ``installed`` carries the names of the packages of an install that ended well, whether or not the page that
    started it is still open (the task outlives the Options dialog)."""

    installed = pyqtSignal(list)


install_events = InstallEvents()


class InstallTask(QgsTask):
    """pip installing ``requirements`` for the Python running QGIS, on the task manager's thread. ``line`` carries
    pip's lines; ``ended`` the :class:`Outcome`, once the new packages are in use."""

    line = pyqtSignal(str)
    ended = pyqtSignal(object, list)  # the Outcome; the names of the packages a restart updates

    def __init__(self, packages: Sequence[OptionalPackage], python: str | None = None,
                 extra: Sequence[str] = ()) -> None:
        super().__init__(tr("Installing optional packages for TFRecord Bridge"), QgsTask.Flag.CanCancel)
        self.packages = list(packages)
        self.requirements = [package.requirement for package in self.packages]
        self.python = python
        self.extra = list(extra)
        self.pip: PipRun | None = None
        self.outcome = Outcome(FAILED, message("pip did not run"))

    def run(self) -> bool:
        try:
            facts = optional_packages.python_facts(self.python)
        except PythonError as error:
            self.outcome = Outcome(FAILED, error.args[0])
            return False
        self.pip = PipRun(facts, self.requirements, self.extra)
        if self.isCanceled():
            self.pip.cancel()
        self.outcome = self.pip.run(self._on_line)
        return self.outcome.ok

    def _on_line(self, line: str, progress: float) -> None:
        self.setProgress(100 * progress)
        self.line.emit(line)

    def cancel(self) -> None:
        if self.pip is not None:
            self.pip.cancel()
        super().cancel()

    def finished(self, result: bool) -> None:  # on the main thread
        restart: list[str] = []
        if result:
            try:
                restart = [package.name for package in use_new_packages(self.packages)]
            except Exception:  # installed all the same: a restart loads them; never an error out of a task
                restart = [package.name for package in self.packages]
        self.ended.emit(self.outcome, restart)
        _running.discard(self)
        if result:
            install_events.installed.emit([package.name for package in self.packages])


def use_new_packages(installed: Sequence[OptionalPackage] = optional_packages.PACKAGES) -> list[OptionalPackage]:
    """What pip installed, importable and used at once: the user site on sys.path, then the codec's accelerators
    chosen again, not a restart of QGIS (crc32c and deflate choose them at import; every backend reads and writes
    the same bytes, so a run going on is not disturbed). onnxruntime is imported when a prediction starts, so it
    needs nothing more. Returns those of ``installed`` imported before, which only a restart updates."""
    reloaded = optional_packages.use_installed(installed)
    crc32c.select_backend()
    deflate.probe_backends()
    return reloaded


class PackagesPage(QgsOptionsPageWidget):
    """The page. ``python`` and ``extra`` (pip options) are for tests: by default pip runs with the Python of
    :func:`optional_packages.python_path` and PyPI."""

    def __init__(self, parent: QWidget | None = None, packages: Sequence[OptionalPackage] = optional_packages.PACKAGES,
                 python: str | None = None, extra: Sequence[str] = ()) -> None:
        super().__init__(parent)
        self.setObjectName("TFRecordBridgePackagesPage")
        self.packages = list(packages)
        self.python = python
        self.extra = list(extra)
        self.task: InstallTask | None = None
        self.outcome: Outcome | None = None
        layout = QVBoxLayout(self)
        intro = QLabel(tr("Optional packages: the plugin works without them, and uses each once it is installed. "
                          "Install puts them into the Python that runs QGIS, for your user only, without their "
                          "dependencies (QGIS's own numpy and protobuf stay as they are)."))
        intro.setWordWrap(True)
        layout.addWidget(intro)
        self.table = QTableWidget(len(self.packages), 3)
        self.table.setHorizontalHeaderLabels([tr("Package"), tr("What it gives"), tr("Installed")])
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.horizontalHeader().setSectionResizeMode(GIVES_COLUMN, QHeaderView.ResizeMode.Stretch)
        self.table.setWordWrap(True)
        layout.addWidget(self.table)
        self._add_install_row(layout)
        self.pip_line = QLabel()  # pip's last line while it runs
        self.result_label = QLabel()
        self.result_label.setWordWrap(True)
        for label in (self.pip_line, self.result_label):
            label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            layout.addWidget(label)
        self._add_command_row(layout)
        help_link = QLabel(fill(tr('<a href="{url}">Help</a>: what each package gives, the errors, the command on '
                                   'each system'), url=QUrl.fromLocalFile(HELP_PAGE).toString() + HELP_ANCHOR))
        help_link.setOpenExternalLinks(True)  # the help page shipped in the plugin, offline
        layout.addWidget(help_link)
        layout.addStretch(1)
        self.table.itemChanged.connect(self.show_command)
        self.refresh()
        self._set_running(False)

    def _add_install_row(self, layout: QVBoxLayout) -> None:
        buttons = QHBoxLayout()
        self.install_button = QPushButton(tr("Install"))
        self.install_button.setToolTip(tr("Install the ticked packages with pip"))
        self.install_button.clicked.connect(self.install)
        self.cancel_button = QPushButton(tr("Cancel"))
        self.cancel_button.clicked.connect(self.cancel)
        self.progress = QProgressBar()
        self.progress.setRange(0, 100)
        buttons.addWidget(self.install_button)
        buttons.addWidget(self.cancel_button)
        buttons.addWidget(self.progress, 1)
        layout.addLayout(buttons)

    def _add_command_row(self, layout: QVBoxLayout) -> None:
        layout.addWidget(QLabel(tr("Or run this command in a terminal (on Windows: the OSGeo4W Shell), then restart "
                                   "QGIS:")))
        command_row = QHBoxLayout()
        self.command_field = QLineEdit()
        self.command_field.setReadOnly(True)
        self.copy_button = QPushButton(tr("Copy"))
        self.copy_button.setToolTip(tr("Copy the command to the clipboard"))
        self.copy_button.clicked.connect(self.copy_command)
        command_row.addWidget(self.command_field, 1)
        command_row.addWidget(self.copy_button)
        layout.addLayout(command_row)

    def refresh(self) -> None:
        """Each package's state as it is now; the ones missing ticked for Install."""
        self.table.blockSignals(True)
        for row, package in enumerate(self.packages):
            version = optional_packages.installed_version(package)
            name = QTableWidgetItem(package.name)
            name.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsUserCheckable)
            name.setCheckState(Qt.CheckState.Checked if version is None else Qt.CheckState.Unchecked)
            self.table.setItem(row, NAME_COLUMN, name)
            gives = QTableWidgetItem(translated(package.gives))
            gives.setToolTip(translated(package.gives))
            self.table.setItem(row, GIVES_COLUMN, gives)
            shown = tr("not installed") if version is None else version or tr("installed")
            self.table.setItem(row, VERSION_COLUMN, QTableWidgetItem(shown))
        self.table.blockSignals(False)
        self.table.resizeRowsToContents()
        self.show_command()

    def chosen(self) -> list[OptionalPackage]:
        """The packages of the ticked rows; all of them when none is ticked (an upgrade)."""
        ticked = [package for row, package in enumerate(self.packages)
                  if self.table.item(row, NAME_COLUMN).checkState() == Qt.CheckState.Checked]
        return ticked or list(self.packages)

    def show_command(self) -> None:
        facts = optional_packages.own_facts(self.python)
        command = optional_packages.install_command(facts, [package.requirement for package in self.chosen()],
                                                    self.extra)
        self.command_field.setText(optional_packages.command_text(command))
        self.command_field.setCursorPosition(0)

    def copy_command(self) -> None:
        QApplication.clipboard().setText(self.command_field.text())

    def install(self) -> None:
        if self.task is not None:
            return
        self.outcome = None
        self.result_label.setText("")
        self.progress.setValue(0)
        self.task = InstallTask(self.chosen(), self.python, self.extra)
        self.task.line.connect(self._on_line)
        self.task.ended.connect(self._on_ended)
        _running.add(self.task)
        self._set_running(True)
        QgsApplication.taskManager().addTask(self.task)

    def cancel(self) -> None:
        if self.task is not None and not sip.isdeleted(self.task):
            self.task.cancel()

    def _on_line(self, line: str) -> None:
        self.pip_line.setText(line)
        if self.task is not None:
            self.progress.setValue(int(self.task.progress()))

    def _on_ended(self, outcome: Outcome, restart: list[str]) -> None:
        self.task = None
        self.outcome = outcome
        self._set_running(False)
        self.pip_line.setText("")
        text = translated(outcome.text)
        if outcome.ok:
            self.progress.setValue(100)
            if restart:
                text += " " + fill(tr("Restart QGIS to use the installed {names}."), names=", ".join(restart))
        self.result_label.setText(text)
        self.result_label.setToolTip(outcome.output[-4000:])  # pip's own words, for the curious or a bug report
        self.refresh()

    def _set_running(self, running: bool) -> None:
        self.install_button.setEnabled(not running)
        self.cancel_button.setEnabled(running)
        self.table.setEnabled(not running)

    def apply(self) -> None:  # QGIS calls it on OK: the page has nothing to save
        pass


class PackagesPageFactory(QgsOptionsWidgetFactory):
    """Adds the page to Settings > Options; registered by plugin.py's initGui, unregistered by unload."""

    def __init__(self) -> None:
        super().__init__(PLUGIN_NAME, QIcon(ICON))

    def createWidget(self, parent: QWidget | None = None) -> PackagesPage:
        return PackagesPage(parent)

