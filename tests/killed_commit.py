"""Run by tests/test_outputs.py and tests/test_buckets.py in a process of its own: an image export killed
at one step of its commit.

The ``kill_at``-th call of ``os.replace`` or ``os.remove`` (in a bucket, of ``storage.replace`` or
``storage.remove``), counted from the start of the export, ends the process at once (``os._exit``: no
``finally``, no clean-up, as a kill or a crash). ``kill_at`` 0: the export runs to its end and prints how
many such calls it made. The deletion of the export's lock after its commit is not counted: the commit is done
by then (a run killed there leaves a stale lock, which the next run takes over).

usage: killed_commit.py RASTER FOLDER PATCH_SIZE MAX_FILE_SIZE KILL_AT [stac]
("stac": the export writes its STAC Item and updates the folder's catalog.json in the same commit)
"""

import os
import sys

raster, folder, patch_size, max_file_size, kill_at = sys.argv[1:6]
sys.path.insert(0, os.environ["TFRECORD_PLUGIN_DIR"])

from tfrecord_bridge.core.export.export_image import export_image  # noqa: E402 (as above)
from tfrecord_bridge.core.export.raster_source import SourceLayer  # noqa: E402 (as above)
from tfrecord_bridge.core.export.request import ExportRequest  # noqa: E402 (as above)
from tfrecord_bridge.core.layout.format_options import FormatOptions  # noqa: E402 (as above)
from tfrecord_bridge.core.places import storage  # noqa: E402 (the plugin's folder is on the path)

calls = 0


def counted(real):
    def call(*args, **kwargs):
        global calls
        if os.fspath(args[0]).endswith(".lock"):
            return real(*args, **kwargs)  # the writer's lock, let go after the commit: not a step of it
        calls += 1
        if calls == int(kill_at):
            os._exit(9)
        return real(*args, **kwargs)
    return call


if storage.is_virtual(folder):  # a bucket: its renames (copies, or uploads completed) and deletes
    storage.replace = counted(storage.replace)
    storage.remove = counted(storage.remove)
else:
    os.replace = counted(os.replace)
    os.remove = counted(os.remove)
size = int(patch_size)
options = FormatOptions(patchDimensions=(size, size), compressed=False, maxFileSize=int(max_file_size))
export_image(ExportRequest([SourceLayer(raster)], folder, "x", options, stac=sys.argv[6:] == ["stac"]))
print(calls)
