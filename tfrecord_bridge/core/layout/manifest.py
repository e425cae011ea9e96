"""The export's run in its sidecar: the files it wrote, so that a reader sees one export or refuses (FORMAT.md 3.6).

A mixer places record k at patch k, and nothing in a TFRecord file says which
export wrote it or where a record belongs: a shard of an earlier export beside
the new mixer, a mixer edited to patchesPerRow 4 from 8 with the same total, or
two records swapped (their CRCs still valid) all import as a scrambled raster.
So the export sidecar keeps the run (``"run"``): a random id, each shard's name
(beside the sidecar), records, bytes and SHA-256 as written, and each mixer's
and index's numbers. The import and inspect check the files against it:

- the mixer or index, when the run lists its name, must say what the run wrote;
- shards, when any file read is named as one of the run's shards (the export's
  own files, not a model's predictions, which have other names), must be the
  run's shards of that prefix, all of them, in order, each of the records, bytes
  and SHA-256 the run lists: a digest over the file's bytes in order also
  catches records swapped or changed.

The digests are taken as the bytes are written (:class:`.records.RecordWriter`)
and as they are read (:class:`.records.RecordReader` with a digest), so neither
side reads a file twice. A sidecar without the run (written before it, or by
hand) checks nothing, as before.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import asdict, dataclass
from typing import Any

from ..base.messages import message, n_records
from ..codec.records import FileDigest, RecordReader, WrittenFile
from ..places import storage
from .mixer import Mixer
from .naming import shard_prefix

RUN_KEY = "run"


@dataclass
class RunShard:
    """One shard the run wrote: its name beside the sidecar, records, bytes and SHA-256 (of the bytes as stored)."""

    name: str
    records: int
    bytes: int
    sha256: str


@dataclass
class RunMixer:
    """One mixer or index the run wrote: the numbers that place its records (EE's names)."""

    name: str
    patchesPerRow: int  # noqa: N815 (EE's names, as in the mixer)
    totalPatches: int  # noqa: N815
    patchDimensions: list[int]
    doubleMatrix: list[float]  # noqa: N815
    crsSha256: str  # noqa: N815 (a WKT can be long: its digest)
    patchIndicesSha256: str | None = None  # noqa: N815 (an index file's; None: a mixer)


@dataclass
class ExportRun:
    """What one export run wrote (the sidecar's ``"run"``)."""

    id: str
    shards: list[RunShard]
    mixers: list[RunMixer]

    def mixer(self, name: str) -> RunMixer | None:
        return next((entry for entry in self.mixers if entry.name == name), None)

    def shard(self, name: str) -> RunShard | None:
        return next((entry for entry in self.shards if entry.name == name), None)


def _sha256_text(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def _indices_sha256(indices: Sequence[int]) -> str:
    """The SHA-256 of an index file's patchIndices written as decimal numbers joined by commas."""
    return _sha256_text(",".join(str(int(index)) for index in indices))


def run_mixer(name: str, mixer: Mixer) -> RunMixer:
    """The run's entry of ``mixer`` written as ``name`` (an index when it has patch indices)."""
    return RunMixer(storage.basename(name), int(mixer.patches_per_row), int(mixer.total_patches),
                    [int(mixer.patch_width), int(mixer.patch_height)], [float(v) for v in mixer.affine],
                    _sha256_text(mixer.crs),
                    None if mixer.patch_indices is None else _indices_sha256(mixer.patch_indices))


def new_run(run_id: str, shards: Iterable[WrittenFile], mixers: Mapping[str, Mixer]) -> ExportRun:
    """The run ``run_id`` (its outputs' :attr:`.outputs.Outputs.run_id`, random, so two runs of one export, even
    byte for byte alike, are told apart) of an export that wrote these ``shards`` (final paths) and ``mixers``
    ({path: mixer})."""
    return ExportRun(run_id,
                     [RunShard(storage.basename(shard.path), shard.records, shard.size, shard.sha256)
                      for shard in shards],
                     [run_mixer(path, mixer) for path, mixer in mixers.items()])


def run_data(run: ExportRun) -> dict[str, Any]:
    """The run as the sidecar's JSON holds it."""
    return asdict(run)


def _plain_name(value: Any) -> str:
    name = str(value)
    # The run names files beside the sidecar: a path is not one of them, whatever wrote it.
    if not name or "/" in name or "\\" in name or name in (".", ".."):
        raise ValueError(message("run file name {name!r} is not a plain file name", name=name))
    return name


def _count(value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise ValueError(message("{value!r} is not a count", value=value))
    return value


def _digest(value: Any) -> str:
    text = str(value)
    if len(text) != 64 or any(character not in "0123456789abcdef" for character in text):
        raise ValueError(message("{value!r} is not a SHA-256 in hex", value=value))
    return text


def parse_run(data: Any) -> ExportRun | None:
    """The sidecar's ``"run"`` (None when absent); ValueError, KeyError or TypeError when malformed."""
    if data is None:
        return None
    if not isinstance(data, dict):
        raise ValueError(message("{key} must be an object", key=RUN_KEY))
    shards = [RunShard(_plain_name(entry["name"]), _count(entry["records"]), _count(entry["bytes"]),
                       _digest(entry["sha256"])) for entry in data["shards"]]
    mixers = []
    for entry in data["mixers"]:
        indices = entry.get("patchIndicesSha256")
        mixers.append(RunMixer(_plain_name(entry["name"]), _count(entry["patchesPerRow"]),
                               _count(entry["totalPatches"]), [_count(v) for v in entry["patchDimensions"]],
                               [float(v) for v in entry["doubleMatrix"]], _digest(entry["crsSha256"]),
                               None if indices is None else _digest(indices)))
    return ExportRun(str(data["id"]), shards, mixers)


# ----------------------------------------------------------------------------- checks


def mixer_problem(run: ExportRun | None, mixer: Mixer, sidecar_name: str) -> str | None:
    """Why ``mixer`` (read from a file the run lists) is not the one the run wrote; None when it is, or when the
    run does not list its name (a mixer given under another name checks nothing)."""
    if run is None or not mixer.path:
        return None
    entry = run.mixer(storage.basename(mixer.path))
    if entry is None:
        return None
    found = run_mixer(mixer.path, mixer)
    for key in ("patchesPerRow", "totalPatches", "patchDimensions", "doubleMatrix", "crsSha256",
                "patchIndicesSha256"):
        said, wrote = getattr(found, key), getattr(entry, key)
        if said != wrote:
            shown_key = {"doubleMatrix": "projection.affine.doubleMatrix", "crsSha256": "projection.crs",
                         "patchIndicesSha256": "patchIndices"}.get(key, key)
            if key in ("crsSha256", "patchIndicesSha256"):  # digests: no number to show
                return message("{mixer}: {key} is not what the export sidecar {sidecar} says the export (run {run}) "
                               "wrote: the mixer was changed, or is another export's; its records would be placed "
                               "wrongly", mixer=mixer.path, key=shown_key, sidecar=sidecar_name, run=run.id)
            return message("{mixer}: {key} is {said}, but the export sidecar {sidecar} says the export (run {run}) "
                           "wrote {wrote}: the mixer was changed, or is another export's; its records would be "
                           "placed wrongly", mixer=mixer.path, key=shown_key, said=said, sidecar=sidecar_name,
                           run=run.id, wrote=wrote)
    return None


def _stale_sidecar_hint(sidecar_name: str) -> str:
    return message("if these files are another export's, or a model's predictions named after the export's shards, "
                   "the sidecar {sidecar} is not theirs: remove it (or rename the predictions, e.g. "
                   "pred-00000.tfrecord.gz)", sidecar=sidecar_name)


def expected_shards(run: ExportRun | None, paths: Sequence[str],
                    sidecar_name: str) -> tuple[tuple[RunShard | None, ...] | None, str | None]:
    """(the run's entry of each of ``paths``, or None when they are not the export's own shards; the problem,
    naming the file, when they are and are not all of the run's shards of their prefix, in order).

    The files are the export's own when any is named as one of the run's shards; then they must be shards the
    run wrote under that prefix, in its order. Files named otherwise (a model's predictions) are not checked
    against the run."""
    if run is None:
        return None, None
    names = [storage.basename(path) for path in paths]
    listed = [name for name in names if run.shard(name) is not None]
    if not listed:
        return None, None
    stem = shard_prefix(listed[0])
    wanted = [entry for entry in run.shards if shard_prefix(entry.name) == stem]
    wanted_names = [entry.name for entry in wanted]
    hint = _stale_sidecar_hint(sidecar_name)
    for path, name in zip(paths, names):
        if name not in wanted_names:
            return None, message("{path}: not one of the shards the export sidecar {sidecar} lists for run {run} "
                                 "({shards}): a file of another export beside this one's; {hint}",
                                 path=path, sidecar=sidecar_name, run=run.id, shards=_few(wanted_names), hint=hint)
    # A shard of the run missing leaves the records short of the mixer's count, which the import refuses in
    # its own words (the files hold N records, the mixer places M); inspect may look at some shards only.
    if names != [name for name in wanted_names if name in names]:
        return None, message("{path}: the shards are read out of the order the export wrote them ({shards})",
                             path=paths[0], shards=_few(wanted_names))
    return tuple(wanted[wanted_names.index(name)] for name in names), None


def _few(names: Sequence[str]) -> str:
    return ", ".join(names[:4]) + (", ..." if len(names) > 4 else "")


def size_problem(path: str, entry: RunShard, run: ExportRun, sidecar_name: str, size: int) -> str | None:
    """Why a shard of ``size`` bytes is not the one the run wrote (None: the size agrees)."""
    if size == entry.bytes:
        return None
    return message("{path}: {size} bytes, but the export sidecar {sidecar} says run {run} wrote {expected} bytes "
                   "here: the file is another export's, or was changed since; {hint}", path=path, size=size,
                   sidecar=sidecar_name, run=run.id, expected=entry.bytes, hint=_stale_sidecar_hint(sidecar_name))


def read_problem(path: str, entry: RunShard, run_id: str, sidecar_name: str, records: int,
                 digest: FileDigest) -> str | None:
    """Why the file just read whole (``records``, its bytes through ``digest``) is not the shard the run wrote."""
    if records != entry.records:
        return message("{path}: {records}, but the export sidecar {sidecar} says run {run} wrote {expected} in it",
                       path=path, records=n_records(records), sidecar=sidecar_name, run=run_id,
                       expected=n_records(entry.records))
    if not digest.whole or digest.size != entry.bytes or digest.hexdigest() != entry.sha256:
        return message("{path}: its bytes are not those run {run} wrote (SHA-256 in the export sidecar {sidecar}): "
                       "its records were changed or put in another order, or the file was replaced while it was "
                       "read", path=path, run=run_id, sidecar=sidecar_name)
    return None


@dataclass(frozen=True)
class ShardCheck:
    """What a reader checks a file against: its entry in the run, for messages the run's id and the sidecar."""

    entry: RunShard
    run_id: str
    sidecar_name: str

    def problem(self, path: str, records: int, digest: FileDigest) -> str | None:
        return read_problem(path, self.entry, self.run_id, self.sidecar_name, records, digest)


def shard_checks(run: ExportRun | None, paths: Sequence[str], sidecar_name: str, for_import: bool = True
                 ) -> tuple[tuple[ShardCheck | None, ...] | None, list[tuple[str, str]]]:
    """(a check for each of ``paths`` or None when they are not the export's own shards; the problems found
    before reading them, each (path, text): a file not of the run, out of order, and ``for_import``, one of
    another size: the import refuses it before writing; inspect, which reads every file, says what it reads
    in each, its records first)."""
    entries, problem = expected_shards(run, paths, sidecar_name)
    if problem is not None or entries is None or run is None:
        return None, [] if problem is None else [(paths[0], problem)]
    problems = []
    checks: list[ShardCheck | None] = []
    for path, entry in zip(paths, entries):
        try:
            if entry is not None and for_import:
                storage.check_regular_input(path)  # a FIFO's size (0) is not what is wrong with it
            found = (None if entry is None or not for_import
                     else size_problem(path, entry, run, sidecar_name, storage.getsize(path)))
        except OSError:
            found = None  # reading it says why it cannot be read
        if found is not None:
            problems.append((path, found))  # said once: the reading need not say it again
        checks.append(None if entry is None or found is not None else ShardCheck(entry, run.id, sidecar_name))
    return tuple(checks), problems


def checked_count(path: str, check: ShardCheck | None) -> int:
    """The records of ``path`` (as :func:`.records.count_records`), each byte checked against ``check`` when one
    is given: ValueError naming the file when they are not the shard the run wrote. A Dask import's count task.
    With a check the records' CRCs are checked too, as every byte is read anyway: a damaged record is named."""
    if check is None:
        return RecordReader(path).count()
    digest = FileDigest()
    reader = RecordReader(path, digest=digest)
    records = sum(1 for _ in reader)
    if check is not None and digest is not None:
        problem = check.problem(path, records, digest)
        if problem is not None:
            raise ValueError(problem)
    return records
