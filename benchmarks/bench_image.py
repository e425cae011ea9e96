"""Image export and import speed and memory, as ratios against baselines run side by side (issue 15's table).

Run from the checkout (bootstrap.sh made .venv and .build/plugins, and installed pigz):

    .venv/bin/python benchmarks/bench_image.py                 # 2048^2 .. 16384^2, with and without accelerators
    .venv/bin/python benchmarks/bench_image.py --max-size 4096 --runs 3  # a quicker run, three rounds per size
    PYTHONNOUSERSITE=1 /usr/bin/python3 benchmarks/bench_image.py --accelerators with  # QGIS's own Python
    .venv/bin/python benchmarks/bench_image.py --min-size 16384 --no-baselines  # peak memory only

The raster is imagery-like float32 (smooth fields, noise, a nodata hole), 4
bands, cut in 256x256 patches with a 32x32 kernel. Each job is timed against
what a user would run for the same output, with the same cores (issue 26):
- GZIP export (level 6) against `gdal_translate` of the raster to its raw
  pixel bytes (a band-interleaved, uncompressed GeoTIFF streamed to stdout)
  piped into `pigz -6 -p CORES`: the same read through GDAL, the same level
  of DEFLATE on as many threads as the export's pool. (The export deflates
  about 27% more bytes: a record holds its patch's 32x32 kernel margins.)
- uncompressed export against `gdal_translate` to a plain GeoTIFF (GDAL's
  defaults: no compression, strips): a copy of the pixels.
- import of the GZIP export against `gdal_translate` to a GeoTIFF with exactly
  the import's creation options (core/importing/import_image.py's GEOTIFF_OPTIONS and
  block height: tiled, DEFLATE, NUM_THREADS=ALL_CPUS, ...).
- with --cog, the import written as a Cloud-Optimized GeoTIFF (its cog option)
  against `gdal_translate -of COG` with the import's COG options (overviews
  averaged, the floating-point predictor, DEFLATE), and against the plain import
  of the same round (what the option costs).
Within a round each job runs right beside its baseline, on the same files (the
baseline first in even rounds, second in odd ones), so the machine's load
weighs on both alike; --runs repeats the rounds, and the table gives each
round's ratios and then their range.
Each of our jobs runs in a child process, so its peak memory (VmHWM) is its
own, with the machine's default GDAL cache (the plugin bounds it itself).
"Without accelerators" hides crc32c, google_crc32c, isal and zlib_ng from the
child. Besides the wall-clock table, the CPU time (user + sys, all threads) of
each job and baseline is printed as ratios too.
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
from tfrecord_bridge.core.codec import crc32c, deflate
from tfrecord_bridge.core.export.export_image import export_image
from tfrecord_bridge.core.layout.format_options import FormatOptions
from tfrecord_bridge.core.importing.import_image import ImportRequest, import_image
from tfrecord_bridge.core.export.raster_source import SourceLayer
from tfrecord_bridge.core.export.request import ExportRequest
start = time.perf_counter()
cpu_start = time.process_time()
if job == "export":
    options = json.loads(options)
    level = options.pop("level", 6)
    result = export_image(ExportRequest([SourceLayer(raster)], folder, "bench", FormatOptions(**options),
                                        compressionLevel=level))
    out = {"patches": result.patch_count, "bytes": sum(__import__("os").path.getsize(p) for p in result.files)}
else:
    cog = job == "import_cog"
    import_image(ImportRequest(sorted(glob.glob(folder + "/bench-*.tfrecord*")), folder + "/bench-mixer.json",
                               folder + ("/back-cog.tif" if cog else "/back.tif"), cog=cog))
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


def import_creation_options(patch_height):
    """The import's own GeoTIFF creation options, read from the plugin so the baseline stays in step."""
    if PLUGIN_PARENT not in sys.path:
        sys.path.insert(0, PLUGIN_PARENT)
    from tfrecord_bridge.core.importing.import_image import GEOTIFF_OPTIONS
    from tfrecord_bridge.core.importing.import_plan import tile_block_height
    return GEOTIFF_OPTIONS + [f"BLOCKYSIZE={tile_block_height(patch_height)}"]


def import_cog_options():
    """The import's COG driver options for this benchmark's raster (floats, no classes), read from the plugin."""
    if PLUGIN_PARENT not in sys.path:
        sys.path.insert(0, PLUGIN_PARENT)
    from tfrecord_bridge.core.importing.import_image import cog_creation_options
    return cog_creation_options(classes=False, floats=True)


def baseline_commands(raster, scratch, args):
    """{job: (name, command)}: what a user would run for each job's output, on as many cores as the job."""
    cores = worker_count()
    gz, plain, translated = (os.path.join(scratch, name) for name in ("baseline.gz", "plain.tif", "translated.tif"))
    creation = [word for option in import_creation_options(args.patch) for word in ("-co", option)]
    cog = [word for option in import_cog_options() for word in ("-co", option)]
    return {
        "import_cog": ("gdal_translate -of COG " + " ".join(cog[1::2]),
                       ["gdal_translate", "-q", "-of", "COG", *cog, raster, os.path.join(scratch, "cog.tif")]),
        "export_gz": (f"gdal_translate raw | pigz -{args.level} -p {cores}",
                      ["sh", "-c", f"gdal_translate -q -co INTERLEAVE=BAND -co STREAMABLE_OUTPUT=YES '{raster}' "
                                   f"/vsistdout/ | pigz -{args.level} -p {cores} > '{gz}'"]),
        "export_plain": ("gdal_translate (plain GTiff)", ["gdal_translate", "-q", raster, plain]),
        "import": ("gdal_translate " + " ".join(creation[1::2]),
                   ["gdal_translate", "-q", *creation, raster, translated]),
    }


def worker_count():
    """The cores the export's pool uses by default (core/base/parallel.py's worker_count)."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:
        return max(1, os.cpu_count() or 1)


def measure(size, scratch, args, without_accelerators, round_number):
    raster = os.path.join(scratch, f"r{size}.tif")
    if not os.path.exists(raster):
        make_raster(raster, size, args.bands)
    options = {"patchDimensions": [args.patch] * 2, "kernelSize": [args.kernel] * 2}
    gz_folder, plain_folder = os.path.join(scratch, "gz"), os.path.join(scratch, "plain")
    for folder in (gz_folder, plain_folder):
        shutil.rmtree(folder, ignore_errors=True)
    commands = baseline_commands(raster, scratch, args)
    nothing = {"seconds": float("nan"), "cpu_seconds": float("nan")}

    def baseline(job):
        return timed(commands[job][1]) if args.baselines else nothing

    jobs = {
        "export_gz": lambda: run_child("export", raster, gz_folder,
                                       dict(options, compressed=True, level=args.level),
                                       without_accelerators),
        "export_plain": lambda: run_child("export", raster, plain_folder, dict(options, compressed=False),
                                          without_accelerators),
        "import": lambda: run_child("import", raster, gz_folder, options, without_accelerators),
    }
    if args.cog:
        jobs["import_cog"] = lambda: run_child("import_cog", raster, gz_folder, options, without_accelerators)
    row = {"size": size, "round": round_number}
    for job, run in jobs.items():
        # Baseline and job one right after the other, alternating which goes first from round to round,
        # so both see the same load.
        if round_number % 2:
            ours, theirs = run(), baseline(job)
        else:
            theirs, ours = baseline(job), run()
        row[job] = ours
        row["baseline_" + job] = theirs
    for path in ("baseline.gz", "plain.tif", "translated.tif", "cog.tif"):
        if os.path.exists(os.path.join(scratch, path)):
            os.remove(os.path.join(scratch, path))
    return row


JOBS = ("export_gz", "export_plain", "import")
HEADINGS = ("export GZIP", "export plain", "import", "import --cog")


def print_table(title, rows, names):
    jobs = JOBS + (("import_cog",) if "import_cog" in rows[0] else ())
    print(f"\n{title}")
    for job, heading in zip(jobs, HEADINGS):
        print(f"  {heading} vs {names[job]}")
    for key, what in (("seconds", "wall-clock seconds"), ("cpu_seconds", "CPU seconds (user + sys, every thread)")):
        print(f"  {what}: baseline, ours, ours / baseline")
        print(f"{'raster':>11} {'round':>5} " + " ".join(f"{heading:>24}" for heading in HEADINGS[:len(jobs)]))
        for row in rows:
            cells = [f"{row['baseline_' + job][key]:7.1f} {row[job][key]:7.1f} "
                     f"{row[job][key] / row['baseline_' + job][key]:8.2f}" for job in jobs]
            print(f"{row['size']:>5}^2 4b {row['round']:>5} " + " ".join(f"{cell:>24}" for cell in cells))
    print("  ranges over the rounds (ours / baseline, wall clock [CPU]; peak MiB of export / import)")
    for size in sorted({row["size"] for row in rows}):
        mine = [row for row in rows if row["size"] == size]
        cells = []
        for job in jobs:
            spans = []
            for key in ("seconds", "cpu_seconds"):
                ratios = [row[job][key] / row["baseline_" + job][key] for row in mine]
                spans.append(f"{min(ratios):.2f}-{max(ratios):.2f}")
            cells.append(f"{spans[0]} [{spans[1]}]")
        peak_export = max(max(row["export_gz"]["peak_mib"], row["export_plain"]["peak_mib"]) for row in mine)
        peak_import = max(row["import"]["peak_mib"] for row in mine)
        print(f"{size:>5}^2 4b {len(mine):>5} " + " ".join(f"{cell:>24}" for cell in cells)
              + f"  {peak_export:.0f}/{peak_import:.0f}")
        if "import_cog" in jobs:
            spans = []
            for key in ("seconds", "cpu_seconds"):
                ratios = [row["import_cog"][key] / row["import"][key] for row in mine]
                spans.append(f"{min(ratios):.2f}-{max(ratios):.2f}")
            print(f"{'':>17} import --cog / import: {spans[0]} [{spans[1]}], peak MiB "
                  f"{max(row['import_cog']['peak_mib'] for row in mine):.0f}")
    first = rows[0]["export_gz"]
    print(f"  backends: CRC-32C {first['crc']}, deflate {first['deflate']}, inflate {first['inflate']}")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--min-size", type=int, default=2048)
    parser.add_argument("--max-size", type=int, default=16384,
                        help="largest raster side (sizes double from --min-size)")
    parser.add_argument("--bands", type=int, default=4)
    parser.add_argument("--patch", type=int, default=256)
    parser.add_argument("--kernel", type=int, default=32)
    parser.add_argument("--level", type=int, default=6, help="GZIP level of the export and of pigz (default 6)")
    parser.add_argument("--runs", type=int, default=1, help="rounds of every job and baseline per size")
    parser.add_argument("--accelerators", choices=("both", "with", "without"), default="both")
    parser.add_argument("--scratch", help="folder for the rasters (default: a temporary one)")
    parser.add_argument("--cog", action="store_true",
                        help="also time the import written as a Cloud-Optimized GeoTIFF (its --cog)")
    parser.add_argument("--no-baselines", dest="baselines", action="store_false",
                        help="skip the gdal_translate and pigz baselines (peak memory and our times only)")
    args = parser.parse_args()
    if args.baselines and shutil.which("pigz") is None:
        parser.error("the GZIP baseline needs pigz (Debian: apt install pigz; scripts/bootstrap.sh installs it), "
                     "or run with --no-baselines")

    sizes = []
    size = args.min_size
    while size <= args.max_size:
        sizes.append(size)
        size *= 2
    modes = {"both": (False, True), "with": (False,), "without": (True,)}[args.accelerators]
    print(f"{sys.executable}: {worker_count()} cores, GDAL {gdal.__version__}, numpy {np.__version__}, "
          f"load average {' '.join(f'{value:.1f}' for value in os.getloadavg())}")
    if args.scratch:
        os.makedirs(args.scratch, exist_ok=True)
    with tempfile.TemporaryDirectory(dir=args.scratch) as scratch:
        results = {mode: [] for mode in modes}
        names = {job: name for job, (name, _) in baseline_commands("RASTER", scratch, args).items()}
        for size in sizes:
            for round_number in range(args.runs):
                for without in modes:
                    row = measure(size, scratch, args, without, round_number)
                    results[without].append(row)
                    print(f"  {size}^2 round {round_number} {'without' if without else 'with'} accelerators: "
                          f"{json.dumps(row)}", file=sys.stderr, flush=True)
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
            print_table(title, results[without], names)
    print(f"\nload average at the end {' '.join(f'{value:.1f}' for value in os.getloadavg())}")


if __name__ == "__main__":
    main()
