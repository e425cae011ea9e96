"""The image export on a Dask LocalCluster of 2 worker processes against the same export in one process.

Run: .venv/bin/python benchmarks/bench_cluster.py [--size 2048] [--bands 4] [--workers 2]
(needs dask.distributed: pip install '.[dask]', or the .venv scripts/bootstrap.sh makes).

Both write the same records (checked here) from the same GZIP export of a smooth
float32 raster. The cluster is started before the clock runs, as a cluster
already running would be. Prints the times and their ratio (below 1: the
cluster is faster); nothing here asserts on time.
"""

import argparse
import os
import sys
import tempfile
import time

from bench_image import make_raster  # benchmarks/, the script's folder, is on the path

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), ".build", "plugins"))

from tfrecord_bridge.core import read_records
from tfrecord_bridge.core.distributed import dask_client, export_image_on_cluster
from tfrecord_bridge.core.export.export_image import export_image
from tfrecord_bridge.core.export.raster_source import SourceLayer
from tfrecord_bridge.core.export.request import ExportRequest
from tfrecord_bridge.core.layout.format_options import FormatOptions
from tfrecord_bridge.core.layout.naming import find_shards


def records(folder):
    return [record for path in find_shards(folder, "bench") for record in read_records(path)]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", type=int, default=2048)
    parser.add_argument("--bands", type=int, default=4)
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args()
    options = FormatOptions(patchDimensions=(256, 256), kernelSize=(32, 32), maxFileSize=64 << 20)
    with tempfile.TemporaryDirectory() as folder:
        raster = os.path.join(folder, "bench.tif")
        make_raster(raster, args.size, args.bands)
        layers = [SourceLayer(raster)]
        start = time.perf_counter()
        export_image(ExportRequest(layers, os.path.join(folder, "one"), "bench", FormatOptions(**vars(options))))
        one = time.perf_counter() - start
        with dask_client(workers=args.workers) as client:
            client.wait_for_workers(args.workers)
            start = time.perf_counter()
            export_image_on_cluster(client, ExportRequest(layers, os.path.join(folder, "many"), "bench",
                                                          FormatOptions(**vars(options))))
            many = time.perf_counter() - start
        same = records(os.path.join(folder, "one")) == records(os.path.join(folder, "many"))
    print(f"GZIP export of {args.size}x{args.size}x{args.bands} float32, 256x256 patches, 32x32 kernel, "
          f"{os.cpu_count()} cores")
    print(f"one process:            {one:7.2f} s")
    print(f"{args.workers} Dask worker processes: {many:7.2f} s")
    print(f"ratio {args.workers} workers / 1 process: {many / one:.2f}  (same records: {'yes' if same else 'NO'})")
    return 0 if same else 1


if __name__ == "__main__":
    sys.exit(main())
