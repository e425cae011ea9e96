"""tfrecord:exporttable: a vector layer's features as one GZIP file of Examples (FORMAT.md 5)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from qgis.core import (
    QgsFeature,
    QgsFeatureRequest,
    QgsProcessing,
    QgsProcessingContext,
    QgsProcessingException,
    QgsProcessingFeedback,
    QgsProcessingOutputNumber,
    QgsProcessingParameterEnum,
    QgsProcessingParameterFeatureSource,
    QgsProcessingParameterField,
    QgsProcessingParameterFileDestination,
)

from ..core import tables
from ..core.places.outputs import check_output_file
from ..texts import fill, tr, translatable, user_text
from .base import TFRecordAlgorithm
from .compat import parameter_as_strings
from .shared import check_fields_exist, plain_value

GEOMETRY_CHOICES = (
    (translatable("none"), tables.GEOMETRY_NONE),
    (translatable("centroid ({x_key}, {y_key})"), tables.GEOMETRY_CENTROID),
    (translatable("WKB bytes ({wkb_key})"), tables.GEOMETRY_WKB),
)
VALUE_TYPE_CHOICES = (
    (translatable("float (as Earth Engine documents)"), tables.VALUE_FLOAT),
    (translatable("native (integers and booleans as int64)"), tables.VALUE_NATIVE),
)

class ExportTableAlgorithm(TFRecordAlgorithm):
    NAME = "exporttable"
    DISPLAY_NAME = translatable("Export vector layer to TFRecord")
    GROUP = translatable("Tables")
    GROUP_ID = "tables"
    ICON = "export_table.svg"
    TAGS = ("table", "vector", "features", "attributes", "training data", "export")
    HELP = (
        translatable("Writes one tf.train.Example per feature, in feature order, to ONE GZIP file "
        "(PREFIX.tfrecord.gz), as Earth Engine exports a table.<br>"
        "<b>Values</b>: numbers become float lists (Earth Engine); with value type <i>native</i> "
        "integers and booleans become int64 lists. Strings become UTF-8 bytes, list and JSON-array "
        "fields flat lists, dates, date-times and times int64 milliseconds since the epoch (UTC; a date "
        "is its midnight, a time counts from midnight) in both value types. A NULL attribute is left "
        "out of that feature's record.<br>"
        "<b>Geometry</b>: none, the centroid as float features <i>{centroid_x_key}</i> and "
        "<i>{centroid_y_key}</i> (in the layer's CRS), or ISO WKB as the bytes feature "
        "<i>{wkb_key}</i>. A field already called so must be left out of <i>Fields</i>.")
    )
    HELP_VALUES = {"centroid_x_key": tables.CENTROID_X_KEY, "centroid_y_key": tables.CENTROID_Y_KEY,
                   "wkb_key": tables.WKB_KEY}

    INPUT = "INPUT"
    FIELDS = "FIELDS"
    GEOMETRY = "GEOMETRY"
    VALUE_TYPE = "VALUE_TYPE"
    OUTPUT = "OUTPUT"
    RECORDS = "RECORDS"

    def initAlgorithm(self, config: dict[str, Any] | None = None) -> None:
        self.add_parameter(QgsProcessingParameterFeatureSource(
            self.INPUT, tr("Input layer"), [QgsProcessing.SourceType.TypeVector]),  # type: ignore[attr-defined]  # the enum names QGIS 3.22 to 4 keep; qgis-stubs know only the newest
            tr("The layer or table whose features become records, one tf.train.Example each, in feature order."))
        self.add_parameter(QgsProcessingParameterField(
            self.FIELDS, tr("Fields to export (none chosen: all)"), parentLayerParameterName=self.INPUT,
            allowMultiple=True, optional=True),
            tr("The attributes written, one feature each, named after the field; none chosen: every field."))
        self.add_parameter(QgsProcessingParameterEnum(
            self.GEOMETRY, tr("Geometry"),
            [fill(tr(label), x_key=tables.CENTROID_X_KEY, y_key=tables.CENTROID_Y_KEY, wkb_key=tables.WKB_KEY)
             for label, _ in GEOMETRY_CHOICES], defaultValue=0),
            fill(tr("None (as Earth Engine), the centroid as float features {centroid_x_key} and "
                 "{centroid_y_key} in the layer's CRS, or ISO WKB as the bytes feature {wkb_key}."),
                centroid_x_key=tables.CENTROID_X_KEY, centroid_y_key=tables.CENTROID_Y_KEY, wkb_key=tables.WKB_KEY))
        self.add_parameter(QgsProcessingParameterEnum(
            self.VALUE_TYPE, tr("Value type"), [tr(label) for label, _ in VALUE_TYPE_CHOICES], defaultValue=0),
            tr("Numbers as float lists, as Earth Engine documents; or native: integers and booleans as int64 lists."))
        self.add_parameter(QgsProcessingParameterFileDestination(
            self.OUTPUT, tr("TFRecord file"), tr("TFRecord files, GZIP (*.tfrecord.gz)")),
            tr("The one GZIP file written; .tfrecord.gz is added to a name without it."))
        self.addOutput(QgsProcessingOutputNumber(self.RECORDS, tr("Records written")))

    def processAlgorithm(self, parameters: dict[str, Any], context: QgsProcessingContext,
                         feedback: QgsProcessingFeedback) -> dict[str, Any]:
        source = self.parameterAsSource(parameters, self.INPUT, context)
        if source is None:
            raise QgsProcessingException(self.invalidSourceError(parameters, self.INPUT))
        field_names = parameter_as_strings(self, parameters, self.FIELDS, context) or source.fields().names()
        geometry = GEOMETRY_CHOICES[self.parameterAsEnum(parameters, self.GEOMETRY, context)][1]
        value_type = VALUE_TYPE_CHOICES[self.parameterAsEnum(parameters, self.VALUE_TYPE, context)][1]
        path = tables.table_output_path(self.parameterAsFileOutput(parameters, self.OUTPUT, context))
        check_fields_exist(field_names, source.fields().names(), self.FIELDS)
        try:
            tables.check_feature_names(field_names, geometry)
            check_output_file(path, fill(tr("TFRecord file ({parameter})"), parameter=self.OUTPUT))
        except (ValueError, OSError) as error:
            raise QgsProcessingException(user_text(error)) from error

        request = QgsFeatureRequest().setSubsetOfAttributes(field_names, source.fields())
        if geometry == tables.GEOMETRY_NONE:
            request.setFlags(QgsFeatureRequest.Flag.NoGeometry)
        # Opened only now that the run is checked, and closed whatever happens: an iterator left open
        # keeps one of the few connections QGIS pools per data source, and later runs wait for it.
        features = source.getFeatures(request)
        try:
            rows = (self._row(feature, field_names, geometry) for feature in features)
            count = self.run_core(feedback, tables.write_table, path, rows, value_type,
                                  total=source.featureCount())
        finally:
            features.close()
        feedback.pushInfo(fill(tr("Wrote {count} records to {path}"), count=count, path=path))
        return {self.OUTPUT: path, self.RECORDS: count}

    @staticmethod
    def _row(feature: QgsFeature, field_names: Sequence[str], geometry: str) -> dict[str, Any]:
        row = {name: plain_value(feature[name]) for name in field_names}
        shape = feature.geometry()
        has_shape = not shape.isNull() and not shape.isEmpty()
        if geometry == tables.GEOMETRY_CENTROID:
            centroid = shape.centroid().asPoint() if has_shape else None
            row[tables.CENTROID_X_KEY] = centroid.x() if centroid is not None else None
            row[tables.CENTROID_Y_KEY] = centroid.y() if centroid is not None else None
        elif geometry == tables.GEOMETRY_WKB:
            row[tables.WKB_KEY] = bytes(shape.asWkb()) if has_shape else None
        return row
