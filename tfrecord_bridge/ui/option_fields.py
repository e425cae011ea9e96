"""The panels' fields of an algorithm's options, each made from its Option of core/layout/schema.py; what the
export and import panels share of them.

Each field is made from its option (its widgets, their texts, range and default, the value it gives the
Processing parameter, how it shows a pasted value) and from what only the panel needs, FIELD_DETAILS beside it:
the spin box's step and suffix, and the settings it is remembered under. An option the panel does not place
itself gets a field in OtherOptions, so one added to the schema shows in the panel without a line here.
"""

from __future__ import annotations

import json
import re
from collections.abc import Collection, Iterable
from dataclasses import dataclass
from typing import Any, Callable

from qgis.gui import QgsDoubleSpinBox
from qgis.PyQt.QtWidgets import QCheckBox, QComboBox, QFormLayout, QGroupBox, QLabel, QLineEdit, QSpinBox, QWidget

from ..core.layout.schema import (
    BOOLEAN,
    CHOICE,
    DEPTHS,
    FORMAT_OPTIONS,
    INTEGER,
    NUMBER,
    PAIR,
    TEXT,
    AlgorithmSchema,
    Option,
)
from ..texts import tr, translatable
from . import settings
from .parts import UNSET, DialogPart, WrappingCheckBox, column_layout, row

# A number field without a range in the schema takes float32's (the bands the defaultValue is written in); a whole
# number field without one, a Qt spin box's (a C int's).
FLOAT32_MAX = 3.4e38
INT_MAX = (1 << 31) - 1
# The kinds of option an OptionField shows; layers, fields, places and pasted JSON have widgets of their own.
FIELD_KINDS = (PAIR, BOOLEAN, CHOICE, NUMBER, INTEGER, DEPTHS, TEXT)
# What a field shows for an option without a default left unset (predict's patch options: the training export's,
# else EE's): a pair's or a number's least value, a choice's first item.
NOT_GIVEN = translatable("default")


@dataclass(frozen=True)
class FieldDetails:
    """The dialog's own details of an option's field, which no other interface has."""

    # The QgsSettings keys (ui/settings.py) of its widgets, one per widget: the names the users' remembered values
    # are saved under, so renaming one forgets them. Each is also the dialog part's attribute holding the widget.
    settings: tuple[str, ...]
    step: float = 0  # the spin box's single step (0: Qt's own, 1)
    suffix: str = ""  # the spin box's, shown through tr()
    remembered: bool = True  # False: each session starts from the schema's default (no setting is read or saved)
    default: Any = None  # the panel's default where it is not the schema's (None: the schema's)


# One entry per option of core/layout/schema.py that the export panel shows as an OptionField; an option without
# one is remembered under its key in snake_case (details_of).
FIELD_DETAILS = {
    "labelValue": FieldDetails(("label_value",), remembered=False),
    "labelAllTouched": FieldDetails(("label_all_touched",)),
    "labelBand": FieldDetails(("label_band",)),
    "pixelSize": FieldDetails(("pixel_size",), remembered=False),
    "resampling": FieldDetails(("resampling",)),
    "patchDimensions": FieldDetails(("patch_width", "patch_height")),
    "kernelSize": FieldDetails(("kernel_width", "kernel_height")),
    "compressed": FieldDetails(("compressed",)),
    "maxFileSize": FieldDetails(("max_file_size",), step=1 << 20, suffix=translatable(" bytes")),
    "defaultValue": FieldDetails(("default_value",)),
    "valueType": FieldDetails(("value_type",)),
    "tensorDepths": FieldDetails(("tensor_depths",)),
    "sequenceData": FieldDetails(("sequence_data",)),
    "collapseBands": FieldDetails(("collapse_bands",)),
    "maskedThreshold": FieldDetails(("masked_threshold",), step=0.05),
    "edgeMode": FieldDetails(("edge_mode",)),
    "prefix": FieldDetails(("prefix",)),
    "splits": FieldDetails(("splits",)),
    "splitBlock": FieldDetails(("split_block",)),
    "splitBuffer": FieldDetails(("split_buffer",)),
    "splitBufferMask": FieldDetails(("split_buffer_mask",)),
    "seed": FieldDetails(("seed",)),
    "minLabelShare": FieldDetails(("min_label_share",), step=0.05),
    "negativeRatio": FieldDetails(("negative_ratio",), step=0.05),
    "writeTfindex": FieldDetails(("write_tfindex",)),
    # Off where a run is scripted (the command, Processing), on where a user clicks: the panels' outputs are found.
    "stac": FieldDetails(("stac",), default=True),
}


def details_of(option: Option) -> FieldDetails:
    """The panel's details of ``option``'s field: FIELD_DETAILS's, else its settings key is the option's key in
    snake_case (an option added to the schema is remembered without an entry here)."""
    if option.key in FIELD_DETAILS:
        return FIELD_DETAILS[option.key]
    return FieldDetails((re.sub(r"(?<=[a-z0-9])(?=[A-Z])", "_", option.key).lower(),))


def _lowest(option: Option) -> float:
    """The least value the field takes: 0 for a positive number, so that a 0 typed is shown refused beside it,
    as the run would refuse it, rather than silently raised to 1."""
    if option.minimum is None:
        return -FLOAT32_MAX
    return 0 if option.minimum == 1 else option.minimum


def _unset_at_minimum(option: Option) -> bool:
    """A number or pair without a default: its field's least value (showing ``field_text``, else NOT_GIVEN) stands
    for none given."""
    return option.kind in (NUMBER, INTEGER, PAIR) and option.default is None


def _unset_choice(option: Option) -> bool:
    """A choice without a default: its first item, NOT_GIVEN, stands for none given."""
    return option.kind == CHOICE and option.default is None


class OptionField:
    """The widgets of one option: ``widgets`` (one per settings key), ``field``, the form's row, and ``label``,
    its name in the form."""

    def __init__(self, option: Option) -> None:
        if option.kind not in FIELD_KINDS:
            raise ValueError(f"{option.key}: an option of kind {option.kind!r} has no OptionField")
        self.option = option
        self.details = details_of(option)
        self.settings = self.details.settings
        self.label = tr(option.field_label or option.label)
        # Which widgets (spin boxes, a check box, a combo box, a line) the option's kind says.
        self.widgets: list[Any] = self._make_widgets(option, self.details)
        self.field = row(self.widgets[0], QLabel("x"), self.widgets[1]) if option.kind == PAIR else self.widgets[0]
        tooltip = tr(option.tooltip)
        for widget in self.widgets:
            widget.setToolTip(tooltip)

    @staticmethod
    def _make_widgets(option: Option, details: FieldDetails) -> list[Any]:
        if option.kind == PAIR:
            spins = [QSpinBox(), QSpinBox()]
            for spin, side in zip(spins, option.default or (0, 0)):
                spin.setRange(int(_lowest(option)), int(option.maximum))
                if _unset_at_minimum(option):
                    spin.setSpecialValueText(tr(NOT_GIVEN))
                spin.setValue(side)
            return spins
        if option.kind == BOOLEAN:
            box = WrappingCheckBox(tr(option.field_text))
            box.setChecked(option.default if details.default is None else details.default)
            return [box]
        if option.kind == CHOICE:
            combo = QComboBox()
            combo.addItems([tr(NOT_GIVEN)] * _unset_choice(option) + [tr(label) for label in option.choice_labels])
            # Long choices elide rather than widen the dialog.
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
            combo.setMinimumContentsLength(24)
            return [combo]
        if option.kind == NUMBER:
            number = QgsDoubleSpinBox()
            number.setRange(_lowest(option), FLOAT32_MAX if option.maximum is None else option.maximum)
            if option.decimals is not None:
                number.setDecimals(option.decimals)
            return [OptionField._set_up_spin(number, option, details)]
        if option.kind == INTEGER:
            whole = QSpinBox()
            # Without a default, one below the least value stands for none given (batchSize 1 stays a choice).
            whole.setRange(-INT_MAX if option.minimum is None else int(option.minimum) - _unset_at_minimum(option),
                           INT_MAX if option.maximum is None else int(option.maximum))
            return [OptionField._set_up_spin(whole, option, details)]
        line = QLineEdit((option.default or "") if option.kind == TEXT else "")  # TEXT, DEPTHS
        if option.field_text:
            line.setPlaceholderText(tr(option.field_text))
        return [line]

    @staticmethod
    def _set_up_spin(spin: Any, option: Option, details: FieldDetails) -> Any:
        if details.step:
            spin.setSingleStep(details.step)
        if _unset_at_minimum(option):
            spin.setSpecialValueText(tr(option.field_text or NOT_GIVEN))
        default = spin.minimum() if option.default is None else option.default
        if isinstance(spin, QgsDoubleSpinBox):
            spin.setClearValue(default)
        spin.setValue(default)
        if details.suffix:
            spin.setSuffix(tr(details.suffix))
        return spin

    def named_widgets(self) -> list[tuple[str, QWidget]]:
        """(settings key, widget) of each widget: the name the dialog keeps it under too."""
        return list(zip(self.settings, self.widgets))

    def parameter_value(self) -> Any:
        """The value of the option's Processing parameter."""
        kind, widgets = self.option.kind, self.widgets
        if kind == PAIR:
            if _unset_at_minimum(self.option) and any(spin.value() == spin.minimum() for spin in widgets):
                return UNSET
            return ",".join(str(spin.value()) for spin in widgets)
        if kind == BOOLEAN:
            return widgets[0].isChecked()
        if kind == CHOICE:
            if _unset_choice(self.option):
                return UNSET if widgets[0].currentIndex() == 0 else widgets[0].currentIndex() - 1
            return widgets[0].currentIndex()
        if kind in (DEPTHS, TEXT):
            return widgets[0].text()
        if _unset_at_minimum(self.option) and widgets[0].value() == widgets[0].minimum():
            return UNSET
        return widgets[0].value()

    def show(self, value: Any) -> None:
        """Put a FormatOptions value of the option into the widgets, without signalling a change."""
        for widget in self.widgets:
            widget.blockSignals(True)
        try:
            if self.option.kind == CHOICE:
                value = 0 if value is None else self.option.choices.index(value) + _unset_choice(self.option)
            self._set(value)
        finally:
            for widget in self.widgets:
                widget.blockSignals(False)

    def _set(self, value: Any) -> None:
        kind, widgets = self.option.kind, self.widgets
        if kind == PAIR:
            for spin, side in zip(widgets, value or (spin.minimum() for spin in widgets)):
                spin.setValue(side)
        elif kind == BOOLEAN:
            widgets[0].setChecked(value)
        elif kind == CHOICE:
            widgets[0].setCurrentIndex(value)
        elif kind == DEPTHS:
            widgets[0].setText(json.dumps(value) if value else "")
        elif kind == TEXT:
            widgets[0].setText(value or "")
        else:
            widgets[0].setValue(value)

    def _defaults(self) -> list[Any]:
        """The settings' defaults, one per widget, of the type each is remembered as."""
        option = self.option
        if option.kind == PAIR:
            return list(option.default or (spin.minimum() for spin in self.widgets))
        if option.kind == CHOICE:
            return [0 if option.default is None else option.choices.index(option.default)]
        if option.kind in (DEPTHS, TEXT):
            return [option.default or ""]
        if option.kind in (NUMBER, INTEGER):
            default = self.widgets[0].minimum() if option.default is None else option.default
            return [float(default) if option.kind == NUMBER else int(default)]
        return [option.default if self.details.default is None else self.details.default]

    def _widget_values(self) -> list[Any]:
        kind, widgets = self.option.kind, self.widgets
        if kind in (PAIR, NUMBER, INTEGER):
            return [spin.value() for spin in widgets]
        if kind == BOOLEAN:
            return [widgets[0].isChecked()]
        if kind == CHOICE:
            return [widgets[0].currentIndex()]
        return [widgets[0].text()]

    def load(self, read: Callable[[str, Any], Any]) -> None:
        """Set the widgets to the remembered values (``read(name, default)``), each as it was saved."""
        if not self.details.remembered:
            return
        for widget, name, default in zip(self.widgets, self.settings, self._defaults()):
            value = read(name, default)
            if isinstance(widget, QCheckBox):
                widget.setChecked(value)
            elif isinstance(widget, QComboBox):
                widget.setCurrentIndex(value)
            elif isinstance(widget, QLineEdit):
                widget.setText(value)
            else:
                widget.setValue(value)

    def saved(self) -> dict[str, Any]:
        """{settings key: value} to remember."""
        if not self.details.remembered:
            return {}
        return dict(zip(self.settings, self._widget_values()))

    def connect(self, callback: Callable[..., object]) -> None:
        """Call ``callback`` whenever the user changes the option."""
        for widget in self.widgets:
            if isinstance(widget, QCheckBox):
                widget.toggled.connect(callback)
            elif isinstance(widget, QComboBox):
                widget.currentIndexChanged.connect(callback)
            elif isinstance(widget, QLineEdit):
                widget.textChanged.connect(callback)
            else:
                widget.valueChanged.connect(callback)


def option_fields() -> dict[str, OptionField]:
    """{EE's key: OptionField} of the formatOptions, in the table's order for them (EE's first, then ours)."""
    return {option.key: OptionField(option) for option in FORMAT_OPTIONS}


def place_fields(owner: object, fields: Collection[OptionField]) -> None:
    """Keep each widget of ``fields`` as ``owner``'s attribute of its settings key (``part.seed``)."""
    for field in fields:
        for name, widget in field.named_widgets():
            setattr(owner, name, widget)


class OtherOptions(DialogPart):
    """A field for each option of an algorithm's schema that none of the panel's other ``parts`` sets (nor leaves
    to its default on purpose: ``left_to_default``), in the schema's order: an option added to the schema shows
    here until a part places it. Hidden while there is none, as today. Both panels have one."""

    def __init__(self, schema: AlgorithmSchema, parts: Iterable[DialogPart], left_to_default: Iterable[str] = (),
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        placed = {name for part in parts for name in part.parameter_getters} | set(left_to_default)
        self.fields = [OptionField(option) for option in schema
                       if option.parameter and option.parameter not in placed and option.kind in FIELD_KINDS]
        place_fields(self, self.fields)
        box = QGroupBox(tr("Other options"))
        form = QFormLayout(box)
        for field in self.fields:
            if isinstance(field.field, QCheckBox) and field.option.field_text:
                # The check box says it itself: a label above it would say it twice.
                field.field.setToolTip(tr(field.option.tooltip))
                form.addRow(field.field)
            else:
                label = QLabel(field.label)
                label.setToolTip(tr(field.option.tooltip))
                form.addRow(label, field.field)
            field.connect(self.emit_changed)
        column_layout(self).addWidget(box)
        if not self.fields:
            self.hide()
        self.parameter_getters = {str(field.option.parameter): field.parameter_value for field in self.fields}

    def load_settings(self, group: str) -> None:
        for field in self.fields:
            field.load(lambda name, default: settings.read(group, name, default))

    def settings_values(self) -> dict[str, Any]:
        return {name: value for field in self.fields for name, value in field.saved().items()}
