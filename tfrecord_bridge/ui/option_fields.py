"""The export dialog's fields of the export's options, one per row of core/layout/schema.py's table.

Each field is made from its row (its widgets, their range and default, the value it gives the Processing
parameter, how it shows a pasted value) and from what only the dialog needs, FIELD_DETAILS beside it: the spin
box's step and suffix, and the settings it is remembered under.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any, Callable

from qgis.gui import QgsDoubleSpinBox
from qgis.PyQt.QtWidgets import QCheckBox, QComboBox, QLabel, QLineEdit, QSpinBox, QWidget

from ..core.layout.schema import BOOLEAN, CHOICE, DEPTHS, FORMAT_OPTIONS, NUMBER, PAIR, Option
from ..texts import tr, translatable
from .parts import WrappingCheckBox, row

# A number field without a range in the table takes float32's (the bands the defaultValue is written in).
FLOAT32_MAX = 3.4e38


@dataclass(frozen=True)
class FieldDetails:
    """The dialog's own details of an option's field, which no other interface has."""

    # The QgsSettings keys (ui/settings.py) of its widgets, one per widget: the names the users' remembered values
    # are saved under, so renaming one forgets them. Each is also the dialog part's attribute holding the widget.
    settings: tuple[str, ...]
    step: float = 0  # the spin box's single step (0: Qt's own, 1)
    suffix: str = ""  # the spin box's, shown through tr()


# One entry per option of core/layout/schema.py's table that the dialogs show (a formatOption or a training
# option).
FIELD_DETAILS = {
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
    "splitBuffer": FieldDetails(("split_buffer",)),
}


def _lowest(option: Option) -> float:
    """The least value the field takes: 0 for a positive number, so that a 0 typed is shown refused beside it,
    as the run would refuse it, rather than silently raised to 1."""
    if option.minimum is None:
        return -FLOAT32_MAX
    return 0 if option.minimum == 1 else option.minimum


class OptionField:
    """The widgets of one option: ``widgets`` (one per settings key) and ``field``, the form's row."""

    def __init__(self, option: Option) -> None:
        self.option = option
        self.details = FIELD_DETAILS[option.key]
        self.settings = self.details.settings
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
            for spin, side in zip(spins, option.default):
                spin.setRange(int(_lowest(option)), int(option.maximum))
                spin.setValue(side)
            return spins
        if option.kind == BOOLEAN:
            box = WrappingCheckBox(tr(option.field_text))
            box.setChecked(option.default)
            return [box]
        if option.kind == CHOICE:
            combo = QComboBox()
            combo.addItems([tr(label) for label in option.choice_labels])
            # Long choices elide rather than widen the dialog.
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
            combo.setMinimumContentsLength(24)
            return [combo]
        if option.kind == NUMBER:
            number = QgsDoubleSpinBox()
            number.setRange(_lowest(option), FLOAT32_MAX if option.maximum is None else option.maximum)
            number.setDecimals(option.decimals)
            if details.step:
                number.setSingleStep(details.step)
            number.setClearValue(option.default)
            number.setValue(option.default)
            if details.suffix:
                number.setSuffix(tr(details.suffix))
            return [number]
        line = QLineEdit()  # DEPTHS
        line.setPlaceholderText(tr(option.field_text))
        return [line]

    def named_widgets(self) -> list[tuple[str, QWidget]]:
        """(settings key, widget) of each widget: the name the dialog keeps it under too."""
        return list(zip(self.settings, self.widgets))

    def parameter_value(self) -> Any:
        """The value of the option's Processing parameter."""
        kind, widgets = self.option.kind, self.widgets
        if kind == PAIR:
            return ",".join(str(spin.value()) for spin in widgets)
        if kind == BOOLEAN:
            return widgets[0].isChecked()
        if kind == CHOICE:
            return widgets[0].currentIndex()
        if kind == DEPTHS:
            return widgets[0].text()
        return widgets[0].value()

    def show(self, value: Any) -> None:
        """Put a FormatOptions value of the option into the widgets, without signalling a change."""
        for widget in self.widgets:
            widget.blockSignals(True)
        try:
            self._set(self.option.choices.index(value) if self.option.kind == CHOICE else value)
        finally:
            for widget in self.widgets:
                widget.blockSignals(False)

    def _set(self, value: Any) -> None:
        kind, widgets = self.option.kind, self.widgets
        if kind == PAIR:
            for spin, side in zip(widgets, value):
                spin.setValue(side)
        elif kind == BOOLEAN:
            widgets[0].setChecked(value)
        elif kind == CHOICE:
            widgets[0].setCurrentIndex(value)
        elif kind == DEPTHS:
            widgets[0].setText(json.dumps(value) if value else "")
        else:
            widgets[0].setValue(value)

    def _defaults(self) -> list[Any]:
        """The settings' defaults, one per widget, of the type each is remembered as."""
        option = self.option
        if option.kind == PAIR:
            return list(option.default)
        if option.kind == CHOICE:
            return [option.choices.index(option.default)]
        if option.kind == DEPTHS:
            return [""]
        if option.kind == NUMBER:
            return [float(option.default)]
        return [option.default]

    def _widget_values(self) -> list[Any]:
        kind, widgets = self.option.kind, self.widgets
        if kind in (PAIR, NUMBER):
            return [spin.value() for spin in widgets]
        if kind == BOOLEAN:
            return [widgets[0].isChecked()]
        if kind == CHOICE:
            return [widgets[0].currentIndex()]
        return [widgets[0].text()]

    def load(self, read: Callable[[str, Any], Any]) -> None:
        """Set the widgets to the remembered values (``read(name, default)``), each as it was saved."""
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
