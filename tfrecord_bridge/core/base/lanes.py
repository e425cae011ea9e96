"""Work beside a model that keeps every core busy: on a thread of the lowest priority, handed to one of normal
priority when other programs leave it no core.

predict's model (onnxruntime) runs a thread per core, and each of its operators waits for all of them. Reading the
next tiles or compressing the last rows at normal priority takes turns with those threads, and every turn stalls
the model's other thread at its next barrier: on 2 cores a thread of normal priority that took 1 CPU-second cost the
model about 2 seconds (benchmarks/bench_predict.py; docs/speed.md). At the lowest priority (Linux's SCHED_IDLE,
Windows' idle priority) the same work runs only while a core would otherwise idle, between and within the model's
runs, and costs it about nothing.

The lowest priority also means no core at all while other programs keep every core busy. So whoever waits on a lane
(the model for its next tiles, or for room to hand over its outputs), having waited :data:`TAKEOVER_SECONDS` within
the last :data:`WINDOW_SECONDS`, promotes it: its remaining steps go to a thread of normal priority, made by the
waiting thread (a thread inherits its maker's priority, and an unprivileged one cannot raise its own back). A lane's
work is an iterator whose every ``next()`` is one small step (a generator yields :data:`HANDOVER` between steps that
give nothing), so the step left on the starved thread is short: under 2 busy programs on 2 cores predict took about
2 s more than at normal priority throughout, once (docs/speed.md).
"""

from __future__ import annotations

import collections
import contextlib
import os
import queue
import sys
import threading
import time
from collections.abc import Callable, Generator, Iterable, Iterator
from typing import Any, Generic, TypeVar

T = TypeVar("T")

# A lane is promoted once whoever waits on its group has waited TAKEOVER_SECONDS within the last WINDOW_SECONDS: on
# an idle machine a lane keeps up within a step or two (a few milliseconds) whenever the model waits on it, since the
# model's threads then leave every core free; starved, it keeps its waiter waiting most of the time, in waits
# short or long (steps of a millisecond took 100 ms each under 2 busy programs on 2 cores).
TAKEOVER_SECONDS = 0.5
WINDOW_SECONDS = 1.0
_POLL_SECONDS = 0.1  # a wait is counted in slices of this, so a long one promotes while it lasts

# Yielded by a lane's generator between steps that give nothing (a tile encoded, a block written): a place where the
# lane may change threads. Never given to the lane's reader.
HANDOVER: Any = object()

_END: Any = object()
_THREAD_PRIORITY_IDLE = -15  # Windows' SetThreadPriority


def lower_thread_priority() -> bool:
    """Make the calling thread run only on cores nothing else wants (Linux: SCHED_IDLE; Windows: idle priority;
    elsewhere, macOS included, nothing changes). Only for threads made for one job: an unprivileged thread cannot
    raise its priority back. True when lowered."""
    try:
        if hasattr(os, "sched_setscheduler") and hasattr(os, "SCHED_IDLE"):
            os.sched_setscheduler(0, os.SCHED_IDLE, os.sched_param(0))  # 0: this thread, on Linux
            return True
        if sys.platform == "win32":
            import ctypes
            from ctypes import wintypes
            # A kernel32 of our own: the types set here (a HANDLE is pointer-sized; ctypes' default int would cut
            # GetCurrentThread's -2 to 32 bits) touch no other code's calls.
            kernel32 = ctypes.WinDLL("kernel32")  # type: ignore[attr-defined]
            kernel32.GetCurrentThread.restype = wintypes.HANDLE
            kernel32.SetThreadPriority.argtypes = (wintypes.HANDLE, ctypes.c_int)
            kernel32.SetThreadPriority.restype = wintypes.BOOL
            return bool(kernel32.SetThreadPriority(kernel32.GetCurrentThread(), _THREAD_PRIORITY_IDLE))
    except (OSError, AttributeError, ValueError):  # a sandbox that forbids it: run as before
        pass
    return False


class LaneGroup:
    """Lanes promoted together: other programs that leave one of them no core leave the others none either, and each
    promotion costs the step left on its starved thread."""

    def __init__(self, on_promote: Callable[[], object] | None = None) -> None:
        self.lanes: list[BackgroundLane[Any]] = []
        self.promoted = False
        self._on_promote = on_promote  # told once, in the promoting thread (a run's log says why it slowed)
        self._lock = threading.Lock()
        self._waits: collections.deque[tuple[float, float]] = collections.deque()  # (when it ended, seconds)

    def waited(self, seconds: float) -> None:
        """Count a wait on one of the lanes (just ended, or a slice of one going on); promote them when the waits
        of the last WINDOW_SECONDS add up to TAKEOVER_SECONDS."""
        now = time.monotonic()
        with self._lock:
            self._waits.append((now, seconds))
            while self._waits and self._waits[0][0] < now - WINDOW_SECONDS:
                self._waits.popleft()
            starved = not self.promoted and sum(wait for _, wait in self._waits) >= TAKEOVER_SECONDS
        if starved:
            self.promote()

    def promote(self) -> None:
        with self._lock:
            first, self.promoted = not self.promoted, True
            lanes = list(self.lanes)
        for lane in lanes:
            lane.promote_alone()
        if first and self._on_promote is not None:
            self._on_promote()


class BackgroundLane(Generic[T]):
    """The steps of ``steps`` (each ``next()``), one after another in order, on a thread of the lowest priority
    (``lowered``), the items other than :data:`HANDOVER` waiting for :meth:`get` in a queue of ``ahead``.
    :meth:`promote` moves the steps after the running one to a thread of normal priority, made by the caller;
    :meth:`close` stops the lane after its running step (a closed lane's steps are closed too)."""

    def __init__(self, steps: Iterable[T], ahead: int = 1, lowered: bool = True, name: str = "tfrecord-lane",
                 group: LaneGroup | None = None) -> None:
        self._steps = iter(steps)
        self._ready: queue.Queue[Any] = queue.Queue(max(1, ahead))
        self._name = name
        self._closed = threading.Event()
        self._promoted = threading.Event()
        self._lock = threading.Lock()
        self.failure: BaseException | None = None
        self._finished = False  # the steps ended (or failed): a promoted thread has nothing left to run
        self._group = group or LaneGroup()
        self._group.lanes.append(self)
        self._thread = self._start(lowered, None)

    def _start(self, lowered: bool, after: threading.Thread | None) -> threading.Thread:
        thread = threading.Thread(target=self._work, args=(lowered, after), name=self._name, daemon=True)
        thread.start()
        return thread

    def _work(self, lowered: bool, after: threading.Thread | None) -> None:
        if after is not None:
            after.join()  # the starved thread ends its step first: one thread at a time runs the steps
        if lowered:
            lower_thread_priority()
        handed_over = False
        try:
            while not self._closed.is_set() and not self._finished:
                if lowered and self._promoted.is_set():
                    handed_over = True  # the promoted thread goes on from here
                    return
                item = next(self._steps, _END)
                if item is HANDOVER:
                    continue
                if item is _END:
                    self._finished = True
                if not self._offer(item):
                    return
        except BaseException as error:  # given to the reader, which raises it
            self.failure = error
            self._finished = True
            self._offer(_END)
        finally:
            if not handed_over:
                self._close_steps()

    def _offer(self, item: Any) -> bool:
        """Queue ``item`` for the reader; False once the lane is closed."""
        while not self._closed.is_set():
            try:
                self._ready.put(item, timeout=_POLL_SECONDS)
                return True
            except queue.Full:
                continue
        return False

    def _close_steps(self) -> None:
        close = getattr(self._steps, "close", None)
        if close is not None:
            with contextlib.suppress(ValueError):  # "generator already executing": it is closing itself
                close()

    @property
    def finished(self) -> bool:
        """The steps ended, or failed."""
        return self._finished

    def promote(self) -> None:
        """Run the rest of the steps on a thread of normal priority (the caller's), once, this lane's group's other
        lanes' too; a lane already promoted, or done, is left as it is."""
        self._group.promote()

    def promote_alone(self) -> None:
        with self._lock:
            if self._promoted.is_set() or self._finished:
                return
            self._promoted.set()
            self._thread = self._start(False, self._thread)

    def get(self) -> T:
        """The next item; StopIteration after the last; a step's failure raised here. The wait is counted
        (:meth:`LaneGroup.waited`)."""
        item = _waited_for(lambda timeout: self._ready.get(timeout=timeout), queue.Empty, self._group)
        if item is _END:
            self._ready.put(_END)  # a later get() ends too
            if self.failure is not None:
                raise self.failure
            raise StopIteration
        return item

    def close(self) -> None:
        """Stop after the running step, and wait for it."""
        self._closed.set()
        while True:
            with self._lock:
                thread = self._thread
            thread.join()
            with self._lock:
                if thread is self._thread:
                    return


def read_ahead_lowered(iterable: Iterable[T], ahead: int = 1, group: LaneGroup | None = None
                       ) -> Generator[T, None, None]:
    """The items of ``iterable`` (:data:`HANDOVER` left out), each made on a :class:`BackgroundLane` (of ``group``)
    while the caller works on those before; at most ``ahead`` wait. Close the generator to stop the lane."""
    lane = BackgroundLane(iterable, ahead, name="tfrecord-read-ahead", group=group)
    try:
        while True:
            try:
                item = lane.get()
            except StopIteration:
                return
            yield item
    finally:
        lane.close()


@contextlib.contextmanager
def consumed_behind(consume: Callable[[Iterator[T]], Iterator[Any]], ahead: int = 2, group: LaneGroup | None = None
                    ) -> Generator[Callable[[T], None], None, None]:
    """A ``put`` for items that ``consume(items)`` takes, in order, on a :class:`BackgroundLane` of ``group``
    (``consume``: a generator whose every ``next()`` is a small step). ``put`` waits while ``ahead`` items wait
    (the waits counted: :meth:`LaneGroup.waited`) and raises the lane's failure. Leaving the block waits until
    every item is consumed; leaving it by an exception stops the lane first (``consume`` then sees its items end
    with :class:`LaneStoppedError`, so that what it writes can be undone) and waits for it to end."""
    items: queue.Queue[Any] = queue.Queue(max(1, ahead))
    group = group or LaneGroup()

    def taken() -> Iterator[T]:
        while True:
            item = items.get()
            if item is _END:
                return
            if item is _STOP:
                raise LaneStoppedError  # never shown: the failure of the side putting the items is
            yield item

    lane: BackgroundLane[Any] = BackgroundLane(consume(taken()), 1, name="tfrecord-write-behind", group=group)

    def hand(item: Any) -> None:
        def put_within(timeout: float) -> None:
            _raise_failure(lane)  # a failed lane takes no more
            if lane.finished:
                return  # ``consume`` ended before its items did: it wants no more
            items.put(item, timeout=timeout)

        _waited_for(put_within, queue.Full, group)

    def put(item: T) -> None:
        _raise_failure(lane)
        hand(item)

    try:
        yield put
    except BaseException:
        with contextlib.suppress(BaseException):
            hand(_STOP)
        _drain(lane)
        raise
    hand(_END)
    _drain(lane)
    _raise_failure(lane)


_STOP: Any = object()


def _waited_for(attempt: Callable[[float], T], timed_out: type[Exception], group: LaneGroup) -> T:
    """``attempt(timeout)`` until it does not raise ``timed_out``, each wait counted in ``group``."""
    while True:
        start = time.monotonic()
        try:
            result = attempt(_POLL_SECONDS)
        except timed_out:
            group.waited(time.monotonic() - start)
            continue
        group.waited(time.monotonic() - start)
        return result


class LaneStoppedError(Exception):
    """The items of :func:`consumed_behind` end early: the side that puts them failed or was cancelled."""


def _drain(lane: BackgroundLane[Any]) -> None:
    """Wait until ``lane`` has run every step (promoting it when that takes long)."""
    with contextlib.suppress(BaseException):
        while True:
            lane.get()


def _raise_failure(lane: BackgroundLane[Any]) -> None:
    if lane.failure is not None and not isinstance(lane.failure, LaneStoppedError):
        raise lane.failure
