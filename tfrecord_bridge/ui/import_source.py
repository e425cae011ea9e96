"""The import dialog's source: TFRecord files, or an export's folder and prefix, and the mixer that places
their records on the map (found beside them, or chosen by hand)."""

from __future__ import annotations

import os
from typing import Any

from qgis.gui import QgsFileWidget
from qgis.PyQt.QtWidgets import QButtonGroup, QFormLayout, QGroupBox, QLineEdit, QRadioButton, QWidget

from ..core.importing.import_image import files_in_numbered_order, find_export
from ..core.layout.naming import mixer_beside
from ..core.layout.schema import IMPORT_IMAGE, Option
from ..core.places import storage
from ..texts import tr
from . import settings
from .parts import UNSET, DialogPart, column_layout, plain_label

FILES, FOLDER = "files", "folder"


def _label(option: Option) -> str:
    return tr(option.field_label or option.label)


class ImportSource(DialogPart):
    """The "TFRecord files" group; ``changed`` when other files or another mixer are chosen. ``paths``: the
    files found by the last :meth:`find_files`."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.paths: list[str] = []
        self._auto_mixer = ""  # the mixer path this part filled in (not one the user chose)
        box = QGroupBox(tr("TFRecord files"))
        form = QFormLayout(box)
        self._build_modes(form)
        self._build_fields(form)
        column_layout(self).addWidget(box)
        files, folder, prefix, mixer = (str(IMPORT_IMAGE[key].parameter)
                                        for key in ("files", "folder", "prefix", "mixer"))
        self.parameter_getters = {
            files: lambda: UNSET if self.source_mode() == FOLDER else list(self.paths),
            folder: lambda: self.folder_widget.filePath().strip() if self.source_mode() == FOLDER else UNSET,
            prefix: lambda: self.prefix.text().strip() if self.source_mode() == FOLDER else UNSET,
            mixer: lambda: self.mixer_path() or UNSET,
        }

    def _build_modes(self, form: QFormLayout) -> None:
        self.files_radio = QRadioButton(tr("TFRecord files"))
        self.folder_radio = QRadioButton(tr("An export's folder"))
        self.source_group = QButtonGroup(self)
        self.source_group.addButton(self.files_radio)
        self.source_group.addButton(self.folder_radio)
        # One above the other: side by side they are wider than the panel in pt_BR.
        modes = QWidget()
        modes_layout = column_layout(modes)
        modes_layout.addWidget(self.files_radio)
        modes_layout.addWidget(self.folder_radio)
        form.addRow(tr("Read"), modes)

    def _build_fields(self, form: QFormLayout) -> None:
        files, folder, prefix, mixer = (IMPORT_IMAGE[key] for key in ("files", "folder", "prefix", "mixer"))
        self.files_widget = QgsFileWidget()
        self.files_widget.setStorageMode(QgsFileWidget.StorageMode.GetMultipleFiles)
        self.files_widget.setFilter(tr(files.file_filter))
        self.files_widget.setToolTip(tr(files.tooltip))
        form.addRow(_label(files), self.files_widget)
        self.folder_widget = QgsFileWidget()
        self.folder_widget.setStorageMode(QgsFileWidget.StorageMode.GetDirectory)
        self.folder_widget.setToolTip(tr(folder.tooltip))
        form.addRow(_label(folder), self.folder_widget)
        self.prefix = QLineEdit()
        self.prefix.setPlaceholderText(tr(prefix.field_text))
        self.prefix.setToolTip(tr(prefix.tooltip))
        form.addRow(_label(prefix), self.prefix)
        self.mixer_widget = QgsFileWidget()
        self.mixer_widget.setStorageMode(QgsFileWidget.StorageMode.GetFile)
        self.mixer_widget.setFilter(tr(mixer.file_filter))
        self.mixer_widget.setToolTip(tr(mixer.tooltip))
        form.addRow(_label(mixer), self.mixer_widget)
        self.mixer_note = plain_label()
        self.mixer_note.setWordWrap(True)
        form.addRow("", self.mixer_note)

    def connect_changes(self) -> None:
        """Say ``changed`` when the source changes (connected once the remembered choices are restored)."""
        self.files_widget.fileChanged.connect(self.emit_changed)
        self.folder_widget.fileChanged.connect(self.emit_changed)
        self.prefix.editingFinished.connect(self.emit_changed)
        self.mixer_widget.fileChanged.connect(self.emit_changed)
        self.source_group.buttonToggled.connect(self._mode_toggled)

    # ------------------------------------------------------------------ the source

    def source_mode(self) -> str:
        return FOLDER if self.folder_radio.isChecked() else FILES

    def set_files(self, paths: list[str]) -> None:
        self.files_radio.setChecked(True)
        self.files_widget.setFilePath(" ".join(f'"{path}"' for path in paths))

    def set_folder(self, folder: str, prefix: str = "") -> None:
        self.folder_radio.setChecked(True)
        self.prefix.setText(prefix)
        self.folder_widget.setFilePath(folder)

    def _mode_toggled(self, *_: object) -> None:
        self.show_source_mode()
        self.changed.emit()

    def show_source_mode(self) -> None:
        folder = self.source_mode() == FOLDER
        self.files_widget.setEnabled(not folder)
        self.folder_widget.setEnabled(folder)
        self.prefix.setEnabled(folder)

    def input_files(self) -> tuple[list[str], str | None]:
        """(shard paths in name order, mixer found beside them or None); raises ValueError naming the problem."""
        if self.source_mode() == FOLDER:
            folder = self.folder_widget.filePath().strip()
            if not folder:
                return [], None
            return find_export(folder, self.prefix.text().strip())
        paths = [path for path in QgsFileWidget.splitFilePaths(self.files_widget.filePath()) if path.strip()]
        missing = [path for path in paths if not storage.isfile(path)]
        if missing:
            raise ValueError(tr("no such file: {path}").format(path=missing[0]))
        # A file dialog's selection has no order of its own: the numbers in the names give it.
        paths = files_in_numbered_order(paths)
        return paths, mixer_beside(paths)

    def find_files(self) -> None:
        """Find the files (``paths``; [] and ValueError naming the problem when they cannot be) and take the
        mixer found beside them, unless one was chosen by hand; say which in the mixer's note."""
        try:
            self.paths, found_mixer = self.input_files()
        except ValueError:
            self.paths = []
            raise
        chosen = self.mixer_path()
        if found_mixer and (not chosen or chosen == self._auto_mixer):
            self._fill_mixer(found_mixer)
        elif not found_mixer and chosen == self._auto_mixer:
            self._fill_mixer("")
        mixer = self.mixer_path()
        # Before any file is chosen there is nothing beside which to look: the note says nothing yet.
        self.mixer_note.setText(tr("found beside the files") if mixer and mixer == self._auto_mixer else
                                tr("chosen by hand") if mixer else "" if not self.paths else
                                tr("none found beside the files: choose the export's PREFIX-mixer.json"))

    def mixer_path(self) -> str:
        return self.mixer_widget.filePath().strip()

    def _fill_mixer(self, path: str) -> None:
        self._auto_mixer = path
        self.mixer_widget.blockSignals(True)
        self.mixer_widget.setFilePath(path)
        self.mixer_widget.blockSignals(False)

    # ------------------------------------------------------------------ settings

    def load_settings(self, group: str) -> None:
        mode = settings.read(group, "source", FILES)
        (self.folder_radio if mode == FOLDER else self.files_radio).setChecked(True)
        self.folder_widget.setFilePath(settings.read(group, "folder", ""))
        self.prefix.setText(settings.read(group, "prefix", ""))
        self.files_widget.setDefaultRoot(settings.read(group, "files_folder", ""))
        self.show_source_mode()

    def settings_values(self) -> dict[str, Any]:
        values = {"source": self.source_mode(), "folder": self.folder_widget.filePath(),
                  "prefix": self.prefix.text()}
        if self.paths:
            values["files_folder"] = os.path.dirname(self.paths[0])
        return values
