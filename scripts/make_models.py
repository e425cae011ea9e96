"""Writes the Processing models the plugin ships, resources/models/<name>.model3, from provider/models.py's texts.

    /usr/bin/python3 scripts/make_models.py

The models are built in Python rather than drawn in Model Builder, so what they
hold is reviewable here and tests/test_training_models.py can check the committed
files against this script. Each step is one of our algorithms, its parameters
from the model's inputs, fixed values, or their defaults (as Model Builder's
dialog fills them). The names, help and descriptions are provider/models.py's,
which the provider translates when it loads the files. A file's model name is
the display name and its group the toolbox's, so the Model Designer opening the
file shows "Training sets from polygons", not the algorithm id.
"""

import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]  # holds the plugin, the package tfrecord_bridge
MODELS_DIR = ROOT / "tfrecord_bridge" / "resources" / "models"


def with_defaults(child):
    """Every parameter left unset takes its default as a static value; optional ones without a default and
    destinations stay unset."""
    from qgis.core import QgsApplication, QgsProcessingModelChildParameterSource

    from tfrecord_bridge.provider.compat import OPTIONAL_PARAMETER

    algorithm = QgsApplication.processingRegistry().algorithmById(child.algorithmId())
    if algorithm is None:
        raise RuntimeError(f"{child.algorithmId()} is not registered: load the tfrecord_bridge plugin first")
    for parameter in algorithm.parameterDefinitions():
        unset_and_optional = parameter.defaultValue() is None and parameter.flags() & OPTIONAL_PARAMETER
        if parameter.name() not in child.parameterSources() and not parameter.isDestination() \
                and not unset_and_optional:
            child.addParameterSources(parameter.name(), [
                QgsProcessingModelChildParameterSource.fromStaticValue(parameter.defaultValue())])


def _step_option(option, name):
    """The Processing parameter of a step's ``option`` (core/layout/schema.py) as a model input ``name``."""
    from dataclasses import replace

    from tfrecord_bridge.provider.schema_parameters import parameter_of
    return parameter_of(replace(option, parameter=name, advanced=False))


def _input(model, definition, model_class, y):
    from qgis.core import QgsProcessingModelParameter
    from qgis.PyQt.QtCore import QPointF

    description, help_text = model_class.INPUTS[definition.name()]
    definition.setDescription(description)
    definition.setHelp(help_text)
    component = QgsProcessingModelParameter(definition.name())
    component.setPosition(QPointF(120, y))
    component.setDescription(description)
    model.addModelParameter(definition, component)


def _child(model, algorithm_id, child_id, description, y, from_inputs, static, outputs, model_class,
           expressions=None):
    """A step running ``algorithm_id``: parameters from model inputs ({parameter: input}), fixed values,
    QGIS expressions over the inputs (@name), and the model outputs it gives ({name: its output})."""
    from qgis.core import (
        QgsProcessingModelChildAlgorithm,
        QgsProcessingModelChildParameterSource,
        QgsProcessingModelOutput,
    )
    from qgis.PyQt.QtCore import QPointF

    child = QgsProcessingModelChildAlgorithm(algorithm_id)
    child.setChildId(child_id)
    child.setDescription(description)
    child.setPosition(QPointF(420, y))
    for parameter, model_input in from_inputs.items():
        child.addParameterSources(parameter, [QgsProcessingModelChildParameterSource.fromModelParameter(model_input)])
    for parameter, value in static.items():
        child.addParameterSources(parameter, [QgsProcessingModelChildParameterSource.fromStaticValue(value)])
    for parameter, expression in (expressions or {}).items():
        child.addParameterSources(parameter, [QgsProcessingModelChildParameterSource.fromExpression(expression)])
    model_outputs = {}
    for name, output_name in outputs.items():
        output = QgsProcessingModelOutput(name, model_class.OUTPUTS[f"{child_id}:{name}"][0])
        output.setChildId(child_id)
        output.setChildOutputName(output_name)
        output.setPosition(QPointF(720, y + 60))
        model_outputs[name] = output
    child.setModelOutputs(model_outputs)
    with_defaults(child)
    model.addChildAlgorithm(child)


def class_map_from_predictions():
    from qgis.core import (
        QgsProcessing,
        QgsProcessingModelAlgorithm,
        QgsProcessingParameterMultipleLayers,
    )

    from tfrecord_bridge.core.layout.schema import IMPORT_IMAGE
    from tfrecord_bridge.provider.models import ClassMapFromPredictions as Model

    model = QgsProcessingModelAlgorithm(Model.DISPLAY_NAME, Model.GROUP)
    _input(model, QgsProcessingParameterMultipleLayers("predictions", "", QgsProcessing.SourceType.TypeFile), Model, 60)
    # The step's own options, as its schema declares them: only the names are the model's.
    _input(model, _step_option(IMPORT_IMAGE["mixer"], "mixer"), Model, 140)
    _input(model, _step_option(IMPORT_IMAGE["classTable"], "class_table"), Model, 220)
    _input(model, _step_option(IMPORT_IMAGE["features"], "features"), Model, 300)
    _input(model, _step_option(IMPORT_IMAGE["classFrom"], "class_from"), Model, 380)
    _input(model, _step_option(IMPORT_IMAGE["cog"], "cog"), Model, 460)
    _input(model, _step_option(IMPORT_IMAGE["layout"], "layout"), Model, 540)
    _child(model, "tfrecord:importimage", "classmap", "Load TFRecord predictions as raster", 220,
           {"INPUT": "predictions", "MIXER": "mixer", "CLASS_TABLE": "class_table", "FEATURES": "features",
            "CLASS_FROM": "class_from", "COG": "cog", "LAYOUT": "layout"},
           {}, {"class_map": "OUTPUT"}, Model)
    model.updateDestinationParameters()
    return model


PYTORCH_INDEX_IS_FALSE = "lower(coalesce(to_string(@pytorch_index), '')) IN ('', '0', 'false')"


def training_sets_from_polygons():
    from qgis.core import (
        QgsProcessing,
        QgsProcessingModelAlgorithm,
        QgsProcessingParameterBoolean,
        QgsProcessingParameterFeatureSource,
        QgsProcessingParameterField,
        QgsProcessingParameterMultipleLayers,
        QgsProcessingParameterString,
    )

    from tfrecord_bridge.core.layout.schema import EXPORT_IMAGE
    from tfrecord_bridge.provider.models import TrainingSetsFromPolygons as Model

    model = QgsProcessingModelAlgorithm(Model.DISPLAY_NAME, Model.GROUP)
    _input(model, QgsProcessingParameterMultipleLayers("rasters", "", QgsProcessing.SourceType.TypeRaster), Model, 60)
    _input(model, QgsProcessingParameterString("band_names", "", optional=True), Model, 120)
    _input(model, QgsProcessingParameterFeatureSource("polygons", "", [QgsProcessing.SourceType.TypeVectorPolygon]),
           Model, 180)
    _input(model, QgsProcessingParameterField("class_field", "", parentLayerParameterName="polygons"), Model, 240)
    # The step's own options, as its schema declares them (default, range): only the names are the model's.
    _input(model, _step_option(EXPORT_IMAGE["patchDimensions"], "patch_dimensions"), Model, 300)
    _input(model, _step_option(EXPORT_IMAGE["kernelSize"], "kernel_size"), Model, 360)
    _input(model, QgsProcessingParameterString("splits", "", defaultValue="train=0.8,val=0.2"), Model, 420)
    _input(model, _step_option(EXPORT_IMAGE["splitBlock"], "split_block"), Model, 480)
    _input(model, QgsProcessingParameterString("prefix", "", defaultValue="training"), Model, 540)
    _input(model, QgsProcessingParameterBoolean("pytorch_index", "", defaultValue=False), Model, 600)
    _child(model, "tfrecord:exportimage", "export", "Export raster to TFRecord patches", 300,
           {"INPUT": "rasters", "BAND_NAMES": "band_names", "LABEL_LAYER": "polygons", "LABEL_FIELD": "class_field",
            "PATCH_DIMENSIONS": "patch_dimensions", "KERNEL_SIZE": "kernel_size", "SPLITS": "splits",
            "SPLIT_BLOCK": "split_block", "PREFIX": "prefix", "WRITE_TFINDEX": "pytorch_index"},
           {}, {"training_sets": "OUTPUT"}, Model,
           # .tfindex files index uncompressed shards only. qgis_process and processing.run give the input as
           # text ("true"), which "not @pytorch_index" cannot convert: false exactly when WRITE_TFINDEX reads
           # it as false (QVariant::toBool: empty, "0" or "false" in any case).
           expressions={"COMPRESSED": PYTORCH_INDEX_IS_FALSE})
    model.updateDestinationParameters()
    return model


def predict_class_map():
    from dataclasses import replace

    from qgis.core import QgsProcessingModelAlgorithm

    from tfrecord_bridge.core.layout.schema import PREDICT
    from tfrecord_bridge.provider.models import PredictClassMap as Model

    model = QgsProcessingModelAlgorithm(Model.DISPLAY_NAME, Model.GROUP)
    # The step's own options, as its schema declares them: only the names are the model's. The sidecar is
    # optional for the step (without it, the model's output is written as it is) and required here: its class
    # table makes the class map.
    _input(model, _step_option(PREDICT["sources"], "rasters"), Model, 60)
    _input(model, _step_option(PREDICT["model"], "model"), Model, 140)
    _input(model, _step_option(replace(PREDICT["like"], optional=False), "sidecar"), Model, 220)
    _input(model, _step_option(PREDICT["cog"], "cog"), Model, 300)
    _child(model, "tfrecord:predict", "predict", "Predict with an ONNX model", 140,
           {"INPUT": "rasters", "MODEL": "model", "LIKE": "sidecar", "COG": "cog"},
           {}, {"class_map": "OUTPUT"}, Model)
    model.updateDestinationParameters()
    return model


BUILDERS = {"trainingsetsfrompolygons": training_sets_from_polygons,
            "classmapfrompredictions": class_map_from_predictions,
            "predictclassmap": predict_class_map}


def write_models(folder=MODELS_DIR, names=None):
    """Build and validate the models, write them to ``folder``; returns the paths written."""
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for name, build in BUILDERS.items():
        if names and name not in names:
            continue
        model = build()
        valid, problems = model.validate()
        if not valid:
            raise RuntimeError(f"the model {name} does not validate: " + "; ".join(problems))
        path = folder / f"{name}.model3"
        if not model.toFile(str(path)):
            raise OSError(f"could not write {path}")
        written.append(path)
    return written


def main():
    # The XML's attribute order follows Qt's hash seed: a fixed one writes the same file every time.
    if os.environ.get("QT_HASH_SEED") != "0":
        os.execve(sys.executable, [sys.executable, *sys.argv], dict(os.environ, QT_HASH_SEED="0"))
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    sys.path.insert(0, str(ROOT))
    from qgis.core import QgsApplication

    import tfrecord_bridge
    from tfrecord_bridge.texts import remove_translator

    application = QgsApplication([], False)
    application.initQgis()
    plugin = tfrecord_bridge.classFactory(None)
    plugin.initProcessing()
    remove_translator()  # the files hold English; the provider translates when it loads them
    try:
        for path in write_models(names=sys.argv[1:]):
            print(f"wrote {path}")
    finally:
        plugin.unload()
        application.exitQgis()


if __name__ == "__main__":
    main()
