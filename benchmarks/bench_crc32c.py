#!/usr/bin/env python3
"""Throughput of the CRC-32C paths side by side: numpy, the numpy path issue 15
measured ("today's", crc32c_issue15_baseline.py), per-byte table loop,
zlib.crc32 (a C baseline, different polynomial) and any installed optional
backend.

    python3 benchmarks/bench_crc32c.py [--mib 64] [--byte-loop-mib 1] [--repeat 5]

Times are CPU time (every path runs on one thread), the best of the runs, so
other jobs on a shared machine weigh less than on the wall clock.
"""

import argparse
import importlib.util
import sys
import time
import zlib
from pathlib import Path

import numpy as np

PLUGIN_ROOT = Path(__file__).resolve().parents[1] / "tfrecord_bridge"


def load_crc_module():
    try:
        from tfrecord_bridge.core.codec import crc32c as module
    except ImportError:
        # Run from a bare checkout: the module has no package-relative
        # imports, so loading the file directly is enough.
        spec = importlib.util.spec_from_file_location("tfrecord_crc32c",
                                                      PLUGIN_ROOT / "core" / "codec" / "crc32c.py")
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
    return module


def load_baseline_module():
    spec = importlib.util.spec_from_file_location("crc32c_issue15_baseline",
                                                  Path(__file__).resolve().parent / "crc32c_issue15_baseline.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def best_seconds(function, data, repeat):
    function(data)  # warm-up: lazily built tables, page faults
    timings = []
    for _ in range(repeat):
        start = time.process_time()
        function(data)
        timings.append(time.process_time() - start)
    return max(min(timings), 1e-9)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--mib", type=float, default=64, help="buffer size for the fast paths (MiB)")
    parser.add_argument("--byte-loop-mib", type=float, default=1,
                        help="smaller buffer for the per-byte Python loop (MiB)")
    parser.add_argument("--repeat", type=int, default=5, help="timed runs per path; the best counts")
    args = parser.parse_args()

    crc_module = load_crc_module()
    baseline = load_baseline_module()
    size = int(args.mib * (1 << 20))
    small_size = min(size, int(args.byte_loop_mib * (1 << 20)))
    data = np.random.default_rng(0).integers(0, 256, size, dtype=np.uint8).tobytes()
    small_data = data[:small_size]

    paths = [
        ("numpy path", crc_module._crc32c_numpy, data),
        ("numpy path of issue 15 (today's)", baseline._crc32c_numpy, data),
        ("per-byte table loop", crc_module._crc32c_bytewise, small_data),
        ("zlib.crc32 (CRC-32, C)", zlib.crc32, data),
    ]
    paths += [(name, function, data) for name, function in crc_module.available_backends().items() if name != "numpy"]
    paths.append((f"crc32c() [BACKEND={crc_module.BACKEND}]", crc_module.crc32c, data))

    print(f"python {sys.version.split()[0]}, numpy {np.__version__}, BACKEND={crc_module.BACKEND}")
    print(f"buffer {size / (1 << 20):g} MiB (per-byte loop: {small_size / (1 << 20):g} MiB), "
          f"best of {args.repeat}\n")

    results = []
    for name, function, buffer in paths:
        seconds = best_seconds(function, buffer, args.repeat)
        results.append((name, len(buffer) / seconds / 1e6))
    numpy_rate = results[0][1]
    print(f"{'path':<36}{'MB/s':>10}{'x numpy path':>15}")
    for name, rate in results:
        print(f"{name:<36}{rate:>10.1f}{rate / numpy_rate:>15.3f}")

    print(f"\nnumpy path over today's: {numpy_rate / results[1][1]:.2f}x (goal: at least 2x)")

    print("\nnumpy paths by input size (a record of a 256x256 patch of 4 float32 bands with a 32x32 kernel "
          "is 1.3 MB):")
    print(f"  {'bytes':>10}{'MB/s':>10}{'today MB/s':>12}{'x today':>9}")
    for nbytes in (256, 4 << 10, 64 << 10, 300_000, 1 << 20, 1_327_104, 16 << 20):
        if nbytes <= size:
            repeat = max(args.repeat, min(200, (16 << 20) // nbytes))
            rate = nbytes / best_seconds(crc_module._crc32c_numpy, data[:nbytes], repeat) / 1e6
            today = nbytes / best_seconds(baseline._crc32c_numpy, data[:nbytes], repeat) / 1e6
            print(f"  {nbytes:>10}{rate:10.1f}{today:12.1f}{rate / today:9.2f}")

    reference = crc_module._crc32c_bytewise(small_data)
    disagreeing = [name for name, function, _ in paths
                   if not name.startswith("zlib") and function(small_data) != reference]
    print("\nall CRC-32C paths agree on the small buffer" if not disagreeing
          else f"\nDISAGREEING with the table loop: {', '.join(disagreeing)}")


if __name__ == "__main__":
    main()
