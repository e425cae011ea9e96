"""The label layer parameters of the patch exports, turned into what core.export.labels reads.

A layer GDAL reads as it is (an OGR file layer, whole or with a subset string)
is passed by its path, layer name and subset; anything else (a memory layer,
a selection, a database or web layer, a feature limit or filter) is written to a
temporary GeoPackage first, with QgsVectorFileWriter, holding the features to
burn and the label field only.
"""

from __future__ import annotations

import os
import shutil
import tempfile
from typing import Any, Callable, Literal

from qgis.core import (
    QgsCoordinateTransformContext,
    QgsFeature,
    QgsFeatureRequest,
    QgsFeatureSource,
    QgsFields,
    QgsMapLayer,
    QgsProcessingContext,
    QgsProcessingException,
    QgsProcessingFeatureSourceDefinition,
    QgsProcessingFeedback,
    QgsProviderRegistry,
    QgsVectorFileWriter,
    QgsVectorLayer,
)

from ..core.base.messages import counted
from ..core.export.labels import DEFAULT_LABEL_BAND, LabelError, LabelSource, label_values
from ..core.places import storage
from ..texts import fill, tr, translated, user_text
from .base import TFRecordAlgorithm
from .compat import STRING_FIELD
from .shared import plain_value


def label_band(algorithm: TFRecordAlgorithm, parameters: dict[str, Any], context: QgsProcessingContext) -> str:
    """The label band's name (the labelBand option), or the default when it is empty."""
    return algorithm.value("labelBand", parameters, context).strip() or DEFAULT_LABEL_BAND


def label_values_error(layer: QgsVectorLayer, field: str, selected_only: bool = False) -> str | None:
    """Why the run would refuse the values of ``field`` in the vector ``layer`` (of its selected features only),
    in :func:`~..core.export.labels.label_values`'s words; None when it takes them. Reads that one attribute of every
    feature, no geometry, for a dialog to check before Run."""
    fields = layer.fields()
    index = fields.indexOf(field)
    if index < 0:
        return None  # the run names the field it lacks
    request = QgsFeatureRequest().setFlags(QgsFeatureRequest.Flag.NoGeometry).setSubsetOfAttributes([index])
    if selected_only:
        request.setFilterFids(layer.selectedFeatureIds())
    features = layer.getFeatures(request)
    try:
        label_values(((feature.id(), plain_value(feature.attribute(index))) for feature in features),
                     fields.at(index).type() == STRING_FIELD, field, layer.name())
    except LabelError as error:
        return user_text(error)
    finally:
        features.close()
    return None


def _as_file_layer(layer: QgsVectorLayer | None) -> tuple[str, str | None, str | None] | None:
    """(path, layer name, subset) when GDAL reads ``layer`` as it is, else None."""
    if layer is None or layer.providerType() != "ogr":
        return None
    parts = QgsProviderRegistry.instance().decodeUri("ogr", layer.source())
    path = parts.get("path")
    subset = layer.subsetString() or ""
    if not path or not storage.exists(path) or parts.get("layerId") not in (None, "") \
            or subset.strip().lower().startswith("select"):
        return None
    return path, parts.get("layerName") or None, subset or None


def _layer_name(value: Any, layer: QgsMapLayer | None, source: QgsFeatureSource) -> str:
    """The label layer's name for the class table: the layer's, or for a layer of a file given by its
    path (gpkg|layername=roads) the layer's name in the file, not the file's that Processing gives it."""
    if isinstance(value, QgsProcessingFeatureSourceDefinition):
        value = value.source.staticValue()
    if isinstance(value, str) and "|" in value:
        named = QgsProviderRegistry.instance().decodeUri("ogr", value).get("layerName")
        if named:
            return named
    return layer.name() if layer is not None else source.sourceName()


def _plain_definition(parameters: dict[str, Any], name: str) -> bool:
    """Whether the parameter is a layer as it is: no selection, feature limit or filter."""
    value = parameters.get(name)
    if not isinstance(value, QgsProcessingFeatureSourceDefinition):
        return True
    limit = getattr(value, "featureLimit", -1)
    expression = getattr(value, "filterExpression", "")
    return not value.selectedFeaturesOnly and (limit is None or limit < 0) and not expression


def label_source(algorithm: TFRecordAlgorithm, parameters: dict[str, Any], context: QgsProcessingContext,
                 feedback: QgsProcessingFeedback, scratch: Callable[[], str]) -> LabelSource | None:
    """The :class:`~..core.export.labels.LabelSource` of the label parameters, None without a label layer.
    ``algorithm``: one whose schema has the label options (schema.LABEL_OPTIONS: exportimage, exportpatchesatpoints).

    ``scratch``: a function giving a temporary folder, removed by the caller,
    for the GeoPackage a layer GDAL cannot read as it is is written to.
    """
    layer_name = algorithm.name_of("labelLayer")
    if parameters.get(layer_name) in (None, ""):
        return None
    source = algorithm.parameterAsSource(parameters, layer_name, context)
    if source is None:
        raise QgsProcessingException(algorithm.invalidSourceError(parameters, layer_name))
    layer = algorithm.parameterAsVectorLayer(parameters, layer_name, context)
    field = algorithm.value("labelField", parameters, context) or None
    if field is not None and source.fields().indexOf(field) < 0:
        raise QgsProcessingException(fill(tr("{name}: the label layer has no field {field!r} (its fields: "
                                             "{fields})"), name=algorithm.name_of("labelField"), field=field,
                                          fields=", ".join(source.fields().names()) or tr("none")))
    band = label_band(algorithm, parameters, context)
    name = _layer_name(parameters.get(layer_name), layer, source)
    common: dict[str, Any] = dict(
        field=field, value=algorithm.value("labelValue", parameters, context),
        all_touched=algorithm.value("labelAllTouched", parameters, context), band=band, name=name)
    as_file = _as_file_layer(layer) if _plain_definition(parameters, layer_name) else None
    if as_file is not None:
        path, layer_name, subset = as_file
        return LabelSource(path, layer_name, subset, **common)
    return LabelSource(_write_geopackage(source, field, scratch(), feedback), "labels", **common)


def _write_geopackage(source: QgsFeatureSource, field: str | None, folder: str, feedback: QgsProcessingFeedback) -> str:
    """The features of ``source`` (geometry and ``field`` only) in a GeoPackage of ``folder``; its path."""
    path = os.path.join(folder, "labels.gpkg")
    fields = QgsFields()
    if field is not None:
        fields.append(source.fields().field(field))
    options = QgsVectorFileWriter.SaveVectorOptions()
    options.driverName = "GPKG"
    options.layerName = "labels"
    writer = QgsVectorFileWriter.create(path, fields, source.wkbType(), source.sourceCrs(),
                                        QgsCoordinateTransformContext(), options)
    if writer.hasError() != QgsVectorFileWriter.WriterError.NoError:
        raise QgsProcessingException(fill(tr("cannot write the label layer to {path}: {error}"),
            path=path, error=writer.errorMessage()))
    request = QgsFeatureRequest().setSubsetOfAttributes([field] if field else [], source.fields())
    total = source.featureCount()
    try:
        for number, feature in enumerate(source.getFeatures(request)):
            if feedback is not None and feedback.isCanceled():
                raise QgsProcessingException(fill(tr("Cancelled: {error}; nothing was left half-written."),
                    error=tr("cancelled by the user")))
            copy = QgsFeature(fields)
            copy.setGeometry(feature.geometry())
            if field is not None:
                copy.setAttributes([feature[field]])
            if not writer.addFeature(copy):
                raise QgsProcessingException(fill(tr("cannot write the label layer to {path}: {error}"),
                    path=path, error=writer.errorMessage()))
            if feedback is not None and total > 0 and number % 1000 == 0:
                feedback.setProgressText(translated(counted(total, "Copying the label layer: {done} of %n feature",
                                                            "Copying the label layer: {done} of %n features",
                                                            done=number)))
    finally:
        del writer  # closes the GeoPackage
    return path


class ScratchFolders:
    """Temporary folders made on demand and removed together (``with``)."""

    def __init__(self) -> None:
        self.folders: list[str] = []

    def __call__(self) -> str:
        self.folders.append(tempfile.mkdtemp(prefix="tfrecord-bridge-labels-"))
        return self.folders[-1]

    def __enter__(self) -> ScratchFolders:
        return self

    def __exit__(self, *exc: object) -> Literal[False]:
        for folder in self.folders:
            shutil.rmtree(folder, ignore_errors=True)
        return False
