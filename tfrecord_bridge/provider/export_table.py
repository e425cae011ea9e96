"""tfrecord:exporttable: a vector layer's features as one GZIP file of Examples (FORMAT.md 5)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from qgis.core import (
    QgsFeature,
    QgsFeatureRequest,
    QgsProcessingContext,
    QgsProcessingException,
    QgsProcessingFeedback,
)

from ..core import tables
from ..core.base.messages import n_records
from ..core.layout.schema import EXPORT_TABLE, TABLE_KEYS
from ..core.places.outputs import check_output_file
from ..texts import fill, tr, translatable, user_text
from .base import TFRecordAlgorithm
from .compat import parameter_as_strings
from .shared import check_fields_exist, plain_value


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
    HELP_VALUES = dict(TABLE_KEYS)

    SCHEMA = EXPORT_TABLE

    def processAlgorithm(self, parameters: dict[str, Any], context: QgsProcessingContext,
                         feedback: QgsProcessingFeedback) -> dict[str, Any]:
        input_name, fields_name, output_name = (self.SCHEMA[key].parameter for key in ("input", "fields", "output"))
        source = self.parameterAsSource(parameters, input_name, context)
        if source is None:
            raise QgsProcessingException(self.invalidSourceError(parameters, input_name))
        field_names = parameter_as_strings(self, parameters, fields_name, context) or source.fields().names()
        check_fields_exist(field_names, source.fields().names(), fields_name)
        try:
            request = tables.TableExportRequest(
                self.parameterAsFileOutput(parameters, output_name, context), field_names,
                self.value("geometry", parameters, context), self.value("valueType", parameters, context))
            check_output_file(request.output, fill(tr("TFRecord file ({parameter})"), parameter=output_name))
        except (ValueError, OSError) as error:
            raise QgsProcessingException(user_text(error)) from error

        feature_request = QgsFeatureRequest().setSubsetOfAttributes(field_names, source.fields())
        if request.geometry == tables.GEOMETRY_NONE:
            feature_request.setFlags(QgsFeatureRequest.Flag.NoGeometry)
        # Opened only now that the run is checked, and closed whatever happens: an iterator left open
        # keeps one of the few connections QGIS pools per data source, and later runs wait for it.
        features = source.getFeatures(feature_request)
        try:
            rows = (self._row(feature, field_names, request.geometry) for feature in features)
            count = self.run_core(feedback, tables.export_table, request, rows, total=source.featureCount())
        finally:
            features.close()
        feedback.pushInfo(fill(tr("Wrote {records} to {path}"), records=n_records(count), path=request.output))
        return self.results(output=request.output, records=count)

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
