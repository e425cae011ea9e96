"""The export grid and how patches tile it (FORMAT.md 3.1)."""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

from ..base.messages import MessageList, alternatives, listing, message, n_values, option_name

if TYPE_CHECKING:
    Margins = tuple[int, int]  # (mx, my): real neighbouring pixels each side of a patch


# GDAL's raster sizes are C ints; kernel margins must fit beside the grid too.
LARGEST_GRID_SIDE = (1 << 31) - 1 - (1 << 20)


class GridParameterError(ValueError):
    """An export grid asked for with an option that cannot make one; the message names the option by its key
    (extent, targetCrs, pixelSize: core.base.messages.option_name), which each interface spells its own way."""


def check_pixel_size(*sizes: float) -> None:
    """Refuse pixel sizes that are not positive finite numbers (0, negative, NaN, infinite), naming pixelSize."""
    for size in sizes:
        try:
            number = float(size)
        except (TypeError, ValueError):
            number = math.nan
        if not (math.isfinite(number) and number > 0):
            raise GridParameterError(message("{option} must be a positive finite number, got {size!r}",
                                             option=option_name("pixelSize"), size=size))


@dataclass(frozen=True)
class PixelGrid:
    """A north-up or south-up pixel grid: CRS, GDAL geotransform and size in pixels."""

    crs: str  # 'EPSG:32618', or WKT where the CRS has no EPSG code
    geotransform: tuple  # GDAL order: (c, a, b, f, d, e)
    width: int
    height: int

    @property
    def affine(self) -> tuple[float, float, float, float, float, float]:
        """EE's doubleMatrix [a, b, c, d, e, f]: x = a*col + b*row + c, y = d*col + e*row + f."""
        c, a, b, f, d, e = self.geotransform
        return (a, b, c, d, e, f)


def grid_over(crs: str, extent: tuple[float, float, float, float], pixel_size: tuple[float, float],
              layer_pixels: tuple[float, float, float, float] | None = None) -> PixelGrid:
    """The north-up grid over ``extent`` (xmin, ymin, xmax, ymax) with pixels of ``pixel_size`` (x, y).

    ``layer_pixels``: (left, top, pixel width, pixel height) of the raster exported, when it is in ``crs``. If
    its pixels are the size asked for, the grid snaps to them, so they are read as they are, not resampled.
    """
    x_min, y_min, x_max, y_max = extent
    size_x, size_y = pixel_size
    check_pixel_size(size_x, size_y)
    if not all(math.isfinite(value) for value in extent) or not (x_max > x_min and y_max > y_min):
        raise GridParameterError(message("{option} {list_extent} has no area: give xmin,ymin,xmax,ymax as finite "
                                         "numbers with xmax > xmin and ymax > ymin", option=option_name("extent"),
                                         list_extent=list(extent)))
    if layer_pixels is not None:
        left, top, layer_x, layer_y = layer_pixels
        if math.isclose(size_x, layer_x) and math.isclose(size_y, layer_y):
            x_min = left + round((x_min - left) / size_x) * size_x
            y_max = top - round((top - y_max) / size_y) * size_y
    columns, rows = (x_max - x_min) / size_x, (y_max - y_min) / size_y
    if not columns <= LARGEST_GRID_SIDE or not rows <= LARGEST_GRID_SIDE:
        raise GridParameterError(
            message("{pixel_size} {size_x:g} makes the export grid {columns:.4g} x {rows:.4g} pixels, more than a "
                    "raster GDAL reads can have ({largest} a side): give a larger {pixel_size} or a smaller "
                    "{extent}", pixel_size=option_name("pixelSize"), extent=option_name("extent"),
                    size_x=size_x, columns=columns, rows=rows, largest=LARGEST_GRID_SIDE))
    return PixelGrid(crs, (x_min, size_x, 0.0, y_max, 0.0, -size_y), int(round(columns)), int(round(rows)))


class PatchOptions(Protocol):
    """What :meth:`PatchLayout.for_options` reads of an export's options: format_options.FormatOptions has it.
    (A protocol, so the grid need not import format_options, which imports the grid.)"""

    patchDimensions: tuple
    kernelSize: tuple
    edgeMode: str


@dataclass(frozen=True)
class PatchLayout:
    """Patches of pw x ph pixels over a W x H grid, each buffered by the kernel margins.

    Patches run row-major. EE drops partial patches at the right and bottom;
    with ``pad_edges`` they are kept (the grid is rounded up, padded with masked
    pixels).
    """

    width: int
    height: int
    patch_width: int
    patch_height: int
    kernel_width: int = 1
    kernel_height: int = 1
    pad_edges: bool = False

    @classmethod
    def for_options(cls, width: int, height: int, options: PatchOptions) -> PatchLayout:
        """The layout an export with these FormatOptions makes of a W x H grid."""
        (pw, ph), (kx, ky) = options.patchDimensions, options.kernelSize
        return cls(width, height, pw, ph, kx, ky, options.edgeMode == "pad")

    @classmethod
    def of_patches(cls, patches_per_row: int, total_patches: int, patch_width: int, patch_height: int,
                   kernel_width: int = 1, kernel_height: int = 1) -> PatchLayout:
        """The layout of the grid ``total_patches`` patches in rows of ``patches_per_row`` cover (a mixer's)."""
        rows = total_patches // patches_per_row if patches_per_row else 0
        return cls(patches_per_row * patch_width, rows * patch_height, patch_width, patch_height, kernel_width,
                   kernel_height)

    @staticmethod
    def tile_size(patch_width: int, patch_height: int, margin_x: int, margin_y: int) -> tuple[int, int]:
        """(width, height) of a patch's tile: the patch and its margins on each side."""
        return patch_width + 2 * margin_x, patch_height + 2 * margin_y

    @staticmethod
    def core_of_tile(patch_width: int, patch_height: int, margin_x: int, margin_y: int) -> tuple[slice, slice]:
        """(rows, columns) of the patch core in its tile (the tile's last two axes), the margins cropped."""
        return slice(margin_y, margin_y + patch_height), slice(margin_x, margin_x + patch_width)

    @property
    def margin_x(self) -> int:
        return kernel_margins(self.kernel_width, self.kernel_height)[0]

    @property
    def margin_y(self) -> int:
        return kernel_margins(self.kernel_width, self.kernel_height)[1]

    @property
    def tile_width(self) -> int:
        return self.tile_size(self.patch_width, self.patch_height, self.margin_x, self.margin_y)[0]

    @property
    def tile_height(self) -> int:
        return self.tile_size(self.patch_width, self.patch_height, self.margin_x, self.margin_y)[1]

    @property
    def core_window(self) -> tuple[slice, slice]:
        """(rows, columns) of the patch core in a tile of this layout."""
        return self.core_of_tile(self.patch_width, self.patch_height, self.margin_x, self.margin_y)

    @property
    def reach(self) -> tuple[int, int]:
        """(columns, rows) the tiles read past the grid's right and bottom edges (and its left and top): the
        margins, and with pad_edges the padding of the partial patches."""
        return (self.margin_x + max(0, self.covered_width - self.width),
                self.margin_y + max(0, self.covered_height - self.height))

    @property
    def sharing_reach(self) -> tuple[int, int]:
        """(columns, rows): how many patches apart two patches may lie and their tiles (the patch and its kernel
        margins) still share a pixel. The tiles of patches d columns apart overlap when d * patch_width <
        tile_width; (0, 0) without margins, whose tiles are the patches themselves."""
        return (-(-self.tile_width // self.patch_width) - 1, -(-self.tile_height // self.patch_height) - 1)

    def _count(self, size: int, patch: int) -> int:
        return -(-size // patch) if self.pad_edges else size // patch

    @property
    def patches_per_row(self) -> int:
        return self._count(self.width, self.patch_width)

    @property
    def rows(self) -> int:
        return self._count(self.height, self.patch_height)

    @property
    def total_patches(self) -> int:
        return self.patches_per_row * self.rows

    @property
    def covered_width(self) -> int:
        """Width in pixels of the area the patches cover (the mixer's grid)."""
        return self.patches_per_row * self.patch_width

    @property
    def covered_height(self) -> int:
        return self.rows * self.patch_height

    def patch_origin(self, index: int) -> tuple[int, int]:
        """(column, row) of patch ``index``'s top-left core pixel in the grid."""
        row, column = divmod(index, self.patches_per_row)
        return column * self.patch_width, row * self.patch_height

    def tile_window(self, index: int) -> tuple[int, int, int, int]:
        """(column, row, width, height) of patch ``index`` with its margins, in grid pixels."""
        return self.strip_window(index, 1)

    def strip_window(self, first: int, count: int) -> tuple[int, int, int, int]:
        """(column, row, width, height) of the ``count`` patches from ``first`` along a row, with the margins
        of the outer ones, in grid pixels."""
        column, row = self.patch_origin(first)
        return (column - self.margin_x, row - self.margin_y, (count - 1) * self.patch_width + self.tile_width,
                self.tile_height)

    def tile_in_strip(self, offset: int) -> slice:
        """The columns of the ``offset``-th patch's tile in a :meth:`strip_window`."""
        return slice(offset * self.patch_width, offset * self.patch_width + self.tile_width)

    def centred_tile_window(self, column: int, row: int) -> tuple[int, int, int, int]:
        """(column, row, width, height) of the tile whose patch has pixel (column, row) at its centre (the
        patch's pw // 2 and ph // 2), which may reach past the grid."""
        return (column - self.patch_width // 2 - self.margin_x, row - self.patch_height // 2 - self.margin_y,
                self.tile_width, self.tile_height)


def kernel_margins(kernel_width: int, kernel_height: int) -> Margins:
    """(mx, my): the real neighbouring pixels each side of a patch for a kernel (EE-observed floor(k/2))."""
    return kernel_width // 2, kernel_height // 2


def tile_pixels(patch_width: int, patch_height: int, margin_x: int, margin_y: int) -> int:
    """Pixels in a patch's tile: the patch and its margins."""
    tile_width, tile_height = PatchLayout.tile_size(patch_width, patch_height, margin_x, margin_y)
    return tile_width * tile_height


def _divisors(number):
    small, large = [], []
    candidate = 1
    while candidate * candidate <= number:
        if number % candidate == 0:
            small.append(candidate)
            if candidate * candidate != number:
                large.append(number // candidate)
        candidate += 1
    return small + large[::-1]


def tile_candidates(count: int, patch_width: int, patch_height: int) -> dict[Margins, int]:
    """{(margin_x, margin_y): depth} with count == depth * (ph + 2*my) * (pw + 2*mx) (FORMAT.md 4)."""
    candidates: dict[Margins, int] = {}
    if count <= 0:
        return candidates
    for tile_height in _divisors(count):
        if tile_height < patch_height or (tile_height - patch_height) % 2:
            continue
        rest = count // tile_height
        for tile_width in _divisors(rest):
            if tile_width < patch_width or (tile_width - patch_width) % 2:
                continue
            candidates[((tile_width - patch_width) // 2, (tile_height - patch_height) // 2)] = rest // tile_width
    return candidates


def fitting_tiles(count: int, patch_width: int, patch_height: int) -> dict[Margins, int]:
    """The readings of a value count as tiles: {(mx, my): depth}, square kernels only when any fits.

    EE's kernels are square in nearly every export, and a count read with every
    kernel shape would fit far more tiles than anyone meant; so a kernel that is
    not square is only inferred when no square one explains the count.
    """
    candidates = tile_candidates(count, patch_width, patch_height)
    square = {margins: depth for margins, depth in candidates.items() if margins[0] == margins[1]}
    return square or candidates


def kernel_words(margins: Margins) -> str:
    """'kernelSize 3' for a square kernel's margins, 'kernelSize 3,5' otherwise."""
    kx, ky = 2 * margins[0] + 1, 2 * margins[1] + 1
    return f"kernelSize {kx}" if kx == ky else f"kernelSize {kx},{ky}"  # EE's words: no translation


@dataclass(frozen=True)
class KernelInference:
    """What the value counts of one record say about the kernel margins of each feature (FORMAT.md 4).

    The one rule the import, inspect and the import dialog share, so what the
    dialog previews is what the import runs. ``margins`` and ``depths`` name the
    features that fit a tile; ``unfit`` those that fit none; ``choices`` the
    features whose counts fit several tiles when nothing settles which
    (empty when the inference is settled).
    """

    patch_width: int
    patch_height: int
    counts: dict
    margins: dict
    depths: dict
    unfit: tuple = ()
    choices: dict | None = None

    @property
    def settled(self) -> bool:
        return bool(self.margins) and not self.choices

    @property
    def margin_x(self) -> int:
        return max((mx for mx, _ in self.margins.values()), default=0)

    @property
    def margin_y(self) -> int:
        return max((my for _, my in self.margins.values()), default=0)

    @property
    def kernel_size(self) -> list[int]:
        """The kernel of the widest margins, the odd one (an even kernel one less gives the same tiles)."""
        return [2 * self.margin_x + 1, 2 * self.margin_y + 1]

    def shape(self, name: str) -> list[int] | None:
        """[th, tw] or [depth, th, tw] a feature parses to, None if it fits no tile."""
        if name not in self.margins:
            return None
        mx, my = self.margins[name]
        tile_width, tile_height = PatchLayout.tile_size(self.patch_width, self.patch_height, mx, my)
        tile = [tile_height, tile_width]
        depth = self.depths[name]
        return tile if depth == 1 else [depth] + tile

    def describe_choices(self) -> MessageList:
        """'B1' (16 values): depth 4 without kernel margins or depth 1 with kernelSize 3; ..."""
        parts = []
        for name, options in (self.choices or {}).items():
            readings = [message("depth {depth} without kernel margins", depth=depth) if margins == (0, 0)
                        else message("depth {depth} with {kernel}", depth=depth, kernel=kernel_words(margins))
                        for margins, depth in sorted(options.items(), key=lambda item: (item[0][0] + item[0][1],
                                                                                        item[0]))]
            parts.append(message("{name!r} ({values}): {readings}", name=name, values=n_values(self.counts[name]),
                                 readings=alternatives(readings)))
        return listing(parts, "; ")


def infer_kernel(counts: Mapping[str, int], patch_width: int, patch_height: int,
                 kernel_size: tuple[int, int] | None = None) -> KernelInference:
    """The kernel margins of each feature from its value count per record (``counts``: name -> count).

    With ``kernel_size`` (kx, ky): each feature holds tiles with its margins, or
    the patch core only (a model that predicts no margins); the given margins win
    when both fit. Without it: the margins every feature fits, if exactly one;
    else each feature's only fit (core-only outputs beside tiles); else the
    counts leave a choice, which ``choices`` lists.
    """
    if kernel_size is not None:
        given = kernel_margins(*kernel_size)
        margins: dict[str, Margins] = {}
        depths: dict[str, int] = {}
        fitting_none = []
        for name, count in counts.items():
            for candidate in (given, (0, 0)):
                tile = tile_pixels(patch_width, patch_height, *candidate)
                if count and count % tile == 0:
                    margins[name], depths[name] = candidate, count // tile
                    break
            else:
                fitting_none.append(name)
        return KernelInference(patch_width, patch_height, dict(counts), margins, depths, tuple(fitting_none), {})
    readings = {name: fitting_tiles(count, patch_width, patch_height) for name, count in counts.items()}
    fitting = [name for name in counts if readings[name]]
    unfit = tuple(name for name in counts if not readings[name])
    if not fitting:
        return KernelInference(patch_width, patch_height, dict(counts), {}, {}, unfit, {})
    common = set.intersection(*(set(readings[name]) for name in fitting))
    if len(common) == 1:
        chosen = {name: next(iter(common)) for name in fitting}
    elif all(len(readings[name]) == 1 for name in fitting):
        chosen = {name: next(iter(readings[name])) for name in fitting}
    else:
        choices = {name: readings[name] for name in fitting if len(readings[name]) > 1}
        return KernelInference(patch_width, patch_height, dict(counts), {}, {}, unfit, choices)
    depths = {name: readings[name][chosen[name]] for name in fitting}
    return KernelInference(patch_width, patch_height, dict(counts), chosen, depths, unfit, {})
