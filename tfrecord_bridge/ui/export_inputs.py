"""The export dialog's inputs: the raster layers (stacked in order, some as array bands), their bands' names,
and the export grid's extent, CRS, pixel size and resampling.

Bands are read and named as the export reads and names them (core.export.raster_source, core.export.export_image).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, cast

from qgis.core import (
    QgsCoordinateReferenceSystem,
    QgsMapLayer,
    QgsProject,
    QgsRasterLayer,
    QgsRectangle,
    QgsReferencedRectangle,
)
from qgis.gui import QgsExtentGroupBox, QgsMapCanvas, QgsProjectionSelectionWidget
from qgis.PyQt.QtCore import Qt
from qgis.PyQt.QtWidgets import (
    QAbstractItemView,
    QBoxLayout,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHeaderView,
    QLabel,
    QLayout,
    QLineEdit,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..core.export.export_image import ExportError, resolve_band_names
from ..core.export.raster_source import Band, SourceLayer, band_numbers_of, open_raster
from ..core.export.raster_source import layer_bands as core_layer_bands
from ..core.layout.schema import EXPORT_IMAGE
from ..texts import tr, user_text
from . import settings
from .option_fields import OptionField, place_fields
from .parts import UNSET, WARNING_COLOR, DialogPart, column_layout, error_label, row

# The options whose widgets this part makes: the layers, their bands' names and the export grid.
SOURCES, ARRAY_LAYERS, BAND_NAMES_OPTION, EXTENT_OPTION, TARGET_CRS = (
    EXPORT_IMAGE[key] for key in ("sources", "arrayLayers", "bandNames", "extent", "targetCrs"))
LAYERS, BAND_NAMES, EXTENT = "layers", BAND_NAMES_OPTION.key, EXTENT_OPTION.key  # where its errors are shown

# [(layer, whether it is exported as one array band)] in stacking order.
CheckedLayers = list[tuple[QgsRasterLayer, bool]]


def layer_bands(layer: QgsRasterLayer) -> tuple[list[int], list[Band], Band]:
    """(GDAL band numbers, scalar Bands, the one array Band) the export reads from ``layer``, as core makes
    them (alpha bands are masks; a band type the export cannot write is refused here already)."""
    dataset = open_raster(layer.source())
    numbers = band_numbers_of(SourceLayer(layer.source()), dataset)
    scalars = core_layer_bands(SourceLayer(layer.source()), dataset)
    array = core_layer_bands(SourceLayer(layer.source(), array=True, name=layer.name()), dataset)[0]
    return numbers, scalars, array


def _fit_extent_box(extent_box: QgsExtentGroupBox) -> None:
    """The extent box in the narrow panel: QGIS lays its buttons (from a layer, the map canvas, drawn...) side by
    side and its four coordinates as a compass, wider than the panel (cut in pt_BR, issue 30) or cutting the
    coordinates short; here each button, and each coordinate beside its name, takes a row of its own."""
    for grid in extent_box.findChildren(QGridLayout):
        widgets = _widgets_in_reading_order(grid)
        labels = {widget.objectName(): widget for widget in widgets if isinstance(widget, QLabel)}
        fields = {widget.objectName(): widget for widget in widgets if isinstance(widget, QLineEdit)}
        if widgets and all(isinstance(widget, QPushButton) for widget in widgets):
            rows = [[button] for button in widgets]
        elif labels and all(name.replace("Label", "LineEdit") in fields for name in labels):  # mYMaxLabel, ...
            rows = [[label, fields[name.replace("Label", "LineEdit")]] for name, label in labels.items()]
        else:
            continue  # another QGIS lays them out otherwise
        while grid.count():
            grid.takeAt(0)  # the spacers between them go too
        for row_number, row_widgets in enumerate(rows):
            for column, widget in enumerate(row_widgets):
                grid.addWidget(widget, row_number, column)
    # QGIS 3.40 puts its buttons (Calculate from layer, bookmark, map canvas, draw) in a row of their own
    # (518 pixels wide): rows of widgets side by side are stacked, each widget on a row of its own.
    for boxed in extent_box.findChildren(QBoxLayout):
        if boxed.direction() == QBoxLayout.Direction.LeftToRight and _widget_count(boxed) > 1:
            boxed.setDirection(QBoxLayout.Direction.TopToBottom)


def _widget_count(layout: QLayout) -> int:
    return sum(layout.itemAt(index).widget() is not None for index in range(layout.count()))


def _widgets_in_reading_order(grid: QGridLayout) -> list[QWidget]:
    """The widgets of ``grid`` row by row, left to right, as they show."""
    places = sorted((grid.getItemPosition(index)[:2], index) for index in range(grid.count()))
    return [grid.itemAt(index).widget() for _, index in places if grid.itemAt(index).widget() is not None]


class ExportInputs(DialogPart):
    """The layer list, the band-name table, the extent box and the export grid's CRS, pixel size and
    resampling."""

    def __init__(self, project: QgsProject, canvas: QgsMapCanvas | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.project = project
        self.canvas = canvas
        self._band_cache: dict[str, tuple[list[int], list[Band], Band]] = {}
        # (layer id, band number or "array") -> name typed in the table
        self._custom_names: dict[tuple[str, int | str], str] = {}
        self._rebuilding = False
        self.error_labels = {key: error_label() for key in (LAYERS, BAND_NAMES, EXTENT)}
        self.warning_label = error_label(WARNING_COLOR)  # the layers' coverage of the region
        column = column_layout(self)
        column.addWidget(self._build_layers_box())
        column.addWidget(self._build_names_box())
        column.addWidget(self._build_extent_box())
        column.addWidget(self.error_labels[EXTENT])
        column.addLayout(self._build_grid_form())
        self.parameter_getters = {
            str(SOURCES.parameter): lambda: [layer.id() for layer, _ in self.checked_layers()],
            str(ARRAY_LAYERS.parameter):
                lambda: [layer.id() for layer, is_array in self.checked_layers() if is_array],
            str(BAND_NAMES_OPTION.parameter): lambda: ",".join(name.strip() for name in self.band_names()),
            str(EXTENT_OPTION.parameter):
                lambda: QgsReferencedRectangle(self.extent_box.outputExtent(), self.extent_box.outputCrs())
                if self.extent_box.isChecked() else UNSET,
            str(TARGET_CRS.parameter): lambda: self.crs_widget.crs() if self.crs_widget.crs().isValid() else UNSET,
            **{str(field.option.parameter): field.parameter_value for field in self.fields},
        }
        self._connect_changes()

    def _build_layers_box(self) -> QGroupBox:
        layers_box = QGroupBox(tr(SOURCES.field_label))
        layers_layout = QVBoxLayout(layers_box)
        self.layer_tree = QTreeWidget()
        self.layer_tree.setHeaderLabels([tr("Layer"), tr(ARRAY_LAYERS.field_label)])
        self.layer_tree.setRootIsDecorated(False)
        self.layer_tree.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.layer_tree.header().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.layer_tree.header().setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        self.layer_tree.headerItem().setToolTip(1, tr(ARRAY_LAYERS.tooltip))
        self.layer_tree.setMaximumHeight(130)
        self.up_button = QPushButton(tr("Up"))
        self.up_button.setToolTip(tr("Move the selected layer up: its bands come earlier in every record."))
        self.down_button = QPushButton(tr("Down"))
        self.down_button.setToolTip(tr("Move the selected layer down: its bands come later in every record."))
        self.up_button.clicked.connect(lambda: self.move_selected_layer(-1))
        self.down_button.clicked.connect(lambda: self.move_selected_layer(1))
        layers_layout.addWidget(self.layer_tree)
        layers_layout.addWidget(row(self.up_button, self.down_button))
        layers_layout.addWidget(self.error_labels[LAYERS])
        layers_layout.addWidget(self.warning_label)
        return layers_box

    def _build_names_box(self) -> QGroupBox:
        names_box = QGroupBox(tr(BAND_NAMES_OPTION.field_label))
        names_layout = QVBoxLayout(names_box)
        self.band_table = QTableWidget(0, 3)
        self.band_table.setHorizontalHeaderLabels([tr("Layer"), tr("Band"), tr("Name")])
        self.band_table.horizontalHeader().setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        self.band_table.verticalHeader().hide()
        self.band_table.setToolTip(tr(BAND_NAMES_OPTION.tooltip))
        self.band_table.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 8)
        self.band_table.setMaximumHeight(8 * (self.fontMetrics().height() + 8))
        names_layout.addWidget(self.band_table)
        names_layout.addWidget(self.error_labels[BAND_NAMES])
        return names_box

    def _build_extent_box(self) -> QgsExtentGroupBox:
        self.extent_box = QgsExtentGroupBox()
        self.extent_box.setTitleBase(tr(EXTENT_OPTION.field_label or EXTENT_OPTION.label))
        self.extent_box.setCheckable(True)
        self.extent_box.setChecked(False)
        self.extent_box.setToolTip(tr(EXTENT_OPTION.tooltip))
        if self.canvas is not None:
            self.extent_box.setMapCanvas(self.canvas)
        _fit_extent_box(self.extent_box)
        return self.extent_box

    def _build_grid_form(self) -> QFormLayout:
        grid_form = QFormLayout()
        self.crs_widget = QgsProjectionSelectionWidget()
        self.crs_widget.setOptionVisible(QgsProjectionSelectionWidget.CrsOption.CrsNotSet, True)
        self.crs_widget.setNotSetText(tr(TARGET_CRS.field_text))
        self.crs_widget.setCrs(QgsCoordinateReferenceSystem())
        self.crs_widget.setToolTip(tr(TARGET_CRS.tooltip))
        grid_form.addRow(tr(TARGET_CRS.field_label or TARGET_CRS.label), self.crs_widget)
        # The pixel size (its least value, 0, is the first layer's) and the resampling: fields of the schema.
        self.fields = [OptionField(EXPORT_IMAGE[key]) for key in ("pixelSize", "resampling")]
        place_fields(self, self.fields)
        for field in self.fields:
            grid_form.addRow(field.label, field.field)
        return grid_form

    def _connect_changes(self) -> None:
        for field in self.fields:
            field.connect(self.emit_changed)
        self.crs_widget.crsChanged.connect(self._crs_changed)
        self.extent_box.extentChanged.connect(self.emit_changed)
        self.extent_box.toggled.connect(self.emit_changed)
        self.layer_tree.itemChanged.connect(self.layers_changed)
        self.band_table.itemChanged.connect(self._band_name_edited)

    # ------------------------------------------------------------------ layers and bands

    def populate_layers(self) -> None:
        """List the project's raster layers, keeping the order and marks already made."""
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

    def _layer_items(self) -> list[QTreeWidgetItem]:
        return [self.layer_tree.topLevelItem(i) for i in range(self.layer_tree.topLevelItemCount())]

    def layer_item(self, layer: QgsMapLayer) -> QTreeWidgetItem:
        return next(item for item in self._layer_items() if item.data(0, Qt.ItemDataRole.UserRole) == layer.id())

    def set_layer_checked(self, layer: QgsMapLayer, checked: bool = True, array: bool = False) -> None:
        item = self.layer_item(layer)
        self.layer_tree.blockSignals(True)
        item.setCheckState(0, Qt.CheckState.Checked if checked else Qt.CheckState.Unchecked)
        item.setCheckState(1, Qt.CheckState.Checked if array else Qt.CheckState.Unchecked)
        self.layer_tree.blockSignals(False)
        self.layers_changed()

    def checked_layers(self) -> CheckedLayers:
        """[(layer, is array layer)] in stacking order."""
        result: CheckedLayers = []
        for item in self._layer_items():
            layer = self.project.mapLayer(item.data(0, Qt.ItemDataRole.UserRole))
            if layer is not None and item.checkState(0) == Qt.CheckState.Checked:
                # The list holds the project's raster layers only (populate_layers).
                result.append((cast(QgsRasterLayer, layer), item.checkState(1) == Qt.CheckState.Checked))
        return result

    def move_selected_layer(self, step: int) -> None:
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
        self.layers_changed()

    def _bands_of(self, layer: QgsRasterLayer) -> tuple[list[int], list[Band], Band]:
        if layer.id() not in self._band_cache:
            self._band_cache[layer.id()] = layer_bands(layer)
        return self._band_cache[layer.id()]

    def _table_rows(self) -> list[tuple[tuple[str, int | str], str, str, Band]]:
        """(key for custom names, layer name, band text, core Band) of each exported band, in order."""
        rows: list[tuple[tuple[str, int | str], str, str, Band]] = []
        for layer, is_array in self.checked_layers():
            try:
                bands = self._bands_of(layer)
            except ValueError:
                continue  # reported by layer_errors()
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

    def layers_changed(self, *_: object) -> None:
        """Rebuild the band table for the checked layers, keeping names typed in it."""
        rows = self._table_rows()
        defaults = [row[3] for row in rows]
        try:
            resolve_band_names(defaults)
        except ExportError:
            pass  # repeated layer names in array bands; checked_bands() reports it
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
        self.changed.emit()

    def _band_name_edited(self, item: QTableWidgetItem) -> None:
        if self._rebuilding or item.column() != 2:
            return
        key, default = item.data(Qt.ItemDataRole.UserRole), item.data(Qt.ItemDataRole.UserRole + 1)
        if item.text() == default:
            self._custom_names.pop(key, None)
        else:
            self._custom_names[key] = item.text()
        self.changed.emit()

    def band_names(self) -> list[str]:
        return [self.band_table.item(row, 2).text() for row in range(self.band_table.rowCount())]

    def names_typed(self) -> bool:
        """Whether the user typed a name in the band table (else it shows the bands' own names)."""
        return bool(self._custom_names)

    def set_band_name(self, row: int, name: str) -> None:
        self.band_table.item(row, 2).setText(name)

    # ------------------------------------------------------------------ checks

    def layer_errors(self, layers: CheckedLayers, errors: dict[str, str]) -> None:
        """No layer checked, or a checked layer whose bands cannot be read."""
        if not layers:
            errors[LAYERS] = tr("Check at least one raster layer to export.")
        for layer, _ in layers:
            try:
                self._bands_of(layer)
            except ValueError as error:
                errors[LAYERS] = user_text(error)

    def checked_bands(self, errors: dict[str, str]) -> list[Band]:
        """The bands the export would write, named as the table names them; [] when their names are refused."""
        if LAYERS in errors:
            return []
        bands = [row[3] for row in self._table_rows()]
        names = self.band_names()
        try:
            if any("," in name for name in names):
                raise ExportError(tr("band names must not contain commas"))
            resolve_band_names(bands, names)
        except ExportError as error:
            errors[BAND_NAMES] = user_text(error)
            return []
        return bands

    def show_warnings(self, warnings: list[str]) -> None:
        self.warning_label.setText("\n".join(warnings))
        self.warning_label.setVisible(bool(warnings))

    # ------------------------------------------------------------------ extent and CRS

    def first_layer(self) -> QgsRasterLayer | None:
        layers = self.checked_layers()
        return layers[0][0] if layers else None

    def grid_crs(self) -> QgsCoordinateReferenceSystem:
        target = self.crs_widget.crs()
        if target.isValid():
            return target
        layer = self.first_layer()
        return layer.crs() if layer is not None else QgsCoordinateReferenceSystem()

    def _update_extent_source(self) -> None:
        layer = self.first_layer()
        if layer is None:
            return
        self.extent_box.blockSignals(True)
        # Setting an extent checks the box; unchecked (the whole first layer) must stay so.
        checked = self.extent_box.isChecked()
        self.extent_box.setOriginalExtent(layer.extent(), layer.crs())
        if self.canvas is not None:
            self.extent_box.setCurrentExtent(self.canvas.extent(), self.canvas.mapSettings().destinationCrs())
        self.extent_box.setOutputCrs(self.grid_crs())
        if self.extent_box.outputExtent().isEmpty():
            self.extent_box.setOutputExtentFromOriginal()
        self.extent_box.setChecked(checked)
        self.extent_box.blockSignals(False)

    def _crs_changed(self, *_: object) -> None:
        self._update_extent_source()
        self.changed.emit()

    def set_extent(self, rectangle: QgsRectangle, crs: QgsCoordinateReferenceSystem) -> None:
        """Use ``rectangle`` (in ``crs``) as the export extent, as if typed into the extent box."""
        self.extent_box.setChecked(True)
        self.extent_box.setOutputExtentFromUser(rectangle, crs)

    # ------------------------------------------------------------------ settings

    def load_settings(self, group: str) -> None:
        for field in self.fields:
            field.load(lambda name, default: settings.read(group, name, default))

    def settings_values(self) -> dict[str, Any]:
        return {name: value for field in self.fields for name, value in field.saved().items()}
