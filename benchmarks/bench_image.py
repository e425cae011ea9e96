"""Image export and import speed and memory, as ratios against baselines run side by side.

Run: .venv/bin/python benchmarks/bench_image.py [--size 4096] [--bands 4]
(with the folder holding tfrecord_bridge on PYTHONPATH, e.g. .build/plugins).

Baselines on the same raster and machine, in the same run:
- gdal_translate to a DEFLATE GeoTIFF (GDAL's own read + compress + write),
- zlib level 6 over the raw float32 bytes (the floor for any GZIP writer).
Each export / import runs in a child process (GDAL_CACHEMAX=64 MB) so its peak
memory (VmHWM) is its own; a raster 4x larger should not need 4x the memory. Prints numbers and
ratios only; nothing here asserts on time.
"""

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
import zlib

import numpy as np
from osgeo import gdal

HERE = os.path.dirname(os.path.abspath(__file__))
PLUGIN_PARENT = os.path.join(os.path.dirname(HERE), ".build", "plugins")

CHILD = r"""
import json, sys, time
sys.path.insert(0, sys.argv[1])
from tfrecord_bridge.core.export_image import export_image
from tfrecord_bridge.core.format_options import FormatOptions
from tfrecord_bridge.core.import_image import import_image
from tfrecord_bridge.core.raster_source import SourceLayer
job, raster, folder = sys.argv[2], sys.argv[3], sys.argv[4]
options = FormatOptions(**json.loads(sys.argv[5]))
start = time.perf_counter()
if job == "export":
    result = export_image([SourceLayer(raster)], folder, "bench", options)
    out = {"files": result.files, "patches": result.patch_count}
else:
    import glob
    files = sorted(glob.glob(folder + "/bench-*.tfrecord*"))
    import_image(files, folder + "/bench-mixer.json", folder + "/back.tif")
    out = {}
out["seconds"] = time.perf_counter() - start
# VmHWM, not ru_maxrss: Linux carries ru_maxrss over exec from the parent that forked us.
out["peak_mib"] = next(int(line.split()[1]) for line in open("/proc/self/status") if line.startswith("VmHWM")) / 1024
print(json.dumps(out))
"""


def make_raster(path, size, bands):
    rng = np.random.default_rng(1)
    driver = gdal.GetDriverByName("GTiff")
    dataset = driver.Create(path, size, size, bands, gdal.GDT_Float32, ["TILED=YES"])
    dataset.SetGeoTransform((500000, 10, 0, 4000000, 0, -10))
    dataset.SetProjection("EPSG:32633")
    # Smooth values compress like imagery, not like noise.
    base = np.cumsum(rng.normal(size=(size, size)).astype(np.float32), axis=1) / 50
    for number in range(1, bands + 1):
        dataset.GetRasterBand(number).WriteArray(base + number)
    dataset = None


def run_child(job, raster, folder, options):
    # GDAL's block cache defaults to 5% of RAM and would dominate the peak; cap it so the
    # peak shows the plugin's own buffers.
    env = dict(os.environ, GDAL_CACHEMAX="64")
    output = subprocess.run([sys.executable, "-c", CHILD, PLUGIN_PARENT, job, raster, folder, json.dumps(options)],
                            check=True, capture_output=True, text=True, env=env).stdout
    return json.loads(output.strip().splitlines()[-1])


def timed(function):
    start = time.perf_counter()
    function()
    return time.perf_counter() - start


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", type=int, default=4096, help="raster side in pixels (default 4096)")
    parser.add_argument("--bands", type=int, default=4)
    parser.add_argument("--patch", type=int, default=256)
    parser.add_argument("--kernel", type=int, default=32)
    arguments = parser.parse_args()

    with tempfile.TemporaryDirectory() as scratch:
        rows = []
        for size in (arguments.size // 2, arguments.size):
            raster = os.path.join(scratch, f"r{size}.tif")
            make_raster(raster, size, arguments.bands)
            megabytes = size * size * arguments.bands * 4 / 1e6
            options = {"patchDimensions": [arguments.patch] * 2, "kernelSize": [arguments.kernel] * 2}
            folder = os.path.join(scratch, f"out{size}")
            os.makedirs(folder)

            exported = run_child("export", raster, folder, options)
            imported = run_child("import", raster, folder, options)
            translate = timed(lambda: gdal.Translate(os.path.join(scratch, "t.tif"), raster,
                                                     creationOptions=["COMPRESS=DEFLATE", "TILED=YES"]))
            raw = gdal.Open(raster).ReadAsArray().tobytes()
            deflate = timed(lambda: zlib.compress(raw, 6))
            rows.append((size, megabytes, exported, imported, translate, deflate))

        print(f"{'raster':>14} {'MB':>7} {'export s':>9} {'import s':>9} {'gdal_translate s':>17} "
              f"{'zlib-6 s':>9} {'export/translate':>16} {'export/zlib':>12} {'peak MiB exp/imp':>17}")
        for size, megabytes, exported, imported, translate, deflate in rows:
            print(f"{size:>6}x{size:<7} {megabytes:7.0f} {exported['seconds']:9.2f} {imported['seconds']:9.2f} "
                  f"{translate:17.2f} {deflate:9.2f} {exported['seconds'] / translate:16.2f} "
                  f"{exported['seconds'] / deflate:12.2f} {exported['peak_mib']:8.0f}/{imported['peak_mib']:.0f}")
        small, large = rows
        print(f"peak memory, 4x the pixels: export x{large[2]['peak_mib'] / small[2]['peak_mib']:.2f}, "
              f"import x{large[3]['peak_mib'] / small[3]['peak_mib']:.2f} (1.0 = does not grow with the raster)")


if __name__ == "__main__":
    main()
