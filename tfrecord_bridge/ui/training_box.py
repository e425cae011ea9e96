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
from qgis.PyQt import sip
from qgis.PyQt.QtWidgets import QComboBox, QFormLayout, QGroupBox, QWidget

from ..core.export.export_image import (
    BUFFER_WITHOUT_SPLITS,
    MASK_WITHOUT_BUFFER,
    SAMPLING_WITHOUT_LABELS,
    TFINDEX_OF_GZIP,
    ExportError,
    check_label_band,
    training_conflicts,
)
from ..core.export.training import TrainingOptions, TrainingOptionsError, check_blocks
from ..core.layout.format_options import FormatOptions
from ..core.layout.grid import PatchLayout
from ..core.layout.schema import EXPORT_IMAGE, OPTION, TRAINING_OPTIONS
from ..provider.compat import STRING_FIELD
from ..provider.export_image import ExportImageAlgorithm
from ..provider.labels import label_band, label_values_error
from ..texts import tr, translatable, user_text
from . import settings
from .option_fields import OptionField, place_fields
from .parts import UNSET, DialogPart, WrappingCheckBox, column_layout, error_label, row

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
    MASK_WITHOUT_BUFFER: lambda: tr("Masking the margins another set owns is a way of the buffer between sets: "
                                    "check the buffer too, or uncheck the mask."),
}
# The rows of the training options whose fields the box makes from the schema: (the row's name, the options side
# by side in it); None: the first option's field_label; rows of two options have a name of their own. The label
# value sits beside the label field (which, as the label layer, lists what the project holds).
LABEL_VALUE = "labelValue"
LABEL_ROWS = ((None, ("labelBand", "labelAllTouched")),)
SPLIT_ROWS = (
    (None, ("splits",)),
    (translatable("Block (patches per side), seed"), ("splitBlock", "seed")),
    *(("", (option.key,)) for option in TRAINING_OPTIONS),  # the buffer
    (translatable("Least label share, negatives kept"), ("minLabelShare", "negativeRatio")),
    ("", ("writeTfindex",)),
)


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
        # A field per training option of the rows, in the schema's order; each widget is also the box's attribute
        # of its settings key (self.seed, self.splits, ...).
        placed = {LABEL_VALUE} | {key for _, keys in LABEL_ROWS + SPLIT_ROWS for key in keys}
        self.fields = [OptionField(option) for option in EXPORT_IMAGE if option.key in placed]
        self.fields_by_key = {field.option.key: field for field in self.fields}
        # The training sets' options of the option table (the buffer).
        self.option_fields = [field for field in self.fields if field.option in TRAINING_OPTIONS]
        place_fields(self, self.fields)
        self._build_label_rows(form)
        self._build_split_rows(form)
        column_layout(self).addWidget(box)
        self.parameter_getters = {
            str(EXPORT_IMAGE["labelLayer"].parameter): self._label_layer_parameter,
            str(EXPORT_IMAGE["labelField"].parameter):
                lambda: (self.label_field.currentData() or None) if self.label_layer_chosen() else UNSET,
            **{str(field.option.parameter): field.parameter_value for field in self.fields},
        }
        self._connect_changes()

    def _build_label_rows(self, form: QFormLayout) -> None:
        # The label layer and field list the project's layers and the layer's fields: widgets of their own, their
        # words the schema's.
        layer_option, field_option = EXPORT_IMAGE["labelLayer"], EXPORT_IMAGE["labelField"]
        self.label_layer = QComboBox()
        self.label_layer.setToolTip(tr(layer_option.tooltip))
        self.label_selected = WrappingCheckBox(tr("Selected features only"))
        self.label_selected.setToolTip(tr("Burn only the label layer's selected features."))
        form.addRow(tr(layer_option.field_label), row(self.label_layer, self.label_selected))
        self.label_field = QComboBox()
        self.label_field.setToolTip(tr(field_option.tooltip))
        form.addRow(tr(field_option.field_label), row(self.label_field, self.fields_by_key[LABEL_VALUE].field))
        for name, keys in LABEL_ROWS:
            self._add_row(form, name, keys)
        form.addRow(self.error_labels[LABELS])

    def _build_split_rows(self, form: QFormLayout) -> None:
        for name, keys in SPLIT_ROWS:
            self._add_row(form, name, keys)
        form.addRow(self.error_labels[TRAINING])

    def _add_row(self, form: QFormLayout, name: str | None, keys: Sequence[str]) -> None:
        fields = [self.fields_by_key[key] for key in keys]
        widget = fields[0].field if len(fields) == 1 else row(*(field.field for field in fields))
        form.addRow(fields[0].label if name is None else tr(name) if name else "", widget)

    def _connect_changes(self) -> None:
        self.label_layer.currentIndexChanged.connect(self._label_layer_changed)
        self.label_field.currentIndexChanged.connect(self.emit_changed)
        self.label_selected.toggled.connect(self.emit_changed)
        for field in self.fields:
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
        for reason in (MASK_WITHOUT_BUFFER, BUFFER_WITHOUT_SPLITS, SAMPLING_WITHOUT_LABELS):
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
        for field in self.fields:
            field.load(lambda name, default: settings.read(group, name, default))

    def settings_values(self) -> dict[str, Any]:
        return {name: value for field in self.fields for name, value in field.saved().items()}

    def release(self) -> None:
        self.follow_label_layer(None)
