"""What an image export will write, worked out before it runs: records, bytes and shard files.

Sizes are counted as the shard writer counts maxFileSize: serialized records plus
their TFRecord framing (core.codec.records.FRAMING_SIZE), before compression. Float and 8-bit (bytes)
values have a fixed size; int64 values are varints, counted here at
INT64_VALUE_BYTES each, so exports with native integer bands are estimates.
"""

from __future__ import annotations

import math
import os
import shutil
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

import numpy as np

from ..base.messages import message, n_patches, n_records, option_name
from ..codec.example import BYTES, FLOAT, encode_sequence_example
from ..codec.records import FRAMING_SIZE
from ..places import storage

if TYPE_CHECKING:
    from ..layout.format_options import FormatOptions
    from ..layout.grid import PatchLayout
    from .output_feature import OutputFeature

INT64_VALUE_BYTES = 2  # a varint: 1 byte below 128, 2 below 16384; typical classes and 8/16-bit values
# [ours] The sane bound of one export, whatever the disk: the patch grid's indices are held in memory (the kept
# patches, the sets), and a grid of more patches is a pixel size or an extent typed wrong, not a training set.
MAX_EXPORT_PATCHES = 100_000_000
MAX_EXPORT_BYTES = 1 << 50  # 1 PiB before compression
# Deflate writes at least one byte for every 1032 it takes in (FORMAT.md 1): the least a GZIP export can take.
DEFLATE_BEST_RATIO = 1032


class ExportSizeError(ValueError):
    """An export refused before anything is written: more than one export may write, or than the disk holds."""


@dataclass(frozen=True)
class ExportEstimate:
    records: int
    record_bytes: int  # one record, framing included
    total_bytes: int
    shards: int


def _varint_size(value):
    size = 1
    while value >= 0x80:
        value >>= 7
        size += 1
    return size


def _field_size(payload):
    """One length-delimited protobuf field: a one-byte tag, the length, the payload."""
    return 1 + _varint_size(payload) + payload


def _feature_size(kind, count):
    """The content of a Feature holding ``count`` values (floats and int64s packed, 8-bit pixels as one
    bytes value): its one {float,int64,bytes}_list field around the list's one value field."""
    if kind == FLOAT:
        values = _field_size(4 * count)
    elif kind == BYTES:
        values = _field_size(count)
    else:
        values = _field_size(INT64_VALUE_BYTES * count)
    return _field_size(values)


def example_bytes(features: Sequence[tuple[str, str, int]], tile_pixels: int) -> int:
    """Serialized size of one tf.train.Example holding each (name, kind, depth) feature over a tile."""
    # Example.features -> Features.feature map entries -> (key, value: Feature)
    entries = sum(_field_size(_field_size(len(name.encode())) + _field_size(_feature_size(kind, depth * tile_pixels)))
                  for name, kind, depth in features)
    return _field_size(entries)


def _zeros(kind, count):
    if kind == BYTES:
        return (BYTES, [b"\0" * count])
    return (kind, np.zeros(count, np.float32 if kind == FLOAT else np.int64))


def sequence_example_bytes(features: Sequence[tuple[str, str, Sequence[int], Sequence[bool]]],
                           collapse: bool) -> int:
    """Serialized size of one pixel's SequenceExample (sequenceData), encoded from zeros.

    ``features``: (name, kind, depths, array flags) per feature, as the exporter lays
    them out: scalar bands in the context, array bands as feature lists of one value
    a step; a collapsed feature is one list, each step every band's value.
    """
    context: dict = {}
    lists: dict = {}
    for name, kind, depths, arrays in features:
        if collapse:
            steps = max([d for d, is_array in zip(depths, arrays) if is_array] or [1])
            lists[name] = [_zeros(kind, len(depths))] * steps
        elif arrays[0]:
            lists[name] = [_zeros(kind, 1)] * depths[0]
        else:
            context[name] = _zeros(kind, 1)
    return len(encode_sequence_example(context, lists))


def estimate_export(planned_features: Sequence[OutputFeature], layout: PatchLayout,
                    options: FormatOptions) -> ExportEstimate:
    """The records, bytes and shards of an export of ``planned_features`` (core OutputFeature list).

    Shards: records never split across files, so each file takes as many whole
    records as fit in maxFileSize (at least one); for equal records that is
    ceil(records / per file), which is ceil(total bytes / maxFileSize) when a
    file's worth divides evenly.
    """
    tile_pixels = layout.tile_width * layout.tile_height
    if options.sequenceData:
        records = layout.total_patches * tile_pixels
        body = sequence_example_bytes(
            [(f.name, f.kind, f.depths, [b.is_array for b in f.bands]) for f in planned_features],
            options.collapseBands)
    else:
        records = layout.total_patches
        body = example_bytes([(f.name, f.kind, f.depth) for f in planned_features], tile_pixels)
    record_bytes = body + FRAMING_SIZE
    per_shard = max(1, options.maxFileSize // record_bytes)
    return ExportEstimate(records, record_bytes, records * record_bytes, math.ceil(records / per_shard))


def human_bytes(count: float) -> str:
    """1,234,567 bytes as '1.2 MiB'."""
    if count < 1024:
        return message("{count:,.0f} bytes", count=count)
    for unit in ("KiB", "MiB", "GiB"):
        count /= 1024
        if count < 1024:
            return message("{count:,.1f} {unit}", count=count, unit=unit)
    return message("{count:,.1f} {unit}", count=count / 1024, unit="TiB")


def free_bytes(folder: str | os.PathLike[str]) -> int | None:
    """The bytes free where ``folder`` is (or would be made: its nearest existing parent); None when the
    platform or the file system cannot tell (a bucket has no free space to tell, /proc has no size)."""
    if storage.is_virtual(folder):
        return None
    path = os.path.abspath(os.fspath(folder))
    while not os.path.exists(path):
        parent = os.path.dirname(path)
        if parent == path:
            return None
        path = parent
    try:
        usage = shutil.disk_usage(path)
    except OSError:
        return None
    # A file system of no size (/proc, /sys) holds no files: the write's own error says why, not "0 bytes free".
    return usage.free if usage.total else None


def check_export_size(estimate: ExportEstimate, total_patches: int, folder: str | os.PathLike[str] | None,
                      compressed: bool, at_run: bool = False) -> str | None:
    """Refuse, naming the patch count and the estimated size, an export past the sane bound
    (:data:`MAX_EXPORT_PATCHES`, :data:`MAX_EXPORT_BYTES`) or one that cannot fit in the free space of
    ``folder``'s disk (where it is known; no ``folder``: the bound alone). A GZIP export is refused only
    when even deflate's best ratio could not make it fit; the warning returned (None when it surely fits)
    says when it may not. ``at_run``: the run's refusal, which also says that nothing was written; a dialog
    checks before any run.

    The messages name the options that set the size, by their keys (each interface spells them).
    """
    options = {"pixel_size": option_name("pixelSize"), "extent": option_name("extent"),
               "patch_dimensions": option_name("patchDimensions")}
    size = message("{patches}, an estimated {size} before compression ({records})", patches=n_patches(total_patches),
                   size=human_bytes(estimate.total_bytes), records=n_records(estimate.records))
    if total_patches > MAX_EXPORT_PATCHES or estimate.total_bytes > MAX_EXPORT_BYTES:
        bound = {"size": size, "max_patches": MAX_EXPORT_PATCHES, "max_size": human_bytes(MAX_EXPORT_BYTES),
                 **options}
        raise ExportSizeError(message(
            "the export would write {size}, more than one export may ({max_patches:,} patches, {max_size}): check "
            "{pixel_size}, {extent} and {patch_dimensions}; nothing was written", **bound) if at_run else message(
            "the export would write {size}, more than one export may ({max_patches:,} patches, {max_size}): check "
            "{pixel_size}, {extent} and {patch_dimensions}", **bound))
    if not folder:
        return None
    free = free_bytes(folder)
    if free is None:
        return None
    least = -(-estimate.total_bytes // DEFLATE_BEST_RATIO) if compressed else estimate.total_bytes
    if least > free:
        needs = (message("at least {size} even at deflate's best ratio", size=human_bytes(least)) if compressed
                 else human_bytes(least))
        room = {"size": size, "needs": needs, "folder": os.fspath(folder), "free": human_bytes(free),
                **options}
        raise ExportSizeError(message(
            "the export would write {size}: it needs {needs}, and {folder} has {free} free. Nothing was written; "
            "free space, choose another output folder, or check {pixel_size}, {extent} and {patch_dimensions}", **room)
            if at_run else message(
            "the export would write {size}: it needs {needs}, and {folder} has {free} free: free space, choose "
            "another output folder, or check {pixel_size}, {extent} and {patch_dimensions}", **room))
    if estimate.total_bytes > free:
        return message("Warning: the export will write {size}, and {folder} has {free} free: it fits only if GZIP "
                       "compresses the records that much", size=size, folder=os.fspath(folder), free=human_bytes(free))
    return None
