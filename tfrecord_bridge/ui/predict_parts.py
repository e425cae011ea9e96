"""The predict panel's own parts (ui/predict_dialog.py): the model with its contract, the output GeoTIFF and class
table, and the optional EE-format predictions. The inputs are the export's part (export_inputs.py), so the model is
fed the bands the export the model was trained on wrote."""

from __future__ import annotations

import os
from typing import Any, Callable

from qgis.gui import QgsFileWidget
from qgis.PyQt.QtWidgets import QFormLayout, QGroupBox, QPushButton, QVBoxLayout, QWidget

from ..core.layout.schema import PREDICT, Option
from ..texts import fill, tr
from . import settings
from .option_fields import OptionField, place_fields
from .parts import HINT_COLOR, UNSET, WARNING_COLOR, DialogPart, column_layout, error_label

MODEL, LIKE, OUTPUT, CLASS_TABLE, EE_PREDICTIONS = (PREDICT[key] for key in
                                                    ("model", "like", "output", "classTable", "eePredictions"))
TEMPORARY_OUTPUT = "TEMPORARY_OUTPUT"


def file_widget(option: Option, mode: QgsFileWidget.StorageMode) -> QgsFileWidget:
    """A file or folder field of ``option``: its filter, tooltip and placeholder from the schema."""
    widget = QgsFileWidget()
    widget.setStorageMode(mode)
    if option.file_filter:
        widget.setFilter(tr(option.file_filter))
    if option.field_text:
        widget.lineEdit().setPlaceholderText(tr(option.field_text))
    widget.setToolTip(tr(option.tooltip))
    return widget


def path_of(widget: QgsFileWidget) -> Any:
    """The path chosen, or UNSET (the algorithm's default: none)."""
    return widget.filePath().strip() or UNSET


def label_of(option: Option) -> str:
    return tr(option.field_label or option.label)


class ModelPart(DialogPart):
    """The ONNX model and the training export's sidecar; under the model, its contract once the checks have read it
    (inputs, output, layout: what the run will feed it) or its refusal in words, and, when onnxruntime is missing,
    why Run is disabled and a button opening the plugin's page of Settings > Options, which installs it.

    A sidecar belongs to the model it was chosen with (remembered across sessions with it): choosing another model
    takes that model's sidecar, if one was chosen with it in this session, else none, and says so under the field;
    a sidecar chosen before any model goes with the model chosen next. A sidecar applied silently to another
    model cut its patches as a foreign training export had (a new user's finding)."""

    def __init__(self, open_settings: Callable[[], object], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        box = QGroupBox(tr("Model"))
        form = QFormLayout(box)
        self.model = file_widget(MODEL, QgsFileWidget.StorageMode.GetFile)
        form.addRow(label_of(MODEL), self.model)
        self.error_labels = {MODEL.key: error_label(), LIKE.key: error_label()}
        form.addRow(self.error_labels[MODEL.key])
        self.contract_label = error_label(HINT_COLOR)  # shown when the model fits the patches
        form.addRow(self.contract_label)
        self.runtime_box = QWidget()
        runtime_layout = QVBoxLayout(self.runtime_box)
        runtime_layout.setContentsMargins(0, 0, 0, 0)
        self.runtime_label = error_label(WARNING_COLOR)
        self.runtime_label.show()
        self.install_button = QPushButton(tr("Install the ONNX runtime..."))
        self.install_button.setToolTip(tr("Open Settings > Options > TFRecord Bridge, which installs the optional "
                                          "packages into this QGIS's Python."))
        self.install_button.clicked.connect(open_settings)
        runtime_layout.addWidget(self.runtime_label)
        runtime_layout.addWidget(self.install_button)
        self.runtime_box.hide()
        form.addRow(self.runtime_box)
        self.like = file_widget(LIKE, QgsFileWidget.StorageMode.GetFile)
        form.addRow(label_of(LIKE), self.like)
        form.addRow(self.error_labels[LIKE.key])
        self.like_note = error_label(HINT_COLOR)  # why the sidecar changed with the model
        form.addRow(self.like_note)
        self.like_model = ""  # the model the sidecar was chosen with ("": none yet)
        self._sidecars: dict[str, str] = {}  # this session's sidecar of each model
        self._setting_like = False
        column_layout(self).addWidget(box)
        self.parameter_getters = {str(MODEL.parameter): lambda: self.model.filePath().strip(),
                                  str(LIKE.parameter): lambda: path_of(self.like)}
        self.model.fileChanged.connect(self._model_changed)
        self.like.fileChanged.connect(self._like_changed)

    def _model_changed(self, *_: object) -> None:
        model, like, chosen_with = self.model.filePath().strip(), self.like.filePath().strip(), self.like_model
        cleared = ""
        if like and not chosen_with:
            self.like_model = model  # a sidecar chosen first goes with the model chosen next
            self._sidecars[model] = like
        elif model != chosen_with:
            sidecar = self._sidecars.get(model, "")
            if sidecar != like:
                self._set_like(sidecar)
            self.like_model = model if sidecar else ""
            cleared = like if like and not sidecar else ""
        self.like_note.setText(fill(tr("{sidecar} was the training sidecar of {model}, not of this model: choose this "
                                       "model's, if it has one."), sidecar=os.path.basename(cleared),
                                    model=os.path.basename(chosen_with)) if cleared else "")
        self.like_note.setVisible(bool(cleared))
        self.emit_changed()

    def _like_changed(self, *_: object) -> None:
        if not self._setting_like:
            model = self.model.filePath().strip()
            self.like_model = model
            self._sidecars[model] = self.like.filePath().strip()
            self.like_note.hide()
        self.emit_changed()

    def _set_like(self, path: str) -> None:
        self._setting_like = True
        try:
            self.like.setFilePath(path)
        finally:
            self._setting_like = False

    def show_runtime_missing(self, words: str) -> None:
        """The runtime's absence (``words``: how to install it), or nothing when ``words`` is empty."""
        self.runtime_label.setText(words)
        self.runtime_box.setVisible(bool(words))

    def show_contract(self, text: str) -> None:
        self.contract_label.setText(text)
        self.contract_label.setVisible(bool(text))

    def load_settings(self, group: str) -> None:
        self.model.setFilePath(settings.read(group, "model", ""))
        self.like.setFilePath(settings.read(group, "like", ""))  # chosen with the model it is remembered with

    def settings_values(self) -> dict[str, Any]:
        return {"model": self.model.filePath(), "like": self.like.filePath()}


class PredictOutput(DialogPart):
    """The predictions GeoTIFF (empty: a temporary file) and the class table that makes it a class map."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        box = QGroupBox(tr("Output"))
        form = QFormLayout(box)
        self.output = file_widget(OUTPUT, QgsFileWidget.StorageMode.SaveFile)
        form.addRow(label_of(OUTPUT), self.output)
        self.error_labels = {OUTPUT.key: error_label()}
        form.addRow(self.error_labels[OUTPUT.key])
        self.class_table = file_widget(CLASS_TABLE, QgsFileWidget.StorageMode.GetFile)
        form.addRow(label_of(CLASS_TABLE), self.class_table)
        column_layout(self).addWidget(box)
        self.parameter_getters = {str(OUTPUT.parameter): lambda: self.output.filePath().strip() or TEMPORARY_OUTPUT,
                                  str(CLASS_TABLE.parameter): lambda: path_of(self.class_table)}
        self.output.fileChanged.connect(self.emit_changed)
        self.class_table.fileChanged.connect(self.emit_changed)

    def load_settings(self, group: str) -> None:
        self.output.setFilePath(settings.read(group, "output", ""))
        self.class_table.setFilePath(settings.read(group, "class_table", ""))

    def settings_values(self) -> dict[str, Any]:
        return {"output": self.output.filePath(), "class_table": self.class_table.filePath()}


class EEPredictionsPart(DialogPart):
    """"EE-format predictions", a group checked to write them too: the folder, the files' prefix, GZIP and the
    files' size, as the export cuts its files."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.box = QGroupBox(label_of(EE_PREDICTIONS))
        self.box.setCheckable(True)
        self.box.setChecked(False)
        self.box.setToolTip(tr(EE_PREDICTIONS.tooltip))
        form = QFormLayout(self.box)
        self.folder = file_widget(EE_PREDICTIONS, QgsFileWidget.StorageMode.GetDirectory)
        form.addRow(tr("Folder"), self.folder)
        self.error_labels = {EE_PREDICTIONS.key: error_label()}
        form.addRow(self.error_labels[EE_PREDICTIONS.key])
        self.fields = [OptionField(PREDICT[key]) for key in ("eePrefix", "compressed", "maxFileSize")]
        place_fields(self, self.fields)
        for field in self.fields:
            form.addRow(field.label, field.field)
            field.connect(self.emit_changed)
        column_layout(self).addWidget(self.box)
        self.parameter_getters = {
            str(EE_PREDICTIONS.parameter): lambda: path_of(self.folder) if self.box.isChecked() else UNSET,
            **{str(field.option.parameter): field.parameter_value for field in self.fields}}
        self.box.toggled.connect(self.emit_changed)
        self.folder.fileChanged.connect(self.emit_changed)

    def load_settings(self, group: str) -> None:
        self.box.setChecked(settings.read(group, "ee_predictions", False))
        self.folder.setFilePath(settings.read(group, "ee_folder", ""))
        for field in self.fields:
            field.load(lambda name, default: settings.read(group, "ee_" + name, default))

    def settings_values(self) -> dict[str, Any]:
        return {"ee_predictions": self.box.isChecked(), "ee_folder": self.folder.filePath(),
                **{"ee_" + name: value for field in self.fields for name, value in field.saved().items()}}
