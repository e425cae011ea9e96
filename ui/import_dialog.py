"""The "Load TFRecord predictions" dialog: pick the files, see what they hold, run tfrecord:importimage.

Choosing files (or an export's folder) starts core.inspect on them in a background
task; the dialog then shows the record count against the mixer's totalPatches, the
features and the kernel inferred from their value counts, and offers the features
as a check list. Run hands the choices to the Processing algorithm.
"""

import os
import re

from qgis.core import QgsApplication, QgsProject, QgsRasterLayer, QgsTask
from qgis.gui import QgsFileWidget
from qgis.PyQt import sip
from qgis.PyQt.QtCore import QLocale, Qt, pyqtSignal
from qgis.PyQt.QtGui import QDoubleValidator
from qgis.PyQt.QtWidgets import (QButtonGroup, QComboBox, QDialogButtonBox, QFormLayout, QGroupBox,
                                 QHBoxLayout, QLabel, QLineEdit, QListWidget, QListWidgetItem, QRadioButton,
                                 QVBoxLayout, QWidget)

from ..core.import_image import files_in_name_order, find_export
from ..core.inspect import inspect_files, span_text
from ..core.naming import mixer_beside
from ..core.progress import Monitor
from ..provider.import_image import DATA_TYPE_CHOICES
from . import settings
from .algorithm_dialog import AlgorithmDialog

ALGORITHM_ID = "tfrecord:importimage"
SETTINGS = "import"
FILES, FOLDER = "files", "folder"
TEMPORARY_OUTPUT = "TEMPORARY_OUTPUT"
FILE_FILTER = "TFRecord files (*.tfrecord *.tfrecord.gz *.gz);;All files (*)"
_SHARD_SUFFIX = re.compile(r"-?\d{5}\.tfrecord(\.gz)?$")


def preview_summary(paths, mixer_path=None, monitor=None):
    """core.inspect's summary of ``paths``, with the mixer chosen by hand (predictions written
    elsewhere) or else the one beside the files."""
    return inspect_files(paths, monitor, mixer_path or None)


def export_name(paths):
    """The export's prefix from its shard names ('rgb-00000.tfrecord.gz' -> 'rgb'), for the layer name."""
    if not paths:
        return "TFRecord"
    name = _SHARD_SUFFIX.sub("", os.path.basename(paths[0]))
    return name or os.path.basename(os.path.dirname(paths[0])) or "TFRecord"


class ImportDialog(AlgorithmDialog):
    previewFinished = pyqtSignal()  # the preview of the current files is shown (or its error)

    def __init__(self, message_bar=None, parent=None, project=None):
        super().__init__(parent)
        self.setWindowTitle("Load TFRecord predictions")
        self.setMinimumWidth(640)
        self.message_bar = message_bar
        self.project = project or QgsProject.instance()
        self.paths = []
        self.summary = None
        self.preview_error = ""
        self._preview_task = None
        self._generation = 0  # previews of files since replaced are ignored when they end
        self._auto_mixer = ""  # the mixer path this dialog filled in (not one the user chose)

        main = QVBoxLayout(self)
        main.addWidget(self._build_source())
        main.addWidget(self._build_preview())
        main.addWidget(self._build_options())
        self.error_label = QLabel()
        self.error_label.setWordWrap(True)
        self.error_label.setStyleSheet("color: #c00000;")
        main.addWidget(self.error_label)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.run_button = self.buttons.addButton("Run", QDialogButtonBox.ButtonRole.AcceptRole)
        self.run_button.setToolTip("Run tfrecord:importimage in the background; the raster is added to the map.")
        self.buttons.accepted.connect(self.run)
        self.buttons.rejected.connect(self.reject)
        main.addWidget(self.buttons)

        self._load_settings()
        self._show_source_mode()
        self.files_widget.fileChanged.connect(self.source_changed)
        self.folder_widget.fileChanged.connect(self.source_changed)
        self.prefix.editingFinished.connect(self.source_changed)
        self.mixer_widget.fileChanged.connect(self.source_changed)
        self.source_group.buttonToggled.connect(self._mode_toggled)
        self.feature_list.itemChanged.connect(self._validate)
        self.source_changed()

    # ------------------------------------------------------------------ widgets

    def _build_source(self):
        box = QGroupBox("TFRecord files")
        form = QFormLayout(box)
        self.files_radio = QRadioButton("TFRecord files")
        self.folder_radio = QRadioButton("An export's folder")
        self.source_group = QButtonGroup(self)
        self.source_group.addButton(self.files_radio)
        self.source_group.addButton(self.folder_radio)
        modes = QWidget()
        modes_layout = QHBoxLayout(modes)
        modes_layout.setContentsMargins(0, 0, 0, 0)
        modes_layout.addWidget(self.files_radio)
        modes_layout.addWidget(self.folder_radio)
        modes_layout.addStretch(1)
        form.addRow("Read", modes)
        self.files_widget = QgsFileWidget()
        self.files_widget.setStorageMode(QgsFileWidget.StorageMode.GetMultipleFiles)
        self.files_widget.setFilter(FILE_FILTER)
        self.files_widget.setToolTip("The prediction (or export) TFRecord files; records continue across them "
                                     "in file-name order.")
        form.addRow("Files", self.files_widget)
        self.folder_widget = QgsFileWidget()
        self.folder_widget.setStorageMode(QgsFileWidget.StorageMode.GetDirectory)
        self.folder_widget.setToolTip("The folder of an export: PREFIX-00000.tfrecord.gz, ... and PREFIX-mixer.json.")
        form.addRow("Folder", self.folder_widget)
        self.prefix = QLineEdit()
        self.prefix.setPlaceholderText("empty: the folder's only export")
        self.prefix.setToolTip("The file name prefix of the export in that folder.")
        form.addRow("Prefix", self.prefix)
        self.mixer_widget = QgsFileWidget()
        self.mixer_widget.setStorageMode(QgsFileWidget.StorageMode.GetFile)
        self.mixer_widget.setFilter("Mixer or index JSON (*.json)")
        self.mixer_widget.setToolTip("The export's PREFIX-mixer.json (or index sidecar) that places the records "
                                     "on the map; found beside the files when it is there.")
        form.addRow("Mixer", self.mixer_widget)
        self.mixer_note = QLabel()
        self.mixer_note.setWordWrap(True)
        form.addRow("", self.mixer_note)
        return box

    def _build_preview(self):
        box = QGroupBox("What the files hold")
        form = QFormLayout(box)
        self.records_label = QLabel("-")
        self.records_label.setWordWrap(True)
        self.record_type_label = QLabel("-")
        self.kernel_label = QLabel("-")
        self.kernel_label.setWordWrap(True)
        self.notes_label = QLabel()
        self.notes_label.setWordWrap(True)
        self.feature_list = QListWidget()
        self.feature_list.setToolTip("Each checked feature becomes one band (or depth bands), in this order.")
        self.feature_list.setMaximumHeight(150)
        form.addRow("Records", self.records_label)
        form.addRow("Record type", self.record_type_label)
        form.addRow("Kernel", self.kernel_label)
        form.addRow("Features", self.feature_list)
        form.addRow("", self.notes_label)
        return box

    def _build_options(self):
        box = QGroupBox("Output")
        form = QFormLayout(box)
        self.kernel_size = QLineEdit()
        self.kernel_size.setPlaceholderText("inferred from the value counts")
        self.kernel_size.setToolTip("The kernelSize the export used, as 'kx,ky' or one number, when the value "
                                    "counts could mean more than one.")
        form.addRow("Kernel size", self.kernel_size)
        self.nodata = QLineEdit()
        validator = QDoubleValidator(self.nodata)
        locale = validator.locale()
        locale.setNumberOptions(locale.numberOptions() | QLocale.NumberOption.RejectGroupSeparator)
        validator.setLocale(locale)
        self.nodata.setValidator(validator)
        self.nodata.setPlaceholderText("none")
        self.nodata.setToolTip("The output's nodata value; patches an index sidecar leaves out get it.")
        form.addRow("Nodata", self.nodata)
        self.data_type = QComboBox()
        self.data_type.addItems([label for label, _ in DATA_TYPE_CHOICES])
        self.data_type.setToolTip("The GeoTIFF's data type; by default float lists give Float32, int64 Int32, "
                                  "bytes Byte.")
        form.addRow("Data type", self.data_type)
        self.output = QgsFileWidget()
        self.output.setStorageMode(QgsFileWidget.StorageMode.SaveFile)
        self.output.setFilter("GeoTIFF (*.tif *.tiff)")
        self.output.lineEdit().setPlaceholderText("[temporary file]")
        self.output.setToolTip("The GeoTIFF written; empty: a temporary file.")
        form.addRow("GeoTIFF", self.output)
        self.layer_name = QLineEdit()
        self.layer_name.setToolTip("The name of the layer added to the map.")
        form.addRow("Layer name", self.layer_name)
        return box

    # ------------------------------------------------------------------ source

    def source_mode(self):
        return FOLDER if self.folder_radio.isChecked() else FILES

    def set_files(self, paths):
        self.files_radio.setChecked(True)
        self.files_widget.setFilePath(" ".join(f'"{path}"' for path in paths))

    def set_folder(self, folder, prefix=""):
        self.folder_radio.setChecked(True)
        self.prefix.setText(prefix)
        self.folder_widget.setFilePath(folder)

    def _mode_toggled(self, *_):
        self._show_source_mode()
        self.source_changed()

    def _show_source_mode(self):
        folder = self.source_mode() == FOLDER
        self.files_widget.setEnabled(not folder)
        self.folder_widget.setEnabled(folder)
        self.prefix.setEnabled(folder)

    def input_files(self):
        """(shard paths in name order, mixer found beside them or None); raises ValueError naming the problem."""
        if self.source_mode() == FOLDER:
            folder = self.folder_widget.filePath().strip()
            if not folder:
                return [], None
            return find_export(folder, self.prefix.text().strip())
        paths = [path for path in QgsFileWidget.splitFilePaths(self.files_widget.filePath()) if path.strip()]
        missing = [path for path in paths if not os.path.isfile(path)]
        if missing:
            raise ValueError(f"no such file: {missing[0]}")
        paths = files_in_name_order(paths)
        return paths, mixer_beside(paths)

    def source_changed(self, *_):
        """New files or mixer: forget the last preview and read the files again, in the background."""
        if self.closed:
            return
        self._generation += 1
        if self._preview_task is not None and not sip.isdeleted(self._preview_task):
            self._preview_task.cancel()
        self._preview_task = None
        self.summary = None
        self.preview_error = ""
        self.feature_list.clear()
        for label in (self.records_label, self.record_type_label, self.kernel_label):
            label.setText("-")
        self.notes_label.clear()
        try:
            self.paths, found_mixer = self.input_files()
        except ValueError as error:
            self.paths = []
            self._preview_failed(str(error))
            return
        chosen = self.mixer_widget.filePath().strip()
        if found_mixer and (not chosen or chosen == self._auto_mixer):
            self._fill_mixer(found_mixer)
        elif not found_mixer and chosen == self._auto_mixer:
            self._fill_mixer("")
        mixer = self.mixer_widget.filePath().strip()
        self.mixer_note.setText("found beside the files" if mixer and mixer == self._auto_mixer else
                                "chosen by hand" if mixer else "none found beside the files: choose the "
                                "export's PREFIX-mixer.json")
        if not self.layer_name.isModified():
            self.layer_name.setText(export_name(self.paths) if self.paths else "")
        if not self.paths:
            self._preview_failed("Choose the TFRecord files, or the folder of the export.")
            return
        self.records_label.setText(f"reading {len(self.paths)} file{'s' if len(self.paths) != 1 else ''}...")
        self._validate()
        generation = self._generation
        task = QgsTask.fromFunction("Reading TFRecord files", _preview_in_task, list(self.paths), mixer or None,
                                    on_finished=lambda error, summary=None: self._preview_done(generation, error,
                                                                                               summary))
        self._preview_task = task
        QgsApplication.taskManager().addTask(task)

    def _fill_mixer(self, path):
        self._auto_mixer = path
        self.mixer_widget.blockSignals(True)
        self.mixer_widget.setFilePath(path)
        self.mixer_widget.blockSignals(False)

    def _preview_failed(self, message):
        self.preview_error = message
        self.records_label.setText("-")
        self._validate()
        self.previewFinished.emit()

    def _preview_done(self, generation, error, summary):
        if self.closed or generation != self._generation:
            return  # files replaced, or dialog closed, while reading
        self._preview_task = None
        if error is not None:
            self._preview_failed(f"cannot read the files: {error}")
            return
        try:
            self._show_summary(summary)
        except Exception as problem:  # QgsTask swallows what on_finished raises; show it instead
            self._preview_failed(f"cannot show what the files hold: {problem!r}")
            return
        self.summary = summary
        self._validate()
        self.previewFinished.emit()

    def _show_summary(self, summary):
        files = len(summary["files"])
        text = f"{summary['records']:,} records in {files} file{'s' if files != 1 else ''}"
        mixer = summary["mixer"]
        if mixer is not None:
            sidecar = mixer["record_count"] != mixer["total_patches"]
            expected = (f"the index lists {mixer['record_count']:,} of its {mixer['total_patches']:,} patches"
                        if sidecar else f"the mixer's totalPatches is {mixer['total_patches']:,}")
            verdict = "as expected" if summary["records"] == mixer["record_count"] else "MISMATCH"
            text += f"; {expected} ({mixer['patches_per_row']} per row of {mixer['patch_width']} x " \
                    f"{mixer['patch_height']}): {verdict}"
        self.records_label.setText(text)
        self.record_type_label.setText(summary["record_type"] or "no records")
        layout = summary["layout"]
        if layout is not None:
            kx, ky = layout["kernel_size"]
            self.kernel_label.setText(
                f"{kx} x {ky} inferred (margins {layout['margin_x']} x {layout['margin_y']} pixels, tiles "
                f"{layout['tile_width']} x {layout['tile_height']}); an even kernel of one less gives the same tiles")
        else:
            self.kernel_label.setText("not inferred: " + ("no feature's value count fits the patch" if mixer
                                                          else "no mixer"))
        fitting = set(layout["shapes"]) if layout is not None else None
        self.feature_list.blockSignals(True)
        for feature in summary["features"]:
            values = span_text(feature["min_values"], feature["max_values"])
            shape = layout["shapes"].get(feature["name"]) if layout is not None else None
            label = (f"{feature['name']}  ({', '.join(feature['kinds']) or 'empty'}, {values} values"
                     + (f", {shape}" if shape else "") + ")")
            item = QListWidgetItem(label)
            item.setData(Qt.ItemDataRole.UserRole, feature["name"])
            item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsUserCheckable | Qt.ItemFlag.ItemIsSelectable)
            fits = feature["name"] in fitting if fitting is not None else feature["fixed_length"]
            item.setCheckState(Qt.CheckState.Checked if fits else Qt.CheckState.Unchecked)
            if not fits:
                item.setToolTip("Its values do not fill a whole tile, so it is not a band; check it to try anyway.")
            self.feature_list.addItem(item)
        self.feature_list.blockSignals(False)
        lines = [f"<span style='color:#c00000'>{problem['message']}</span>" for problem in summary["problems"]]
        lines += summary["notes"]
        self.notes_label.setText("<br>".join(lines))

    # ------------------------------------------------------------------ features, validation, parameters

    def features(self):
        """Names of the checked features, in list order."""
        return [self.feature_list.item(i).data(Qt.ItemDataRole.UserRole) for i in range(self.feature_list.count())
                if self.feature_list.item(i).checkState() == Qt.CheckState.Checked]

    def set_feature_checked(self, name, checked):
        for index in range(self.feature_list.count()):
            item = self.feature_list.item(index)
            if item.data(Qt.ItemDataRole.UserRole) == name:
                item.setCheckState(Qt.CheckState.Checked if checked else Qt.CheckState.Unchecked)

    def _validate(self, *_):
        if self.preview_error:
            problem = self.preview_error
        elif self.summary is None:
            problem = "reading the files..." if self.paths else "Choose the TFRecord files."
        elif self.summary["problems"]:
            problem = "The files have corrupt records (listed above); they cannot be loaded."
        elif not self.summary["records"]:
            problem = "The files hold no records."
        elif not self.mixer_widget.filePath().strip():
            problem = "No mixer: choose the export's PREFIX-mixer.json, which places the records on the map."
        elif not self.features():
            problem = "Check at least one feature to load."
        else:
            problem = ""
        self.error_label.setText(problem)
        self.run_button.setEnabled(not problem)

    def parameters(self):
        """The parameters of tfrecord:importimage as the widgets set them."""
        parameters = {"FEATURES": ",".join(self.features()), "KERNEL_SIZE": self.kernel_size.text().strip(),
                      "DATA_TYPE": self.data_type.currentIndex(),
                      "OUTPUT": self.output.filePath().strip() or TEMPORARY_OUTPUT}
        if self.source_mode() == FOLDER:
            parameters["FOLDER"] = self.folder_widget.filePath().strip()
            parameters["PREFIX"] = self.prefix.text().strip()
        else:
            parameters["INPUT"] = list(self.paths)
        if self.mixer_widget.filePath().strip():
            parameters["MIXER"] = self.mixer_widget.filePath().strip()
        if self.nodata.text().strip():
            # The validator accepts the locale's number format, so read it with the locale too.
            value, ok = self.nodata.validator().locale().toDouble(self.nodata.text().strip())
            if ok:
                parameters["NODATA"] = value
        return parameters

    # ------------------------------------------------------------------ settings

    def _load_settings(self):
        mode = settings.read(SETTINGS, "source", FILES)
        (self.folder_radio if mode == FOLDER else self.files_radio).setChecked(True)
        self.folder_widget.setFilePath(settings.read(SETTINGS, "folder", ""))
        self.prefix.setText(settings.read(SETTINGS, "prefix", ""))
        self.files_widget.setDefaultRoot(settings.read(SETTINGS, "files_folder", ""))
        self.data_type.setCurrentIndex(settings.read(SETTINGS, "data_type", 0))

    def save_settings(self):
        values = {"source": self.source_mode(), "folder": self.folder_widget.filePath(),
                  "prefix": self.prefix.text(), "data_type": self.data_type.currentIndex()}
        if self.paths:
            values["files_folder"] = os.path.dirname(self.paths[0])
        settings.write(SETTINGS, values)

    # ------------------------------------------------------------------ run and close

    def run(self):
        """Start the import as a background task and close; returns the AlgorithmRun (None if not ready)."""
        self._validate()
        if not self.run_button.isEnabled():
            return None
        self.save_settings()
        name = self.layer_name.text().strip() or export_name(self.paths)
        project = self.project

        def add_layer(results):
            path = results["OUTPUT"]
            layer = QgsRasterLayer(path, name)
            if not layer.isValid():
                raise RuntimeError(f"{path} was written but does not load as a raster")
            project.addMapLayer(layer)
            return f"added {name}: {layer.width():,} x {layer.height():,} pixels, {layer.bandCount()} band(s), " \
                   f"from {path}"

        return self.start_run(ALGORITHM_ID, self.parameters(), "TFRecord predictions", self.message_bar, add_layer,
                              project, self.error_label)

    def release(self):
        if self._preview_task is not None and not sip.isdeleted(self._preview_task):
            self._preview_task.cancel()
        self._preview_task = None


def _preview_in_task(task, paths, mixer_path):
    """Runs in the task's thread: no widgets here, only the files."""
    return preview_summary(paths, mixer_path, Monitor(task.setProgress, task.isCanceled))
