"""What the export dialog shows the export will write: the export grid, the patch layout, the size estimate,
the layers' coverage of the region, and the patch grid drawn on the map.

Every figure comes from the code the run uses: the algorithm's ``export_grid``, core's ``check_region``,
``plan_layout`` (the PatchLayout), ``estimate_export`` and ``check_coverage``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Callable

from qgis.core import QgsCoordinateReferenceSystem, QgsProcessingContext, QgsProcessingException, QgsRasterLayer
from qgis.gui import QgsMapCanvas
from qgis.PyQt.QtWidgets import QFormLayout, QGroupBox, QLabel, QWidget

from ..core.base.messages import counted, n_columns, n_patches, n_records, n_rows
from ..core.export.estimate import ExportEstimate, ExportSizeError, check_export_size, estimate_export, human_bytes
from ..core.export.export_image import (
    ExportError,
    check_coverage,
    check_grid_crs,
    check_record_size,
    check_region,
    plan_features,
    plan_layout,
)
from ..core.export.raster_source import Band, RegionCoverage, grid_of
from ..core.layout.format_options import FormatOptions, FormatOptionsError
from ..core.layout.grid import PatchLayout, PixelGrid
from ..provider.export_image import ExportImageAlgorithm
from ..texts import fill, tr, translated, user_text
from .export_inputs import BAND_NAMES, EXTENT, LAYERS, CheckedLayers
from .grid_overlay import DROPPED_FILL, MARGIN_COLOR, MAX_DRAWN_PATCHES, PADDED_FILL, PATCH_COLOR, GridOverlay
from .parts import DialogPart, column_layout, error_label

SIZE = "size"  # where its error is shown
# A layer covering less of the export region than this is worth a warning.
LITTLE_COVERAGE = 0.5


class ExportPreview(DialogPart):
    """The "What the export will write" figures and the grid overlay; ``grid``, ``layout_`` and ``estimate``
    are the export grid, PatchLayout and estimate shown (None while the export would refuse)."""

    def __init__(self, canvas: QgsMapCanvas | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.canvas = canvas
        self.grid: PixelGrid | None = None
        self.layout_: PatchLayout | None = None  # the PatchLayout shown, None while the options are invalid
        self.estimate: ExportEstimate | None = None
        # The layers' coverage of the grid, or the refusal, for the one (paths, names, grid) checked last.
        self._coverage_cache: dict[tuple[tuple[str, ...], tuple[str, ...], PixelGrid],
                                   tuple[RegionCoverage | None, str | None]] = {}
        self.error_labels = {SIZE: error_label()}
        self.overlay_note = QLabel()
        self.overlay_note.setWordWrap(True)
        self.overlay_note.hide()
        column = column_layout(self)
        column.addWidget(self._build_figures())
        # Under the figures, not in their form: a hidden row of a form still takes its spacing.
        column.addWidget(self.error_labels[SIZE])
        self.overlay = GridOverlay(canvas) if canvas is not None else None

    def _build_figures(self) -> QGroupBox:
        box = QGroupBox(tr("What the export will write"))
        form = QFormLayout(box)
        self.grid_label = QLabel()
        self.patch_count_label = QLabel()
        self.tiles_per_row_label = QLabel()
        self.tile_size_label = QLabel()
        self.edge_label = QLabel()
        self.size_label = QLabel()
        self.shard_label = QLabel()
        for label in self._figure_labels():
            label.setWordWrap(True)  # long figures wrap rather than widen the dialog past the map
        form.addRow(tr("Export grid"), self.grid_label)
        form.addRow(tr("Patches"), self.patch_count_label)
        form.addRow(tr("Tiles per row"), self.tiles_per_row_label)
        form.addRow(tr("Tile size"), self.tile_size_label)
        form.addRow(tr("Edges"), self.edge_label)
        form.addRow(tr("Size"), self.size_label)
        form.addRow(tr("Files"), self.shard_label)
        if self.canvas is not None:
            legend = QLabel(
                tr("On the map: <span style='color:{patch}'>&#9632; patches</span> &nbsp; "
                "<span style='color:{margin}'>- - kernel margins</span> &nbsp; "
                "<span style='color:{dropped}'>&#9632; dropped edge</span> &nbsp; "
                "<span style='color:{padded}'>&#9632; padded edge</span>").format(
                    patch=PATCH_COLOR.name(), margin=MARGIN_COLOR.name(), dropped=DROPPED_FILL.name(),
                    padded=PADDED_FILL.name()))
            legend.setWordWrap(True)
            form.addRow("", legend)
        form.addRow("", self.overlay_note)
        return box

    def _figure_labels(self) -> tuple[QLabel, ...]:
        return (self.grid_label, self.patch_count_label, self.tiles_per_row_label, self.tile_size_label,
                self.edge_label, self.size_label, self.shard_label)

    # ------------------------------------------------------------------ planning, as the run plans

    def plan_grid(self, algorithm: ExportImageAlgorithm, context: QgsProcessingContext, parameters: dict[str, Any],
                  layers: CheckedLayers,
                  errors: dict[str, str]) -> None:
        """self.grid: the export region's pixel grid, None when the layers or the region would be refused."""
        self.grid = self.layout_ = self.estimate = None
        if not layers or LAYERS in errors:
            return
        try:
            self.grid = self._export_grid(algorithm, context, parameters, layers[0][0])
        except (QgsProcessingException, ValueError) as error:
            errors[EXTENT] = user_text(error)
        if self.grid is not None:
            try:
                check_region(self.grid)
            except ExportError as error:
                errors[EXTENT] = user_text(error)
                self.grid = None
        if self.grid is not None:
            try:
                check_grid_crs(self.grid, layers[0][0].name())
            except ExportError as error:
                errors[LAYERS] = user_text(error)

    @staticmethod
    def _export_grid(algorithm: ExportImageAlgorithm, context: QgsProcessingContext, parameters: dict[str, Any],
                     first_layer: QgsRasterLayer) -> PixelGrid:
        grid = algorithm.export_grid(parameters, context, first_layer)
        if grid is not None:
            return grid
        # The first layer's own grid, read by the function the export reads it with (south-up kept).
        return grid_of(first_layer.source())

    def plan_layout(self, options: FormatOptions | None, bands: Sequence[Band], errors: dict[str, str],
                    option_at_fault: Callable[[Exception], str]) -> None:
        """self.layout_ and self.estimate: the export's own patch layout (or its refusal, put beside the option
        ``option_at_fault(error)`` names) and size estimate; a record too large for protobuf refused too."""
        if self.grid is None or options is None:
            return
        try:
            self.layout_ = plan_layout(self.grid, options)
        except ExportError as error:
            errors.setdefault(option_at_fault(error), user_text(error))  # no whole patch fits
        if self.layout_ is not None and bands and BAND_NAMES not in errors:
            features = plan_features(bands, options)
            self.estimate = estimate_export(features, self.layout_, options)
            try:
                check_record_size(features, self.layout_, options)
            except FormatOptionsError as error:
                errors.setdefault(option_at_fault(error), user_text(error))

    def check_size(self, options: FormatOptions, folder: str, errors: dict[str, str]) -> None:
        """The run's refusal of an export larger than any export may be, or than the free space where
        ``folder`` is (core's check_export_size on the estimate shown; no folder: the bound alone)."""
        if self.estimate is None or self.layout_ is None:
            return
        try:
            check_export_size(self.estimate, self.layout_.total_patches, folder or None, options.compressed)
        except ExportSizeError as error:
            errors[SIZE] = user_text(error)

    def coverage_warnings(self, layers: CheckedLayers, errors: dict[str, str]) -> list[str]:
        """Warnings for layers covering little of the export region; an error when the export would refuse
        (none without a grid)."""
        if self.grid is None:
            return []
        paths = tuple(layer.source() for layer, _ in layers)
        names = tuple(layer.name() for layer, _ in layers)
        key = (paths, names, self.grid)
        if key not in self._coverage_cache:
            try:
                self._coverage_cache = {key: (check_coverage(list(paths), self.grid, list(names)), None)}
            except ExportError as error:
                self._coverage_cache = {key: (None, user_text(error))}
            except (ValueError, RuntimeError):
                self._coverage_cache = {key: (None, None)}  # cannot be told: the export will say
        coverage, refusal = self._coverage_cache[key]
        if refusal:
            errors.setdefault(LAYERS, refusal)
            return []
        if coverage is None:
            return []
        little = [tr("{layer} covers only {fraction:.0%} of the export region").format(layer=layer.name(),
                                                                                         fraction=fraction)
                  for (layer, _), fraction in zip(layers, coverage.fractions)
                  if fraction is not None and fraction < LITTLE_COVERAGE]
        if coverage.common is not None and coverage.common < LITTLE_COVERAGE and len(layers) > 1:
            little.append(tr("the layers overlap on only {fraction:.0%} of the export region").format(
                fraction=coverage.common))
        if not little:
            return []
        return ["; ".join(little) + tr(". Elsewhere every band holds defaultValue (masked); maskedThreshold "
                                       "below 1 (e.g. 0.99) leaves wholly masked patches out.")]

    # ------------------------------------------------------------------ the figures and the overlay

    def show_figures(self, options: FormatOptions | None, crs: QgsCoordinateReferenceSystem) -> None:
        """Show the planned grid, layout and estimate (``options``: the run's FormatOptions, ``crs``: the
        grid's), and draw the layout on the map."""
        self._show_grid(crs)
        layout = self.layout_
        if layout is None:
            for label in self._figure_labels()[1:]:
                label.setText("-")
            if self.overlay is not None:
                self.overlay.clear()
            return
        self._show_layout(layout)
        self._show_estimate(options)
        if self.overlay is not None:
            self.overlay.show(self.grid, layout, crs)
            simplified = layout.total_patches > MAX_DRAWN_PATCHES
            self.overlay_note.setText(fill(tr("The map shows the covered area as one outline: {total_patches} "
                                           "are more than the {max_drawn_patches:,} drawn one by one."),
                                          total_patches=n_patches(layout.total_patches),
                                          max_drawn_patches=MAX_DRAWN_PATCHES)
                                      if simplified else "")
            self.overlay_note.setVisible(simplified)

    def _show_grid(self, crs: QgsCoordinateReferenceSystem) -> None:
        grid = self.grid
        if grid is None:
            self.grid_label.setText("-")
            return
        c, a, _, f, _, e = grid.geotransform
        self.grid_label.setText(fill(tr("{width:,} x {height:,} pixels of {pixel_width:g} x {pixel_height:g} "
                                     "({crs})"), width=grid.width, height=grid.height, pixel_width=abs(a),
                                                  pixel_height=abs(e), crs=crs.authid() or crs.description()))

    def _show_layout(self, layout: PatchLayout) -> None:
        self.patch_count_label.setText(translated(n_patches(layout.total_patches)))
        self.tiles_per_row_label.setText(fill(tr("{patches_per_row:,} per row, {rows}"),
                                              patches_per_row=layout.patches_per_row, rows=n_rows(layout.rows)))
        margins = (tr(" ({patch_width} x {patch_height} patch + kernel margins of {margin_x} x {margin_y} pixels "
                      "each side)").format(
                       patch_width=layout.patch_width, patch_height=layout.patch_height, margin_x=layout.margin_x,
                       margin_y=layout.margin_y) if layout.margin_x or layout.margin_y
                   else tr(" (no kernel margins)"))
        self.tile_size_label.setText(tr("{tile_width} x {tile_height} pixels{margins}").format(
            tile_width=layout.tile_width, tile_height=layout.tile_height, margins=margins))
        extra_columns = abs(layout.covered_width - layout.width)
        extra_rows = abs(layout.covered_height - layout.height)
        if not extra_columns and not extra_rows:
            self.edge_label.setText(tr("the patches cover the region exactly"))
        elif layout.pad_edges:
            self.edge_label.setText(fill(tr("padded with masked pixels: {extra_columns}, {extra_rows}"),
                                         extra_columns=n_columns(extra_columns), extra_rows=n_rows(extra_rows)))
        else:
            self.edge_label.setText(fill(tr("dropped: {extra_columns} at the right, {extra_rows} at the bottom"),
                                         extra_columns=n_columns(extra_columns), extra_rows=n_rows(extra_rows)))

    def _show_estimate(self, options: FormatOptions) -> None:
        estimate = self.estimate
        if estimate is None:
            self.size_label.setText("-")
            self.shard_label.setText("-")
            return
        self.size_label.setText(
            fill(tr("about {total_bytes:,} bytes before compression ({human}): {records} of {record_bytes:,} bytes"),
                 total_bytes=estimate.total_bytes, human=human_bytes(estimate.total_bytes),
                 records=n_records(estimate.records), record_bytes=estimate.record_bytes)
            + (tr(", fewer if maskedThreshold drops patches") if options.maskedThreshold < 1 else ""))
        self.shard_label.setText(translated(counted(estimate.shards, "%n file (at most {max_bytes:,} bytes)",
                                                    "%n files (at most {max_bytes:,} bytes each)",
                                                    max_bytes=options.maxFileSize)))

    def release(self) -> None:
        if self.overlay is not None:
            self.overlay.remove()
