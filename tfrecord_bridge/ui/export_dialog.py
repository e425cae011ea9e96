"""The "Export raster to TFRecord" panel: pick layers and formatOptions, see the patch grid, run tfrecord:exportimage.

A dock beside the map (ui/algorithm_dialog.py), assembled from parts, each setting some of the algorithm's
parameters: the inputs (layers, band names, export grid: export_inputs.py), the formatOptions
(export_options.py), the training set (training_box.py), the output folder (here) and any option of the
algorithm's schema none of them places (option_fields.OtherOptions, hidden while there is none); the preview
(export_preview.py) shows what the export will write. :meth:`ExportPanel.parameters` walks the algorithm's
parameter definitions and asks the part that sets each. Its live figures and checks come from the same code
the run uses: the algorithm's own ``format_options``, ``training_options`` and ``export_grid`` turn the
parameters into FormatOptions, TrainingOptions and the export grid, core's PatchLayout tiles it, and core's
band naming and checks validate the bands; so what the panel shows is what the run will do.
"""

from __future__ import annotations

import os
from typing import Any, Callable, cast

from qgis.core import Qgis, QgsMessageLog, QgsProcessingContext, QgsProcessingException, QgsProject
from qgis.gui import QgsFileWidget, QgsMapCanvas, QgsMessageBar
from qgis.PyQt.QtWidgets import QApplication, QFormLayout, QLineEdit, QWidget

from ..core.base.messages import n_files, n_patches
from ..core.export.export_image import ExportError, check_prefix, masked_patches_text
from ..core.layout.schema import EXPORT_IMAGE, EXPORT_OPTIONS
from ..core.places import storage
from ..provider.base import result_names
from ..provider.export_image import ExportImageAlgorithm
from ..texts import fill, tr, translated, user_text
from . import settings
from .algorithm_dialog import AlgorithmPanel
from .background import LOG_TAG, AlgorithmRun
from .export_inputs import ExportInputs
from .export_options import FormatOptionsPart
from .export_preview import ExportPreview
from .option_fields import OptionField, OtherOptions
from .parts import BUCKET_NOTE, ERROR_COLOR, HINT_COLOR, DialogPart, error_label, parameters_of
from .training_box import TrainingBox

ALGORITHM_ID = "tfrecord:exportimage"
SETTINGS = "export"
# The parameters the panel leaves to the algorithm's defaults: the export's options of the run beside the
# formatOptions (the compression level), which have no field here; the training sets' have theirs (TrainingBox).
LEFT_TO_DEFAULT = tuple(option.parameter for option in EXPORT_OPTIONS
                        if not option.format_option and not option.training)
OBJECT_NAME = "TFRecordBridgeExportPanel"
OUTPUT_OPTION, PREFIX_OPTION = EXPORT_IMAGE["output"], EXPORT_IMAGE["prefix"]
OUTPUT, PREFIX = OUTPUT_OPTION.key, PREFIX_OPTION.key  # where the output part's errors are shown
# The export's results by their schema keys: Processing returns them under the outputs' names.
RESULTS = result_names(EXPORT_IMAGE)
RUN = "run"  # what the algorithm refuses that no part names: shown above Run


class OutputPart(DialogPart):
    """The output folder and the file name prefix."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.touched = False  # the folder field was used (or Run pressed): its absence is an error, not a hint
        self.error_labels = {key: error_label() for key in (OUTPUT, PREFIX)}
        output_form = QFormLayout(self)
        output_form.setContentsMargins(0, 0, 0, 0)
        self.output_folder = QgsFileWidget()
        self.output_folder.setStorageMode(QgsFileWidget.StorageMode.GetDirectory)
        self.output_folder.setToolTip(tr(OUTPUT_OPTION.tooltip))
        output_form.addRow(tr(OUTPUT_OPTION.field_label or OUTPUT_OPTION.label), self.output_folder)
        output_form.addRow(self.error_labels[OUTPUT])
        self.bucket_note = error_label(HINT_COLOR)
        output_form.addRow(self.bucket_note)
        # The file names' prefix (its default part of file names, so the same in every language): a field of the
        # schema.
        prefix = OptionField(PREFIX_OPTION)
        self.fields = [prefix]
        self.prefix: QLineEdit = prefix.widgets[0]
        output_form.addRow(prefix.label, prefix.field)
        output_form.addRow(self.error_labels[PREFIX])
        self.parameter_getters = {str(OUTPUT_OPTION.parameter): self.output_folder.filePath,
                                  str(PREFIX_OPTION.parameter): prefix.parameter_value}
        prefix.connect(self.emit_changed)
        self.output_folder.fileChanged.connect(self._output_changed)

    def _output_changed(self, *_: object) -> None:
        self.touched = True
        self.changed.emit()

    def check(self, algorithm: ExportImageAlgorithm, context: QgsProcessingContext, parameters: dict[str, Any],
              errors: dict[str, str]) -> None:
        """No output folder chosen, a file prefix the export would refuse, or an output folder it could not
        write to (the algorithm's own check, without asking a bucket: a bucket is asked when the run starts,
        which the note under the folder says)."""
        folder = self.output_folder.filePath().strip()
        if not folder:
            errors[OUTPUT] = tr("Choose the folder the files are written to.")
        try:
            check_prefix(self.prefix.text())
        except ExportError as error:
            errors[PREFIX] = user_text(error)
        if folder and PREFIX not in errors:
            try:
                algorithm.check_output(parameters, context, reach_buckets=False)
            except QgsProcessingException as error:
                errors[OUTPUT] = str(error)
        in_bucket = bool(folder) and OUTPUT not in errors and storage.is_object_store(folder)
        self.bucket_note.setText(tr(BUCKET_NOTE)
                                 if in_bucket else "")
        self.bucket_note.setVisible(in_bucket)

    def load_settings(self, group: str) -> None:
        self.output_folder.setFilePath(settings.read(group, "output_folder", ""))
        for field in self.fields:
            field.load(lambda name, default: settings.read(group, name, default))
        self.touched = False  # a folder remembered is not one chosen in this panel

    def settings_values(self) -> dict[str, Any]:
        return {"output_folder": self.output_folder.filePath(),
                **{name: value for field in self.fields for name, value in field.saved().items()}}


class ExportPanel(AlgorithmPanel):
    """A dock beside the map, so the map can be panned (or an extent drawn) while the grid overlay follows the
    options; the overlay shows while the panel does.

    The parts' widgets and methods are reached through their part (``panel.options.patch_width``,
    ``panel.training.set_label_layer``).
    """

    def __init__(self, canvas: QgsMapCanvas | None = None, message_bar: QgsMessageBar | None = None,
                 parent: QWidget | None = None, project: QgsProject | None = None) -> None:
        # Short, so the title fits its tab when tabbed with the import panel; the message bar says it of the run.
        super().__init__(tr("Export"), tr("TFRecord export"), OBJECT_NAME, parent)
        self.canvas = canvas
        self.message_bar = message_bar
        self.project = project or QgsProject.instance()
        self.algorithm = cast(ExportImageAlgorithm, self.take_algorithm(ALGORITHM_ID, self.project))
        self.errors: dict[str, str] = {}
        self.inputs = ExportInputs(self.project, canvas)
        self.options = FormatOptionsPart()
        self.output = OutputPart()
        self.training = TrainingBox(self.project)
        # A field for each option of the algorithm's schema that no part above sets: one added to the schema shows.
        self.other = OtherOptions(self.algorithm.SCHEMA, (self.inputs, self.options, self.output, self.training),
                                  LEFT_TO_DEFAULT)
        self.preview = ExportPreview(canvas)
        # In the order they show, one column, inputs above options: narrow enough to sit beside the map.
        self.parts = (self.inputs, self.options, self.output, self.training, self.other, self.preview)
        self.error_labels = {key: label for part in self.parts for key, label in part.error_labels.items()}
        self.add_parts(self.parts)
        self.run_button.setToolTip(tr("Run tfrecord:exportimage in the background; progress shows in the message bar."))
        self.help_button = self.add_help_button(ALGORITHM_ID)
        self._load_settings()
        self._populate_layers()
        for part in self.parts:
            part.changed.connect(self.refresh)
        self.project.layersAdded.connect(self._populate_layers)
        self.project.layersRemoved.connect(self._populate_layers)
        self.refresh()

    def visibility_changed(self, visible: bool) -> None:
        # The grid belongs to the panel: drawn while it shows, not left on the map while it is closed or its tab is
        # behind another (a tabbed dock stays visible to Qt; visibilityChanged says when its tab is selected).
        if visible:
            self.refresh()  # the overlay again, on the map as it is now
        elif self.preview.overlay is not None:
            self.preview.overlay.clear()

    def _populate_layers(self, *_: object) -> None:
        """List the project's raster and label layers, keeping the choices already made."""
        if self.released:
            return
        self.inputs.populate_layers()
        self.training.populate_label_layers()
        self.inputs.layers_changed()

    # ------------------------------------------------------------------ parameters, checks and figures

    def parameters(self) -> dict[str, Any]:
        """The parameters of tfrecord:exportimage as the parts set them."""
        return parameters_of(self.algorithm, self.parts)

    def refresh(self, *_: object) -> None:
        """Recompute the figures, the errors next to the options at fault, the overlay and the Run button."""
        if self.released:
            return
        errors: dict[str, Any] = {}
        parameters = self.parameters()
        layers = self.inputs.checked_layers()
        self.options.show_pasted()
        options = self.options.format_options(self.algorithm, self.context, parameters, errors)
        self.inputs.layer_errors(layers, errors)
        bands = self.inputs.checked_bands(errors)
        if options is not None and bands:
            try:
                options.check_bands(bands)
            except ValueError as error:
                errors[self.options.option_at_fault(error)] = user_text(error)
        self.preview.plan_grid(self.algorithm, self.context, parameters, layers, errors)
        self.inputs.show_warnings(self.preview.coverage_warnings(layers, errors))
        self.preview.plan_layout(options, bands, errors, self.options.option_at_fault)
        self.training.check(self.algorithm, self.context, parameters, options, self.preview.layout_,
                            self.inputs.band_names(), errors)
        self.output.check(self.algorithm, self.context, parameters, errors)
        if options is not None:
            self.preview.check_size(options, "" if OUTPUT in errors else parameters[str(OUTPUT_OPTION.parameter)],
                                    errors)
        if not errors:
            # What else the algorithm refuses before it runs, which no part above has named.
            valid, problem = self.algorithm.checkParameterValues(parameters, self.context)
            if not valid:
                errors[RUN] = problem
        self._show_errors(errors)
        self.preview.show_figures(options, self.inputs.grid_crs())
        if not self.shown and self.preview.overlay is not None:
            self.preview.overlay.clear()  # drawn while the panel shows only
        self.enable_run(not errors)

    def recheck(self) -> None:
        self.refresh()

    def _show_errors(self, errors: dict[str, str]) -> None:
        """Each error beside the option at fault, the rest of the labels hidden; and beside Run, in view however
        the form is scrolled, why it is disabled: the run's own refusal, else the first option's error."""
        self.errors = errors
        beside_run = RUN if RUN in errors else next((key for key in self.error_labels if key in errors),
                                                    next(iter(errors), None))
        shown = {key: (label, key) for key, label in self.error_labels.items()}
        shown[RUN] = (self.run_error_label, beside_run)
        for label, key in shown.values():
            label.setText(errors.get(key, ""))
            label.setVisible(key in errors)
            # A folder not chosen yet is a hint, not an error, until the field was used or Run pressed.
            hint = key == OUTPUT and not self.output.touched
            label.setStyleSheet(f"color: {HINT_COLOR if hint else ERROR_COLOR};")

    # ------------------------------------------------------------------ settings

    def _load_settings(self) -> None:
        for part in (self.options, self.inputs, self.output, self.training, self.other):
            part.load_settings(SETTINGS)

    def save_settings(self) -> None:
        settings.write(SETTINGS, {key: value for part in (self.options, self.inputs, self.output, self.training,
                                                          self.other)
                                  for key, value in part.settings_values().items()})

    # ------------------------------------------------------------------ run and close

    def run(self) -> AlgorithmRun | None:
        """Start the export as a background task, the panel staying open; returns the AlgorithmRun (None if the
        parameters hold an error, or an export of this panel still runs)."""
        if self.running:
            return None
        self.output.touched = True
        self.refresh()
        if self.errors:
            return None
        self.save_settings()
        threshold = self.options.run_options.maskedThreshold  # refresh() found no error: the options the run uses
        return self.start_run(ALGORITHM_ID, self.parameters(), self.run_title, self.message_bar,
                              lambda results: export_report(results, threshold), self.project,
                              success_actions=copy_features_dict)

    def release(self) -> None:
        for signal in (self.project.layersAdded, self.project.layersRemoved):
            try:
                signal.disconnect(self._populate_layers)
            except TypeError:
                pass
        self.training.release()
        self.preview.release()


def export_report(results: dict[str, Any], masked_threshold: float = 1.0) -> str:
    """The success message of an export; the full file list goes to the log."""
    files = list(results.get(RESULTS["files"]) or [])
    folder = results.get(RESULTS["output"], "")
    mixer = results.get(RESULTS["mixer"], "")
    for path in files:
        QgsMessageLog.logMessage(tr("wrote {path}").format(path=path), LOG_TAG, Qgis.MessageLevel.Info)
    names = ", ".join(os.path.basename(path) for path in files[:3]) + (", ..." if len(files) > 3 else "")
    # Below 1, maskedThreshold has left the wholly masked patches out; at 1 they are among those written.
    masked = int(results.get(RESULTS["maskedPatchCount"]) or 0) if masked_threshold == 1.0 else 0
    total = int(results.get(RESULTS["patchCount"], 0))
    sets = results.get(RESULTS["sets"]) or ""
    left_out = int(results.get(RESULTS["leftOutForBuffer"]) or 0)
    return (fill(tr("{patches} in {files} in {folder}: {names}; georeferenced by {mixer}"),
                patches=n_patches(total), files=n_files(len(files)), folder=folder, names=names,
                mixer=os.path.basename(mixer))
            + (tr(". Sets: {sets}").format(sets=sets) if sets else "")
            + (fill(tr("; {patches} left out by the buffer between sets"), patches=n_patches(left_out))
               if left_out else "")
            + (". " + translated(masked_patches_text(masked, total, masked_threshold)) if masked else ""))


def copy_features_dict(results: dict[str, Any]) -> list[tuple[str, Callable[[], object]]]:
    """The message bar's button after an export: the featuresDict to the clipboard, for a training script."""
    features_dict = results.get(RESULTS["featuresDict"]) or ""
    return [(tr("Copy featuresDict"), lambda: QApplication.clipboard().setText(features_dict))] if features_dict else []

