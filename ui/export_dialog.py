"""The "Export raster to TFRecord" dialog: pick layers and formatOptions, see the patch grid, run tfrecord:exportimage.

The dialog only builds the algorithm's parameters. Its live figures come from the
same code the run uses: the algorithm's own ``format_options`` and ``export_grid``
turn the parameters into FormatOptions and the export grid, core's PatchLayout tiles
it, and core's band naming and checks validate the bands; so what the dialog shows
is what the run will do.
"""

import json
import os
from dataclasses import replace
from typing import Any, cast

from qgis.core import (
    QgsApplication,
    QgsCoordinateReferenceSystem,
    QgsMessageLog,
    QgsProcessingContext,
    QgsProcessingException,
    QgsProcessingFeatureSourceDefinition,
    QgsProject,
    QgsRasterLayer,
    QgsReferencedRectangle,
    QgsVectorLayer,
)
from qgis.gui import QgsDoubleSpinBox, QgsExtentGroupBox, QgsFileWidget, QgsProjectionSelectionWidget
from qgis.PyQt import sip
from qgis.PyQt.QtCore import Qt
from qgis.PyQt.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QCheckBox,
    QComboBox,
    QDialogButtonBox,
    QFormLayout,
    QFrame,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..core.estimate import estimate_export, human_bytes
from ..core.export_image import (
    ExportError,
    check_coverage,
    check_prefix,
    check_region,
    masked_patches_text,
    plan_features,
    plan_layout,
    resolve_band_names,
)
from ..core.format_options import FORMAT_OPTIONS, FormatOptions, FormatOptionsError
from ..core.labels import DEFAULT_LABEL_BAND
from ..core.raster_source import RESAMPLING, SourceLayer, band_numbers_of, grid_of, open_raster
from ..core.raster_source import layer_bands as core_layer_bands
from ..core.training import DEFAULT_BLOCK, TrainingOptionsError, check_blocks
from ..provider.compat import STRING_FIELD
from ..provider.export_image import ExportImageAlgorithm
from ..provider.i18n import tr, translatable
from . import settings
from .algorithm_dialog import AlgorithmDialog
from .background import LOG_TAG
from .grid_overlay import DROPPED_FILL, MARGIN_COLOR, MAX_DRAWN_PATCHES, PADDED_FILL, PATCH_COLOR, GridOverlay
from .option_fields import option_fields

ALGORITHM_ID = "tfrecord:exportimage"
SETTINGS = "export"

# The formatOptions, in EE's names; validation messages name one of them.
OPTION_KEYS = tuple(option.key for option in FORMAT_OPTIONS)
PASTED = "formatOptions"  # the pasted EE JSON
ERROR_COLOR, WARNING_COLOR, HINT_COLOR = "#c00000", "#a05a00", "#606060"
# A layer covering less of the export region than this is worth a warning.
LITTLE_COVERAGE = 0.5
# The dialog opens at most this share of the screen wide (it scrolls), beside the map.
SCREEN_SHARE, MIN_WIDTH = 0.55, 560
# Other places an error can be shown next to.
LAYERS, BAND_NAMES, EXTENT, OUTPUT, PREFIX = "layers", "bandNames", "extent", "output", "prefix"
LABELS, TRAINING = "labels", "training"
# The file names' default prefix: part of file names, so the same in every language.
DEFAULT_PREFIX = "patches"

TOOLTIPS = {
    PASTED: translatable("Paste the formatOptions object of your EE Export.image call; the keys it sets override the "
            "options above."),
}


def layer_bands(layer):
    """(GDAL band numbers, scalar Bands, the one array Band) the export reads from ``layer``, as core makes
    them (alpha bands are masks; a band type the export cannot write is refused here already)."""
    dataset = open_raster(layer.source())
    numbers = band_numbers_of(SourceLayer(layer.source()), dataset)
    scalars = core_layer_bands(SourceLayer(layer.source()), dataset)
    array = core_layer_bands(SourceLayer(layer.source(), array=True, name=layer.name()), dataset)[0]
    return numbers, scalars, array


def _error_label(color=None):
    label = QLabel()
    label.setWordWrap(True)
    label.setStyleSheet(f"color: {color or ERROR_COLOR};")
    label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    label.hide()
    return label


def _row(*widgets):
    box = QWidget()
    layout = QHBoxLayout(box)
    layout.setContentsMargins(0, 0, 0, 0)
    for widget in widgets:
        layout.addWidget(widget)
    layout.addStretch(1)
    return box


def _spin(minimum, maximum, value):
    spin = QSpinBox()
    spin.setRange(minimum, maximum)
    spin.setValue(value)
    return spin


class ExportDialog(AlgorithmDialog):
    """Non-modal, so the map can be panned (or an extent drawn) while the grid overlay follows the options."""

    def __init__(self, canvas=None, message_bar=None, parent=None, project=None):
        super().__init__(parent)
        self.setWindowTitle(tr("Export raster to TFRecord"))
        self.canvas = canvas
        self.message_bar = message_bar
        self.project = project or QgsProject.instance()
        # The registry types what it makes as the base class; ALGORITHM_ID's is ours, whose checks the dialog asks.
        registry = QgsApplication.processingRegistry()
        self.algorithm = cast(ExportImageAlgorithm, registry.createAlgorithmById(ALGORITHM_ID))
        if self.algorithm is None:
            raise RuntimeError(
                tr("the Processing algorithm {algorithm} is not registered").format(algorithm=ALGORITHM_ID))
        self.context = QgsProcessingContext()
        self.context.setProject(self.project)
        self.errors = {}
        self.layout_ = None  # the PatchLayout shown, None while the options are invalid
        self.grid = None
        self.estimate = None
        self.options = None  # the FormatOptions of the fields, None while they are refused
        self._band_cache = {}
        self._custom_names = {}  # (layer id, band number or "array") -> name typed in the table
        self._rebuilding = False
        self._coverage_cache = {}
        self._output_touched = False

        self.error_labels = {key: _error_label() for key in
                             OPTION_KEYS + (PASTED, LAYERS, BAND_NAMES, EXTENT, OUTPUT, PREFIX, LABELS, TRAINING)}
        self.warning_label = _error_label(WARNING_COLOR)  # the layers' coverage of the region
        self.overlay_note = QLabel()
        self.overlay_note.setWordWrap(True)
        self.overlay_note.hide()
        content = QWidget()
        content_layout = QVBoxLayout(content)
        # One column, inputs above options: narrow enough to sit beside the map without scrolling sideways.
        content_layout.addLayout(self._build_input_column())
        content_layout.addLayout(self._build_options_column())
        content_layout.addWidget(self._build_training_box())
        content_layout.addWidget(self._build_figures())
        # Scrolled, so the dialog fits a laptop screen (1366 x 768) with Run in view, and can be kept
        # narrow beside the map, where the grid overlay shows.
        self.scroll_area = QScrollArea()
        self.scroll_area.setWidgetResizable(True)
        self.scroll_area.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll_area.setWidget(content)
        main = QVBoxLayout(self)
        main.addWidget(self.scroll_area)
        self.run_error_label = _error_label()
        main.addWidget(self.run_error_label)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.run_button = self.buttons.addButton(tr("Run"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.run_button.setToolTip(tr("Run tfrecord:exportimage in the background; progress shows in the message bar."))
        self.buttons.accepted.connect(self.run)
        self.buttons.rejected.connect(self.reject)
        main.addWidget(self.buttons)

        self.overlay = GridOverlay(canvas) if canvas is not None else None
        self._load_settings()
        self._populate_layers()
        self._connect_live_updates()
        self.project.layersAdded.connect(self._populate_layers)
        self.project.layersRemoved.connect(self._populate_layers)
        self.refresh()
        self._fitted = False

    def showEvent(self, event):
        # Sized on first show, once the widgets are polished and their size hints are final.
        if not self._fitted:
            self._fitted = True
            self.ensurePolished()
            self.scroll_area.widget().adjustSize()
            self._fit_screen()
        super().showEvent(event)

    def _fit_screen(self):
        """At most the screen's height and about half its width, at the right edge: the map stays in view."""
        screen = (self.parentWidget() or self).screen() if hasattr(self, "screen") else None
        if screen is None:
            return
        available = screen.availableGeometry()
        content = self.scroll_area.widget().sizeHint()
        chrome = self.buttons.sizeHint().height() + 60  # buttons, margins, a scroll bar
        margins = self.layout().contentsMargins()
        sides = margins.left() + margins.right() + self.scroll_area.verticalScrollBar().sizeHint().width() + 8
        width = min(content.width() + sides, max(MIN_WIDTH, int(available.width() * SCREEN_SHARE)))
        height = min(content.height() + chrome, available.height() - 40)
        self.resize(width, height)
        self.move(available.right() - width - 8, available.top() + 20)

    # ------------------------------------------------------------------ widgets

    def _build_input_column(self):
        column = QVBoxLayout()
        layers_box = QGroupBox(tr("Raster layers (bands stacked top to bottom)"))
        layers_layout = QVBoxLayout(layers_box)
        self.layer_tree = QTreeWidget()
        self.layer_tree.setHeaderLabels([tr("Layer"), tr("Array band")])
        self.layer_tree.setRootIsDecorated(False)
        self.layer_tree.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.layer_tree.header().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.layer_tree.header().setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        self.layer_tree.headerItem().setToolTip(
            1, tr("Export the layer as ONE array band named after it, whose per-pixel array is the layer's band "
               "values (e.g. a time series)."))
        self.layer_tree.setMaximumHeight(130)
        self.up_button = QPushButton(tr("Up"))
        self.up_button.setToolTip(tr("Move the selected layer up: its bands come earlier in every record."))
        self.down_button = QPushButton(tr("Down"))
        self.down_button.setToolTip(tr("Move the selected layer down: its bands come later in every record."))
        self.up_button.clicked.connect(lambda: self.move_selected_layer(-1))
        self.down_button.clicked.connect(lambda: self.move_selected_layer(1))
        layers_layout.addWidget(self.layer_tree)
        layers_layout.addWidget(_row(self.up_button, self.down_button))
        layers_layout.addWidget(self.error_labels[LAYERS])
        layers_layout.addWidget(self.warning_label)
        column.addWidget(layers_box)

        names_box = QGroupBox(tr("Band names (the features of each record)"))
        names_layout = QVBoxLayout(names_box)
        self.band_table = QTableWidget(0, 3)
        self.band_table.setHorizontalHeaderLabels([tr("Layer"), tr("Band"), tr("Name")])
        self.band_table.horizontalHeader().setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        self.band_table.verticalHeader().hide()
        self.band_table.setToolTip(tr("Each band becomes a feature of this name; double-click a name to change it."))
        self.band_table.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 8)
        self.band_table.setMaximumHeight(8 * (self.fontMetrics().height() + 8))
        names_layout.addWidget(self.band_table)
        names_layout.addWidget(self.error_labels[BAND_NAMES])
        column.addWidget(names_box)

        self.extent_box = QgsExtentGroupBox()
        self.extent_box.setTitleBase(tr("Extent"))
        self.extent_box.setCheckable(True)
        self.extent_box.setChecked(False)
        self.extent_box.setToolTip(tr("Unchecked: the whole first layer. Checked: from a layer, the map canvas, "
                                   "or drawn on the canvas."))
        if self.canvas is not None:
            self.extent_box.setMapCanvas(self.canvas)
        column.addWidget(self.extent_box)
        column.addWidget(self.error_labels[EXTENT])

        grid_form = QFormLayout()
        self.crs_widget = QgsProjectionSelectionWidget()
        self.crs_widget.setOptionVisible(QgsProjectionSelectionWidget.CrsOption.CrsNotSet, True)
        self.crs_widget.setNotSetText(tr("The first layer's CRS"))
        self.crs_widget.setCrs(QgsCoordinateReferenceSystem())
        self.crs_widget.setToolTip(tr("The CRS of the export grid; layers in another CRS are warped to it."))
        grid_form.addRow(tr("Target CRS"), self.crs_widget)
        self.pixel_size = QgsDoubleSpinBox()
        self.pixel_size.setRange(0, 1e9)
        self.pixel_size.setDecimals(6)
        self.pixel_size.setSpecialValueText(tr("The first layer's"))
        self.pixel_size.setClearValue(0)
        self.pixel_size.setToolTip(tr("Pixel size of the export grid in target CRS units; layers at another "
                                   "resolution are resampled."))
        grid_form.addRow(tr("Pixel size"), self.pixel_size)
        self.resampling = QComboBox()
        self.resampling.addItems(RESAMPLING)
        self.resampling.setToolTip(tr("How layers not on the export grid are warped onto it."))
        grid_form.addRow(tr("Resampling"), self.resampling)
        column.addLayout(grid_form)
        column.addStretch(1)
        return column

    def _build_options_column(self):
        column = QVBoxLayout()
        options_box = QGroupBox(tr("formatOptions (Earth Engine's defaults)"))
        form = QFormLayout(options_box)
        # One field per option of core/format_options.py's table; each widget is also the dialog's attribute of
        # its settings key (self.patch_width, self.compressed, ...).
        self.option_fields = option_fields()
        self.option_widgets = {key: field.widgets for key, field in self.option_fields.items()}
        for field in self.option_fields.values():
            for name, widget in field.named_widgets():
                setattr(self, name, widget)
        self.option_labels = {}
        for key, field in self.option_fields.items():
            label = QLabel(key)
            label.setToolTip(tr(field.option.tooltip))
            self.option_labels[key] = label
            form.addRow(label, field.field)
            # The error on a row of its own, the form's full width: inside the field's row a long
            # message squeezed the field into a sliver.
            form.addRow(self.error_labels[key])
        column.addWidget(options_box)

        pasted_box = QGroupBox(tr("Paste EE formatOptions (JSON)"))
        pasted_layout = QVBoxLayout(pasted_box)
        self.pasted_options = QPlainTextEdit()
        self.pasted_options.setPlaceholderText(tr('{"patchDimensions": [256, 256], "kernelSize": [33, 33], '
                                               '"compressed": true}'))
        self.pasted_options.setToolTip(tr(TOOLTIPS[PASTED]))
        self.pasted_options.setMaximumHeight(70)
        pasted_layout.addWidget(self.pasted_options)
        pasted_layout.addWidget(self.error_labels[PASTED])
        column.addWidget(pasted_box)

        output_form = QFormLayout()
        self.output_folder = QgsFileWidget()
        self.output_folder.setStorageMode(QgsFileWidget.StorageMode.GetDirectory)
        self.output_folder.setToolTip(tr("The folder the TFRecord files, the mixer JSON and the export sidecar "
                                      "are written to."))
        output_form.addRow(tr("Output folder"), self.output_folder)
        output_form.addRow(self.error_labels[OUTPUT])
        self.prefix = QLineEdit(DEFAULT_PREFIX)
        self.prefix.setToolTip(tr("Files are named PREFIX-00000.tfrecord.gz, ... and PREFIX-mixer.json, as EE "
                               "names them; PREFIX-sidecar.json is ours."))
        output_form.addRow(tr("File name prefix"), self.prefix)
        output_form.addRow(self.error_labels[PREFIX])
        column.addLayout(output_form)
        column.addStretch(1)
        return column

    def _build_training_box(self):
        """Labels from a vector layer, splits into sets, sampling and .tfindex files (tfrecord:exportimage's
        LABEL_* and split parameters)."""
        box = QGroupBox(tr("Training set: labels, splits and sampling"))
        form = QFormLayout(box)
        self.label_layer = QComboBox()
        self.label_layer.setToolTip(tr("Polygons, lines or points burnt onto the export grid as one more band of "
                                       "every record, the label band (int64). Where no feature lies, and where "
                                       "the image bands are masked, it holds the label nodata."))
        self.label_selected = QCheckBox(tr("Selected features only"))
        self.label_selected.setToolTip(tr("Burn only the label layer's selected features."))
        form.addRow(tr("Label layer"), _row(self.label_layer, self.label_selected))
        self.label_field = QComboBox()
        self.label_field.setToolTip(tr("A number field's whole numbers are the labels; a text field's texts become "
                                       "classes 1, 2, ... in sorted order. The label value: every feature burns "
                                       "that number."))
        self.label_value = _spin(-(1 << 31) + 1, (1 << 31) - 2, 1)
        self.label_value.setToolTip(tr("The number every feature burns when no label field is chosen."))
        form.addRow(tr("Label field"), _row(self.label_field, self.label_value))
        self.label_all_touched = QCheckBox(tr("Burn every pixel a feature touches"))
        self.label_all_touched.setToolTip(tr("As gdal_rasterize -at; unchecked, only the pixels whose centre a "
                                             "feature covers."))
        self.label_band = QLineEdit(DEFAULT_LABEL_BAND)
        self.label_band.setToolTip(tr("The feature name of the label band in the records."))
        form.addRow(tr("Label band"), _row(self.label_band, self.label_all_touched))
        form.addRow(self.error_labels[LABELS])
        self.splits = QLineEdit()
        self.splits.setPlaceholderText(tr("e.g. train=0.8,val=0.1,test=0.1 (empty: no split)"))
        self.splits.setToolTip(tr("Sets and their shares of the patches, adding up to 1; each is written under "
                                  "PREFIX-NAME with a mixer and an index placing its records."))
        form.addRow(tr("Splits"), self.splits)
        self.split_block = _spin(1, 1 << 16, DEFAULT_BLOCK)
        self.split_block.setToolTip(tr("Blocks of N x N patches go wholly to one set, so neighbours sharing kernel "
                                       "margins stay together."))
        self.seed = _spin(-(1 << 31), (1 << 31) - 1, 0)
        self.seed.setToolTip(tr("The same seed gives the same sets and the same sampled patches."))
        form.addRow(tr("Block (patches per side), seed"), _row(self.split_block, self.seed))
        self.min_label_share = QgsDoubleSpinBox()
        self.min_label_share.setRange(0, 1)
        self.min_label_share.setDecimals(3)
        self.min_label_share.setSingleStep(0.05)
        self.min_label_share.setClearValue(0)
        self.min_label_share.setToolTip(tr("Patches with labels are kept only when the labels cover at least this "
                                           "share of the patch; 0 keeps them all."))
        self.negative_ratio = QgsDoubleSpinBox()
        self.negative_ratio.setRange(0, 1)
        self.negative_ratio.setDecimals(3)
        self.negative_ratio.setSingleStep(0.05)
        self.negative_ratio.setClearValue(1)
        self.negative_ratio.setValue(1)
        self.negative_ratio.setToolTip(tr("The share of patches without any label that is kept, chosen by the "
                                          "seed; 1 keeps them all."))
        form.addRow(tr("Least label share, negatives kept"), _row(self.min_label_share, self.negative_ratio))
        self.write_tfindex = QCheckBox(tr("Write .tfindex files (uncompressed files only)"))
        self.write_tfindex.setToolTip(tr("One \"offset length\" line per record beside each .tfrecord file, as "
                                         "the PyTorch tfrecord package reads them; a GZIP file has no offsets "
                                         "to index."))
        form.addRow("", self.write_tfindex)
        form.addRow(self.error_labels[TRAINING])
        return box

    def _populate_label_layers(self):
        """List the project's vector layers as label layers, keeping the one chosen."""
        chosen = self.label_layer.currentData()
        self.label_layer.blockSignals(True)
        self.label_layer.clear()
        self.label_layer.addItem(tr("(none)"), "")
        for layer in self.project.mapLayers().values():
            if isinstance(layer, QgsVectorLayer) and layer.isSpatial():
                self.label_layer.addItem(layer.name(), layer.id())
        index = self.label_layer.findData(chosen) if chosen else 0
        self.label_layer.setCurrentIndex(max(index, 0))
        self.label_layer.blockSignals(False)
        self._label_layer_changed()

    def _label_layer_changed(self, *_):
        """Offer the chosen label layer's number and text fields, and follow its selection."""
        self._follow_label_selection(self.label_layer_chosen())
        chosen = self.label_field.currentData()
        self.label_field.blockSignals(True)
        self.label_field.clear()
        self.label_field.addItem(tr("(the label value)"), "")
        layer = self.label_layer_chosen()
        if layer is not None:
            for field in layer.fields():
                if field.isNumeric() or field.type() == STRING_FIELD:
                    self.label_field.addItem(field.name(), field.name())
        index = self.label_field.findData(chosen) if chosen else 0
        self.label_field.setCurrentIndex(max(index, 0))
        self.label_field.blockSignals(False)
        self.refresh()

    def _follow_label_selection(self, layer):
        """Refresh when the features selected on the map change in ``layer`` (None: in no layer), which
        'Selected features only' burns."""
        followed = getattr(self, "_selection_followed", None)
        if followed is layer:
            return
        if followed is not None and not sip.isdeleted(followed):
            try:
                followed.selectionChanged.disconnect(self.refresh)
            except TypeError:
                pass
        if layer is not None:
            layer.selectionChanged.connect(self.refresh)
        self._selection_followed = layer

    def label_layer_chosen(self):
        layer_id = self.label_layer.currentData()
        return self.project.mapLayer(layer_id) if layer_id else None

    def set_label_layer(self, layer, field=None):
        """Choose ``layer`` (and its ``field``) as the label layer, as picked in the combo boxes."""
        self.label_layer.setCurrentIndex(self.label_layer.findData(layer.id() if layer is not None else ""))
        if field is not None:
            self.label_field.setCurrentIndex(self.label_field.findData(field))

    def _build_figures(self):
        box = QGroupBox(tr("What the export will write"))
        form = QFormLayout(box)
        self.grid_label = QLabel()
        self.patch_count_label = QLabel()
        self.tiles_per_row_label = QLabel()
        self.tile_size_label = QLabel()
        self.edge_label = QLabel()
        self.size_label = QLabel()
        self.shard_label = QLabel()
        for label in (self.grid_label, self.patch_count_label, self.tiles_per_row_label, self.tile_size_label,
                      self.edge_label, self.size_label, self.shard_label):
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

    def _connect_live_updates(self):
        for field in self.option_fields.values():
            field.connect(self.refresh)
        self.pixel_size.valueChanged.connect(self.refresh)
        self.resampling.currentIndexChanged.connect(self.refresh)
        self.pasted_options.textChanged.connect(self.refresh)
        self.prefix.textChanged.connect(self.refresh)
        self.output_folder.fileChanged.connect(self._output_changed)
        self.crs_widget.crsChanged.connect(self._crs_changed)
        self.extent_box.extentChanged.connect(self.refresh)
        self.extent_box.toggled.connect(self.refresh)
        self.layer_tree.itemChanged.connect(self._layers_changed)
        self.band_table.itemChanged.connect(self._band_name_edited)
        self.label_layer.currentIndexChanged.connect(self._label_layer_changed)
        self.label_field.currentIndexChanged.connect(self.refresh)
        for widget in (self.label_value, self.split_block, self.seed):
            widget.valueChanged.connect(self.refresh)
        for widget in (self.min_label_share, self.negative_ratio):
            widget.valueChanged.connect(self.refresh)
        for widget in (self.label_selected, self.label_all_touched, self.write_tfindex):
            widget.toggled.connect(self.refresh)
        for widget in (self.label_band, self.splits):
            widget.textChanged.connect(self.refresh)

    # ------------------------------------------------------------------ layers and bands

    def _populate_layers(self, *_):
        """List the project's raster layers, keeping the order and marks already made."""
        if self.closed:
            return
        previous = [(item.data(0, Qt.ItemDataRole.UserRole), item.checkState(0), item.checkState(1))
                    for item in self._layer_items()]
        known = {layer_id: (checked, array) for layer_id, checked, array in previous}
        layers = [layer for layer in self.project.mapLayers().values() if isinstance(layer, QgsRasterLayer)]
        order = {layer_id: index for index, (layer_id, _, _) in enumerate(previous)}
        layers.sort(key=lambda layer: order.get(layer.id(), len(order)))
        self.layer_tree.blockSignals(True)
        self.layer_tree.clear()
        for index, layer in enumerate(layers):
            item = QTreeWidgetItem([layer.name(), ""])
            item.setData(0, Qt.ItemDataRole.UserRole, layer.id())
            item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemIsUserCheckable)
            # Check the first layer of a fresh list, so the dialog shows figures right away.
            first = not previous and index == 0
            checked, array = known.get(layer.id(), (Qt.CheckState.Checked if first else Qt.CheckState.Unchecked,
                                                    Qt.CheckState.Unchecked))
            if layer.providerType() != "gdal":
                item.setFlags(Qt.ItemFlag.ItemIsSelectable)
                item.setToolTip(0, tr("Only rasters GDAL reads (files, VRTs, GeoPackages...) can be exported."))
                checked = array = Qt.CheckState.Unchecked
            item.setCheckState(0, checked)
            item.setCheckState(1, array)
            self.layer_tree.addTopLevelItem(item)
        self.layer_tree.blockSignals(False)
        self._populate_label_layers()
        self._layers_changed()

    def _layer_items(self):
        return [self.layer_tree.topLevelItem(i) for i in range(self.layer_tree.topLevelItemCount())]

    def layer_item(self, layer):
        return next(item for item in self._layer_items() if item.data(0, Qt.ItemDataRole.UserRole) == layer.id())

    def set_layer_checked(self, layer, checked=True, array=False):
        item = self.layer_item(layer)
        self.layer_tree.blockSignals(True)
        item.setCheckState(0, Qt.CheckState.Checked if checked else Qt.CheckState.Unchecked)
        item.setCheckState(1, Qt.CheckState.Checked if array else Qt.CheckState.Unchecked)
        self.layer_tree.blockSignals(False)
        self._layers_changed()

    def checked_layers(self):
        """[(layer, is array layer)] in stacking order."""
        result = []
        for item in self._layer_items():
            layer = self.project.mapLayer(item.data(0, Qt.ItemDataRole.UserRole))
            if layer is not None and item.checkState(0) == Qt.CheckState.Checked:
                result.append((layer, item.checkState(1) == Qt.CheckState.Checked))
        return result

    def move_selected_layer(self, step):
        item = self.layer_tree.currentItem()
        if item is None:
            return
        index = self.layer_tree.indexOfTopLevelItem(item)
        target = index + step
        if not 0 <= target < self.layer_tree.topLevelItemCount():
            return
        self.layer_tree.blockSignals(True)
        self.layer_tree.takeTopLevelItem(index)
        self.layer_tree.insertTopLevelItem(target, item)
        self.layer_tree.setCurrentItem(item)
        self.layer_tree.blockSignals(False)
        self._layers_changed()

    def _bands_of(self, layer):
        if layer.id() not in self._band_cache:
            self._band_cache[layer.id()] = layer_bands(layer)
        return self._band_cache[layer.id()]

    def _table_rows(self):
        """(key for custom names, layer name, band text, core Band) of each exported band, in order."""
        rows = []
        for layer, is_array in self.checked_layers():
            try:
                bands = self._bands_of(layer)
            except ValueError:
                continue  # reported by refresh()
            numbers, scalars, array = bands
            # Copies: naming the bands writes their names.
            if is_array:
                rows.append(((layer.id(), "array"), layer.name(),
                             tr("array of bands {bands}").format(bands=", ".join(str(number) for number in numbers)),
                             replace(array)))
            else:
                for number, band in zip(numbers, scalars):
                    text = f"{number}: {band.description}" if band.description else str(number)
                    rows.append(((layer.id(), number), layer.name(), text, replace(band)))
        return rows

    def _layers_changed(self, *_):
        """Rebuild the band table for the checked layers, keeping names typed in it."""
        rows = self._table_rows()
        defaults = [row[3] for row in rows]
        try:
            resolve_band_names(defaults)
        except ExportError:
            pass  # repeated layer names in array bands; refresh() reports it
        self._rebuilding = True
        self.band_table.setRowCount(len(rows))
        for index, (key, layer_name, band_text, band) in enumerate(rows):
            for column, text in enumerate((layer_name, band_text)):
                item = QTableWidgetItem(text)
                item.setFlags(Qt.ItemFlag.ItemIsEnabled)
                self.band_table.setItem(index, column, item)
            name = QTableWidgetItem(self._custom_names.get(key, band.name or ""))
            name.setData(Qt.ItemDataRole.UserRole, key)
            name.setData(Qt.ItemDataRole.UserRole + 1, band.name or "")
            self.band_table.setItem(index, 2, name)
        self._rebuilding = False
        self._update_extent_source()
        self.refresh()

    def _band_name_edited(self, item):
        if self._rebuilding or item.column() != 2:
            return
        key, default = item.data(Qt.ItemDataRole.UserRole), item.data(Qt.ItemDataRole.UserRole + 1)
        if item.text() == default:
            self._custom_names.pop(key, None)
        else:
            self._custom_names[key] = item.text()
        self.refresh()

    def band_names(self):
        return [self.band_table.item(row, 2).text() for row in range(self.band_table.rowCount())]

    def set_band_name(self, row, name):
        self.band_table.item(row, 2).setText(name)

    # ------------------------------------------------------------------ extent and CRS

    def _first_layer(self):
        layers = self.checked_layers()
        return layers[0][0] if layers else None

    def _grid_crs(self):
        target = self.crs_widget.crs()
        if target.isValid():
            return target
        layer = self._first_layer()
        return layer.crs() if layer is not None else QgsCoordinateReferenceSystem()

    def _update_extent_source(self):
        layer = self._first_layer()
        if layer is None:
            return
        self.extent_box.blockSignals(True)
        # Setting an extent checks the box; unchecked (the whole first layer) must stay so.
        checked = self.extent_box.isChecked()
        self.extent_box.setOriginalExtent(layer.extent(), layer.crs())
        if self.canvas is not None:
            self.extent_box.setCurrentExtent(self.canvas.extent(), self.canvas.mapSettings().destinationCrs())
        self.extent_box.setOutputCrs(self._grid_crs())
        if self.extent_box.outputExtent().isEmpty():
            self.extent_box.setOutputExtentFromOriginal()
        self.extent_box.setChecked(checked)
        self.extent_box.blockSignals(False)

    def _crs_changed(self, *_):
        self._update_extent_source()
        self.refresh()

    def set_extent(self, rectangle, crs):
        """Use ``rectangle`` (in ``crs``) as the export extent, as if typed into the extent box."""
        self.extent_box.setChecked(True)
        self.extent_box.setOutputExtentFromUser(rectangle, crs)

    # ------------------------------------------------------------------ parameters

    def pasted_keys(self):
        try:
            pasted = json.loads(self.pasted_options.toPlainText())
        except ValueError:
            return set()
        return set(pasted) if isinstance(pasted, dict) else set()

    def parameters(self):
        """The parameters of tfrecord:exportimage as the widgets set them."""
        layers = self.checked_layers()
        parameters = {
            "INPUT": [layer.id() for layer, _ in layers],
            "ARRAY_LAYERS": [layer.id() for layer, is_array in layers if is_array],
            "BAND_NAMES": ",".join(name.strip() for name in self.band_names()),
            "RESAMPLING": self.resampling.currentIndex(),
            **{field.option.parameter: field.parameter_value() for field in self.option_fields.values()},
            "FORMAT_OPTIONS": self.pasted_options.toPlainText(),
            "OUTPUT": self.output_folder.filePath(),
            "PREFIX": self.prefix.text(),
        }
        if self.extent_box.isChecked():
            parameters["EXTENT"] = QgsReferencedRectangle(self.extent_box.outputExtent(), self.extent_box.outputCrs())
        if self.crs_widget.crs().isValid():
            parameters["TARGET_CRS"] = self.crs_widget.crs()
        if self.pixel_size.value() > 0:
            parameters["PIXEL_SIZE"] = self.pixel_size.value()
        label_layer = self.label_layer_chosen()
        if label_layer is not None:
            parameters["LABEL_LAYER"] = (QgsProcessingFeatureSourceDefinition(label_layer.id(), True)
                                         if self.label_selected.isChecked() else label_layer.id())
            parameters["LABEL_FIELD"] = self.label_field.currentData() or None
        parameters.update({
            "LABEL_VALUE": self.label_value.value(), "LABEL_ALL_TOUCHED": self.label_all_touched.isChecked(),
            "LABEL_BAND": self.label_band.text(), "SPLITS": self.splits.text(),
            "SPLIT_BLOCK": self.split_block.value(), "SEED": self.seed.value(),
            "MIN_LABEL_SHARE": self.min_label_share.value(), "NEGATIVE_RATIO": self.negative_ratio.value(),
            "WRITE_TFINDEX": self.write_tfindex.isChecked()})
        return parameters

    def _training_errors(self, parameters, errors):
        """The label and training options' errors, as the run would refuse them."""
        label_layer = self.label_layer_chosen()
        try:
            training = self.algorithm.training_options(parameters, self.context)
        except QgsProcessingException as error:
            errors[TRAINING] = str(error)
            training = None
        if training is not None and training.sampling and label_layer is None:
            errors[TRAINING] = tr("The least label share and the share of negatives kept sample patches by their "
                                  "labels: choose a label layer.")
        if training is not None and self.layout_ is not None:
            try:
                check_blocks(self.layout_, training)
            except TrainingOptionsError as error:
                errors[TRAINING] = str(error)
        if training is not None and training.tfindex and self.options is not None and self.options.compressed:
            errors[TRAINING] = tr("A .tfindex holds byte offsets into the file, which a GZIP file does not have: "
                                  "uncheck GZIP, or the .tfindex files.")
        if label_layer is None:
            return
        if self.label_selected.isChecked() and not label_layer.selectedFeatureCount():
            errors[LABELS] = tr("{layer} has no selected feature to burn.").format(layer=label_layer.name())
        band = self.label_band.text().strip() or DEFAULT_LABEL_BAND
        if band in [name.strip() for name in self.band_names()]:
            errors[LABELS] = tr("The label band {band!r} has the name of an image band: give it another "
                                "name.").format(band=band)

    # ------------------------------------------------------------------ live figures and validation

    def _option_at_fault(self, error):
        """The option an error is about: the pasted JSON when it set that option (core tells, for its
        FormatOptionsError; other errors are placed by the option their message names first)."""
        if isinstance(error, FormatOptionsError):
            return PASTED if error.pasted else error.key
        message = str(error)
        if message.startswith(("formatOptions", "unknown formatOptions")):
            return PASTED
        named = [(message.find(key), key) for key in OPTION_KEYS if key in message]
        if not named:
            return PASTED
        key = min(named)[1]
        return PASTED if key in self.pasted_keys() else key

    def _export_grid(self, parameters, first_layer):
        grid = self.algorithm.export_grid(parameters, self.context, first_layer)
        if grid is not None:
            return grid
        # The first layer's own grid, read by the function the export reads it with (south-up kept).
        return grid_of(first_layer.source())

    def refresh(self, *_):
        """Recompute the figures, the errors next to the options at fault, the overlay and the Run button."""
        if self.closed:
            return
        errors: dict[str, Any] = {}
        parameters = self.parameters()
        layers = self.checked_layers()
        self._show_overridden_options()
        self._show_pasted_values()
        options = self.options = self._format_options(parameters, errors)
        self._layer_errors(layers, errors)
        bands = self._checked_bands(options, errors)
        self.grid = self.layout_ = self.estimate = None
        self._plan_grid(parameters, layers, errors)
        self._show_coverage_warnings(layers, errors)
        self._plan_layout(options, bands, errors)
        self._training_errors(parameters, errors)
        self._output_errors(errors)
        self._show_errors(errors)
        self._show_figures(options)
        self.run_button.setEnabled(not errors)

    def _show_overridden_options(self):
        """Disable the fields the pasted options set, and say so in their labels."""
        overridden = self.pasted_keys()
        for key, widgets in self.option_widgets.items():
            for widget in widgets:
                widget.setEnabled(key not in overridden)
            self.option_labels[key].setText(key + (tr(" (pasted)") if key in overridden else ""))

    def _format_options(self, parameters, errors):
        """The format options the run would use; None, with every option at fault in errors, when it would refuse."""
        try:
            # The dialog names the options as EE does: its fields are labelled with EE's keys.
            return self.algorithm.format_options(parameters, self.context, spelled_as=None)
        except ValueError:
            # Every option at fault at once, each beside its field (or the paste that set it).
            for error in FormatOptions.every_error(parameters["FORMAT_OPTIONS"],
                                                   **self.algorithm.single_options(parameters, self.context)):
                key, message = self._option_at_fault(error), str(error)
                errors[key] = f"{errors[key]}\n{message}" if key in errors else message
            return None

    def _layer_errors(self, layers, errors):
        """No layer checked, or a checked layer whose bands cannot be read."""
        if not layers:
            errors[LAYERS] = tr("Check at least one raster layer to export.")
        for layer, _ in layers:
            try:
                self._bands_of(layer)
            except ValueError as error:
                errors[LAYERS] = str(error)

    def _checked_bands(self, options, errors):
        """The bands the export would write, checked against their names and the format options; [] when refused."""
        if LAYERS in errors:
            return []
        bands = [row[3] for row in self._table_rows()]
        names = self.band_names()
        try:
            if any("," in name for name in names):
                raise ExportError(tr("band names must not contain commas"))
            resolve_band_names(bands, names)
        except ExportError as error:
            errors[BAND_NAMES] = str(error)
            return []
        if options is not None and bands:
            try:
                options.check_bands(bands)
            except ValueError as error:
                errors[self._option_at_fault(error)] = str(error)
        return bands

    def _plan_grid(self, parameters, layers, errors):
        """self.grid: the export region's pixel grid, None when the layers or the region would be refused."""
        if not layers or LAYERS in errors:
            return
        try:
            self.grid = self._export_grid(parameters, layers[0][0])
        except (QgsProcessingException, ValueError) as error:
            errors[EXTENT] = str(error)
        if self.grid is not None:
            try:
                check_region(self.grid)
            except ExportError as error:
                errors[EXTENT] = str(error)
                self.grid = None

    def _show_coverage_warnings(self, layers, errors):
        """Warn, under the layers, of layers covering little of the export region (none without a grid)."""
        warnings = self._coverage_warnings(layers, errors) if self.grid is not None else []
        self.warning_label.setText("\n".join(warnings))
        self.warning_label.setVisible(bool(warnings))

    def _plan_layout(self, options, bands, errors):
        """self.layout_ and self.estimate: the export's own patch layout (or its refusal) and size estimate."""
        if self.grid is None or options is None:
            return
        try:
            self.layout_ = plan_layout(self.grid, options)
        except ExportError as error:
            errors.setdefault(self._option_at_fault(error), str(error))  # no whole patch fits
        if self.layout_ is not None and bands and BAND_NAMES not in errors:
            self.estimate = estimate_export(plan_features(bands, options), self.layout_, options)

    def _output_errors(self, errors):
        """No output folder chosen, or a file prefix the export would refuse."""
        if not self.output_folder.filePath().strip():
            errors[OUTPUT] = tr("Choose the folder the files are written to.")
        try:
            check_prefix(self.prefix.text())
        except ExportError as error:
            errors[PREFIX] = str(error)

    def _show_errors(self, errors):
        """Each error beside the option at fault; the rest of the labels hidden."""
        self.errors = errors
        for key, label in self.error_labels.items():
            label.setText(errors.get(key, ""))
            label.setVisible(key in errors)
            # A folder not chosen yet is a hint, not an error, until the field was used or Run pressed.
            hint = key == OUTPUT and not self._output_touched
            label.setStyleSheet(f"color: {HINT_COLOR if hint else ERROR_COLOR};")

    def _coverage_warnings(self, layers, errors):
        """Warnings for layers covering little of the export region; an error when the export would refuse."""
        paths = tuple(layer.source() for layer, _ in layers)
        key = (paths, self.grid)
        if key not in self._coverage_cache:
            try:
                self._coverage_cache = {key: (check_coverage(list(paths), self.grid), None)}
            except ExportError as error:
                self._coverage_cache = {key: (None, str(error))}
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

    def _show_pasted_values(self):
        """Show the pasted options' values in their (disabled) fields, so the form says what will run."""
        try:
            pasted = json.loads(self.pasted_options.toPlainText())
        except ValueError:
            return
        if not isinstance(pasted, dict):
            return
        for key, value in pasted.items():
            if key not in self.option_widgets:
                continue
            try:
                parsed = getattr(FormatOptions(**{key: value}), key)
            except ValueError:
                continue  # shown as an error instead
            self.option_fields[key].show(parsed)

    def _show_figures(self, options):
        grid, layout, estimate = self.grid, self.layout_, self.estimate
        if grid is not None:
            c, a, _, f, _, e = grid.geotransform
            crs = self._grid_crs()
            self.grid_label.setText(tr("{width:,} x {height:,} pixels of {pixel_width:g} x {pixel_height:g} "
                                    "({crs})").format(width=grid.width, height=grid.height, pixel_width=abs(a),
                                                      pixel_height=abs(e), crs=crs.authid() or crs.description()))
        else:
            self.grid_label.setText("-")
        if layout is None:
            for label in (self.patch_count_label, self.tiles_per_row_label, self.tile_size_label, self.edge_label,
                          self.size_label, self.shard_label):
                label.setText("-")
            if self.overlay is not None:
                self.overlay.clear()
            return
        self.patch_count_label.setText((tr("{total_patches:,} patches") if layout.total_patches != 1
                                        else tr("{total_patches:,} patch")).format(total_patches=layout.total_patches))
        self.tiles_per_row_label.setText(tr("{patches_per_row:,} per row, {rows:,} rows").format(
            patches_per_row=layout.patches_per_row, rows=layout.rows))
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
            self.edge_label.setText(tr("padded with masked pixels: {extra_columns} columns, {extra_rows} rows").format(
                extra_columns=extra_columns, extra_rows=extra_rows))
        else:
            self.edge_label.setText(tr("dropped: {extra_columns} columns at the right, {extra_rows} rows at the "
                                       "bottom").format(extra_columns=extra_columns, extra_rows=extra_rows))
        if estimate is not None:
            self.size_label.setText(
                tr("about {total_bytes:,} bytes before compression ({human}): "
                "{records:,} records of {record_bytes:,} bytes").format(
                    total_bytes=estimate.total_bytes, human=human_bytes(estimate.total_bytes), records=estimate.records,
                    record_bytes=estimate.record_bytes)
                + (tr(", fewer if maskedThreshold drops patches") if options.maskedThreshold < 1 else ""))
            self.shard_label.setText((tr("{shards:,} files (at most {max_bytes:,} bytes each)") if estimate.shards != 1
                                     else tr("{shards:,} file (at most {max_bytes:,} bytes each)")).format(
                                         shards=estimate.shards, max_bytes=options.maxFileSize))
        else:
            self.size_label.setText("-")
            self.shard_label.setText("-")
        if self.overlay is not None:
            self.overlay.show(self.grid, layout, self._grid_crs())
            simplified = layout.total_patches > MAX_DRAWN_PATCHES
            self.overlay_note.setText(tr("The map shows the covered area as one outline: {total_patches:,} "
                                      "patches are more than the {max_drawn_patches:,} drawn one by one.").format(
                                          total_patches=layout.total_patches, max_drawn_patches=MAX_DRAWN_PATCHES)
                                      if simplified else "")
            self.overlay_note.setVisible(simplified)

    # ------------------------------------------------------------------ settings

    def _load_settings(self):
        read = settings.read
        for field in self.option_fields.values():
            field.load(lambda name, default: read(SETTINGS, name, default))
        self.resampling.setCurrentIndex(read(SETTINGS, "resampling", 0))
        self.output_folder.setFilePath(read(SETTINGS, "output_folder", ""))
        self.prefix.setText(read(SETTINGS, "prefix", "patches"))
        self.label_all_touched.setChecked(read(SETTINGS, "label_all_touched", False))
        self.label_band.setText(read(SETTINGS, "label_band", DEFAULT_LABEL_BAND))
        self.splits.setText(read(SETTINGS, "splits", ""))
        self.split_block.setValue(read(SETTINGS, "split_block", DEFAULT_BLOCK))
        self.seed.setValue(read(SETTINGS, "seed", 0))
        self.min_label_share.setValue(read(SETTINGS, "min_label_share", 0.0))
        self.negative_ratio.setValue(read(SETTINGS, "negative_ratio", 1.0))
        self.write_tfindex.setChecked(read(SETTINGS, "write_tfindex", False))

    def save_settings(self):
        settings.write(SETTINGS, {
            **{name: value for field in self.option_fields.values() for name, value in field.saved().items()},
            "resampling": self.resampling.currentIndex(),
            "output_folder": self.output_folder.filePath(), "prefix": self.prefix.text(),
            "label_all_touched": self.label_all_touched.isChecked(), "label_band": self.label_band.text(),
            "splits": self.splits.text(), "split_block": self.split_block.value(), "seed": self.seed.value(),
            "min_label_share": self.min_label_share.value(), "negative_ratio": self.negative_ratio.value(),
            "write_tfindex": self.write_tfindex.isChecked(),
        })

    # ------------------------------------------------------------------ run and close

    def _output_changed(self, *_):
        self._output_touched = True
        self.refresh()

    def run(self):
        """Start the export as a background task and close; returns the AlgorithmRun (None if invalid)."""
        self._output_touched = True
        self.refresh()
        if self.errors:
            return None
        self.save_settings()
        threshold = self.options.maskedThreshold  # refresh() found no error: the options the run uses
        return self.start_run(ALGORITHM_ID, self.parameters(), tr("TFRecord export"), self.message_bar,
                              lambda results: export_report(results, threshold), self.project, self.run_error_label,
                              success_actions=copy_features_dict)

    def release(self):
        for signal in (self.project.layersAdded, self.project.layersRemoved):
            try:
                signal.disconnect(self._populate_layers)
            except TypeError:
                pass
        self._follow_label_selection(None)
        if self.overlay is not None:
            self.overlay.remove()


def export_report(results, masked_threshold=1.0):
    """The success message of an export; the full file list goes to the log."""
    files = list(results.get("FILES") or [])
    folder = results.get("OUTPUT", "")
    mixer = results.get("MIXER", "")
    for path in files:
        QgsMessageLog.logMessage(tr("wrote {path}").format(path=path), LOG_TAG)
    names = ", ".join(os.path.basename(path) for path in files[:3]) + (", ..." if len(files) > 3 else "")
    # Below 1, maskedThreshold has left the wholly masked patches out; at 1 they are among those written.
    masked = int(results.get("MASKED_PATCH_COUNT") or 0) if masked_threshold == 1.0 else 0
    total = int(results.get("PATCH_COUNT", 0))
    sets = results.get("SETS") or ""
    return ((tr("{patches:,} patches in {files} files in {folder}: {names}; georeferenced by {mixer}")
             if len(files) != 1
             else tr("{patches:,} patches in {files} file in {folder}: {names}; georeferenced by {mixer}")).format(
                patches=int(results.get("PATCH_COUNT", 0)), files=len(files), folder=folder, names=names,
                mixer=os.path.basename(mixer))
            + (tr(". Sets: {sets}").format(sets=sets) if sets else "")
            + (f". {masked_patches_text(masked, total, masked_threshold)}" if masked else ""))


def copy_features_dict(results):
    """The message bar's button after an export: the featuresDict to the clipboard, for a training script."""
    features_dict = results.get("FEATURES_DICT") or ""
    return [(tr("Copy featuresDict"), lambda: QApplication.clipboard().setText(features_dict))] if features_dict else []

