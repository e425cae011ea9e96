"""Image export and import speed and memory, as ratios against baselines run side by side (issue 15's table).

Run from the checkout (bootstrap.sh made .venv and .build/plugins):

    .venv/bin/python benchmarks/bench_image.py                 # 2048^2 .. 16384^2, with and without accelerators
    .venv/bin/python benchmarks/bench_image.py --max-size 4096 # a quick run
    .venv/bin/python benchmarks/bench_image.py --min-size 16384 --no-baselines  # peak memory only

The raster is imagery-like float32 (smooth fields, noise, a nodata hole), 4
bands, cut in 256x256 patches with a 32x32 kernel. For each size, jobs and
their baselines run one after the other on the same files, so the machine's
load weighs on both alike:
- compressed export (GZIP, level 6) against `gzip -6` of the same raw pixel bytes (one core);
- uncompressed export against `gdal_translate` of the raster to a tiled DEFLATE GeoTIFF;
- import of the GZIP export against the same `gdal_translate`.
Each of our jobs runs in a child process, so its peak memory (VmHWM) is its
own, with the machine's default GDAL cache (the plugin bounds it itself).
"Without accelerators" hides crc32c, google_crc32c, isal and zlib_ng from the
child. Besides the wall-clock table, the CPU time (user + sys, all threads) of
each job and baseline is printed as ratios too: on a machine shared with other
jobs the wall clock of a job that keeps both cores busy suffers more than
that of a one-core baseline, while CPU time barely moves.
Prints numbers and ratios only; nothing here asserts on time.
"""

import argparse
import json
import os
import resource
import shutil
import subprocess
import sys
import tempfile
import time

import numpy as np
from osgeo import gdal

HERE = os.path.dirname(os.path.abspath(__file__))
PLUGIN_PARENT = os.path.join(os.path.dirname(HERE), ".build", "plugins")
ACCELERATORS = ("crc32c", "google_crc32c", "isal", "isal.isal_zlib", "zlib_ng", "zlib_ng.zlib_ng")

CHILD = r"""
import glob, json, sys, time
plugin_parent, job, raster, folder, options, hide = sys.argv[1:7]
for name in json.loads(hide):
    sys.modules[name] = None  # import raises ImportError, as on a machine without it
sys.path.insert(0, plugin_parent)
from tfrecord_bridge.core import crc32c, deflate
from tfrecord_bridge.core.export_image import export_image
from tfrecord_bridge.core.format_options import FormatOptions
from tfrecord_bridge.core.import_image import import_image
from tfrecord_bridge.core.raster_source import SourceLayer
start = time.perf_counter()
cpu_start = time.process_time()
if job == "export":
    result = export_image([SourceLayer(raster)], folder, "bench", FormatOptions(**json.loads(options)))
    out = {"patches": result.patch_count, "bytes": sum(__import__("os").path.getsize(p) for p in result.files)}
else:
    import_image(sorted(glob.glob(folder + "/bench-*.tfrecord*")), folder + "/bench-mixer.json", folder + "/back.tif")
    out = {}
out["seconds"] = time.perf_counter() - start
out["cpu_seconds"] = time.process_time() - cpu_start
# VmHWM, not ru_maxrss: Linux carries ru_maxrss over exec from the parent that forked us.
out["peak_mib"] = next(int(line.split()[1]) for line in open("/proc/self/status") if line.startswith("VmHWM")) / 1024
out["crc"] = crc32c.BACKEND
out["deflate"] = deflate.backend_for(6)[0]
out["inflate"] = deflate.INFLATE_BACKEND
print(json.dumps(out))
"""


def make_raster(path, size, bands, rows_per_block=512):
    """Smooth fields plus noise, with a nodata hole: compresses like imagery, not like noise or constants."""
    rng = np.random.default_rng(1)
    dataset = gdal.GetDriverByName("GTiff").Create(path, size, size, bands, gdal.GDT_Float32,
                                                   ["TILED=YES", "BIGTIFF=YES"])
    dataset.SetGeoTransform((500000, 10, 0, 4000000, 0, -10))
    dataset.SetProjection("EPSG:32633")
    columns = np.arange(size, dtype=np.float32)
    for number in range(1, bands + 1):
        dataset.GetRasterBand(number).SetNoDataValue(-9999)
    for top in range(0, size, rows_per_block):
        rows = np.arange(top, min(top + rows_per_block, size), dtype=np.float32)[:, None]
        fields = np.sin(columns / 700.0) * np.cos(rows / 500.0) * 1000 + (columns // 300 + rows // 200) % 7 * 40
        hole = (columns - size / 2) ** 2 + (rows - size / 3) ** 2 < (size / 10) ** 2
        for number in range(1, bands + 1):
            block = (fields * number + rng.normal(0, 2, fields.shape)).astype(np.float32)
            block = np.round(block, 1)  # sensor-like precision, not 24 bits of noise
            block[hole] = -9999
            dataset.GetRasterBand(number).WriteArray(block, 0, top)
    dataset = None


def write_raw(raster, path):
    """The raster's pixel bytes, band after band: what `gzip -6` gets as the baseline."""
    dataset = gdal.Open(raster)
    with open(path, "wb") as raw:
        for number in range(1, dataset.RasterCount + 1):
            band = dataset.GetRasterBand(number)
            for top in range(0, dataset.RasterYSize, 1024):
                raw.write(band.ReadAsArray(0, top, dataset.RasterXSize, min(1024, dataset.RasterYSize - top)).tobytes())


def _children_cpu_seconds():
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def timed(command):
    """{"seconds": wall, "cpu_seconds": user + sys} of a command run to its end."""
    start, cpu_start = time.perf_counter(), _children_cpu_seconds()
    subprocess.run(command, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return {"seconds": time.perf_counter() - start, "cpu_seconds": _children_cpu_seconds() - cpu_start}


def run_child(job, raster, folder, options, without_accelerators):
    hidden = list(ACCELERATORS) if without_accelerators else []
    output = subprocess.run([sys.executable, "-c", CHILD, PLUGIN_PARENT, job, raster, folder, json.dumps(options),
                             json.dumps(hidden)], check=True, capture_output=True, text=True).stdout
    return json.loads(output.strip().splitlines()[-1])


def measure(size, scratch, args, without_accelerators):
    raster = os.path.join(scratch, f"r{size}.tif")
    if not os.path.exists(raster):
        make_raster(raster, size, args.bands)
    raw = os.path.join(scratch, f"r{size}.raw")
    if args.baselines and not os.path.exists(raw):
        write_raw(raster, raw)
    options = {"patchDimensions": [args.patch] * 2, "kernelSize": [args.kernel] * 2}
    gz_folder, plain_folder = os.path.join(scratch, "gz"), os.path.join(scratch, "plain")
    for folder in (gz_folder, plain_folder):
        shutil.rmtree(folder, ignore_errors=True)
    translated = os.path.join(scratch, "translated.tif")

    def baseline(command):
        return timed(command) if args.baselines else {"seconds": float("nan"), "cpu_seconds": float("nan")}

    translate = ["gdal_translate", "-q", "-co", "TILED=YES", "-co", "COMPRESS=DEFLATE", raster, translated]
    # Each job right after its baseline, so both see the same load.
    gzipped = baseline(["sh", "-c", f"gzip -6 -c '{raw}' > '{raw}.gz'"])
    exported_gz = run_child("export", raster, gz_folder, dict(options, compressed=True), without_accelerators)
    translated_first = baseline(translate)
    exported_plain = run_child("export", raster, plain_folder, dict(options, compressed=False),
                               without_accelerators)
    imported = run_child("import", raster, gz_folder, options, without_accelerators)
    translated_again = baseline(translate)
    for path in (f"{raw}.gz", translated):
        if os.path.exists(path):
            os.remove(path)
    return {"size": size, "gzip": gzipped, "gz_bytes": exported_gz["bytes"], "export_gz": exported_gz,
            "translate": [translated_first, translated_again], "export_plain": exported_plain, "import": imported}


def _faster(runs, key):
    return min(run[key] for run in runs)


def print_table(title, rows):
    print(f"\n{title}")
    header = (f"{'raster':>11} {'gzip -6 s':>9} {'export gz s':>11} {'ratio':>6} {'translate s':>11} "
              f"{'export s':>9} {'ratio':>6} {'import s':>9} {'ratio':>6} {'peak MiB exp/imp':>17}")
    print(header)
    for row in rows:
        translate = _faster(row["translate"], "seconds")
        print(f"{row['size']:>5}^2 4b {row['gzip']['seconds']:9.1f} {row['export_gz']['seconds']:11.1f} "
              f"{row['export_gz']['seconds'] / row['gzip']['seconds']:6.2f} {translate:11.1f} "
              f"{row['export_plain']['seconds']:9.1f} {row['export_plain']['seconds'] / translate:6.2f} "
              f"{row['import']['seconds']:9.1f} {row['import']['seconds'] / translate:6.2f} "
              f"{max(row['export_gz']['peak_mib'], row['export_plain']['peak_mib']):8.0f}/"
              f"{row['import']['peak_mib']:.0f}")
    print("  CPU time (user + sys, every thread), same order: ours / the baseline's")
    for row in rows:
        translate = _faster(row["translate"], "cpu_seconds")
        print(f"{row['size']:>5}^2 4b {row['gzip']['cpu_seconds']:9.1f} {row['export_gz']['cpu_seconds']:11.1f} "
              f"{row['export_gz']['cpu_seconds'] / row['gzip']['cpu_seconds']:6.2f} {translate:11.1f} "
              f"{row['export_plain']['cpu_seconds']:9.1f} {row['export_plain']['cpu_seconds'] / translate:6.2f} "
              f"{row['import']['cpu_seconds']:9.1f} {row['import']['cpu_seconds'] / translate:6.2f}")
    first = rows[0]["export_gz"]
    print(f"  backends: CRC-32C {first['crc']}, deflate {first['deflate']}, inflate {first['inflate']}; ratios are "
          "ours / the baseline (goals: <= 0.6, <= 1.5, <= 1.5; peak <= 400 MiB); translate = the faster of its two "
          "runs")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--min-size", type=int, default=2048)
    parser.add_argument("--max-size", type=int, default=16384,
                        help="largest raster side (sizes double from --min-size)")
    parser.add_argument("--bands", type=int, default=4)
    parser.add_argument("--patch", type=int, default=256)
    parser.add_argument("--kernel", type=int, default=32)
    parser.add_argument("--accelerators", choices=("both", "with", "without"), default="both")
    parser.add_argument("--scratch", help="folder for the rasters (default: a temporary one)")
    parser.add_argument("--no-baselines", dest="baselines", action="store_false",
                        help="skip gzip and gdal_translate (peak memory and our times only)")
    args = parser.parse_args()

    sizes = []
    size = args.min_size
    while size <= args.max_size:
        sizes.append(size)
        size *= 2
    modes = {"both": (False, True), "with": (False,), "without": (True,)}[args.accelerators]
    print(f"{os.cpu_count()} cores, GDAL {gdal.__version__}, numpy {np.__version__}, load average "
          f"{' '.join(f'{value:.1f}' for value in os.getloadavg())}")
    with tempfile.TemporaryDirectory(dir=args.scratch) as scratch:
        results = {mode: [] for mode in modes}
        for size in sizes:
            for without in modes:
                row = measure(size, scratch, args, without)
                results[without].append(row)
                print(f"  {size}^2 {'without' if without else 'with'} accelerators: {json.dumps(row)}",
                      file=sys.stderr, flush=True)
            for name in os.listdir(scratch):
                if name.startswith(f"r{size}."):
                    os.remove(os.path.join(scratch, name))
        for without in modes:
            if without:
                title = "without accelerators (numpy CRC-32C, zlib)"
            else:
                # Named after what this Python found: QGIS's own (/usr/bin/python3 on Debian) may have only some.
                first = results[without][0]["export_gz"]
                title = (f"with the accelerators importable here (CRC-32C {first['crc']}, deflate {first['deflate']}, "
                         f"inflate {first['inflate']})")
            print_table(title, results[without])
    print(f"\nload average at the end {' '.join(f'{value:.1f}' for value in os.getloadavg())}")


if __name__ == "__main__":
    main()
