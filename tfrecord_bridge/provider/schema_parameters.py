"""The Processing parameters and outputs of core/layout/schema.py's options, and their values read back: one way for
every kind, so that an algorithm declares nothing itself and reads what its schema says."""

from __future__ import annotations

import re
from typing import Any

from qgis.core import (
    QgsProcessing,
    QgsProcessingAlgorithm,
    QgsProcessingContext,
    QgsProcessingOutputDefinition,
    QgsProcessingOutputFile,
    QgsProcessingOutputMultipleLayers,
    QgsProcessingOutputNumber,
    QgsProcessingOutputString,
    QgsProcessingParameterBoolean,
    QgsProcessingParameterCrs,
    QgsProcessingParameterDefinition,
    QgsProcessingParameterEnum,
    QgsProcessingParameterExtent,
    QgsProcessingParameterFeatureSink,
    QgsProcessingParameterFeatureSource,
    QgsProcessingParameterField,
    QgsProcessingParameterFile,
    QgsProcessingParameterFileDestination,
    QgsProcessingParameterFolderDestination,
    QgsProcessingParameterNumber,
    QgsProcessingParameterRasterDestination,
    QgsProcessingParameterString,
)

from ..core.layout import schema
from ..core.layout.schema import Option, Output
from ..texts import fill, tr
from .input_rasters import OwnMultipleLayers, RasterLayerList

_SOURCE_TYPES = {
    schema.ANY_GEOMETRY: QgsProcessing.SourceType.TypeVectorAnyGeometry,  # type: ignore[attr-defined]  # the enum names QGIS 3.22 to 4 keep; qgis-stubs know only the newest
    schema.POINTS: QgsProcessing.SourceType.TypeVectorPoint,  # type: ignore[attr-defined]
    schema.ANY_VECTOR: QgsProcessing.SourceType.TypeVector,  # type: ignore[attr-defined]
}


def text_of(option: Option, text: str) -> str:
    """One of ``option``'s texts (its label, help or a choice's label) translated, its {placeholders} filled."""
    return fill(tr(text), **dict(option.text_values)) if option.text_values else tr(text)


def parameter_of(option: Option, default: Any = None, parent: str = "") -> QgsProcessingParameterDefinition:
    """The Processing parameter of ``option`` (without its help: TFRecordAlgorithm.add_parameter sets it);
    ``default`` replaces the schema's; ``parent``: a FIELD's layer parameter."""
    name, label, optional = option.parameter, text_of(option, option.label), option.optional
    value = option.processing_default(default)
    kind = option.kind
    if kind == schema.BOOLEAN:
        return QgsProcessingParameterBoolean(name, label, defaultValue=value, optional=optional)
    if kind == schema.CHOICE:
        return QgsProcessingParameterEnum(name, label, [text_of(option, text) for text in option.choice_labels],
                                          defaultValue=value, optional=optional)
    if kind in (schema.INTEGER, schema.NUMBER):
        number_type = QgsProcessingParameterNumber.Type.Integer if kind == schema.INTEGER \
            else QgsProcessingParameterNumber.Type.Double
        limits = {limit: bound for limit, bound in (("minValue", option.minimum), ("maxValue", option.maximum))
                  if bound is not None}
        parameter = QgsProcessingParameterNumber(name, label, number_type, defaultValue=value,
                                                 optional=optional or value is None, **limits)
        if kind == schema.NUMBER and option.decimals == 0:  # a whole number carried as a Double
            parameter.setMetadata({"widget_wrapper": {"decimals": 0}})
        return parameter
    if kind in _PLACES:
        return _PLACES[kind](option, name, label, parent)
    # A PAIR as "w,h" text; tensorDepths, a JSON object and other texts as they are typed.
    return QgsProcessingParameterString(name, label, defaultValue=None if kind == schema.DEPTHS else value,
                                        optional=optional, multiLine=kind == schema.JSON_TEXT)


def _file_filter(option: Option) -> str:
    return tr(option.file_filter) if option.file_filter else ""


def _extension(option: Option) -> str:
    """The one extension of a FILE whose filter names one kind of file, "Mixer (*.json)": Processing's extension,
    which takes it in any case (a.JSON too), as a filter would not; "" for any other filter."""
    match = re.fullmatch(r"[^(;]*\(\*\.(\w+)\)", option.file_filter)
    return match.group(1) if match else ""


class FileList(OwnMultipleLayers):
    """Files (TFRecord shards...), which are never layers: QGIS 3.24 and later write a list of layers' values for
    the History and qgis_process (valueAsJsonObject, valueAsString) by loading each path as a layer, and each
    provider that tries a TFRecord file may leave a file beside it (QGIS 3.40: NAME.properties); here each path
    stays the text it is."""

    LAYER_TYPE = QgsProcessing.SourceType.TypeFile  # type: ignore[attr-defined]  # as RasterLayerList's

    def valueAsJsonObject(self, value: Any, context: QgsProcessingContext) -> Any:
        if isinstance(value, (list, tuple)):
            return [self.valueAsJsonObject(item, context) for item in value]
        return value if isinstance(value, str) else super().valueAsJsonObject(value, context)

    def valueAsString(self, value: Any, context: QgsProcessingContext) -> tuple[str, bool]:
        return (value, True) if isinstance(value, str) else super().valueAsString(value, context)


# The parameters of layers, files and places: (option, name, label, parent) -> parameter.
_PLACES = {
    schema.RASTERS: lambda option, name, label, parent: RasterLayerList(name, label, optional=option.optional),
    schema.FILES: lambda option, name, label, parent: FileList(name, label, optional=option.optional),
    schema.VECTOR: lambda option, name, label, parent: QgsProcessingParameterFeatureSource(
        name, label, [_SOURCE_TYPES[option.geometry]], optional=option.optional),
    schema.FIELD: lambda option, name, label, parent: QgsProcessingParameterField(
        name, label, parentLayerParameterName=parent, allowMultiple=option.multiple, optional=option.optional),
    schema.EXTENT: lambda option, name, label, parent: QgsProcessingParameterExtent(
        name, label, optional=option.optional),
    schema.CRS: lambda option, name, label, parent: QgsProcessingParameterCrs(
        name, label, defaultValue=option.default, optional=option.optional),
    schema.FILE: lambda option, name, label, parent: QgsProcessingParameterFile(
        name, label, extension=_extension(option), fileFilter="" if _extension(option) else _file_filter(option),
        optional=option.optional),
    schema.FOLDER: lambda option, name, label, parent: QgsProcessingParameterFile(
        name, label, behavior=QgsProcessingParameterFile.Behavior.Folder, optional=option.optional),
    schema.OUTPUT_FOLDER: lambda option, name, label, parent: QgsProcessingParameterFolderDestination(
        name, label, optional=option.optional),
    schema.OUTPUT_FILE: lambda option, name, label, parent: QgsProcessingParameterFileDestination(
        name, label, _file_filter(option), optional=option.optional),
    schema.OUTPUT_RASTER: lambda option, name, label, parent: QgsProcessingParameterRasterDestination(
        name, label, optional=option.optional),
    schema.OUTPUT_VECTOR: lambda option, name, label, parent: QgsProcessingParameterFeatureSink(
        name, label, optional=option.optional),
}


def output_of(output: Output) -> QgsProcessingOutputDefinition:
    """The Processing output of one output of the schema."""
    label = tr(output.label)
    if output.kind == schema.OUT_NUMBER:
        return QgsProcessingOutputNumber(output.name, label)
    if output.kind == schema.OUT_FILES:
        return QgsProcessingOutputMultipleLayers(output.name, label)
    if output.kind == schema.OUT_FILE:
        return QgsProcessingOutputFile(output.name, label)
    return QgsProcessingOutputString(output.name, label)


def value_of(algorithm: QgsProcessingAlgorithm, option: Option, parameters: dict[str, Any],
             context: QgsProcessingContext) -> Any:
    """The value of ``option``'s parameter as the schema's kind holds it: a CHOICE as its value (not its index),
    a number or a choice without a default as None when not given, a PAIR or a text as its text. Layers, sources,
    extents and CRSs are the algorithm's to read (they need a layer's CRS or a transform)."""
    name, kind = option.parameter, option.kind
    if kind == schema.BOOLEAN:
        return algorithm.parameterAsBoolean(parameters, name, context)
    if kind == schema.CHOICE:
        # A choice without a default left out is not given (predict's valueType: the training export's), where
        # parameterAsEnum would read it as the first choice.
        if parameters.get(name) in (None, "") and option.default is None:
            return None
        return option.choices[algorithm.parameterAsEnum(parameters, name, context)]
    if kind in (schema.INTEGER, schema.NUMBER):
        if parameters.get(name) in (None, "") and option.default is None:
            return None
        if kind == schema.INTEGER:
            return algorithm.parameterAsInt(parameters, name, context)
        return algorithm.parameterAsDouble(parameters, name, context)
    return algorithm.parameterAsString(parameters, name, context)
