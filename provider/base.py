"""The thin base class of the plugin's Processing algorithms.

An algorithm module declares its parameters, turns them into plain values,
calls one ``core`` function through :meth:`TFRecordAlgorithm.run_core` and
returns the results. Core errors become QgsProcessingException with the core's
message (which names the file, record or option at fault).
"""

import configparser
import os

from qgis.core import QgsProcessingAlgorithm, QgsProcessingException
from qgis.PyQt.QtGui import QIcon

from ..core.progress import Cancelled, Monitor
from .compat import mark_advanced
from .provider import PLUGIN_ROOT, RESOURCES_DIR

# Found by the toolbox search for every algorithm; each adds its own TAGS.
COMMON_TAGS = ("tfrecord", "tensorflow", "earth engine", "google earth engine", "machine learning",
               "deep learning", "tf.train.Example")


def repository_url():
    """The plugin's repository as metadata.txt names it, without a trailing slash."""
    metadata = configparser.ConfigParser(interpolation=None)
    metadata.read(os.path.join(PLUGIN_ROOT, "metadata.txt"), encoding="utf-8")
    return metadata.get("general", "repository").rstrip("/")


# One section per algorithm, headed by its id (GitHub's anchor of "tfrecord:inspect" is "tfrecordinspect").
ALGORITHMS_DOC_URL = repository_url() + "/blob/main/docs/algorithms.md"


class TFRecordAlgorithm(QgsProcessingAlgorithm):
    NAME = ""
    DISPLAY_NAME = ""
    GROUP = ""
    GROUP_ID = ""
    HELP = ""
    ICON = "icon.svg"  # in resources/
    TAGS = ()

    def name(self):
        return self.NAME

    def displayName(self):  # noqa: N802 (QGIS's name)
        return self.DISPLAY_NAME

    def group(self):
        return self.GROUP

    def groupId(self):  # noqa: N802 (QGIS's name)
        return self.GROUP_ID

    def shortHelpString(self):  # noqa: N802 (QGIS's name)
        return self.HELP

    def helpUrl(self):  # noqa: N802 (QGIS's name)
        return f"{ALGORITHMS_DOC_URL}#tfrecord{self.NAME}"

    def tags(self):
        return list(COMMON_TAGS + self.TAGS)

    def icon(self):
        return QIcon(self.svgIconPath())

    def svgIconPath(self):  # noqa: N802 (QGIS's name)
        return os.path.join(RESOURCES_DIR, self.ICON)

    def add_parameter(self, parameter, help_text, advanced=False):
        """Declare ``parameter`` with its help (the dialog's tooltip); ``advanced`` puts a rarely used one
        under the dialog's Advanced parameters."""
        parameter.setHelp(help_text)
        self.addParameter(mark_advanced(parameter) if advanced else parameter)

    def createInstance(self):  # noqa: N802 (QGIS's name)
        return type(self)()

    @staticmethod
    def monitor(feedback):
        """Progress and cancel of ``feedback`` as the core's plain callbacks."""
        if feedback is None:
            return Monitor()
        return Monitor(feedback.setProgress, feedback.isCanceled)

    def run_core(self, feedback, function, *args, **kwargs):
        """Call a core function with a ``monitor`` keyword; map its errors for Processing."""
        try:
            return function(*args, monitor=self.monitor(feedback), **kwargs)
        except Cancelled as error:
            raise QgsProcessingException(f"Cancelled: {error}; nothing was left half-written.") from error
        except (ValueError, OSError) as error:
            raise QgsProcessingException(str(error)) from error
