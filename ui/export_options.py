"""The export dialog's formatOptions: one field per EE option, the pasted EE JSON that overrides them, and
which option a validation message is about.

The fields set the single-option parameters of tfrecord:exportimage and the pasted JSON FORMAT_OPTIONS; the
algorithm's own ``format_options`` turns them into FormatOptions (or FormatOptions.every_error into the
errors shown beside each field).
"""

import json

from qgis.gui import QgsDoubleSpinBox
from qgis.PyQt.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QVBoxLayout,
)

from ..core.format_options import DEFAULT_MAX_FILE_SIZE, EDGE_MODES, VALUE_TYPES, FormatOptions
from ..provider.export_image import EDGE_MODE_LABELS
from ..provider.i18n import tr, translatable
from ..provider.patch_algorithm import VALUE_TYPE_LABELS
from . import settings
from .parts import DialogPart, column_layout, error_label, row, spin

# The formatOptions, in EE's names; validation messages name one of them.
OPTION_KEYS = ("patchDimensions", "kernelSize", "compressed", "maxFileSize", "defaultValue", "tensorDepths",
               "sequenceData", "collapseBands", "maskedThreshold", "valueType", "edgeMode")
PASTED = "formatOptions"  # the pasted EE JSON

TOOLTIPS = {
    "patchDimensions": translatable("Width and height in pixels of the patch each record holds; the export region is "
                       "cut into a grid of them (EE default 256 x 256)."),
    "kernelSize": translatable("Each record also holds floor(kernel / 2) real neighbouring pixels on every side of its "
                  "patch, the context a model with this kernel needs at the patch edges (EE default 1 x 1: none)."),
    "compressed": translatable("Write GZIP-compressed files (.tfrecord.gz), as EE does by default."),
    "maxFileSize": translatable("The most bytes (before compression) one file holds; further records go to the next "
                   "file (EE default 1 GiB)."),
    "defaultValue": translatable("The value written in every band of a pixel that is masked in any band: nodata, mask "
                    "or outside the data (EE default 0)."),
    "tensorDepths": translatable("The depth of each array band, as {\"band\": depth} or band:depth,...; needed for "
                    "every array band unless sequence data is on."),
    "sequenceData": translatable("Write one tf.train.SequenceExample per pixel, array bands as feature lists, "
                    "instead of one Example per patch."),
    "collapseBands": translatable("Write every band into one feature named after the first band instead of one feature "
                     "per band."),
    "maskedThreshold": translatable("The largest fraction of masked pixels a patch may have and still be written "
                       "(EE default 1: every patch)."),
    "valueType": translatable("float32 for every band as EE documents it, or each band's own type (8-bit as bytes, "
                 "other integers as int64); not an EE option."),
    "edgeMode": translatable("Partial patches at the right and bottom edges are dropped as EE does, or padded with "
                "masked pixels; not an EE option."),
    PASTED: translatable("Paste the formatOptions object of your EE Export.image call; the keys it sets override the "
            "options above."),
}


class FormatOptionsPart(DialogPart):
    """The formatOptions fields and the pasted EE JSON; their errors are shown beside them."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.error_labels = {key: error_label() for key in OPTION_KEYS + (PASTED,)}
        layout = column_layout(self)
        self._build_option_widgets()
        layout.addWidget(self._build_options_box())
        layout.addWidget(self._build_pasted_box())
        self.parameter_getters = {
            "PATCH_DIMENSIONS": lambda: f"{self.patch_width.value()},{self.patch_height.value()}",
            "KERNEL_SIZE": lambda: f"{self.kernel_width.value()},{self.kernel_height.value()}",
            "COMPRESSED": self.compressed.isChecked,
            "MAX_FILE_SIZE": self.max_file_size.value,
            "DEFAULT_VALUE": self.default_value.value,
            "TENSOR_DEPTHS": self.tensor_depths.text,
            "SEQUENCE_DATA": self.sequence_data.isChecked,
            "COLLAPSE_BANDS": self.collapse_bands.isChecked,
            "MASKED_THRESHOLD": self.masked_threshold.value,
            "VALUE_TYPE": self.value_type.currentIndex,
            "EDGE_MODE": self.edge_mode.currentIndex,
            "FORMAT_OPTIONS": self.pasted_options.toPlainText,
        }
        self._connect_changes()

    def _build_option_widgets(self):
        self.patch_width, self.patch_height = spin(0, 1 << 20, 256), spin(0, 1 << 20, 256)
        self.kernel_width, self.kernel_height = spin(0, 1 << 20, 1), spin(0, 1 << 20, 1)
        self.compressed = QCheckBox(tr("GZIP (.tfrecord.gz)"))
        self.compressed.setChecked(True)
        self.max_file_size = QgsDoubleSpinBox()
        self.max_file_size.setRange(0, 1e15)
        self.max_file_size.setDecimals(0)
        self.max_file_size.setSingleStep(1 << 20)
        self.max_file_size.setClearValue(DEFAULT_MAX_FILE_SIZE)
        self.max_file_size.setValue(DEFAULT_MAX_FILE_SIZE)
        self.max_file_size.setSuffix(tr(" bytes"))
        self.default_value = QgsDoubleSpinBox()
        self.default_value.setRange(-3.4e38, 3.4e38)
        self.default_value.setDecimals(4)
        self.default_value.setClearValue(0)
        self.tensor_depths = QLineEdit()
        self.tensor_depths.setPlaceholderText(tr('{"band": depth} or band:depth,...'))
        self.sequence_data = QCheckBox(tr("One SequenceExample per pixel"))
        self.collapse_bands = QCheckBox(tr("All bands in one feature"))
        self.masked_threshold = QgsDoubleSpinBox()
        self.masked_threshold.setRange(0, 1)
        self.masked_threshold.setDecimals(3)
        self.masked_threshold.setSingleStep(0.05)
        self.masked_threshold.setClearValue(1)
        self.masked_threshold.setValue(1)
        self.value_type = QComboBox()
        self.value_type.addItems([tr(label) for label in VALUE_TYPE_LABELS])
        self.edge_mode = QComboBox()
        self.edge_mode.addItems([tr(label) for label in EDGE_MODE_LABELS])
        for combo in (self.value_type, self.edge_mode):  # long choices elide rather than widen the dialog
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
            combo.setMinimumContentsLength(24)

        self.option_widgets = {
            "patchDimensions": [self.patch_width, self.patch_height],
            "kernelSize": [self.kernel_width, self.kernel_height],
            "compressed": [self.compressed], "maxFileSize": [self.max_file_size],
            "defaultValue": [self.default_value], "tensorDepths": [self.tensor_depths],
            "sequenceData": [self.sequence_data], "collapseBands": [self.collapse_bands],
            "maskedThreshold": [self.masked_threshold], "valueType": [self.value_type],
            "edgeMode": [self.edge_mode],
        }

    def _build_options_box(self):
        options_box = QGroupBox(tr("formatOptions (Earth Engine's defaults)"))
        form = QFormLayout(options_box)
        self.option_labels = {}
        rows = {"patchDimensions": row(self.patch_width, QLabel("x"), self.patch_height),
                "kernelSize": row(self.kernel_width, QLabel("x"), self.kernel_height)}
        for key in OPTION_KEYS:
            label = QLabel(key)
            label.setToolTip(tr(TOOLTIPS[key]))
            self.option_labels[key] = label
            for widget in self.option_widgets[key]:
                widget.setToolTip(tr(TOOLTIPS[key]))
            field = rows.get(key, self.option_widgets[key][0])
            form.addRow(label, field)
            # The error on a row of its own, the form's full width: inside the field's row a long
            # message squeezed the field into a sliver.
            form.addRow(self.error_labels[key])
        return options_box

    def _build_pasted_box(self):
        pasted_box = QGroupBox(tr("Paste EE formatOptions (JSON)"))
        pasted_layout = QVBoxLayout(pasted_box)
        self.pasted_options = QPlainTextEdit()
        self.pasted_options.setPlaceholderText(tr('{"patchDimensions": [256, 256], "kernelSize": [33, 33], '
                                               '"compressed": true}'))
        self.pasted_options.setToolTip(tr(TOOLTIPS[PASTED]))
        self.pasted_options.setMaximumHeight(70)
        pasted_layout.addWidget(self.pasted_options)
        pasted_layout.addWidget(self.error_labels[PASTED])
        return pasted_box

    def _connect_changes(self):
        for spin_box in (self.patch_width, self.patch_height, self.kernel_width, self.kernel_height):
            spin_box.valueChanged.connect(self.emit_changed)
        for spin_box in (self.max_file_size, self.default_value, self.masked_threshold):
            spin_box.valueChanged.connect(self.emit_changed)
        for box in (self.compressed, self.sequence_data, self.collapse_bands):
            box.toggled.connect(self.emit_changed)
        for combo in (self.value_type, self.edge_mode):
            combo.currentIndexChanged.connect(self.emit_changed)
        self.tensor_depths.textChanged.connect(self.emit_changed)
        self.pasted_options.textChanged.connect(self.emit_changed)

    # ------------------------------------------------------------------ the pasted options

    def pasted_keys(self):
        try:
            pasted = json.loads(self.pasted_options.toPlainText())
        except ValueError:
            return set()
        return set(pasted) if isinstance(pasted, dict) else set()

    def show_pasted(self):
        """Disable the fields the pasted options set, say so in their labels, and show the pasted values."""
        self._show_overridden_options()
        self._show_pasted_values()

    def _show_overridden_options(self):
        """Disable the fields the pasted options set, and say so in their labels."""
        overridden = self.pasted_keys()
        for key, widgets in self.option_widgets.items():
            for widget in widgets:
                widget.setEnabled(key not in overridden)
            self.option_labels[key].setText(key + (tr(" (pasted)") if key in overridden else ""))

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
            widgets = self.option_widgets[key]
            for widget in widgets:
                widget.blockSignals(True)
            self._show_option_value(key, widgets, parsed)
            for widget in widgets:
                widget.blockSignals(False)

    @staticmethod
    def _show_option_value(key, widgets, value):
        """Put one option's parsed value into its fields, each field's way."""
        if key in ("patchDimensions", "kernelSize"):
            widgets[0].setValue(value[0])
            widgets[1].setValue(value[1])
        elif key == "tensorDepths":
            widgets[0].setText(json.dumps(value) if value else "")
        elif key == "valueType":
            widgets[0].setCurrentIndex(VALUE_TYPES.index(value))
        elif key == "edgeMode":
            widgets[0].setCurrentIndex(EDGE_MODES.index(value))
        elif isinstance(widgets[0], QCheckBox):
            widgets[0].setChecked(value)
        else:
            widgets[0].setValue(value)

    # ------------------------------------------------------------------ validation

    def option_at_fault(self, message):
        """The option a validation message names: the pasted JSON when it set that option."""
        if message.startswith(("formatOptions", "unknown formatOptions")):
            return PASTED
        named = [(message.find(key), key) for key in OPTION_KEYS if key in message]
        if not named:
            return PASTED
        key = min(named)[1]
        return PASTED if key in self.pasted_keys() else key

    def format_options(self, algorithm, context, parameters, errors):
        """The format options the run would use; None, with every option at fault in errors, when it would refuse."""
        try:
            return algorithm.format_options(parameters, context)
        except ValueError:
            # Every option at fault at once, each beside its field (or the paste that set it).
            for message in FormatOptions.every_error(parameters["FORMAT_OPTIONS"],
                                                     **algorithm.single_options(parameters, context)):
                key = self.option_at_fault(message)
                errors[key] = f"{errors[key]}\n{message}" if key in errors else message
            return None

    # ------------------------------------------------------------------ settings

    def load_settings(self, group):
        read = settings.read
        self.patch_width.setValue(read(group, "patch_width", 256))
        self.patch_height.setValue(read(group, "patch_height", 256))
        self.kernel_width.setValue(read(group, "kernel_width", 1))
        self.kernel_height.setValue(read(group, "kernel_height", 1))
        self.compressed.setChecked(read(group, "compressed", True))
        self.max_file_size.setValue(read(group, "max_file_size", float(DEFAULT_MAX_FILE_SIZE)))
        self.default_value.setValue(read(group, "default_value", 0.0))
        self.tensor_depths.setText(read(group, "tensor_depths", ""))
        self.sequence_data.setChecked(read(group, "sequence_data", False))
        self.collapse_bands.setChecked(read(group, "collapse_bands", False))
        self.masked_threshold.setValue(read(group, "masked_threshold", 1.0))
        self.value_type.setCurrentIndex(read(group, "value_type", 0))
        self.edge_mode.setCurrentIndex(read(group, "edge_mode", 0))

    def settings_values(self):
        return {
            "patch_width": self.patch_width.value(), "patch_height": self.patch_height.value(),
            "kernel_width": self.kernel_width.value(), "kernel_height": self.kernel_height.value(),
            "compressed": self.compressed.isChecked(), "max_file_size": self.max_file_size.value(),
            "default_value": self.default_value.value(), "tensor_depths": self.tensor_depths.text(),
            "sequence_data": self.sequence_data.isChecked(), "collapse_bands": self.collapse_bands.isChecked(),
            "masked_threshold": self.masked_threshold.value(), "value_type": self.value_type.currentIndex(),
            "edge_mode": self.edge_mode.currentIndex(),
        }
