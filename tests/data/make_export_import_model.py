"""Writes export_import_model.model3: a Model Builder model that exports a raster and imports it back.

    QT_QPA_PLATFORM=offscreen .venv/bin/python tests/data/make_export_import_model.py

The model is built in Python rather than drawn in Model Builder so that what it
holds is reviewable here and the committed file can be checked against it
(tests/test_round_trip.py does). Inputs: a raster layer and the destination of
the imported raster. tfrecord:exportimage writes to a temporary folder; its
FILES output feeds tfrecord:importimage's INPUT, which finds the mixer beside them.
"""

import os
import sys

MODEL_FILE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "export_import_model.model3")
MODEL_NAME = "Export a raster to TFRecord patches and import them back"
RASTER_INPUT = "raster"
IMPORTED_OUTPUT = "imported"
# Small patches, a kernel margin and small shards, so a run of the model crosses several files
# and crops margins: everything the import has to get right, on a raster of any size.
EXPORT_SETTINGS = {"PATCH_DIMENSIONS": "128,96", "KERNEL_SIZE": "3", "VALUE_TYPE": 1,  # native types
                   "MAX_FILE_SIZE": 200_000, "PREFIX": "patches"}


def with_defaults(child):
    """Every parameter left unset takes its default as a static value, as Model Builder's dialog fills it.

    Mandatory ones must have a value for the model to validate; optional ones without
    a default and destinations stay unset (destinations are then temporary).
    """
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


def build_model():
    """The model, made from the registered tfrecord algorithms' ids and parameter names."""
    from qgis.core import (
        QgsProcessingModelAlgorithm,
        QgsProcessingModelChildAlgorithm,
        QgsProcessingModelChildParameterSource,
        QgsProcessingModelOutput,
        QgsProcessingModelParameter,
        QgsProcessingParameterRasterLayer,
    )
    from qgis.PyQt.QtCore import QPointF

    model = QgsProcessingModelAlgorithm(MODEL_NAME, "TFRecord Bridge")
    raster = QgsProcessingModelParameter(RASTER_INPUT)
    raster.setPosition(QPointF(120, 60))
    model.addModelParameter(QgsProcessingParameterRasterLayer(RASTER_INPUT, "Raster layer"), raster)

    export = QgsProcessingModelChildAlgorithm("tfrecord:exportimage")
    export.setChildId("export")
    export.setDescription("Export raster to TFRecord patches")
    export.setPosition(QPointF(120, 180))
    export.addParameterSources("INPUT", [QgsProcessingModelChildParameterSource.fromModelParameter(RASTER_INPUT)])
    for name, value in EXPORT_SETTINGS.items():
        export.addParameterSources(name, [QgsProcessingModelChildParameterSource.fromStaticValue(value)])
    with_defaults(export)
    model.addChildAlgorithm(export)

    load = QgsProcessingModelChildAlgorithm("tfrecord:importimage")
    load.setChildId("import")
    load.setDescription("Load TFRecord predictions as raster")
    load.setPosition(QPointF(120, 300))
    load.addParameterSources("INPUT", [QgsProcessingModelChildParameterSource.fromChildOutput("export", "FILES")])
    imported = QgsProcessingModelOutput(IMPORTED_OUTPUT, "Imported raster")
    imported.setChildId("import")
    imported.setChildOutputName("OUTPUT")
    imported.setPosition(QPointF(320, 360))
    load.setModelOutputs({IMPORTED_OUTPUT: imported})
    with_defaults(load)
    model.addChildAlgorithm(load)

    # Turns the child's model output into the model's own destination parameter, "import:imported".
    model.updateDestinationParameters()
    return model


def write_model(path=MODEL_FILE):
    model = build_model()
    valid, problems = model.validate()
    if not valid:
        raise RuntimeError("the model does not validate: " + "; ".join(problems))
    if not model.toFile(str(path)):
        raise OSError(f"could not write {path}")
    return path


def main():
    from qgis.core import QgsApplication

    # The plugin as QGIS loads it: tfrecord_bridge/ linked into .build/plugins (see tests/conftest.py).
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    sys.path.insert(0, os.path.join(root, ".build", "plugins"))
    import tfrecord_bridge

    application = QgsApplication([], False)
    application.initQgis()
    plugin = tfrecord_bridge.classFactory(None)
    plugin.initProcessing()
    try:
        print(write_model())
    finally:
        plugin.unload()
        application.exitQgis()


if __name__ == "__main__":
    main()
