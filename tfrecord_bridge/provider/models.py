"""The Processing models the plugin ships (resources/models/*.model3), shown in the toolbox under our provider.

Each is a QgsProcessingModelAlgorithm loaded from its .model3 file, which
scripts/make_models.py builds from the texts declared here; its id is
``tfrecord:<NAME>``. Its name, help, icon and the descriptions of its inputs
and outputs come from here, through tr(), so they follow QGIS's language as the
plugin's own algorithms do (the .model3 file holds them in English).
"""

from __future__ import annotations

import os
from typing import Any

from qgis.core import (
    QgsMessageLog,
    QgsProcessingContext,
    QgsProcessingException,
    QgsProcessingFeedback,
    QgsProcessingModelAlgorithm,
)

from ..core.export.training import TrainingOptionsError, parse_splits
from ..core.layout.schema import EXPORT_IMAGE, IMPORT_IMAGE, PREDICT
from ..texts import fill, tr, translatable, user_text
from .shared import RESOURCES_DIR, AlgorithmIdentity, check_fields_exist

MODELS_DIR = os.path.join(RESOURCES_DIR, "models")


class ShippedModel(AlgorithmIdentity, QgsProcessingModelAlgorithm):
    GROUP = translatable("Workflows")
    GROUP_ID = "workflows"
    # name -> (description, help) of each input, and of each output keyed "child:output": the schema's texts of
    # the step's option where the model's input is that option as it is, the model's own words where it differs
    INPUTS: dict[str, tuple[str, str]] = {}
    OUTPUTS: dict[str, tuple[str, str]] = {}
    # name -> the labels of an enum input's options
    OPTIONS: dict[str, list[str]] = {}

    def __init__(self) -> None:
        super().__init__()
        self.load_ok = self._load()

    @classmethod
    def path(cls) -> str:
        return os.path.join(MODELS_DIR, f"{cls.NAME}.model3")

    def _load(self) -> bool:
        """Load the .model3 file with the texts in QGIS's language; False (logged) when it cannot be read."""
        model = QgsProcessingModelAlgorithm()
        if not model.fromFile(self.path()):
            QgsMessageLog.logMessage(fill(tr("cannot read the model {path}"), path=self.path()), "TFRecord Bridge")
            return False
        variant = model.toVariant()
        # What the Model Designer shows of the model: its display name and group, in QGIS's language.
        variant["model_name"] = tr(self.DISPLAY_NAME)
        variant["model_group"] = tr(self.GROUP)
        for name, definition in variant.get("parameterDefinitions", {}).items():
            if name in self.INPUTS:
                definition["description"] = tr(self.INPUTS[name][0])
            if name in self.OPTIONS:
                definition["options"] = [tr(label) for label in self.OPTIONS[name]]
        for child_id, child in variant.get("children", {}).items():
            for output_name, output in child.get("outputs", {}).items():
                key = f"{child_id}:{output_name}"
                if key in self.OUTPUTS:
                    output["component_description"] = tr(self.OUTPUTS[key][0])
        self.loadVariant(variant)
        self.setSourceFilePath(self.path())
        # QGIS 3.22 reads no help from a model file: it is set on the loaded parameters.
        for name, (_, help_text) in {**self.INPUTS, **self.OUTPUTS}.items():
            definition = self.parameterDefinition(name)
            if definition is not None:
                definition.setHelp(tr(help_text))
        return True

    def processAlgorithm(self, parameters: dict[str, Any], context: QgsProcessingContext,
                         feedback: QgsProcessingFeedback) -> dict[str, Any]:
        """Runs the steps with every input left out taking its default, as the dialog fills it.

        A QGIS model hands a step only the inputs given: from qgis_process or processing.run, an input left
        out would otherwise give the step the step's own default, not the model's (splits none, not
        train=0.8,val=0.2)."""
        given = dict(parameters)
        for definition in self.parameterDefinitions():
            if definition.name() not in given and not definition.isDestination() \
                    and definition.defaultValue() is not None:
                given[definition.name()] = definition.defaultValue()
        return super().processAlgorithm(given, context, feedback)

    # What the toolbox, the dialog and qgis_process show (AlgorithmIdentity): ours, not the file's.


class TrainingSetsFromPolygons(ShippedModel):
    NAME = "trainingsetsfrompolygons"
    DISPLAY_NAME = translatable("Training sets from polygons")
    ICON = "training_sets.svg"
    TAGS = ("training set", "segmentation", "labels", "polygons", "rasterize", "splits", "train", "validation",
            "pytorch", "tfindex", "model")
    HELP = translatable(
        "Makes segmentation training sets from raster layers and polygons drawn over them: the rasters are cut "
        "into patches (their bands stacked), the polygons are burnt onto the same grid as one more band of "
        "every record, the label band (a text class field's texts become classes 1, 2, ... in sorted order; "
        "where no polygon lies, and where the image is masked, the label is 0, no class), and whole blocks of "
        "patches are dealt to the sets (train=0.8,val=0.2 by default), so that only the patches along a block's "
        "edge have neighbours in another set. A model of one step: tfrecord:exportimage with a label layer and "
        "splits; for sampling or other options, open its file (resources/models in the plugin's folder) in the "
        "Model Builder, or run tfrecord:exportimage itself.<br>"
        "<b>Output</b>: in the folder, for each set, PREFIX-train-00000.tfrecord.gz, ... (or .tfrecord with "
        ".tfindex files for PyTorch), PREFIX-train-mixer.json (the full grid) and PREFIX-train-index.json "
        "(where the set's records lie on it); and PREFIX-sidecar.json, whose \"labels\" are the class table "
        "that tfrecord:classmapfrompredictions takes to turn predictions back into a named class map. The log "
        "lists the classes, the patches of each set and the pixels of each class in each set, and the "
        "featuresDict to read the records in TensorFlow.")
    INPUTS = {
        "rasters": (translatable("Raster layers (bands stacked in order)"),
                    translatable("The imagery the patches are cut from; several layers stack their bands, warped "
                                 "onto the first layer's grid when they are not on it.")),
        "band_names": (EXPORT_IMAGE["bandNames"].label,
                       translatable("The feature names of the image bands in the records, in order; empty: the "
                                    "bands' descriptions, else b1, b2, ...")),
        "polygons": (translatable("Polygons with the classes"),
                     translatable("Polygons (any CRS) drawn over the rasters, each with its class in the class "
                                  "field; burnt onto the export grid as the label band.")),
        "class_field": (translatable("Class field"),
                        translatable("The polygons' field holding the class: texts become classes 1, 2, ... in "
                                     "sorted order of the texts; whole numbers are the classes themselves.")),
        "patch_dimensions": (translatable("Patch dimensions 'w,h'"),
                             translatable("The size of each patch in pixels, width,height (EE's patchDimensions).")),
        "kernel_size": (translatable("Kernel size 'kx,ky'"),
                        translatable("Each record holds floor(k/2) real neighbouring pixels on each side of its "
                                     "patch (EE's kernelSize); 1,1 for none.")),
        "splits": (translatable("Splits"),
                   translatable("The sets and their shares of the patches, adding up to 1, e.g. train=0.8,val=0.2 "
                                "or train=0.8,val=0.1,test=0.1. The counts realised differ from the shares by "
                                "about a block; they are in the log.")),
        # The step's own option, unchanged: its texts are the schema's.
        "split_block": (EXPORT_IMAGE["splitBlock"].label, EXPORT_IMAGE["splitBlock"].help),
        "prefix": (EXPORT_IMAGE["prefix"].label,
                   translatable("The files are named PREFIX-train-00000.tfrecord.gz, PREFIX-val-..., and "
                                "PREFIX-sidecar.json.")),
        "pytorch_index": (translatable("Uncompressed, with .tfindex (PyTorch)"),
                          translatable("Writes the shards uncompressed (.tfrecord) with a .tfindex beside each, as "
                                       "the PyTorch tfrecord package reads them for multi-worker loading; "
                                       "unchecked, the shards are GZIP (.tfrecord.gz) as Earth Engine writes them.")),
    }
    OUTPUTS = {"export:training_sets": (EXPORT_IMAGE["output"].label,
                                        translatable("The folder the training sets are written to."))}

    def checkParameterValues(self, parameters: dict[str, Any], context: QgsProcessingContext) -> tuple[bool, str]:
        """Refuse the splits and class field the export step would refuse, naming the model's inputs: the
        step's messages name its own parameters (SPLITS, LABEL_FIELD), which the model's user never sees.
        The same checks as the step's; what only the run can tell (too few blocks for the sets, a class
        that is no whole number) still comes from the step."""
        checked, message = super().checkParameterValues(parameters, context)
        if not checked:
            return checked, message
        try:
            parse_splits(self.parameterAsString(parameters, "splits", context), option="splits")
        except TrainingOptionsError as error:
            return False, user_text(error)
        polygons = self.parameterAsSource(parameters, "polygons", context)
        field = self.parameterAsString(parameters, "class_field", context)
        if polygons is not None and field:
            try:
                check_fields_exist([field], polygons.fields().names(), "class_field")
            except QgsProcessingException as error:
                return False, str(error)
        return True, ""


class ClassMapFromPredictions(ShippedModel):
    NAME = "classmapfrompredictions"
    DISPLAY_NAME = translatable("Class map from predictions")
    ICON = "class_map.svg"
    TAGS = ("predictions", "segmentation", "classification", "class map", "land cover", "argmax", "model")
    HELP = translatable(
        "Turns a segmentation model's predictions, made from the patches of a training export, into a class map "
        "on the export's grid, named and coloured after the export's classes and styled when it is added to the "
        "map (NAME.qml beside it). A model of one step: tfrecord:importimage with a class table.<br>"
        "<b>Prediction files</b>: the TFRecords the model wrote, one record per patch of the export, in order. "
        "<b>Mixer</b>: the export's PREFIX-mixer.json, or for the predictions of a training set its "
        "PREFIX-val-index.json (the set's patches are placed on the full grid, the others nodata); empty: the "
        "one beside the predictions. <b>Class table</b>: the training export's PREFIX-sidecar.json (its "
        "\"labels\" list the classes drawn from the polygons) or a CSV of value,name[,color]. <b>Features</b>: "
        "the features holding the predictions; a set's own files with the feature label give the map of the "
        "labels the polygons burnt, to check them before training.<br>"
        "Predictions of one band a class become the class of the greatest band: band i (in the order of the "
        "features, then of a feature's depth) is the table's i-th class; with one band more than classes the "
        "first is the label nodata (unlabelled pixels), drawn as nodata. Features named after the classes (cloud, "
        "land, ...) are matched to them by name, whatever order the records keep their keys in; several features "
        "named otherwise must be listed in Features in the table's order, else the run stops. One band of class "
        "numbers is taken as it is. Without a class table, choose the argmax: the classes are then 1..n named "
        "after the bands.")
    INPUTS = {
        "predictions": (translatable("Prediction TFRecord files"),
                        translatable("The model's predictions: TFRecord files (plain or GZIP), one record per patch "
                                     "of the training export's grid, read in the order given.")),
        "mixer": (translatable("Mixer or index JSON of the export"),
                  translatable("The training export's PREFIX-mixer.json, or a set's index JSON, that places the "
                               "patches; empty: the one found beside the prediction files.")),
        "class_table": (IMPORT_IMAGE["classTable"].label,
                        translatable("The training export's PREFIX-sidecar.json, whose \"labels\" hold the classes "
                                     "drawn from its polygons, or a CSV with one line value,name[,color] a class.")),
        "features": (translatable("Features, comma-separated"),
                     translatable("The features of the records that hold the predictions, in order: with the "
                                  "argmax, band i is the class table's i-th class. label reads a training "
                                  "set's label band. Empty: every feature.")),
        "class_from": (IMPORT_IMAGE["classFrom"].label,
                       translatable("Automatic: one band holds class numbers, several bands are one per class "
                                    "(argmax) when there is a class table; without one, choose the argmax.")),
        # The step's own option, unchanged: its texts are the schema's.
        "cog": (IMPORT_IMAGE["cog"].label, IMPORT_IMAGE["cog"].help),
        # A model's scores as one feature of several bands: in which order it holds them (Keras's or EE's).
        "layout": (IMPORT_IMAGE["layout"].label, IMPORT_IMAGE["layout"].help),
    }
    OPTIONS = {"class_from": list(IMPORT_IMAGE["classFrom"].choice_labels),
               "layout": list(IMPORT_IMAGE["layout"].choice_labels)}
    OUTPUTS = {"classmap:class_map": (translatable("Class map"),
                                      translatable("The class map GeoTIFF (one band of class values), with its "
                                                   "style NAME.qml beside it."))}


class PredictClassMap(ShippedModel):
    NAME = "predictclassmap"
    DISPLAY_NAME = translatable("Predict a class map")
    ICON = "class_map.svg"
    TAGS = ("predict", "inference", "onnx", "segmentation", "classification", "class map", "land cover", "model")
    HELP = translatable(
        "Runs a segmentation model trained on a training export (for instance one of <i>Training sets from "
        "polygons</i>) over raster layers, a new scene or the whole of the one it was trained on, and writes the "
        "class map on the layers' grid, named and coloured after the export's classes and styled when it is "
        "added to the map (NAME.qml beside it). A model of one step: tfrecord:predict given the training export's "
        "sidecar, which cuts the patches as the export cut them (patch dimensions, kernel margins, default value, "
        "value type, bands) and whose class table makes the class map; for scale, offset or EE-format "
        "predictions, open its file (resources/models in the plugin's folder) in the Model Builder, or run "
        "tfrecord:predict itself.<br>"
        "<b>ONNX model</b>: one band a class out, in the order of the sidecar's classes (band i is its i-th "
        "class; with one band more, the first is no class), or one band of class numbers. Needs the ONNX runtime "
        "(onnxruntime): Settings > Options > TFRecord Bridge installs it.")
    INPUTS = {
        # The step's own options, unchanged: their texts are the schema's.
        "rasters": (PREDICT["sources"].label, PREDICT["sources"].help),
        "model": (PREDICT["model"].label, PREDICT["model"].help),
        "sidecar": (PREDICT["like"].label,
                    translatable("The sidecar (PREFIX-sidecar.json) of the training export the model was trained "
                                 "on: the patches are cut as it says, the rasters' bands must match its bands, and "
                                 "its class table (its \"labels\", the classes of the polygons) names and colours "
                                 "the class map.")),
        "cog": (PREDICT["cog"].label, PREDICT["cog"].help),
    }
    OUTPUTS = {"predict:class_map": (translatable("Class map"),
                                     translatable("The class map GeoTIFF (one band of class values) on the rasters' "
                                                  "grid, with its style NAME.qml beside it."))}


def model_classes() -> list[type[ShippedModel]]:
    return [TrainingSetsFromPolygons, ClassMapFromPredictions, PredictClassMap]


def shipped_models() -> list[ShippedModel]:
    """Fresh instances of the shipped models whose files load."""
    models = [model_class() for model_class in model_classes()]
    return [model for model in models if model.load_ok]

