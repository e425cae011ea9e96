"""Progress and cancel for long jobs, through plain callbacks (no QGIS here)."""


class Cancelled(Exception):  # noqa: N818 (not an error: the user asked to stop)
    """The user cancelled the job; whatever it was writing has been removed."""


class Monitor:
    """Reports progress in percent and raises :class:`Cancelled` when asked to stop.

    ``report(percent)`` and ``is_cancelled()`` are optional callables, e.g. a
    QgsProcessingFeedback's ``setProgress`` and ``isCanceled``.
    """

    def __init__(self, report=None, is_cancelled=None):
        self._report = report
        self._is_cancelled = is_cancelled

    def check(self):
        if self._is_cancelled is not None and self._is_cancelled():
            raise Cancelled("cancelled by the user")

    def progress(self, done, total):
        """Report ``done`` of ``total`` steps, then stop if the user cancelled."""
        if self._report is not None and total:
            self._report(100.0 * min(done, total) / total)
        self.check()


def as_monitor(monitor):
    return monitor if monitor is not None else Monitor()
