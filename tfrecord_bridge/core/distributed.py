"""Image exports, imports and predictions on a Dask cluster: a partition of whole patch rows is one task
(``pip install .[dask]``).

The client plans the export as :func:`.export_image.export_image` does (every
check before any file is written), then each task opens the sources itself,
writes the records of its patch rows through its own shard writer into a
scratch folder beside the outputs, under names no reader takes for an export,
and returns their paths. A last step on the client gives the shards, in
partition order, EE's names ``PREFIX-00000...`` and writes the export sidecar
and the mixer (or index), all committed together by :class:`.outputs.Outputs`
in :func:`.export_image.finish_export`, as the one-process export commits its
files: the records come in the one-process export's order, and every shard
stays within maxFileSize. A training export (labels, sets, sampling, .tfindex)
goes one step further, for files byte for byte the one-process export's: its
tasks write each set's records into one uncompressed scratch file, sizes kept,
and the client cuts them where one process cuts its shards, a task copying and
deflating each shard (:mod:`.assemble`). A failed or cancelled job removes the scratch
folder, and the output folder if the job made it: no finished-looking file is
left. Tasks write under a name of their own attempt, so a task that Dask reruns
after its worker died never meets the files of the dead attempt.

A prediction (:func:`predict_on_cluster`) writes nothing on the workers: each
task returns its partition's predictions, and the client writes the GeoTIFF (and
the EE-format predictions) from them in order, as the one-process run writes them.

Workers need GDAL and this package, the sources at the same paths or URLs
(shared storage, or a bucket: ``s3://``, ``gs://``, ``https://``), and the output
folder on storage every worker and the client share: a shared disk, or a bucket
they all reach with their own credentials (GDAL's ``AWS_*``, ``GS_*``... in each
worker's environment), which the workers write straight into.
"""

from __future__ import annotations

import bisect
import collections
import contextlib
import dataclasses
import hashlib
import itertools
import logging
import os
import re
import shutil
import tempfile
import threading
import time
import uuid
from collections.abc import Callable, Generator, Iterator, Sequence
from typing import TYPE_CHECKING, Any, cast

import numpy as np

from .base.messages import counted, message
from .base.progress import Monitor, as_monitor
from .codec.records import RecordReader, WrittenFile, count_records
from .export.assemble import Piece, assemble_shard, chunk_ranges, cut_shards, deflate_chunk, join_shard, whole_file
from .export.export_image import (
    WrittenRows,
    check_written,
    describe_export,
    finish_export,
    plan_export,
    write_patch_rows,
    write_tfindex,
)
from .export.labels import save_labels
from .importing import import_image as image_import
from .layout.manifest import checked_count
from .layout.mixer import Mixer
from .layout.naming import new_job_id, scratch_folder, shard_path, shard_suffix
from .places import storage
from .predict import predict_image as prediction
from .predict.contract import ModelFitError
from .predict.plan import plan_predict
from .predict.runtime import open_session

if TYPE_CHECKING:
    from distributed import Client

    from .export.export_image import ExportPlan, ExportResult
    from .export.raster_source import StackedRaster
    from .export.request import ExportRequest
    from .places.outputs import Outputs
    from .predict.plan import PredictPlan
    from .predict.request import PredictRequest

_POLL_SECONDS = 0.1
_PARTITIONS_PER_WORKER = 4  # several per worker, so a slow partition does not hold the others back
_STOP_WAIT_SECONDS = 60  # a task checks for the stop between patch rows


class ClusterJobError(Exception):
    """A task of a distributed job failed; nothing the job wrote is left. The message names the partition.

    Not a RuntimeError: the import takes those for GDAL's own write errors."""


@contextlib.contextmanager
def dask_client(scheduler: str | None = None, workers: int | None = None) -> Iterator[Client]:
    """A ``distributed.Client``: of the scheduler at ``scheduler``, else of a LocalCluster of ``workers``
    processes with one thread each (the cluster stops when the block ends)."""
    try:
        import dask
        from distributed import Client, LocalCluster
    except ImportError as error:
        raise ClusterJobError(message("running on a Dask cluster needs dask.distributed: pip install "
                                      "'tfrecord-bridge[dask]' (or: pip install 'dask[distributed]')")) from error
    if scheduler:
        try:
            client = Client(scheduler, timeout="20s")
        except OSError as error:
            raise ClusterJobError(message("cannot reach the Dask scheduler at {scheduler}: {error}",
                                          scheduler=scheduler, error=error)) from error
        with client:
            yield client
        return
    # Quiet workers: a task's failure is said once, by the job, naming its partition, not as their tracebacks.
    # An earlier cluster of this process may have left Dask's value in this process's environment, which the
    # workers would inherit.
    os.environ.pop("MALLOC_TRIM_THRESHOLD_", None)
    workspace = _new_workspace()
    try:
        with dask.config.set({**_LOCAL_WORKER_CONFIG, "temporary-directory": workspace}), \
                LocalCluster(n_workers=int(workers or 1), threads_per_worker=1, processes=True, dashboard_address=":0",
                             silence_logs=logging.CRITICAL) as cluster, \
                Client(cluster) as client:
            yield client
    finally:
        shutil.rmtree(workspace, ignore_errors=True)


_WORKSPACE = "tfrecord-bridge-dask-"


def _new_workspace() -> str:
    """A folder for Dask's working files (its locks, a worker's spill), which the command's own cluster removes
    when it stops: Dask's own stays in the temporary folder after the command. One a killed command left (its
    process is gone: psutil, which distributed needs, tells it on every system) is removed first."""
    import psutil
    temporary = tempfile.gettempdir()
    with contextlib.suppress(OSError):
        for name in os.listdir(temporary):
            owner = re.fullmatch(re.escape(_WORKSPACE) + r"(\d+)-\w+", name)
            if owner and not psutil.pid_exists(int(owner[1])):
                shutil.rmtree(os.path.join(temporary, name), ignore_errors=True)
    return tempfile.mkdtemp(prefix=f"{_WORKSPACE}{os.getpid()}-", dir=temporary)


# The command's own cluster, set for an export's work (docs/dask.md says so for a cluster of the user's):
# - no MALLOC_TRIM_THRESHOLD_ in the workers' environment: Dask sets one, and any value turns off glibc's
#   moving mmap threshold, so every strip's buffers of a few MiB were mapped and unmapped afresh (7% more
#   CPU in a worker than the same partitions in one process);
# - no statistical profiler sampling the task's thread every 10 ms.
_LOCAL_WORKER_CONFIG = {
    "distributed.nanny.pre-spawn-environ": {"OMP_NUM_THREADS": 1, "MKL_NUM_THREADS": 1, "OPENBLAS_NUM_THREADS": 1},
    "distributed.worker.profile.enabled": False,
}


def _partitions_text(partitions: int, workers: int) -> str:
    """The log's line on how the rows are cut up among the workers."""
    return message("{partitions} of whole patch rows on {workers}",
                   partitions=counted(partitions, "%n partition", "%n partitions"),
                   workers=counted(workers, "%n Dask worker", "%n Dask workers"))


def row_partitions(rows: int, partitions: int) -> list[range]:
    """``range(rows)`` cut into ``partitions`` runs of whole patch rows, their sizes differing by one at most."""
    partitions = max(1, min(int(partitions), rows))
    size, extra = divmod(rows, partitions)
    runs = []
    start = 0
    for number in range(partitions):
        stop = start + size + (1 if number < extra else 0)
        runs.append(range(start, stop))
        start = stop
    return runs


def _rows_text(rows):
    if len(rows) > 1:
        return message("patch rows {first}-{last}", first=rows.start, last=rows.stop - 1)
    return message("patch row {row}", row=rows.start)


# Each set's files a task wrote, in order: (scratch path, framed size of each record; None in a plain export).
# Each set's files of a partition: (path, each record's framed size or None, what was written in it).
PartitionShards = list[list[tuple[str, "np.ndarray | None", WrittenFile]]]


def cuts_shards(plan: ExportPlan) -> bool:
    """Whether the client cuts the export's shards from the tasks' records (:mod:`.assemble`): a training
    export (labels, sets or .tfindex files), whose files are byte for byte the one-process export's. A plain
    export keeps its tasks' shards, deflated in the tasks, a partition's last shard cut at its end."""
    return plan.labels is not None or bool(plan.set_names) or plan.training.tfindex


def export_partition(plan: ExportPlan, rows: range, scratch: str, number: int, stop: str | None = None,
                     labels_file: str | None = None) -> tuple[PartitionShards, WrittenRows]:
    """The task: write the records of ``rows`` into ``scratch``; (each set's files, WrittenRows).

    :func:`.export_image.write_patch_rows` on this partition, as the one-process
    export does for all rows: through the plan's shard writer (its pool of
    ``plan.threads``), or in a training export its set writers, a file of each
    set's records (:func:`cuts_shards`). ``stop``: the name of the job's Dask
    Event; once it is set the task stops and deletes what it wrote.
    ``labels_file``: the labels the client burnt, read by window.
    """
    stacked = plan.open_source(labels_file=labels_file)
    encoder = plan.encoder(stacked)
    attempt = uuid.uuid4().hex[:12]
    suffix = shard_suffix(plan.options.compressed and not cuts_shards(plan))

    def path_of(set_number, index):
        return storage.join(scratch, f"{number:05d}-{attempt}-{set_number:03d}-{index:05d}{suffix}")

    monitor = Monitor() if stop is None else Monitor(is_cancelled=_task_stopped(stop))
    try:
        if not cuts_shards(plan):
            with plan.shard_writer(lambda index: path_of(0, index)) as writer:
                written = write_patch_rows(plan, stacked, encoder, writer, rows, monitor)
            return [[(file.path, None, file) for file in writer.written_files()]], written
        with plan.set_writers(shard_paths=path_of) as writers:
            written = write_patch_rows(plan, stacked, encoder, writers, rows, monitor)
        return [[(path, np.asarray(sizes, dtype=np.int64), file)
                 for (path, sizes), file in zip(each.shard_sizes(), each.written_files())]
                for each in writers], written
    finally:
        stacked.close()


def _task_stopped(stop: str) -> Callable[[], bool]:
    """Whether the running task is to stop: its job set the Event ``stop``, or Dask cancelled the task, as it
    does when the client is gone (killed: no stop is set). Dask's cancel only forgets a running task, which
    would go on writing into the scratch folder after the next job with the prefix removed it."""
    from distributed import Event, get_client, get_worker
    from distributed.worker import thread_state
    # Its client bound now, in the task's thread: a predict task is also asked from its reading and watching threads.
    try:
        client = get_client()
    except ValueError:  # not in a worker, and no client here: Event finds one when asked, or fails as it did
        client = None
    event = Event(stop, client=client)
    try:
        tasks, key = get_worker().state.tasks, thread_state.key
    except (AttributeError, ValueError):  # not in a worker's task, or a Dask that keeps its state elsewhere
        return event.is_set

    def stopped() -> bool:
        task = tasks.get(key)
        return task is None or task.state in ("cancelled", "released", "forgotten") or event.is_set()
    return stopped


def _stop_tasks(client: Client, stop: str, futures: list) -> None:
    """Stop the job's running tasks and wait (a while) until they have: Dask's cancel only forgets a running
    task, which would go on writing into the scratch folder after it is removed."""
    from distributed import Event, wait
    Event(stop, client=client).set()
    with contextlib.suppress(Exception):
        wait(futures, timeout=_STOP_WAIT_SECONDS)
    client.cancel(futures)


def _remove_tree(path):
    # A task still running when the job failed may create a file while the folder is being removed.
    for _ in range(20):
        storage.rmtree(path)
        if not storage.lexists(path):
            return
        time.sleep(_POLL_SECONDS)


def _partition_text(number, runs):
    return message("partition {number} of {partitions} ({rows})", number=number + 1, partitions=len(runs),
                   rows=_rows_text(runs[number]))


def _failure(error, where):
    if type(error).__name__ == "KilledWorker":
        return ClusterJobError(message("a Dask worker died while working on {where} ({error}); the job stopped and "
                                       "left no file", where=where, error=error))
    return ClusterJobError(message("{where} failed on its Dask worker: {kind}: {error}; the job stopped "
                                   "and left no file", where=where, kind=type(error).__name__,
                                   error=error))


def _result(future, monitor, where):
    """The future's result once it is done, checking for a cancel meanwhile; a failure names ``where``."""
    while not future.done():
        monitor.check()
        time.sleep(_POLL_SECONDS)
    if future.status != "finished":
        error = future.exception() if future.status == "error" else None
        raise _failure(error or RuntimeError(message("the task was {status}", status=future.status)), where)
    return future.result()


def export_image_on_cluster(client: Client, request: ExportRequest, *, partitions: int | None = None,
                            monitor: Monitor | None = None, log: Callable[[str], object] | None = None) -> ExportResult:
    """:func:`.export_image.export_image` of ``request`` run by the workers of the Dask ``client``; same result.

    ``partitions``: how many tasks the patch rows are cut into (default four per
    worker, at most one per patch row). The request's ``threads``: the pool each
    task encodes and deflates its partition on (:func:`.export_image.write_patch_rows`);
    None gives 1, as Dask gives each task a core of its own. The labels and the
    training sets: as the one-process export's; the sets and the buffer are decided
    in the plan, the labels burnt once, by the client, into the scratch folder,
    which the tasks read by window.
    """
    monitor = as_monitor(monitor)
    log = log or (lambda line: None)
    if request.threads is None:
        request = dataclasses.replace(request, threads=1)
    plan, stacked, outputs = plan_export(request, log, monitor)
    features = plan.encoder(stacked).features
    workers = max(1, len(client.scheduler_info().get("workers", {})))
    runs = row_partitions(plan.layout.rows, partitions or _PARTITIONS_PER_WORKER * workers)
    for line in describe_export(plan):
        log(line)
    log(_partitions_text(len(runs), workers))

    job = new_job_id()
    stop = f"tfrecord-export-stop-{job}"
    scratch = scratch_folder(plan.folder, plan.prefix, job)  # one a killed job left is gone: prepare_outputs
    futures: list = []
    # The outputs make the output folder; a failed job removes it again, once the scratch folder in it is gone.
    with outputs:
        storage.mkdir(scratch)
        try:
            labels_file = _saved_labels(plan, stacked, scratch)
            tasks = [client.submit(export_partition, plan, rows, scratch, number, stop, labels_file, pure=False,
                                   key=f"tfrecord-export-{job}-{number:05d}")
                     for number, rows in enumerate(runs)]
            futures += tasks
            shards = _Shards(client, plan, scratch, futures)
            written = WrittenRows()
            done = 0
            for number, future in enumerate(tasks):
                files, partition_written = _result(future, monitor, _partition_text(number, runs))
                shards.add(files)
                written += partition_written
                done += len(runs[number]) * plan.layout.patches_per_row
                monitor.progress(done, plan.layout.total_patches)
            check_written(plan, written)
            tfindex_files, shard_files = shards.add_to(outputs, monitor)
            return finish_export(plan, features, outputs, written, log, tfindex_files, shard_files)
        except BaseException:
            _stop_tasks(client, stop, futures)
            raise
        finally:
            stacked.close()
            _remove_tree(scratch)


def _saved_labels(plan: ExportPlan, stacked: StackedRaster, scratch: str) -> str | None:
    """Save the labels the plan burnt into ``scratch``, for the tasks to read: the label layer is burnt once,
    here, and every record holds the labels one process burns, to the pixel (a window burnt apart, on a grid
    whose origin moved, may round an edge on a pixel's centre the other way); the path, None without labels.
    Lets go of the sources: the workers open them themselves."""
    labels_file = None
    if plan.labels is not None and stacked.labels is not None:
        labels_file = storage.join(scratch, "labels.tif")
        save_labels(stacked.labels, labels_file)
    stacked.close()
    return labels_file


class _Shards:
    """Each set's shards, under EE's names ``PREFIX-00000...`` of the set's prefix, from the tasks' files of
    each partition, given in partition order (:meth:`add`).

    A plain export keeps its tasks' shards as they are. A training export's
    shards are cut from the tasks' files as one process cuts them, and each is
    written by tasks (:mod:`.assemble`) as soon as its records are all known,
    so the workers write the first shards while other partitions are still
    being encoded. Every task goes into ``futures``, for the job to stop them.
    """

    def __init__(self, client: Client, plan: ExportPlan, scratch: str, futures: list) -> None:
        self.client, self.plan, self.scratch, self.futures = client, plan, scratch, futures
        sets = len(plan.set_prefixes)
        self._open: list[list[Piece]] = [[] for _ in range(sets)]  # a set's records not yet in a shard
        # A set's shards: (their pieces, the task writing them, or the scratch file that is the shard).
        self._cut: list[list[tuple[list[Piece], Any]]] = [[] for _ in range(sets)]
        self._file_sizes: dict[str, int] = {}
        self._written: dict[str, WrittenFile] = {}  # each scratch file, as the task wrote it

    def add(self, partition: PartitionShards) -> None:
        """The next partition's files (each set's, in order)."""
        for set_number, files in enumerate(partition):
            self._written.update((path, written) for path, _, written in files)
            if not cuts_shards(self.plan):
                self._cut[set_number] += [([], written) for _, _, written in files]
                continue
            for path, sizes, _ in files:
                record_sizes = cast(np.ndarray, sizes)  # kept by every task of a training export
                self._file_sizes[path] = int(record_sizes.sum())
                self._open[set_number].append(Piece(path, 0, record_sizes))
            self._write_shards(set_number, last=False)

    def _write_shards(self, set_number: int, last: bool) -> None:
        """Submit the shards of the set's open records but the last, which later records may still join
        (all of them when ``last``): a shard cut ends where the one-process writer ends it, whatever follows."""
        cut = cut_shards(self._open[set_number], self.plan.options.maxFileSize)
        self._open[set_number] = [] if last or not cut else cut.pop()
        for pieces in cut:
            index = len(self._cut[set_number])
            name = storage.basename(shard_path("", self.plan.set_prefixes[set_number], index, False))
            self._cut[set_number].append((pieces, self._shard_task(pieces, name)))

    def _shard_task(self, pieces: list[Piece], name: str) -> Any:
        level, scratch = self.plan.compression_level, self.scratch
        if not self.plan.options.compressed:
            whole = whole_file(pieces, self._file_sizes)
            return (self._written[whole] if whole is not None
                    else self._submit(assemble_shard, pieces, scratch, name, None, level, self.plan.threads))
        chunks = chunk_ranges(sum(piece.stop - piece.start for piece in pieces))
        if len(chunks) == 1:
            return self._submit(assemble_shard, pieces, scratch, name, "GZIP", level, self.plan.threads)
        return self._submit(join_shard, [self._submit(deflate_chunk, pieces, start, stop, scratch, level)
                                         for start, stop in chunks], scratch, name, level,
                            sum(len(piece.sizes) for piece in pieces))

    def _submit(self, function: Callable, *arguments: Any) -> Any:
        future = self.client.submit(function, *arguments, pure=False)
        self.futures.append(future)
        return future

    def add_to(self, outputs: Outputs, monitor: Monitor) -> tuple[list[str], list[WrittenFile]]:
        """Once all partitions are in: add every shard to ``outputs`` under its final name, with a ``.tfindex``
        beside each where asked (they arrive with the mixers and sidecar, or none does); (the .tfindex paths,
        each shard as written under its final name, for the sidecar's run)."""
        for set_number in range(len(self._cut)):
            if cuts_shards(self.plan):
                self._write_shards(set_number, last=True)
        tfindex_files = []
        shard_files = []
        for prefix, shards in zip(self.plan.set_prefixes, self._cut):
            for index, (pieces, shard) in enumerate(shards):
                final = shard_path(self.plan.folder, prefix, index, self.plan.options.compressed)
                written = (shard if isinstance(shard, WrittenFile)
                           else _result(shard, monitor, message("the shard {name}", name=storage.basename(final))))
                outputs.add(written.path, final, written.size)  # a worker's: checked by its size
                shard_files.append(dataclasses.replace(written, path=final))
                if self.plan.training.tfindex:
                    tfindex_files.append(write_tfindex(outputs, final, np.concatenate([p.sizes for p in pieces])))
        return tfindex_files, shard_files


# ----------------------------------------------------------------------------- import

def _records_from(paths, counts, start):
    """(path, index in that file, record) of the files' records from the ``start``-th on."""
    for path, count in zip(paths, counts):
        if start >= count:
            start -= count
            continue
        for index, record in enumerate(RecordReader(path)):
            if index >= start:
                yield path, index, record
        start = 0


class _RecordSlice(image_import.CountedRecords):
    """Records ``start`` to ``stop`` of the files, counted from 0 at ``start``."""

    def __init__(self, paths, counts, start, stop):
        self._records = itertools.islice(_records_from(paths, counts, start), stop - start)
        self.count = 0


class _RecordRowsSlice(image_import.CountedRecordRows):
    """Records ``start`` to ``stop`` of the files as blocks of rows (per-pixel records)."""

    def __init__(self, paths, counts, start, stop):
        first_file = 0
        while first_file < len(paths) - 1 and start >= counts[first_file]:
            start -= counts[first_file]
            stop -= counts[first_file]
            first_file += 1
        super().__init__(paths[first_file:])
        self._left = start
        self.take(start)
        self.count = 0
        self._left = stop - start

    def take(self, wanted):
        blocks = super().take(min(wanted, self._left))
        self._left -= sum(len(rows) for _, _, rows in blocks)
        return blocks


def _strip_mixer(mixer, rows):
    """The mixer of the patch rows ``rows`` alone (its grid indices counted from their first patch)."""
    first, stop = rows.start * mixer.patches_per_row, rows.stop * mixer.patches_per_row
    indices = None if mixer.patch_indices is None else [i - first for i in mixer.patch_indices
                                                        if first <= i < stop]
    return Mixer(mixer.crs, mixer.affine, mixer.patch_width, mixer.patch_height, mixer.patches_per_row,
                 stop - first, indices)


def _patches_before(mixer, patch_row):
    """Patches with records before ``patch_row``: every patch of the rows above, or those the index lists."""
    if mixer.patch_indices is None:
        return patch_row * mixer.patches_per_row
    return bisect.bisect_left(mixer.patch_indices, patch_row * mixer.patches_per_row)


def import_partition(counts: Sequence[int], rows: range,
                     plan: image_import.ImportPlan) -> tuple[np.ndarray | None, image_import.ValueSummary]:
    """The task: (the patch rows ``rows`` of the output as an array [bands, rows * patch height, width],
    the :class:`.import_image.ValueSummary` of its values); no array when the values need a wider type.

    Decoded by :func:`.import_image.decoded_patch_rows`, as the one-process
    import decodes all rows, on this partition's slice of the records
    (``counts``: each file's records).
    """
    strip = _strip_mixer(plan.mixer, rows)
    start = _patches_before(plan.mixer, rows.start) * plan.records_per_patch
    stop = start + strip.record_count * plan.records_per_patch
    records = (_RecordSlice if plan.mode == image_import.PATCH_RECORDS else _RecordRowsSlice)(
        plan.paths, counts, start, stop)
    # The one-process import's decoding, planned for this partition's rows; the client writes the window.
    partition = dataclasses.replace(plan, mixer=strip, record_count=stop - start)
    values_seen = image_import.value_summary(partition)
    rows_decoded = [decoded for _, decoded in image_import.decoded_patch_rows(partition, records, values_seen)]
    if values_seen.needs_wider_type:
        return None, values_seen
    return np.concatenate(rows_decoded, axis=1), values_seen


class _ClusterRasterWriter:
    """Writes an import's GeoTIFF from partitions of patch rows that the workers decode and place.

    The records of each file are counted first, one task per file, so each
    partition knows where its records start; the client writes the partitions'
    windows into the one tiled GeoTIFF in order, keeping a few partitions ahead.
    """

    def __init__(self, client, partitions):
        self.client = client
        self.partitions = partitions
        self.workers = max(1, len(client.scheduler_info().get("workers", {})))
        self._counts = None

    def _record_counts(self, paths, monitor, checks=None):
        """Each file's records, counted by a task a file; with ``checks`` (the export's own shards,
        core.layout.manifest) each file is also checked, whole, against the run its sidecar records."""
        if self._counts is None:
            futures = (self.client.map(count_records, paths, pure=False) if checks is None
                       else self.client.map(checked_count, paths, checks, pure=False))
            try:
                self._counts = [_result(future, monitor, message("counting the records of {path}", path=path))
                                for path, future in zip(paths, futures)]
            except BaseException:
                self.client.cancel(futures)
                raise
        return self._counts

    def __call__(self, output_path: str, plan: image_import.ImportPlan,
                 monitor: Monitor) -> image_import.ValueSummary:
        """Write the GeoTIFF of ``plan``, as :func:`.import_image.write_raster` does."""
        # The export's own shards are checked against its run before the tasks read them (not while they do:
        # each task reads a part of a file; docs/dask.md).
        counts = ((plan.file_counts if plan.shard_checks is None else None)
                  or self._record_counts(plan.paths, monitor, plan.shard_checks))
        if sum(counts) != plan.record_count:
            raise plan.count_error(sum(counts))
        mixer = plan.mixer
        runs = row_partitions(mixer.rows, self.partitions or _PARTITIONS_PER_WORKER * self.workers)
        ahead = 2 * self.workers
        values_seen = image_import.value_summary(plan)

        def fill_raster(dataset):
            pending: collections.deque = collections.deque()  # Dask futures, in partition order
            submitted = 0
            try:
                for number, rows in enumerate(runs):
                    while submitted < len(runs) and submitted <= number + ahead:
                        pending.append(self.client.submit(import_partition, counts, runs[submitted], plan,
                                                          pure=False))
                        submitted += 1
                    window, window_values = _result(pending.popleft(), monitor, _partition_text(number, runs))
                    values_seen.merge(window_values)
                    if window is None:  # values beyond the guessed Int32: the raster is not kept
                        self.client.cancel(list(pending))
                        return False
                    if dataset.WriteArray(window, 0, rows.start * mixer.patch_height) != 0:
                        raise image_import.gdal_failure(message("write rows from {row}",
                                                                row=rows.start * mixer.patch_height))
                    dataset.FlushCache()
                    monitor.progress(rows.stop, mixer.rows)
            except BaseException:
                self.client.cancel(list(pending))
                raise
            return True

        image_import.write_geotiff(output_path, plan, fill_raster, values_seen=values_seen, monitor=monitor)
        return values_seen


def import_image_on_cluster(client: Client, request: image_import.ImportRequest, *, partitions: int | None = None,
                            monitor: Monitor | None = None) -> image_import.ImportResult:
    """:func:`.import_image.import_image` of ``request`` with the records decoded and placed by the Dask
    ``client``'s workers, a partition of patch rows per task; same result."""
    return image_import.import_image(request, monitor=monitor, raster_writer=_ClusterRasterWriter(client, partitions))


# ----------------------------------------------------------------------------- predict

# What a worker process keeps between predict tasks: the onnxruntime session of each model (path, SHA-256,
# threads) once checked, and each thread's opened sources (GDAL datasets are not shared between threads).
_SESSIONS: dict[tuple[str, str, int | None], Any] = {}
_SESSIONS_LOCK = threading.Lock()
_SOURCES = threading.local()


def file_sha256(path: str) -> str:
    digest = hashlib.sha256()
    with open(path, "rb") as file:
        for block in iter(lambda: file.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def _worker_session(plan: PredictPlan) -> Any:
    """The worker's session of the plan's model, opened once a process, the file checked to be the one the client
    planned with (its SHA-256): a worker that sees another file at that path refuses it, naming both digests."""
    key = (plan.model, plan.model_sha256, plan.threads)
    with _SESSIONS_LOCK:
        if key not in _SESSIONS:
            found = file_sha256(plan.model)
            if found != plan.model_sha256:
                raise ModelFitError(message("the model {model} on this Dask worker is not the file the job was planned "
                                            "with (SHA-256 {found} here, {planned} on the client): give every worker "
                                            "the same file", model=plan.model, found=found,
                                            planned=plan.model_sha256))
            _SESSIONS[key] = open_session(plan.model, plan.threads)
        return _SESSIONS[key]


def _worker_source(plan: PredictPlan) -> StackedRaster:
    """This thread's opened sources of the plan, kept for the next task of the same sources (one set at a time)."""
    # Plain values (dataclasses, tuples): their repr tells two plans' sources apart (no pickle in the plugin's
    # code: plugins.qgis.org's Bandit scan flags the module).
    key = repr((plan.layers, plan.grid, plan.resampling, plan.layout.reach, plan.band_names))
    held = getattr(_SOURCES, "held", None)
    if held is not None and held[0] == key:
        return held[1]
    if held is not None:
        held[1].close()
        _SOURCES.held = None
    stacked = plan.open_source()
    _SOURCES.held = (key, stacked)
    return stacked


def predict_partition(plan: PredictPlan, rows: range, stop: str | None = None) -> np.ndarray:
    """The task: the predictions of the patch rows ``rows`` [bands, rows * ph, covered width], as
    :func:`.predict.predict_image.predict_rows` makes them in one process (batches never span two rows, so
    the values do not depend on the partition). ``stop``: the name of the job's Dask Event."""
    session = _worker_session(plan)
    stacked = _worker_source(plan)
    monitor = Monitor() if stop is None else Monitor(is_cancelled=_task_stopped(stop))
    return np.concatenate(list(prediction.predict_rows(plan, stacked, session, rows, monitor)), axis=1)


def predict_on_cluster(client: Client, request: PredictRequest, *, partitions: int | None = None,
                       monitor: Monitor | None = None, log: Callable[[str], object] | None = None
                       ) -> prediction.PredictResult:
    """:func:`.predict.predict_image.predict_image` of ``request`` with the model run by the Dask ``client``'s
    workers, a partition of whole patch rows per task; same result.

    The client plans (every check of the model and its output, before any task) and writes the GeoTIFF, and
    the EE-format predictions when asked, from the partitions' predictions in order, a few partitions ahead.
    Each worker opens the sources and an onnxruntime session once a process; the model must be at the same path
    on every worker, the same file (its SHA-256 is checked). The request's ``threads``: each task's model
    threads; None gives 1, as Dask gives each task a core of its own.
    """
    monitor = as_monitor(monitor)
    log = log or (lambda line: None)
    if request.threads is None:
        request = dataclasses.replace(request, threads=1)
    plan, stacked, _ = plan_predict(request)
    stacked.close()  # the workers open the sources themselves
    plan = dataclasses.replace(plan, model_sha256=file_sha256(plan.model))
    layout = plan.layout
    workers = max(1, len(client.scheduler_info().get("workers", {})))
    runs = row_partitions(layout.rows, partitions or _PARTITIONS_PER_WORKER * workers)
    log(_partitions_text(len(runs), workers))
    job = new_job_id()
    stop = f"tfrecord-predict-stop-{job}"

    def predicted_rows() -> Generator[np.ndarray, None, None]:
        futures: list = []
        submitted = 0
        try:
            for number, rows in enumerate(runs):
                while submitted < len(runs) and submitted <= number + 2 * workers:
                    futures.append(client.submit(predict_partition, plan, runs[submitted], stop, pure=False,
                                                 key=f"tfrecord-predict-{job}-{submitted:05d}"))
                    submitted += 1
                window = _result(futures[number], monitor, _partition_text(number, runs))
                futures[number] = None  # its window is let go of once written
                monitor.progress(rows.stop * layout.patches_per_row, layout.total_patches)
                for row in range(len(rows)):  # patch rows, as predict_rows gives them (the EE records go by row)
                    yield window[:, row * layout.patch_height:(row + 1) * layout.patch_height]
        except BaseException:
            _stop_tasks(client, stop, [future for future in futures if future is not None])
            raise
        finally:
            # A generator closed early (the writer failed) stops the tasks still running too.
            running = [future for future in futures if future is not None and not future.done()]
            if running:
                _stop_tasks(client, stop, running)

    return prediction.write_predictions(request, plan, predicted_rows, log, monitor)
