"""EE's file names for a patch export (FORMAT.md 3.4).

``PREFIX-00000.tfrecord.gz``, ... and ``PREFIX-mixer.json``; a prefix that is
empty or ends in '/' names a folder: ``00000.tfrecord.gz``, ``mixer.json``.
"""

from __future__ import annotations

import glob
import json
import os
import re
from collections.abc import Iterable


def _stem(folder, prefix):
    if not prefix or prefix.endswith("/"):
        return os.path.join(folder, prefix)
    return os.path.join(folder, prefix + "-")


def shard_path(folder: str, prefix: str, index: int, compressed: bool) -> str:
    return f"{_stem(folder, prefix)}{index:05d}.tfrecord" + (".gz" if compressed else "")


def mixer_path(folder: str, prefix: str) -> str:
    return _stem(folder, prefix) + "mixer.json"


def index_path(folder: str, prefix: str) -> str:
    """Our sidecar listing the kept patches when maskedThreshold dropped some."""
    return _stem(folder, prefix) + "index.json"


def sidecar_path(folder: str, prefix: str) -> str:
    """Our export sidecar: what the mixer cannot say (defaultValue, band names and types, kernel, edge mode)."""
    return _stem(folder, prefix) + "sidecar.json"


def set_prefix(prefix: str, name: str) -> str:
    """The prefix of a training set's files (FORMAT.md 3.7): PREFIX-train; 'train' for a folder prefix
    ('sub/train' for 'sub/')."""
    if not prefix or prefix.endswith("/"):
        return (prefix or "") + name
    return f"{prefix}-{name}"


def tfindex_path(shard: str | os.PathLike[str]) -> str:
    """The ``.tfindex`` beside an uncompressed shard: PREFIX-00000.tfindex, as the tfrecord package's
    tfrecord2idx names it."""
    shard = os.fspath(shard)
    return (shard[:-len(".tfrecord")] if shard.endswith(".tfrecord") else os.path.splitext(shard)[0]) + ".tfindex"


def find_tfindexes(folder: str, prefix: str) -> list[str]:
    """The ``.tfindex`` files of an export's shards."""
    stem = _stem(folder, prefix)
    return sorted(p for p in glob.glob(glob.escape(stem) + "*.tfindex") if re.fullmatch(r"\d{5}\.tfindex",
                                                                                         p[len(stem):]))


def _split_parent_sidecar(stem: str) -> str | None:
    """The sidecar of the split export a set's stem (``PREFIX-train-``) belongs to, if it names that set."""
    folder, name = os.path.split(stem)
    head, dash, _ = name[:-1].rpartition("-") if name.endswith("-") else ("", "", "")
    candidate = os.path.join(folder, (head + dash) + "sidecar.json") if name else None
    if not candidate or not os.path.exists(candidate):
        return None
    try:
        with open(candidate, encoding="utf-8") as stream:
            sets = json.load(stream).get("splits", {}).get("sets", {})
        prefixes = [os.path.basename(entry.get("prefix", "")) for entry in sets.values()]
    except (OSError, ValueError, AttributeError):
        return None
    return candidate if name[:-1] in prefixes else None


def sidecar_beside(mixer_or_index: str | os.PathLike[str]) -> str | None:
    """The export sidecar next to a mixer or index file (same prefix), if there is one; for a training set's
    (PREFIX-train-index.json) the split export's PREFIX-sidecar.json."""
    folder, name = os.path.split(os.fspath(mixer_or_index))
    for suffix in ("mixer.json", "index.json"):
        if name.endswith(suffix):
            candidate = os.path.join(folder, name[:-len(suffix)] + "sidecar.json")
            if os.path.exists(candidate):
                return candidate
            return _split_parent_sidecar(os.path.join(folder, name[:-len(suffix)]))
    return None


# What an export with a prefix writes, after its stem (for finding the temporary files of a killed run).
OUTPUT_NAMES = r"\d{5}\.tfrecord(?:\.gz)?|\d{5}\.tfindex|mixer\.json|index\.json|sidecar\.json"


def output_stem(folder: str, prefix: str) -> str:
    """What every file of an export with this prefix starts with."""
    return _stem(folder, prefix)


def commit_journal_path(folder: str, prefix: str) -> str:
    """Where an export with this prefix keeps its commit journal (:mod:`.outputs`) while it renames its files:
    there only while it does, or after it was killed doing so."""
    return _stem(folder, prefix) + "commit.journal.part"


def journal_beside(paths: Iterable[str]) -> str | None:
    """The commit journal an export killed while renaming its files left beside these shards, if any."""
    for path in sorted(paths):
        folder, name = os.path.split(path)
        match = re.fullmatch(r"(.*?)(-?)\d+\.tfrecord(\.gz)?", name)
        if match:
            candidate = os.path.join(folder, match.group(1) + match.group(2) + "commit.journal.part")
            if os.path.exists(candidate):
                return candidate
    return None


def table_path(folder: str, prefix: str) -> str:
    return os.path.join(folder, prefix + ".tfrecord.gz")


# What a shard's name ends with: '.tfrecord', then the suffix of a compression as the reader takes it from
# a name (records.compression_from_name): '.gz' (EE's exports and ours), '.zz' (TensorFlow's ZLIB files), or
# '.gzip' / '.zlib'. Finding shards by folder, here and in import_image, goes by this one pattern.
SHARD_EXTENSION = r"\.tfrecord(?:\.gz|\.gzip|\.zz|\.zlib)?"

_SHARD_NAME = re.compile(r"\d{5}" + SHARD_EXTENSION)


def find_shards(folder: str, prefix: str) -> list[str]:
    """The shards of an export in file-name order (records continue across them in this order)."""
    stem = _stem(folder, prefix)
    return sorted(p for p in glob.glob(glob.escape(stem) + "*.tfrecord*") if _SHARD_NAME.fullmatch(p[len(stem):]))


def mixer_beside(paths: Iterable[str]) -> str | None:
    """The EE-named index sidecar or mixer next to the given shard files, if there is one.

    The index first: a training set has both (FORMAT.md 3.7), and its records are the patches the index
    lists, not every patch the mixer describes."""
    for path in sorted(paths):
        folder, name = os.path.split(path)
        # Any number of digits: a training script's pred-1.tfrecord has its mixer beside it too.
        match = re.fullmatch(r"(.*?)(-?)\d+" + SHARD_EXTENSION, name)
        if not match:
            continue
        for sidecar in ("index.json", "mixer.json"):
            candidate = os.path.join(folder, match.group(1) + match.group(2) + sidecar)
            if os.path.exists(candidate):
                return candidate
    return None
