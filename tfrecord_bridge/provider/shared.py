"""What the provider's modules share: the plugin's paths and the helpers more than one algorithm calls.

A leaf of the provider: it imports core, compat and the plugin's texts, never the base class,
the provider or an algorithm, so each of those imports it without a circle.
"""

from __future__ import annotations

import configparser
import datetime
import os
from collections.abc import Iterable, Sequence
from typing import Any, Protocol

from qgis.core import QgsProcessingException, QgsProcessingOutputLayerDefinition, QgsProperty
from qgis.PyQt.QtCore import QByteArray, QDate, QDateTime, QTime, QUrl, QVariant
from qgis.PyQt.QtGui import QIcon

from ..core.export.export_image import check_prefix, earlier_outputs
from ..core.layout.naming import mixer_path
from ..core.places import storage
from ..core.places.outputs import check_folder, check_output_file
from ..texts import fill, tr, user_text

PLUGIN_ROOT = os.path.dirname(os.path.dirname(__file__))
RESOURCES_DIR = os.path.join(PLUGIN_ROOT, "resources")
ICON_PATH = os.path.join(RESOURCES_DIR, "icon.svg")

# Found by the toolbox search for every algorithm; each adds its own TAGS.
COMMON_TAGS = ("tfrecord", "tensorflow", "earth engine", "google earth engine", "machine learning",
               "deep learning", "tf.train.Example")


def repository_url() -> str:
    """The plugin's repository as metadata.txt names it, without a trailing slash."""
    metadata = configparser.ConfigParser(interpolation=None)
    metadata.read(os.path.join(PLUGIN_ROOT, "metadata.txt"), encoding="utf-8")
    return metadata.get("general", "repository").rstrip("/")


# One section per algorithm, headed by its id (GitHub's anchor of "tfrecord:inspect" is "tfrecordinspect").
ALGORITHMS_DOC_URL = repository_url() + "/blob/main/tfrecord_bridge/docs/algorithms.md"
# The same page shipped in the plugin folder, rendered to HTML (scripts/docs_html.py) with the same anchors.
ALGORITHMS_DOC_PATH = os.path.join(PLUGIN_ROOT, "docs", "algorithms.html")


def help_url(algorithm_id: str) -> str:
    """Where the help of ``algorithm_id`` (e.g. "tfrecord:exportimage") is: the algorithm's section of the
    page shipped in the plugin folder, as a file:// URL, so Help works offline (that page links to its web
    version); the web page when the shipped one is missing (a checkout without docs/)."""
    anchor = algorithm_id.replace(":", "")
    if os.path.isfile(ALGORITHMS_DOC_PATH):
        url = QUrl.fromLocalFile(ALGORITHMS_DOC_PATH)
        url.setFragment(anchor)
        return bytes(url.toEncoded()).decode("ascii")
    return f"{ALGORITHMS_DOC_URL}#{anchor}"


class AlgorithmIdentity:
    """What the toolbox, the dialog and qgis_process show of an algorithm or a shipped model (its id is
    ``tfrecord:<NAME>``): the one place both the algorithms' base class and the models' take it from. Put
    before the QGIS class it completes. Texts are translated when asked, not when declared: the class is made
    before the plugin installs its translator."""

    NAME = ""
    DISPLAY_NAME = ""
    GROUP = ""
    GROUP_ID = ""
    HELP = ""
    HELP_VALUES: dict[str, str] = {}  # the {placeholders} of a HELP template, filled in after translation
    ICON = "icon.svg"  # in resources/
    TAGS: tuple[str, ...] = ()

    def name(self) -> str:
        return self.NAME

    def displayName(self) -> str:
        return tr(self.DISPLAY_NAME)

    def group(self) -> str:
        return tr(self.GROUP)

    def groupId(self) -> str:
        return self.GROUP_ID

    def shortHelpString(self) -> str:
        help_text = tr(self.HELP)
        return help_text.format(**self.HELP_VALUES) if self.HELP_VALUES else help_text

    def helpUrl(self) -> str:
        return help_url(f"tfrecord:{self.NAME}")

    def tags(self) -> list[str]:
        return list(COMMON_TAGS + self.TAGS)

    def icon(self) -> QIcon:
        return QIcon(self.svgIconPath())

    def svgIconPath(self) -> str:
        return os.path.join(RESOURCES_DIR, self.ICON)

    def createInstance(self) -> Any:
        return type(self)()


def check_fields_exist(field_names: Iterable[str], available: Sequence[str], option: str) -> None:
    """Refuse, naming them, fields the option names that the layer does not have."""
    missing = [name for name in field_names if name not in available]
    if missing:
        raise QgsProcessingException(fill(tr("{option}: the layer has no field {missing} "
                                          "(its fields: {fields})"), option=option,
                                                                      missing=", ".join(map(repr, missing)),
                                                                      fields=", ".join(available) or tr("none")))


def refuse_folders(paths: Iterable[str], option: str, instead: str) -> None:
    """Refuse folders among the files an option lists, saying what to do ``instead``."""
    folders = [path for path in paths if storage.isdir(path)]
    if folders:
        raise QgsProcessingException(fill(tr("{option}: {folders} is a folder, not a TFRecord file: "
                                          "choose the files in it, or {instead}"), option=option,
                                                                                    folders=", ".join(folders),
                                                                                    instead=instead))


def check_export_output(folder: str, prefix: str, set_names: Sequence[str] = (), reach_buckets: bool = True) -> None:
    """Refuse, before anything is read, an output folder or prefix an export could not write to.

    ``reach_buckets`` False: only what can be told without a request to a bucket (no write probe, no listing of
    the files an earlier export left there): the dialogs check as the user types; the run asks the bucket.
    """
    try:
        check_prefix(prefix)
        check_folder(os.path.dirname(mixer_path(folder, prefix)), reach_buckets)
        if reach_buckets or not storage.is_object_store(folder):
            earlier_outputs(folder, prefix, set_names)
    except (ValueError, OSError) as error:
        raise QgsProcessingException(user_text(error)) from error


def check_raster_output(output: str, parameter: str, reach_buckets: bool = True) -> None:
    """Refuse a predictions raster (the parameter ``parameter``) the import or predict could not write: not a .tif
    name, a folder, or where no file can be made (a file in the way, a read-only folder); ``reach_buckets`` False:
    without a request to a bucket (core.places.outputs.check_folder)."""
    if os.path.splitext(output)[1].lower() not in (".tif", ".tiff"):
        raise QgsProcessingException(
            fill(tr("The output is written as GeoTIFF: give it a .tif name, not {output}."), output=output))
    try:
        check_output_file(output, fill(tr("predictions raster ({parameter})"), parameter=parameter), reach_buckets)
    except OSError as error:
        raise QgsProcessingException(user_text(error)) from error


class GdalSourced(Protocol):
    """What gdal_path asks of a layer: a QgsRasterLayer, or an UnopenedRaster (provider/input_rasters.py)."""

    def providerType(self) -> str: ...

    def name(self) -> str: ...

    def source(self) -> str: ...


def gdal_path(layer: GdalSourced) -> str:
    if layer.providerType() != "gdal":
        raise QgsProcessingException(fill(tr("layer {layer!r} comes from the {provider!r} provider; "
                                          "only rasters GDAL reads (files, VRTs, GeoPackages...) can be exported"),
                                         layer=layer.name(), provider=layer.providerType()))
    return layer.source()


_EPOCH = datetime.datetime(1970, 1, 1, tzinfo=datetime.timezone.utc)


def plain_value(value: Any) -> Any:
    """A QGIS attribute value as the plain Python value core.tables stores (None for NULL)."""
    if value is None or (isinstance(value, QVariant) and value.isNull()):
        return None
    if isinstance(value, QDateTime):
        # The instant Qt holds (its time spec applied), exact to the millisecond.
        return _EPOCH + datetime.timedelta(milliseconds=value.toMSecsSinceEpoch()) if value.isValid() else None
    if isinstance(value, QDate):
        return value.toPyDate() if value.isValid() else None
    if isinstance(value, QTime):
        return value.toPyTime() if value.isValid() else None
    if isinstance(value, QByteArray):
        return bytes(value)
    if isinstance(value, (list, tuple)):
        return [plain_value(item) for item in value]
    if isinstance(value, dict):
        return {key: plain_value(item) for key, item in value.items()}
    return value


def destination_as_gdal_names_it(parameters: dict[str, Any], name: str) -> dict[str, Any]:
    """``parameters`` with the destination ``name`` (a path or an output layer definition) as GDAL names it:
    QGIS hands a sink's path to GDAL as it is, and GDAL opens no s3:// or gs://, only /vsis3/, /vsigs/..."""
    value = parameters.get(name)
    if isinstance(value, QgsProcessingOutputLayerDefinition):
        path = value.sink.staticValue()
        if isinstance(path, str) and storage.gdal_path(path) != path:
            value = QgsProcessingOutputLayerDefinition(value)
            value.sink = QgsProperty.fromValue(storage.gdal_path(path))
            return {**parameters, name: value}
    elif isinstance(value, str) and storage.gdal_path(value) != value:
        return {**parameters, name: storage.gdal_path(value)}
    return parameters

