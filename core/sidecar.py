"""Our export sidecar, ``PREFIX-sidecar.json`` [ext]: what EE's mixer does not record.

The mixer stays exactly EE's (FORMAT.md 3.5), so kernelSize, defaultValue and
the bands' names and types are lost in it. The sidecar keeps them beside the
mixer, so an import of the export (or of predictions made from it) knows the
kernel instead of guessing it from value counts, gives the bands their names,
and marks the pixels the export filled with defaultValue as nodata. Importers
that do not know it ignore it; EE's own exports have none.
"""

import json
import os
from dataclasses import asdict, dataclass, field

from .mixer import MixerError
from .outputs import write_text_file

SIDECAR_FORMAT = "tfrecord-bridge-export-sidecar"
SIDECAR_VERSION = 1


@dataclass
class SidecarFeature:
    """One feature of every record: its name, list kind and the bands it holds (several when collapsed)."""

    name: str
    kind: str  # 'float', 'int64' or 'bytes'
    bands: list  # band names, one per value layer (an array band of depth d: NAME_1 ... NAME_d)
    dtypes: list = field(default_factory=list)  # each band's source type, numpy's name (e.g. 'uint8')


@dataclass
class ExportSidecar:
    kernelSize: list  # EE's option names
    patchDimensions: list
    defaultValue: float
    valueType: str
    edgeMode: str
    sequenceData: bool
    features: list  # SidecarFeature
    maskedPixels: bool = False  # some written pixel was masked, so holds defaultValue
    maskedPatches: int = 0  # patches wholly masked: every value defaultValue

    def feature(self, name):
        return next((feature for feature in self.features if feature.name == name), None)


def sidecar_json(sidecar):
    data = {"format": SIDECAR_FORMAT, "version": SIDECAR_VERSION}
    data.update(asdict(sidecar))
    return json.dumps(data, indent=2)


def write_sidecar(path, sidecar):
    """The sidecar alone, complete or not at all (exports write theirs with their other files)."""
    write_text_file(path, sidecar_json(sidecar))


def read_sidecar(path):
    """The sidecar at ``path``; MixerError naming the file and key when it is not one we can use."""
    path = os.fspath(path)
    try:
        with open(path, encoding="utf-8") as stream:
            data = json.load(stream)
    except (OSError, ValueError) as error:
        raise MixerError(f"{path}: cannot read the export sidecar: {error}") from error
    if not isinstance(data, dict) or data.get("format") != SIDECAR_FORMAT:
        raise MixerError(f"{path}: not a TFRecord Bridge export sidecar (no \"format\": \"{SIDECAR_FORMAT}\")")
    if data.get("version") != SIDECAR_VERSION:
        raise MixerError(f"{path}: export sidecar version {data.get('version')!r} is not {SIDECAR_VERSION}")
    try:
        kernel = [int(v) for v in data["kernelSize"]]
        if len(kernel) != 2 or min(kernel) < 1:
            raise ValueError(f"kernelSize {data['kernelSize']!r}")
        features = [SidecarFeature(str(f["name"]), str(f["kind"]), [str(b) for b in f["bands"]],
                                   [str(d) for d in f.get("dtypes", [])]) for f in data["features"]]
        return ExportSidecar(kernel, [int(v) for v in data["patchDimensions"]], float(data["defaultValue"]),
                             str(data["valueType"]), str(data["edgeMode"]), bool(data["sequenceData"]),
                             features, bool(data.get("maskedPixels", False)), int(data.get("maskedPatches", 0)))
    except (KeyError, TypeError, ValueError) as error:
        raise MixerError(f"{path}: export sidecar key missing or malformed: {error}") from error
