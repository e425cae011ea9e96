"""The thin base class of the plugin's Processing algorithms.

An algorithm module declares its parameters, turns them into plain values,
calls one ``core`` function through :meth:`TFRecordAlgorithm.run_core` and
returns the results. Core errors become QgsProcessingException with the core's
message (which names the file, record or option at fault).
"""

from __future__ import annotations

import contextlib
import traceback
from collections.abc import Iterator
from typing import Any, Callable, TypeVar

from qgis.core import (
    QgsCoordinateReferenceSystem,
    QgsProcessingAlgorithm,
    QgsProcessingContext,
    QgsProcessingException,
    QgsProcessingFeedback,
    QgsProcessingParameterDefinition,
)

from ..core.base.progress import Cancelled, Monitor
from ..core.layout.schema import OUTPUT_FILE, OUTPUT_FOLDER, OUTPUT_RASTER, OUTPUT_VECTOR, AlgorithmSchema, Option
from ..core.places.outputs import Outputs, folder_of
from ..texts import fill, tr, user_text
from .compat import mark_advanced
from .schema_parameters import output_of, parameter_of, text_of, value_of
from .shared import AlgorithmIdentity

T = TypeVar("T")
# The kinds of option whose value is where the run writes: Processing returns it among the results.
DESTINATIONS = (OUTPUT_FOLDER, OUTPUT_FILE, OUTPUT_RASTER, OUTPUT_VECTOR)


def result_names(schema: AlgorithmSchema) -> dict[str, str]:
    """{key: Processing name} of the results an algorithm of ``schema`` returns: its outputs, and the option whose
    destination (the output folder or file) Processing returns among them."""
    names = {output.key: output.name for output in schema.outputs}
    names.update({option.key: option.parameter for option in schema
                  if option.kind in DESTINATIONS and option.parameter})
    return names


def _releasing_on_failure(process_algorithm: Callable[..., dict[str, Any]]) -> Callable[..., dict[str, Any]]:
    """``processAlgorithm`` that lets go of what its frames hold when it fails.

    QGIS 3.22 never releases the exception a Python processAlgorithm raises, so
    everything its frames refer to (the context and its layers, open datasets,
    feature iterators) would stay open for the life of QGIS: a hang after four
    failed runs on one GeoPackage, a handle on each input raster per failed run.
    """
    def processAlgorithm(self: QgsProcessingAlgorithm, parameters: dict[str, Any], context: QgsProcessingContext,
                         feedback: QgsProcessingFeedback) -> dict[str, Any]:
        try:
            return process_algorithm(self, parameters, context, feedback)
        except BaseException as error:
            traceback.clear_frames(error.__traceback__)
            parameters = context = feedback = None  # this frame stays in the traceback too
            if not isinstance(error, QgsProcessingException):
                raise
            message = str(error)
        # Raised outside the except clause, so the new exception does not chain to the old one.
        raise QgsProcessingException(message)
    return processAlgorithm


class TFRecordAlgorithm(AlgorithmIdentity, QgsProcessingAlgorithm):
    # The algorithm's options and outputs (core/layout/schema.py): its parameters and outputs are made from them.
    SCHEMA: AlgorithmSchema

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if "processAlgorithm" in cls.__dict__:
            cls.processAlgorithm = _releasing_on_failure(  # type: ignore[method-assign]  # each subclass's own, once
                cls.__dict__["processAlgorithm"])

    def initAlgorithm(self, config: dict[str, Any] | None = None) -> None:
        """A parameter for each option of the schema Processing has, and its outputs, in the schema's order."""
        for option in self.SCHEMA.options:
            if option.parameter:
                self.add_option_parameter(option)
        for output in self.SCHEMA.outputs:
            self.addOutput(output_of(output))

    def option_default(self, option: Option) -> Any:
        """This algorithm's default of ``option`` where it is not the schema's; None: the schema's."""
        return None

    def add_option_parameter(self, option: Option) -> None:
        """The parameter of one option of the schema, with its help, as the schema declares it."""
        parent = self.SCHEMA[option.parent].parameter or "" if option.parent else ""
        self.add_parameter(parameter_of(option, self.option_default(option), parent), text_of(option, option.help),
                           advanced=option.advanced)

    def value(self, key: str, parameters: dict[str, Any], context: QgsProcessingContext) -> Any:
        """The value of the option keyed ``key`` (schema_parameters.value_of: a choice as its value, an optional
        number not given as None)."""
        return value_of(self, self.SCHEMA[key], parameters, context)

    def name_of(self, key: str) -> str:
        """The Processing name of the option keyed ``key``: for what :meth:`value` leaves to the algorithm (layers,
        sources, extents, CRSs, an output's destination) and for a parameter's presence in ``parameters``.
        KeyError for a key the schema lacks or an option Processing does not have (e.g. the command's threads)."""
        name = self.SCHEMA[key].parameter
        if not name:
            raise KeyError(f"{self.SCHEMA.name}: option {key!r} is not a Processing parameter")
        return name

    def results(self, **values: Any) -> dict[str, Any]:
        """processAlgorithm's results, each keyword a key of the schema: of one of its outputs, or of the option
        whose destination (the output folder or file) Processing returns too; under their Processing names.
        KeyError for a key the schema does not declare: Processing would drop a result it has no output for."""
        names = result_names(self.SCHEMA)
        unknown = sorted(set(values) - set(names))
        if unknown:
            raise KeyError(f"{self.SCHEMA.name}: no output keyed {', '.join(unknown)}")
        return {names[key]: value for key, value in values.items()}

    def add_parameter(self, parameter: QgsProcessingParameterDefinition, help_text: str,
                      advanced: bool = False) -> None:
        """Declare ``parameter`` with its help (the dialog's tooltip); ``advanced`` puts a rarely used one
        under the dialog's Advanced parameters."""
        parameter.setHelp(help_text)
        self.addParameter(mark_advanced(parameter) if advanced else parameter)

    def given_crs(self, parameters: dict[str, Any], name: str, context: QgsProcessingContext,
                  refusal: str) -> QgsCoordinateReferenceSystem:
        """The CRS parameter ``name``, invalid when not given; ``refusal`` (a translated text with {value} and
        {name}) when one is given that QGIS does not know: parameterAsCrs answers it with an invalid CRS, which
        the run would take as 'not given' and silently use another."""
        crs = self.parameterAsCrs(parameters, name, context)
        given = parameters.get(name)
        if given not in (None, "") and not crs.isValid():
            raise QgsProcessingException(refusal.format(
                name=name, value=given.toWkt() if isinstance(given, QgsCoordinateReferenceSystem) else str(given)))
        return crs

    @staticmethod
    def monitor(feedback: QgsProcessingFeedback | None) -> Monitor:
        """Progress and cancel of ``feedback`` as the core's plain callbacks."""
        if feedback is None:
            return Monitor()
        return Monitor(feedback.setProgress, feedback.isCanceled)

    @staticmethod
    @contextlib.contextmanager
    def folder_for(path: str | None) -> Iterator[None]:
        """For an output file another writer makes (GDAL, a QGIS sink): the folders it goes in, made for the
        block and removed again if the block fails, as :class:`..core.places.outputs.Outputs` does for the core's
        files. ``path`` None: nothing to make."""
        if path is None:
            yield
            return
        outputs = Outputs(folder=folder_of(path))
        try:
            outputs.make_folder()
        except OSError as error:
            raise QgsProcessingException(user_text(error)) from error
        with outputs:
            yield
            outputs.commit()

    def run_core(self, feedback: QgsProcessingFeedback | None, function: Callable[..., T], *args: Any,
                 **kwargs: Any) -> T:
        """Call a core function with a ``monitor`` keyword; map its errors for Processing."""
        try:
            return function(*args, monitor=self.monitor(feedback), **kwargs)
        except BaseException as error:
            # QGIS keeps the exception of a failed run: its frames would keep the core's open datasets
            # (two handles on each input raster per failed export) for as long as QGIS runs.
            traceback.clear_frames(error.__traceback__)
            if isinstance(error, Cancelled):
                raise QgsProcessingException(
                    fill(tr("Cancelled: {error}; nothing was left half-written."), error=error)) from error
            if isinstance(error, (ValueError, OSError)):
                raise QgsProcessingException(user_text(error)) from error
            raise
