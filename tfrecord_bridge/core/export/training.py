"""Training sets from an image export: spatial splits and label sampling (FORMAT.md 3.7).

Splits assign whole blocks of N x N patches to one set, so neighbouring
patches, whose kernel margins overlap, never land in different sets. The
blocks are shuffled by the seed and dealt out along their cumulative weight
(the patches each is expected to keep), so each set gets close to its share;
the realised counts are reported.

With the buffer between sets on, no pixel of one set's records (kernel
margins included) lies in another's: either the patches along a block's edge
that would share pixels with a record of another set are left out, few and
chosen so that each set keeps its share (:func:`keep_sets_apart`), or, with
``buffer_mask``, every patch is kept and the margin pixels another set owns are
masked (:func:`owned_pixels`), holding defaultValue as EE's masked pixels do.

Sampling keeps a patch with labels when they cover at least ``min_label_share``
of its core, and a patch without any label (a negative) with probability
``negative_ratio``, decided by the seed and the patch's grid index alone: the
same patches whatever the order or the threads they are written in.

Every random choice comes from :func:`seeded_uniform`, a counter-based hash
(SplitMix64) of (seed, stream, index): stable across numpy versions and
platforms, so a seed gives the same sets everywhere.
"""

from __future__ import annotations

import heapq
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
_MASK = option_name("splitBufferMask")
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
    would share pixels with another set's (:func:`keep_sets_apart`);
    ``buffer_mask``: with ``buffer``, keep them and mask the margin pixels
    another set owns instead (:func:`owned_pixels`).
    """

    splits: list[tuple[str, float]] = field(default_factory=list)  # a text is parsed (parse_splits)
    block: int = DEFAULT_BLOCK
    seed: int = 0
    min_label_share: float = 0.0
    negative_ratio: float = 1.0
    tfindex: bool = False
    buffer: bool = False
    buffer_mask: bool = False

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
        for option, value in ((_BUFFER, self.buffer), (_MASK, self.buffer_mask)):
            if not isinstance(value, (bool, np.bool_)):
                raise TrainingOptionsError(message("{option} must be true or false, got {buffer!r}", option=option,
                                                   buffer=value))

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


# How far from the share asked a set the buffer leaves may stray before the log warns (issue 44: 5 points), and how
# far a trade of :func:`_trade_patches` may take a share (or further than it already was).
SHARE_TOLERANCE = 0.05
_TRADE_DRIFT = 0.02


def keep_sets_apart(layout: PatchLayout, options: TrainingOptions, patch_sets: np.ndarray,
                    candidates: np.ndarray | None = None) -> np.ndarray:
    """Whether the buffer leaves out each patch of the sets of :func:`assign_sets`, so that no two patches of
    different sets kept have tiles that share a pixel, the sets keeping their shares.

    Two patches of different sets *meet* when they lie within the kernel margins'
    reach (:attr:`PatchLayout.sharing_reach`). The rule: patches are left out one at
    a time while two kept patches meet, each time the kept patch meeting the most
    kept patches of other sets, taken from the sets holding more than their share
    of the patches kept so far (none holding more: the set furthest above its share,
    relative to it, that still meets another); of equal counts, from the set furthest
    above its share (then the one listed first), its first in grid order. So a patch surrounded by another
    set goes rather than the ring around it, and whichever set is ahead of its share
    gives way. Then every patch left out that meets no kept patch is put back, and a
    kept patch is traded for two or more left out that only it held away
    (:func:`_trade_patches`). Every patch left out is needed: put back, it would
    share pixels with a patch kept. The choice depends on the grid, the sets and
    ``candidates`` alone, never on threads or workers.

    ``candidates``: the patches that may be written (:func:`sampling_may_keep`;
    None: every patch); the others neither keep other sets away nor are left out
    here (the sampling leaves them out). TrainingOptionsError, naming the
    options, when a set that had candidates keeps none.
    """
    sets = np.asarray(patch_sets).reshape(-1)
    may = np.ones(sets.shape, dtype=bool) if candidates is None else np.asarray(candidates, dtype=bool).reshape(-1)
    shares = np.array([share for _, share in options.splits])
    meeting = _meeting_patches(layout, sets, may)
    kept = may.copy()
    _leave_out_meeting(meeting, sets, shares, kept)
    _put_back(meeting, np.flatnonzero(may & ~kept), kept)
    _trade_patches(meeting, sets, shares, may, kept)
    for number, (name, _) in enumerate(options.splits):
        own = (sets == number) & may
        if own.any() and not (own & kept).any():
            raise _emptied_set(layout, options, name)
    return may & ~kept


def _meeting_patches(layout: PatchLayout, sets: np.ndarray, may: np.ndarray) -> list[list[int]]:
    """For every patch, the candidates of other sets whose tiles share a pixel with its own (none for a patch
    that is not a candidate): the patches within the margins' reach, one offset at a time over the grid."""
    reach_x, reach_y = layout.sharing_reach
    rows, per_row = layout.rows, layout.patches_per_row
    grid_sets, grid_may = sets.reshape(rows, per_row), may.reshape(rows, per_row)
    meeting: list[list[int]] = [[] for _ in range(layout.total_patches)]
    for dy in range(-reach_y, reach_y + 1):
        for dx in range(-reach_x, reach_x + 1):
            here = (slice(max(0, -dy), min(rows, rows - dy)), slice(max(0, -dx), min(per_row, per_row - dx)))
            there = (slice(max(0, dy), min(rows, rows + dy)), slice(max(0, dx), min(per_row, per_row + dx)))
            meet = (grid_sets[here] != grid_sets[there]) & grid_may[here] & grid_may[there]
            ys, xs = np.nonzero(meet)
            firsts = (ys + here[0].start) * per_row + xs + here[1].start
            for first, second in zip(firsts.tolist(), (firsts + dy * per_row + dx).tolist()):
                meeting[first].append(second)
    return meeting


def _leave_out_meeting(meeting: list[list[int]], sets: np.ndarray, shares: np.ndarray, kept: np.ndarray) -> None:
    """Leave out patches (``kept`` False) until no two kept patches meet, by :func:`keep_sets_apart`'s rule."""
    counts = np.bincount(sets[kept], minlength=len(shares)).astype(float)
    meets = np.array([len(others) for others in meeting])
    # Per set, a heap of (-meets, patch) of its kept patches that meet another; entries go stale as counts fall.
    heaps: list[list[tuple[int, int]]] = [[] for _ in shares]
    for patch in np.flatnonzero(kept & (meets > 0)).tolist():
        heaps[sets[patch]].append((-int(meets[patch]), patch))
    for heap in heaps:
        heapq.heapify(heap)

    def top(number: int) -> int | None:
        heap = heaps[number]
        while heap:
            negative, patch = heap[0]
            if not kept[patch] or not meets[patch]:
                heapq.heappop(heap)
            elif -negative != meets[patch]:
                heapq.heapreplace(heap, (-int(meets[patch]), patch))
            else:
                return patch
        return None

    while True:
        tops = {number: patch for number in range(len(shares)) if (patch := top(number)) is not None}
        if not tops:
            return
        ahead = counts / shares  # how far above its share each set is, relative to it
        above = [number for number in tops if counts[number] > shares[number] * counts.sum()]
        takers = above or [max(tops, key=lambda number: (ahead[number], -number))]
        number = max(takers, key=lambda number: (meets[tops[number]], ahead[number], -number))
        patch = tops[number]
        kept[patch] = False
        counts[number] -= 1
        for other in meeting[patch]:
            meets[other] -= 1


def _put_back(meeting: list[list[int]], left_out: Sequence[int] | np.ndarray, kept: np.ndarray) -> None:
    """Keep again, in grid order, each patch left out that meets no kept patch."""
    for patch in left_out:
        if not any(kept[other] for other in meeting[patch]):
            kept[patch] = True


def _trade_patches(meeting: list[list[int]], sets: np.ndarray, shares: np.ndarray, may: np.ndarray,
                   kept: np.ndarray) -> None:
    """Leave out a kept patch to keep two or more left out that only it held away (those that meet each other
    taken in grid order, the later dropped), where no set's share then strays more than _TRADE_DRIFT from the
    share asked (or further than the furthest already was); kept patches in grid order, until none trades."""
    holders = np.zeros(len(kept), dtype=np.int64)  # kept patches of other sets each patch meets
    for patch in np.flatnonzero(kept).tolist():
        for other in meeting[patch]:
            holders[other] += 1
    counts = np.bincount(sets[kept], minlength=len(shares)).astype(float)

    def strays(counts: np.ndarray) -> float:
        return float(np.abs(counts / counts.sum() - shares).max())

    traded = True
    while traded:
        traded = False
        for patch in np.flatnonzero(kept).tolist():
            freed = _held_away_by(patch, meeting, may, kept, holders)
            if len(freed) < 2:
                continue
            after = counts.copy()
            after[sets[patch]] -= 1
            np.add.at(after, sets[freed], 1)
            if strays(after) > max(_TRADE_DRIFT, strays(counts)):
                continue
            kept[patch], counts, traded = False, after, True
            for other in meeting[patch]:
                holders[other] -= 1
            for other in freed:
                kept[other] = True
                for neighbour in meeting[other]:
                    holders[neighbour] += 1


def _held_away_by(patch: int, meeting: list[list[int]], may: np.ndarray, kept: np.ndarray, holders: np.ndarray
                  ) -> list[int]:
    """The candidates left out that only ``patch`` holds away, in grid order, those meeting one taken before
    dropped."""
    freed: list[int] = []
    for other in sorted(meeting[patch]):
        if may[other] and not kept[other] and holders[other] == 1 and not set(meeting[other]) & set(freed):
            freed.append(other)
    return freed


def buffer_shares_warning(layout: PatchLayout, options: TrainingOptions, patch_sets: np.ndarray,
                          left_out: np.ndarray, candidates: np.ndarray | None = None) -> str | None:
    """The log's warning when the buffer leaves a set more than SHARE_TOLERANCE from its share asked (the
    margins reach too far for the blocks to keep both), with what would do; None when every set keeps its
    share."""
    sets = np.asarray(patch_sets).reshape(-1)
    may = np.ones(sets.shape, dtype=bool) if candidates is None else np.asarray(candidates, dtype=bool).reshape(-1)
    counts = np.bincount(sets[may & ~left_out], minlength=len(options.splits))
    if not counts.sum():
        return None
    kept = counts / counts.sum()
    if all(abs(share_kept - share) <= SHARE_TOLERANCE for share_kept, (_, share) in zip(kept, options.splits)):
        return None
    reach_x, reach_y = layout.sharing_reach
    return message("Warning: {option}: the kernel margins reach {reach_x} x {reach_y} patches, so that with "
                   "{block_option} {block} the sets keep {kept} of the patches, more than {points} points from "
                   "the shares asked ({splits}); use a {block_option} of at least {blocks}, larger patches or a "
                   "smaller kernel, or {mask} to mask the margin pixels another set owns instead of leaving patches "
                   "out", option=_BUFFER, reach_x=reach_x, reach_y=reach_y, block_option=_BLOCK,
                   block=options.block, kept=",".join(f"{name}={share:.2f}" for (name, _), share
                                                      in zip(options.splits, kept)),
                   points=round(SHARE_TOLERANCE * 100), splits=splits_text(options.splits),
                   blocks=max(options.block + 1, 2 * max(reach_x, reach_y) + 1), mask=_MASK)


def owned_pixels(layout: PatchLayout, patch_sets: np.ndarray, index: int) -> np.ndarray:
    """[tile_height, tile_width]: whether each pixel of patch ``index``'s tile is its own set's, i.e. lies in
    the core of a patch of that set. A pixel past the grid's edge is the nearest patch's, so that every pixel
    has one set: the buffer's mask (``buffer_mask``) keeps a tile's own pixels and masks the others."""
    per_row, rows = layout.patches_per_row, layout.rows
    row, column = divmod(int(index), per_row)
    ys = np.arange(row * layout.patch_height - layout.margin_y, (row + 1) * layout.patch_height + layout.margin_y)
    xs = np.arange(column * layout.patch_width - layout.margin_x,
                   (column + 1) * layout.patch_width + layout.margin_x)
    owner_rows = np.clip(ys // layout.patch_height, 0, rows - 1)
    owner_columns = np.clip(xs // layout.patch_width, 0, per_row - 1)
    grid_sets = np.asarray(patch_sets).reshape(rows, per_row)
    return grid_sets[np.ix_(owner_rows, owner_columns)] == grid_sets[row, column]


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
