"""Raster bands of one or more GDAL sources, stacked on one pixel grid and read window by window.

A window may reach outside the grid and outside the sources (kernel margins
at the edges): pixels there come back masked. A pixel is valid only where it
is valid in every band (GDAL's mask bands cover nodata, per-dataset masks and
alpha bands). Sources not on the grid are warped to it through a GDAL VRT that
also covers a margin around the grid, so margins hold real neighbouring pixels.
"""

from __future__ import annotations

import contextlib
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import numpy as np
from osgeo import gdal, osr

from ..base.messages import message, option_name
from ..layout.schema import RESAMPLING, RESAMPLING_OPTION
from ..places import storage

if TYPE_CHECKING:
    from ..layout.grid import PixelGrid
    from .labels import LabelRaster

gdal.UseExceptions()
osr.UseExceptions()


_GDAL_TO_NUMPY = {
    gdal.GDT_Byte: np.uint8, gdal.GDT_UInt16: np.uint16, gdal.GDT_Int16: np.int16,
    gdal.GDT_UInt32: np.uint32, gdal.GDT_Int32: np.int32, gdal.GDT_Float32: np.float32,
    gdal.GDT_Float64: np.float64,
}
for _name, _dtype in (("GDT_Int8", np.int8), ("GDT_Int64", np.int64), ("GDT_UInt64", np.uint64)):
    if hasattr(gdal, _name):
        _GDAL_TO_NUMPY[getattr(gdal, _name)] = _dtype


class RasterSourceError(ValueError):
    """A raster that cannot be opened or used; the message names it."""


@dataclass
class SourceLayer:
    """One input raster. ``bands``: 1-based band numbers (default: all but alpha bands).

    An ``array`` layer is ONE array band whose per-pixel array is its band values,
    named ``name`` (FORMAT.md 3.3).
    """

    path: str
    bands: list[int] | None = None
    array: bool = False
    name: str | None = None


@dataclass
class Band:
    """One exported band: a scalar band (one GDAL band) or an array band (several)."""

    name: str | None  # None: named later from the description, else b1, b2, ...
    dtype: np.dtype
    is_array: bool
    gdal_bands: list = field(default_factory=list)  # indices into the stacked GDAL band list
    description: str = ""
    # The label band (core.export.labels): int64 whatever the value type, its own nodata where the stack is masked.
    label: bool = False
    masked_value: int | None = None

    @property
    def depth(self) -> int:
        return len(self.gdal_bands)


def crs_string(srs: osr.SpatialReference | None) -> str:
    """'EPSG:nnnn' when the CRS has an EPSG code, else its WKT (as EE writes non-EPSG CRSs)."""
    if srs is None:
        return ""
    srs = srs.Clone()
    try:
        srs.AutoIdentifyEPSG()
    except RuntimeError:
        pass
    if srs.GetAuthorityName(None) == "EPSG" and srs.GetAuthorityCode(None):
        return "EPSG:" + srs.GetAuthorityCode(None)
    return srs.ExportToWkt()


def srs_from_string(text: str) -> osr.SpatialReference:
    """The CRS GDAL reads from ``text`` ('EPSG:3857', WKT, PROJ...), x before y."""
    srs = osr.SpatialReference()
    srs.SetAxisMappingStrategy(osr.OAMS_TRADITIONAL_GIS_ORDER)
    srs.SetFromUserInput(text)
    return srs


def open_raster(path: str) -> gdal.Dataset:
    """The raster GDAL opens at ``path``; RasterSourceError naming it when it cannot."""
    try:
        storage.check_regular_input(path)
    except storage.NotAFileError as error:
        raise RasterSourceError(message("{path}: cannot open as a raster ({reason})",
                                        path=path, reason=storage.reason(error))) from None
    virtual = storage.is_virtual(path)
    try:
        # GDAL's HTTP warnings kept, not printed: the first says why (a later request's answer may not).
        with storage.gdal_failures() if virtual else contextlib.nullcontext() as failures:
            dataset = gdal.Open(storage.gdal_path(path))
    except RuntimeError as error:
        reason = storage.describe_failure(path, failures) if failures else error
        raise RasterSourceError(message("{path}: cannot open as a raster ({reason})",
                                        path=path, reason=reason)) from error
    if dataset is None:
        raise RasterSourceError(message("{path}: cannot open as a raster", path=path))
    return dataset


def dataset_srs(dataset: gdal.Dataset) -> osr.SpatialReference | None:
    """The raster's CRS, x before y, or None when it has none."""
    wkt = dataset.GetProjection()
    if not wkt:
        return None
    srs = osr.SpatialReference()
    srs.SetAxisMappingStrategy(osr.OAMS_TRADITIONAL_GIS_ORDER)
    srs.ImportFromWkt(wkt)
    return srs


def grid_of(path: str, can_warp: bool = True) -> PixelGrid:
    """The PixelGrid of a raster file (its own CRS, geotransform and size): the export grid when none is asked for.
    A rotated raster's is refused, naming the options that warp it onto a north-up grid (``can_warp``: the
    algorithm has them; else saying to warp it first)."""
    from ..layout.grid import PixelGrid
    dataset = open_raster(path)
    check_north_up(dataset, path, can_warp)
    return PixelGrid(crs_string(dataset_srs(dataset)), tuple(dataset.GetGeoTransform()),
                     dataset.RasterXSize, dataset.RasterYSize)


def check_north_up(dataset: gdal.Dataset, path: str, can_warp: bool = True) -> None:
    """Refuse a rotated raster (its geotransform has rotation terms) as its own export grid: patches, mixers and EE
    are north-up (or south-up). Warped onto a grid of a target CRS or pixel size, as gdalwarp would, it is read;
    ``can_warp`` False: the algorithm has no such options (patches at points), the raster is to be warped first."""
    _, _, b, _, d, _ = dataset.GetGeoTransform()
    if (b or d) and not can_warp:
        raise RasterSourceError(message("{path}: the raster is rotated (its geotransform has the rotation terms "
                                        "{b:g} and {d:g}), and patches are cut on a north-up grid: warp it onto one "
                                        "first (gdalwarp, or Raster > Projections > Warp in QGIS)", path=path, b=b,
                                        d=d))
    if b or d:
        raise RasterSourceError(message("{path}: the raster is rotated (its geotransform has the rotation terms "
                                        "{b:g} and {d:g}), and patches are cut on a north-up grid: give {crs} "
                                        "and/or {size} to warp it onto one, as gdalwarp would", path=path, b=b, d=d,
                                        crs=option_name("targetCrs"), size=option_name("pixelSize")))


def default_bands(dataset: gdal.Dataset) -> list[int]:
    """1-based numbers of the bands that hold data (alpha bands are masks, not data)."""
    return [i for i in range(1, dataset.RasterCount + 1)
            if dataset.GetRasterBand(i).GetColorInterpretation() != gdal.GCI_AlphaBand]


def band_numbers_of(layer: SourceLayer, dataset: gdal.Dataset) -> list[int]:
    """The 1-based GDAL band numbers the export reads from ``layer`` (a SourceLayer), checked."""
    band_numbers = list(layer.bands) if layer.bands else default_bands(dataset)
    for number in band_numbers:
        if not 1 <= number <= dataset.RasterCount:
            raise RasterSourceError(message("{layer_path}: has no band {number} (it has {bands})",
                                            layer_path=layer.path, number=number,
                                            bands=dataset.RasterCount))
    if not band_numbers:
        raise RasterSourceError(message("{layer_path}: has no data band", layer_path=layer.path))
    return band_numbers


def band_dtype(band: gdal.Band, label: str) -> np.dtype:
    """The numpy type of a GDAL band; RasterSourceError naming a type the export cannot write."""
    if band.DataType not in _GDAL_TO_NUMPY:
        raise RasterSourceError(message("{label}: band {band} has type {data_type}, "
                                        "which cannot be exported", label=label, band=band.GetBand(),
                                        data_type=gdal.GetDataTypeName(band.DataType)))
    return np.dtype(_GDAL_TO_NUMPY[band.DataType])


def layer_bands(layer: SourceLayer, dataset: gdal.Dataset | None = None, first_index: int = 0) -> list[Band]:
    """The (still unnamed) Bands ``layer`` gives the export, indexing the stack's GDAL bands from
    ``first_index``: one array band, or one scalar band a GDAL band. The dialog lists these too."""
    dataset = dataset or open_raster(layer.path)
    numbers = band_numbers_of(layer, dataset)
    gdal_bands = [dataset.GetRasterBand(number) for number in numbers]
    dtypes = [band_dtype(band, layer.path) for band in gdal_bands]
    indices = list(range(first_index, first_index + len(numbers)))
    if layer.array:
        return [Band(layer.name, np.result_type(*dtypes), True, indices)]
    single = len(numbers) == 1
    return [Band(layer.name if single else None, dtype, False, [index], band.GetDescription())
            for index, dtype, band in zip(indices, dtypes, gdal_bands)]


def _same_srs(a, b):
    if a is None or b is None:
        return a is None and b is None
    return bool(a.IsSame(b))


def _aligned_offset(dataset, grid, srs):
    """Integer (column, row) of grid pixel (0, 0) in the dataset, or None if not on the same grid."""
    if not _same_srs(dataset_srs(dataset), srs):
        return None
    sc, sa, sb, sf, sd, se = dataset.GetGeoTransform()
    gc, ga, gb, gf, gd, ge = grid.geotransform
    if sb or sd or gb or gd:
        return None
    tolerance = 1e-9 * max(abs(ga), abs(ge))
    if abs(sa - ga) > tolerance or abs(se - ge) > tolerance:
        return None
    column = (gc - sc) / sa
    row = (gf - sf) / se
    if abs(column - round(column)) > 1e-6 or abs(row - round(row)) > 1e-6:
        return None
    return int(round(column)), int(round(row))


class _AlignedReader:
    """Reads grid windows from a dataset whose pixels coincide with the grid's, up to an offset.

    ``flip``: the dataset is north-up while the grid is south-up, so grid rows
    run bottom to top in it. ``alpha_band``: a band whose 0 marks pixels with no
    source data (a warp's), ANDed in beside the bands' own masks.
    """

    def __init__(self, dataset, band_numbers, offset, label, flip=False, alpha_band=None):
        self.dataset = dataset
        self.band_numbers = band_numbers
        self.offset = offset
        self.label = label
        self.flip = flip
        bands = [dataset.GetRasterBand(n) for n in band_numbers]
        flags = [b.GetMaskFlags() for b in bands]
        if all(f == gdal.GMF_ALL_VALID for f in flags):
            self._mask_bands = []
        elif all(f & gdal.GMF_PER_DATASET for f in flags):
            self._mask_bands = [bands[0].GetMaskBand()]
        else:
            self._mask_bands = [b.GetMaskBand() for b, f in zip(bands, flags) if f != gdal.GMF_ALL_VALID]
        if alpha_band is not None:
            self._mask_bands.append(alpha_band)
        self.dtypes = [band_dtype(band, label) for band in bands]

    def read(self, column, row, width, height, values, valid):
        """Fill ``values`` [bands, height, width] and AND this source's validity into ``valid``."""
        x0 = column + self.offset[0]
        y0 = row + self.offset[1]
        if self.flip:
            y0 = self.dataset.RasterYSize - y0 - height
            values, valid = values[:, ::-1, :], valid[::-1, :]
        ix0, iy0 = max(x0, 0), max(y0, 0)
        ix1 = min(x0 + width, self.dataset.RasterXSize)
        iy1 = min(y0 + height, self.dataset.RasterYSize)
        if ix1 <= ix0 or iy1 <= iy0:
            valid[...] = False
            return
        inside = (slice(iy0 - y0, iy1 - y0), slice(ix0 - x0, ix1 - x0))
        if (ix0, iy0, ix1, iy1) != (x0, y0, x0 + width, y0 + height):
            outside = np.ones(valid.shape, dtype=bool)
            outside[inside] = False
            valid[outside] = False
        data = self.dataset.ReadAsArray(ix0, iy0, ix1 - ix0, iy1 - iy0, band_list=self.band_numbers)
        values[(slice(None),) + inside] = data.reshape((len(self.band_numbers), iy1 - iy0, ix1 - ix0))
        for mask_band in self._mask_bands:
            valid[inside] &= mask_band.ReadAsArray(ix0, iy0, ix1 - ix0, iy1 - iy0) > 0


class StackedRaster:
    """The bands of several rasters on one :class:`~.grid.PixelGrid`, read by window.

    ``margin`` (columns, rows): how far outside the grid windows may reach with
    real pixels when a source has to be warped (kernel margins, chips at points).
    ``labels``: a :class:`.labels.LabelRaster` on the grid, stacked last as the
    label band; it masks nothing (where no feature lies it holds its nodata).
    """

    def __init__(self, layers: Sequence[SourceLayer], grid: PixelGrid, resampling: str = RESAMPLING_OPTION.default,
                 margin: tuple[int, int] = (0, 0), labels: LabelRaster | None = None) -> None:
        if resampling not in RESAMPLING:
            raise RasterSourceError(message("unknown resampling {resampling!r}: use one of {methods}",
                                            resampling=resampling, methods=', '.join(RESAMPLING)))
        if not layers:
            raise RasterSourceError(message("no input raster given"))
        self.grid = grid
        self.srs = srs_from_string(grid.crs) if grid.crs else None
        self._readers: list[_AlignedReader] = []
        self.bands: list[Band] = []
        self._warped: list[tuple[gdal.Dataset, gdal.Dataset]] = []  # keeps the warped VRT datasets alive
        gdal_band_index = 0
        for layer in layers:
            dataset = open_raster(layer.path)
            band_numbers = band_numbers_of(layer, dataset)
            self.bands += layer_bands(layer, dataset, gdal_band_index)
            offset = _aligned_offset(dataset, grid, self.srs)
            flip = False
            alpha = None
            if offset is None:
                dataset, band_numbers, offset = self._warp(dataset, band_numbers, layer.path, resampling, margin)
                flip = grid.geotransform[5] > 0
                alpha = dataset.GetRasterBand(dataset.RasterCount)
            reader = _AlignedReader(dataset, band_numbers, offset, layer.path, flip, alpha)
            self._readers.append(reader)
            gdal_band_index += len(band_numbers)
        self.labels = labels
        if labels is not None:
            self.bands.append(Band(labels.plan.source.band, labels.dtype, False, [gdal_band_index], label=True,
                                   masked_value=labels.nodata))
            gdal_band_index += 1
        self.gdal_band_count = gdal_band_index
        self.dtypes = [dtype for reader in self._readers for dtype in reader.dtypes]
        if labels is not None:
            self.dtypes.append(labels.dtype)

    @property
    def image_bands(self) -> list[Band]:
        """The bands of the rasters, without the label band."""
        return [band for band in self.bands if not band.label]

    @property
    def label_index(self) -> int | None:
        """The label band's index among :meth:`read`'s arrays, None without labels."""
        return self.gdal_band_count - 1 if self.labels is not None else None

    def close(self) -> None:
        """Let go of the label raster (a temporary file, when large) now rather than when collected."""
        if self.labels is not None:
            self.labels.close()

    def _warp(self, dataset, band_numbers, path, resampling, margin):
        """A VRT of the source warped onto the grid plus ``margin``; alpha marks where data is."""
        c, a, b, f, d, e = self.grid.geotransform
        if b or d:
            raise RasterSourceError(message("rotated export grids are not supported"))
        mx, my = margin
        x0, x1 = sorted((c - mx * a, c + (self.grid.width + mx) * a))
        y0, y1 = sorted((f - my * e, f + (self.grid.height + my) * e))
        if dataset_srs(dataset) is None:
            raise RasterSourceError(message("{path}: has no CRS, so it cannot be warped onto the export grid",
                                            path=path))
        nodata = [dataset.GetRasterBand(n).GetNoDataValue() for n in band_numbers]
        per_band_nodata = {}
        if all(value is not None for value in nodata):
            # The alpha alone marks a pixel valid when ANY band is; a pixel nodata in any band must
            # stay masked (FORMAT.md 3.2), as it is on the aligned path. So each band keeps its nodata
            # through the warp, warped band by band, and the reader masks it per band.
            # (GDAL takes nodata for all bands or none: a source with nodata on only some bands
            # keeps the alpha's rule.)
            values = " ".join(repr(float(value)) for value in nodata)
            per_band_nodata = dict(srcNodata=values, dstNodata=values, warpOptions=["UNIFIED_SRC_NODATA=NO"])
        options = gdal.WarpOptions(
            format="VRT", outputBounds=(x0, y0, x1, y1), width=self.grid.width + 2 * mx,
            height=self.grid.height + 2 * my, dstSRS=self.grid.crs, resampleAlg=resampling, dstAlpha=True,
            **per_band_nodata)
        source = gdal.Translate("", dataset, format="VRT", bandList=band_numbers)
        try:
            warped = gdal.Warp("", source, options=options)
        except RuntimeError as error:
            raise RasterSourceError(message("{path}: cannot be warped onto the export grid ({error})", path=path,
                                            error=error)) from error
        self._warped.append((source, warped))
        return warped, list(range(1, len(band_numbers) + 1)), (mx, my)

    def read(self, column: int, row: int, width: int, height: int) -> tuple[list[np.ndarray], np.ndarray]:
        """(values, valid) of a grid window: one 2-D array per GDAL band, and the validity mask.

        Values under invalid pixels are whatever the source holds (or 0 outside it).
        """
        valid = np.ones((height, width), dtype=bool)
        values: list[np.ndarray] = []
        for reader in self._readers:
            block = np.zeros((len(reader.band_numbers), height, width), dtype=np.result_type(*reader.dtypes))
            reader.read(column, row, width, height, block, valid)
            values.extend(block)
        if self.labels is not None:
            values.append(self.labels.read(column, row, width, height))
        return values, valid


def _footprint(dataset, target):
    """(x0, y0, x1, y1) of a raster's area in ``target``'s coordinates, or None when it cannot be told."""
    c, a, b, f, d, e = dataset.GetGeoTransform()
    width, height = dataset.RasterXSize, dataset.RasterYSize
    steps = 16  # points along each edge: a warped edge bows
    edge = [(i * width / steps, y) for y in (0, height) for i in range(steps + 1)]
    edge += [(x, j * height / steps) for x in (0, width) for j in range(steps + 1)]
    points = [(c + a * col + b * row, f + d * col + e * row) for col, row in edge]
    source = dataset_srs(dataset)
    if source is not None and target is not None and not source.IsSame(target):
        try:
            transform = osr.CoordinateTransformation(source, target)
            points = [point[:2] for point in transform.TransformPoints(points)]
        except RuntimeError:
            return None
    points = [(x, y) for x, y in points if np.isfinite(x) and np.isfinite(y)]
    if not points:
        return None
    xs, ys = zip(*points)
    return min(xs), min(ys), max(xs), max(ys)


@dataclass
class RegionCoverage:
    """How much of the export region the rasters' footprints cover (bounding boxes in the grid's CRS)."""

    fractions: list[float | None]  # per layer: the share of the region inside it; None where it cannot be told
    common: float | None  # the share inside every layer at once; None where it cannot be told

    def missing(self, paths: Sequence[str]) -> list[str]:
        """Of ``paths`` (or names), one a layer in order, those of the layers that cover none of the region."""
        return [path for path, fraction in zip(paths, self.fractions) if fraction == 0]


def region_coverage(paths: Sequence[str], grid: PixelGrid) -> RegionCoverage:
    """The share of the export region each raster covers, and all of them together.

    A pixel is masked where ANY band is (FORMAT.md 3.2), so where the rasters
    do not overlap inside the region every band is defaultValue: a stack of two
    rasters far apart exports nothing but defaultValue.
    """
    c, a, b, f, d, e = grid.geotransform
    corners = [(c + a * col + b * row, f + d * col + e * row) for col in (0, grid.width) for row in (0, grid.height)]
    region = (min(x for x, _ in corners), min(y for _, y in corners),
              max(x for x, _ in corners), max(y for _, y in corners))
    area = (region[2] - region[0]) * (region[3] - region[1])
    target = srs_from_string(grid.crs) if grid.crs else None
    common: tuple[float, float, float, float] | None = region
    fractions: list[float | None] = []
    for path in paths:
        box = _footprint(open_raster(path), target)
        if box is None or area <= 0:
            fractions.append(None)
            common = None
            continue
        fractions.append(_overlap(region, box) / area)
        if common is not None:
            common = _intersection(common, box)
    return RegionCoverage(fractions, None if common is None or area <= 0 else
                          (common[2] - common[0]) * (common[3] - common[1]) / area)


def _intersection(one, other):
    x0, y0 = max(one[0], other[0]), max(one[1], other[1])
    x1, y1 = min(one[2], other[2]), min(one[3], other[3])
    return (x0, y0, max(x0, x1), max(y0, y1))


def _overlap(one, other):
    box = _intersection(one, other)
    return (box[2] - box[0]) * (box[3] - box[1])


def _warped_grid(dataset: gdal.Dataset, path: str, srs: osr.SpatialReference | None,
                 extent: Sequence[float] | None, pixel_size: float | None, same_crs: bool) -> PixelGrid:
    """The north-up grid a rotated raster is warped onto (the export's warp reads it there): over ``extent``, else
    its footprint in ``srs``; pixels of ``pixel_size``, else those gdalwarp chooses for it in ``srs`` (which QGIS
    shows it on: in its own CRS the grid snaps to them, as the algorithm's does)."""
    from ..layout.grid import grid_over
    footprint = _footprint(dataset, srs)
    if footprint is None:
        raise RasterSourceError(message("{path}: its footprint cannot be found in the target CRS", path=path))
    layer_pixels, suggested = None, None
    if same_crs:
        # The north-up pixels QGIS shows the raster on (GDAL's auto-warped VRT), as the algorithm's grid snaps to.
        suggested = gdal.AutoCreateWarpedVRT(dataset).GetGeoTransform()
        layer_pixels = (suggested[0], suggested[3], suggested[1], abs(suggested[5]))
    if pixel_size is None:
        if suggested is None:
            target = srs.ExportToWkt() if srs is not None else None
            suggested = gdal.Warp("", dataset, format="VRT", dstSRS=target).GetGeoTransform()
        pixel_size = abs(suggested[1])
    x_min, y_min, x_max, y_max = extent if extent is not None else footprint
    return grid_over(crs_string(srs), (x_min, y_min, x_max, y_max), (float(pixel_size), float(pixel_size)),
                     layer_pixels)


def export_grid(path: str, extent: Sequence[float] | None = None, crs: str | None = None,
                pixel_size: float | None = None) -> PixelGrid | None:
    """The export grid for a region of the raster ``path``, or None for its own grid.

    ``extent``: (xmin, ymin, xmax, ymax) in ``crs`` (default: the raster's
    extent); ``crs``: the target CRS as GDAL reads it ('EPSG:3857', WKT...;
    default the raster's); ``pixel_size``: in target CRS units (default the
    raster's, or its extent's width in the target CRS over its width). On the
    raster's own CRS and pixel size the grid snaps to its pixels, so they are
    read as they are, not resampled: as the Processing algorithm does. A rotated
    raster's grid is north-up, over its footprint, on the pixels gdalwarp
    chooses for it (:func:`_warped_grid`); its own grid is refused (:func:`grid_of`).
    """
    from ..layout.grid import GridParameterError, check_pixel_size, grid_over
    if extent is None and not crs and pixel_size is None:
        return None
    if pixel_size is not None:
        check_pixel_size(pixel_size)
    dataset = open_raster(path)
    layer_srs = dataset_srs(dataset)
    if layer_srs is None and crs:
        raise RasterSourceError(message("{path}: has no CRS, so it cannot be exported in another CRS", path=path))
    try:
        srs = srs_from_string(crs) if crs else layer_srs
    except RuntimeError as error:
        raise GridParameterError(message("{option} {crs!r} is not a CRS GDAL knows ({error})",
                                         option=option_name("targetCrs"), crs=crs, error=error)) from None
    same_crs = layer_srs is not None and _same_srs(layer_srs, srs)
    c, a, b, f, d, e = dataset.GetGeoTransform()
    if b or d:
        return _warped_grid(dataset, path, srs, extent, pixel_size, same_crs or srs is None)
    width, height = dataset.RasterXSize, dataset.RasterYSize
    layer_size = (abs(a), abs(e))
    layer_extent = (min(c, c + a * width), min(f, f + e * height), max(c, c + a * width), max(f, f + e * height))
    if same_crs or srs is None:
        own_extent = layer_extent
    else:
        transform = osr.CoordinateTransformation(layer_srs, srs)
        own_extent = transform.TransformBounds(*layer_extent, 21)
    x_min, y_min, x_max, y_max = extent if extent is not None else own_extent
    if pixel_size is not None:
        size_x = size_y = float(pixel_size)
    elif same_crs or srs is None:
        size_x, size_y = layer_size
    else:
        size_x = size_y = (own_extent[2] - own_extent[0]) / width
    layer_pixels = (layer_extent[0], layer_extent[3], *layer_size) if same_crs or srs is None else None
    return grid_over(crs_string(srs), (x_min, y_min, x_max, y_max), (size_x, size_y), layer_pixels)
