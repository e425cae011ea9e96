"""Run by tests/test_failures.py in a process of its own: failing runs of an algorithm, then a good one.

A feature iterator left open by a failed run made a later run on the same GeoPackage block forever
in getFeatures (QGIS 3.22 keeps a pool of 4 connections per data source). The caller runs this with
a timeout, so a hang fails the test instead of blocking it.

usage: failing_runs.py ALGORITHM POINTS_GPKG RASTER WORK_FOLDER FAILURES
"""

import os
import sys

from qgis.core import QgsApplication, QgsProcessingException

algorithm, points, raster, work, failures = sys.argv[1:6]
sys.path.insert(0, os.environ["TFRECORD_PLUGIN_DIR"])
application = QgsApplication([], False)
application.initQgis()
sys.path.append("/usr/share/qgis/python/plugins")
import processing  # noqa: E402 (QGIS is started before its Processing plugin is imported)
from processing.core.Processing import Processing  # noqa: E402 (as above)

Processing.initialize()
import tfrecord_bridge  # noqa: E402 (once QGIS and Processing are started, as in QGIS)

plugin = tfrecord_bridge.classFactory(None)
plugin.initProcessing()

blocked = os.path.join(work, "a file")  # output below a regular file: every run fails
with open(blocked, "w") as stream:
    stream.write("not a folder")
if algorithm == "exporttable":
    parameters = {"INPUT": points}
    bad = dict(parameters, OUTPUT=os.path.join(blocked, "t.tfrecord.gz"))
    good = dict(parameters, OUTPUT=os.path.join(work, "good", "t.tfrecord.gz"))
else:
    parameters = {"INPUT": [raster], "POINTS": points, "PATCH_DIMENSIONS": "8,8", "PREFIX": "p"}
    bad = dict(parameters, OUTPUT=os.path.join(blocked, "out"))
    good = dict(parameters, OUTPUT=os.path.join(work, "good"))
for number in range(int(failures)):
    try:
        processing.run(f"tfrecord:{algorithm}", bad)
    except QgsProcessingException as error:
        print(f"run {number + 1} failed as expected: {error}", flush=True)
    else:
        sys.exit(f"run {number + 1} should have failed")
result = processing.run(f"tfrecord:{algorithm}", good)
print("good run:", result.get("RECORDS", result.get("PATCH_COUNT")), flush=True)
plugin.unload()
application.exitQgis()
