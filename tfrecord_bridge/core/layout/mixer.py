"""The EE "mixer" JSON that georeferences a patch export (FORMAT.md 3.5), and our index sidecar.

EE writes the mixer with 2-space indentation, arrays on one line, no trailing
newline, and doubles as Java prints them (``0.05``, ``-105.0``,
``8.983152841195215E-4``); :func:`mixer_json` reproduces that byte for byte.
When maskedThreshold drops patches EE writes no mixer; we then write
``PREFIX-index.json``: the mixer's keys plus ``patchIndices``, the grid index
of each record, so the records can still be placed.
"""

from __future__ import annotations

import json
import math
import os
from dataclasses import dataclass, field
from decimal import Decimal

from ..base.messages import message
from ..places import storage
from ..places.json_input import MAX_MIXER_BYTES, loads, read_text
from ..places.outputs import write_text_file
from .grid import PatchLayout, PixelGrid

# GDAL counts a raster's columns and rows in C ints.
MAX_RASTER_SIDE = (1 << 31) - 1


class MixerError(ValueError):
    """A mixer or index file that cannot be used; the message names the file and key."""


def java_double(value: float) -> str:
    """A float as Java's Double.toString writes it (shortest digits that round-trip)."""
    value = float(value)
    if math.isnan(value):
        return "NaN"
    if math.isinf(value):
        return "Infinity" if value > 0 else "-Infinity"
    if value == 0.0:
        return "-0.0" if math.copysign(1.0, value) < 0 else "0.0"
    sign = "-" if value < 0 else ""
    _, digits_tuple, exponent = Decimal(repr(abs(value))).normalize().as_tuple()
    if not isinstance(exponent, int):  # a finite number's is; NaN and the infinities were written above
        raise ValueError(message("java_double: {value!r} has no finite decimal exponent", value=value))
    digits = "".join(map(str, digits_tuple))
    # Position of the decimal point relative to the first digit: value = 0.DIGITS * 10**point
    point = len(digits) + exponent
    if 1e-3 <= abs(value) < 1e7:
        if point <= 0:
            text = "0." + "0" * -point + digits
        elif point >= len(digits):
            text = digits + "0" * (point - len(digits)) + ".0"
        else:
            text = digits[:point] + "." + digits[point:]
        return sign + text
    mantissa = digits[0] + "." + (digits[1:] or "0")
    return f"{sign}{mantissa}E{point - 1}"


@dataclass
class Mixer:
    crs: str
    affine: tuple  # EE doubleMatrix [a, b, c, d, e, f] of the unbuffered grid
    patch_width: int
    patch_height: int
    patches_per_row: int
    total_patches: int
    patch_indices: list[int] | None = None  # index sidecar only: grid index of each record
    path: str = field(default="", compare=False)  # the file it was read from, for messages ('' when built)

    @classmethod
    def for_export(cls, grid: PixelGrid, layout: PatchLayout) -> Mixer:
        return cls(grid.crs, tuple(float(v) for v in grid.affine), layout.patch_width,
                   layout.patch_height, layout.patches_per_row, layout.total_patches)

    def layout(self, kernel_size: tuple[int, int] = (1, 1)) -> PatchLayout:
        """The PatchLayout the mixer describes (the mixer keeps no kernel: give the one inferred or known)."""
        return PatchLayout.of_patches(self.patches_per_row, self.total_patches, self.patch_width, self.patch_height,
                                      *kernel_size)

    @property
    def rows(self) -> int:
        return self.layout().rows

    @property
    def width(self) -> int:
        return self.layout().width

    @property
    def height(self) -> int:
        return self.layout().height

    @property
    def geotransform(self) -> tuple[float, float, float, float, float, float]:
        """GDAL's (c, a, b, f, d, e)."""
        a, b, c, d, e, f = self.affine
        return (c, a, b, f, d, e)

    @property
    def record_count(self) -> int:
        """Records the files must hold: every patch, or the kept ones of an index sidecar."""
        return len(self.patch_indices) if self.patch_indices is not None else self.total_patches


def mixer_json(mixer: Mixer, with_indices: bool = False) -> str:
    """The mixer as EE writes it; with ``with_indices`` the index sidecar."""
    if with_indices and mixer.patch_indices is None:
        raise ValueError(message("an index sidecar lists the patch indices, and this mixer has none"))
    lines = [
        "{",
        '  "projection": {',
        f'    "crs": {json.dumps(mixer.crs)},',
        '    "affine": {',
        '      "doubleMatrix": [' + ", ".join(java_double(v) for v in mixer.affine) + "]",
        "    }",
        "  },",
        f'  "patchDimensions": [{int(mixer.patch_width)}, {int(mixer.patch_height)}],',
        f'  "patchesPerRow": {int(mixer.patches_per_row)},',
        f'  "totalPatches": {int(mixer.total_patches)}' + ("," if with_indices else ""),
    ]
    if with_indices:
        lines.append('  "patchIndices": [' + ", ".join(str(int(i)) for i in mixer.patch_indices or ()) + "]")
    lines.append("}")
    return "\n".join(lines)


# A mixer holds 5 arrays and objects, and a CRS in WKT some brackets: more is no mixer (and costs memory).
_MOST_CONTAINERS = 10_000

# Echoed values longer than this are shortened: a 309-digit number helps no one read the message.
_SHOWN_CHARACTERS = 60


def shown(value: object) -> str:
    """``repr(value)`` for a message, shortened when long (a huge number: its first and last digits and how many)."""
    if isinstance(value, int) and not isinstance(value, bool):
        digits = str(abs(value))
        if len(digits) > 15:
            return f"{'-' if value < 0 else ''}{digits[:3]}...{digits[-3:]} ({len(digits)} digits)"
        return str(value)
    return shortened(repr(value))


def shortened(text: str) -> str:
    """``text`` for a message: its start and its length when long (a 10 MB CRS string is no help in full)."""
    return text if len(text) <= _SHOWN_CHARACTERS else text[:_SHOWN_CHARACTERS - 15] + f"... ({len(text)} characters)"


def _require(mapping, key, path, where):
    if not isinstance(mapping, dict) or key not in mapping:
        raise MixerError(message("{path}: mixer has no {where_key!r}", path=path, where_key=where + key))
    return mapping[key]


def _positive_int(value, path, key):
    whole = isinstance(value, int) or (isinstance(value, float) and value.is_integer())
    if isinstance(value, bool) or not whole or value <= 0:
        raise MixerError(message("{path}: mixer key {key!r} must be a positive whole number, got {shown_value}",
                                 path=path, key=key, shown_value=shown(value)))
    return int(value)


def _check_raster_size(width: int, height: int, per_row: int, rows: int, path: str) -> None:
    """Refuse a grid wider or taller than GDAL counts (C ints), naming the keys that make it so."""
    for side, size, patches, keys in (("wide", width, per_row, "patchesPerRow x patchDimensions[0]"),
                                      ("high", height, rows, "totalPatches / patchesPerRow x patchDimensions[1]")):
        if size > MAX_RASTER_SIDE:
            raise MixerError(message("{path}: mixer keys {keys} make the raster {shown_size} pixels {side} "
                                     "({shown_patches} patches), more than a GeoTIFF can hold ({largest} a "
                                     "side): is it the mixer of this export?", path=path, keys=keys,
                                     shown_size=shown(size), side=side, shown_patches=shown(patches),
                                     largest=MAX_RASTER_SIDE))


def _finite(value: float) -> float:
    """``value`` as a float; inf for an integer beyond the floats (refused as not finite)."""
    try:
        return float(value)
    except OverflowError:
        return math.inf


def _affine(projection, path):
    """The six finite numbers of ``projection.affine.doubleMatrix``, an invertible mapping."""
    affine = _require(projection, "affine", path, "projection.")
    matrix = _require(affine, "doubleMatrix", path, "projection.affine.")
    key = "projection.affine.doubleMatrix"
    if (not isinstance(matrix, list) or len(matrix) != 6
            or not all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in matrix)):
        raise MixerError(message("{path}: mixer key {key!r} must be 6 numbers, got {shown_matrix}", path=path, key=key,
                                 shown_matrix=shown(matrix)))
    values = tuple(_finite(v) for v in matrix)
    if not all(math.isfinite(v) for v in values):
        # Python's JSON reads NaN, Infinity and 1e999 (as inf), and GDAL would take them into the GeoTIFF.
        raise MixerError(message("{path}: mixer key {key!r} must be 6 finite numbers, got "
                                 "[{matrix}]", path=path, key=key,
                                 matrix=', '.join(shown(v) if isinstance(v, int) else java_double(v) for v in matrix)))
    a, b, _, d, e, _ = values
    if a * e - b * d == 0 or not math.isfinite(a * e - b * d):
        raise MixerError(message("{path}: mixer key {key!r} is singular: {shown_matrix}", path=path, key=key,
                                 shown_matrix=shown(matrix)))
    return values


def _patch_indices(indices, total, path):
    """The index file's ``patchIndices``: patch numbers below totalPatches, increasing (records are in grid order)."""
    if indices is None:
        return None
    if not isinstance(indices, list) or not all(isinstance(i, int) and not isinstance(i, bool) for i in indices):
        raise MixerError(message("{path}: mixer key 'patchIndices' must list patch numbers, got {shown_indices}",
                                 path=path, shown_indices=shown(indices)))
    outside = next((i for i in indices if not 0 <= i < total), None)
    if outside is not None:
        raise MixerError(message("{path}: mixer key 'patchIndices' lists patch {shown_outside}, but totalPatches is "
                                 "{shown_total}: patch numbers run from 0 to totalPatches - 1", path=path,
                                 shown_outside=shown(outside), shown_total=shown(total)))
    for position, (earlier, later) in enumerate(zip(indices, indices[1:]), start=1):
        if later <= earlier:
            raise MixerError(message("{path}: mixer key 'patchIndices' must increase (records come in patch order), "
                                     "but entry {position} ({later}) follows {earlier}", path=path, position=position,
                                     later=later, earlier=earlier))
    return indices


def parse_mixer(text: str, path: str = "mixer") -> Mixer:
    """A :class:`Mixer` from mixer (or index sidecar) JSON text; errors name the key at fault."""
    try:
        data = loads(text, _MOST_CONTAINERS)
    except ValueError as error:
        raise MixerError(message("{path}: not valid JSON ({error})", path=path, error=error)) from error
    if not isinstance(data, dict):
        raise MixerError(message("{path}: a mixer is a JSON object", path=path))
    projection = _require(data, "projection", path, "")
    crs = _require(projection, "crs", path, "projection.")
    if not isinstance(crs, str) or not crs:
        raise MixerError(message("{path}: mixer key 'projection.crs' must be a CRS string, got {shown_crs}", path=path,
                                 shown_crs=shown(crs)))
    affine = _affine(projection, path)
    dimensions = _require(data, "patchDimensions", path, "")
    if not isinstance(dimensions, list) or len(dimensions) != 2:
        raise MixerError(message("{path}: mixer key 'patchDimensions' must be [width, height], got {shown_dimensions}",
                                 path=path, shown_dimensions=shown(dimensions)))
    width, height = (_positive_int(v, path, "patchDimensions") for v in dimensions)
    per_row = _positive_int(_require(data, "patchesPerRow", path, ""), path, "patchesPerRow")
    total = _require(data, "totalPatches", path, "")
    if isinstance(total, bool) or not isinstance(total, int) or total < 0 or total % per_row:
        raise MixerError(message("{path}: mixer key 'totalPatches' must be a multiple of patchesPerRow "
                                 "({per_row}), got {shown_total}", path=path, per_row=shown(per_row),
                                 shown_total=shown(total)))
    _check_raster_size(per_row * width, total // per_row * height, per_row, total // per_row, path)
    indices = _patch_indices(data.get("patchIndices"), total, path)
    return Mixer(crs, affine, width, height, per_row, total, indices, path)


def read_mixer(path: str | os.PathLike[str]) -> Mixer:
    """The :class:`Mixer` in the file ``path``."""
    path = os.fspath(path)
    try:
        text = read_text(path, MAX_MIXER_BYTES, message("a mixer or index file"))
    except OSError as error:
        raise MixerError(message("{path}: cannot read the mixer: {reason}", path=path,
                                 reason=storage.reason(error))) from error
    return parse_mixer(text, path)


def write_mixer(path: str | os.PathLike[str], mixer: Mixer, with_indices: bool = False) -> None:
    """The mixer alone, complete or not at all (exports write theirs with their other files)."""
    write_text_file(path, mixer_json(mixer, with_indices))
