"""A thread pool sized to the machine, and results taken from it in order.

Encoding, CRC-32C and deflate spend their time in numpy, the crc32c packages
and zlib, which all release the GIL, so threads keep every core busy without
copying data between processes. The task handed to the pool is one strip of
whole patches, within the unit of work of an export, a partition of whole patch
rows (:func:`.export_image.write_patch_rows`): one process writes all rows as
one partition, a Dask task (:mod:`.distributed`) one partition each.
"""

from __future__ import annotations

import collections
import contextlib
import itertools
import os
from collections.abc import Callable, Generator, Iterable, Iterator
from concurrent.futures import Future, ThreadPoolExecutor
from typing import Any, TypeVar

T = TypeVar("T")


def worker_count() -> int:
    """The cores this process may run on (its CPU affinity where the platform tells it)."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # macOS and Windows have no sched_getaffinity
        return max(1, os.cpu_count() or 1)


@contextlib.contextmanager
def worker_pool(workers: int | None = None) -> Iterator[ThreadPoolExecutor]:
    """A ThreadPoolExecutor of ``workers`` (default :func:`worker_count`) threads.

    On an exception (a cancel, a failure) tasks not yet started are dropped, so
    the caller stops after at most the tasks already running.
    """
    executor = ThreadPoolExecutor(max_workers=workers or worker_count(), thread_name_prefix="tfrecord")
    try:
        yield executor
    except BaseException:
        executor.shutdown(wait=True, cancel_futures=True)
        raise
    executor.shutdown(wait=True)


class _CallingThread:
    """An executor that runs each job in the thread that submits it, at once: a pool of one thread that adds
    none."""

    def submit(self, function: Callable[..., T], *args: Any, **kwargs: Any) -> Future[T]:
        future: Future[T] = Future()
        try:
            future.set_result(function(*args, **kwargs))
        except BaseException as error:
            future.set_exception(error)
        return future


@contextlib.contextmanager
def encoding_pool(threads: int | None = None) -> Iterator[ThreadPoolExecutor]:
    """The pool an export encodes and deflates on: :func:`worker_pool` of ``threads``, except that one thread
    is the calling thread itself. So a job told to use one thread (a task on a Dask worker of one thread,
    ``--threads 1``) takes one core, not one and a fraction: with reading and encoding on two threads, two
    such workers on two cores got in each other's way (2 workers took 0.61-0.66x the time of 1, single-thread
    tasks 0.52x)."""
    if threads == 1:
        yield _CallingThread()  # type: ignore[misc]  # submit() is all the export asks of a pool
        return
    with worker_pool(threads) as executor:
        yield executor


_END = object()


def read_ahead(iterable: Iterable[T], ahead: int = 1) -> Generator[T, None, None]:
    """The items of ``iterable``, each made on a worker thread while the caller works on those before.

    At most ``ahead`` items wait. Close the generator (``contextlib.closing``)
    to stop the worker early; an exception the iterable raises comes out here.
    """
    iterator = iter(iterable)
    with worker_pool(1) as executor:
        # One worker calls next() in turn, so the iterable needs no thread safety.
        for item in ordered_results(executor, next, itertools.repeat((iterator, _END)), ahead + 1):
            if item is _END:
                return
            yield item


def ordered_results(executor: ThreadPoolExecutor, function: Callable[..., T], items: Iterable[tuple[Any, ...]],
                    ahead: int) -> Iterator[T]:
    """``function(*item)`` for each item, run on ``executor``, yielded in the items' order.

    ``ahead`` items are submitted before the first result is given, and one
    more each time one is taken, so while the caller works on a result the
    pool works on the ``ahead - 1`` after it (never fewer: yielding results
    that happen to be done before submitting more left the worker idle every
    other item, and predict's model waited on it); memory holds at most
    ``ahead`` results; taking the next item (reading a strip) overlaps the
    work on the ones before it.
    """
    pending: collections.deque[Future[T]] = collections.deque()
    try:
        for item in items:
            pending.append(executor.submit(function, *item))
            if len(pending) >= ahead:
                yield pending.popleft().result()
        while pending:
            yield pending.popleft().result()
    finally:
        for future in pending:
            future.cancel()
