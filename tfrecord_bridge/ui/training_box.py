"""The export dialog's training set: labels burnt from a vector layer, splits into sets, sampling and .tfindex
files (tfrecord:exportimage's LABEL_* and split parameters).

Its checks are the export's own: the algorithm's ``training_options``, core's ``training_conflicts`` (what
``check_training`` refuses), ``check_blocks`` and ``check_label_band``; only their wording is the dialog's.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Callable, cast

from qgis.core import (
    QgsMapLayer,
    QgsProcessingContext,
    QgsProcessingException,
    QgsProcessingFeatureSourceDefinition,
    QgsProject,
    QgsVectorLayer,
)
from qgis.gui import QgsDoubleSpinBox
from qgis.PyQt import sip
from qgis.PyQt.QtWidgets import QComboBox, QFormLayout, QGroupBox, QLineEdit, QWidget

from ..core.export.export_image import (
    BUFFER_WITHOUT_SPLITS,
    SAMPLING_WITHOUT_LABELS,
    TFINDEX_OF_GZIP,
    ExportError,
    check_label_band,
    training_conflicts,
)
from ..core.export.labels import DEFAULT_LABEL_BAND
from ..core.export.training import DEFAULT_BLOCK, TrainingOptions, TrainingOptionsError, check_blocks
from ..core.layout.format_options import FormatOptions
from ..core.layout.grid import PatchLayout
from ..core.layout.schema import OPTION, TRAINING_OPTIONS
from ..provider.compat import STRING_FIELD
from ..provider.export_image import ExportImageAlgorithm
from ..provider.labels import label_band, label_values_error
from ..texts import tr, user_text
from . import settings
from .option_fields import OptionField
from .parts import UNSET, DialogPart, WrappingCheckBox, column_layout, error_label, row, spin

LABELS, TRAINING = "labels", "training"  # where its errors are shown
# The label values of a layer of more features are left to the run to check: reading them all would hold the
# panel (and QGIS) for seconds each time the layer or field changes.
_LABEL_VALUES_CHECKED_UP_TO = 200_000
# The dialog's words for what core's training_conflicts finds.
CONFLICT_TEXTS = {
    SAMPLING_WITHOUT_LABELS: lambda: tr("The least label share and the share of negatives kept sample patches by "
                                        "their labels: choose a label layer."),
    TFINDEX_OF_GZIP: lambda: tr("A .tfindex holds byte offsets into the file, which a GZIP file does not have: "
                                "uncheck GZIP, or the .tfindex files."),
    BUFFER_WITHOUT_SPLITS: lambda: tr("The buffer keeps the sets of the splits apart: give splits, or uncheck "
                                      "the buffer."),
}


def _share_spin(value: Any) -> QgsDoubleSpinBox:
    box = QgsDoubleSpinBox()
    box.setRange(0, 1)
    box.setDecimals(3)
    box.setSingleStep(0.05)
    box.setClearValue(value)
    box.setValue(value)
    return box


class TrainingBox(DialogPart):
    """The "Training set" group; ``changed`` also when the label layer's selected features change."""

    def __init__(self, project: QgsProject, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.project = project
        self._layer_followed: QgsVectorLayer | None = None
        self.error_labels = {key: error_label() for key in (LABELS, TRAINING)}
        # (what was read, why the run would refuse it)
        self._label_values_checked: tuple[object, str | None] = (None, None)
        box = QGroupBox(tr("Training set: labels, splits and sampling"))
        form = QFormLayout(box)
        self._build_label_rows(form)
        self._build_split_rows(form)
        column_layout(self).addWidget(box)
        self.parameter_getters = {
            "LABEL_LAYER": self._label_layer_parameter,
            "LABEL_FIELD": lambda: (self.label_field.currentData() or None) if self.label_layer_chosen() else UNSET,
            "LABEL_VALUE": self.label_value.value, "LABEL_ALL_TOUCHED": self.label_all_touched.isChecked,
            "LABEL_BAND": self.label_band.text, "SPLITS": self.splits.text, "SPLIT_BLOCK": self.split_block.value,
            "SEED": self.seed.value, "MIN_LABEL_SHARE": self.min_label_share.value,
            "NEGATIVE_RATIO": self.negative_ratio.value, "WRITE_TFINDEX": self.write_tfindex.isChecked,
            **{field.option.parameter: field.parameter_value for field in self.option_fields},
        }
        self._connect_changes()

    def _build_label_rows(self, form: QFormLayout) -> None:
        self.label_layer = QComboBox()
        self.label_layer.setToolTip(tr("Polygons, lines or points burnt onto the export grid as one more band of "
                                       "every record, the label band (int64). Where no feature lies, and where "
                                       "the image bands are masked, it holds the label nodata."))
        self.label_selected = WrappingCheckBox(tr("Selected features only"))
        self.label_selected.setToolTip(tr("Burn only the label layer's selected features."))
        form.addRow(tr("Label layer"), row(self.label_layer, self.label_selected))
        self.label_field = QComboBox()
        self.label_field.setToolTip(tr("A number field's whole numbers are the labels; a text field's texts become "
                                       "classes 1, 2, ... in sorted order. The label value: every feature burns "
                                       "that number."))
        self.label_value = spin(-(1 << 31) + 1, (1 << 31) - 2, 1)
        self.label_value.setToolTip(tr("The number every feature burns when no label field is chosen."))
        form.addRow(tr("Label field"), row(self.label_field, self.label_value))
        self.label_all_touched = WrappingCheckBox(tr("Burn every pixel a feature touches"))
        self.label_all_touched.setToolTip(tr("As gdal_rasterize -at; unchecked, only the pixels whose centre a "
                                             "feature covers."))
        self.label_band = QLineEdit(DEFAULT_LABEL_BAND)
        self.label_band.setToolTip(tr("The feature name of the label band in the records."))
        form.addRow(tr("Label band"), row(self.label_band, self.label_all_touched))
        form.addRow(self.error_labels[LABELS])

    def _build_split_rows(self, form: QFormLayout) -> None:
        self.splits = QLineEdit()
        self.splits.setPlaceholderText(tr("e.g. train=0.8,val=0.1,test=0.1 (empty: no split)"))
        self.splits.setToolTip(tr("Sets and their shares of the patches, adding up to 1; each is written under "
                                  "PREFIX-NAME with a mixer and an index placing its records."))
        form.addRow(tr("Splits"), self.splits)
        self.split_block = spin(1, 1 << 16, DEFAULT_BLOCK)
        self.split_block.setToolTip(tr("Blocks of N x N patches go wholly to one set, so neighbours sharing kernel "
                                       "margins stay together."))
        self.seed = spin(-(1 << 31), (1 << 31) - 1, 0)
        self.seed.setToolTip(tr("The same seed gives the same sets and the same sampled patches."))
        form.addRow(tr("Block (patches per side), seed"), row(self.split_block, self.seed))
        # The training sets' rows of the option table (the buffer), each a field named by its settings key.
        self.option_fields = [OptionField(option) for option in TRAINING_OPTIONS]
        for field in self.option_fields:
            form.addRow("", field.field)
            for name, widget in field.named_widgets():
                setattr(self, name, widget)
        self.min_label_share = _share_spin(0)
        self.min_label_share.setToolTip(tr("Patches with labels are kept only when the labels cover at least this "
                                           "share of the patch; 0 keeps them all."))
        self.negative_ratio = _share_spin(1)
        self.negative_ratio.setToolTip(tr("The share of patches without any label that is kept, chosen by the "
                                          "seed; 1 keeps them all."))
        form.addRow(tr("Least label share, negatives kept"), row(self.min_label_share, self.negative_ratio))
        self.write_tfindex = WrappingCheckBox(tr("Write .tfindex files (uncompressed files only)"))
        self.write_tfindex.setToolTip(tr("One \"offset length\" line per record beside each .tfrecord file, as "
                                         "the PyTorch tfrecord package reads them; a GZIP file has no offsets "
                                         "to index."))
        form.addRow("", self.write_tfindex)
        form.addRow(self.error_labels[TRAINING])

    def _connect_changes(self) -> None:
        self.label_layer.currentIndexChanged.connect(self._label_layer_changed)
        self.label_field.currentIndexChanged.connect(self.emit_changed)
        for widget in (self.label_value, self.split_block, self.seed):
            widget.valueChanged.connect(self.emit_changed)
        for share in (self.min_label_share, self.negative_ratio):
            share.valueChanged.connect(self.emit_changed)
        for box in (self.label_selected, self.label_all_touched, self.write_tfindex):
            box.toggled.connect(self.emit_changed)
        for line in (self.label_band, self.splits):
            line.textChanged.connect(self.emit_changed)
        for field in self.option_fields:
            field.connect(self.emit_changed)

    # ------------------------------------------------------------------ the label layer

    def populate_label_layers(self) -> None:
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

    def _label_layer_changed(self, *_: object) -> None:
        """Offer the chosen label layer's number and text fields, and follow its selection."""
        self.follow_label_layer(self.label_layer_chosen())
        chosen = self.label_field.currentData()
        self.label_field.blockSignals(True)
        self.label_field.clear()
        self.label_field.addItem(tr("(the label value)"), "")
        layer = self.label_layer_chosen()
        if layer is not None:
            for field in layer.fields():  # type: ignore[attr-defined]  # QgsFields iterates; qgis-stubs leave __iter__ out
                if field.isNumeric() or field.type() == STRING_FIELD:
                    self.label_field.addItem(field.name(), field.name())
        index = self.label_field.findData(chosen) if chosen else 0
        self.label_field.setCurrentIndex(max(index, 0))
        self.label_field.blockSignals(False)
        self.changed.emit()

    def follow_label_layer(self, layer: QgsVectorLayer | None) -> None:
        """Say ``changed`` when, in ``layer`` (None: in no layer), the features selected on the map change
        ('Selected features only' burns them) or its data does (the label values are read again)."""
        followed = self._layer_followed
        if followed is layer:
            return
        if followed is not None and not sip.isdeleted(followed):
            for signal, slot in self._followed_signals(followed):
                try:
                    signal.disconnect(slot)
                except TypeError:
                    pass
        if layer is not None:
            for signal, slot in self._followed_signals(layer):
                signal.connect(slot)
        self._layer_followed = layer

    def _followed_signals(self, layer: QgsVectorLayer) -> list[tuple[Any, Callable[..., None]]]:
        # An edit (in the edit buffer) says attributeValueChanged, featureAdded or featureDeleted; a commit, a
        # rollback or a reload says dataChanged.
        return [(layer.selectionChanged, self.emit_changed)] + [
            (signal, self._label_data_changed) for signal in (layer.dataChanged, layer.attributeValueChanged,
                                                              layer.featureAdded, layer.featureDeleted)]

    def _label_data_changed(self, *_: object) -> None:
        self._label_values_checked = (None, None)
        self.emit_changed()

    def label_layer_chosen(self) -> QgsVectorLayer | None:
        layer_id = self.label_layer.currentData()
        # The combo box lists the project's vector layers only.
        return cast(QgsVectorLayer, self.project.mapLayer(layer_id)) if layer_id else None

    def set_label_layer(self, layer: QgsMapLayer | None, field: str | None = None) -> None:
        """Choose ``layer`` (and its ``field``) as the label layer, as picked in the combo boxes."""
        self.label_layer.setCurrentIndex(self.label_layer.findData(layer.id() if layer is not None else ""))
        if field is not None:
            self.label_field.setCurrentIndex(self.label_field.findData(field))

    def _label_layer_parameter(self) -> Any:
        layer = self.label_layer_chosen()
        if layer is None:
            return UNSET
        return QgsProcessingFeatureSourceDefinition(layer.id(), True) if self.label_selected.isChecked() else layer.id()

    # ------------------------------------------------------------------ checks

    def check(self, algorithm: ExportImageAlgorithm, context: QgsProcessingContext, parameters: dict[str, Any],
              options: FormatOptions | None, layout: PatchLayout | None, image_band_names: Sequence[str],
              errors: dict[str, str]) -> None:
        """The label and training options' errors, as the run would refuse them. ``options``: the run's
        FormatOptions (None while they are refused), ``layout``: its PatchLayout (None while there is none)."""
        try:
            training = algorithm.training_options(parameters, context)
        except QgsProcessingException as error:
            errors[TRAINING] = user_text(error)
            training = None
        if training is not None:
            self._check_training(training, options, parameters, layout, errors)
        label_layer = self.label_layer_chosen()
        if label_layer is None:
            return
        if self.label_selected.isChecked() and not label_layer.selectedFeatureCount():
            errors[LABELS] = tr("{layer} has no selected feature to burn.").format(layer=label_layer.name())
        else:
            refused = self._label_values_refused(label_layer)
            if refused:
                errors[LABELS] = refused
        band = label_band(algorithm, parameters, context)
        try:
            check_label_band(band, [name.strip() for name in image_band_names])
        except ExportError:
            errors[LABELS] = tr("The label band {band!r} has the name of an image band: give it another "
                                "name.").format(band=band)

    def _label_values_refused(self, layer: QgsVectorLayer) -> str | None:
        """Why the run would refuse the label field's values, None if it takes them; read again only when the
        layer, field, selection or feature count changed, not at each keystroke elsewhere in the panel."""
        field = self.label_field.currentData()
        if not field or layer.featureCount() > _LABEL_VALUES_CHECKED_UP_TO:
            return None
        selected = self.label_selected.isChecked()
        key = (layer.id(), field, tuple(sorted(layer.selectedFeatureIds())) if selected else None,
               layer.featureCount())
        if self._label_values_checked[0] != key:
            self._label_values_checked = (key, label_values_error(layer, field, selected))
        return self._label_values_checked[1]

    def _check_training(self, training: TrainingOptions, options: FormatOptions | None, parameters: dict[str, Any],
                        layout: PatchLayout | None, errors: dict[str, str]) -> None:
        # While the format options are refused, GZIP is as its field says.
        if options is None:
            options = FormatOptions(compressed=bool(parameters[OPTION["compressed"].parameter]))
        conflicts = {conflict.reason for conflict in
                     training_conflicts(training, options, self.label_layer_chosen() is not None)}
        for reason in (BUFFER_WITHOUT_SPLITS, SAMPLING_WITHOUT_LABELS):
            if reason in conflicts:
                errors[TRAINING] = CONFLICT_TEXTS[reason]()
        if layout is not None:
            try:
                check_blocks(layout, training)
            except TrainingOptionsError as error:
                errors[TRAINING] = user_text(error)
        if TFINDEX_OF_GZIP in conflicts:  # shown over the others, as before
            errors[TRAINING] = CONFLICT_TEXTS[TFINDEX_OF_GZIP]()

    # ------------------------------------------------------------------ settings

    def load_settings(self, group: str) -> None:
        read = settings.read
        self.label_all_touched.setChecked(read(group, "label_all_touched", False))
        self.label_band.setText(read(group, "label_band", DEFAULT_LABEL_BAND))
        self.splits.setText(read(group, "splits", ""))
        self.split_block.setValue(read(group, "split_block", DEFAULT_BLOCK))
        self.seed.setValue(read(group, "seed", 0))
        self.min_label_share.setValue(read(group, "min_label_share", 0.0))
        self.negative_ratio.setValue(read(group, "negative_ratio", 1.0))
        self.write_tfindex.setChecked(read(group, "write_tfindex", False))
        for field in self.option_fields:
            field.load(lambda name, default: read(group, name, default))

    def settings_values(self) -> dict[str, Any]:
        return {
            "label_all_touched": self.label_all_touched.isChecked(), "label_band": self.label_band.text(),
            "splits": self.splits.text(), "split_block": self.split_block.value(), "seed": self.seed.value(),
            "min_label_share": self.min_label_share.value(), "negative_ratio": self.negative_ratio.value(),
            "write_tfindex": self.write_tfindex.isChecked(),
            **{name: value for field in self.option_fields for name, value in field.saved().items()},
        }

    def release(self) -> None:
        self.follow_label_layer(None)
