"""Image exports on a Dask cluster: a partition of whole patch rows is one task (``pip install .[dask]``).

The client plans the export as :func:`.export_image.export_image` does (every
check before any file is written), then each task opens the sources itself,
writes the records of its patch rows through its own shard writer into a
scratch folder beside the outputs, under names no reader takes for an export,
and returns their paths. A last step on the client renames the shards, in
partition order, to EE's ``PREFIX-00000...`` and writes the mixer (or index
sidecar), so the records come in the one-process export's order, and every
shard stays within maxFileSize. A failed or cancelled job removes the scratch
folder: no finished-looking file is left. Tasks write under a name of their own
attempt, so a task that Dask reruns after its worker died never meets the files
of the dead attempt.

Workers need GDAL and this package, the sources at the same paths or URLs
(shared storage, ``/vsicurl/``, ``/vsis3/``), and the output folder on storage
every worker and the client share.
"""

import contextlib
import os
import shutil
import time
import uuid

from .export_image import describe_export, finish_export, nothing_kept_error, plan_export, write_patch_rows
from .naming import mixer_path, shard_path
from .progress import Monitor, as_monitor

_POLL_SECONDS = 0.1
_PARTITIONS_PER_WORKER = 4  # several per worker, so a slow partition does not hold the others back
SCRATCH_PREFIX = ".tfrecord-bridge-partitions-"


class ClusterJobError(RuntimeError):
    """A task of a distributed job failed; nothing the job wrote is left. The message names the partition."""


@contextlib.contextmanager
def dask_client(scheduler=None, workers=None):
    """A ``distributed.Client``: of the scheduler at ``scheduler``, else of a LocalCluster of ``workers``
    processes with one thread each (the cluster stops when the block ends)."""
    try:
        from distributed import Client, LocalCluster
    except ImportError as error:
        raise ClusterJobError("running on a Dask cluster needs dask.distributed: pip install "
                              "'tfrecord-bridge[dask]' (or: pip install 'dask[distributed]')") from error
    if scheduler:
        try:
            client = Client(scheduler, timeout="20s")
        except OSError as error:
            raise ClusterJobError(f"cannot reach the Dask scheduler at {scheduler}: {error}") from error
        with client:
            yield client
        return
    with LocalCluster(n_workers=int(workers or 1), threads_per_worker=1, processes=True,
                      dashboard_address=None) as cluster, Client(cluster) as client:
        yield client


def row_partitions(rows, partitions):
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
    return f"patch rows {rows.start}-{rows.stop - 1}" if len(rows) > 1 else f"patch row {rows.start}"


def export_partition(plan, rows, scratch, number):
    """The task: write the records of ``rows`` into ``scratch``; (shard paths in order, grid indices kept)."""
    stacked = plan.open_source()
    encoder = plan.encoder(stacked)
    attempt = uuid.uuid4().hex[:12]
    suffix = ".tfrecord.gz" if plan.options.compressed else ".tfrecord"

    def path_of(index):
        return os.path.join(scratch, f"{number:05d}-{attempt}-{index:05d}{suffix}")

    with plan.shard_writer(path_of) as writer:
        kept = write_patch_rows(plan, stacked, encoder, writer, rows, Monitor())
    return writer.paths, kept


def _remove_tree(path):
    # A task still running when the job failed may create a file while the folder is being removed.
    for _ in range(20):
        shutil.rmtree(path, ignore_errors=True)
        if not os.path.lexists(path):
            return
        time.sleep(_POLL_SECONDS)


def _failure(error, number, count, rows):
    where = f"partition {number + 1} of {count} ({_rows_text(rows)})"
    if type(error).__name__ == "KilledWorker":
        return ClusterJobError(f"a Dask worker died while writing {where} ({error}); the job stopped and "
                               "left no file")
    return ClusterJobError(f"{where} failed on its Dask worker: {type(error).__name__}: {error}; the job "
                           "stopped and left no file")


def export_image_on_cluster(client, layers, folder, prefix, options=None, grid=None, band_names=None,
                            resampling="nearest", partitions=None, monitor=None, log=None):
    """:func:`.export_image.export_image` run by the workers of the Dask ``client``; same arguments and result.

    ``partitions``: how many tasks the patch rows are cut into (default four per
    worker, at most one per patch row).
    """
    monitor = as_monitor(monitor)
    log = log or (lambda line: None)
    plan, stacked = plan_export(layers, folder, prefix, options, grid, band_names, resampling)
    features = plan.encoder(stacked).features
    del stacked  # the workers open the sources themselves
    workers = max(1, len(client.scheduler_info().get("workers", {})))
    runs = row_partitions(plan.layout.rows, partitions or _PARTITIONS_PER_WORKER * workers)
    log(describe_export(plan))
    log(f"{len(runs)} partitions of whole patch rows on {workers} Dask worker(s)")

    job = uuid.uuid4().hex[:12]
    scratch = os.path.join(os.path.dirname(mixer_path(plan.folder, plan.prefix)), SCRATCH_PREFIX + job)
    os.makedirs(scratch)
    futures = []
    files = []
    try:
        futures = [client.submit(export_partition, plan, rows, scratch, number, pure=False,
                                 key=f"tfrecord-export-{job}-{number:05d}")
                   for number, rows in enumerate(runs)]
        outcome = [None] * len(futures)
        pending = set(range(len(futures)))
        total, patches_per_row = plan.layout.total_patches, plan.layout.patches_per_row
        done = 0
        while pending:
            for number in sorted(pending):
                future = futures[number]
                if not future.done():
                    continue
                error = future.exception() if future.status != "finished" else None
                if error is not None or future.status != "finished":
                    raise _failure(error or RuntimeError(future.status), number, len(runs), runs[number])
                outcome[number] = future.result()
                pending.discard(number)
                done += len(runs[number]) * patches_per_row
                monitor.progress(done, total)
            monitor.check()
            if pending:
                time.sleep(_POLL_SECONDS)
        kept = [index for _, indices in outcome for index in indices]
        if not kept:
            raise nothing_kept_error(plan.options)
        for partial in (path for paths, _ in outcome for path in paths):
            final = shard_path(plan.folder, plan.prefix, len(files), plan.options.compressed)
            os.replace(partial, final)
            files.append(final)
        return finish_export(plan, features, files, kept, log)
    except BaseException:
        client.cancel(futures)
        for path in files:
            with contextlib.suppress(FileNotFoundError):
                os.remove(path)
        raise
    finally:
        _remove_tree(scratch)
