"""The export grid and how patches tile it (FORMAT.md 3.1)."""

from dataclasses import dataclass


@dataclass(frozen=True)
class PixelGrid:
    """A north-up or south-up pixel grid: CRS, GDAL geotransform and size in pixels."""

    crs: str  # 'EPSG:32618', or WKT where the CRS has no EPSG code
    geotransform: tuple  # GDAL order: (c, a, b, f, d, e)
    width: int
    height: int

    @property
    def affine(self):
        """EE's doubleMatrix [a, b, c, d, e, f]: x = a*col + b*row + c, y = d*col + e*row + f."""
        c, a, b, f, d, e = self.geotransform
        return (a, b, c, d, e, f)


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

    @property
    def margin_x(self):
        return self.kernel_width // 2

    @property
    def margin_y(self):
        return self.kernel_height // 2

    @property
    def tile_width(self):
        return self.patch_width + 2 * self.margin_x

    @property
    def tile_height(self):
        return self.patch_height + 2 * self.margin_y

    def _count(self, size, patch):
        return -(-size // patch) if self.pad_edges else size // patch

    @property
    def patches_per_row(self):
        return self._count(self.width, self.patch_width)

    @property
    def rows(self):
        return self._count(self.height, self.patch_height)

    @property
    def total_patches(self):
        return self.patches_per_row * self.rows

    @property
    def covered_width(self):
        """Width in pixels of the area the patches cover (the mixer's grid)."""
        return self.patches_per_row * self.patch_width

    @property
    def covered_height(self):
        return self.rows * self.patch_height

    def patch_origin(self, index):
        """(column, row) of patch ``index``'s top-left core pixel in the grid."""
        row, column = divmod(index, self.patches_per_row)
        return column * self.patch_width, row * self.patch_height

    def tile_window(self, index):
        """(column, row, width, height) of patch ``index`` with its margins, in grid pixels."""
        column, row = self.patch_origin(index)
        return column - self.margin_x, row - self.margin_y, self.tile_width, self.tile_height
