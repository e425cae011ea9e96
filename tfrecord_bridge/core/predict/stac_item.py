"""The STAC Item of a prediction (:mod:`..importing.raster_item`): the GeoTIFF, the rasters it was predicted from,
and the model that made it in the MLM extension's terms (mlm:name, mlm:architecture, mlm:tasks, mlm:input,
mlm:output), as far as the ONNX file and the plan tell: the input's shape in the layout the model takes, its
type, the bands fed; the model's output's bands and type (a class map made of it is the GeoTIFF's raster:bands)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..importing.raster_item import raster_item
from ..layout import stac
from ..layout.mixer import Mixer
from ..layout.schema import CHANNELS_FIRST
from ..places import storage
from ..places.place import Place
from .model_header import read_model_header

if TYPE_CHECKING:
    from ..importing.import_image import ImportResult
    from .plan import PredictPlan

# The metadata keys a model may give its architecture under (ONNX metadata_props); else the producer's name.
_ARCHITECTURE_KEYS = ("architecture", "mlm:architecture", "model_architecture")


def _dims(channels_first: bool, channels: int, height: int, width: int) -> tuple[list[int], list[str]]:
    if channels_first:
        return [-1, channels, height, width], ["batch", "bands", "height", "width"]
    return [-1, height, width, channels], ["batch", "height", "width", "bands"]


def mlm_fields(plan: PredictPlan, result: ImportResult) -> dict[str, Any]:
    """The MLM extension's Item properties of the model ``plan`` ran, which wrote ``result``."""
    header = read_model_header(plan.model)
    architecture = next((header.metadata[key] for key in _ARCHITECTURE_KEYS if header.metadata.get(key)),
                        header.producer or "unknown")
    layout = plan.layout
    first = plan.model_layout.name == CHANNELS_FIRST
    tile_shape, tile_order = _dims(first, plan.channels or len(plan.band_names), layout.tile_height,
                                   layout.tile_width)
    # The model's output (its bands and type), not what the GeoTIFF holds: a class map made of it is the data
    # asset's raster:bands.
    out_shape, out_order = _dims(first, plan.bands, layout.patch_height, layout.patch_width)
    tasks = ["semantic-segmentation"] if plan.class_map is not None else ["segmentation"]
    return {
        "mlm:name": stac.model_name(storage.basename(plan.model).rsplit(".", 1)[0]),
        "mlm:architecture": architecture, "mlm:tasks": tasks, "mlm:framework": "ONNX",
        "mlm:input": [{"name": plan.input_name or "input", "bands": list(plan.band_names),
                       "input": {"shape": tile_shape, "dim_order": tile_order,
                                 "data_type": stac.data_type(plan.input_dtype)}}],
        "mlm:output": [{"name": plan.output_name or "output", "tasks": tasks, "bands": list(plan.output_names),
                        "result": {"shape": out_shape, "dim_order": out_order,
                                   "data_type": stac.data_type(plan.output_dtype)}}]}


def prediction_item(plan: PredictPlan, result: ImportResult) -> tuple[str, dict[str, Any]]:
    """(path, Item) of the prediction ``result`` (the GeoTIFF ``plan`` wrote)."""
    model = stac.asset(str(Place.of(plan.model).absolute()), result.path, stac.ONNX_TYPE, ["mlm:model"],
                       title=storage.basename(plan.model), fields={
                           "mlm:artifact_type": "onnx",
                           # The bands mlm:input names, as MLM finds them: on the model's asset.
                           "raster:bands": stac.raster_bands(plan.band_names,
                                                             [plan.input_dtype] * len(plan.band_names))})
    properties = {**mlm_fields(plan, result), stac.OURS + "formatOptions": plan.options.to_ee()}
    return raster_item(result, Mixer.for_export(plan.grid, plan.layout), [layer.path for layer in plan.layers],
                       stac.GEOTIFF_TYPE, properties, {"model": model}, [stac.MLM])
