"""The one place where the plugin asks which QGIS it runs on.

QGIS 3.22 is the oldest version supported and QGIS 4 (Qt 6) the newest. Where an API moved between
them, the rest of the plugin imports the name from here instead of testing versions itself.
"""

from __future__ import annotations

from typing import Any, TypeVar

from qgis.core import Qgis, QgsProcessingAlgorithm, QgsProcessingContext, QgsProcessingParameterDefinition, QgsProperty
from qgis.PyQt.QtCore import QMetaType, QVariant

# Qgis.ProcessingParameterFlag arrived in 3.36; QGIS 4 drops the older per-class enum.
if hasattr(Qgis, "ProcessingParameterFlag"):
    ADVANCED_PARAMETER = Qgis.ProcessingParameterFlag.Advanced
    OPTIONAL_PARAMETER = Qgis.ProcessingParameterFlag.Optional
    HIDDEN_PARAMETER = Qgis.ProcessingParameterFlag.Hidden
else:
    # qgis-stubs describe 3.40, where this enum is Qgis.ProcessingParameterFlag: they leave out its old names.
    ADVANCED_PARAMETER = QgsProcessingParameterDefinition.Flag.FlagAdvanced  # type: ignore[attr-defined]
    OPTIONAL_PARAMETER = QgsProcessingParameterDefinition.Flag.FlagOptional  # type: ignore[attr-defined]
    HIDDEN_PARAMETER = QgsProcessingParameterDefinition.Flag.FlagHidden  # type: ignore[attr-defined]

# Qgis.PropertyType arrived in 3.36; QGIS 4 drops QgsProperty.Type.
if hasattr(Qgis, "PropertyType"):
    STATIC_PROPERTY = Qgis.PropertyType.Static
else:
    STATIC_PROPERTY = QgsProperty.Type.StaticProperty  # type: ignore[attr-defined]  # qgis-stubs: 3.40's names only

# QgsField takes QMetaType types from 3.38 on and deprecates the QVariant ones, which Qt 6 no longer has.
INTEGER_FIELD: QMetaType.Type | QVariant.Type
DOUBLE_FIELD: QMetaType.Type | QVariant.Type
STRING_FIELD: QMetaType.Type | QVariant.Type
BINARY_FIELD: QMetaType.Type | QVariant.Type
if Qgis.QGIS_VERSION_INT >= 33800:  # type: ignore[attr-defined]  # qgis-stubs leave out Qgis's version constants
    INTEGER_FIELD = QMetaType.Type.LongLong
    DOUBLE_FIELD = QMetaType.Type.Double
    STRING_FIELD = QMetaType.Type.QString
    BINARY_FIELD = QMetaType.Type.QByteArray
else:
    INTEGER_FIELD = QVariant.LongLong
    DOUBLE_FIELD = QVariant.Double
    STRING_FIELD = QVariant.String
    BINARY_FIELD = QVariant.ByteArray


P = TypeVar("P", bound=QgsProcessingParameterDefinition)


def mark_advanced(parameter: P) -> P:
    """Show ``parameter`` under the dialog's Advanced parameters; returns it, for use inside addParameter."""
    parameter.setFlags(parameter.flags() | ADVANCED_PARAMETER)
    return parameter


def parameter_as_strings(algorithm: QgsProcessingAlgorithm, parameters: dict[str, Any], name: str,
                         context: QgsProcessingContext) -> list[str]:
    """The field names (or other strings) chosen for parameter ``name`` of ``algorithm``.

    parameterAsStrings arrived in 3.32 and parameterAsFields is deprecated since 3.40.
    """
    if hasattr(algorithm, "parameterAsStrings"):
        return algorithm.parameterAsStrings(parameters, name, context)
    return algorithm.parameterAsFields(parameters, name, context)
