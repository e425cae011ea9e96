"""Progress and cancel for long jobs, through plain callbacks (no QGIS here)."""

from __future__ import annotations

from typing import Callable

from .messages import message


class Cancelled(Exception):  # noqa: N818 (not an error: the user asked to stop)
    """The user cancelled the job; whatever it was writing has been removed."""


class Monitor:
    """Reports progress in percent and raises :class:`Cancelled` when asked to stop.

    ``report(percent)`` and ``is_cancelled()`` are optional callables, e.g. a
    QgsProcessingFeedback's ``setProgress`` and ``isCanceled``.
    """

    def __init__(self, report: Callable[[float], object] | None = None,
                 is_cancelled: Callable[[], bool] | None = None) -> None:
        self._report = report
        self._is_cancelled = is_cancelled

    def check(self) -> None:
        if self._is_cancelled is not None and self._is_cancelled():
            raise Cancelled(message("cancelled by the user"))

    def progress(self, done: float, total: float | None) -> None:
        """Report ``done`` of ``total`` steps, then stop if the user cancelled."""
        if self._report is not None and total:
            self._report(100.0 * min(done, total) / total)
        self.check()


def as_monitor(monitor: Monitor | None) -> Monitor:
    """``monitor``, or one that reports nowhere and is never cancelled."""
    return monitor if monitor is not None else Monitor()
