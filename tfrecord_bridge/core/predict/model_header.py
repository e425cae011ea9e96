"""An ONNX model's header (IR version, opsets, producer, metadata) read without the ``onnx`` package.

onnxruntime tells a model's inputs and outputs but neither its IR version nor its opsets, which are what a
runtime too old for the model refuses; the ``onnx`` package would read them but needs a protobuf newer than
QGIS's. A ModelProto's header is a handful of top-level fields, so the codec's protobuf wire walker reads them
over an mmap, stepping over the graph (field 7, nearly all of the file) without reading it.

ModelProto (onnx/onnx.proto): 1 ir_version (varint), 2 producer_name, 3 producer_version, 7 graph,
8 opset_import (OperatorSetIdProto: 1 domain, 2 version), 14 metadata_props (StringStringEntryProto: 1 key,
2 value). The default domain "" is ai.onnx.
"""

from __future__ import annotations

import mmap
from dataclasses import dataclass, field
from typing import Any

from ..base.messages import Message, message
from ..codec.example import ExampleDecodeError, wire_fields

DEFAULT_DOMAIN = "ai.onnx"
_VARINT, _LENGTH = 0, 2
_IR_VERSION, _PRODUCER, _PRODUCER_VERSION, _GRAPH, _OPSET_IMPORT, _METADATA = 1, 2, 3, 7, 8, 14


class ModelFileError(ValueError):
    """A file that is not an ONNX model (or cannot be read); the message names it."""


@dataclass(frozen=True)
class ModelHeader:
    """What a model says of itself. ``opsets``: {domain: version}, ai.onnx under its name (not "")."""

    path: str
    ir_version: int
    opsets: dict[str, int] = field(default_factory=dict)
    producer: str = ""
    producer_version: str = ""
    metadata: dict[str, str] = field(default_factory=dict)

    @property
    def opset(self) -> int | None:
        """The ai.onnx opset, the one the runtime's operators follow (None: the model imports none)."""
        return self.opsets.get(DEFAULT_DOMAIN)

    def describe(self) -> Message:
        """'ONNX IR version 10, opset ai.onnx 21 (made by pytorch 2.13)'."""
        opset = message("opset ai.onnx {opset}", opset=self.opset) if self.opset is not None else message("no opset")
        # Converters write a version part they lack as Python's None (tf2onnx: "1.17.0 None", its git commit):
        # that word is no part of what the model says.
        producer = " ".join(word for word in f"{self.producer} {self.producer_version}".split() if word != "None")
        if producer:
            return message("ONNX IR version {ir_version}, {opset} (made by {producer})", ir_version=self.ir_version,
                           opset=opset, producer=producer)
        return message("ONNX IR version {ir_version}, {opset}", ir_version=self.ir_version, opset=opset)


def read_model_header(path: str) -> ModelHeader:
    """The header of the ONNX model at ``path``; ModelFileError naming the file when it is none."""
    try:
        with open(path, "rb") as file:
            if not file.seek(0, 2):
                raise ModelFileError(message("{path} is not an ONNX model: the file is empty", path=path))
            with mmap.mmap(file.fileno(), 0, access=mmap.ACCESS_READ) as data:
                return _header(path, data)
    except OSError as error:
        raise ModelFileError(message("cannot read the model {path}: {error}", path=path,
                                     error=error.strerror or error)) from error
    except (ExampleDecodeError, UnicodeDecodeError) as error:
        raise ModelFileError(message("{path} is not an ONNX model: {error}", path=path, error=error)) from error


def _header(path: str, data: Any) -> ModelHeader:
    ir_version, graph = None, False
    texts = {_PRODUCER: "", _PRODUCER_VERSION: ""}
    opsets: dict[str, int] = {}
    metadata: dict[str, str] = {}
    for number, wire, start, end in wire_fields(data, 0, len(data), 0):
        if number == _IR_VERSION and wire == _VARINT:
            ir_version = start
        elif number in texts and wire == _LENGTH:
            texts[number] = bytes(data[start:end]).decode("utf-8")
        elif number == _GRAPH and wire == _LENGTH:
            graph = True
        elif number == _OPSET_IMPORT and wire == _LENGTH:
            domain, version = _pair(data, start, end, _VARINT)
            opsets[str(domain) or DEFAULT_DOMAIN] = int(version or 0)
        elif number == _METADATA and wire == _LENGTH:
            key, value = _pair(data, start, end, _LENGTH)
            metadata[str(key)] = str(value or "")
    if ir_version is None or not graph:
        raise ModelFileError(message("{path} is not an ONNX model: it has no {missing}", path=path,
                                     missing="ir_version" if ir_version is None else "graph"))
    return ModelHeader(path, ir_version, opsets, texts[_PRODUCER], texts[_PRODUCER_VERSION], metadata)


def _pair(data: Any, start: int, end: int, second_wire: int) -> tuple[str, str | int | None]:
    """(field 1 as text, field 2) of a small message: an opset's (domain, version), a metadata (key, value)."""
    first: str = ""
    second: str | int | None = None
    for number, wire, value_start, value_end in wire_fields(data, start, end, 1):
        if number == 1 and wire == _LENGTH:
            first = bytes(data[value_start:value_end]).decode("utf-8")
        elif number == 2 and wire == second_wire:
            second = value_start if wire == _VARINT else bytes(data[value_start:value_end]).decode("utf-8")
    return first, second
