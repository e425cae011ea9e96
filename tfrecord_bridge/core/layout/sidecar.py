"""Our export sidecar, ``PREFIX-sidecar.json`` [ext]: what EE's mixer does not record.

The mixer stays exactly EE's (FORMAT.md 3.5), so kernelSize, defaultValue and
the bands' names and types are lost in it. The sidecar keeps them beside the
mixer, so an import of the export (or of predictions made from it) knows the
kernel instead of guessing it from value counts, gives the bands their names,
and marks the pixels the export filled with defaultValue as nodata. Importers
that do not know it ignore it; EE's own exports have none.
"""

from __future__ import annotations

import json
import math
import os
from collections.abc import Callable, Mapping
from dataclasses import asdict, dataclass, field
from typing import TYPE_CHECKING, Any

from ..base.messages import message
from ..places.json_input import MAX_SIDECAR_BYTES, loads, read_text
from ..places.outputs import write_text_file
from ..places.storage import reason
from .manifest import ExportRun, parse_run
from .mixer import MixerError, shortened, shown

if TYPE_CHECKING:
    from ..places.outputs import PathLike

SIDECAR_FORMAT = "tfrecord-bridge-export-sidecar"
SIDECAR_VERSION = 1
# Additions a version 1 reader ignores: 1, the run (core.layout.manifest). A reader takes any minor version of
# its version.
SIDECAR_MINOR_VERSION = 1


@dataclass
class SidecarFeature:
    """One feature of every record: its name, list kind and the bands it holds (several when collapsed)."""

    name: str
    kind: str  # 'float', 'int64' or 'bytes'
    bands: list[str]  # band names, one per value layer (an array band of depth d: NAME_1 ... NAME_d)
    dtypes: list[str] = field(default_factory=list)  # each band's source type, numpy's name (e.g. 'uint8')


@dataclass
class ExportSidecar:
    kernelSize: list[int]  # EE's option names
    patchDimensions: list[int]
    defaultValue: float
    valueType: str
    edgeMode: str
    sequenceData: bool
    features: list[SidecarFeature]
    maskedPixels: bool = False  # some written pixel was masked, so holds defaultValue
    maskedPatches: int = 0  # patches wholly masked: every value defaultValue
    # Training sets (FORMAT.md 3.7), absent from the file when unused; plain JSON values.
    # {"band", "nodata", "source", "field", "allTouched", "classes": [{"value", "name"}]}
    labels: dict[str, Any] | None = None
    # {"blockSize", "seed", "sets": {name: {"prefix", "patches", "share"}}}; with the buffer between sets also
    # "buffer": true and "leftOutForBuffer", in all and in each set; when it masks instead, "bufferMask": true and
    # "maskedForBuffer" (patches whose margins it masked), in all and in each set
    splits: dict[str, Any] | None = None
    classPixels: dict[str, Any] | None = None  # noqa: N815 ({set or "all": {"class value": pixels}})
    # {"minLabelShare", "negativeRatio", "seed", "patchesKept", "negativesKept"}
    sampling: dict[str, Any] | None = None
    # The files the export run wrote (core.layout.manifest); None in a sidecar written before runs were recorded.
    run: ExportRun | None = None

    def feature(self, name: str) -> SidecarFeature | None:
        return next((feature for feature in self.features if feature.name == name), None)


_OPTIONAL = ("labels", "splits", "classPixels", "sampling", "run")


def sidecar_json(sidecar: ExportSidecar) -> str:
    data: dict[str, Any] = {"format": SIDECAR_FORMAT, "version": SIDECAR_VERSION, "minorVersion": SIDECAR_MINOR_VERSION}
    data.update({key: value for key, value in asdict(sidecar).items()
                 if not (key in _OPTIONAL and value is None)})
    return json.dumps(data, indent=2)


class _MalformedError(ValueError):
    """A sidecar value of the wrong kind, its key named in the message."""


# Whole numbers the sidecar holds are counts and class values: a 64-bit integer holds any of them.
_LEAST, _MOST = -(1 << 63), (1 << 63) - 1


def _whole(value: Any, key: str, least: int = _LEAST, most: int = _MOST) -> int:
    """``value`` as an int, when it is a whole number from ``least`` to ``most`` (JSON's 1e999 is a float,
    infinite, that int() would refuse with an OverflowError)."""
    if isinstance(value, float) and math.isfinite(value) and value.is_integer():
        value = int(value)
    if isinstance(value, bool) or not isinstance(value, int) or not least <= value <= most:
        raise _MalformedError(message("{key} {value} is not a whole number in range ({least} to {most})", key=key,
                                 value=shown(value), least=least, most=most))
    return value


def _text(value: Any, key: str) -> str:
    if not isinstance(value, str):
        raise _MalformedError(message("{key} {value} is not a text", key=key, value=shown(value)))
    return value


def _object(value: Any, key: str) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise _MalformedError(message("{key} must be an object, got {value}", key=key, value=shown(value)))
    return value


def _whole_list(value: Any, key: str, length: int, least: int = _LEAST) -> list[int]:
    if not isinstance(value, list) or len(value) != length:
        raise _MalformedError(message("{key} {value} is not a list of {length} whole numbers", key=key,
                                 value=shown(value), length=length))
    return [_whole(v, key, least, (1 << 31) - 1) for v in value]


def _optional_object(data: Mapping[str, Any], key: str,
                     check: Callable[[dict[str, Any]], None]) -> dict[str, Any] | None:
    """An optional key of the training-set keys: None when absent, else checked by ``check``."""
    value = data.get(key)
    if value is None:
        return None
    check(_object(value, key))
    return value


def _check_labels(labels: dict[str, Any]) -> None:
    _whole(labels["nodata"], "labels.nodata")
    str(labels["band"])
    if not isinstance(labels["classes"], list):
        raise _MalformedError(message("{key} must be a list", key="labels.classes"))
    for entry in labels["classes"]:
        _whole(_object(entry, "labels.classes")["value"], "labels.classes.value")
        str(entry["name"])


def _check_splits(splits: dict[str, Any]) -> None:
    _whole(splits["blockSize"], "splits.blockSize")
    for key in ("leftOutForBuffer", "maskedForBuffer"):
        _whole(splits.get(key, 0), "splits." + key)
    for name, entry in _object(splits["sets"], "splits.sets").items():
        where = f"splits.sets.{name}"
        _text(_object(entry, where)["prefix"], where + ".prefix")
        _whole(entry["patches"], where + ".patches")
        for key in ("leftOutForBuffer", "maskedForBuffer"):
            _whole(entry.get(key, 0), f"{where}.{key}")


def _check_class_pixels(pixels: dict[str, Any]) -> None:
    for name, counts in pixels.items():
        for value, count in _object(counts, f"classPixels.{name}").items():
            _whole(int(value), f"classPixels.{name} class")
            _whole(count, f"classPixels.{name}.{value}")


def _read_run(data: Mapping[str, Any], path: str) -> ExportRun | None:
    """The run the sidecar at ``path`` records (core.layout.manifest); None in one written before runs were; MixerError
    naming the file when it is malformed (raised by itself, apart from the other keys' checks)."""
    try:
        return parse_run(data.get("run"))
    except (KeyError, TypeError, ValueError, AttributeError, OverflowError) as error:
        raise MixerError(message("{path}: export sidecar key missing or malformed: run: {error}", path=path,
                                 error=error)) from error


def write_sidecar(path: PathLike, sidecar: ExportSidecar) -> None:
    """The sidecar alone, complete or not at all (exports write theirs with their other files)."""
    write_text_file(path, sidecar_json(sidecar))


def read_sidecar(path: PathLike) -> ExportSidecar:
    """The sidecar at ``path``; MixerError naming the file and key when it is not one we can use."""
    path = os.fspath(path)
    try:
        data = loads(read_text(path, MAX_SIDECAR_BYTES, message("an export sidecar")))
    except OSError as error:
        raise MixerError(message("{path}: cannot read the export sidecar: {error}", path=path,
                                 error=reason(error))) from error
    except ValueError as error:
        raise MixerError(message("{path}: cannot read the export sidecar: {error}", path=path,
                                 error=shortened(str(error)))) from error
    if not isinstance(data, dict) or data.get("format") != SIDECAR_FORMAT:
        raise MixerError(message("{path}: not a TFRecord Bridge export sidecar (no \"format\": \"{format}\")",
                                 path=path, format=SIDECAR_FORMAT))
    if data.get("version") != SIDECAR_VERSION:
        raise MixerError(message("{path}: export sidecar version {version!r} is not {expected}",
                                 path=path, version=data.get('version'), expected=SIDECAR_VERSION))
    run = _read_run(data, path)
    try:
        kernel = _whole_list(data["kernelSize"], "kernelSize", 2, least=1)
        features = [SidecarFeature(str(f["name"]), str(f["kind"]), [str(b) for b in f["bands"]],
                                   [str(d) for d in f.get("dtypes", [])]) for f in data["features"]]
        return ExportSidecar(kernel, _whole_list(data["patchDimensions"], "patchDimensions", 2, least=1),
                             float(data["defaultValue"]), str(data["valueType"]), str(data["edgeMode"]),
                             bool(data["sequenceData"]), features, bool(data.get("maskedPixels", False)),
                             _whole(data.get("maskedPatches", 0), "maskedPatches", least=0),
                             _optional_object(data, "labels", _check_labels),
                             _optional_object(data, "splits", _check_splits),
                             _optional_object(data, "classPixels", _check_class_pixels),
                             _optional_object(data, "sampling", lambda value: None), run)
    except _MalformedError as error:
        raise MixerError(message("{path}: export sidecar key missing or malformed: {error}",
                                 path=path, error=error.args[0])) from None
    except (KeyError, TypeError, ValueError, AttributeError, OverflowError) as error:
        raise MixerError(message("{path}: export sidecar key missing or malformed: {error}",
                                 path=path, error=shortened(str(error)))) from error
