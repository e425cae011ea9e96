#!/usr/bin/env python3
"""Reproduces a QGIS 3.22 crash: a map canvas redrawing while a Processing algorithm runs as a background task.

    QT_QPA_PLATFORM=offscreen /usr/bin/python3 scripts/qgis_task_canvas_race.py [--algorithm native] [--runs 200]

Runs the algorithm again and again in a QgsProcessingAlgRunnerTask (as the plugin's dialogs and QGIS's own
Processing dialogs do) while the main thread keeps asking a QgsMapCanvas, showing a raster and a GeoPackage
layer of tests/data, to redraw. On QGIS 3.22.16 (Debian 12) the process segfaulted in the main thread,
in QgsProject::createExpressionContextScope (QgsExpressionContextScope::addVariable) under
QgsMapCanvas::refreshMap, after 12 to 79 runs: with `--algorithm native` (native:rasterlayerstatistics,
none of this plugin's code in the task) as with `--algorithm tfrecord` (tfrecord:exportimage). QGIS 3.40
(the trixie chroot) has it too, more rarely: native:rasterlayerstatistics crashed it after 1,040 and 2,693
runs (600 ran clean once). A plain QgsTask doing Python work in its place ran 1,600 times on 3.22 without a
crash. A crash ends the script with status
139 (SIGSEGV); finishing every run prints "no crash". Run it on another QGIS (the chroots of
scripts/qgis_chroot.sh) to see whether that version has the bug.
"""

import argparse
import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--algorithm", choices=("native", "tfrecord"), default="native")
    parser.add_argument("--runs", type=int, default=200)
    args = parser.parse_args()

    from qgis.core import (
        QgsApplication,
        QgsProcessingAlgRunnerTask,
        QgsProcessingContext,
        QgsProcessingFeedback,
        QgsProject,
        QgsRasterLayer,
        QgsVectorLayer,
    )
    from qgis.PyQt.QtCore import QEventLoop
    app = QgsApplication([], True)
    app.initQgis()
    from qgis.analysis import QgsNativeAlgorithms
    from qgis.gui import QgsMapCanvas
    QgsApplication.processingRegistry().addProvider(QgsNativeAlgorithms())
    if args.algorithm == "tfrecord":
        sys.path.insert(0, str(ROOT))  # the plugin is the folder tfrecord_bridge/ there
        import tfrecord_bridge
        tfrecord_bridge.classFactory(None).initProcessing()

    project = QgsProject.instance()
    raster = QgsRasterLayer(str(ROOT / "tests/data/rasterio/RGB.byte.tif"), "rgb")
    polygons = QgsVectorLayer(str(ROOT / "tests/data/landcover/landcover.gpkg") + "|layername=landcover",
                              "landcover", "ogr")
    assert raster.isValid() and polygons.isValid()
    project.addMapLayers([raster, polygons])
    canvas = QgsMapCanvas()
    canvas.resize(600, 400)
    canvas.setLayers([polygons, raster])
    canvas.setDestinationCrs(raster.crs())
    canvas.setExtent(raster.extent())
    canvas.show()

    output = tempfile.mkdtemp()
    registry = QgsApplication.processingRegistry()
    for number in range(args.runs):
        if args.algorithm == "native":
            algorithm = registry.createAlgorithmById("native:rasterlayerstatistics")
            parameters = {"INPUT": raster.id(), "BAND": 1, "OUTPUT_HTML_FILE": f"{output}/{number}.html"}
        else:
            algorithm = registry.createAlgorithmById("tfrecord:exportimage")
            parameters = {"INPUT": [raster.id()], "PATCH_DIMENSIONS": "64,64", "OUTPUT": f"{output}/{number}",
                          "PREFIX": "p"}
        context = QgsProcessingContext()
        context.setProject(project)
        feedback = QgsProcessingFeedback()
        finished = []
        task = QgsProcessingAlgRunnerTask(algorithm, parameters, context, feedback)
        task.executed.connect(lambda succeeded, results, finished=finished: finished.append(succeeded))
        QgsApplication.taskManager().addTask(task)
        while not finished:
            canvas.refresh()
            app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 5)
        print(f"run {number}: {'done' if finished[0] else 'failed'}", flush=True)
    print(f"no crash in {args.runs} runs", flush=True)
    os._exit(0)  # no teardown: the question is the runs


if __name__ == "__main__":
    main()
