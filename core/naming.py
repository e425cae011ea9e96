"""EE's file names for a patch export (FORMAT.md 3.4).

``PREFIX-00000.tfrecord.gz``, ... and ``PREFIX-mixer.json``; a prefix that is
empty or ends in '/' names a folder: ``00000.tfrecord.gz``, ``mixer.json``.
"""

from __future__ import annotations

import glob
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


def sidecar_beside(mixer_or_index: str | os.PathLike[str]) -> str | None:
    """The export sidecar next to a mixer or index file (same prefix), if there is one."""
    folder, name = os.path.split(os.fspath(mixer_or_index))
    for suffix in ("mixer.json", "index.json"):
        if name.endswith(suffix):
            candidate = os.path.join(folder, name[:-len(suffix)] + "sidecar.json")
            return candidate if os.path.exists(candidate) else None
    return None


# What an export with a prefix writes, after its stem (for finding the temporary files of a killed run).
OUTPUT_NAMES = r"\d{5}\.tfrecord(?:\.gz)?|mixer\.json|index\.json|sidecar\.json"


def output_stem(folder: str, prefix: str) -> str:
    """What every file of an export with this prefix starts with."""
    return _stem(folder, prefix)


def table_path(folder: str, prefix: str) -> str:
    return os.path.join(folder, prefix + ".tfrecord.gz")


_SHARD_NAME = re.compile(r"\d{5}\.tfrecord(\.gz)?$")


def find_shards(folder: str, prefix: str) -> list[str]:
    """The shards of an export in file-name order (records continue across them in this order)."""
    stem = _stem(folder, prefix)
    candidates = glob.glob(glob.escape(stem) + "*.tfrecord") + glob.glob(glob.escape(stem) + "*.tfrecord.gz")
    return sorted(p for p in candidates if _SHARD_NAME.fullmatch(p[len(stem):]))


def mixer_beside(paths: Iterable[str]) -> str | None:
    """The EE-named mixer (or index sidecar) next to the given shard files, if there is one."""
    for path in sorted(paths):
        folder, name = os.path.split(path)
        # Any number of digits: a training script's pred-1.tfrecord has its mixer beside it too.
        match = re.fullmatch(r"(.*?)(-?)\d+\.tfrecord(\.gz)?", name)
        if not match:
            continue
        for sidecar in ("mixer.json", "index.json"):
            candidate = os.path.join(folder, match.group(1) + match.group(2) + sidecar)
            if os.path.exists(candidate):
                return candidate
    return None
