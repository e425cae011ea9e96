"""The buffer between sets on a real scene (issue 44 item 7): the shares asked for are kept, few patches are
left out, and with SPLIT_BUFFER_MASK none is, the margin pixels another set owns masked instead.

Every check reads what was written: the records, decoded from the shards, and where each lies, from the
sets' index files. A band of pixel numbers stacked on RGB.byte.tif (pixel (x, y) holds y * width + x + 1)
says which source pixels each record holds, whatever the planner meant to write."""

import json
from pathlib import Path

import numpy as np
import pytest
from osgeo import gdal

from helpers import TEST_DATA
from tfrecord_bridge.core import decode_example, read_records
from tfrecord_bridge.core.base.messages import n_patches

RGB = TEST_DATA / "rasterio" / "RGB.byte.tif"
NAMES, SHARES = ("train", "val", "test"), (0.6, 0.2, 0.2)
PATCH, KERNEL, MARGIN = 64, 9, 4  # the issue's case: patch 64, kernel 9, blocks of 2
MASKED = -1.0  # defaultValue: no pixel number, nor any RGB value


@pytest.fixture(scope="module")
def numbered(tmp_path_factory):
    """A raster on RGB.byte.tif's grid whose pixel (x, y) holds y * width + x + 1 (exact in float32)."""
    source = gdal.Open(str(RGB))
    width, height = source.RasterXSize, source.RasterYSize
    path = str(tmp_path_factory.mktemp("numbered") / "numbers.tif")
    dataset = gdal.GetDriverByName("GTiff").Create(path, width, height, 1, gdal.GDT_Int32)
    dataset.SetGeoTransform(source.GetGeoTransform())
    dataset.SetProjection(source.GetProjection())
    dataset.GetRasterBand(1).WriteArray(np.arange(1, width * height + 1, dtype=np.int32).reshape(height, width))
    dataset = None
    return path, width, height


def export(folder, numbered, *extra, seed="0"):
    """The issue's export through the command, with the pixel numbers as a fourth band; (exit status, log)."""
    from tfrecord_bridge.core.cli import main
    return main(["export-image", str(RGB), numbered[0], "-o", str(folder), "--prefix", "p", "--band-names",
                 "r,g,b,number", "--patch-dimensions", f"{PATCH},{PATCH}", "--kernel-size", f"{KERNEL},{KERNEL}",
                 "--default-value", str(MASKED), "--no-compressed", "--splits", "train=0.6,val=0.2,test=0.2",
                 "--split-block", "2", "--seed", seed, "--split-buffer", *extra])


def written(folder):
    """{set: [(grid index, [tile_height, tile_width] pixel numbers)]} in record order, and the grid's patches
    per row and total, from the shards and the index files."""
    sets, grid = {}, None
    for name in NAMES:
        index = json.loads((Path(folder) / f"p-{name}-index.json").read_text(encoding="utf-8"))
        grid = (index["patchesPerRow"], index["totalPatches"])
        records = [decode_example(record) for path in sorted(Path(folder).glob(f"p-{name}-[0-9]*.tfrecord"))
                   for record in read_records(str(path))]
        assert len(records) == len(index["patchIndices"])
        side = PATCH + 2 * MARGIN
        sets[name] = [(int(patch), np.asarray(record["number"]).reshape(side, side),
                       np.stack([np.asarray(record[band]).reshape(side, side) for band in "rgb"]))
                      for patch, record in zip(index["patchIndices"], records)]
    return sets, grid


def expected_numbers(patch, per_row, width, height):
    """The pixel numbers of patch ``patch``'s tile as the source holds them (0 outside the raster)."""
    row, column = divmod(patch, per_row)
    ys = np.arange(row * PATCH - MARGIN, (row + 1) * PATCH + MARGIN)
    xs = np.arange(column * PATCH - MARGIN, (column + 1) * PATCH + MARGIN)
    inside = ((ys >= 0) & (ys < height))[:, None] & ((xs >= 0) & (xs < width))[None, :]
    return np.where(inside, ys[:, None] * width + xs[None, :] + 1, 0)


def windows_meet(first, second, per_row):
    """Whether the tiles (patch and margins) of two patches share a grid pixel, from their places alone."""
    (row_a, column_a), (row_b, column_b) = divmod(first, per_row), divmod(second, per_row)
    side = PATCH + 2 * MARGIN
    return abs(row_a - row_b) * PATCH < side and abs(column_a - column_b) * PATCH < side


def numbers_seen(records):
    """The source pixels the records hold unmasked (pixel numbers, the masked value left out)."""
    return set(np.concatenate([numbers[numbers != MASKED] for _, numbers, _ in records]).astype(np.int64).tolist())


def test_the_issues_buffered_split_keeps_its_shares_and_shares_no_pixel(tmp_path, numbered, capsys):
    """RGB.byte.tif, patch 64, kernel 9, blocks of 2, train=0.6,val=0.2,test=0.2: main left out 74 of the 132
    patches and wrote 24% / 48% / 28%. Now each set is within 5 points of its share, fewer are left out, no
    source pixel is in records of two sets (read from the records' pixel numbers, and from their places), and
    every patch left out is needed: its tile meets a record kept of another set."""
    _, width, height = numbered
    assert export(tmp_path / "out", numbered) == 0
    log = capsys.readouterr().err
    sets, (per_row, total) = written(tmp_path / "out")
    assert total == 132
    counts = {name: len(records) for name, records in sets.items()}
    kept = sum(counts.values())
    for name, share in zip(NAMES, SHARES):
        assert abs(counts[name] / kept - share) <= 0.05, (counts, name)
    assert total - kept < 74, counts
    # The records hold the source's pixels at the places their index files give (masked where RGB's nodata is).
    for records in sets.values():
        for patch, numbers, _ in records:
            expected = expected_numbers(patch, per_row, width, height)
            unmasked = numbers != MASKED
            assert (numbers[unmasked] == expected[unmasked]).all(), patch
    # No source pixel in records of two sets: from the numbers the records hold, and from their places.
    seen = {name: numbers_seen(records) for name, records in sets.items()}
    for position, name in enumerate(NAMES):
        for other in NAMES[position + 1:]:
            assert not seen[name] & seen[other], (name, other)
            assert not any(windows_meet(a, b, per_row) for a, _, _ in sets[name] for b, _, _ in sets[other])
    owner = {patch: name for name, records in sets.items() for patch, _, _ in records}
    left_out = set(range(total)) - set(owner)
    sidecar = json.loads((tmp_path / "out" / "p-sidecar.json").read_text(encoding="utf-8"))
    assert sidecar["splits"]["leftOutForBuffer"] == len(left_out) == total - kept
    for patch in left_out:
        assert any(windows_meet(patch, other, per_row) for other in owner), patch
    assert f"Buffer between sets: {n_patches(len(left_out))} left out" in log
    assert "ahead of its share gave way" in log and "Warning: --split-buffer" not in log


def owners(sets, per_row, rows):
    """[tile_height, tile_width] -> set name of each pixel of a patch's tile: the set whose written patch holds
    the pixel in its core (past the grid's edge, the nearest patch), from the index files alone."""
    grid = np.empty((rows, per_row), dtype=object)
    for name, records in sets.items():
        for patch, _, _ in records:
            grid[divmod(patch, per_row)] = name

    def of(patch):
        row, column = divmod(patch, per_row)
        ys = np.clip(np.arange(row * PATCH - MARGIN, (row + 1) * PATCH + MARGIN) // PATCH, 0, rows - 1)
        xs = np.clip(np.arange(column * PATCH - MARGIN, (column + 1) * PATCH + MARGIN) // PATCH, 0, per_row - 1)
        return grid[np.ix_(ys, xs)]
    return of


def test_masking_the_margins_keeps_every_patch_and_leaves_no_unmasked_pixel_shared(tmp_path, numbered, capsys):
    """--split-buffer-mask: every patch written (the dealt sets whole, more than leaving patches out keeps), and
    the margin pixels another set owns hold defaultValue in every band, so that no unmasked source pixel is in
    records of two sets, while without the buffer the same records share pixels. Against that export, record
    by record, the mask changed exactly the pixels of another set's patches, never a core."""
    from tfrecord_bridge.core.cli import main
    _, width, height = numbered
    assert export(tmp_path / "dropped", numbered) == 0
    dropped, _ = written(tmp_path / "dropped")
    assert export(tmp_path / "masked", numbered, "--split-buffer-mask") == 0
    log = capsys.readouterr().err
    sets, (per_row, total) = written(tmp_path / "masked")
    assert sum(len(records) for records in sets.values()) == total == 132
    assert sum(len(records) for records in dropped.values()) < total
    seen = {name: numbers_seen(records) for name, records in sets.items()}
    for position, name in enumerate(NAMES):
        for other in NAMES[position + 1:]:
            assert not seen[name] & seen[other], (name, other)
    # The same export without the buffer: the same sets, whose records share pixels.
    arguments = ["export-image", str(RGB), numbered[0], "-o", str(tmp_path / "plain"), "--prefix", "p",
                 "--band-names", "r,g,b,number", "--patch-dimensions", f"{PATCH},{PATCH}", "--kernel-size",
                 f"{KERNEL},{KERNEL}", "--default-value", str(MASKED), "--no-compressed", "--splits",
                 "train=0.6,val=0.2,test=0.2", "--split-block", "2", "--seed", "0"]
    assert main(arguments) == 0
    plain, _ = written(tmp_path / "plain")
    assert {name: [patch for patch, _, _ in records] for name, records in plain.items()} == \
        {name: [patch for patch, _, _ in records] for name, records in sets.items()}
    plain_seen = {name: numbers_seen(records) for name, records in plain.items()}
    assert plain_seen["train"] & plain_seen["val"] and plain_seen["train"] & plain_seen["test"]
    owner_of = owners(sets, per_row, total // per_row)
    core = (slice(MARGIN, MARGIN + PATCH), slice(MARGIN, MARGIN + PATCH))
    masked_records = {name: 0 for name in NAMES}
    for name in NAMES:
        for (patch, numbers, bands), (_, plain_numbers, plain_bands) in zip(sets[name], plain[name]):
            foreign = owner_of(patch) != name
            assert not foreign[core].any()
            # Another set's pixels masked in every band (as EE fills a pixel masked in any band); the rest as
            # without the buffer.
            assert (numbers[foreign] == MASKED).all() and (bands[:, foreign] == MASKED).all(), patch
            assert (numbers[~foreign] == plain_numbers[~foreign]).all(), patch
            assert (bands[:, ~foreign] == plain_bands[:, ~foreign]).all(), patch
            masked_records[name] += bool(foreign.any())
    splits = json.loads((tmp_path / "masked" / "p-sidecar.json").read_text(encoding="utf-8"))["splits"]
    assert splits["buffer"] is True and splits["bufferMask"] is True and "leftOutForBuffer" not in splits
    assert {name: entry["maskedForBuffer"] for name, entry in splits["sets"].items()} == masked_records
    assert splits["maskedForBuffer"] == sum(masked_records.values()) > 0
    assert f"Buffer between sets: in {n_patches(splits['maskedForBuffer'])} (" in log
    assert "no patch was left out" in log


def folder_digest(folder):
    """Every file's name and bytes, the sidecar without its run (each run's own id)."""
    import hashlib

    from helpers import sidecar_without_run
    digest = hashlib.sha256()
    for path in sorted(Path(folder).iterdir()):
        data = path.read_bytes()
        if path.name.endswith("sidecar.json"):
            data = sidecar_without_run(data).encode()
        digest.update(path.name.encode() + b"\0" + data + b"\0")
    return digest.hexdigest()


def test_a_seed_gives_the_same_sets_through_the_command_and_processing(run_algorithm, tmp_path, numbered, capsys):
    """Leaving out and masking: the same seed writes the same files, by the command twice and by Processing
    (SPLIT_BUFFER_MASK); another seed deals other sets, also within 5 points of their shares. The mask
    without the buffer is refused, naming both options."""
    for extra in ((), ("--split-buffer-mask",)):
        folders = [tmp_path / f"{len(extra)}-{run}" for run in ("a", "b")]
        for folder in folders:
            assert export(folder, numbered, *extra) == 0
        assert folder_digest(folders[0]) == folder_digest(folders[1])
        result = run_algorithm("tfrecord:exportimage", {
            "INPUT": [str(RGB), numbered[0]], "BAND_NAMES": "r,g,b,number", "PATCH_DIMENSIONS": f"{PATCH},{PATCH}",
            "KERNEL_SIZE": f"{KERNEL},{KERNEL}", "DEFAULT_VALUE": MASKED, "COMPRESSED": False,
            "SPLITS": "train=0.6,val=0.2,test=0.2", "SPLIT_BLOCK": 2, "SEED": 0, "SPLIT_BUFFER": True,
            "SPLIT_BUFFER_MASK": bool(extra), "OUTPUT": str(tmp_path / f"{len(extra)}-processing"), "PREFIX": "p"})
        assert folder_digest(tmp_path / f"{len(extra)}-processing") == folder_digest(folders[0])
        assert result["LEFT_OUT_FOR_BUFFER"] == (0 if extra else 132 - result["PATCHES_KEPT"])
        assert export(tmp_path / f"{len(extra)}-seed", numbered, *extra, seed="3") == 0
        sets, _ = written(tmp_path / f"{len(extra)}-seed")
        first, _ = written(folders[0])
        assert [patch for patch, _, _ in sets["val"]] != [patch for patch, _, _ in first["val"]]
        counts = np.array([len(sets[name]) for name in NAMES])
        assert (abs(counts / counts.sum() - SHARES) <= 0.05).all(), counts
    capsys.readouterr()
    from tfrecord_bridge.core.cli import main
    with pytest.raises(SystemExit) as stopped:
        main(["export-image", str(RGB), "-o", str(tmp_path / "refused"), "--splits", "a=0.5,b=0.5",
              "--split-buffer-mask"])
    assert stopped.value.code == 2
    assert ("error: --split-buffer-mask masks the margins another set owns, a way of --split-buffer: give "
            "--split-buffer too, or leave out --split-buffer-mask") in capsys.readouterr().err
    assert not (tmp_path / "refused").exists()


def test_where_the_margins_reach_past_the_blocks_the_log_says_why_the_shares_are_not_kept(tmp_path, capsys):
    """Blocks of one patch, margins reaching the next: no choice keeps 60/20/20 apart, and the log says so,
    naming the options that would do; the shares it gives are those written."""
    from tfrecord_bridge.core.cli import main
    assert main(["export-image", str(RGB), "-o", str(tmp_path / "out"), "--prefix", "p", "--patch-dimensions",
                 f"{PATCH},{PATCH}", "--kernel-size", f"{KERNEL},{KERNEL}", "--no-compressed", "--splits",
                 "train=0.6,val=0.2,test=0.2", "--split-block", "1", "--split-buffer"]) == 0
    log = capsys.readouterr().err
    counts = {name: len(json.loads((tmp_path / "out" / f"p-{name}-index.json").read_text())["patchIndices"])
              for name in NAMES}
    shares = {name: count / sum(counts.values()) for name, count in counts.items()}
    assert max(abs(shares[name] - share) for name, share in zip(NAMES, SHARES)) > 0.05
    kept = ",".join(f"{name}={shares[name]:.2f}" for name in NAMES)
    assert (f"Warning: --split-buffer: the kernel margins reach 1 x 1 patches, so that with --split-block 1 the sets "
            f"keep {kept} of the patches, more than 5 points from the shares asked (train=0.6,val=0.2,test=0.2); use "
            "a --split-block of at least 3, larger patches or a smaller kernel, or --split-buffer-mask to mask the "
            "margin pixels another set owns instead of leaving patches out") in log


def test_one_patch_left_out_for_the_buffer_is_said_in_the_singular(tmp_path, capsys):
    """A strip of 8 patches in 2 blocks of 4, one block a set: where they meet, the tiles of the two patches
    beside the border share pixels, so exactly one is left out, and the log says "1 patch", not "1 patches"
    (issue 44: plurals), per set too."""
    from helpers import write_float_bands
    from tfrecord_bridge.core.cli import main
    raster = write_float_bands(tmp_path / "strip.tif", np.arange(4 * 32, dtype=np.float32).reshape(1, 4, 32))
    assert main(["export-image", raster, "-o", str(tmp_path / "out"), "--prefix", "p", "--patch-dimensions", "4,4",
                 "--kernel-size", "3,3", "--splits", "a=0.5,b=0.5", "--split-block", "4", "--seed", "0",
                 "--split-buffer"]) == 0
    log = capsys.readouterr().err
    splits = json.loads((tmp_path / "out" / "p-sidecar.json").read_text(encoding="utf-8"))["splits"]
    left_out = {name: entry["leftOutForBuffer"] for name, entry in splits["sets"].items()}
    assert splits["leftOutForBuffer"] == 1 and sorted(left_out.values()) == [0, 1], splits
    per_set = ", ".join(f"{name} {count} {'patch' if count == 1 else 'patches'}" for name, count in left_out.items())
    assert f"Buffer between sets: 1 patch left out ({per_set}), whose records" in log, log
