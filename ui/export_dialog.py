"""The "Export raster to TFRecord" dialog: pick layers and formatOptions, see the patch grid, run tfrecord:exportimage.

The dialog only builds the algorithm's parameters. Its live figures come from the
same code the run uses: the algorithm's own ``format_options`` and ``export_grid``
turn the parameters into FormatOptions and the export grid, core's PatchLayout tiles
it, and core's band naming and checks validate the bands; so what the dialog shows
is what the run will do.
"""

import json
import os

import numpy as np
from osgeo import gdal_array
from qgis.core import (QgsApplication, QgsCoordinateReferenceSystem, QgsMessageLog, QgsProcessingContext,
                       QgsProcessingException, QgsProject, QgsRasterLayer, QgsReferencedRectangle)
from qgis.gui import QgsDoubleSpinBox, QgsExtentGroupBox, QgsFileWidget, QgsProjectionSelectionWidget
from qgis.PyQt.QtCore import Qt
from qgis.PyQt.QtWidgets import (QAbstractItemView, QCheckBox, QComboBox, QDialogButtonBox, QFormLayout,
                                 QGroupBox, QHBoxLayout, QHeaderView, QLabel, QLineEdit, QPlainTextEdit,
                                 QPushButton, QSpinBox, QTableWidget, QTableWidgetItem, QTreeWidget,
                                 QTreeWidgetItem, QVBoxLayout, QWidget)

from ..core.export_image import ExportError, check_prefix, plan_features, resolve_band_names
from ..core.format_options import DEFAULT_MAX_FILE_SIZE
from ..core.grid import PatchLayout, PixelGrid
from ..core.raster_source import RESAMPLING, Band, default_bands, open_raster
from ..provider.export_image import EDGE_MODE_LABELS
from ..provider.patch_algorithm import VALUE_TYPE_LABELS
from . import settings
from .algorithm_dialog import AlgorithmDialog
from .background import LOG_TAG
from .export_estimate import estimate_export, human_bytes
from .grid_overlay import DROPPED_FILL, MARGIN_COLOR, PADDED_FILL, PATCH_COLOR, GridOverlay

ALGORITHM_ID = "tfrecord:exportimage"
SETTINGS = "export"

# The formatOptions, in EE's names; validation messages name one of them.
OPTION_KEYS = ("patchDimensions", "kernelSize", "compressed", "maxFileSize", "defaultValue", "tensorDepths",
               "sequenceData", "collapseBands", "maskedThreshold", "valueType", "edgeMode")
PASTED = "formatOptions"  # the pasted EE JSON
# Other places an error can be shown next to.
LAYERS, BAND_NAMES, EXTENT, OUTPUT, PREFIX = "layers", "bandNames", "extent", "output", "prefix"

TOOLTIPS = {
    "patchDimensions": "Width and height in pixels of the patch each record holds; the export region is cut "
                       "into a grid of them (EE default 256 x 256).",
    "kernelSize": "Each record also holds floor(kernel / 2) real neighbouring pixels on every side of its patch, "
                  "the context a model with this kernel needs at the patch edges (EE default 1 x 1: none).",
    "compressed": "Write GZIP-compressed files (.tfrecord.gz), as EE does by default.",
    "maxFileSize": "The most bytes (before compression) one file holds; further records go to the next file "
                   "(EE default 1 GiB).",
    "defaultValue": "The value written in every band of a pixel that is masked in any band: nodata, mask or "
                    "outside the data (EE default 0).",
    "tensorDepths": "The depth of each array band, as {\"band\": depth} or band:depth,...; needed for every "
                    "array band unless sequence data is on.",
    "sequenceData": "Write one tf.train.SequenceExample per pixel, array bands as feature lists, instead of one "
                    "Example per patch.",
    "collapseBands": "Write every band into one feature named after the first band instead of one feature "
                     "per band.",
    "maskedThreshold": "The largest fraction of masked pixels a patch may have and still be written "
                       "(EE default 1: every patch).",
    "valueType": "float32 for every band as EE documents it, or each band's own type (8-bit as bytes, other "
                 "integers as int64); not an EE option.",
    "edgeMode": "Partial patches at the right and bottom edges are dropped as EE does, or padded with masked "
                "pixels; not an EE option.",
    PASTED: "Paste the formatOptions object of your EE Export.image call; the keys it sets override the "
            "options above.",
}


def layer_bands(layer):
    """(band number, description, numpy dtype) of each band the export reads from ``layer`` (alpha bands are masks)."""
    dataset = open_raster(layer.source())
    bands = []
    for number in default_bands(dataset):
        band = dataset.GetRasterBand(number)
        bands.append((number, band.GetDescription(),
                      np.dtype(gdal_array.GDALTypeCodeToNumericTypeCode(band.DataType))))
    return bands


def _error_label():
    label = QLabel()
    label.setWordWrap(True)
    label.setStyleSheet("color: #c00000;")
    label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    label.hide()
    return label


def _with_error(widget, error_label):
    """``widget`` with its error label right under it, as one form field."""
    field = QWidget()
    layout = QVBoxLayout(field)
    layout.setContentsMargins(0, 0, 0, 0)
    layout.setSpacing(2)
    layout.addWidget(widget)
    layout.addWidget(error_label)
    return field


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
        self.setWindowTitle("Export raster to TFRecord")
        self.canvas = canvas
        self.message_bar = message_bar
        self.project = project or QgsProject.instance()
        self.algorithm = QgsApplication.processingRegistry().createAlgorithmById(ALGORITHM_ID)
        if self.algorithm is None:
            raise RuntimeError(f"the Processing algorithm {ALGORITHM_ID} is not registered")
        self.context = QgsProcessingContext()
        self.context.setProject(self.project)
        self.errors = {}
        self.layout_ = None  # the PatchLayout shown, None while the options are invalid
        self.grid = None
        self.estimate = None
        self._band_cache = {}
        self._custom_names = {}  # (layer id, band number or "array") -> name typed in the table
        self._rebuilding = False

        self.error_labels = {key: _error_label() for key in
                             OPTION_KEYS + (PASTED, LAYERS, BAND_NAMES, EXTENT, OUTPUT, PREFIX)}
        columns = QHBoxLayout()
        columns.addLayout(self._build_input_column(), 1)
        columns.addLayout(self._build_options_column(), 1)
        main = QVBoxLayout(self)
        main.addLayout(columns)
        main.addWidget(self._build_figures())
        self.run_error_label = _error_label()
        main.addWidget(self.run_error_label)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.run_button = self.buttons.addButton("Run", QDialogButtonBox.ButtonRole.AcceptRole)
        self.run_button.setToolTip("Run tfrecord:exportimage in the background; progress shows in the message bar.")
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

    # ------------------------------------------------------------------ widgets

    def _build_input_column(self):
        column = QVBoxLayout()
        layers_box = QGroupBox("Raster layers (bands stacked top to bottom)")
        layers_layout = QVBoxLayout(layers_box)
        self.layer_tree = QTreeWidget()
        self.layer_tree.setHeaderLabels(["Layer", "Array band"])
        self.layer_tree.setRootIsDecorated(False)
        self.layer_tree.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.layer_tree.header().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.layer_tree.header().setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        self.layer_tree.headerItem().setToolTip(
            1, "Export the layer as ONE array band named after it, whose per-pixel array is the layer's band "
               "values (e.g. a time series).")
        self.layer_tree.setMaximumHeight(130)
        self.up_button = QPushButton("Up")
        self.up_button.setToolTip("Move the selected layer up: its bands come earlier in every record.")
        self.down_button = QPushButton("Down")
        self.down_button.setToolTip("Move the selected layer down: its bands come later in every record.")
        self.up_button.clicked.connect(lambda: self.move_selected_layer(-1))
        self.down_button.clicked.connect(lambda: self.move_selected_layer(1))
        layers_layout.addWidget(self.layer_tree)
        layers_layout.addWidget(_row(self.up_button, self.down_button))
        layers_layout.addWidget(self.error_labels[LAYERS])
        column.addWidget(layers_box)

        names_box = QGroupBox("Band names (the features of each record)")
        names_layout = QVBoxLayout(names_box)
        self.band_table = QTableWidget(0, 3)
        self.band_table.setHorizontalHeaderLabels(["Layer", "Band", "Name"])
        self.band_table.horizontalHeader().setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        self.band_table.verticalHeader().hide()
        self.band_table.setToolTip("Each band becomes a feature of this name; double-click a name to change it.")
        self.band_table.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 8)
        self.band_table.setMaximumHeight(8 * (self.fontMetrics().height() + 8))
        names_layout.addWidget(self.band_table)
        names_layout.addWidget(self.error_labels[BAND_NAMES])
        column.addWidget(names_box)

        self.extent_box = QgsExtentGroupBox()
        self.extent_box.setTitleBase("Extent")
        self.extent_box.setCheckable(True)
        self.extent_box.setChecked(False)
        self.extent_box.setToolTip("Unchecked: the whole first layer. Checked: from a layer, the map canvas, "
                                   "or drawn on the canvas.")
        if self.canvas is not None:
            self.extent_box.setMapCanvas(self.canvas)
        column.addWidget(self.extent_box)
        column.addWidget(self.error_labels[EXTENT])

        grid_form = QFormLayout()
        self.crs_widget = QgsProjectionSelectionWidget()
        self.crs_widget.setOptionVisible(QgsProjectionSelectionWidget.CrsOption.CrsNotSet, True)
        self.crs_widget.setNotSetText("The first layer's CRS")
        self.crs_widget.setCrs(QgsCoordinateReferenceSystem())
        self.crs_widget.setToolTip("The CRS of the export grid; layers in another CRS are warped to it.")
        grid_form.addRow("Target CRS", self.crs_widget)
        self.pixel_size = QgsDoubleSpinBox()
        self.pixel_size.setRange(0, 1e9)
        self.pixel_size.setDecimals(6)
        self.pixel_size.setSpecialValueText("The first layer's")
        self.pixel_size.setClearValue(0)
        self.pixel_size.setToolTip("Pixel size of the export grid in target CRS units; layers at another "
                                   "resolution are resampled.")
        grid_form.addRow("Pixel size", self.pixel_size)
        self.resampling = QComboBox()
        self.resampling.addItems(RESAMPLING)
        self.resampling.setToolTip("How layers not on the export grid are warped onto it.")
        grid_form.addRow("Resampling", self.resampling)
        column.addLayout(grid_form)
        column.addStretch(1)
        return column

    def _build_options_column(self):
        column = QVBoxLayout()
        options_box = QGroupBox("formatOptions (Earth Engine's defaults)")
        form = QFormLayout(options_box)
        self.patch_width, self.patch_height = _spin(0, 1 << 20, 256), _spin(0, 1 << 20, 256)
        self.kernel_width, self.kernel_height = _spin(0, 1 << 20, 1), _spin(0, 1 << 20, 1)
        self.compressed = QCheckBox("GZIP (.tfrecord.gz)")
        self.compressed.setChecked(True)
        self.max_file_size = QgsDoubleSpinBox()
        self.max_file_size.setRange(0, 1e15)
        self.max_file_size.setDecimals(0)
        self.max_file_size.setSingleStep(1 << 20)
        self.max_file_size.setClearValue(DEFAULT_MAX_FILE_SIZE)
        self.max_file_size.setValue(DEFAULT_MAX_FILE_SIZE)
        self.max_file_size.setSuffix(" bytes")
        self.default_value = QgsDoubleSpinBox()
        self.default_value.setRange(-3.4e38, 3.4e38)
        self.default_value.setDecimals(4)
        self.default_value.setClearValue(0)
        self.tensor_depths = QLineEdit()
        self.tensor_depths.setPlaceholderText('{"band": depth} or band:depth,...')
        self.sequence_data = QCheckBox("One SequenceExample per pixel")
        self.collapse_bands = QCheckBox("All bands in one feature")
        self.masked_threshold = QgsDoubleSpinBox()
        self.masked_threshold.setRange(0, 1)
        self.masked_threshold.setDecimals(3)
        self.masked_threshold.setSingleStep(0.05)
        self.masked_threshold.setClearValue(1)
        self.masked_threshold.setValue(1)
        self.value_type = QComboBox()
        self.value_type.addItems(VALUE_TYPE_LABELS)
        self.edge_mode = QComboBox()
        self.edge_mode.addItems(EDGE_MODE_LABELS)

        self.option_widgets = {
            "patchDimensions": [self.patch_width, self.patch_height],
            "kernelSize": [self.kernel_width, self.kernel_height],
            "compressed": [self.compressed], "maxFileSize": [self.max_file_size],
            "defaultValue": [self.default_value], "tensorDepths": [self.tensor_depths],
            "sequenceData": [self.sequence_data], "collapseBands": [self.collapse_bands],
            "maskedThreshold": [self.masked_threshold], "valueType": [self.value_type],
            "edgeMode": [self.edge_mode],
        }
        self.option_labels = {}
        rows = {"patchDimensions": _row(self.patch_width, QLabel("x"), self.patch_height),
                "kernelSize": _row(self.kernel_width, QLabel("x"), self.kernel_height)}
        for key in OPTION_KEYS:
            label = QLabel(key)
            label.setToolTip(TOOLTIPS[key])
            self.option_labels[key] = label
            for widget in self.option_widgets[key]:
                widget.setToolTip(TOOLTIPS[key])
            field = rows.get(key, self.option_widgets[key][0])
            form.addRow(label, _with_error(field, self.error_labels[key]))
        column.addWidget(options_box)

        pasted_box = QGroupBox("Paste EE formatOptions (JSON)")
        pasted_layout = QVBoxLayout(pasted_box)
        self.pasted_options = QPlainTextEdit()
        self.pasted_options.setPlaceholderText('{"patchDimensions": [256, 256], "kernelSize": [33, 33], '
                                               '"compressed": true}')
        self.pasted_options.setToolTip(TOOLTIPS[PASTED])
        self.pasted_options.setMaximumHeight(70)
        pasted_layout.addWidget(self.pasted_options)
        pasted_layout.addWidget(self.error_labels[PASTED])
        column.addWidget(pasted_box)

        output_form = QFormLayout()
        self.output_folder = QgsFileWidget()
        self.output_folder.setStorageMode(QgsFileWidget.StorageMode.GetDirectory)
        self.output_folder.setToolTip("The folder the TFRecord files and the mixer JSON are written to.")
        output_form.addRow("Output folder", _with_error(self.output_folder, self.error_labels[OUTPUT]))
        self.prefix = QLineEdit("patches")
        self.prefix.setToolTip("Files are named PREFIX-00000.tfrecord.gz, ... and PREFIX-mixer.json, as EE "
                               "names them.")
        output_form.addRow("File name prefix", _with_error(self.prefix, self.error_labels[PREFIX]))
        column.addLayout(output_form)
        column.addStretch(1)
        return column

    def _build_figures(self):
        box = QGroupBox("What the export will write")
        form = QFormLayout(box)
        self.grid_label = QLabel()
        self.patch_count_label = QLabel()
        self.tiles_per_row_label = QLabel()
        self.tile_size_label = QLabel()
        self.edge_label = QLabel()
        self.size_label = QLabel()
        self.shard_label = QLabel()
        form.addRow("Export grid", self.grid_label)
        form.addRow("Patches", self.patch_count_label)
        form.addRow("Tiles per row", self.tiles_per_row_label)
        form.addRow("Tile size", self.tile_size_label)
        form.addRow("Edges", self.edge_label)
        form.addRow("Size", self.size_label)
        form.addRow("Files", self.shard_label)
        if self.canvas is not None:
            legend = QLabel(
                f"On the map: <span style='color:{PATCH_COLOR.name()}'>&#9632; patches</span> &nbsp; "
                f"<span style='color:{MARGIN_COLOR.name()}'>- - kernel margins</span> &nbsp; "
                f"<span style='color:{DROPPED_FILL.name()}'>&#9632; dropped edge</span> &nbsp; "
                f"<span style='color:{PADDED_FILL.name()}'>&#9632; padded edge</span>")
            form.addRow("", legend)
        return box

    def _connect_live_updates(self):
        for spin in (self.patch_width, self.patch_height, self.kernel_width, self.kernel_height):
            spin.valueChanged.connect(self.refresh)
        for spin in (self.max_file_size, self.default_value, self.masked_threshold, self.pixel_size):
            spin.valueChanged.connect(self.refresh)
        for box in (self.compressed, self.sequence_data, self.collapse_bands):
            box.toggled.connect(self.refresh)
        for combo in (self.value_type, self.edge_mode, self.resampling):
            combo.currentIndexChanged.connect(self.refresh)
        self.tensor_depths.textChanged.connect(self.refresh)
        self.pasted_options.textChanged.connect(self.refresh)
        self.prefix.textChanged.connect(self.refresh)
        self.output_folder.fileChanged.connect(self.refresh)
        self.crs_widget.crsChanged.connect(self._crs_changed)
        self.extent_box.extentChanged.connect(self.refresh)
        self.extent_box.toggled.connect(self.refresh)
        self.layer_tree.itemChanged.connect(self._layers_changed)
        self.band_table.itemChanged.connect(self._band_name_edited)

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
                item.setToolTip(0, "Only rasters GDAL reads (files, VRTs, GeoPackages...) can be exported.")
                checked = array = Qt.CheckState.Unchecked
            item.setCheckState(0, checked)
            item.setCheckState(1, array)
            self.layer_tree.addTopLevelItem(item)
        self.layer_tree.blockSignals(False)
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
            if is_array:
                numbers = ", ".join(str(number) for number, _, _ in bands)
                rows.append(((layer.id(), "array"), layer.name(), f"array of bands {numbers}",
                             Band(layer.name(), np.result_type(*[dtype for _, _, dtype in bands]), True,
                                  list(range(len(bands))))))
            else:
                for number, description, dtype in bands:
                    text = f"{number}: {description}" if description else str(number)
                    rows.append(((layer.id(), number), layer.name(), text,
                                 Band(None, dtype, False, [0], description)))
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
            "PATCH_DIMENSIONS": f"{self.patch_width.value()},{self.patch_height.value()}",
            "KERNEL_SIZE": f"{self.kernel_width.value()},{self.kernel_height.value()}",
            "COMPRESSED": self.compressed.isChecked(),
            "MAX_FILE_SIZE": self.max_file_size.value(),
            "DEFAULT_VALUE": self.default_value.value(),
            "TENSOR_DEPTHS": self.tensor_depths.text(),
            "SEQUENCE_DATA": self.sequence_data.isChecked(),
            "COLLAPSE_BANDS": self.collapse_bands.isChecked(),
            "MASKED_THRESHOLD": self.masked_threshold.value(),
            "VALUE_TYPE": self.value_type.currentIndex(),
            "EDGE_MODE": self.edge_mode.currentIndex(),
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
        return parameters

    # ------------------------------------------------------------------ live figures and validation

    def _option_at_fault(self, message):
        """The option a validation message names: the pasted JSON when it set that option."""
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
        # The first layer's own grid, as the export reads it when no extent, CRS or pixel size is given.
        extent = first_layer.extent()
        return PixelGrid(first_layer.crs().authid(), (extent.xMinimum(), first_layer.rasterUnitsPerPixelX(), 0.0,
                                                      extent.yMaximum(), 0.0, -first_layer.rasterUnitsPerPixelY()),
                         first_layer.width(), first_layer.height())

    def refresh(self, *_):
        """Recompute the figures, the errors next to the options at fault, the overlay and the Run button."""
        if self.closed:
            return
        errors = {}
        parameters = self.parameters()
        layers = self.checked_layers()
        overridden = self.pasted_keys()
        for key, widgets in self.option_widgets.items():
            for widget in widgets:
                widget.setEnabled(key not in overridden)
            self.option_labels[key].setText(key + (" (pasted)" if key in overridden else ""))

        options = None
        try:
            options = self.algorithm.format_options(parameters, self.context)
        except ValueError as error:
            errors[self._option_at_fault(str(error))] = str(error)

        bands = []
        if not layers:
            errors[LAYERS] = "Check at least one raster layer to export."
        for layer, _ in layers:
            try:
                self._bands_of(layer)
            except ValueError as error:
                errors[LAYERS] = str(error)
        if LAYERS not in errors:
            bands = [row[3] for row in self._table_rows()]
            names = self.band_names()
            try:
                if any("," in name for name in names):
                    raise ExportError("band names must not contain commas")
                resolve_band_names(bands, names)
            except ExportError as error:
                errors[BAND_NAMES] = str(error)
                bands = []
        if options is not None and bands:
            try:
                options.check_bands(bands)
            except ValueError as error:
                errors[self._option_at_fault(str(error))] = str(error)

        self.grid = self.layout_ = self.estimate = None
        if layers and LAYERS not in errors:
            try:
                self.grid = self._export_grid(parameters, layers[0][0])
            except QgsProcessingException as error:
                errors[EXTENT] = str(error)
            if self.grid is not None and (self.grid.width <= 0 or self.grid.height <= 0):
                errors[EXTENT] = f"the export region is empty ({self.grid.width} x {self.grid.height} pixels)"
                self.grid = None
        if self.grid is not None and options is not None:
            (pw, ph), (kx, ky) = options.patchDimensions, options.kernelSize
            self.layout_ = PatchLayout(self.grid.width, self.grid.height, pw, ph, kx, ky, options.edgeMode == "pad")
            if self.layout_.total_patches == 0:
                errors.setdefault(self._option_at_fault("patchDimensions"),
                                  f"no whole {pw} x {ph} patch fits in the {self.grid.width} x {self.grid.height} "
                                  "pixel export region: use smaller patchDimensions, a larger extent, or edge "
                                  "mode 'pad'")
            elif bands and BAND_NAMES not in errors:
                self.estimate = estimate_export(plan_features(bands, options), self.layout_, options)

        if not self.output_folder.filePath().strip():
            errors[OUTPUT] = "Choose the folder the files are written to."
        try:
            check_prefix(self.prefix.text())
        except ExportError as error:
            errors[PREFIX] = str(error)

        self.errors = errors
        for key, label in self.error_labels.items():
            label.setText(errors.get(key, ""))
            label.setVisible(key in errors)
        self._show_figures(options)
        self.run_button.setEnabled(not errors)

    def _show_figures(self, options):
        grid, layout, estimate = self.grid, self.layout_, self.estimate
        if grid is not None:
            c, a, _, f, _, e = grid.geotransform
            crs = self._grid_crs()
            self.grid_label.setText(f"{grid.width:,} x {grid.height:,} pixels of {abs(a):g} x {abs(e):g} "
                                    f"({crs.authid() or crs.description()})")
        else:
            self.grid_label.setText("-")
        if layout is None:
            for label in (self.patch_count_label, self.tiles_per_row_label, self.tile_size_label, self.edge_label,
                          self.size_label, self.shard_label):
                label.setText("-")
            if self.overlay is not None:
                self.overlay.clear()
            return
        self.patch_count_label.setText(f"{layout.total_patches:,} patch{'es' if layout.total_patches != 1 else ''}")
        self.tiles_per_row_label.setText(f"{layout.patches_per_row:,} per row, {layout.rows:,} rows")
        margins = (f" ({layout.patch_width} x {layout.patch_height} patch + kernel margins of "
                   f"{layout.margin_x} x {layout.margin_y} pixels each side)" if layout.margin_x or layout.margin_y
                   else " (no kernel margins)")
        self.tile_size_label.setText(f"{layout.tile_width} x {layout.tile_height} pixels{margins}")
        extra_columns = abs(layout.covered_width - layout.width)
        extra_rows = abs(layout.covered_height - layout.height)
        if not extra_columns and not extra_rows:
            self.edge_label.setText("the patches cover the region exactly")
        elif layout.pad_edges:
            self.edge_label.setText(f"padded with masked pixels: {extra_columns} columns, {extra_rows} rows")
        else:
            self.edge_label.setText(f"dropped: {extra_columns} columns at the right, {extra_rows} rows at the bottom")
        if estimate is not None:
            self.size_label.setText(
                f"about {estimate.total_bytes:,} bytes before compression ({human_bytes(estimate.total_bytes)}): "
                f"{estimate.records:,} records of {estimate.record_bytes:,} bytes"
                + (", fewer if maskedThreshold drops patches" if options.maskedThreshold < 1 else ""))
            self.shard_label.setText(f"{estimate.shards:,} file{'s' if estimate.shards != 1 else ''} "
                                     f"(at most {options.maxFileSize:,} bytes each)")
        else:
            self.size_label.setText("-")
            self.shard_label.setText("-")
        if self.overlay is not None:
            self.overlay.show(self.grid, layout, self._grid_crs())

    # ------------------------------------------------------------------ settings

    def _load_settings(self):
        read = settings.read
        self.patch_width.setValue(read(SETTINGS, "patch_width", 256))
        self.patch_height.setValue(read(SETTINGS, "patch_height", 256))
        self.kernel_width.setValue(read(SETTINGS, "kernel_width", 1))
        self.kernel_height.setValue(read(SETTINGS, "kernel_height", 1))
        self.compressed.setChecked(read(SETTINGS, "compressed", True))
        self.max_file_size.setValue(read(SETTINGS, "max_file_size", float(DEFAULT_MAX_FILE_SIZE)))
        self.default_value.setValue(read(SETTINGS, "default_value", 0.0))
        self.tensor_depths.setText(read(SETTINGS, "tensor_depths", ""))
        self.sequence_data.setChecked(read(SETTINGS, "sequence_data", False))
        self.collapse_bands.setChecked(read(SETTINGS, "collapse_bands", False))
        self.masked_threshold.setValue(read(SETTINGS, "masked_threshold", 1.0))
        self.value_type.setCurrentIndex(read(SETTINGS, "value_type", 0))
        self.edge_mode.setCurrentIndex(read(SETTINGS, "edge_mode", 0))
        self.resampling.setCurrentIndex(read(SETTINGS, "resampling", 0))
        self.output_folder.setFilePath(read(SETTINGS, "output_folder", ""))
        self.prefix.setText(read(SETTINGS, "prefix", "patches"))

    def save_settings(self):
        settings.write(SETTINGS, {
            "patch_width": self.patch_width.value(), "patch_height": self.patch_height.value(),
            "kernel_width": self.kernel_width.value(), "kernel_height": self.kernel_height.value(),
            "compressed": self.compressed.isChecked(), "max_file_size": self.max_file_size.value(),
            "default_value": self.default_value.value(), "tensor_depths": self.tensor_depths.text(),
            "sequence_data": self.sequence_data.isChecked(), "collapse_bands": self.collapse_bands.isChecked(),
            "masked_threshold": self.masked_threshold.value(), "value_type": self.value_type.currentIndex(),
            "edge_mode": self.edge_mode.currentIndex(), "resampling": self.resampling.currentIndex(),
            "output_folder": self.output_folder.filePath(), "prefix": self.prefix.text(),
        })

    # ------------------------------------------------------------------ run and close

    def run(self):
        """Start the export as a background task and close; returns the AlgorithmRun (None if invalid)."""
        self.refresh()
        if self.errors:
            return None
        self.save_settings()
        return self.start_run(ALGORITHM_ID, self.parameters(), "TFRecord export", self.message_bar, export_report,
                              self.project, self.run_error_label)

    def release(self):
        for signal in (self.project.layersAdded, self.project.layersRemoved):
            try:
                signal.disconnect(self._populate_layers)
            except TypeError:
                pass
        if self.overlay is not None:
            self.overlay.remove()


def export_report(results):
    """The success message of an export; the full file list goes to the log."""
    files = list(results.get("FILES") or [])
    folder = results.get("OUTPUT", "")
    mixer = results.get("MIXER", "")
    for path in files:
        QgsMessageLog.logMessage(f"wrote {path}", LOG_TAG)
    names = ", ".join(os.path.basename(path) for path in files[:3]) + (", ..." if len(files) > 3 else "")
    return (f"{int(results.get('PATCH_COUNT', 0)):,} patches in {len(files)} file{'s' if len(files) != 1 else ''} "
            f"in {folder}: {names}; georeferenced by {os.path.basename(mixer)}")

