"""EE's file names for a patch export (FORMAT.md 3.4).

``PREFIX-00000.tfrecord.gz``, ... and ``PREFIX-mixer.json``; a prefix that is
empty or ends in '/' names a folder: ``00000.tfrecord.gz``, ``mixer.json``.

The one home of shard names: the patterns that read them, finding an export's shards in a folder
(:func:`find_shards` for our own exports' files, :func:`find_export` for any export's) and the order records
continue across them in (:func:`files_in_numbered_order`).
"""

from __future__ import annotations

import os
import re
import uuid
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Union

from ..base.import_errors import ImageImportError
from ..base.messages import counted, message, n_files
from ..places import storage
from ..places.json_input import MAX_SIDECAR_BYTES, loads, read_text

if TYPE_CHECKING:
    PathLike = Union[str, os.PathLike]


def _stem(folder, prefix):
    if not prefix or prefix.endswith("/"):
        return storage.join(folder, prefix)
    return storage.join(folder, prefix + "-")


# The names of every file an export writes, after its stem: the one list its paths, the patterns that find
# them (OUTPUT_NAMES, find_shards, find_tfindexes) and export_files are made from.
PLAIN_SUFFIX = ".tfrecord"  # a shard's, followed by GZIP_SUFFIX when it is GZIP (EE's names)
GZIP_SUFFIX = ".gz"
TFINDEX_SUFFIX = ".tfindex"
MIXER_NAME = "mixer.json"
INDEX_NAME = "index.json"  # our sidecar listing the kept patches when maskedThreshold dropped some
SIDECAR_NAME = "sidecar.json"  # what the mixer cannot say (defaultValue, band names and types, kernel, edge mode)
STAC_ITEM_NAME = "stac-item.json"  # the STAC Item of the export or of a training set (core.layout.stac)
SIDECAR_NAMES = (MIXER_NAME, INDEX_NAME, SIDECAR_NAME, STAC_ITEM_NAME)
# The STAC catalog of a folder's Items, which every export (of any prefix) writing an Item there updates.
CATALOG_NAME = "catalog.json"
_TFINDEX_NAME = re.compile(r"\d{5}" + re.escape(TFINDEX_SUFFIX))


def shard_suffix(compressed: bool) -> str:
    """What a shard's name ends with: '.tfrecord.gz' for a GZIP shard (EE's name), '.tfrecord' for a plain one."""
    return PLAIN_SUFFIX + (GZIP_SUFFIX if compressed else "")


def shard_path(folder: str, prefix: str, index: int, compressed: bool) -> str:
    return _stem(folder, prefix) + f"{index:05d}{shard_suffix(compressed)}"  # a Place's stays one


def mixer_path(folder: str, prefix: str) -> str:
    return _stem(folder, prefix) + MIXER_NAME


def index_path(folder: str, prefix: str) -> str:
    """Our sidecar listing the kept patches when maskedThreshold dropped some."""
    return _stem(folder, prefix) + INDEX_NAME


def stac_item_path(folder: str, prefix: str) -> str:
    """The STAC Item of an export (or of a training set, under its prefix): PREFIX-stac-item.json."""
    return _stem(folder, prefix) + STAC_ITEM_NAME


def sidecar_path(folder: str, prefix: str) -> str:
    """Our export sidecar: what the mixer cannot say (defaultValue, band names and types, kernel, edge mode)."""
    return _stem(folder, prefix) + SIDECAR_NAME


def set_prefix(prefix: str, name: str) -> str:
    """The prefix of a training set's files (FORMAT.md 3.7): PREFIX-train; 'train' for a folder prefix
    ('sub/train' for 'sub/')."""
    if not prefix or prefix.endswith("/"):
        return (prefix or "") + name
    return f"{prefix}-{name}"


# A training set's name (FORMAT.md 3.7): a letter, then letters, digits and '_'; never a path.
SET_NAME = re.compile(r"[A-Za-z][A-Za-z0-9_]*")


def sets_of(splits: object, prefix: str) -> list[str]:
    """The training sets a sidecar's ``splits`` (as read from a folder or bucket) names for the export with
    this ``prefix``: only those with a plain name (:data:`SET_NAME`) recorded with the prefix
    :func:`set_prefix` gives it. Any other entry names no file of this export (``../../other/v``, another
    export's prefix) and is left out, so that nothing outside the export's own files is ever set aside or
    deleted for it. A set whose prefix holds an export of its own (:func:`separate_export_sidecar`) is
    that export's: the caller leaves it out too, where it knows the folder."""
    sets = splits.get("sets") if isinstance(splits, dict) else None
    if not isinstance(sets, dict):
        return []
    return [name for name, entry in sets.items()
            if isinstance(name, str) and SET_NAME.fullmatch(name) and isinstance(entry, dict)
            and entry.get("prefix") == set_prefix(prefix, name)]


def separate_export_sidecar(folder: str, prefix: str, name: str) -> str | None:
    """The export sidecar under the prefix of the training set ``name`` of the export with this ``prefix``
    (PREFIX-train-sidecar.json), where there is one: a split export writes none for its sets, so the files
    under that prefix are another export's, which no run of this prefix may set aside, delete or write."""
    path = sidecar_path(folder, set_prefix(prefix, name))
    return path if storage.lexists(path) else None


def tfindex_path(shard: str | os.PathLike[str]) -> str:
    """The ``.tfindex`` beside an uncompressed shard: PREFIX-00000.tfindex, as the tfrecord package's
    tfrecord2idx names it."""
    shard = os.fspath(shard)
    return (shard[:-len(PLAIN_SUFFIX)] if shard.endswith(PLAIN_SUFFIX) else os.path.splitext(shard)[0]) + TFINDEX_SUFFIX


def tfindex_text(sizes: Sequence[int]) -> str:
    """A ``.tfindex``: one 'offset length' line per record (its framed size), as the tfrecord package's
    tfrecord2idx writes them."""
    lines, offset = [], 0
    for size in sizes:
        lines.append(f"{offset} {size}\n")
        offset += int(size)
    return "".join(lines)


def read_tfindex(path: str | os.PathLike[str], file_size: int) -> list[int]:
    """The record offsets a ``.tfindex`` lists for its shard of ``file_size`` bytes; ValueError naming it when its
    lines do not tile the shard, record after record (an index of another version of the file)."""
    text = read_text(path, max(MAX_SIDECAR_BYTES, 3 * file_size), message("a .tfindex file"))
    offsets, end = [], 0
    for number, line in enumerate(text.splitlines(), 1):
        parts = line.split()
        if not parts:
            continue
        try:
            offset, size = (int(part) for part in parts)
        except ValueError:
            offset, size = -1, 0
        if offset != end or size <= 0:
            raise ValueError(message("{path}: line {line} is not the 'offset length' of the record after the one "
                                     "before: the index does not belong to this version of the shard",
                                     path=path, line=number))
        offsets.append(offset)
        end = offset + size
    if end != file_size:
        raise ValueError(message("{path} indexes {indexed} bytes but its shard holds {size}: the index does not "
                                 "belong to this version of the shard", path=path, indexed=end, size=file_size))
    return offsets


def find_tfindexes(folder: str, prefix: str) -> list[str]:
    """The ``.tfindex`` files of an export's shards."""
    stem = _stem(folder, prefix)
    return [p for p in storage.names_starting(stem) if _TFINDEX_NAME.fullmatch(p[len(stem):])]


def _split_parent_sidecar(stem: str) -> str | None:
    """The sidecar of the split export a set's stem (``PREFIX-train-``) belongs to, if it names that set
    (under the set's own prefix: :func:`sets_of`)."""
    folder, name = storage.dirname(stem), storage.basename(stem)
    head, dash, set_name = name[:-1].rpartition("-") if name.endswith("-") else ("", "", "")
    candidate = storage.join(folder, (head + dash) + SIDECAR_NAME) if name else None
    if not candidate or not storage.exists(candidate):
        return None
    try:
        splits = loads(read_text(candidate, MAX_SIDECAR_BYTES, message("an export sidecar"))).get("splits")
    except (OSError, ValueError, AttributeError):
        return None
    return candidate if set_name in sets_of(splits, head if dash else _folder_prefix(splits, set_name)) else None


def _folder_prefix(splits: object, set_name: str) -> str:
    """The prefix of a split export written to a folder ('sub/', '' for none) as its sidecar recorded it for the
    set ``set_name``: only the set's name is in the file names, and the folder may have been renamed since."""
    sets = splits.get("sets") if isinstance(splits, dict) else None
    entry = sets.get(set_name) if isinstance(sets, dict) else None
    recorded = entry.get("prefix") if isinstance(entry, dict) else None
    folder = recorded[:-len(set_name)] if isinstance(recorded, str) and recorded.endswith(set_name) else ""
    return folder if folder.count("/") == 1 and folder.endswith("/") and folder not in ("./", "../") else ""


def sidecar_beside(mixer_or_index: str | os.PathLike[str]) -> str | None:
    """The export sidecar next to a mixer or index file (same prefix), if there is one; for a training set's
    (PREFIX-train-index.json) the split export's PREFIX-sidecar.json."""
    folder, name = storage.dirname(mixer_or_index), storage.basename(mixer_or_index)
    for suffix in (MIXER_NAME, INDEX_NAME):
        if name.endswith(suffix):
            candidate = storage.join(folder, name[:-len(suffix)] + SIDECAR_NAME)
            if storage.exists(candidate):
                return candidate
            return _split_parent_sidecar(storage.join(folder, name[:-len(suffix)]))
    return None


# What an export with a prefix writes, after its stem (for finding the temporary files of a killed run).
OUTPUT_NAMES = "|".join([r"\d{5}" + re.escape(PLAIN_SUFFIX) + f"(?:{re.escape(GZIP_SUFFIX)})?", _TFINDEX_NAME.pattern]
                        + [re.escape(name) for name in SIDECAR_NAMES])


def export_files(folder: str, prefix: str) -> list[str]:
    """The files an export with exactly this prefix writes, where they exist: its shards, their .tfindex files,
    its mixer, index and sidecar."""
    sidecars = [_stem(folder, prefix) + name for name in SIDECAR_NAMES]
    return find_shards(folder, prefix) + find_tfindexes(folder, prefix) + [
        path for path, there in zip(sidecars, storage.lexists_each(sidecars)) if there]


def output_stem(folder: str, prefix: str) -> str:
    """What every file of an export with this prefix starts with."""
    return _stem(folder, prefix)


def export_file_names(prefix: str, set_names: Iterable[str] = ()) -> str:
    """A regex of the names (in its folder) of every file an export with this prefix writes, and of those of
    its training sets ``set_names`` (each a :data:`SET_NAME`): what its commit journal may name."""
    stems = [storage.basename(_stem("", stem_prefix)) for stem_prefix in
             [prefix] + [set_prefix(prefix, name) for name in set_names if SET_NAME.fullmatch(name)]]
    return "(?:" + "|".join(map(re.escape, stems)) + f")(?:{OUTPUT_NAMES})|{re.escape(CATALOG_NAME)}"


def commit_journal_path(folder: str, prefix: str) -> str:
    """Where an export with this prefix keeps its commit journal (:mod:`.outputs`) while it renames its files:
    there only while it does, or after it was killed doing so."""
    return _stem(folder, prefix) + "commit.journal.part"


def export_lock_path(folder: str, prefix: str) -> str:
    """The lock an export with this prefix holds while it runs (:mod:`.writer_lock`): one writer at a time."""
    return _stem(folder, prefix) + "export.lock"


# A Dask export's scratch folder beside its outputs (core/distributed.py): this, the prefix, '-', a job id.
SCRATCH_PREFIX = ".tfrecord-bridge-partitions-"
_JOB_ID = re.compile(r"[0-9a-f]{12}")


def new_job_id() -> str:
    """A Dask job's id, as :func:`killed_scratch_folders` knows one."""
    return uuid.uuid4().hex[:12]


def scratch_folder(folder: str, prefix: str, job: str) -> str:
    """Where the Dask job ``job`` (:func:`new_job_id`) with this prefix writes its tasks' shards. Named after
    the prefix, so that the next export with it removes what a killed job left (as it removes a killed run's
    temporary files), and never the folder of another prefix's job, which may be running."""
    return _scratch_stem(folder, prefix) + job


def scratch_file_names(prefix: str) -> str:
    """A regex of the names, relative to the export's folder, of the files a Dask job with this prefix writes in
    its scratch folder (:func:`scratch_folder`): what its commit journal may name as the new files' temporary
    names."""
    return re.escape(storage.basename(_scratch_stem("", prefix))) + _JOB_ID.pattern + r"[/\\](?!\.\.?$)[^/\\]+"


def _scratch_stem(folder, prefix):
    return storage.join(storage.dirname(mixer_path(folder, prefix)), f"{SCRATCH_PREFIX}{storage.basename(prefix)}-")


def killed_scratch_folders(folder: str, prefix: str) -> list[str]:
    """The scratch folders Dask jobs with this prefix left: with their files, or (on S3) only with the uploads
    their tasks had begun, which list no object."""
    stem = _scratch_stem(folder, prefix)
    found = set()
    for path in storage.names_starting(stem, pending_uploads=True):
        job = path[len(stem):].split("/", 1)[0]
        if _JOB_ID.fullmatch(job):
            found.add(stem + job)
    return sorted(found)


def table_path(folder: str, prefix: str) -> str:
    return storage.join(folder, prefix + shard_suffix(True))


# What a shard's name ends with: '.tfrecord', then the suffix of a compression as the reader takes it from
# a name (records.compression_from_name): '.gz' (EE's exports and ours), '.zz' (TensorFlow's ZLIB files), or
# '.gzip' / '.zlib'. Every pattern below that names a shard ends in this one.
SHARD_EXTENSION = r"\.tfrecord(?:\.gz|\.gzip|\.zz|\.zlib)?"

# The shard names, each pattern once. What our exports write after their stem: five digits (find_shards).
_SHARD_NAME = re.compile(r"\d{5}" + SHARD_EXTENSION)
# What any export's shard (EE's, ours, a training script's 'pred-1') has after its stem: any number of digits.
_FOLDER_SHARD = re.compile(r"\d+" + SHARD_EXTENSION)
# A shard of an export with a prefix, PREFIX-<number>.tfrecord(.gz, .zz, ...): which prefixes a folder holds.
_PREFIXED_SHARD = re.compile(r"(.+)-\d+" + SHARD_EXTENSION)
# Any shard name, split into its stem before the dash and the dash, for the files its export wrote beside it.
_SHARD_BESIDE = re.compile(r"(.*?)(-?)\d+" + SHARD_EXTENSION)
# The end of an export's shard name after its prefix ('-00000.tfrecord.gz'), for the prefix alone.
_SHARD_SUFFIX = re.compile(r"-?\d{5}" + SHARD_EXTENSION + "$")
# A shard name: stem, number, extension; the number orders the shards ('pred-2' before 'pred-10').
_NUMBERED = re.compile(r"(?P<stem>.*?)(?P<number>\d+)(?P<extension>" + SHARD_EXTENSION + r"|\.gz)?")


def shard_prefix(name: str) -> str:
    """The prefix of an export's shard name: 'rgb' for 'rgb-00000.tfrecord.gz', '' for '00000.tfrecord'; a name
    that is not a five-digit shard's as it is."""
    return _SHARD_SUFFIX.sub("", name)


def find_shards(folder: str, prefix: str) -> list[str]:
    """The shards our export named ``prefix`` wrote in ``folder`` (five digits), in file-name order (records
    continue across them in this order). :func:`find_export` finds any export's, numbered in any way."""
    stem = _stem(folder, prefix)
    return [p for p in storage.names_starting(stem) if _SHARD_NAME.fullmatch(p[len(stem):])]


def _first_beside(paths: Iterable[str], names: Sequence[str]) -> str | None:
    """The first of ``names`` (with the shards' stem: PREFIX-mixer.json) that is there beside one of the shards
    ``paths``, trying the shards in name order."""
    for path in sorted(paths):
        folder, name = storage.dirname(path), storage.basename(path)
        # Any number of digits: a training script's pred-1.tfrecord has its mixer beside it too.
        match = _SHARD_BESIDE.fullmatch(name)
        if not match:
            continue
        for beside in names:
            candidate = storage.join(folder, match.group(1) + match.group(2) + beside)
            if storage.exists(candidate):
                return candidate
    return None


def mixer_beside(paths: Iterable[str]) -> str | None:
    """The EE-named index sidecar or mixer next to the given shard files, if there is one.

    The index first: a training set has both (FORMAT.md 3.7), and its records are the patches the index
    lists, not every patch the mixer describes."""
    return _first_beside(paths, ("index.json", "mixer.json"))


def journal_beside(paths: Iterable[str]) -> str | None:
    """The commit journal an export killed while renaming its files left beside these shards, if any."""
    return _first_beside(paths, ("commit.journal.part",))


def stopped_export(where: str, journal: str | None) -> ImageImportError:
    """The files of an export that was killed while it renamed them (its commit journal is left: :mod:`.outputs`)."""
    return ImageImportError(message("{where}: the export writing these files was stopped while it renamed them "
                                    "({journal} lists them): run that export again, which first puts back the "
                                    "earlier export or finishes the new one", where=where, journal=journal))


def _numbered(path: str) -> tuple[str, int, str] | None:
    """(stem, number, extension) of a shard's file name, or None when the name ends in no number."""
    match = _NUMBERED.fullmatch(storage.basename(path))
    return None if match is None else (match["stem"], int(match["number"]), match["extension"] or "")


def _listing(paths: Sequence[str], limit: int = 6) -> str:
    names = [storage.basename(path) for path in paths]
    if len(names) > limit:
        return message("{names}, ... ({files})", names=", ".join(names[:limit]), files=n_files(len(names)))
    return ", ".join(names)


def files_in_numbered_order(paths: Iterable[PathLike]) -> list[str]:
    """Files found together (in a folder, or picked in a file dialog) in the order their numbers give.

    Numbers sort as numbers, so 'pred-2' comes before 'pred-10' as a training
    script that does not zero-pad means it. When the names do not tell an order
    (no number, several stems, or one number twice) the import stops and names
    the files: records continue across the files, so a guessed order would
    scramble the tiles without a word.
    """
    files = [os.fspath(path) for path in paths]
    if len(files) <= 1:
        return files
    numbered = {path: _numbered(path) for path in files}
    unnumbered = [path for path, parts in numbered.items() if parts is None]
    parsed = {path: parts for path, parts in numbered.items() if parts is not None}
    if unnumbered:
        if len(unnumbered) == 1:
            raise ImageImportError(message("cannot tell the order of the files: {unnumbered} has no number at the end "
                                           "of the name; records continue across the files, so give the files as a "
                                           "list in the order they were written", unnumbered=_listing(unnumbered)))
        raise ImageImportError(message("cannot tell the order of the files: {unnumbered} have no number at the end of "
                                       "the name; records continue across the files, so give the files as a list in "
                                       "the order they were written", unnumbered=_listing(unnumbered)))
    stems = sorted({(parts[0], parts[2]) for parts in parsed.values()})
    if len(stems) > 1:
        series = ", ".join(stem + "<n>" + extension for stem, extension in stems)
        raise ImageImportError(counted(len(stems), "cannot tell the order of the files: they are numbered in %n series "
                                       "({series}); choose the files of one export, or give them as a list in the "
                                       "order they were written", "cannot tell the order of the files: they are "
                                       "numbered in %n series ({series}); choose the files of one export, or give "
                                       "them as a list in the order they were written", series=series))
    by_number: dict[int, list[str]] = {}
    for path, (_, number, _) in parsed.items():
        by_number.setdefault(number, []).append(path)
    repeated = [group for group in by_number.values() if len(group) > 1]
    if repeated:
        raise ImageImportError(message("cannot tell the order of the files: {repeated} carry the same "
                                       "number; keep one of them", repeated=_listing(repeated[0])))
    return [by_number[number][0] for number in sorted(by_number)]


def files_in_given_order(paths: Iterable[PathLike]) -> list[str]:
    """Files given as a list, in the order given; refused when their names' numbers say otherwise.

    A list is read as given (a model's outputs need not follow any naming). But
    a list of numbered files out of numbered order (a file dialog that sorted
    'pred-10' before 'pred-2', or a reversed list) is almost surely a mistake
    that would scramble the tiles silently, so it stops with both orders named.
    """
    files = [os.fspath(path) for path in paths]
    try:
        numbered = files_in_numbered_order(files)
    except ImageImportError:
        return files  # the names tell no order: the list's is the only one
    if numbered != files:
        raise ImageImportError(message("the files are listed as {listed} but numbered {numbered}: "
                                       "records continue across the files in the order given, so list them in the "
                                       "order they were written (or rename them)", listed=_listing(files),
                                       numbered=_listing(numbered)))
    return files


def _numbered_shards(folder: str, prefix: str) -> list[str]:
    """The shards named ``PREFIX-<n>.tfrecord(.gz)`` (or ``<n>.tfrecord(.gz)`` for a folder prefix), unordered."""
    if not prefix or prefix.endswith("/"):
        inside = storage.join(folder, prefix)
        return [storage.join(inside, name) for name in _names_in(inside) if _FOLDER_SHARD.fullmatch(name)]
    stem = prefix + "-"
    return [storage.join(folder, name) for name in _names_in(folder)
            if name.startswith(stem) and _FOLDER_SHARD.fullmatch(name[len(stem):])]


def _names_in(folder: str) -> list[str]:
    """The names in a folder (a bucket prefix); none when it is not a folder."""
    try:
        return storage.listdir(folder)
    except (FileNotFoundError, NotADirectoryError):
        return []


def find_export(folder: PathLike, prefix: str | None = "") -> tuple[list[str], str | None]:
    """(shards in numbered order, mixer or index path or None) of the export named ``prefix`` in ``folder``.

    With no prefix the folder's own export is used: folder-style names
    (``00000.tfrecord.gz``), else the one ``PREFIX-00000...`` export there.
    Shard numbers sort as numbers, zero-padded (EE's) or not.
    """
    folder = os.fspath(folder)
    prefix = prefix or ""
    shards = _numbered_shards(folder, prefix)
    if not shards and not prefix:
        prefixes = sorted({match.group(1) for match in map(_PREFIXED_SHARD.fullmatch, _names_in(folder)) if match})
        if len(prefixes) > 1:
            raise ImageImportError(message("{folder} holds several exports ({prefixes}): give the prefix",
                                           folder=folder, prefixes=', '.join(prefixes)))
        if prefixes:
            shards = _numbered_shards(folder, prefixes[0])
    if not shards and storage.exists(commit_journal_path(folder, prefix)):
        raise stopped_export(folder, commit_journal_path(folder, prefix))
    if not shards and storage.is_virtual(folder) and not storage.isdir(folder):
        raise ImageImportError(message("cannot list {folder}: {reason}", folder=folder,
                                       reason=storage.describe_failure(folder)))
    if not shards:
        if prefix and not prefix.endswith("/"):
            raise ImageImportError(message("no TFRecord shards named {first}, ... found in {folder}",
                                           first=f"{prefix}-00000.tfrecord(.gz)", folder=folder))
        raise ImageImportError(message("no TFRecord shards found in {folder}", folder=folder))
    shards = files_in_numbered_order(shards)
    return shards, mixer_beside(shards)
