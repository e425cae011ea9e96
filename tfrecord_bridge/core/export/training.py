"""Training sets from an image export: spatial splits and label sampling (FORMAT.md 3.7).

Splits assign whole blocks of N x N patches to one set, so neighbouring
patches, whose kernel margins overlap, never land in different sets. The
blocks are shuffled by the seed and dealt out along their cumulative weight
(the patches each is expected to keep), so each set gets close to its share;
the realised counts are reported.

With the buffer between sets on, the patches along a block's edge whose
records (kernel margins included) would share pixels with a record of another
set are left out, the fewest the rule below needs (:func:`keep_sets_apart`), so
that no pixel of one set's records lies in another's.

Sampling keeps a patch with labels when they cover at least ``min_label_share``
of its core, and a patch without any label (a negative) with probability
``negative_ratio``, decided by the seed and the patch's grid index alone: the
same patches whatever the order or the threads they are written in.

Every random choice comes from :func:`seeded_uniform`, a counter-based hash
(SplitMix64) of (seed, stream, index): stable across numpy versions and
platforms, so a seed gives the same sets everywhere.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import numpy as np

from ..base.messages import counted, message, option_name
from ..layout.naming import SET_NAME
from ..layout.schema import DEFAULT_BLOCK

if TYPE_CHECKING:
    from ..layout.grid import PatchLayout

# The options the messages name (each interface spells them).
_BUFFER, _BLOCK, _SPLITS = option_name("splitBuffer"), option_name("splitBlock"), option_name("splits")
_NEGATIVES_STREAM = 1
_BLOCKS_STREAM = 2
_MASK64 = np.uint64(0xFFFFFFFFFFFFFFFF)


class TrainingOptionsError(ValueError):
    """A split or sampling option that cannot be used; the message names it."""


def parse_splits(text: str | None, option: str = _SPLITS) -> list[tuple[str, float]]:
    """[(name, share)] from 'train=0.8,val=0.1,test=0.1' (empty: no split); the shares must add up to 1.

    ``option``: what the messages call the text, the option or model input it was given as."""
    if text is None or not str(text).strip():
        return []
    splits: list[tuple[str, float]] = []
    for item in str(text).split(","):
        if not item.strip():
            continue
        name, equals, share = item.partition("=")
        name = name.strip()
        if not equals:
            raise TrainingOptionsError(message("{option}: {item!r} is not name=share (e.g. train=0.8,val=0.2)",
                                               option=option, item=item.strip()))
        if not SET_NAME.fullmatch(name):
            raise TrainingOptionsError(message("{option}: set name {name!r} must start with a letter and hold only "
                                               "letters, digits and _ (it becomes part of the file names)",
                                               option=option, name=name))
        try:
            number = float(share)
        except ValueError:
            raise TrainingOptionsError(message("{option}: the share of {name!r} must be a number, got {share!r}",
                                               option=option, name=name, share=share.strip())) \
                from None
        if not math.isfinite(number) or number <= 0:
            raise TrainingOptionsError(message("{option}: the share of {name!r} must be above 0, got {share}",
                                               option=option, name=name, share=share.strip()))
        if name in (n for n, _ in splits):
            raise TrainingOptionsError(message("{option}: set {name!r} is named twice", option=option, name=name))
        splits.append((name, number))
    total = sum(share for _, share in splits)
    if len(splits) < 2:
        raise TrainingOptionsError(message("{option}: give at least two sets, e.g. train=0.8,val=0.2 (empty: no "
                                           "split)", option=option))
    if abs(total - 1) > 1e-6:
        raise TrainingOptionsError(message("{option}: the shares add up to {total:g}, not 1: {splits}",
                                           option=option, total=total, splits=splits_text(splits)))
    return splits


def splits_text(splits: Sequence[tuple[str, float]]) -> str:
    return ",".join(f"{name}={share:g}" for name, share in splits)


@dataclass
class TrainingOptions:
    """What turns an export into training sets; the defaults change nothing.

    ``splits``: [(set name, share)] (see :func:`parse_splits`), empty for no
    split; ``block``: patches per side of a block that goes wholly to one set;
    ``seed``: of every random choice; ``min_label_share``: the least share of a
    patch core its labels must cover (0 keeps all); ``negative_ratio``: the share
    of patches without any label kept; ``tfindex``: write a ``.tfindex`` beside
    each (uncompressed) shard; ``buffer``: leave out the patches whose records
    would share pixels with another set's (:func:`keep_sets_apart`).
    """

    splits: list[tuple[str, float]] = field(default_factory=list)  # a text is parsed (parse_splits)
    block: int = DEFAULT_BLOCK
    seed: int = 0
    min_label_share: float = 0.0
    negative_ratio: float = 1.0
    tfindex: bool = False
    buffer: bool = False

    def __post_init__(self) -> None:
        if isinstance(self.splits, str):
            self.splits = parse_splits(self.splits)
        if isinstance(self.block, bool) or not isinstance(self.block, (int, np.integer)) or self.block < 1:
            raise TrainingOptionsError(message("{option} must be a whole number of at least 1, got {block!r}",
                                               option=_BLOCK, block=self.block))
        if isinstance(self.seed, bool) or not isinstance(self.seed, (int, np.integer)):
            raise TrainingOptionsError(message("{option} must be a whole number, got {seed!r}",
                                               option=option_name("seed"), seed=self.seed))
        for name, value in (("minLabelShare", self.min_label_share), ("negativeRatio", self.negative_ratio)):
            if isinstance(value, bool) or not isinstance(value, (int, float)) or not 0 <= value <= 1:
                raise TrainingOptionsError(message("{name} must be a number from 0 to 1, got {value!r}",
                                                   name=option_name(name), value=value))
        if not isinstance(self.buffer, (bool, np.bool_)):
            raise TrainingOptionsError(message("{option} must be true or false, got {buffer!r}", option=_BUFFER,
                                               buffer=self.buffer))

    @property
    def sampling(self) -> bool:
        """Whether sampling may leave patches out."""
        return self.min_label_share > 0 or self.negative_ratio < 1

    @property
    def set_names(self) -> list[str]:
        return [name for name, _ in self.splits]

    def sidecar_sampling(self) -> dict[str, Any]:
        return {"minLabelShare": float(self.min_label_share), "negativeRatio": float(self.negative_ratio),
                "seed": int(self.seed)}


def seeded_uniform(seed: int, stream: int, indices: Any) -> np.ndarray:
    """Uniform numbers in [0, 1), one per index, from (seed, stream, index) alone (SplitMix64's finaliser)."""
    indices = np.asarray(indices, dtype=np.uint64)
    with np.errstate(over="ignore"):
        state = (np.uint64(int(seed) & 0xFFFFFFFFFFFFFFFF) * np.uint64(0x9E3779B97F4A7C15)
                 + np.uint64(stream) * np.uint64(0xD1B54A32D192ED03)) & _MASK64
        z = (state + (indices + np.uint64(1)) * np.uint64(0x9E3779B97F4A7C15)) & _MASK64
        z = ((z ^ (z >> np.uint64(30))) * np.uint64(0xBF58476D1CE4E5B9)) & _MASK64
        z = ((z ^ (z >> np.uint64(27))) * np.uint64(0x94D049BB133111EB)) & _MASK64
        z = z ^ (z >> np.uint64(31))
    return (z >> np.uint64(11)).astype(np.float64) / float(1 << 53)


def keeps_negatives(seed: int, ratio: float, indices: Any) -> np.ndarray:
    """Which of the patches ``indices`` (without any label) the sampling keeps."""
    if ratio >= 1:
        return np.ones(len(indices), dtype=bool)
    return seeded_uniform(seed, _NEGATIVES_STREAM, indices) < ratio


def check_blocks(layout: PatchLayout, options: TrainingOptions) -> None:
    """Refuse splits into more sets than the patch grid has blocks: a set would get no patch, whatever the seed."""
    if not options.splits:
        return
    across, down = -(-layout.patches_per_row // options.block), -(-layout.rows // options.block)
    if across * down >= len(options.splits):
        return
    fitting = max(size for size in range(1, options.block + 1)
                  if size == 1 or -(-layout.patches_per_row // size) * -(-layout.rows // size) >= len(options.splits))
    raise TrainingOptionsError(
        counted(across * down,
                "{block_option} {block}: the {patches_per_row} x {rows} patch grid holds %n block of {block} x "
                "{block} patches, fewer than the {sets} sets of {splits_option} ({splits}), so a set would get no "
                "patch; use a {block_option} of at most {fitting}, smaller patches or a larger region",
                "{block_option} {block}: the {patches_per_row} x {rows} patch grid holds %n blocks of {block} x "
                "{block} patches, fewer than the {sets} sets of {splits_option} ({splits}), so a set would get no "
                "patch; use a {block_option} of at most {fitting}, smaller patches or a larger region",
                block_option=_BLOCK, splits_option=_SPLITS, block=options.block,
                patches_per_row=layout.patches_per_row, rows=layout.rows,
                sets=len(options.splits), splits=splits_text(options.splits),
                fitting=fitting))


def block_of_patches(layout: PatchLayout, block: int) -> np.ndarray:
    """The block number of every patch: blocks of ``block`` x ``block`` patches, row-major."""
    per_row = -(-layout.patches_per_row // block)
    rows, columns = np.divmod(np.arange(layout.total_patches), layout.patches_per_row)
    return (rows // block) * per_row + columns // block


def expected_weights(options: TrainingOptions, labelled: np.ndarray | None, patch_pixels: int) -> np.ndarray | None:
    """The share of each patch the sampling is expected to keep, from its labelled pixels before masking."""
    if labelled is None or not options.sampling:
        return None
    share = labelled / float(patch_pixels)
    return np.where(labelled == 0, options.negative_ratio, (share >= options.min_label_share).astype(float))


def assign_sets(layout: PatchLayout, options: TrainingOptions, weights: np.ndarray | None = None) -> np.ndarray:
    """The set (index into ``options.splits``) of every patch: whole blocks, dealt by the seed.

    The blocks, in an order the seed shuffles, are laid along [0, 1) by their
    weight (the patches each is expected to keep; ``weights`` per patch, None:
    every patch 1); a block goes to the set whose share of [0, 1) holds its middle.
    """
    blocks = block_of_patches(layout, options.block)
    count = int(blocks.max()) + 1
    patch_weights = np.ones(layout.total_patches) if weights is None else np.asarray(weights, dtype=float)
    block_weights = np.bincount(blocks, weights=patch_weights, minlength=count)
    if block_weights.sum() <= 0:
        block_weights = np.bincount(blocks, minlength=count).astype(float)
    order = np.argsort(seeded_uniform(options.seed, _BLOCKS_STREAM, np.arange(count)), kind="stable")
    ends = np.cumsum([share for _, share in options.splits])
    ends[-1] = np.inf  # rounding never leaves a block without a set
    weights_in_order = block_weights[order]
    middles = (np.cumsum(weights_in_order) - weights_in_order / 2) / block_weights.sum()
    block_sets = np.empty(count, dtype=np.int16)
    block_sets[order] = np.searchsorted(ends, middles, side="right")
    return block_sets[blocks]


def sampling_may_keep(options: TrainingOptions, labelled: np.ndarray | None, patch_pixels: int) -> np.ndarray | None:
    """Whether the sampling may keep each patch, from its labelled pixels before masking (None: every patch).

    The image's masks only turn labels into the nodata, so a patch kept has at
    least as many labelled pixels before them: a patch whose negative draw fails
    and whose labels before masking are none, or fewer than the least label
    share, is never written, whatever the masks.
    """
    if labelled is None or not options.sampling:
        return None
    negatives = keeps_negatives(options.seed, options.negative_ratio, np.arange(len(labelled)))
    return negatives | ((labelled > 0) & (labelled >= options.min_label_share * patch_pixels))


def buffer_order(options: TrainingOptions) -> list[int]:
    """The sets (indices into the splits) in the order the buffer takes them: the smallest share asked first,
    of equal shares the one listed first. Each keeps its patches clear of the sets taken before it."""
    return sorted(range(len(options.splits)), key=lambda number: (options.splits[number][1], number))


def keep_sets_apart(layout: PatchLayout, options: TrainingOptions, patch_sets: np.ndarray,
                    candidates: np.ndarray | None = None) -> np.ndarray:
    """Whether the buffer leaves out each patch of the sets of :func:`assign_sets`, so that no two patches of
    different sets kept have tiles that share a pixel.

    The rule: the sets are taken in :func:`buffer_order`; each keeps the patches
    whose tiles share no pixel with a patch kept by a set taken before it, and
    leaves out the others. So where two sets meet, the set asked for the larger
    share (of equal shares, the one listed later) gives way: it loses the band of
    patches within the kernel margins' reach (:attr:`PatchLayout.sharing_reach`)
    along the edge, and the small sets, whose blocks are islands in the large
    one, keep their patches and so their share. Every patch left out is needed:
    put back, it would share pixels with a patch kept. The choice depends on the
    grid, the sets and ``candidates`` alone, never on threads or workers.

    ``candidates``: the patches that may be written (:func:`sampling_may_keep`;
    None: every patch); the others neither keep other sets away nor are left out
    here (the sampling leaves them out). TrainingOptionsError, naming the
    options, when a set that had candidates keeps none.
    """
    reach_x, reach_y = layout.sharing_reach
    shape = (layout.rows, layout.patches_per_row)
    sets = np.asarray(patch_sets).reshape(shape)
    may = np.ones(shape, dtype=bool) if candidates is None else np.asarray(candidates, dtype=bool).reshape(shape)
    left_out = np.zeros(shape, dtype=bool)
    taken = np.zeros(shape, dtype=bool)  # the patches kept by the sets taken so far
    for number in buffer_order(options):
        own = (sets == number) & may
        near = own & _near_any(taken, reach_x, reach_y)
        if own.any() and not (own & ~near).any():
            raise _emptied_set(layout, options, options.splits[number][0])
        left_out |= near
        taken |= own & ~near
    return left_out.reshape(-1)


def _near_any(marked: np.ndarray, reach_x: int, reach_y: int) -> np.ndarray:
    """Whether a marked cell lies within ``reach_x`` columns and ``reach_y`` rows of each cell: running sums
    along each axis, whatever the reach."""
    counts = marked.astype(np.int64)
    for axis, reach in ((0, reach_y), (1, reach_x)):
        if reach:
            padding = [(0, 0), (0, 0)]
            padding[axis] = (reach + 1, reach)
            summed = np.cumsum(np.pad(counts, padding), axis=axis)
            width = 2 * reach + 1  # the cells within reach, the cell's own included
            ahead = summed[width:] if axis == 0 else summed[:, width:]
            behind = summed[:-width] if axis == 0 else summed[:, :-width]
            counts = ahead - behind
    return counts > 0


def _emptied_set(layout: PatchLayout, options: TrainingOptions, name: str) -> TrainingOptionsError:
    reach_x, reach_y = layout.sharing_reach
    return TrainingOptionsError(
        message("{option}: the kernel margins of {kernel} {kernel_width},{kernel_height} reach {reach_x} x "
                "{reach_y} patches of {patch} {patch_width},{patch_height}, so that with {block_option} "
                "{block} the buffer leaves set {name!r} no patch clear of the other sets; use a {block_option} of at "
                "least {blocks} (each block then keeps patches out of its neighbours' reach), "
                "larger patches or a smaller kernel", option=_BUFFER, kernel=option_name("kernelSize"),
                patch=option_name("patchDimensions"), block_option=_BLOCK, kernel_width=layout.kernel_width,
                kernel_height=layout.kernel_height, reach_x=reach_x, reach_y=reach_y, patch_width=layout.patch_width,
                patch_height=layout.patch_height, block=options.block, name=name,
                blocks=2 * max(reach_x, reach_y) + 1))
