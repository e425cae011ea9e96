"""What the plugin's own dialogs share: running their algorithm in the background, and closing once."""

from qgis.PyQt.QtWidgets import QDialog

from .background import AlgorithmRun


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
