"""The patch grid of an image export, drawn over the map canvas while the export dialog is open.

Three rubber bands, bottom to top: the edge area the export leaves out (dropped partial
patches, shaded red) or pads with masked pixels (shaded grey), each tile's kernel
margins (dashed orange outlines), and the patch cores (blue outlines) that the mixer's
grid is made of.
"""

from __future__ import annotations

from collections.abc import Iterable

from qgis.core import QgsCoordinateReferenceSystem, QgsGeometry, QgsPointXY, QgsRectangle, QgsWkbTypes
from qgis.gui import QgsMapCanvas, QgsRubberBand
from qgis.PyQt.QtCore import Qt
from qgis.PyQt.QtGui import QColor

from ..core.layout.grid import PatchLayout, PixelGrid

# Beyond this many patches one outline each would swamp the canvas and the GUI thread;
# the covered area is drawn as a single outline instead.
MAX_DRAWN_PATCHES = 5000

PATCH_COLOR = QColor(30, 90, 220)
PATCH_FILL = QColor(30, 90, 220, 25)
MARGIN_COLOR = QColor(255, 140, 0)
DROPPED_FILL = QColor(220, 30, 30, 90)
PADDED_FILL = QColor(120, 120, 120, 90)


def _ring(rectangle: QgsRectangle) -> list[QgsPointXY]:
    x0, y0, x1, y1 = rectangle.xMinimum(), rectangle.yMinimum(), rectangle.xMaximum(), rectangle.yMaximum()
    return [QgsPointXY(x0, y0), QgsPointXY(x1, y0), QgsPointXY(x1, y1), QgsPointXY(x0, y1), QgsPointXY(x0, y0)]


def _multipolygon(rectangles: Iterable[QgsRectangle]) -> QgsGeometry:
    return QgsGeometry.fromMultiPolygonXY([[_ring(r)] for r in rectangles])


class PatchGeometry:
    """Map rectangles (in the grid's CRS) of a PatchLayout on a north-up PixelGrid."""

    def __init__(self, grid: PixelGrid, layout: PatchLayout) -> None:
        self.grid = grid
        self.layout = layout
        c, a, _b, f, _d, e = grid.geotransform
        self._origin_x, self._size_x, self._origin_y, self._size_y = c, a, f, e

    def pixel_rectangle(self, column: float, row: float, width: float, height: float) -> QgsRectangle:
        x0 = self._origin_x + column * self._size_x
        x1 = self._origin_x + (column + width) * self._size_x
        y0 = self._origin_y + row * self._size_y
        y1 = self._origin_y + (row + height) * self._size_y
        return QgsRectangle(min(x0, x1), min(y0, y1), max(x0, x1), max(y0, y1))

    def patch_cores(self) -> list[QgsRectangle]:
        layout = self.layout
        origins = (layout.patch_origin(i) for i in range(layout.total_patches))
        return [self.pixel_rectangle(column, row, layout.patch_width, layout.patch_height) for column, row in origins]

    def tiles(self) -> list[QgsRectangle]:
        """Each patch with its kernel margins."""
        return [self.pixel_rectangle(*self.layout.tile_window(i)) for i in range(self.layout.total_patches)]

    def region(self) -> QgsRectangle:
        return self.pixel_rectangle(0, 0, self.grid.width, self.grid.height)

    def covered(self) -> QgsRectangle:
        return self.pixel_rectangle(0, 0, self.layout.covered_width, self.layout.covered_height)

    def edge_area(self) -> QgsGeometry:
        """What the patches leave out (drop) or add beyond the region (pad); an empty geometry if neither."""
        region, covered = QgsGeometry.fromRect(self.region()), QgsGeometry.fromRect(self.covered())
        edge = covered.difference(region) if self.layout.pad_edges else region.difference(covered)
        return edge if not edge.isEmpty() and edge.area() > 0 else QgsGeometry()


class GridOverlay:
    """The patch grid drawn over ``canvas``; :meth:`show` redraws it, :meth:`remove` takes it off for good."""

    def __init__(self, canvas: QgsMapCanvas) -> None:
        self.canvas = canvas
        self.edge_band = self._band(QColor(0, 0, 0, 0), DROPPED_FILL, Qt.PenStyle.SolidLine, 0, z=10)
        self.margin_band = self._band(MARGIN_COLOR, QColor(0, 0, 0, 0), Qt.PenStyle.DashLine, 1, z=11)
        self.patch_band = self._band(PATCH_COLOR, PATCH_FILL, Qt.PenStyle.SolidLine, 2, z=12)
        self.drawn_patches = 0  # patch outlines on the canvas (0 when too many to draw one each)
        self._shown: tuple[PixelGrid, PatchLayout, QgsCoordinateReferenceSystem] | None = None
        canvas.destinationCrsChanged.connect(self._redraw)

    @property
    def bands(self) -> list[QgsRubberBand]:
        return [self.edge_band, self.margin_band, self.patch_band]

    def _band(self, stroke: QColor, fill: QColor, style: Qt.PenStyle, width: int, z: float) -> QgsRubberBand:
        band = QgsRubberBand(self.canvas, QgsWkbTypes.GeometryType.PolygonGeometry)  # type: ignore[attr-defined]  # the enum names QGIS 3.22 to 4 keep; qgis-stubs know only the newest
        band.setStrokeColor(stroke)
        band.setFillColor(fill)
        band.setLineStyle(style)
        band.setWidth(width)
        band.setZValue(z)
        return band

    def show(self, grid: PixelGrid, layout: PatchLayout, crs: QgsCoordinateReferenceSystem) -> None:
        """Draw ``layout`` (core PatchLayout) on ``grid`` (core PixelGrid, north-up), whose CRS is ``crs``."""
        self._shown = (grid, layout, crs)
        self._redraw()

    def clear(self) -> None:
        self._shown = None
        for band in self.bands:
            band.reset(QgsWkbTypes.GeometryType.PolygonGeometry)  # type: ignore[attr-defined]  # the enum names QGIS 3.22 to 4 keep; qgis-stubs know only the newest
        self.drawn_patches = 0

    def _redraw(self) -> None:
        if self._shown is None:
            return
        grid, layout, crs = self._shown
        for band in self.bands:
            band.reset(QgsWkbTypes.GeometryType.PolygonGeometry)  # type: ignore[attr-defined]  # the enum names QGIS 3.22 to 4 keep; qgis-stubs know only the newest
        geometry = PatchGeometry(grid, layout)
        self.edge_band.setFillColor(PADDED_FILL if layout.pad_edges else DROPPED_FILL)
        edge = geometry.edge_area()
        if not edge.isNull():
            self.edge_band.setToGeometry(edge, crs)
        if layout.total_patches == 0:
            self.drawn_patches = 0
        elif layout.total_patches <= MAX_DRAWN_PATCHES:
            self.patch_band.setToGeometry(_multipolygon(geometry.patch_cores()), crs)
            if layout.margin_x or layout.margin_y:
                self.margin_band.setToGeometry(_multipolygon(geometry.tiles()), crs)
            self.drawn_patches = layout.total_patches
        else:
            self.patch_band.setToGeometry(QgsGeometry.fromRect(geometry.covered()), crs)
            self.drawn_patches = 0
        for band in self.bands:
            band.updatePosition()
            band.update()

    def remove(self) -> None:
        """Take the bands off the canvas (idempotent); the dialog calls this when it closes."""
        if self.canvas is None:
            return
        try:
            self.canvas.destinationCrsChanged.disconnect(self._redraw)
        except TypeError:
            pass
        scene = self.canvas.scene()
        for band in self.bands:
            if band.scene() is scene:
                scene.removeItem(band)
        self.canvas.refresh()
        self.canvas = None
        self._shown = None
