"""The one place where the plugin asks which QGIS it runs on.

QGIS 3.22 is the oldest version supported and QGIS 4 (Qt 6) the newest. Where an API moved between
them, the rest of the plugin imports the name from here instead of testing versions itself.
"""

from qgis.core import Qgis, QgsProcessingParameterDefinition

# Qgis.ProcessingParameterFlag arrived in 3.36; QGIS 4 drops the older per-class enum.
if hasattr(Qgis, "ProcessingParameterFlag"):
    ADVANCED_PARAMETER = Qgis.ProcessingParameterFlag.Advanced
    OPTIONAL_PARAMETER = Qgis.ProcessingParameterFlag.Optional
else:
    ADVANCED_PARAMETER = QgsProcessingParameterDefinition.Flag.FlagAdvanced
    OPTIONAL_PARAMETER = QgsProcessingParameterDefinition.Flag.FlagOptional


def mark_advanced(parameter):
    """Show ``parameter`` under the dialog's Advanced parameters; returns it, for use inside addParameter."""
    parameter.setFlags(parameter.flags() | ADVANCED_PARAMETER)
    return parameter
