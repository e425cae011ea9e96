"""What a model takes and gives (its contract, read from an onnxruntime session), and whether the patches fit it:
the layout (channels-first as PyTorch exports, channels-last as Keras) decided from the shapes, and the refusal,
before any patch is read, that says what the model wants and what the patches are.

A rank-4 input [n, a, b, c] reads channels-first when (a, b, c) fit (C, th, tw) and channels-last when they fit
(th, tw, C): C the channels fed, th x tw a patch's tile (the patch and its kernel margins). A symbolic or unknown
dimension fits anything, so when both readings fit (every dimension dynamic, or C == th == tw) the ``layout``
option decides; the batch dimension must be dynamic or 1.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Union

import numpy as np

from ..base.messages import Message, message, n_bands, option_name
from ..layout.grid import PatchLayout, kernel_margins
from ..layout.schema import AUTO_LAYOUT as AUTO
from ..layout.schema import CHANNELS_FIRST, CHANNELS_LAST
from ..layout.schema import PREDICT_LAYOUTS as LAYOUTS

Dim = Union[int, str, None]  # static, symbolic ('N', 'H'), unknown

# ORT's element types (NodeArg.type) as numpy dtypes; a type numpy lacks (bfloat16, float8, string) maps to None.
_ORT_TYPES = {"float": np.float32, "double": np.float64, "float16": np.float16, "uint8": np.uint8,
              "int8": np.int8, "uint16": np.uint16, "int16": np.int16, "uint32": np.uint32, "int32": np.int32,
              "uint64": np.uint64, "int64": np.int64, "bool": np.bool_}


class ModelFitError(ValueError):
    """A model whose input the patches cannot feed; the message says what the model wants and what they are."""


@dataclass(frozen=True)
class TensorSpec:
    """One input or output: its name, shape (int, symbolic name or None a dimension), numpy dtype (None: a type
    numpy lacks) and ORT's type name ('tensor(float)')."""

    name: str
    shape: tuple[Dim, ...]
    dtype: np.dtype | None
    type_name: str

    def describe(self) -> str:
        """'float32 [N, 3, H, W]' ('?' an unknown dimension, and one tf2onnx named only to say it is unknown)."""
        kind = self.dtype.name if self.dtype is not None else self.type_name
        return f"{kind} [{', '.join('?' if unknown(dim) else str(dim) for dim in self.shape)}]"


def unknown(dim: Dim) -> bool:
    """Whether ``dim`` is unknown: None, or the 'unk__30' tf2onnx gives each dimension Keras left open."""
    return dim is None or (isinstance(dim, str) and dim.startswith("unk__"))


@dataclass(frozen=True)
class ModelContract:
    """A model's inputs and outputs as onnxruntime reads them, and its metadata (ONNX metadata_props)."""

    path: str
    inputs: tuple[TensorSpec, ...]
    outputs: tuple[TensorSpec, ...]
    metadata: dict[str, str] = field(default_factory=dict)


@dataclass(frozen=True)
class PatchShape:
    """What the patches give a model: ``channels`` bands of ``tile`` (width, height) pixels, the ``patch`` and
    its ``kernel`` margins, of ``dtype`` (float32 for valueType float, the source's type for native)."""

    channels: int
    patch: tuple[int, int]
    kernel: tuple[int, int] = (1, 1)
    dtype: np.dtype = field(default_factory=lambda: np.dtype(np.float32))

    @property
    def tile(self) -> tuple[int, int]:
        return PatchLayout.tile_size(*self.patch, *kernel_margins(*self.kernel))

    def describe(self) -> Message:
        """'3 bands of 66 x 66 (64 x 64 patches, kernel 3 x 3)'."""
        return message("{channels} of {tile_width} x {tile_height} ({patch_width} x {patch_height} patches, "
                       "kernel {kernel_width} x {kernel_height})", channels=n_bands(self.channels),
                       tile_width=self.tile[0], tile_height=self.tile[1], patch_width=self.patch[0],
                       patch_height=self.patch[1], kernel_width=self.kernel[0], kernel_height=self.kernel[1])


@dataclass(frozen=True)
class Layout:
    """How tiles [n, C, th, tw] are fed: ``name`` channels-first or channels-last; ``batch``: the most tiles one
    run takes (1 when the model's batch dimension is static 1, None: any)."""

    name: str
    batch: int | None = None

    def to_model(self, tiles: np.ndarray) -> np.ndarray:
        """Tiles [n, C, th, tw] as the model takes them."""
        return tiles if self.name == CHANNELS_FIRST else np.moveaxis(tiles, 1, -1)

    def from_model(self, output: np.ndarray) -> np.ndarray:
        """A rank-4 output in the model's layout as [n, K, h, w]."""
        return output if self.name == CHANNELS_FIRST else np.moveaxis(output, -1, 1)


def contract_of(session: Any, path: str) -> ModelContract:
    """The contract of an onnxruntime InferenceSession of the model at ``path``."""
    def spec(node: Any) -> TensorSpec:
        type_name = str(node.type)
        numpy_type = _ORT_TYPES.get(type_name.removeprefix("tensor(").removesuffix(")"))
        shape = tuple(dim if isinstance(dim, (int, str)) else None for dim in (node.shape or ()))
        return TensorSpec(node.name, shape, np.dtype(numpy_type) if numpy_type else None, type_name)

    metadata = dict(session.get_modelmeta().custom_metadata_map)
    return ModelContract(path, tuple(spec(node) for node in session.get_inputs()),
                         tuple(spec(node) for node in session.get_outputs()), metadata)


def _fits(dim: Dim, value: int) -> bool:
    return not isinstance(dim, int) or dim == value


def _reading(name: str, patches: PatchShape) -> str:
    """The input shape a layout gives the patches: '[N, 3, 66, 66]'."""
    width, height = patches.tile
    dims = (patches.channels, height, width) if name == CHANNELS_FIRST else (height, width, patches.channels)
    return f"[N, {', '.join(str(dim) for dim in dims)}]"


def fit_refusal(contract: ModelContract, patches: PatchShape, problem: Message) -> ModelFitError:
    wants = ", ".join(f"{spec.name} {spec.describe()}" for spec in contract.inputs)
    return ModelFitError(message("the model {model} wants {wants}; the patches are {patches}: {problem}",
                                 model=contract.path, wants=wants, patches=patches.describe(), problem=problem))


def decide_layout(contract: ModelContract, patches: PatchShape, layout: str = AUTO) -> Layout:
    """How the patches feed the model's one input; ModelFitError, before any work, when they cannot.
    ``layout``: the option (auto, channels-first, channels-last)."""
    if layout not in LAYOUTS:
        raise ValueError(message("{option} is {value}; it is one of {layouts}", option=option_name("layout"),
                                 value=layout, layouts=", ".join(LAYOUTS)))
    if len(contract.inputs) != 1:
        raise fit_refusal(contract, patches, message("predict feeds a model one input, the patches of the rasters; "
                                                  "this one takes {count}", count=len(contract.inputs)))
    spec = contract.inputs[0]
    if len(spec.shape) != 4:
        raise fit_refusal(contract, patches, message("predict feeds a rank-4 input [N, C, H, W] or [N, H, W, C]; "
                                                  "per-pixel models (rank 2) and others are not supported"))
    check_dtype(contract, spec, patches)
    batch = spec.shape[0]
    if isinstance(batch, int) and batch != 1:
        raise fit_refusal(contract, patches, message("its batch dimension is fixed at {batch}; predict needs it "
                                                  "dynamic or 1", batch=batch))
    width, height = patches.tile
    fitting = [name for name, dims in ((CHANNELS_FIRST, (patches.channels, height, width)),
                                       (CHANNELS_LAST, (height, width, patches.channels)))
               if all(_fits(dim, value) for dim, value in zip(spec.shape[1:], dims))]
    readings = {name: message("{layout} {shape}", layout=name, shape=_reading(name, patches))
                for name in (CHANNELS_FIRST, CHANNELS_LAST)}
    if layout != AUTO:
        if layout not in fitting:
            raise fit_refusal(contract, patches, message("read {reading} as {option} says, they do not fit it{hint}",
                                                      reading=readings[layout], option=option_name("layout"),
                                                      hint=_size_hint(spec, patches)))
        fitting = [layout]
    if len(fitting) > 1:
        raise fit_refusal(contract, patches, message("its shape reads both as {first} and as {last}: set {option} to "
                                                  "{first_name} or {last_name}", first=readings[CHANNELS_FIRST],
                                                  last=readings[CHANNELS_LAST], option=option_name("layout"),
                                                  first_name=CHANNELS_FIRST, last_name=CHANNELS_LAST))
    if not fitting:
        raise fit_refusal(contract, patches, message("neither {first} nor {last} fits it{hint}",
                                                  first=readings[CHANNELS_FIRST], last=readings[CHANNELS_LAST],
                                                  hint=_size_hint(spec, patches)))
    return Layout(fitting[0], 1 if batch == 1 else None)


def _size_hint(spec: TensorSpec, patches: PatchShape) -> Message | str:
    """Which options change the tile when the model's spatial size is static (its last two or middle two)."""
    sizes = [dims for dims in (spec.shape[2:], spec.shape[1:3]) if all(isinstance(dim, int) for dim in dims)]
    if not sizes:
        return ""
    return message(" ({patch} plus the margins of {kernel} make a tile of {width} x {height} pixels)",
                   patch=option_name("patchDimensions"), kernel=option_name("kernelSize"),
                   width=patches.tile[0], height=patches.tile[1])


def check_dtype(contract: ModelContract, spec: TensorSpec, patches: PatchShape) -> None:
    """A float input takes any patch values (cast); an integer input only integer patches its type holds."""
    wanted = spec.dtype
    if wanted is not None and wanted.kind == "f":
        return
    if wanted is not None and wanted.kind in "iu" and patches.dtype.kind in "iu" \
            and np.can_cast(patches.dtype, wanted, casting="safe"):
        return
    raise fit_refusal(contract, patches, message("its input {name} is {wanted} and the patches' values are {given}: "
                                              "predict feeds float inputs, and integer inputs from patches of "
                                              "{value_type} native whose type they hold", name=spec.name,
                                              wanted=spec.type_name if wanted is None else wanted.name,
                                              given=patches.dtype.name, value_type=option_name("valueType")))

