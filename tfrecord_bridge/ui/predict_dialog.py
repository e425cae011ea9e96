"""The "Predict with an ONNX model" panel: the rasters and the model, the model's contract or its refusal before Run,
run tfrecord:predict in the background and add its raster to the map as the algorithm styles it (issue 43).

A dock beside the map (ui/algorithm_dialog.py), assembled from parts as the export panel is: the inputs are the
export's part (layers, band names, extent, CRS, pixel size, resampling: export_inputs.py), then the model and the
training export's sidecar, the output GeoTIFF and class table, the EE-format predictions (predict_parts.py) and
every other option of the PREDICT schema under "Other options" (option_fields.OtherOptions). What the panel says
of the model comes from the run's own code: the algorithm's request, core's plan_predict (the model opened, fitted
to the patches and probed once) and the algorithm's checkParameterValues. Without onnxruntime (QGIS ships none)
the panel says so and points to the plugin's page of Settings > Options, which installs it; Run stays disabled
until the runtime loads: the panel checks again when that page's install ends well (even after the Options dialog
closed) and when its window is activated.
"""

from __future__ import annotations

import os
from typing import Any, Callable, cast

from qgis.core import QgsProcessingException, QgsProject, QgsRasterLayer
from qgis.gui import QgsMapCanvas, QgsMessageBar
from qgis.PyQt.QtWidgets import QComboBox, QWidget

from ..core.base.messages import n_bands, n_patches
from ..core.layout.schema import PREDICT
from ..core.predict import runtime
from ..core.predict.contract import TensorSpec, contract_of
from ..core.predict.model_header import read_model_header
from ..core.predict.plan import plan_predict
from ..provider.base import result_names
from ..provider.predict import PredictAlgorithm
from ..provider.shared import check_raster_output
from ..provider.styling import style_layer
from ..texts import PLUGIN_NAME, fill, tr, translated, user_text
from . import settings
from .algorithm_dialog import AlgorithmPanel
from .background import AlgorithmRun
from .export_inputs import ExportInputs
from .option_fields import OtherOptions
from .packages_page import install_events
from .parts import ERROR_COLOR, HINT_COLOR, DialogPart, parameters_of
from .predict_parts import MODEL, OUTPUT, TEMPORARY_OUTPUT, EEPredictionsPart, ModelPart, PredictOutput

ALGORITHM_ID = "tfrecord:predict"
SETTINGS = "predict"
OBJECT_NAME = "TFRecordBridgePredictPanel"
RESULTS = result_names(PREDICT)
RUN = "run"  # what the algorithm refuses that no part names: shown above Run
# The parameters of the EE-format predictions and the output: the model's contract does not depend on them.
_NOT_IN_CONTRACT = {str(PREDICT[key].parameter) for key in ("output", "eePredictions", "eePrefix", "compressed",
                                                            "maxFileSize")}


def open_plugin_settings(parent: QWidget | None = None) -> None:
    """QGIS's Settings > Options at the plugin's page (ui/packages_page.py, titled PLUGIN_NAME), which installs the
    ONNX runtime; a test may put its own here."""
    from qgis.utils import iface  # QGIS desktop's; None under a test's QgsApplication
    if iface is not None:
        iface.showOptionsDialog(parent, currentPage=PLUGIN_NAME)


def file_stamp(path: str) -> tuple[str, float, int]:
    """A file as the checks read it: a model or sidecar replaced on the disk is checked again."""
    try:
        status = os.stat(path)
    except (OSError, ValueError):
        return path, 0.0, -1
    return path, status.st_mtime, status.st_size


class PredictPanel(AlgorithmPanel):
    """A dock beside the map. The parts' widgets are reached through their part (``panel.model.model``,
    ``panel.inputs.set_layer_checked``, ``panel.other.patch_width``)."""

    def __init__(self, canvas: QgsMapCanvas | None = None, message_bar: QgsMessageBar | None = None,
                 parent: QWidget | None = None, project: QgsProject | None = None) -> None:
        super().__init__(tr("Predict"), tr("TFRecord predict"), OBJECT_NAME, parent)
        self.message_bar = message_bar
        self.project = project or QgsProject.instance()
        self.algorithm = cast(PredictAlgorithm, self.take_algorithm(ALGORITHM_ID, self.project))
        self.errors: dict[str, str] = {}
        self.runtime_missing = ""  # the install words while onnxruntime is missing
        self._checked: dict[str, tuple[Any, ...]] = {}  # what the last checks said, by what they read
        self.inputs = ExportInputs(self.project, canvas)
        self.model = ModelPart(lambda: open_plugin_settings(self))
        self.output = PredictOutput()
        self.ee = EEPredictionsPart()
        self.other = OtherOptions(PREDICT, (self.inputs, self.model, self.output, self.ee))
        self.parts: tuple[DialogPart, ...] = (self.inputs, self.model, self.output, self.ee, self.other)
        self.error_labels = {key: label for part in self.parts for key, label in part.error_labels.items()}
        self.add_parts(self.parts)
        for combo in self.other.findChildren(QComboBox):
            # Their choices are sentences telling what each does (the class from a band, an argmax, none): shown
            # whole, so the panel is as wide as the longest (in pt_BR ~420 pixels, the map keeping over 60%).
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.run_button.setToolTip(tr("Run tfrecord:predict in the background; the predictions are added to the map."))
        self.help_button = self.add_help_button(ALGORITHM_ID)
        for remembering in self.remembering:
            remembering.load_settings(SETTINGS)
        self._populate_layers()
        for part in self.parts:
            part.changed.connect(self.refresh)
        self.project.layersAdded.connect(self._populate_layers)
        self.project.layersRemoved.connect(self._populate_layers)
        # The settings page's install may end after its dialog closed: the runtime it brings is checked at once.
        install_events.installed.connect(self._packages_installed)
        self.refresh()

    @property
    def remembering(self) -> tuple[ExportInputs, ModelPart, PredictOutput, EEPredictionsPart, OtherOptions]:
        """The parts, typed as what each remembers (settings.py, under SETTINGS)."""
        return self.inputs, self.model, self.output, self.ee, self.other

    def _populate_layers(self, *_: object) -> None:
        if self.released:
            return
        self.inputs.populate_layers()
        self.inputs.layers_changed()

    def parameters(self) -> dict[str, Any]:
        """The parameters of tfrecord:predict as the parts set them; band names only when typed: the table shows
        the bands' own names, which a training sidecar (LIKE) checks by name or, without names, by count, as the
        command does when --band-names is not given."""
        parameters = parameters_of(self.algorithm, self.parts)
        if not self.inputs.names_typed():
            parameters.pop(str(PREDICT["bandNames"].parameter), None)
        return parameters

    # ------------------------------------------------------------------ checks

    def refresh(self, *_: object) -> None:
        """Check the choices as the run will: the errors beside the options at fault, the model's contract, the
        runtime's absence, and Run enabled only when nothing is refused."""
        if self.released:
            return
        errors: dict[str, str] = {}
        parameters = self.parameters()
        self.inputs.layer_errors(self.inputs.checked_layers(), errors)
        self.inputs.checked_bands(errors)
        self.runtime_missing = self._runtime_missing()
        self.model.show_runtime_missing(self.runtime_missing)
        contract = ""
        if self.runtime_missing:
            errors[RUN] = tr("Predicting needs the ONNX runtime: install it from Settings > Options > "
                             "TFRecord Bridge.")
        elif not parameters[str(MODEL.parameter)]:
            errors[MODEL.key] = tr("Choose the ONNX model (.onnx) to run over the patches.")
        else:
            # With the inputs chosen, as the run will feed the model; before, what the model alone says it takes.
            contract, problem = self._contract(parameters) if not errors else self._model_alone(parameters)
            if problem:
                errors[MODEL.key] = problem
        self.model.show_contract(contract)
        output = parameters[str(OUTPUT.parameter)]
        if output != TEMPORARY_OUTPUT:
            try:
                check_raster_output(output, str(OUTPUT.parameter), reach_buckets=False)
            except QgsProcessingException as error:
                errors[OUTPUT.key] = str(error)
        if not errors:
            problem = self._checked_once("run", parameters, lambda: self._run_problem(parameters))[0]
            if problem:
                errors[RUN] = problem
        self._show_errors(errors)
        self.enable_run(not errors)

    @staticmethod
    def _runtime_missing() -> str:
        """The install words when onnxruntime cannot be loaded, else ""."""
        try:
            runtime.load_onnxruntime()
        except runtime.RuntimeMissingError as error:
            return user_text(error)
        return ""

    def _checked_once(self, what: str, parameters: dict[str, Any], check: Callable[[], tuple[Any, ...]]
                      ) -> tuple[Any, ...]:
        """``check()``'s answer, asked again only when the parameters or the model's and sidecar's files changed:
        the checks open the model and run it once, too slow for each key typed."""
        files = [file_stamp(str(parameters.get(option.parameter) or "")) for option in (MODEL, PREDICT["like"],
                                                                                        PREDICT["classTable"])]
        key = repr((sorted((name, str(value)) for name, value in parameters.items()), files))
        cached = self._checked.get(what)
        if cached is None or cached[0] != key:
            cached = (key, check())
            self._checked[what] = cached
        return cached[1]

    def _contract(self, parameters: dict[str, Any]) -> tuple[str, str]:
        """(the model's contract as the run will feed it, the refusal) of the model, by core's plan of the run."""
        relevant = {name: value for name, value in parameters.items() if name not in _NOT_IN_CONTRACT}
        return cast(tuple[str, str], self._checked_once("contract", relevant, lambda: self._plan(relevant)))

    def _model_alone(self, parameters: dict[str, Any]) -> tuple[str, str]:
        """(the model's inputs and outputs as onnxruntime reads them, the refusal of a file it cannot load)."""
        path = str(parameters[str(MODEL.parameter)])
        return cast(tuple[str, str], self._checked_once("model", {MODEL.parameter: path}, lambda: model_text(path)))

    def _plan(self, parameters: dict[str, Any]) -> tuple[str, str]:
        try:
            plan, stacked, _ = plan_predict(self.algorithm.request(parameters, self.context))
            stacked.close()
        except QgsProcessingException as error:
            return "", str(error)
        except runtime.RuntimeMissingError as error:
            return "", user_text(error)
        except (ValueError, OSError) as error:
            return "", user_text(error)
        return fill(tr("Model: {contract}"), contract=translated(plan.contract_text)), ""

    def _run_problem(self, parameters: dict[str, Any]) -> tuple[str]:
        """What else the algorithm refuses before it runs (its checkParameterValues, as the run's start asks)."""
        valid, problem = self.algorithm.checkParameterValues(parameters, self.context)
        return ("" if valid else problem,)

    def _packages_installed(self, _names: list[str]) -> None:
        if not self.released:
            self.recheck()

    def recheck(self) -> None:
        self._checked.clear()  # rasters or folders mended outside QGIS: read again
        self.refresh()

    def _show_errors(self, errors: dict[str, str]) -> None:
        """Each error beside the option at fault; beside Run, why it is disabled (the run's refusal first)."""
        self.errors = errors
        beside_run = RUN if RUN in errors else next((key for key in self.error_labels if key in errors),
                                                    next(iter(errors), None))
        shown = {key: (label, key) for key, label in self.error_labels.items()}
        shown[RUN] = (self.run_error_label, beside_run)
        for label, key in shown.values():
            label.setText(errors.get(key, ""))
            label.setVisible(key in errors)
            # A model not chosen yet is a hint, not an error.
            hint = key == MODEL.key and not self.model.model.filePath().strip()
            label.setStyleSheet(f"color: {HINT_COLOR if hint else ERROR_COLOR};")

    # ------------------------------------------------------------------ settings, run and close

    def save_settings(self) -> None:
        settings.write(SETTINGS, {key: value for part in self.remembering
                                  for key, value in part.settings_values().items()})

    def run(self) -> AlgorithmRun | None:
        """Start the prediction as a background task, the panel staying open; None if the parameters hold an error
        or a prediction of this panel still runs."""
        if self.running:
            return None
        self.refresh()
        if self.errors:
            return None
        self.save_settings()
        output = self.output.output.filePath().strip()
        name = os.path.splitext(os.path.basename(output))[0] if output else tr("predictions")
        return self.start_run(ALGORITHM_ID, self.parameters(), self.run_title, self.message_bar,
                              lambda results: add_predictions(results, name, self.project), self.project)

    def release(self) -> None:
        for signal in (self.project.layersAdded, self.project.layersRemoved):
            try:
                signal.disconnect(self._populate_layers)
            except TypeError:
                pass
        try:
            install_events.installed.disconnect(self._packages_installed)
        except TypeError:
            pass


def model_text(path: str) -> tuple[str, str]:
    """(the model at ``path``'s inputs and outputs and versions, "") or ("", why it cannot be loaded)."""
    try:
        session = runtime.open_session(path, threads=1)
        contract = contract_of(session, path)
        header = read_model_header(path)
    except runtime.RuntimeMissingError as error:
        return "", user_text(error)
    except (ValueError, OSError) as error:
        return "", user_text(error)
    def specs(tensors: tuple[TensorSpec, ...]) -> str:
        return ", ".join(f"{spec.name} {spec.describe()}" for spec in tensors)

    return fill(tr("Model: {inputs} -> {outputs}; {header}"), inputs=specs(contract.inputs),
                outputs=specs(contract.outputs), header=translated(header.describe())), ""


def add_predictions(results: dict[str, Any], name: str, project: QgsProject) -> str:
    """Add the predictions raster to ``project`` styled as the algorithm says (its class map's style file, else a
    probability ramp or classes); the message bar's text."""
    path = results[str(OUTPUT.parameter)]
    layer = QgsRasterLayer(path, name)
    if not layer.isValid():
        raise RuntimeError(tr("{path} was written but does not load as a raster").format(path=path))
    qml = results.get(RESULTS["qml"]) or ""
    if qml:
        layer.loadNamedStyle(qml)  # the class table's names and colours, written beside the raster
    else:
        classes = [float(value) for value in (results.get(RESULTS["classes"]) or "").split(",") if value]
        style_layer(layer, results.get(RESULTS["style"]) or "", classes)
    project.addMapLayer(layer)
    return fill(tr("added {name}: {width:,} x {height:,} pixels, {bands}, {patches}, from {path}"),
                name=name, width=layer.width(), height=layer.height(), bands=n_bands(layer.bandCount()),
                patches=n_patches(int(results.get(RESULTS["patchCount"]) or 0)), path=path)
