"""tfrecord:predict — an ONNX model run over raster layers cut into patches as the export cuts them, its output a
georeferenced raster shown as the import shows predictions (issue 43).

Always registered: without onnxruntime (QGIS ships none) the algorithm loads, and checkParameterValues and a run
refuse with the words that say how to install it, so a model naming tfrecord:predict still loads. Its parameters
are the PREDICT schema's (core/layout/schema.py); :meth:`PredictAlgorithm.request` reads them into the core's
PredictRequest in one place, every option whose key is a field of the request by that key.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from qgis.core import (
    QgsProcessing,
    QgsProcessingContext,
    QgsProcessingException,
    QgsProcessingFeedback,
)

from ..core.base.messages import band_list, n_patches
from ..core.layout.schema import PREDICT
from ..core.predict.plan import plan_predict
from ..core.predict.predict_image import predict_image
from ..core.predict.request import PredictRequest
from ..core.predict.runtime import RuntimeMissingError
from ..texts import fill, tr, translatable, translated, user_text
from .patch_algorithm import PatchAlgorithm
from .shared import check_raster_output
from .styling import as_qgis_opens_it, class_style, show_when_loaded

# The options request() reads itself (layers, the grid, the patches' formatOptions, the model and the output);
# every other option of the schema whose key is a field of PredictRequest is passed by its key as it is.
_READ_APART = {"sources", "arrayLayers", "bandNames", "extent", "targetCrs", "pixelSize", "model", "output"}


class PredictAlgorithm(PatchAlgorithm):
    NAME = "predict"
    DISPLAY_NAME = translatable("Predict with an ONNX model")
    GROUP = translatable("Images")
    GROUP_ID = "images"
    ICON = "class_map.svg"
    TAGS = ("predict", "inference", "model", "onnx", "segmentation", "classification", "patches", "kernel")
    SCHEMA = PREDICT
    HELP = (
        translatable("Runs an ONNX model over raster layers cut into patches exactly as <i>Export raster to TFRecord "
        "patches</i> cuts them (patch dimensions, kernel margins, band order, the default value in every band of "
        "a masked pixel, value type), and writes its output as a GeoTIFF on the layers' grid, the kernel margins "
        "cropped as <i>Load TFRecord predictions as raster</i> crops them, and loads it shown as that import "
        "shows predictions (one band within 0..1 with a colour ramp, a class map with its classes).<br>"
        "<b>Input layers</b>, <b>band names</b>, <b>extent, target CRS, pixel size</b>: as the export takes them; "
        "give what the export the model was trained on was given.<br>"
        "<b>ONNX model</b>: its input is read from the model: one rank-4 input, channels first [N, C, H, W] "
        "(PyTorch) or channels last [N, H, W, C] (Keras), found from its shape; where the shape reads both ways, "
        "say which in <b>Channels of the model's input</b>. A model whose input does not fit the patches (bands, "
        "tile size, type) is refused before any work, naming what it wants and what the patches are.<br>"
        "<b>Output</b>: the model's output of the tile's size (its margins cropped), of the patch's (a model that "
        "outputs the core), or of the patch and part of the margins (valid convolutions). One band per output "
        "channel, named after <b>output band names</b>, else the model's metadata (tfrecord_bridge.bands), else "
        "the output's name. Pixels masked in the input are nodata.<br>"
        "Needs the ONNX runtime (onnxruntime), which QGIS does not ship: Settings > Options > TFRecord Bridge "
        "installs it; without it this algorithm says so and the others work as ever."))

    def single_options(self, parameters: dict[str, Any], context: QgsProcessingContext) -> dict[str, Any]:
        """The patches' options the user gave: those left empty are the training export's (like) or EE's defaults,
        which core decides (FormatOptions.given_keys)."""
        return {key: value for key, value in super().single_options(parameters, context).items()
                if value not in (None, "")}

    def request(self, parameters: dict[str, Any], context: QgsProcessingContext,
                output: str = "") -> PredictRequest:
        """The core's PredictRequest of ``parameters`` (``output``: the GeoTIFF, once Processing has made its
        path), every parameter checked (QgsProcessingException naming the one at fault)."""
        layers, sources = self.source_layers(parameters, context)
        try:
            options = self.format_options(parameters, context)
        except ValueError as error:
            raise QgsProcessingException(user_text(error)) from error
        model = self.value("model", parameters, context)
        if not model:
            raise QgsProcessingException(fill(tr("Choose the ONNX model ({name})."), name=self.name_of("model")))
        fields = {field.name: field for field in dataclasses.fields(PredictRequest)}
        read_apart = _READ_APART | {row.key for row in self.options()}  # formatOptions' rows too
        passed = [option.key for option in self.SCHEMA if option.parameter and option.key not in read_apart]
        unknown = [key for key in passed if key not in fields]
        if unknown:  # a parameter the run would ignore: said at once, not dropped
            raise KeyError(f"{self.SCHEMA.name}: options {', '.join(unknown)} are no field of PredictRequest")
        given = {key: self._request_value(key, fields[key], parameters, context) for key in passed}
        return PredictRequest(sources, model, output, formatOptions=options,
                              grid=self.export_grid(parameters, context, layers[0]),
                              bandNames=self.band_names(parameters, context), **given)

    def _request_value(self, key: str, field: dataclasses.Field, parameters: dict[str, Any],
                       context: QgsProcessingContext) -> Any:
        """An option's value as the request holds it: an empty text as None (not given) where the option's default
        is None (an empty prefix, say, is a value); a comma-separated text as the list a Sequence field holds."""
        value = self.value(key, parameters, context)
        if isinstance(value, str):
            value = value.strip()
            if not value:
                return None if self.SCHEMA[key].default is None else value
            if str(field.type).startswith("Sequence["):
                return [part.strip() for part in value.split(",")]
        return value

    def checkParameterValues(self, parameters: dict[str, Any], context: QgsProcessingContext) -> tuple[bool, str]:
        """Before any work, in the dialog and in qgis_process: the output, the options, and the model opened and
        fitted to the patches (core.predict.plan: its input, one probe run on a tile, its output), or the words
        that say how to install the runtime."""
        ok, problem = super().checkParameterValues(parameters, context)
        if not ok:
            return ok, problem
        try:
            output = parameters.get(self.name_of("output"))
            if isinstance(output, str) and output and output != QgsProcessing.TEMPORARY_OUTPUT:
                # Without asking a bucket: the Processing dialog checks in the GUI's thread.
                check_raster_output(output, self.name_of("output"), reach_buckets=False)
            _, stacked, _ = plan_predict(self.request(parameters, context))
            stacked.close()
        except QgsProcessingException as error:
            return False, str(error)
        except (ValueError, OSError, RuntimeMissingError) as error:
            return False, user_text(error)
        return True, ""

    def processAlgorithm(self, parameters: dict[str, Any], context: QgsProcessingContext,
                         feedback: QgsProcessingFeedback) -> dict[str, Any]:
        output = self.parameterAsOutputLayer(parameters, self.name_of("output"), context)
        check_raster_output(output, self.name_of("output"))
        request = self.request(parameters, context, output)
        if request.like is None:  # with a training sidecar, core logs the options taken from it instead
            feedback.pushInfo(tr("formatOptions: ") + str(request.formatOptions.to_ee()))
        with self.folder_for(output):
            try:
                result = self.run_core(feedback, predict_image, request)
            except RuntimeMissingError as error:  # a run not checked first (a model's step): the install words
                raise QgsProcessingException(user_text(error)) from None
            qml = class_style(result.raster, output, feedback)
        for note in result.raster.notes:
            feedback.pushInfo(translated(note))
        feedback.pushInfo(fill(tr("Model: {contract}"), contract=translated(result.contract_text)))
        feedback.pushInfo(fill(tr("{patches} -> {width} x {height} {data_type} raster, {bands}"),
                               patches=n_patches(result.patch_count), width=result.width, height=result.height,
                               data_type=result.raster.data_type, bands=band_list(result.band_names)))
        show_when_loaded(result.raster, output, context, feedback)
        raster = result.raster
        return self.results(output=as_qgis_opens_it(output, context), patchCount=result.patch_count,
                            modelContract=str(result.contract_text), style=raster.style or "",
                            classes=",".join(f"{value:g}" for value in raster.classes or ()), qml=qml,
                            eeFiles=result.ee_files, eeMixer=result.ee_mixer)
