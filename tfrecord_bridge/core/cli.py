"""The ``tfrecord-bridge`` command: the Processing algorithms' image export, import and inspect, without QGIS.

Sources are anything GDAL opens (files, VRT mosaics, ``/vsicurl/`` COGs,
``/vsis3/`` objects). The options are the algorithms' and EE's; they go through
the same core code (FormatOptions.from_ee, import_image, inspect_files).
Exit status: 0 done, 1 failed (the message names the file, record or option),
2 a usage error, 130 cancelled by SIGINT (Ctrl-C), 143 by SIGTERM. A failed or
cancelled run leaves no finished-looking file.
"""

from __future__ import annotations

import _thread
import argparse
import contextlib
import json
import math
import os
import signal
import sys
import threading
import time
from collections.abc import Iterable, Iterator, Sequence
from types import ModuleType
from typing import Any, TextIO

from .base.messages import band_list, counted, message_of, n_files, n_patches, n_records, printable, spelled
from .base.progress import Cancelled, Monitor
from .base.redaction import redact, redact_all
from .distributed import ClusterJobError
from .layout.format_options import FormatOptions, FormatOptionsError, json_error_text
from .layout.mixer import shortened
from .layout.schema import (
    BOOLEAN,
    CHOICE,
    CLUSTER_OPTIONS,
    EXPORT_IMAGE,
    FORMAT_OPTIONS,
    IMPORT_IMAGE,
    INSPECT,
    INTEGER,
    LIST_KINDS,
    NUMBER,
    OUTPUT_FILE,
    OUTPUT_FOLDER,
    OUTPUT_RASTER,
    PREDICT,
    Option,
    flag_spelling,
)
from .places import json_input, storage
from .places.outputs import Outputs, folder_of

PROGRAM = "tfrecord-bridge"
EXIT_FAILED = 1
EXIT_USAGE = 2
EXIT_INTERRUPTED = 130


class Interrupted(KeyboardInterrupt):
    """SIGINT or SIGTERM arrived and the run did not stop at its next check within :data:`SIGNAL_GRACE_SECONDS`:
    raised in the main thread wherever it is, so the run's ``with`` blocks remove what it wrote (``.part`` files,
    the folders it made) and its thread pools drop their waiting tasks."""

    def __init__(self, signum: int) -> None:
        super().__init__(signal.Signals(signum).name)
        self.signum = signum


# How long a run has, after SIGINT or SIGTERM, to stop at its monitor's next check before Interrupted is raised
# wherever its main thread is (a wait that checks nothing: opening a slow URL).
SIGNAL_GRACE_SECONDS = 2.0


class Signals:
    """What :func:`stopped_by_signals` saw: ``signum``, the first SIGINT or SIGTERM (None before one);
    :meth:`is_cancelled` is the run's Monitor's: True once one came, and the run has noticed."""

    def __init__(self) -> None:
        self.signum: int | None = None
        self.noticed = threading.Event()

    def is_cancelled(self) -> bool:
        if self.signum is None:
            return False
        self.noticed.set()
        return True


@contextlib.contextmanager
def stopped_by_signals() -> Iterator[Signals]:
    """SIGINT and SIGTERM cancel the run in the block as a user's cancel does: the run's Monitor (given
    ``is_cancelled`` of the Signals yielded) raises Cancelled at its next check, between steps, where no lock or
    pool is half-way (Interrupted raised wherever the main thread was is the suspected cause of an export that
    did not exit, once in five CI runs on Python 3.14). A run that has not checked within SIGNAL_GRACE_SECONDS
    gets Interrupted raised in its main thread. Once the run has noticed, or Interrupted was raised, a second
    signal is ignored rather than cutting the clean-up short. The handlers before are put back after."""
    signals = Signals()
    if threading.current_thread() is not threading.main_thread():  # only the main thread may set handlers
        yield signals
        return
    raised: list[int] = []

    def force() -> None:
        if not signals.noticed.is_set():
            _thread.interrupt_main()  # calls interrupt() in the main thread, as a signal would

    def interrupt(signum, frame):
        if signals.signum is None:
            signals.signum = signum
            timer = threading.Timer(SIGNAL_GRACE_SECONDS, force)
            timer.daemon = True
            timer.start()
        elif not signals.noticed.is_set() and not raised:
            raised.append(signals.signum)
            raise Interrupted(signals.signum)

    previous = {signum: signal.signal(signum, interrupt) for signum in (signal.SIGINT, signal.SIGTERM)}
    try:
        yield signals
    finally:
        signals.noticed.set()  # a timer still waiting has nothing left to force
        for signum, handler in previous.items():
            signal.signal(signum, handler)


class UsageError(ValueError):
    """An option the user gave that cannot be used; the message names it."""


def in_command_terms(text: object) -> str:
    """A core message, error or log line as this command shows it: each option it names by its key
    (core.base.messages.option_name) written as its flag (--min-label-share, --no-compressed), credentials
    masked."""
    return redact(spelled(text, flag_spelling))


class ProgressBar:
    """A one-line bar on stderr, drawn only when stderr is a terminal; the callback of a core Monitor."""

    def __init__(self, label: str, stream: TextIO | None = None, width: int = 30) -> None:
        self.stream = stream or sys.stderr
        self.label = label
        self.width = width
        self.enabled = hasattr(self.stream, "isatty") and self.stream.isatty()
        self._last: int | None = None
        self._started = time.monotonic()

    def __call__(self, percent: float) -> None:
        if not self.enabled:
            return
        shown = int(percent * 10)  # redraw at most every 0.1 %
        if shown == self._last:
            return
        self._last = shown
        filled = int(self.width * percent / 100)
        elapsed = time.monotonic() - self._started
        self.stream.write(f"\r{self.label} [{'#' * filled}{'.' * (self.width - filled)}] {percent:5.1f}% "
                          f"{elapsed:6.0f} s")
        self.stream.flush()

    def close(self) -> None:
        if self.enabled and self._last is not None:
            self.stream.write("\n")
            self.stream.flush()


def _comma_numbers(text, count, option):
    try:
        values = [float(v) for v in text.replace(" ", "").split(",") if v]
    except ValueError:
        values = []
    if len(values) != count or not all(math.isfinite(value) for value in values):
        raise UsageError(f"{option} takes {count} comma-separated numbers, got {text!r}")
    return values


def _format_options_text(value):
    """--format-options: EE's JSON, or @FILE holding it."""
    if value and value.startswith("@"):
        path = value[1:]
        try:
            with storage.open_file(path, "r", encoding="utf-8") as stream:
                text = stream.read()
        except OSError as error:
            raise UsageError(f"--format-options: cannot read {path}: {storage.reason(error)}") from error
        try:  # read here, so that what cannot be read is told with the file's name
            json_input.loads(text)
        except ValueError as error:
            raise UsageError(f"--format-options: {path}: not valid JSON ({json_error_text(error)})") from None
        return text
    return value or ""


def add_schema_arguments(parser: argparse._ActionsContainer, options: Iterable[Option]) -> None:
    """One argument per option of an algorithm's schema that the command has, as the schema declares it."""
    for option in options:
        if option.flag is not None:
            _add_argument(parser, option)


def _add_argument(parser, option):
    """The argument of one option of a schema; its value lands in ``args.<key>``."""
    help_text = option.command_help or None
    if option.positional:
        list_kind = option.kind in LIST_KINDS
        parser.add_argument(option.key, nargs=("*" if option.optional else "+") if list_kind else None,
                            metavar=option.metavar or option.flag, help=help_text)
        return
    names = [option.short_flag, option.flag] if option.short_flag else [option.flag]
    common = {"dest": option.key, "help": help_text}
    if option.kind == BOOLEAN:
        # None: not given, so that the pasted --format-options or the default decides.
        action = argparse.BooleanOptionalAction if option.default else "store_true"
        parser.add_argument(*names, action=action, default=None, **common)
    elif option.kind in LIST_KINDS:
        parser.add_argument(*names, action="append", default=[], metavar=option.metavar, **common)
    elif option.kind == CHOICE:
        # A choice "" (the import's "from the values") is what leaving the flag out says: None, as not given.
        parser.add_argument(*names, choices=[choice for choice in option.choices if choice],
                            default=None if option.format_option else option.default or None, **common)
    elif option.format_option:  # read as EE's formatOptions read it, from its text
        parser.add_argument(*names, dest=option.key, metavar=option.key,
                            help=f"formatOptions {option.key}: {help_text}")
    elif option.kind in (INTEGER, NUMBER):
        metavar = option.metavar or (f"{option.minimum}-{option.maximum}" if option.maximum is not None else None)
        parser.add_argument(*names, type=int if option.kind == INTEGER else float, default=option.default,
                            metavar=metavar, **common)
    else:
        parser.add_argument(*names, default=option.default, metavar=option.metavar,
                            required=option.kind in (OUTPUT_FOLDER, OUTPUT_FILE, OUTPUT_RASTER) and not option.optional,
                            **common)


def given(args: argparse.Namespace, option: Option) -> Any:
    """The value of ``option`` in ``args``: the schema's default where a flag was not given."""
    value = getattr(args, option.key)
    return option.default if value is None else value


def _checked_numbers(args, options):
    """Refuse a whole number given outside its range in the schema (the options the core does not check itself:
    those of the run beside the formatOptions and the training sets)."""
    for option in options:
        value = getattr(args, option.key, None)
        if option.kind != INTEGER or option.training or option.flag is None or value is None:
            continue
        if option.minimum is not None and option.maximum is not None \
                and not option.minimum <= value <= option.maximum:
            raise UsageError(f"{option.flag} must be {option.minimum} to {option.maximum}, got {value}")
        if option.minimum is not None and value < option.minimum:
            raise UsageError(f"{option.flag} must be at least {option.minimum}, got {value}")


def _add_export_parser(commands):
    parser = commands.add_parser(
        "export-image", help="rasters to TFRecord patches and the mixer, as EE's Export.image",
        description="Cuts rasters into patches written as TFRecord files and the mixer JSON, exactly as "
                    "Google Earth Engine's Export.image with fileFormat 'TFRecord' does. Bands of the sources "
                    "are stacked in order; sources not on the export grid are warped to it.")
    cluster = {option.key for option in CLUSTER_OPTIONS}
    add_schema_arguments(parser, (option for option in EXPORT_IMAGE
                                  if not option.training and option.key not in cluster))
    add_schema_arguments(parser.add_argument_group("training sets"),
                         (option for option in EXPORT_IMAGE if option.training))
    _add_cluster_options(parser)
    parser.set_defaults(run=_export)


def _training(args):
    """(LabelSource or None, TrainingOptions) of the training-set options."""
    from .export.labels import LabelSource
    from .export.training import TrainingOptions, TrainingOptionsError, parse_splits
    labels = None
    if args.labelLayer:
        path, _, layer = args.labelLayer.partition("|layername=")
        labels = LabelSource(path, layer or None, field=args.labelField, value=args.labelValue,
                             all_touched=bool(args.labelAllTouched), band=args.labelBand)
    elif args.labelField:
        raise UsageError("--label-field needs --label-layer")
    try:
        training = TrainingOptions(parse_splits(args.splits), args.splitBlock, args.seed,
                                   args.minLabelShare, args.negativeRatio, bool(args.writeTfindex),
                                   buffer=bool(args.splitBuffer), buffer_mask=bool(args.splitBufferMask))
    except TrainingOptionsError as error:
        raise UsageError(message_of(error)) from error
    return labels, training


def _add_cluster_options(parser):
    group = parser.add_argument_group("running on a Dask cluster (pip install 'tfrecord-bridge[dask]')")
    scheduler, workers, partitions = CLUSTER_OPTIONS
    add_schema_arguments(group.add_mutually_exclusive_group(), (scheduler, workers))
    add_schema_arguments(group, (partitions,))


def _add_import_parser(commands):
    parser = commands.add_parser(
        "import-image", help="TFRecord predictions (or an export) and their mixer as a GeoTIFF",
        description="Mosaics the TFRecord files of an image export, or a model's predictions made from one, "
                    "into a tiled GeoTIFF on the export's grid, using its mixer JSON. Records continue across "
                    "the files in the order given (--folder: the shards by their numbers); names whose numbers "
                    "disagree with that order stop the import.")
    cluster = {option.key for option in CLUSTER_OPTIONS}
    add_schema_arguments(parser, (option for option in IMPORT_IMAGE if option.key not in cluster))
    _add_cluster_options(parser)
    parser.set_defaults(run=_import)


def _add_inspect_parser(commands):
    parser = commands.add_parser(
        "inspect", help="what TFRecord files hold, and code to read them",
        description="Reads every record of the files (in file-name order) and reports the records per file "
                    "and, per feature, its kind, how many records hold it and how many values. Corrupt files "
                    "and records are reported with their record number and byte offset; the exit status is "
                    "then 1.")
    add_schema_arguments(parser, INSPECT)
    parser.set_defaults(run=_inspect)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog=PROGRAM, description="TFRecord files in Google Earth Engine's format from and to rasters GDAL "
                                  "reads, on one machine or a Dask cluster.")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND", required=True)
    _add_export_parser(commands)
    _add_import_parser(commands)
    _add_inspect_parser(commands)
    _add_predict_parser(commands)
    return parser


def _format_options(args):
    single = {option.key: getattr(args, option.key) for option in FORMAT_OPTIONS
              if getattr(args, option.key) is not None}
    try:
        return FormatOptions.from_ee(_format_options_text(args.formatOptions), named=True, **single)
    except FormatOptionsError as error:
        raise UsageError(message_of(error)) from error


def _array_name(source):
    """An array band is named after its file, up to the first dot, as QGIS names a layer it loads."""
    return os.path.basename(source.rstrip("/")).split(".")[0] or source


def _cluster_wanted(args):
    _checked_numbers(args, CLUSTER_OPTIONS)
    return bool(args.scheduler or args.workers)


def _run_job(args, here, on_cluster, *inputs, **options):
    """``here(*inputs, **options)`` in this process, or ``on_cluster(client, *inputs, **options)`` on the Dask
    cluster --scheduler or --workers asks for, cut into --partitions tasks."""
    if not _cluster_wanted(args):
        return here(*inputs, **options)
    from .distributed import dask_client
    with dask_client(args.scheduler, args.workers) as client:
        return on_cluster(client, *inputs, partitions=args.partitions, **options)


def _names(text):
    """The names of a comma-separated option (--band-names, --output-names); None when not given."""
    return [name.strip() for name in text.split(",")] if text else None


def _grid(args):
    """The grid of --extent, --target-crs and --pixel-size over the first source."""
    from .export.raster_source import export_grid
    from .layout.grid import GridParameterError
    extent = _comma_numbers(args.extent, 4, "--extent") if args.extent else None
    try:
        return export_grid(args.sources[0], extent, args.targetCrs, args.pixelSize)
    except GridParameterError as error:  # its message names the option by its key: main() writes its flag
        raise UsageError(message_of(error)) from None


def _export(args, monitor, log):
    from .distributed import export_image_on_cluster
    from .export.export_image import export_image
    from .export.raster_source import SourceLayer
    from .export.request import ExportRequest
    options = _format_options(args)
    _checked_numbers(args, EXPORT_IMAGE)
    unknown = [source for source in args.arrayLayers if source not in args.sources]
    if unknown:
        raise UsageError(f"--array {unknown[0]} is not one of the sources: give it as a source too; --array "
                         "marks which sources are array bands")
    arrays = args.arrayLayers
    layers = [SourceLayer(source, array=source in arrays, name=_array_name(source) if source in arrays else None)
              for source in args.sources]
    band_names = _names(args.bandNames)
    grid = _grid(args)
    log("formatOptions: " + json.dumps(options.to_ee()))
    labels, training = _training(args)
    # --threads in this process (default one per core), or in each cluster task (default 1).
    request = ExportRequest(layers, args.output, args.prefix, formatOptions=options, grid=grid, bandNames=band_names,
                            resampling=args.resampling, compressionLevel=args.compressionLevel, labels=labels,
                            training=training, threads=args.threads, stac=bool(args.stac))
    result = _run_job(args, export_image, export_image_on_cluster, request, monitor=monitor, log=log)
    log("Files: " + ", ".join(result.files))
    for name, (mixer, index) in result.set_files.items():
        log(f"Set {name}: {mixer}, {index}")
    if not result.set_files:
        log("Mixer: " + (result.mixer_path or result.index_path))
    log("Sidecar: " + result.sidecar_path)
    print("Read them in TensorFlow with:\n" + result.features_dict)


def _import_request(args):
    """The ImportRequest of import-image's arguments."""
    from .importing.import_image import ImportRequest, find_export
    if args.files and args.folder:
        raise UsageError("give the TFRecord files or --folder, not both")
    if args.folder:
        paths, mixer = find_export(args.folder, (args.prefix or "").strip())
    elif args.files:
        paths, mixer = args.files, None
    else:
        raise UsageError("give the TFRecord files, or the export's --folder")
    if os.path.splitext(args.output)[1].lower() not in (".tif", ".tiff"):
        raise UsageError(f"--output is written as GeoTIFF: give it a .tif name, not {args.output}")
    from .importing.import_plan import parse_kernel_size
    try:  # a kernel that is no kernel is a usage error, as export-image's is
        parse_kernel_size(args.kernelSize)
    except ValueError as error:
        raise UsageError(message_of(error)) from None
    return ImportRequest(paths, args.mixer or mixer, args.output, features=args.features, kernel_size=args.kernelSize,
                         nodata=args.nodata, data_type=args.dataType, class_table=args.classTable,
                         class_from=args.classFrom, layout=args.layout, stac=bool(args.stac),
                         cog=given(args, IMPORT_IMAGE["cog"]))


def _import(args, monitor, log):
    from .distributed import import_image_on_cluster
    from .importing.import_image import import_image
    request = _import_request(args)
    # As the algorithm does: the GeoTIFF's missing folders are made, and removed again if the import fails.
    with Outputs(folder=folder_of(args.output)) as outputs:
        result = _run_job(args, import_image, import_image_on_cluster, request, monitor=monitor)
        outputs.commit()
    for note in result.notes:
        log(note)
    margins = f", kernel margins {result.margins[0]},{result.margins[1]} cropped" if any(result.margins) else ""
    records = counted(result.record_count, "%n {mode} record", "%n {mode} records", mode=result.mode)
    log(f"{records} -> {result.width} x {result.height} {result.data_type} "
        f"raster, {band_list(result.band_names)}{margins}: {result.path}")
    if result.style_text:
        log(result.style_text)


def _add_predict_parser(commands):
    parser = commands.add_parser(
        "predict", help="an ONNX model run over the patches of rasters, its output as a GeoTIFF",
        description="Cuts the rasters into patches exactly as export-image does (patch dimensions, kernel "
                    "margins, band order, defaultValue where a pixel is masked, value type), runs the ONNX model "
                    "over them (onnxruntime: pip install '.[onnx]' in the checkout) and writes its output, margins "
                    "cropped as import-image crops them, as a GeoTIFF on the rasters' grid. The model is checked "
                    "against the patches before any work.")
    cluster = {option.key for option in CLUSTER_OPTIONS}
    add_schema_arguments(parser, (option for option in PREDICT if option.key not in cluster))
    _add_cluster_options(parser)
    parser.set_defaults(run=_predict)


def request_fields(request_type: type) -> set[str]:
    """The fields of a request dataclass: the options the command passes by their schema keys as it reads them
    (given(): the schema's default where a flag was not given)."""
    import dataclasses
    return {field.name for field in dataclasses.fields(request_type)}


def _predict(args, monitor, log):
    from .distributed import predict_on_cluster
    from .export.raster_source import SourceLayer
    from .predict.predict_image import predict_image
    from .predict.request import PredictRequest
    _checked_numbers(args, PREDICT)
    if not args.model:
        raise UsageError("give the ONNX model: --model FILE.onnx")
    single = {option.key: getattr(args, option.key) for option in PREDICT
              if option.format_option and getattr(args, option.key) is not None}
    try:
        options = FormatOptions.from_ee("", named=True, **{"edgeMode": PREDICT["edgeMode"].default, **single})
    except FormatOptionsError as error:
        raise UsageError(message_of(error)) from error
    if os.path.splitext(args.output)[1].lower() not in (".tif", ".tiff"):
        raise UsageError(f"--output is written as GeoTIFF: give it a .tif name, not {args.output}")
    # These cut and name the EE-format predictions' files alone: given without them, they would do nothing.
    unused = [str(PREDICT[key].flag) for key in ("compressed", "maxFileSize") if getattr(args, key) is not None]
    if unused and args.eePredictions is None:
        raise UsageError(f"{' and '.join(unused)} name and cut the files of {PREDICT['eePredictions'].flag}: give "
                         "that folder too, or leave them out")
    unknown = [source for source in args.arrayLayers if source not in args.sources]
    if unknown:
        raise UsageError(f"--array {unknown[0]} is not one of the sources: give it as a source too; --array "
                         "marks which sources are array bands")
    layers = [SourceLayer(source, array=source in args.arrayLayers,
                          name=_array_name(source) if source in args.arrayLayers else None) for source in args.sources]
    # Every option by its key, as the schema declares it; those of the command alone (the patches' options, read
    # above as formatOptions, the grid's, the sources') apart.
    passed = {"sources", "model", "output", "formatOptions", "grid", "bandNames", "outputNames", "resampling"}
    values = {option.key: given(args, option) for option in PREDICT
              if option.key in request_fields(PredictRequest) - passed and option.key in vars(args)}
    request = PredictRequest(layers, args.model, args.output, formatOptions=options, grid=_grid(args),
                             bandNames=_names(args.bandNames), outputNames=_names(args.outputNames),
                             resampling=args.resampling, **values)
    with Outputs(folder=folder_of(args.output)) as outputs:  # its missing folders made, removed if it fails
        result = _run_job(args, predict_image, predict_on_cluster, request, monitor=monitor, log=log)
        outputs.commit()
    log(f"Model: {result.contract_text}")
    raster = result.raster
    for note in raster.notes:
        log(note)
    log(f"{n_patches(result.patch_count)} -> {result.width} x {result.height} "
        f"{raster.data_type} raster, {band_list(result.band_names)}: {result.path}")
    if raster.style_text:
        log(raster.style_text)
    if result.ee_mixer:
        files = result.ee_files
        listed = ", ".join(files) if len(files) <= 2 else f"{files[0]} ... {files[-1]}"  # the first and the last
        log(f"EE-format predictions: {n_files(len(files))} {listed}; mixer {result.ee_mixer}")


def _inspect(args, monitor, log):
    from . import inspect as inspection
    paths = sorted(args.files, key=os.path.basename)  # as the algorithm reads them
    summary = redact_all(inspection.inspect_files(inspection.InspectRequest(paths, args.mixer), monitor=monitor))
    if args.json:
        print(json.dumps(summary, indent=2, default=str))
    else:
        print(inspection_text(summary, inspection))
    for problem in summary["problems"]:
        log(f"problem: {printable(problem['message'])}")
    return EXIT_FAILED if summary["problems"] else 0


def inspection_text(summary: dict[str, Any], inspection: ModuleType) -> str:
    kind = f"{summary['record_type']} " if summary["record_type"] else ""  # no kind when no record was read
    records = counted(summary["records"], "%n {kind}record", "%n {kind}records", kind=kind)
    lines = [f"{records} in {n_files(len(summary['files']))}"]
    for entry in summary["files"]:
        lines.append(f"  {printable(entry['path'])}: {n_records(entry['records'])} "
                     f"({entry['compression'] or 'uncompressed'})")
    mixer, layout = summary["mixer"], summary["layout"]
    if mixer is not None:
        lines.append(f"Mixer {printable(mixer['path'])}: {printable(shortened(mixer['crs']))}, patches "
                     f"{mixer['patch_width']} x {mixer['patch_height']}, {mixer['patches_per_row']} per row, "
                     f"{n_records(mixer['record_count'])} expected")
        if layout is not None:
            lines.append(f"  tiles {layout['tile_width']} x {layout['tile_height']} (inferred), kernel margins "
                         f"{layout['margin_x']} x {layout['margin_y']}")
    lines.append("Features:")
    for feature in summary["features"]:
        values = inspection.values_text(feature["min_values"], feature["max_values"])
        lines.append(f"  {feature['section']} {printable(feature['name'])}: "
                     f"{', '.join(feature['kinds']) or 'none'}, in {feature['records']} of "
                     f"{n_records(summary['records'])}, {values}"
                     + (f", shape {feature['shape']}" if feature["shape"] is not None else ""))
    lines += [f"Note: {printable(note)}" for note in summary["notes"]]
    if summary["records"]:  # code to read files no record could be read from would only mislead
        lines += ["", "TensorFlow:", inspection.tensorflow_snippet(summary),
                  "numpy / PyTorch, with this package's codec:", inspection.numpy_snippet(summary)]
        for framework, code in inspection.framework_snippets(summary).items():
            lines += [f"{framework}, with this package's PatchDataset:", code]
    # The snippets' names are Python literals already; nothing of the files' reaches the terminal raw.
    return printable("\n".join(lines), keep_newlines=True)


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line ``argv`` (default sys.argv[1:]); returns the exit status."""
    parser = build_parser()
    args = parser.parse_args(argv)  # exits with status 2 on a usage error

    def log(line):
        print(in_command_terms(line), file=sys.stderr)

    bar = ProgressBar(args.command)
    usage_error = None
    signals = Signals()
    try:
        with stopped_by_signals() as signals:
            try:
                status = args.run(args, Monitor(bar, signals.is_cancelled), log)
            except Cancelled:
                if signals.signum is None:
                    raise
                raise Interrupted(signals.signum) from None
    except UsageError as error:
        # Exits after the except block: a SystemExit raised inside it would carry this error as its context,
        # and through its traceback the GDAL datasets of the frames it left, freed only at interpreter exit,
        # after GDAL itself (a segfault at exit, seen with an unknown --target-crs).
        usage_error = in_command_terms(error)
    except BrokenPipeError:
        # The reader of our output went away (| head): stop quietly, as command-line tools do.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return EXIT_FAILED
    except KeyboardInterrupt as error:
        bar.close()
        # A bare KeyboardInterrupt is raised for a signal too (the commit's, when one came while it held them).
        signum = error.signum if isinstance(error, Interrupted) else signals.signum or signal.SIGINT
        print(f"{PROGRAM}: cancelled ({signal.Signals(signum).name}); nothing was left half-written",
              file=sys.stderr)
        return 128 + signum  # the shell's convention: 130 for SIGINT, 143 for SIGTERM
    except (ValueError, OSError, RuntimeError, ClusterJobError) as error:
        from .export.export_image import OptionError
        if not isinstance(error, OptionError):
            bar.close()
            shown = printable(in_command_terms(error), keep_newlines=True)
            print(f"{PROGRAM} {args.command}: error: {shown}", file=sys.stderr)
            return EXIT_FAILED
        usage_error = in_command_terms(error)  # options at odds: a usage error, as argparse says
    bar.close()
    if usage_error is not None:
        parser.exit(EXIT_USAGE, f"{PROGRAM} {args.command}: error: {usage_error}\n")
    return status or 0


if __name__ == "__main__":
    sys.exit(main())
