"""The "Load TFRecord predictions" panel: pick the files, see what they hold, run tfrecord:importimage.

Choosing files (or an export's folder) starts core.inspect on them in a background
task; the panel then shows the record count against the mixer's totalPatches, the
features and the kernel inferred from their value counts, and offers the features
as a check list. Run hands the choices to the Processing algorithm.

The panel, a dock beside the map (ui/algorithm_dialog.py), is assembled from parts, each setting some of the
algorithm's parameters: the source (import_source.py), the preview of what the files hold (import_preview.py),
the output (here) and any option of the algorithm's schema none of them places (option_fields.OtherOptions, as
in the export panel, hidden while there is none); :meth:`ImportPanel.parameters` walks the algorithm's parameter
definitions and asks the part that sets each.
"""

from __future__ import annotations

import os
from typing import Any, cast

from qgis.core import (
    QgsApplication,
    QgsProcessingException,
    QgsProcessingParameterEnum,
    QgsProcessingParameterFile,
    QgsProject,
    QgsRasterLayer,
    QgsTask,
)
from qgis.gui import QgsFileWidget, QgsMessageBar
from qgis.PyQt import sip
from qgis.PyQt.QtCore import QLocale, QTimer, pyqtSignal
from qgis.PyQt.QtGui import QDoubleValidator
from qgis.PyQt.QtWidgets import QComboBox, QFormLayout, QGroupBox, QLineEdit, QWidget

from ..core.base.messages import counted, n_bands
from ..core.base.progress import Monitor
from ..core.importing.import_image import plan_import
from ..core.importing.import_plan import PIXEL_RECORDS
from ..core.inspect import InspectRequest, inspect_files
from ..core.layout.naming import shard_prefix
from ..core.layout.schema import IMPORT_IMAGE, Option
from ..core.places import storage
from ..provider.import_image import ImportImageAlgorithm
from ..provider.styling import style_layer
from ..texts import fill, tr, translated, user_text
from . import settings
from .algorithm_dialog import AlgorithmPanel
from .background import AlgorithmRun
from .import_preview import ImportPreview
from .import_source import ImportSource
from .option_fields import OtherOptions
from .parts import (
    BUCKET_NOTE,
    HINT_COLOR,
    UNSET,
    DialogPart,
    column_layout,
    error_label,
    parameters_of,
    plain_label,
)

ALGORITHM_ID = "tfrecord:importimage"
SETTINGS = "import"
TEMPORARY_OUTPUT = "TEMPORARY_OUTPUT"
# How long the typing of a prefix pauses before the files it names are read.
TYPING_PAUSE_MS = 500
OBJECT_NAME = "TFRecordBridgeImportPanel"
# The parameters the panel leaves to the algorithm's defaults.
LEFT_TO_DEFAULT = ()


def preview_summary(paths: list[str], mixer_path: str | None = None, monitor: Monitor | None = None) -> dict[str, Any]:
    """core.inspect's summary of ``paths``, with the mixer chosen by hand (predictions written
    elsewhere) or else the one beside the files."""
    return inspect_files(InspectRequest(paths, mixer_path or None), monitor=monitor)


def export_name(paths: list[str]) -> str:
    """The export's prefix from its shard names ('rgb-00000.tfrecord.gz' -> 'rgb'), for the layer name."""
    if not paths:
        return "TFRecord"
    name = shard_prefix(os.path.basename(paths[0]))
    return name or os.path.basename(os.path.dirname(paths[0])) or "TFRecord"


def field_label(option: Option) -> str:
    """The import panel's label of ``option``'s field: its own short one, else the Processing parameter's."""
    return tr(option.field_label or option.label)


def parameter(key: str) -> str:
    """The Processing parameter of the import's option ``key``: what a field's value is handed to the run as."""
    return str(IMPORT_IMAGE[key].parameter)


class ImportOutput(DialogPart):
    """The "Output" group: the kernel size when the value counts leave it open, nodata, data type, the GeoTIFF,
    the layer's name and the class table; ``changed`` when any of them but the layer's name is edited."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        box = QGroupBox(tr("Output"))
        form = QFormLayout(box)
        kernel_size, nodata, data_type, output = (IMPORT_IMAGE[key] for key in
                                                  ("kernelSize", "nodata", "dataType", "output"))
        self.kernel_size = QLineEdit()
        self.kernel_size.setPlaceholderText(tr(kernel_size.field_text))
        self.kernel_size.setToolTip(tr(kernel_size.tooltip))
        form.addRow(field_label(kernel_size), self.kernel_size)
        self.nodata = QLineEdit()
        validator = QDoubleValidator(self.nodata)
        locale = validator.locale()
        locale.setNumberOptions(locale.numberOptions() | QLocale.NumberOption.RejectGroupSeparator)
        validator.setLocale(locale)
        self.nodata.setValidator(validator)
        self.nodata.setPlaceholderText(tr(nodata.field_text))
        self.nodata.setToolTip(tr(nodata.tooltip))
        form.addRow(field_label(nodata), self.nodata)
        self.data_type = QComboBox()
        self.data_type.addItems([tr(label) for label in data_type.choice_labels])
        self.data_type.setToolTip(tr(data_type.tooltip))
        form.addRow(field_label(data_type), self.data_type)
        self.output = QgsFileWidget()
        self.output.setStorageMode(QgsFileWidget.StorageMode.SaveFile)
        self.output.setFilter(tr(output.file_filter))
        self.output.lineEdit().setPlaceholderText(tr(output.field_text))
        self.output.setToolTip(tr(output.tooltip))
        form.addRow(field_label(output), self.output)
        self.layer_name = QLineEdit()
        self.layer_name.setToolTip(tr("The name of the layer added to the map."))
        form.addRow(tr("Layer name"), self.layer_name)
        self._build_class_rows(form)
        # What the checks before Run leave to the run (files or an output in a bucket).
        self.note_label = error_label(HINT_COLOR)
        form.addRow(self.note_label)
        column_layout(self).addWidget(box)
        self.parameter_getters = {
            parameter("kernelSize"): lambda: self.kernel_size.text().strip(), parameter("nodata"): self._nodata,
            parameter("dataType"): self.data_type.currentIndex,
            parameter("classTable"): lambda: self.class_table.filePath().strip() or UNSET,
            parameter("classFrom"): self.class_from.currentIndex,
            parameter("output"): lambda: self.output.filePath().strip() or TEMPORARY_OUTPUT,
        }
        self.class_table.fileChanged.connect(self.emit_changed)
        self.class_from.currentIndexChanged.connect(self.emit_changed)
        self.kernel_size.textChanged.connect(self.emit_changed)
        # What the import is checked against before Run changes with them too.
        self.nodata.textChanged.connect(self.emit_changed)
        self.data_type.currentIndexChanged.connect(self.emit_changed)
        self.output.fileChanged.connect(self.emit_changed)

    def _build_class_rows(self, form: QFormLayout) -> None:
        """The class table that makes the output a class map, and how a pixel's class is found; their
        tooltips, file filter and choices are the algorithm's parameters' (made from its schema), as the Processing
        dialog shows them."""
        algorithm = QgsApplication.processingRegistry().algorithmById(ALGORITHM_ID)
        table_option, class_from_option = IMPORT_IMAGE["classTable"], IMPORT_IMAGE["classFrom"]
        # The definitions come typed as the base class; these two are a file's and an enum's.
        table = cast(QgsProcessingParameterFile, algorithm.parameterDefinition(table_option.parameter))
        class_from = cast(QgsProcessingParameterEnum, algorithm.parameterDefinition(class_from_option.parameter))
        self.class_table = QgsFileWidget()
        self.class_table.setStorageMode(QgsFileWidget.StorageMode.GetFile)
        self.class_table.setFilter(table.fileFilter())
        self.class_table.lineEdit().setPlaceholderText(tr(table_option.field_text))
        self.class_table.setToolTip(table.help())
        form.addRow(field_label(table_option), self.class_table)
        self.class_from = QComboBox()
        self.class_from.addItems(class_from.options())
        self.class_from.setToolTip(class_from.help())
        # Its choices are sentences: shown whole in the list, the box stays as narrow as the fields above.
        self.class_from.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.class_from.setMinimumContentsLength(20)
        form.addRow(class_from.description(), self.class_from)

    def show_note(self, text: str) -> None:
        self.note_label.setText(text)
        self.note_label.setVisible(bool(text))

    def _nodata(self) -> Any:
        if not self.nodata.text().strip():
            return UNSET
        # The validator accepts the locale's number format, so read it with the locale too.
        value, ok = self.nodata.validator().locale().toDouble(self.nodata.text().strip())
        return value if ok else UNSET

    def load_settings(self, group: str) -> None:
        data_type = IMPORT_IMAGE["dataType"]
        self.data_type.setCurrentIndex(settings.read(group, "data_type", data_type.choices.index(data_type.default)))

    def settings_values(self) -> dict[str, Any]:
        return {"data_type": self.data_type.currentIndex()}


class ImportPanel(AlgorithmPanel):
    """A dock beside the map. The parts' widgets and methods are reached through their part
    (``panel.source_box.set_files``, ``panel.preview_box.kernel_label``)."""

    preview_finished = pyqtSignal()  # the preview of the current files is shown (or its error)

    def __init__(self, message_bar: QgsMessageBar | None = None, parent: QWidget | None = None,
                 project: QgsProject | None = None) -> None:
        # Short, so the title fits its tab when tabbed with the export panel; the message bar says it of the run.
        super().__init__(tr("Load"), tr("TFRecord predictions"), OBJECT_NAME, parent)
        self.message_bar = message_bar
        self.project = project or QgsProject.instance()
        self.algorithm = cast(ImportImageAlgorithm, self.take_algorithm(ALGORITHM_ID, self.project))
        self.summary: dict[str, Any] | None = None  # what the preview read of the files
        self.preview_error = ""
        self._preview_task: QgsTask | None = None
        self._generation = 0  # previews of files since replaced are ignored when they end
        # Run was clicked while the preview read the files: the run starts once they are read, if they can be
        # loaded. Leaving a field the click finishes (the Prefix) reads the files again as Run is pressed.
        self._run_asked = False
        # A prefix being typed is read once the typing pauses (listing a bucket at each key would block); until
        # then the files count as being read, so Run (disabled for a folder of several exports) takes a click.
        self._typing = QTimer(self)
        self._typing.setSingleShot(True)
        self._typing.setInterval(TYPING_PAUSE_MS)
        self.source_box = ImportSource()
        self.preview_box = ImportPreview()
        self.output_box = ImportOutput()
        # A field for each option of the algorithm's schema that no part above sets: one added to the schema shows.
        self.other = OtherOptions(self.algorithm.SCHEMA, (self.source_box, self.preview_box, self.output_box),
                                  LEFT_TO_DEFAULT)
        self.parts = (self.source_box, self.preview_box, self.output_box, self.other)
        self.add_parts(self.parts)
        # Why Run is disabled.
        self.error_label = plain_label()
        self.error_label.setWordWrap(True)
        self.error_label.setStyleSheet("color: #c00000;")
        self.add_beside_run(self.error_label)
        self.run_button.setToolTip(tr("Run tfrecord:importimage in the background; the raster is added to the map."))
        self.help_button = self.add_help_button(ALGORITHM_ID)

        self._load_settings()
        self.source_box.connect_changes()
        self.source_box.changed.connect(self.source_changed)
        self.preview_box.changed.connect(self._plan_changed)
        self.output_box.changed.connect(self._plan_changed)
        self.other.changed.connect(self._plan_changed)  # the plan and checks take every parameter
        self.output_box.output.fileChanged.connect(self._name_layer)
        self._typing.timeout.connect(self._typing_paused)
        self.source_box.prefix.textEdited.connect(self._prefix_typed)
        self.source_changed()

    # ------------------------------------------------------------------ the preview, in the background

    @property
    def paths(self) -> list[str]:
        return self.source_box.paths

    @property
    def kernel_problem(self) -> str:
        return self.preview_box.kernel_problem

    def _default_layer_name(self) -> str:
        """The GeoTIFF's name without extension ('sample-prediction') when one is chosen, else the files' prefix
        marked as read from TFRecord ('sample (TFRecord)'; a temporary file's name means nothing): not the name of
        the layer the export was made from (issue 30), which the prefix alone often is (issue 44)."""
        output = self.output_box.output.filePath().strip()
        if output:
            return os.path.splitext(os.path.basename(output))[0] or export_name(self.paths)
        return f"{export_name(self.paths)} (TFRecord)" if self.paths else ""

    def _name_layer(self, *_: object) -> None:
        """Name the layer to add after the files or the GeoTIFF, unless the user has typed a name."""
        if not self.output_box.layer_name.isModified():
            self.output_box.layer_name.setText(self._default_layer_name())

    def source_changed(self, *_: object, run_asked: bool = False) -> None:
        """New files or mixer: forget the last preview and read the files again, in the background. ``run_asked``:
        a click on Run made before this change still stands (it was made on what changes now)."""
        if self.released:
            return
        self._generation += 1
        self._typing.stop()
        self._run_asked = run_asked  # else the source changed since the click: the user chooses again
        if self._preview_task is not None and not sip.isdeleted(self._preview_task):
            self._preview_task.cancel()
        self._preview_task = None
        self.summary = None
        self.preview_error = ""
        self.preview_box.clear()
        try:
            self.source_box.find_files()
        except ValueError as error:
            self._preview_failed(user_text(error))
            return
        self._name_layer()
        if not self.paths:
            self._preview_failed(tr("Choose the TFRecord files, or the folder of the export."))
            return
        self.preview_box.records_label.setText(translated(counted(len(self.paths), "reading %n file...",
                                                                  "reading %n files...")))
        self._validate()
        generation = self._generation
        task = QgsTask.fromFunction(tr("Reading TFRecord files"), _preview_in_task, list(self.paths),
                                    self.source_box.mixer_path() or None,
                                    on_finished=lambda error, summary=None: self._preview_done(generation, error,
                                                                                               summary))
        self._preview_task = task
        QgsApplication.taskManager().addTask(task)

    def _prefix_typed(self, *_: object) -> None:
        self._run_asked = False  # typed after a click on Run: the user chooses again
        self._typing.start()
        self._validate()

    def _typing_paused(self) -> None:
        """The prefix typed is read: a click on Run made meanwhile (typing, then Run at once, on a button that takes
        no focus, as macOS's do, so the field's editing does not finish first) runs once it is."""
        self.source_changed(run_asked=self._run_asked)

    def _preview_failed(self, message: str) -> None:
        self.preview_error = message
        self.preview_box.records_label.setText("-")
        self._validate()
        self.preview_finished.emit()
        if self._run_asked:
            self.run()  # refused: shows why

    def _preview_done(self, generation: int, error: BaseException | None, summary: dict[str, Any]) -> None:
        if self.released or generation != self._generation:
            return  # files replaced, or panel let go, while reading
        self._preview_task = None
        if error is not None:
            self._preview_failed(tr("cannot read the files: {error}").format(error=error))
            return
        try:
            self.preview_box.show_summary(summary, self.output_box.kernel_size.text())
        except Exception as problem:  # QgsTask swallows what on_finished raises; show it instead
            self._preview_failed(tr("cannot show what the files hold: {problem!r}").format(problem=problem))
            return
        self.summary = summary
        self._validate()
        self.preview_finished.emit()
        if self._run_asked:
            self.run()

    def _plan_changed(self, *_: object) -> None:
        if self.summary is not None:
            self.preview_box.show_plan(self.summary, self.output_box.kernel_size.text())
        self._validate()

    # ------------------------------------------------------------------ validation, parameters

    @property
    def reading(self) -> bool:
        """The preview is reading the files, or will once the prefix being typed is."""
        return self._typing.isActive() or (self.summary is None and not self.preview_error and bool(self.paths))

    def _validate(self, *_: object) -> None:
        # What the last check before Run said, until it says it again.
        self.output_box.show_note("")
        if self.summary is not None:
            self.preview_box.show_records(self.summary)
        if self.reading:
            # Run stays enabled while the files are read: a click then runs once they are (_run_asked).
            self.error_label.setText(tr("Run starts when the files are read.") if self._run_asked
                                     else tr("reading the files..."))
            self.error_label.setVisible(True)
            self.enable_run(not self._run_asked)
            return
        if self.preview_error:
            problem = self.preview_error
        elif self.summary is None:
            problem = tr("Choose the TFRecord files.")
        elif self.summary["problems"]:
            problem = tr("The files have corrupt records (listed above); they cannot be loaded.")
        elif not self.summary["records"]:
            problem = tr("The files hold no records.")
        elif not self.source_box.mixer_path():
            problem = tr("No mixer: choose the export's PREFIX-mixer.json, which places the records on the map.")
        elif not self.preview_box.features():
            problem = tr("Check at least one feature to load.")
        elif self.preview_box.kernel_problem and not self._counts_differ():
            problem = self.preview_box.kernel_problem
        else:
            # A mixer of other files fits none of their counts either: the import's refusal names the mismatch
            # first, in a line, before any long account of kernels tried.
            problem = self._run_problem() or self.preview_box.kernel_problem
        self.error_label.setText(problem)
        self.error_label.setVisible(bool(problem))  # no empty line between the form and Run
        self.enable_run(not problem)

    def recheck(self) -> None:
        self._validate()

    def _counts_differ(self) -> bool:
        mixer = self.summary["mixer"]
        return mixer is not None and self.summary["records"] != mixer["record_count"]

    def _run_problem(self) -> str:
        """What the import would refuse before writing, by its own checks: core's plan of the import
        (plan_import: the mixer against the records the preview counted, the features, kernel, nodata, data
        type and class table), then the GeoTIFF it could not write (the algorithm's check_output); "" when
        none. Files in a bucket or on the web are not read again here (the preview read them in the
        background), nor is an output bucket asked: a note under the output says the run checks them. The
        preview's verdict on the record count follows the plan (records a pixel each are no mismatch)."""
        # Not cached: a class table or folder mended outside the dialog is seen at the next check.
        problem, note, mode = self._check_run(self.parameters())
        self.output_box.show_note(note)
        self.preview_box.show_records(self.summary, mode == PIXEL_RECORDS)
        return problem

    def _check_run(self, parameters: dict[str, Any]) -> tuple[str, str, str]:
        """(problem, note, the plan's record mode or "") of :meth:`_run_problem`."""
        # Files GDAL reads remotely are not listed or read again as the user types (the preview read them once).
        remote = any(storage.is_virtual(path) for path in [*self.paths, self.source_box.mixer_path()])
        mode = ""
        output = parameters[parameter("output")]
        try:
            if not remote:
                request = self.algorithm.import_request(parameters, self.context)
                mode = plan_import(request, file_counts=[entry["records"] for entry in self.summary["files"]]).mode
            if output != TEMPORARY_OUTPUT:
                self.algorithm.check_output(output, reach_buckets=False)
        except QgsProcessingException as error:
            return str(error), "", mode  # the algorithm's words, in the user's language already
        except (ValueError, OSError) as error:
            return user_text(error), "", mode
        if remote:
            return "", tr("The files are in a bucket or on the web: the import checks them when it starts."), mode
        if output != TEMPORARY_OUTPUT and storage.is_object_store(output):
            return "", tr(BUCKET_NOTE), mode
        return "", "", mode

    def parameters(self) -> dict[str, Any]:
        """The parameters of tfrecord:importimage as the parts set them."""
        return parameters_of(self.algorithm, self.parts)

    # ------------------------------------------------------------------ settings

    def _load_settings(self) -> None:
        for part in (self.source_box, self.output_box, self.other):
            part.load_settings(SETTINGS)

    def save_settings(self) -> None:
        settings.write(SETTINGS, {key: value for part in (self.source_box, self.output_box, self.other)
                                  for key, value in part.settings_values().items()})

    # ------------------------------------------------------------------ run and close

    def run(self) -> AlgorithmRun | None:
        """Start the import as a background task, the panel staying open; returns the AlgorithmRun (None if not
        ready, or an import of this panel still runs). Asked while the files are read, it starts once they are."""
        if self.running:
            return None
        self._run_asked = self.reading
        self._validate()
        if self._run_asked or not self.run_button.isEnabled():
            return None
        self.save_settings()
        name = self.output_box.layer_name.text().strip() or self._default_layer_name() or export_name(self.paths)
        project = self.project

        def add_layer(results: dict[str, Any]) -> str:
            path = results[parameter("output")]
            layer = QgsRasterLayer(path, name)
            if not layer.isValid():
                raise RuntimeError(tr("{path} was written but does not load as a raster").format(path=path))
            classes = [float(value) for value in results.get(ImportImageAlgorithm.CLASSES, "").split(",") if value]
            style_layer(layer, results.get(ImportImageAlgorithm.STYLE) or None, classes)
            project.addMapLayer(layer)
            return fill(tr("added {name}: {width:,} x {height:,} pixels, {bands}, from {path}"),
                name=name, width=layer.width(), height=layer.height(), bands=n_bands(layer.bandCount()), path=path)

        return self.start_run(ALGORITHM_ID, self.parameters(), self.run_title, self.message_bar, add_layer, project)

    def release(self) -> None:
        self._typing.stop()
        if self._preview_task is not None and not sip.isdeleted(self._preview_task):
            self._preview_task.cancel()
        self._preview_task = None


def _preview_in_task(task: QgsTask, paths: list[str], mixer_path: str) -> dict[str, Any]:
    """Runs in the task's thread: no widgets here, only the files."""
    return preview_summary(paths, mixer_path, Monitor(task.setProgress, task.isCanceled))
