"""What an image export will write, worked out before it runs: records, bytes and shard files.

Sizes are counted as the shard writer counts maxFileSize: serialized records plus
their TFRecord framing (core.records.FRAMING_SIZE), before compression. Float and 8-bit (bytes)
values have a fixed size; int64 values are varints, counted here at
INT64_VALUE_BYTES each, so exports with native integer bands are estimates.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

import numpy as np

from .example import BYTES, FLOAT, encode_sequence_example
from .records import FRAMING_SIZE

if TYPE_CHECKING:
    from .export_image import OutputFeature
    from .format_options import FormatOptions
    from .grid import PatchLayout

INT64_VALUE_BYTES = 2  # a varint: 1 byte below 128, 2 below 16384; typical classes and 8/16-bit values


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
    for unit in ("bytes", "KiB", "MiB", "GiB"):
        if count < 1024:
            return f"{count:,.0f} {unit}" if unit == "bytes" else f"{count:,.1f} {unit}"
        count /= 1024
    return f"{count:,.1f} TiB"
