"""A panel's run as QGIS's own Processing dialogs keep and offer theirs: an entry in Processing's History, and the
run as a Python command or a ``qgis_process`` command to copy.

The History moved in QGIS 3.24: before, Processing kept a log file of Python commands
(``processing.core.ProcessingLog``, which its History dialog lists and runs again); from 3.24 on,
``QgsGui.historyProviderRegistry()`` keeps "processing" entries (the algorithm, its parameters, both commands and,
once the run ends, its results). ``QgsProcessingAlgorithm.asQgisProcessCommand`` came with it; on 3.22 the command
is built here from the parameter values, in the form every ``qgis_process`` takes (``--NAME=VALUE``, a list as the
parameter repeated), quoted for a POSIX shell. What each version has is asked of the API itself, so one code runs
on 3.22 to 4.
"""

from __future__ import annotations

import shlex
from typing import Any

from qgis.core import (
    QgsCoordinateReferenceSystem,
    QgsMapLayer,
    QgsProcessingAlgorithm,
    QgsProcessingContext,
    QgsProcessingFeatureSourceDefinition,
    QgsProcessingOutputLayerDefinition,
    QgsProcessingParameterDefinition,
    QgsProcessingUtils,
    QgsProperty,
    QgsRectangle,
    QgsReferencedRectangle,
)
from qgis.gui import QgsGui

from ..provider.compat import HIDDEN_PARAMETER, STATIC_PROPERTY
from ..texts import translatable

# The Processing parameter types whose text names a layer: a layer of the project (its id) stands for its source.
LAYER_PARAMETER_TYPES = {"layer", "raster", "vector", "source", "multilayer", "mesh", "pointcloud", "vectortile"}
# Why Copy as qgis_process command is disabled: a value a new process cannot be given.
NO_QGIS_PROCESS_COMMAND = translatable(
    "qgis_process cannot be given these choices: a layer's selected features, or a layer held in memory, "
    "exist only in this QGIS")


def python_command(algorithm: QgsProcessingAlgorithm, parameters: dict[str, Any], context: QgsProcessingContext
                   ) -> str:
    """``processing.run("tfrecord:...", {...})`` of the run, as Processing's History and its dialogs write it."""
    return algorithm.asPythonCommand(parameters, context)


def qgis_process_command(algorithm: QgsProcessingAlgorithm, parameters: dict[str, Any],
                         context: QgsProcessingContext) -> str | None:
    """``qgis_process run tfrecord:... --NAME=VALUE ...`` of the run, QGIS's own from 3.24 on; None when a value
    has no form a new process could take (see :func:`built_qgis_process_command`, which decides it on every
    version alike: QGIS's own would write a layer in memory as a source no other process can open)."""
    built = built_qgis_process_command(algorithm, parameters, context)
    if built is None or not hasattr(algorithm, "asQgisProcessCommand"):
        return built
    command, ok = algorithm.asQgisProcessCommand(parameters, context)
    return command if ok else None


def built_qgis_process_command(algorithm: QgsProcessingAlgorithm, parameters: dict[str, Any],
                               context: QgsProcessingContext) -> str | None:
    """The qgis_process command QGIS 3.22 cannot write: each parameter given (hidden ones left out, as QGIS does)
    as ``--NAME=VALUE``, a list as NAME repeated (an empty list left to the default, which qgis_process would
    refuse as a value), a project's layer as its source. None when a value exists only in this QGIS: a layer's
    selected features or a feature limit, a layer in memory, a value an expression computes."""
    words = ["qgis_process", "run", algorithm.id()]
    for definition in algorithm.parameterDefinitions():
        if definition.flags() & HIDDEN_PARAMETER or definition.name() not in parameters:
            continue
        values = _as_strings(parameters[definition.name()], definition, context)
        if values is None:
            return None
        words += [f"--{definition.name()}={shlex.quote(value)}" for value in values]
    return " ".join(words)


def _as_strings(value: Any, definition: QgsProcessingParameterDefinition, context: QgsProcessingContext
                ) -> list[str] | None:
    """The texts qgis_process takes for ``value`` of ``definition`` (several: a list), or None (see above)."""
    if value is None:
        return []
    if isinstance(value, (list, tuple)):
        parts = [_as_strings(item, definition, context) for item in value]
        return None if any(part is None for part in parts) else [text for part in parts if part for text in part]
    if isinstance(value, (QgsProperty, QgsProcessingFeatureSourceDefinition, QgsProcessingOutputLayerDefinition)):
        inner = _wrapped(value)
        return None if inner is None else _as_strings(inner, definition, context)
    if isinstance(value, QgsMapLayer):
        return _layer_source(value)
    if isinstance(value, str):
        layer = QgsProcessingUtils.mapLayerFromString(value, context, False) \
            if definition.type() in LAYER_PARAMETER_TYPES else None
        return _layer_source(layer) if layer is not None else [value]
    text = _plain_text(value)
    return None if text is None else [text]


def _wrapped(value: QgsProperty | QgsProcessingFeatureSourceDefinition | QgsProcessingOutputLayerDefinition
             ) -> Any:
    """The value a property or a source or sink definition holds; None when it holds more than a value."""
    if isinstance(value, QgsProcessingFeatureSourceDefinition):
        filtered = hasattr(value, "filterExpression") and bool(value.filterExpression)  # QGIS 3.32 and later
        if value.selectedFeaturesOnly or value.featureLimit != -1 or filtered:
            return None
        value = value.source
    elif isinstance(value, QgsProcessingOutputLayerDefinition):
        value = value.sink
    return value.staticValue() if value.propertyType() == STATIC_PROPERTY else None


def _plain_text(value: Any) -> str | None:
    """A number, a flag, a rectangle or a CRS as qgis_process reads it; None for what it cannot."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float):
        return str(int(value)) if value.is_integer() else repr(value)
    if isinstance(value, QgsReferencedRectangle):
        return _rectangle_text(value) + f" [{value.crs().authid()}]"
    if isinstance(value, QgsRectangle):
        return _rectangle_text(value)
    if isinstance(value, QgsCoordinateReferenceSystem):
        return value.authid() or value.toWkt()
    return None


def _layer_source(layer: QgsMapLayer) -> list[str] | None:
    if layer.providerType() == "memory":
        return None
    return [QgsProcessingUtils.normalizeLayerSource(layer.source())]


def _rectangle_text(rectangle: QgsRectangle) -> str:
    return ",".join(repr(bound) for bound in (rectangle.xMinimum(), rectangle.xMaximum(), rectangle.yMinimum(),
                                              rectangle.yMaximum()))


class HistoryEntry:
    """One run in Processing's History, written as it starts (as QGIS's algorithm dialog writes it), its results
    added when it ends (QGIS 3.24 and later keep them)."""

    def __init__(self, algorithm: QgsProcessingAlgorithm, parameters: dict[str, Any],
                 context: QgsProcessingContext) -> None:
        self.entry_id: int | None = None
        self.details: dict[str, Any] = {"python_command": python_command(algorithm, parameters, context),
                                        "algorithm_id": algorithm.id()}
        registry = getattr(QgsGui, "historyProviderRegistry", None)
        if registry is not None:
            if hasattr(algorithm, "asMap"):  # as the History shows them (3.24 has both; asked apart all the same)
                self.details["parameters"] = algorithm.asMap(parameters, context)
            process_command = qgis_process_command(algorithm, parameters, context)
            if process_command is not None:
                self.details["process_command"] = process_command
            self.entry_id, _ = registry().addEntry("processing", self.details)
        else:
            try:
                from processing.core.ProcessingLog import ProcessingLog
            except ImportError:  # no Processing plugin, so no History to show the run in
                pass
            else:
                ProcessingLog.addToLog(self.details["python_command"])
        # Processing's toolbox lists the algorithms run last under "Recently used", the panels' runs among them.
        QgsGui.instance().processingRecentAlgorithmLog().push(algorithm.id())

    def finished(self, succeeded: bool, results: dict[str, Any]) -> None:
        """The run ended: its results join its History entry where QGIS keeps them."""
        if self.entry_id is None or not succeeded:
            return
        self.details["results"] = {key: value for key, value in results.items()
                                   if key not in ("CHILD_RESULTS", "CHILD_INPUTS")}
        QgsGui.historyProviderRegistry().updateEntry(self.entry_id, self.details)
