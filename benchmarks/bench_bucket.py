"""An export straight into a bucket against the same export to local disk (the target: within 1.3x of it).

Run from the checkout (bootstrap.sh made .venv and .build/plugins; moto[server] and boto3 in .venv):

    .venv/bin/python benchmarks/bench_bucket.py                    # 4096^2 4-band float32, 3 repetitions
    .venv/bin/python benchmarks/bench_bucket.py --repeat 5 --size 2048
    .venv/bin/python benchmarks/bench_bucket.py --raster my.tif --no-upload
    .venv/bin/python benchmarks/bench_bucket.py --repeat 1 --profile   # and where a bucket export's time goes

A local S3 server (moto_server, on a free port of 127.0.0.1) is started here, a
bucket made in it, and stopped at the end. What is timed is the command line a
user runs, `tfrecord-bridge export-image RASTER -o PLACE --format-options ...
--threads N` (core.cli.main), each run in a fresh Python process (so no cache
of one run favours the next), with the same formatOptions, GZIP level and
threads every time (printed), to
- a local folder: the baseline, what a user would otherwise run (and then upload);
- s3://BUCKET/PREFIX on the local server: each shard sent as a multipart
  upload under its final key while it is written, the uploads completed at the
  commit, the mixer last (docs/buckets.md);
- unless --no-upload, a local folder and then its files uploaded to the bucket
  with boto3's upload_file, one file after another: what a user does today
  (the second baseline; its time is the export's plus the upload's).
The jobs of a repetition run one right after the other, in an order that
rotates from one repetition to the next, so the machine's load weighs on all
alike. Wall clock is the whole process's (start-up and imports included, alike
for every job); CPU is user + sys of the process and all its threads
(getrusage of the children). The S3 server's own CPU, on the same cores but
not ours, is printed apart. The medians over --repeat repetitions and their
ratios are printed, and whether the bucket export is within 1.3x of the local one.
Every bucket export is checked: the objects under its prefix (listed and
downloaded with boto3) are the local export's files, name for name and byte
for byte, and no `.part` key is left; any difference fails the run (exit
status 1). Nothing here asserts on time.
"""

import argparse
import contextlib
import json
import os
import resource
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request

from osgeo import gdal

from bench_image import make_raster, worker_count  # benchmarks/, the script's folder, is on the path

HERE = os.path.dirname(os.path.abspath(__file__))
PLUGIN_PARENT = os.path.join(os.path.dirname(HERE), ".build", "plugins")
TARGET = 1.3
BUCKET = "bench"
PREFIX = "bench"  # the export's file prefix, in a folder or under a bucket prefix

# The export, as a user runs it: the command line. A profile path other than "-" profiles it (cProfile).
EXPORT_CHILD = r"""
import sys
plugin_parent, profile = sys.argv[1:3]
sys.path.insert(0, plugin_parent)
from tfrecord_bridge.core.cli import main
if profile == "-":
    sys.exit(main(sys.argv[3:]))
import cProfile
profiler = cProfile.Profile()
status = profiler.runcall(main, sys.argv[3:])
profiler.dump_stats(profile)
sys.exit(status)
"""

# What a user does today after a local export: upload its files, one after another, with boto3.
UPLOAD_CHILD = r"""
import os, sys
import boto3
endpoint, bucket, prefix, folder = sys.argv[1:5]
client = boto3.client("s3", endpoint_url=endpoint, region_name="us-east-1")
for name in sorted(os.listdir(folder)):
    client.upload_file(os.path.join(folder, name), bucket, prefix + "/" + name)
"""


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def moto_server_command(port):
    here = os.path.join(os.path.dirname(sys.executable), "moto_server")
    program = here if os.path.exists(here) else shutil.which("moto_server")
    if program is None:
        sys.exit("moto_server not found: pip install 'moto[server]' into this Python's environment")
    return [program, "-H", "127.0.0.1", "-p", str(port)]


@contextlib.contextmanager
def s3_server(log_path):
    """A local S3 server (moto) on a free port, its bucket made: yields (endpoint URL, server pid)."""
    port = free_port()
    endpoint = f"http://127.0.0.1:{port}"
    with open(log_path, "wb") as log:
        server = subprocess.Popen(moto_server_command(port), stdout=log, stderr=subprocess.STDOUT)
    try:
        deadline = time.monotonic() + 30
        while True:
            try:
                urllib.request.urlopen(endpoint + "/", timeout=2).close()
                break
            except OSError:
                if server.poll() is not None or time.monotonic() > deadline:
                    sys.exit(f"moto_server did not start (see {log_path})")
                time.sleep(0.2)
        s3_client(endpoint).create_bucket(Bucket=BUCKET)
        yield endpoint, server.pid
    finally:
        server.terminate()
        try:
            server.wait(10)
        except subprocess.TimeoutExpired:
            server.kill()
            server.wait()


def s3_environment(endpoint, config=()):
    """This process's environment with GDAL's and boto3's settings for the local server, and --config's."""
    host = endpoint.split("://", 1)[1]
    return dict(os.environ, AWS_S3_ENDPOINT=host, AWS_HTTPS="NO", AWS_VIRTUAL_HOSTING="FALSE",
                AWS_ACCESS_KEY_ID="x", AWS_SECRET_ACCESS_KEY="x", AWS_REGION="us-east-1",
                AWS_DEFAULT_REGION="us-east-1", **dict(config))


def s3_client(endpoint):
    import boto3
    return boto3.client("s3", endpoint_url=endpoint, region_name="us-east-1",
                        aws_access_key_id="x", aws_secret_access_key="x")


def _children_cpu_seconds():
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def _process_cpu_seconds(pid):
    """user + sys of a running process (all its threads), from /proc."""
    with open(f"/proc/{pid}/stat") as stat:
        fields = stat.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def timed(command, environment, server_pid):
    """{"seconds", "cpu_seconds", "server_cpu_seconds"} of a command run to its end; its error if it fails.

    The disk is synced first, so that the files the previous job left in the page cache (a local export's,
    the server's spooled objects) are not written back during this one's time."""
    os.sync()
    start, cpu_start, server_start = time.perf_counter(), _children_cpu_seconds(), _process_cpu_seconds(server_pid)
    done = subprocess.run(command, env=environment, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    result = {"seconds": time.perf_counter() - start, "cpu_seconds": _children_cpu_seconds() - cpu_start,
              "server_cpu_seconds": _process_cpu_seconds(server_pid) - server_start}
    if done.returncode != 0:
        sys.exit(f"failed (status {done.returncode}): {' '.join(command)}\n{done.stderr}")
    return result


def added(*results):
    return {key: sum(result[key] for result in results) for key in results[0]}


def export_command(raster, place, args, profile="-", plugin_parent=PLUGIN_PARENT):
    options = {"patchDimensions": [args.patch] * 2, "kernelSize": [args.kernel] * 2, "compressed": True,
               "maxFileSize": args.max_file_size}
    return [sys.executable, "-c", EXPORT_CHILD, plugin_parent, profile, "export-image", raster, "-o", place,
            "--prefix", PREFIX, "--format-options", json.dumps(options), "--compression-level", str(args.level),
            "--threads", str(args.threads)]


def bucket_objects(client, prefix):
    """{key below prefix/: size} of the objects under a bucket prefix."""
    found = {}
    for page in client.get_paginator("list_objects_v2").paginate(Bucket=BUCKET, Prefix=prefix + "/"):
        for item in page.get("Contents", []):
            found[item["Key"][len(prefix) + 1:]] = item["Size"]
    return found


def check_same(client, prefix, folder):
    """Fail loudly unless the objects under ``prefix`` are ``folder``'s files, name for name, byte for byte."""
    objects = bucket_objects(client, prefix)
    files = sorted(os.listdir(folder))
    where = f"s3://{BUCKET}/{prefix}/"
    leftovers = [key for key in objects if key.endswith(".part")]
    if leftovers:
        sys.exit(f"FAILED: {where} still holds .part keys: {leftovers}")
    if sorted(objects) != files:
        sys.exit(f"FAILED: {where} holds {sorted(objects)}, the local export {files}")
    for name in files:
        with open(os.path.join(folder, name), "rb") as local:
            expected = local.read()
        got = client.get_object(Bucket=BUCKET, Key=f"{prefix}/{name}")["Body"].read()
        if got != expected:
            sys.exit(f"FAILED: {where}{name} differs from the local file ({len(got)} bytes, local {len(expected)})")
    return len(files), sum(objects.values())


def clear_prefix(client, prefix):
    keys = [{"Key": f"{prefix}/{key}"} for key in bucket_objects(client, prefix)]
    for start in range(0, len(keys), 1000):
        client.delete_objects(Bucket=BUCKET, Delete={"Objects": keys[start:start + 1000]})


def repetition(number, raster, scratch, endpoint, server_pid, args):
    """One repetition of every job, in an order rotated by ``number``; checks the bucket's objects after."""
    environment = s3_environment(endpoint, args.config)
    local, uploaded = os.path.join(scratch, "local"), os.path.join(scratch, "before-upload")
    for folder in (local, uploaded):
        shutil.rmtree(folder, ignore_errors=True)
    jobs = {
        "local": lambda: timed(export_command(raster, local, args), environment, server_pid),
        "bucket": lambda: timed(export_command(raster, f"s3://{BUCKET}/direct-{number}", args),
                                environment, server_pid),
    }
    if args.other_plugins:
        jobs["other"] = lambda: timed(export_command(raster, f"s3://{BUCKET}/other-{number}", args,
                                                     plugin_parent=args.other_plugins), environment, server_pid)
    if args.upload:
        jobs["upload"] = lambda: added(
            timed(export_command(raster, uploaded, args), environment, server_pid),
            timed([sys.executable, "-c", UPLOAD_CHILD, endpoint, BUCKET, f"uploaded-{number}", uploaded],
                  environment, server_pid))
    names = list(jobs)
    order = names[number % len(names):] + names[:number % len(names)]
    row = {name: jobs[name]() for name in order}
    client = s3_client(endpoint)
    row["files"], row["bytes"] = check_same(client, f"direct-{number}", local)
    clear_prefix(client, f"direct-{number}")
    if args.other_plugins:
        check_same(client, f"other-{number}", local)
        clear_prefix(client, f"other-{number}")
    if args.upload:
        check_same(client, f"uploaded-{number}", uploaded)
        clear_prefix(client, f"uploaded-{number}")
    row["order"] = order
    return row


def profile_bucket_export(raster, scratch, endpoint, args):
    """One more bucket export, under cProfile (its main thread): the functions it spends most time in."""
    import pstats
    path = os.path.join(scratch, "bucket.prof")
    command = export_command(raster, f"s3://{BUCKET}/profiled", args, profile=path)
    subprocess.run(command, env=s3_environment(endpoint, args.config), check=True, stdout=subprocess.DEVNULL,
                   stderr=subprocess.DEVNULL)
    clear_prefix(s3_client(endpoint), "profiled")
    print("\nprofile of one bucket export (main thread; tottime = in the function itself):")
    stats = pstats.Stats(path, stream=sys.stdout)
    stats.sort_stats("tottime").print_stats(args.profile_lines)
    stats.sort_stats("cumulative").print_stats(args.profile_lines)


def print_results(rows, args):
    jobs = [job for job in ("local", "bucket", "other", "upload") if job in rows[0]]
    heading = {"local": "local export", "bucket": "bucket export", "other": "bucket (other)",
               "upload": "local + upload"}
    print("\nper repetition (wall s / CPU s; the S3 server's CPU s in brackets):")
    for number, row in enumerate(rows):
        cells = [f"{heading[job]} {row[job]['seconds']:6.2f} / {row[job]['cpu_seconds']:6.2f} "
                 f"[{row[job]['server_cpu_seconds']:5.2f}]" for job in jobs]
        print(f"  {number}: " + "   ".join(cells) + f"   (order {', '.join(row['order'])})")
    median = {job: {key: statistics.median(row[job][key] for row in rows)
                    for key in ("seconds", "cpu_seconds", "server_cpu_seconds")} for job in jobs}
    print(f"\nmedians of {len(rows)}: wall-clock s, CPU s (user + sys, every thread), S3 server CPU s")
    for job in jobs:
        print(f"  {heading[job]:>15} {median[job]['seconds']:8.2f} {median[job]['cpu_seconds']:8.2f} "
              f"{median[job]['server_cpu_seconds']:8.2f}")
    ratio = median["bucket"]["seconds"] / median["local"]["seconds"]
    cpu_ratio = median["bucket"]["cpu_seconds"] / median["local"]["cpu_seconds"]
    print(f"bucket / local export: wall {ratio:.2f}, CPU {cpu_ratio:.2f}  "
          f"(target: within {TARGET}x: {'met' if ratio <= TARGET else 'NOT met'})")
    if "other" in jobs:
        print(f"bucket export of --other-plugins {args.other_plugins} / local export: wall "
              f"{median['other']['seconds'] / median['local']['seconds']:.2f}; this checkout's / the other's: "
              f"{median['bucket']['seconds'] / median['other']['seconds']:.2f}")
    if "upload" in jobs:
        print(f"bucket export / (local export + upload): wall "
              f"{median['bucket']['seconds'] / median['upload']['seconds']:.2f}, CPU "
              f"{median['bucket']['cpu_seconds'] / median['upload']['cpu_seconds']:.2f}  (below 1: the direct "
              "export is faster than exporting, then uploading)")
    print(f"checked: every bucket export's {rows[0]['files']} objects ({rows[0]['bytes'] / 2**20:.1f} MiB) are "
          "the local export's files byte for byte, no .part key left")


def parse_arguments():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--repeat", type=int, default=3, help="repetitions of every job (default 3); medians over them")
    parser.add_argument("--raster", help="the raster to export (default: one made here, see --size and --bands)")
    parser.add_argument("--size", type=int, default=4096, help="side of the raster made here (default 4096)")
    parser.add_argument("--bands", type=int, default=4, help="float32 bands of the raster made here (default 4)")
    parser.add_argument("--patch", type=int, default=256, help="patchDimensions, both sides (default 256)")
    parser.add_argument("--kernel", type=int, default=32, help="kernelSize, both sides (default 32)")
    parser.add_argument("--max-file-size", type=int, default=64 << 20,
                        help="maxFileSize, bytes per shard before compression (default 64 MiB: several shards)")
    parser.add_argument("--level", type=int, default=6, help="GZIP level (default 6, as EE)")
    parser.add_argument("--threads", type=int, default=worker_count(),
                        help=f"the export's threads (default one per core: {worker_count()})")
    parser.add_argument("--no-upload", dest="upload", action="store_false",
                        help="skip the second baseline (local export, then upload with boto3)")
    parser.add_argument("--profile", action="store_true",
                        help="after the timed runs, profile one more bucket export (cProfile) and print where it went")
    parser.add_argument("--profile-lines", type=int, default=25, help="functions --profile prints (default 25)")
    parser.add_argument("--config", action="append", default=[], metavar="KEY=VALUE",
                        help="a GDAL configuration option (or other variable) in every job's environment, e.g. "
                             "VSIS3_CHUNK_SIZE=8; repeatable")
    parser.add_argument("--other-plugins", metavar="DIR",
                        help="also time the bucket export of the plugin in DIR (a folder holding tfrecord_bridge, "
                             "e.g. another checkout's .build/plugins), in the same rotation: a change's before/after")
    parser.add_argument("--scratch", help="folder for the raster and the local exports (default: a temporary one)")
    args = parser.parse_args()
    if args.repeat < 1:
        parser.error("--repeat must be at least 1")
    if any("=" not in pair for pair in args.config):
        parser.error("--config takes KEY=VALUE")
    args.config = [pair.split("=", 1) for pair in args.config]
    if args.other_plugins:
        args.other_plugins = os.path.abspath(args.other_plugins)
        if not os.path.isdir(os.path.join(args.other_plugins, "tfrecord_bridge")):
            parser.error(f"--other-plugins: no tfrecord_bridge in {args.other_plugins}")
    return args


def main():
    args = parse_arguments()
    print(f"{sys.executable}: {worker_count()} cores, GDAL {gdal.__version__}, "
          f"load average {' '.join(f'{value:.1f}' for value in os.getloadavg())}")
    if args.scratch:
        os.makedirs(args.scratch, exist_ok=True)
    with tempfile.TemporaryDirectory(dir=args.scratch) as scratch:
        raster = args.raster or os.path.join(scratch, "bench.tif")
        if not args.raster:
            make_raster(raster, args.size, args.bands)
        dataset = gdal.Open(raster)
        print(f"raster {raster}: {dataset.RasterXSize} x {dataset.RasterYSize}, {dataset.RasterCount} bands "
              f"{gdal.GetDataTypeName(dataset.GetRasterBand(1).DataType)}")
        dataset = None
        print(f"export settings: formatOptions patchDimensions {args.patch},{args.patch}, kernelSize "
              f"{args.kernel},{args.kernel}, compressed (GZIP level {args.level}), maxFileSize {args.max_file_size}; "
              f"--threads {args.threads}" + "".join(f"; {key}={value}" for key, value in args.config))
        with s3_server(os.path.join(scratch, "moto.log")) as (endpoint, server_pid):
            print(f"S3 server: moto_server at {endpoint}, bucket {BUCKET}")
            rows = []
            for number in range(args.repeat):
                rows.append(repetition(number, raster, scratch, endpoint, server_pid, args))
                print(f"  repetition {number}: {json.dumps(rows[-1])}", file=sys.stderr, flush=True)
            print_results(rows, args)
            if args.profile:
                profile_bucket_export(raster, scratch, endpoint, args)
    print(f"\nload average at the end {' '.join(f'{value:.1f}' for value in os.getloadavg())}")


if __name__ == "__main__":
    main()
