"""The export dialog's formatOptions: one field per EE option, the pasted EE JSON that overrides them, and
which option a validation message is about.

The fields are made from core/layout/schema.py's table by ui/option_fields.py, one per formatOption. They set
the single-option parameters of tfrecord:exportimage and the pasted JSON FORMAT_OPTIONS; the algorithm's own
``format_options`` turns them into FormatOptions (or FormatOptions.every_error into the errors shown beside
each field).
"""

from __future__ import annotations

import json
from typing import Any

from qgis.core import QgsProcessingContext
from qgis.PyQt.QtWidgets import QFormLayout, QGroupBox, QLabel, QPlainTextEdit, QVBoxLayout, QWidget

from ..core.base.messages import named_options
from ..core.layout.format_options import FormatOptions, FormatOptionsError
from ..core.layout.schema import FORMAT_OPTIONS, FORMAT_OPTIONS_JSON
from ..provider.patch_algorithm import PatchAlgorithm
from ..texts import tr, user_text
from . import settings
from .option_fields import option_fields, place_fields
from .parts import DialogPart, column_layout, error_label

# The formatOptions, in EE's names; validation messages name one of them.
OPTION_KEYS = tuple(option.key for option in FORMAT_OPTIONS)
PASTED = FORMAT_OPTIONS_JSON.key  # the pasted EE JSON


class FormatOptionsPart(DialogPart):
    """The formatOptions fields and the pasted EE JSON; their errors are shown beside them."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # The FormatOptions the run would use, None while they are refused.
        self.run_options: FormatOptions | None = None
        self.error_labels = {key: error_label() for key in OPTION_KEYS + (PASTED,)}
        layout = column_layout(self)
        self._build_option_widgets()
        layout.addWidget(self._build_options_box())
        layout.addWidget(self._build_pasted_box())
        self.parameter_getters = {
            **{field.option.parameter: field.parameter_value for field in self.option_fields.values()},
            str(FORMAT_OPTIONS_JSON.parameter): self.pasted_options.toPlainText,
        }
        self._connect_changes()

    def _build_option_widgets(self) -> None:
        # One field per option of core/layout/schema.py's table; each widget is also the part's attribute of
        # its settings key (self.patch_width, self.compressed, ...).
        self.option_fields = option_fields()
        self.fields = list(self.option_fields.values())
        self.option_widgets = {key: field.widgets for key, field in self.option_fields.items()}
        place_fields(self, self.fields)

    def _build_options_box(self) -> QGroupBox:
        options_box = QGroupBox(tr("formatOptions (Earth Engine's defaults)"))
        form = QFormLayout(options_box)
        self.option_labels: dict[str, QLabel] = {}
        for key, field in self.option_fields.items():
            label = QLabel(key)
            label.setToolTip(tr(field.option.tooltip))
            self.option_labels[key] = label
            form.addRow(label, field.field)
            # The error on a row of its own, the form's full width: inside the field's row a long
            # message squeezed the field into a sliver.
            form.addRow(self.error_labels[key])
        return options_box

    def _build_pasted_box(self) -> QGroupBox:
        pasted_box = QGroupBox(tr(FORMAT_OPTIONS_JSON.field_label))
        pasted_layout = QVBoxLayout(pasted_box)
        self.pasted_options = QPlainTextEdit()
        self.pasted_options.setPlaceholderText(tr('{"patchDimensions": [256, 256], "kernelSize": [33, 33], '
                                               '"compressed": true}'))
        self.pasted_options.setToolTip(tr(FORMAT_OPTIONS_JSON.tooltip))
        self.pasted_options.setMaximumHeight(70)
        pasted_layout.addWidget(self.pasted_options)
        pasted_layout.addWidget(self.error_labels[PASTED])
        return pasted_box

    def _connect_changes(self) -> None:
        for field in self.option_fields.values():
            field.connect(self.emit_changed)
        self.pasted_options.textChanged.connect(self.emit_changed)

    # ------------------------------------------------------------------ the pasted options

    def pasted_keys(self) -> set[str]:
        try:
            pasted = json.loads(self.pasted_options.toPlainText())
        except ValueError:
            return set()
        return set(pasted) if isinstance(pasted, dict) else set()

    def show_pasted(self) -> None:
        """Disable the fields the pasted options set, say so in their labels, and show the pasted values."""
        self._show_overridden_options()
        self._show_pasted_values()

    def _show_overridden_options(self) -> None:
        """Disable the fields the pasted options set, and say so in their labels."""
        overridden = self.pasted_keys()
        for key, widgets in self.option_widgets.items():
            for widget in widgets:
                widget.setEnabled(key not in overridden)
            self.option_labels[key].setText(key + (tr(" (pasted)") if key in overridden else ""))

    def _show_pasted_values(self) -> None:
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

    # ------------------------------------------------------------------ validation

    def option_at_fault(self, error: Exception) -> str:
        """The option an error is about: the pasted JSON when it set that option (core tells, for its
        FormatOptionsError; other errors are placed by the first formatOption their message names by its key,
        core.base.messages.named_options)."""
        if isinstance(error, FormatOptionsError):
            return PASTED if error.pasted else str(error.key)
        named = [key for key in named_options(error) if key in OPTION_KEYS]
        if not named:
            return PASTED
        return PASTED if named[0] in self.pasted_keys() else named[0]

    def format_options(self, algorithm: PatchAlgorithm, context: QgsProcessingContext, parameters: dict[str, Any],
                       errors: dict[str, str]) -> FormatOptions | None:
        """The format options the run would use (also kept as ``run_options``); None, with every option at
        fault in errors, when it would refuse."""
        self.run_options = self._format_options(algorithm, context, parameters, errors)
        return self.run_options

    def _format_options(self, algorithm: PatchAlgorithm, context: QgsProcessingContext, parameters: dict[str, Any],
                        errors: dict[str, str]) -> FormatOptions | None:
        try:
            # The dialog names the options as EE does: its fields are labelled with EE's keys.
            return algorithm.format_options(parameters, context, named=False)
        except ValueError:
            # Every option at fault at once, each beside its field (or the paste that set it).
            for error in FormatOptions.every_error(parameters[str(FORMAT_OPTIONS_JSON.parameter)],
                                                   **algorithm.single_options(parameters, context)):
                key, message = self.option_at_fault(error), user_text(error)
                errors[key] = f"{errors[key]}\n{message}" if key in errors else message
            return None

    # ------------------------------------------------------------------ settings

    def load_settings(self, group: str) -> None:
        for field in self.option_fields.values():
            field.load(lambda name, default: settings.read(group, name, default))

    def settings_values(self) -> dict[str, Any]:
        return {name: value for field in self.option_fields.values() for name, value in field.saved().items()}
