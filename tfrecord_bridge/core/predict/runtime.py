"""onnxruntime, opened only here and only when a model runs: QGIS ships no ONNX runtime, and the plugin, core
and every other algorithm load and run without it (onnxruntime is imported inside these functions, never at
a module's top).

A session runs on the CPU provider alone (onnxruntime 1.32 also lists an Azure provider), its intra-op threads
told not to spin: an idle ORT thread otherwise spins on a core the patch reader and the GeoTIFF writer need.
ORT's load errors (a model newer than the runtime, an operator it lacks) are told in words that name the
model's versions beside the runtime's (:func:`translate_load_error`).
"""

from __future__ import annotations

import re
from typing import Any

from ..base import optional_packages
from ..base.messages import Message, message
from ..base.parallel import worker_count
from .model_header import read_model_header

# The oldest onnxruntime built against numpy 2 that still runs on numpy 1.x (QGIS's), and the last one for
# macOS QGIS's Python 3.9: it reads models up to IR version 10 and opset 21.
RUNTIME = next(package for package in optional_packages.PACKAGES if package.name == "onnxruntime")
ORT_LOG_ERRORS_ONLY = 3

_IR_TOO_NEW = re.compile(r"Unsupported model IR version: (\d+), max supported IR version: (\d+)")
_OPSET_TOO_NEW = re.compile(r"Opset (\d+) is under development.*?till opset (\d+)", re.DOTALL)
# ORT's messages carry the C++ place and signature that raised them: "/onnxruntime_src/...cc:256 void f(...) text".
_CPP_PLACE = re.compile(r"\S+\.(?:cc|h|cpp):\d+ (?:[^()]*\((?:[^()]|\([^()]*\))*\) )?")


class RuntimeMissingError(RuntimeError):
    """onnxruntime is not installed here (or too old); the message says how to install it."""


class ModelLoadError(ValueError):
    """onnxruntime refused the model; the message names the model and, where that is why, both versions."""


def install_words() -> Message:
    """How to install the runtime: the plugin's settings page, or pip by hand (core.base.optional_packages, the
    one place that knows the Python and the command); the command's [onnx] extra does the same."""
    return message("{words}; for the tfrecord-bridge command in a Python of its own: pip install \".[onnx]\" "
                   "in its checkout",
                   words=optional_packages.install_words(RUNTIME.name))


def upgrade_command() -> str:
    """The pip command that updates the runtime of the Python running this."""
    return optional_packages.command_text(optional_packages.install_command(
        optional_packages.own_facts(), [RUNTIME.requirement], extra=["--upgrade"]))


def load_onnxruntime() -> Any:
    """The onnxruntime module; RuntimeMissingError with the install words when it is missing or too old."""
    try:
        import onnxruntime  # never at the top: the plugin loads without it
    except ImportError as error:  # also when a test blocks it with sys.modules["onnxruntime"] = None
        raise RuntimeMissingError(message("predicting needs the ONNX runtime (onnxruntime), which this Python "
                                          "lacks: {install}", install=install_words())) from error
    version = runtime_version(onnxruntime)
    if _version_tuple(version) < _version_tuple(RUNTIME.requirement):
        raise RuntimeMissingError(message("onnxruntime {version} is older than predicting needs ({requirement}): "
                                          "{install}", version=version, requirement=RUNTIME.requirement,
                                          install=install_words()))
    return onnxruntime


def runtime_version(onnxruntime: Any) -> str:
    return str(getattr(onnxruntime, "__version__", "0"))


def _version_tuple(version: str) -> tuple[int, ...]:
    return tuple(int(part) for part in re.findall(r"\d+", version)[:2])


def session_options(onnxruntime: Any, threads: int | None = None) -> Any:
    """SessionOptions: ``threads`` intra-op threads (None: one per core), one inter-op thread, no spinning, no
    memory pattern, and only ORT's errors logged (its warnings would reach the user's terminal, not the run's
    log).

    The memory pattern (ORT's one block a run for all its tensors, planned per input shape) held predict's peak
    at 940 MiB where 645 MiB do without it, at no cost in time (benchmarks/bench_predict.py, batches of 15 tiles
    of 264 x 264 x 4): its blocks stay in the arena beside those of the row's last, smaller batch."""
    options = onnxruntime.SessionOptions()
    options.intra_op_num_threads = threads or worker_count()
    options.inter_op_num_threads = 1
    options.enable_mem_pattern = False
    options.add_session_config_entry("session.intra_op.allow_spinning", "0")
    options.log_severity_level = ORT_LOG_ERRORS_ONLY
    return options


def open_session(path: str, threads: int | None = None) -> Any:
    """An InferenceSession of the model at ``path`` on the CPU; RuntimeMissingError without the runtime,
    ModelFileError for a file that is no model, ModelLoadError when the runtime refuses it (in words)."""
    onnxruntime = load_onnxruntime()
    header = read_model_header(path)  # a file that is no model is refused by name before ORT's own words
    try:
        return onnxruntime.InferenceSession(path, sess_options=session_options(onnxruntime, threads),
                                            providers=["CPUExecutionProvider"])
    except Exception as error:  # ORT raises its own pybind classes (Fail, InvalidGraph...), no common base
        raise translate_load_error(error, header, runtime_version(onnxruntime)) from error


def ort_words(error: BaseException) -> str:
    """onnxruntime's message of ``error`` without the C++ place and signature that raised it."""
    return _CPP_PLACE.sub("", str(error)).strip()


def translate_load_error(error: BaseException, header: Any, version: str) -> ModelLoadError:
    """ORT's refusal of the model of ``header`` (a ModelHeader) in words: both versions when the model is newer
    than the runtime ``version``, else ORT's own text without its C++ place."""
    text = str(error)
    model = message("{path} is {header}", path=header.path, header=header.describe())
    advice = message("update onnxruntime ({command}), or export the model for an older runtime (opset 21 reads "
                     "everywhere: torch.onnx.export(..., opset_version=21), tf2onnx --opset 21)",
                     command=upgrade_command())
    found = _IR_TOO_NEW.search(text)
    if found:
        return ModelLoadError(message("{model}; onnxruntime {version} here reads up to IR version {maximum}: "
                                      "{advice}", model=model, version=version, maximum=int(found.group(2)),
                                      advice=advice))
    found = _OPSET_TOO_NEW.search(text)
    if found:
        return ModelLoadError(message("{model}; onnxruntime {version} here reads up to opset ai.onnx {maximum}: "
                                      "{advice}", model=model, version=version, maximum=int(found.group(2)),
                                      advice=advice))
    detail = ort_words(error)
    if "NOT_IMPLEMENTED" in text:
        return ModelLoadError(message("{model}; onnxruntime {version} here lacks an operator it uses ({detail}): "
                                      "{advice}", model=model, version=version, detail=detail, advice=advice))
    return ModelLoadError(message("onnxruntime {version} cannot load {path}: {detail}", version=version,
                                  path=header.path, detail=detail))
