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
from qgis.PyQt.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from ..core.import_image import band_order, files_in_numbered_order, find_export, parse_kernel_size
from ..core.inspect import FEATURE_LISTS, infer_layout, inspect_files, layout_counts, span_text
from ..core.mixer import MixerError
from ..core.naming import SHARD_EXTENSION, mixer_beside
from ..core.progress import Monitor
from ..core.sidecar import read_sidecar
from ..provider.i18n import tr, translatable
from ..provider.import_image import DATA_TYPE_CHOICES
from ..provider.styling import style_layer
from . import settings
from .algorithm_dialog import AlgorithmDialog

ALGORITHM_ID = "tfrecord:importimage"
SETTINGS = "import"
FILES, FOLDER = "files", "folder"
TEMPORARY_OUTPUT = "TEMPORARY_OUTPUT"
FILE_FILTER = translatable("TFRecord files (*.tfrecord *.tfrecord.gz *.gz);;All files (*)")
_SHARD_SUFFIX = re.compile(r"-?\d{5}" + SHARD_EXTENSION + "$")


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
    preview_finished = pyqtSignal()  # the preview of the current files is shown (or its error)

    def __init__(self, message_bar=None, parent=None, project=None):
        super().__init__(parent)
        self.setWindowTitle(tr("Load TFRecord predictions"))
        self.setMinimumWidth(640)
        self.message_bar = message_bar
        self.project = project or QgsProject.instance()
        self.paths = []
        self.summary = None
        self.preview_error = ""
        self.kernel_problem = ""  # the import's refusal of the kernel, as the preview foresees it
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
        self.run_button = self.buttons.addButton(tr("Run"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.run_button.setToolTip(tr("Run tfrecord:importimage in the background; the raster is added to the map."))
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
        self.feature_list.itemChanged.connect(self._plan_changed)
        self.kernel_size.textChanged.connect(self._plan_changed)
        self.source_changed()

    # ------------------------------------------------------------------ widgets

    def _build_source(self):
        box = QGroupBox(tr("TFRecord files"))
        form = QFormLayout(box)
        self.files_radio = QRadioButton(tr("TFRecord files"))
        self.folder_radio = QRadioButton(tr("An export's folder"))
        self.source_group = QButtonGroup(self)
        self.source_group.addButton(self.files_radio)
        self.source_group.addButton(self.folder_radio)
        modes = QWidget()
        modes_layout = QHBoxLayout(modes)
        modes_layout.setContentsMargins(0, 0, 0, 0)
        modes_layout.addWidget(self.files_radio)
        modes_layout.addWidget(self.folder_radio)
        modes_layout.addStretch(1)
        form.addRow(tr("Read"), modes)
        self.files_widget = QgsFileWidget()
        self.files_widget.setStorageMode(QgsFileWidget.StorageMode.GetMultipleFiles)
        self.files_widget.setFilter(tr(FILE_FILTER))
        self.files_widget.setToolTip(tr("The prediction (or export) TFRecord files; records continue across them "
                                     "in the order of the numbers in their names (pred-2 before pred-10)."))
        form.addRow(tr("Files"), self.files_widget)
        self.folder_widget = QgsFileWidget()
        self.folder_widget.setStorageMode(QgsFileWidget.StorageMode.GetDirectory)
        self.folder_widget.setToolTip(
            tr("The folder of an export: PREFIX-00000.tfrecord.gz, ... and PREFIX-mixer.json."))
        form.addRow(tr("Folder"), self.folder_widget)
        self.prefix = QLineEdit()
        self.prefix.setPlaceholderText(tr("empty: the folder's only export"))
        self.prefix.setToolTip(tr("The file name prefix of the export in that folder."))
        form.addRow(tr("Prefix"), self.prefix)
        self.mixer_widget = QgsFileWidget()
        self.mixer_widget.setStorageMode(QgsFileWidget.StorageMode.GetFile)
        self.mixer_widget.setFilter(tr("Mixer or index JSON (*.json)"))
        self.mixer_widget.setToolTip(tr("The export's PREFIX-mixer.json (or index sidecar) that places the records "
                                     "on the map; found beside the files when it is there."))
        form.addRow(tr("Mixer"), self.mixer_widget)
        self.mixer_note = QLabel()
        self.mixer_note.setWordWrap(True)
        form.addRow("", self.mixer_note)
        return box

    def _build_preview(self):
        box = QGroupBox(tr("What the files hold"))
        form = QFormLayout(box)
        self.records_label = QLabel("-")
        self.records_label.setWordWrap(True)
        self.record_type_label = QLabel("-")
        self.kernel_label = QLabel("-")
        self.kernel_label.setWordWrap(True)
        self.notes_label = QLabel()
        self.notes_label.setWordWrap(True)
        self.feature_list = QListWidget()
        self.feature_list.setToolTip(tr("Each checked feature becomes one band (or depth bands), in this order."))
        self.feature_list.setMaximumHeight(150)
        form.addRow(tr("Records"), self.records_label)
        form.addRow(tr("Record type"), self.record_type_label)
        form.addRow(tr("Kernel"), self.kernel_label)
        form.addRow(tr("Features"), self.feature_list)
        form.addRow("", self.notes_label)
        return box

    def _build_options(self):
        box = QGroupBox(tr("Output"))
        form = QFormLayout(box)
        self.kernel_size = QLineEdit()
        self.kernel_size.setPlaceholderText(tr("inferred from the value counts"))
        self.kernel_size.setToolTip(tr("The kernelSize the export used, as 'kx,ky' or one number, when the value "
                                    "counts could mean more than one."))
        form.addRow(tr("Kernel size"), self.kernel_size)
        self.nodata = QLineEdit()
        validator = QDoubleValidator(self.nodata)
        locale = validator.locale()
        locale.setNumberOptions(locale.numberOptions() | QLocale.NumberOption.RejectGroupSeparator)
        validator.setLocale(locale)
        self.nodata.setValidator(validator)
        self.nodata.setPlaceholderText(tr("none"))
        self.nodata.setToolTip(tr("The output's nodata value; patches an index sidecar leaves out get it."))
        form.addRow(tr("Nodata"), self.nodata)
        self.data_type = QComboBox()
        self.data_type.addItems([tr(label) for label, _ in DATA_TYPE_CHOICES])
        self.data_type.setToolTip(tr("The GeoTIFF's data type; by default float lists give Float32, int64 Int32, "
                                  "bytes Byte."))
        form.addRow(tr("Data type"), self.data_type)
        self.output = QgsFileWidget()
        self.output.setStorageMode(QgsFileWidget.StorageMode.SaveFile)
        self.output.setFilter(tr("GeoTIFF (*.tif *.tiff)"))
        self.output.lineEdit().setPlaceholderText(tr("[temporary file]"))
        self.output.setToolTip(tr("The GeoTIFF written; empty: a temporary file."))
        form.addRow(tr("GeoTIFF"), self.output)
        self.layer_name = QLineEdit()
        self.layer_name.setToolTip(tr("The name of the layer added to the map."))
        form.addRow(tr("Layer name"), self.layer_name)
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
            raise ValueError(tr("no such file: {path}").format(path=missing[0]))
        # A file dialog's selection has no order of its own: the numbers in the names give it.
        paths = files_in_numbered_order(paths)
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
        self.kernel_problem = ""
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
        self.mixer_note.setText(tr("found beside the files") if mixer and mixer == self._auto_mixer else
                                tr("chosen by hand") if mixer else tr("none found beside the files: choose the "
                                "export's PREFIX-mixer.json"))
        if not self.layer_name.isModified():
            self.layer_name.setText(export_name(self.paths) if self.paths else "")
        if not self.paths:
            self._preview_failed(tr("Choose the TFRecord files, or the folder of the export."))
            return
        reading = tr("reading {count} files...") if len(self.paths) != 1 else tr("reading {count} file...")
        self.records_label.setText(reading.format(count=len(self.paths)))
        self._validate()
        generation = self._generation
        task = QgsTask.fromFunction(tr("Reading TFRecord files"), _preview_in_task, list(self.paths), mixer or None,
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
        self.preview_finished.emit()

    def _preview_done(self, generation, error, summary):
        if self.closed or generation != self._generation:
            return  # files replaced, or dialog closed, while reading
        self._preview_task = None
        if error is not None:
            self._preview_failed(tr("cannot read the files: {error}").format(error=error))
            return
        try:
            self._show_summary(summary)
        except Exception as problem:  # QgsTask swallows what on_finished raises; show it instead
            self._preview_failed(tr("cannot show what the files hold: {problem!r}").format(problem=problem))
            return
        self.summary = summary
        self._validate()
        self.preview_finished.emit()

    def _show_summary(self, summary):
        files = len(summary["files"])
        text = (tr("{records:,} records in {files} files") if files != 1
                else tr("{records:,} records in {files} file")).format(records=summary["records"], files=files)
        mixer = summary["mixer"]
        if mixer is not None:
            sidecar = mixer["record_count"] != mixer["total_patches"]
            expected = (tr("the index lists {records:,} of its {total:,} patches") if sidecar
                        else tr("the mixer's totalPatches is {total:,}")).format(records=mixer["record_count"],
                                                                                   total=mixer["total_patches"])
            verdict = tr("as expected") if summary["records"] == mixer["record_count"] else tr("MISMATCH")
            text += tr("; {expected} ({per_row} per row of {width} x {height}): {verdict}").format(
                expected=expected, per_row=mixer["patches_per_row"], width=mixer["patch_width"],
                height=mixer["patch_height"], verdict=verdict)
        self.records_label.setText(text)
        self.record_type_label.setText(summary["record_type"] or tr("no records"))
        layout = summary["layout"]
        fitting = set(layout["shapes"]) if layout is not None else None
        self.feature_list.blockSignals(True)
        for feature in _in_band_order(summary["features"], summary["mixer"]):
            values = span_text(feature["min_values"], feature["max_values"])
            shape = layout["shapes"].get(feature["name"]) if layout is not None else None
            kinds = ", ".join(feature["kinds"]) or tr("empty")
            label = (tr("{name}  ({kinds}, {values} values").format(name=feature["name"], kinds=kinds, values=values)
                     + (f", {shape}" if shape else "") + ")")
            item = QListWidgetItem(label)
            item.setData(Qt.ItemDataRole.UserRole, feature["name"])
            item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsUserCheckable | Qt.ItemFlag.ItemIsSelectable)
            fits = feature["name"] in fitting if fitting is not None else feature["fixed_length"]
            item.setCheckState(Qt.CheckState.Checked if fits else Qt.CheckState.Unchecked)
            if not fits:
                item.setToolTip(tr("Its values do not fill a whole tile, so it is not a band; check it to try anyway."))
            self.feature_list.addItem(item)
        self.feature_list.blockSignals(False)
        lines = [f"<span style='color:#c00000'>{problem['message']}</span>" for problem in summary["problems"]]
        lines += summary["notes"]
        self.notes_label.setText("<br>".join(lines))
        self._show_plan(summary)

    def _show_plan(self, summary):
        """The kernel as the import will take it: core's one inference over the checked features and the
        kernel size typed, so the preview never promises a layout the import then refuses."""
        self.kernel_problem = ""
        mixer = summary["mixer"]
        if mixer is None:
            self.kernel_label.setText(tr("not inferred: no mixer"))
            return
        try:
            given = parse_kernel_size(self.kernel_size.text())
        except ValueError as error:
            self.kernel_problem = str(error)
            self.kernel_label.setText(tr("not inferred: {error}").format(error=error))
            return
        how = tr("as given") if given is not None else tr("inferred")
        if given is None and mixer["kernel_size"] is not None:  # the import takes the sidecar's, as here
            given = tuple(mixer["kernel_size"])
            how = tr("from {sidecar}").format(sidecar=os.path.basename(mixer["sidecar"]))
        layout, problem = infer_layout(layout_counts(summary, set(self.features())), mixer["patch_width"],
                                       mixer["patch_height"], given)
        unfit = [name for name in self.features() if layout is not None and name not in layout["shapes"]]
        if unfit:
            # The import refuses a chosen feature that fits no tile, as it would be no band.
            self.kernel_problem = (tr("Features {features} fit no tile of the patch layout: uncheck them.")
                                   if len(unfit) > 1
                                   else tr("Feature {features} fits no tile of the patch layout: uncheck it.")).format(
                                       features=", ".join(map(repr, unfit)))
        if layout is not None:
            kx, ky = layout["kernel_size"]
            self.kernel_label.setText(
                tr("{kx} x {ky} {how} (margins {margin_x} x {margin_y} pixels, tiles "
                "{tile_width} x {tile_height}); an even kernel of one less gives the same tiles").format(
                    kx=kx, ky=ky, how=how, margin_x=layout["margin_x"], margin_y=layout["margin_y"],
                    tile_width=layout["tile_width"], tile_height=layout["tile_height"]))
        elif problem:
            self.kernel_problem = problem[0].upper() + problem[1:] + tr(" (the Kernel size field below).")
            self.kernel_label.setText(tr("not inferred: ") + problem)
        else:
            self.kernel_label.setText(tr("not inferred: no checked feature's value count fits the patch"))

    def _plan_changed(self, *_):
        if self.summary is not None:
            self._show_plan(self.summary)
        self._validate()

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
            problem = tr("reading the files...") if self.paths else tr("Choose the TFRecord files.")
        elif self.summary["problems"]:
            problem = tr("The files have corrupt records (listed above); they cannot be loaded.")
        elif not self.summary["records"]:
            problem = tr("The files hold no records.")
        elif not self.mixer_widget.filePath().strip():
            problem = tr("No mixer: choose the export's PREFIX-mixer.json, which places the records on the map.")
        elif not self.features():
            problem = tr("Check at least one feature to load.")
        elif self.kernel_problem:
            problem = self.kernel_problem
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
                raise RuntimeError(tr("{path} was written but does not load as a raster").format(path=path))
            classes = [float(value) for value in results.get("CLASSES", "").split(",") if value]
            style_layer(layer, results.get("STYLE") or None, classes)
            project.addMapLayer(layer)
            return tr("added {name}: {width:,} x {height:,} pixels, {bands} band(s), from {path}").format(
                name=name, width=layer.width(), height=layer.height(), bands=layer.bandCount(), path=path)

        return self.start_run(ALGORITHM_ID, self.parameters(), tr("TFRecord predictions"), self.message_bar, add_layer,
                              project, self.error_label)

    def release(self):
        if self._preview_task is not None and not sip.isdeleted(self._preview_task):
            self._preview_task.cancel()
        self._preview_task = None


def _preview_in_task(task, paths, mixer_path):
    """Runs in the task's thread: no widgets here, only the files."""
    return preview_summary(paths, mixer_path, Monitor(task.setProgress, task.isCanceled))


def _in_band_order(features, mixer):
    """The inspected features in the order the import takes them without FEATURES (the export sidecar's, then
    by name), not the order of the keys in the records, which says nothing: the dialog passes its list as
    FEATURES."""
    try:
        sidecar_names = [feature.name for feature in read_sidecar(mixer["sidecar"]).features] \
            if mixer is not None and mixer.get("sidecar") else []
    except MixerError:
        sidecar_names = []  # the import names the sidecar's fault when it runs
    position = {name: index for index, name in enumerate(band_order([f["name"] for f in features], sidecar_names))}
    # Feature lists (a SequenceExample's, never bands) stay after the rest.
    return sorted(features, key=lambda feature: (feature["section"] == FEATURE_LISTS, position[feature["name"]]))
