"""tfrecord:importtable: TFRecord files of Examples as a table (FORMAT.md 5), two streaming passes."""

from __future__ import annotations

import os
import shutil
import tempfile
from collections.abc import Iterable, Sequence
from typing import Any, Literal

from qgis.core import (
    Qgis,
    QgsCoordinateReferenceSystem,
    QgsFeature,
    QgsFeatureSink,
    QgsField,
    QgsFields,
    QgsGeometry,
    QgsGeometryCollection,
    QgsPoint,
    QgsProcessingContext,
    QgsProcessingException,
    QgsProcessingFeedback,
    QgsProcessingMultiStepFeedback,
    QgsProcessingOutputLayerDefinition,
    QgsProperty,
    QgsWkbTypes,
)
from qgis.PyQt.QtCore import QByteArray

from ..core import tables
from ..core.base.messages import counted, n_records
from ..core.base.progress import Monitor
from ..core.layout.schema import IMPORT_TABLE, TABLE_KEYS
from ..core.places import storage
from ..core.places.outputs import check_output_file
from ..texts import fill, tr, translatable, translated, user_text
from .base import TFRecordAlgorithm
from .compat import BINARY_FIELD, DOUBLE_FIELD, INTEGER_FIELD, STRING_FIELD
from .shared import destination_as_gdal_names_it

FIELD_TYPES = {
    tables.COLUMN_INTEGER: INTEGER_FIELD,
    tables.COLUMN_DOUBLE: DOUBLE_FIELD,
    tables.COLUMN_STRING: STRING_FIELD,
    tables.COLUMN_BINARY: BINARY_FIELD,
}


def geometry_type_of(wkb_codes: Iterable[int]) -> Qgis.WkbType:
    """One layer geometry type for the WKB types seen: single and multi parts of one kind become multi,
    different kinds a geometry collection; Z and M are kept if any geometry has them."""
    types = {QgsWkbTypes.Type(code) for code in wkb_codes}
    has_z = any(QgsWkbTypes.hasZ(wkb_type) for wkb_type in types)
    has_m = any(QgsWkbTypes.hasM(wkb_type) for wkb_type in types)

    def with_dimensions(wkb_type: Qgis.WkbType) -> Qgis.WkbType:
        wkb_type = QgsWkbTypes.addZ(wkb_type) if has_z else wkb_type
        return QgsWkbTypes.addM(wkb_type) if has_m else wkb_type

    types = {with_dimensions(wkb_type) for wkb_type in types}
    if len(types) == 1:
        return types.pop()
    multi_types = {QgsWkbTypes.multiType(wkb_type) for wkb_type in types}
    if len(multi_types) == 1:
        return multi_types.pop()
    # Points and polygons together: a layer has one type, so each geometry goes in a collection.
    # QGIS 3.22 cannot write a GeometryCollectionZ to a GeoPackage (OGR_G_ImportFromWkb fails), while
    # GeometryCollectionZM works: Z is kept, with an M of 0.
    if has_z:
        return QgsWkbTypes.Type.GeometryCollectionZM
    return with_dimensions(QgsWkbTypes.Type.GeometryCollection)



class _Staged:
    """A table file written in a folder of its own beside ``path`` (``NAME.part`` folder, the file under its
    final name, so a GeoPackage's layer is named as the file), moved to ``path`` once complete: a run that
    fails leaves nothing under the final name, not even a table of the rows written so far. Files of several
    parts (a Shapefile's .shp, .dbf, .shx, ...) move together. ``path`` None or in a bucket: written in place."""

    def __init__(self, path: str | None) -> None:
        self.path = path
        self.folder: str | None = None

    def __enter__(self) -> _Staged:
        if self.path is not None and not storage.is_virtual(self.path):
            folder, name = os.path.split(self.path)
            self.folder = tempfile.mkdtemp(prefix=f".{name}.", suffix=storage.PARTIAL_SUFFIX, dir=folder or ".")
        return self

    def __exit__(self, *exc: object) -> Literal[False]:
        if self.folder is not None:
            shutil.rmtree(self.folder, ignore_errors=True)
        return False

    def _staged_path(self) -> str:
        return os.path.join(self.folder, os.path.basename(self.path))

    def parameters(self, parameters: dict[str, Any], name: str) -> dict[str, Any]:
        """``parameters`` with the destination ``name`` in the staging folder."""
        if self.folder is None:
            return parameters
        value = parameters.get(name)
        if isinstance(value, QgsProcessingOutputLayerDefinition):
            value = QgsProcessingOutputLayerDefinition(value)
            value.sink = QgsProperty.fromValue(self._staged_path())
            return {**parameters, name: value}
        return {**parameters, name: self._staged_path()}

    def commit(self, destination: str, context: QgsProcessingContext) -> str:
        """Move the complete file(s) to the final name; the destination, and the layer QGIS loads, renamed so."""
        if self.folder is None:
            return destination
        stem = os.path.splitext(os.path.basename(self.path))[0]
        target_folder = os.path.dirname(self.path) or "."
        # The main file last: a reader finding it finds its other parts.
        names = sorted(os.listdir(self.folder), key=lambda name: name == os.path.basename(self.path))
        for name in names:
            if name.startswith(stem + "."):
                os.replace(os.path.join(self.folder, name), os.path.join(target_folder, name))
        final = destination.replace(self._staged_path(), self.path, 1)
        layers = context.layersToLoadOnCompletion()
        if destination in layers:
            layers[final] = layers.pop(destination)
            context.setLayersToLoadOnCompletion(layers)
        return final


# Table formats GDAL writes from start to end, which a bucket (written as a stream) takes.
_WRITTEN_IN_ONE_PASS = (".geojson", ".json", ".fgb")

class ImportTableAlgorithm(TFRecordAlgorithm):
    NAME = "importtable"
    DISPLAY_NAME = translatable("Load TFRecord as table")
    GROUP = translatable("Tables")
    GROUP_ID = "tables"
    ICON = "import_table.svg"
    TAGS = ("table", "vector", "features", "attributes", "import")
    HELP = (
        translatable("Reads TFRecord files of tf.train.Example records (in file-name order) as a table: one feature "
        "per record, one field per Example feature. A first pass over the records infers the fields: a key "
        "holding int64 everywhere is an integer field, float anywhere makes it a double (Earth Engine "
        "writes both for one key), UTF-8 bytes a text field, other bytes a binary field. Keys with more "
        "than one value become JSON text, or one field per element. Integers that were dates stay numbers.<br>"
        "<b>Geometry</b>: points from two number features (<i>X feature</i>, <i>Y feature</i>), or shapes "
        "from a WKB bytes feature (the export writes <i>{centroid_x_key}</i>, "
        "<i>{centroid_y_key}</i> and <i>{wkb_key}</i>; ISO WKB or PostGIS EWKB), in the chosen "
        "CRS. Several geometry types together load as geometry collections. A WKB feature used for geometry "
        "is not kept as a field. A float <i>fid</i> of whole numbers comes back an integer (GeoPackages need "
        "it). Names the table file cannot hold are renamed, each said in the log: of names alike but for case "
        "(<i>UPPER</i>, <i>upper</i>) the second becomes <i>upper_2</i>, an empty name <i>field</i>, and a "
        "GeoPackage's <i>fid</i> that is not a whole number in every record, each another, <i>fid_2</i>. The "
        "table appears under its name only once complete. The feature lists of SequenceExamples are ignored.")
    )
    HELP_VALUES = dict(TABLE_KEYS)

    SCHEMA = IMPORT_TABLE
    OUTPUT = IMPORT_TABLE["output"].parameter

    def _check_output(self, parameters: dict[str, Any], context: QgsProcessingContext) -> str | None:
        """Refuse a table file that cannot be written before the records are read; its path (None for memory
        and database destinations, which are QGIS's to check)."""
        destination = self.parameterAsOutputLayer(parameters, self.OUTPUT, context)
        path = destination.split("|")[0]
        if destination.startswith(("memory:", "ogr:", "postgres:", "spatialite:")) or not os.path.isabs(path):
            return None
        if storage.is_virtual(path) and os.path.splitext(path)[1].lower() not in _WRITTEN_IN_ONE_PASS:
            raise QgsProcessingException(fill(tr(
                "table file ({name}) {path}: this format cannot be written into a bucket (its file is written out "
                "of order); choose GeoJSON (.geojson) or FlatGeobuf (.fgb), or a local file"),
                    name=self.name_of("output"), path=storage.user_path(path)))
        try:
            check_output_file(path, fill(tr("table file ({parameter})"), parameter=self.OUTPUT))
        except OSError as error:
            raise QgsProcessingException(user_text(error)) from error
        return path

    def _request(self, parameters: dict[str, Any], context: QgsProcessingContext) -> tables.TableImportRequest:
        """The import's request: the files in file-name order, and the X and Y, or WKB, features asked for."""
        paths = sorted(self.parameterAsFileList(parameters, self.SCHEMA["input"].parameter, context),
                       key=os.path.basename)
        if not paths:
            raise QgsProcessingException(tr("Choose at least one TFRecord file."))
        try:
            return tables.TableImportRequest(
                paths, self.value("lists", parameters, context),
                *(self.value(key, parameters, context).strip() for key in ("xField", "yField", "wkbField")))
        except ValueError as error:
            raise QgsProcessingException(user_text(error)) from error

    @staticmethod
    def _layer_geometry_type(schema: tables.TableSchema, x_key: str, wkb_key: str,
                             feedback: QgsProcessingFeedback) -> Qgis.WkbType:
        """The table's geometry type: of the WKB geometries seen, Point for X/Y features, else none."""
        if x_key:
            return QgsWkbTypes.Type.Point
        if not wkb_key:
            return QgsWkbTypes.Type.NoGeometry
        geometry_type = geometry_type_of(schema.wkb_types) if schema.wkb_types else QgsWkbTypes.Type.Unknown
        if QgsWkbTypes.flatType(geometry_type) == QgsWkbTypes.Type.GeometryCollection:
            seen_m = any(QgsWkbTypes.hasM(QgsWkbTypes.Type(code)) for code in schema.wkb_types)
            added_m = QgsWkbTypes.hasM(geometry_type) and not seen_m
            feedback.pushWarning(tr("The records hold several geometry types: each geometry is loaded as a "
                                 "geometry collection") + (tr(", with an M of 0 beside its Z") if added_m else ""))
        return geometry_type

    def processAlgorithm(self, parameters: dict[str, Any], context: QgsProcessingContext,
                         feedback: QgsProcessingFeedback) -> dict[str, Any]:
        parameters = destination_as_gdal_names_it(parameters, self.OUTPUT)
        request = self._request(parameters, context)
        x_key, y_key, wkb_key = request.xField, request.yField, request.wkbField
        table_file = self._check_output(parameters, context)

        steps = QgsProcessingMultiStepFeedback(2, feedback)
        schema = self._scan_schema(steps, feedback, request)
        self._check_geometry_keys(schema, x_key, y_key, wkb_key)

        geometry_type = self._layer_geometry_type(schema, x_key, wkb_key, feedback)
        self._check_field_count(table_file, len(schema.columns), geometry_type, feedback)
        columns, fields = self._fields(schema, table_file, feedback)
        crs = self.given_crs(parameters, self.name_of("crs"), context,
                             tr("CRS of the geometry ({name}): {value!r} is not a CRS QGIS knows")) \
            if geometry_type != QgsWkbTypes.Type.NoGeometry else QgsCoordinateReferenceSystem()
        # The table's folders are made only now, for QGIS's sink, and go again if the run fails; not one that
        # holds the sink's half-written file, which is QGIS's to write and to leave.
        with self.folder_for(table_file), _Staged(table_file) as staged:
            sink, destination = self.parameterAsSink(staged.parameters(parameters, self.OUTPUT), self.OUTPUT, context,
                                                     fields, geometry_type, crs)
            if sink is None:
                raise QgsProcessingException(self.invalidSinkError(parameters, self.OUTPUT))

            binary_columns = [index for index, column in enumerate(columns)
                              if column.type == tables.COLUMN_BINARY]
            unreadable = []

            def copy_records(sink: QgsFeatureSink,
                             monitor: Monitor) -> None:  # the sink as an argument: deleted below, the file closes
                for row, extras in tables.read_table(request, columns, total=schema.records, monitor=monitor):
                    feature = QgsFeature(fields)
                    attributes = list(row)
                    for index in binary_columns:
                        if attributes[index] is not None:
                            attributes[index] = QByteArray(attributes[index])
                    feature.setAttributes(attributes)
                    geometry = self._geometry(extras, bool(wkb_key), geometry_type)
                    if wkb_key and extras[0] is not None and geometry.isNull():
                        unreadable.append(row)
                    feature.setGeometry(geometry)
                    if not sink.addFeature(feature, QgsFeatureSink.Flag.FastInsert):
                        raise QgsProcessingException(self.writeFeatureError(sink, parameters, self.OUTPUT))

            steps.setCurrentStep(1)
            self.run_core(steps, copy_records, sink)
            del sink  # closed: the file is complete before it takes its name
            destination = staged.commit(destination, context)
        if unreadable:
            feedback.reportError(translated(counted(
                len(unreadable), "%n record holds {wkb_key!r} bytes that are not WKB: its feature has no geometry",
                "%n records hold {wkb_key!r} bytes that are not WKB: their features have no geometry",
                wkb_key=wkb_key)), False)
        return self.results(output=destination, records=schema.records)

    @staticmethod
    def _fields(schema: tables.TableSchema, table_file: str | None,
                feedback: QgsProcessingFeedback) -> tuple[list[tables.Column], QgsFields]:
        """The columns, named as the table file can hold them (the renamed ones told in the log), and their
        fields."""
        columns, renamed = tables.table_field_names(schema, table_file)
        for note in renamed:
            feedback.pushWarning(translated(note))
        fields = QgsFields()
        for column in columns:
            fields.append(QgsField(column.name, FIELD_TYPES[column.type]))  # type: ignore[arg-type]  # QVariant before 3.38
        return columns, fields

    def _scan_schema(self, steps: QgsProcessingMultiStepFeedback, feedback: QgsProcessingFeedback,
                     request: tables.TableImportRequest) -> tables.TableSchema:
        """The table's schema, scanned from every record (the first of ``steps``), told in the log."""
        schema = self.run_core(steps, tables.scan_table, request)
        feedback.pushInfo(fill(tr("{records}, {fields}"), records=n_records(schema.records),
                               fields=counted(len(schema.columns), "%n field", "%n fields")))
        if schema.records_with_feature_lists:
            feedback.reportError(translated(counted(
                schema.records_with_feature_lists,
                "%n record is a SequenceExample; only its context features are loaded",
                "%n records are SequenceExamples; only their context features are loaded")), False)
        return schema

    @staticmethod
    def _check_field_count(path: str | None, count: int, geometry_type: Qgis.WkbType,
                           feedback: QgsProcessingFeedback) -> None:
        """Refuse more fields than the table file's format holds, before any file is made (``path`` None: a
        database or memory layer, QGIS's to check)."""
        if path is None:
            return
        try:
            warning = tables.check_field_count(path, count, geometry_type != QgsWkbTypes.Type.NoGeometry)
        except ValueError as error:
            raise QgsProcessingException(user_text(error)) from error
        if warning:
            feedback.pushWarning(translated(warning))

    @staticmethod
    def _check_geometry_keys(schema: tables.TableSchema, x_key: str, y_key: str, wkb_key: str) -> None:
        kinds = {stats.name: stats.column_type for stats in schema.keys}
        for key, wanted, what in ((x_key, (tables.COLUMN_INTEGER, tables.COLUMN_DOUBLE), "numbers"),
                                  (y_key, (tables.COLUMN_INTEGER, tables.COLUMN_DOUBLE), "numbers"),
                                  (wkb_key, (tables.COLUMN_BINARY, tables.COLUMN_STRING), "bytes")):
            if not key:
                continue
            if key not in kinds:
                raise QgsProcessingException(fill(tr("No record has a feature named {key!r}; the records have: "
                                                  "{kinds}."), key=key, kinds=', '.join(kinds) or tr('no features')))
            if kinds[key] not in wanted:
                raise QgsProcessingException(
                    fill(tr("Feature {key!r} holds {kind} values, not {what}."), key=key, kind=kinds[key], what=what))

    @staticmethod
    def _geometry(extras: Sequence[Any], from_wkb: bool, layer_type: Qgis.WkbType) -> QgsGeometry:
        if from_wkb:
            (wkb,) = extras
            if wkb is None:
                return QgsGeometry()
            geometry = QgsGeometry()
            geometry.fromWkb(tables.iso_wkb(wkb))
            if geometry.isNull():
                return geometry
            if QgsWkbTypes.flatType(layer_type) == QgsWkbTypes.Type.GeometryCollection:
                collection = QgsGeometryCollection()
                for part in geometry.constParts():
                    collection.addGeometry(part.clone())
                geometry = QgsGeometry(collection)
            elif QgsWkbTypes.isMultiType(layer_type) and not geometry.isMultipart():
                geometry.convertToMultiType()
            # A layer with Z (or M) takes 2-D geometries only with a Z (M) of 0; a GeoPackage
            # would otherwise store them empty.
            if QgsWkbTypes.hasZ(layer_type) and not geometry.constGet().is3D():
                geometry.get().addZValue(0)
            if QgsWkbTypes.hasM(layer_type) and not geometry.constGet().isMeasure():
                geometry.get().addMValue(0)
            return geometry
        if extras and None not in extras:
            return QgsGeometry(QgsPoint(*extras))
        return QgsGeometry()
