"""What the plugin's own dialogs share: running their algorithm in the background, and closing once."""

from qgis.PyQt.QtCore import QUrl
from qgis.PyQt.QtGui import QDesktopServices
from qgis.PyQt.QtWidgets import QDialog, QDialogButtonBox

from ..provider.i18n import tr
from ..provider.shared import help_url
from .background import AlgorithmRun

# What Help calls to open its page (in the system's browser); a test may put its own here.
open_url = QDesktopServices.openUrl


class AlgorithmDialog(QDialog):
    """A dialog that gathers one Processing algorithm's parameters and runs it as a background task.

    Subclasses set ``closed`` checks in their slots and put their own clean-up in
    :meth:`release`, which runs once however the dialog closes.
    """

    def __init__(self, parent=None):
        super().__init__(parent)
        self.closed = False
        self.last_run = None

    def start_run(self, algorithm_id, parameters, title, message_bar, on_success, project, error_label,
                  success_actions=None):
        """Start the algorithm as a task and close; on a refusal, show why in ``error_label`` and stay."""
        run = AlgorithmRun(algorithm_id, parameters, title, message_bar, on_success=on_success, project=project,
                           success_actions=success_actions)
        self.last_run = run
        if not run.start():
            error_label.setText(run.message)
            error_label.show()
            return run
        self.accept()
        return run

    def add_help_button(self, buttons, algorithm_id):
        """A Help button in ``buttons`` opening the help of ``algorithm_id``: the page shipped in the plugin
        folder, as the algorithm's Processing dialog does, so it works offline (the page links to the web)."""
        self.help_algorithm_id = algorithm_id
        button = buttons.addButton(QDialogButtonBox.StandardButton.Help)
        button.setToolTip(tr("Open the help of {algorithm} in the browser: the page shipped with the plugin, "
                             "which works offline and links to the web version").format(algorithm=algorithm_id))
        buttons.helpRequested.connect(self.open_help)
        return button

    def help_url(self):
        return QUrl(help_url(self.help_algorithm_id))

    def open_help(self):
        return open_url(self.help_url())

    def recheck(self):
        """Check the choices again, as the run would; subclasses say how."""

    def event(self, event):
        # Back from a file manager or an editor (a folder made writable, a class table mended): what the
        # checks before Run read from the disk may have changed, so they look again. Qt activates visible
        # widgets only: a closed dialog is not checked.
        if event.type() == event.Type.WindowActivate:
            self.recheck()
        return super().event(event)

    def release(self):
        """Disconnect, cancel or remove what the dialog holds; called once, when it closes."""

    def _close_once(self):
        if not self.closed:
            self.closed = True
            self.release()

    def done(self, result):  # accept, reject (Close, Esc)
        self._close_once()
        super().done(result)

    def closeEvent(self, event):  # the window's close button
        self._close_once()
        super().closeEvent(event)
