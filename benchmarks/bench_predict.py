"""Predict's speed and memory, as ratios against onnxruntime alone and against a hand-written GDAL loop (issue 43).

Run from the checkout (bootstrap.sh made .venv and .build/plugins; onnxruntime installed in the Python run):

    .venv/bin/python benchmarks/bench_predict.py                  # 4096^2 and 8192^2, one round each
    .venv/bin/python benchmarks/bench_predict.py --sizes 4096 --runs 3
    .venv/bin/python benchmarks/bench_predict.py --sizes 8192 --no-breakdown   # the three jobs only

The raster is bench_image.py's imagery-like float32 (smooth fields, noise, a nodata hole), 4 bands, cut in
256x256 patches with a 9x9 kernel (264x264 tiles); the model is benchmarks/models/bench_segmenter.onnx (4 SAME
3x3 convolutions of 32 channels, a 1x1 to 4 classes, softmax: ~29 thousand multiply-adds a pixel; a one-conv
model would make every ratio meaningless). Every job runs in a child process of its own, with the same batch
(predict's plan's) and the same session options (core.predict.runtime.session_options: a thread a core):
- predict: core.predict.predict_image, the whole run (plan, probe, read, encode, model, write the GeoTIFF).
- A, onnxruntime alone (the issue's goal: predict / A <= 1.15): the same tiles, made by the plugin beforehand
  and held in memory as one [N, C, th, tw] array, run by session.run over the same batches; only the runs timed.
- B, what a user would write: GDAL ReadAsArray of each batch's window with its margins (padded at the edges),
  masked pixels set to defaultValue (0), session.run, the margins cropped, WriteArray into a GeoTIFF made with
  the import's creation options.
- model: a child that only loads the session and runs one batch of the largest size predict runs (a row of patches
  is cut in runs of even sizes, at most the plan's batch); predict's peak memory (VmHWM) minus this one's is its
  memory beyond the model's own (goal <= 400 MB).
- the breakdown (each alone, in children, unless --no-breakdown): read + encode (the plugin's read_strips and
  TileEncoder over every patch, no model), write (predict's output rewritten by patch rows with predict's
  creation options: the compression, ZSTD level 1), beside A's model time. predict runs them on
  threads of the lowest priority (core/base/lanes.py), on the cores the model leaves idle.
- with --cog, predict writing a Cloud-Optimized GeoTIFF (its cog option), against A and against predict.
Within a round the jobs run one after the other, their order reversed in odd rounds so the machine's load
weighs alike. Prints numbers and ratios only; nothing here asserts on time.
"""

import argparse
import json
import os
import subprocess
import sys
import tempfile

from osgeo import gdal

from bench_image import PLUGIN_PARENT, make_raster, worker_count

HERE = os.path.dirname(os.path.abspath(__file__))
MODEL = os.path.join(HERE, "models", "bench_segmenter.onnx")
GOAL_RATIO, GOAL_MIB = 1.15, 400 * 1e6 / 2**20  # the 400 MB, in MiB as VmHWM is printed

CHILD = r"""
import json, sys, time
plugin_parent, job, raster, model, output, settings = sys.argv[1:7]
settings = json.loads(settings)
sys.path.insert(0, plugin_parent)
import numpy as np
from osgeo import gdal


def peak_mib():
    # VmHWM, not ru_maxrss: Linux carries ru_maxrss over exec from the parent that forked us.
    return next(int(line.split()[1]) for line in open("/proc/self/status") if line.startswith("VmHWM")) / 1024


def request():
    from tfrecord_bridge.core.export.raster_source import SourceLayer
    from tfrecord_bridge.core.layout.format_options import FormatOptions
    from tfrecord_bridge.core.layout.schema import PREDICT
    from tfrecord_bridge.core.predict.request import PredictRequest
    patch, kernel = settings["patch"], settings["kernel"]
    options = FormatOptions(patchDimensions=[patch, patch], kernelSize=[kernel, kernel],
                            edgeMode=PREDICT["edgeMode"].default)
    return PredictRequest([SourceLayer(raster)], model, output, options, batchSize=settings["batch"])


def tiles_by_row(plan, stacked, session):
    # The tiles predict feeds the model, made as predict_rows makes them (a patch a read): [rows][count, C, th, tw].
    from tfrecord_bridge.core.base.progress import Monitor
    from tfrecord_bridge.core.export.export_image import read_strips
    layout = plan.layout
    encoder = plan.encoder(stacked)
    channels = sum(feature.depth for feature in encoder.features)
    strips = read_strips(layout, stacked, range(layout.rows), 1, Monitor())
    for first, count, values, valid in strips:
        tiles = np.empty((count, channels, layout.tile_height, layout.tile_width), dtype=plan.input_dtype)
        for offset in range(count):
            columns = layout.tile_in_strip(offset)
            arrays = encoder.feature_arrays([band[:, columns] for band in values], valid[:, columns])
            np.concatenate([stack for _, stack in arrays.values()], out=tiles[offset], casting="unsafe")
        yield first, count, tiles


out = {}
if job in ("predict", "predict_cog"):
    import dataclasses
    from tfrecord_bridge.core.predict.predict_image import predict_image
    start, cpu_start = time.perf_counter(), time.process_time()
    predict_image(dataclasses.replace(request(), cog=job == "predict_cog"))
elif job == "onnxruntime":  # baseline A: the tiles already in memory, only the model's runs timed
    from tfrecord_bridge.core.predict.plan import plan_predict
    plan, stacked, session = plan_predict(request())
    layout = plan.layout
    rows = []  # [N, C, th, tw] as one array, cut into its rows of patches as predict's batches are
    for first, count, tiles in tiles_by_row(plan, stacked, session):
        rows.append(tiles)
    tiles = np.concatenate(rows)
    del rows
    per_row = layout.patches_per_row
    start, cpu_start = time.perf_counter(), time.process_time()
    cuts = [0, *sorted(plan.row_cuts())]  # predict's batches: a row in runs of even sizes
    for row_start in range(0, len(tiles), per_row):
        row = tiles[row_start:row_start + per_row]
        for first_column, end_column in zip(cuts, cuts[1:]):
            session.run([plan.output_name], {plan.input_name: row[first_column:end_column]})
elif job == "gdal":  # baseline B: what a user would write with GDAL and onnxruntime
    import onnxruntime
    from tfrecord_bridge.core.importing.import_image import GEOTIFF_OPTIONS
    from tfrecord_bridge.core.predict.runtime import session_options
    start, cpu_start = time.perf_counter(), time.process_time()
    patch, margin, batch = settings["patch"], settings["kernel"] // 2, settings["batch"]
    session = onnxruntime.InferenceSession(model, sess_options=session_options(onnxruntime),
                                           providers=["CPUExecutionProvider"])
    source = gdal.Open(raster)
    width, height, bands = source.RasterXSize, source.RasterYSize, source.RasterCount
    masks = [source.GetRasterBand(number).GetMaskBand() for number in range(1, bands + 1)]
    classes = 4
    target = gdal.GetDriverByName("GTiff").Create(output, width, height, classes, gdal.GDT_Float32,
                                                  GEOTIFF_OPTIONS + [f"BLOCKYSIZE={patch}"])
    target.SetGeoTransform(source.GetGeoTransform())
    target.SetProjection(source.GetProjection())
    columns = -(-width // patch)
    for top in range(0, height, patch):
        for first in range(0, columns, batch):
            count = min(batch, columns - first)
            x0, y0 = first * patch - margin, top - margin
            window_width, window_height = count * patch + 2 * margin, patch + 2 * margin
            xa, ya = max(0, x0), max(0, y0)
            xb, yb = min(width, x0 + window_width), min(height, y0 + window_height)
            window = np.zeros((bands, window_height, window_width), dtype=np.float32)  # defaultValue past the edges
            values = source.ReadAsArray(xa, ya, xb - xa, yb - ya)
            for number, mask in enumerate(masks):
                values[number][mask.ReadAsArray(xa, ya, xb - xa, yb - ya) == 0] = 0
            window[:, ya - y0:yb - y0, xa - x0:xb - x0] = values
            tiles = np.stack([window[:, :, n * patch:n * patch + patch + 2 * margin] for n in range(count)])
            (result,) = session.run(None, {session.get_inputs()[0].name: tiles})
            cores = result[:, :, margin:margin + patch, margin:margin + patch]
            block = np.concatenate(list(cores), axis=2)  # [classes, patch, count * patch]
            left = first * patch
            block = block[:, :min(patch, height - top), :min(count * patch, width - left)]
            target.WriteArray(np.ascontiguousarray(block), left, top)
    target = None
elif job == "model":  # the model's own memory: the session loaded and one run of predict's largest
    from tfrecord_bridge.core.predict.runtime import open_session
    start, cpu_start = time.perf_counter(), time.process_time()
    session = open_session(model)
    tile = settings["patch"] + 2 * (settings["kernel"] // 2)
    session.run(None, {session.get_inputs()[0].name: np.zeros((settings["run"], 4, tile, tile), np.float32)})
elif job == "read":  # breakdown: the plugin's read and encoding of every tile, no model
    from tfrecord_bridge.core.predict.plan import plan_predict
    plan, stacked, session = plan_predict(request())
    start, cpu_start = time.perf_counter(), time.process_time()
    for _ in tiles_by_row(plan, stacked, session):
        pass
elif job == "write":  # breakdown: predict's output rewritten by rows of patches as predict writes it
    from tfrecord_bridge.core.importing.import_image import GEOTIFF_OPTIONS
    from tfrecord_bridge.core.predict.predict_image import geotiff_compression
    source = gdal.Open(settings["written"])
    values = source.ReadAsArray()
    patch = settings["patch"]
    start, cpu_start = time.perf_counter(), time.process_time()
    target = gdal.GetDriverByName("GTiff").Create(output, source.RasterXSize, source.RasterYSize,
                                                  source.RasterCount, gdal.GDT_Float32,
                                                  [*geotiff_compression(), *GEOTIFF_OPTIONS, f"BLOCKYSIZE={patch}"])
    for top in range(0, source.RasterYSize, patch):
        target.WriteArray(values[:, top:top + patch], 0, top)
        target.FlushCache()
    target = None
out["seconds"] = time.perf_counter() - start
out["cpu_seconds"] = time.process_time() - cpu_start
out["peak_mib"] = peak_mib()
print(json.dumps(out))
"""

JOBS = ("predict", "onnxruntime", "gdal")


def run_child(job, raster, output, settings):
    completed = subprocess.run([sys.executable, "-c", CHILD, PLUGIN_PARENT, job, raster, MODEL, output,
                                json.dumps(settings)], capture_output=True, text=True)
    if completed.returncode != 0:
        raise SystemExit(f"the {job} child failed:\n{completed.stderr}")
    return json.loads(completed.stdout.strip().splitlines()[-1])


def plan_batch(raster, scratch, args):
    """(the batch predict's plan takes for this raster and model (its byte budget), given to every job; the largest
    run predict makes of a row with it, which the model job runs)."""
    if PLUGIN_PARENT not in sys.path:
        sys.path.insert(0, PLUGIN_PARENT)
    from tfrecord_bridge.core.export.raster_source import SourceLayer
    from tfrecord_bridge.core.layout.format_options import FormatOptions
    from tfrecord_bridge.core.predict.plan import plan_predict
    from tfrecord_bridge.core.predict.request import PredictRequest
    options = FormatOptions(patchDimensions=[args.patch] * 2, kernelSize=[args.kernel] * 2, edgeMode="pad")
    plan, _, _ = plan_predict(PredictRequest([SourceLayer(raster)], MODEL, os.path.join(scratch, "unused.tif"),
                                             options, batchSize=args.batch))
    cuts = [0, *sorted(plan.row_cuts())]
    return plan.batch, max(end - first for first, end in zip(cuts, cuts[1:]))


def measure(size, scratch, args, round_number):
    raster = os.path.join(scratch, f"r{size}.tif")
    if not os.path.exists(raster):
        make_raster(raster, size, args.bands)
    settings = {"patch": args.patch, "kernel": args.kernel}
    # The plan's batch, and the largest run predict makes of it (a row in runs of even sizes: PredictPlan.row_cuts)
    settings["batch"], settings["run"] = plan_batch(raster, scratch, args)
    jobs = JOBS + (("predict_cog",) if args.cog else ())
    outputs = {job: os.path.join(scratch, f"{job}.tif") for job in jobs + ("model", "read", "write")}
    row = {"size": size, "round": round_number, "batch": settings["batch"]}
    for job in (jobs if round_number % 2 == 0 else jobs[::-1]):
        row[job] = run_child(job, raster, outputs[job], settings)
        print(f"  {size}^2 round {round_number} {job}: {json.dumps(row[job])}", file=sys.stderr, flush=True)
    row["model"] = run_child("model", raster, outputs["model"], settings)
    if args.breakdown:
        row["read"] = run_child("read", raster, outputs["read"], settings)
        row["write"] = run_child("write", raster, outputs["write"], dict(settings, written=outputs["predict"]))
    for path in outputs.values():
        if os.path.exists(path):
            os.remove(path)
    return row


def report(row):
    ours, alone, user, model = row["predict"], row["onnxruntime"], row["gdal"], row["model"]
    beyond = ours["peak_mib"] - model["peak_mib"]
    ratio = ours["seconds"] / alone["seconds"]
    print(f"{row['size']}^2 4 bands, round {row['round']}, batch {row['batch']}: predict {ours['seconds']:.1f} s "
          f"(CPU {ours['cpu_seconds']:.1f}), A onnxruntime alone {alone['seconds']:.1f} s "
          f"(CPU {alone['cpu_seconds']:.1f}), B GDAL + onnxruntime {user['seconds']:.1f} s "
          f"(CPU {user['cpu_seconds']:.1f})")
    print(f"  predict / A (onnxruntime alone on the tiles in memory): {ratio:.2f} "
          f"({'meets' if ratio <= GOAL_RATIO else 'misses'} the goal <= {GOAL_RATIO}); CPU "
          f"{ours['cpu_seconds'] / alone['cpu_seconds']:.2f}")
    print(f"  predict / B (GDAL windows, onnxruntime, WriteArray): {ours['seconds'] / user['seconds']:.2f}; CPU "
          f"{ours['cpu_seconds'] / user['cpu_seconds']:.2f}")
    print(f"  peak memory (VmHWM): predict {ours['peak_mib']:.0f} MiB, B {user['peak_mib']:.0f} MiB, the model "
          f"alone {model['peak_mib']:.0f} MiB; predict beyond the model {beyond:.0f} MiB "
          f"({'meets' if beyond <= GOAL_MIB else 'misses'} the goal <= {GOAL_MIB:.0f} MiB)")
    if "predict_cog" in row:
        cog = row["predict_cog"]
        print(f"  predict --cog {cog['seconds']:.1f} s (CPU {cog['cpu_seconds']:.1f}, peak {cog['peak_mib']:.0f} "
              f"MiB): / A {cog['seconds'] / alone['seconds']:.2f}, "
              f"CPU {cog['cpu_seconds'] / alone['cpu_seconds']:.2f}; "
              f"/ predict {cog['seconds'] / ours['seconds']:.2f}, CPU {cog['cpu_seconds'] / ours['cpu_seconds']:.2f}")
    if "read" in row:
        print(f"  each alone: read + encode {row['read']['seconds']:.1f} s (CPU {row['read']['cpu_seconds']:.1f}), "
              f"model {alone['seconds']:.1f} s (CPU {alone['cpu_seconds']:.1f}), write + compress "
              f"{row['write']['seconds']:.1f} s (CPU {row['write']['cpu_seconds']:.1f})")
    sys.stdout.flush()


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[4096, 8192], help="raster sides (default 4096 8192)")
    parser.add_argument("--bands", type=int, default=4)
    parser.add_argument("--patch", type=int, default=256)
    parser.add_argument("--kernel", type=int, default=9)
    parser.add_argument("--batch", type=int, help="patches a run (default: predict's plan's byte budget)")
    parser.add_argument("--runs", type=int, default=1, help="rounds of the three jobs per size")
    parser.add_argument("--scratch", help="folder for the rasters (default: a temporary one)")
    parser.add_argument("--cog", action="store_true", help="also time predict writing a Cloud-Optimized GeoTIFF")
    parser.add_argument("--no-breakdown", dest="breakdown", action="store_false",
                        help="skip timing reading and writing alone")
    args = parser.parse_args()
    if args.bands != 4:
        parser.error("the benchmark's model takes 4 bands")
    print(f"{sys.executable}: {worker_count()} cores, GDAL {gdal.__version__}, model {os.path.relpath(MODEL)}, "
          f"patch {args.patch} kernel {args.kernel}, load average "
          f"{' '.join(f'{value:.1f}' for value in os.getloadavg())}", flush=True)
    if args.scratch:
        os.makedirs(args.scratch, exist_ok=True)
    with tempfile.TemporaryDirectory(dir=args.scratch) as scratch:
        for size in args.sizes:
            for round_number in range(args.runs):
                report(measure(size, scratch, args, round_number))
            os.remove(os.path.join(scratch, f"r{size}.tif"))
    print(f"load average at the end {' '.join(f'{value:.1f}' for value in os.getloadavg())}")


if __name__ == "__main__":
    main()
