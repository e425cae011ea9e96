"""What TFRecord files hold: record counts, every feature's kind and length, the patch layout.

:func:`inspect_files` reads every record once and returns a plain dict (see
its doc); :func:`tensorflow_snippet` and :func:`numpy_snippet` turn that into
code that reads the files: its lines as they are, its comments messages (messages.commented), so the plugin
shows them in the user's language around code that stays as written. Corrupt files and records are listed in the
summary, never raised: an inspection must say what is wrong, not stop at it.

Examples and SequenceExamples are told apart by the SequenceExample's
feature_lists (field 2): a context-only SequenceExample is byte for byte an
Example, so a file is a SequenceExample file when any record has feature lists.
"""

from __future__ import annotations

import os
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from .base.messages import (
    Message,
    comment_line,
    commented,
    conjunction,
    counted,
    listing,
    message,
    message_of,
    n_files,
    n_patches,
    n_records,
    n_values,
    option_name,
    verbatim,
)
from .base.progress import as_monitor
from .codec.example import BYTES, FLOAT, INT64, MAX_DECODED_ENTRIES, ExampleDecodeError, decode_sequence_example
from .codec.records import FileDigest, RecordReader, TFRecordError
from .layout.grid import PatchLayout, infer_kernel, kernel_margins
from .layout.manifest import mixer_problem, shard_checks
from .layout.mixer import MixerError, read_mixer
from .layout.naming import mixer_beside, sidecar_beside
from .layout.sidecar import read_sidecar
from .places import storage

if TYPE_CHECKING:
    from .base.progress import Monitor

    # inspect_files' plain dict (see its doc), and one of its layouts.
    Summary = dict[str, Any]
    Layout = dict[str, Any]

EXAMPLE = "Example"
SEQUENCE_EXAMPLE = "SequenceExample"

FEATURES = "features"  # an Example's features
CONTEXT = "context"  # a SequenceExample's context
FEATURE_LISTS = "feature_lists"

# Cancel and progress are checked every this many records.
_PROGRESS_EVERY = 256

_TF_DTYPES = {FLOAT: "tf.float32", INT64: "tf.int64", BYTES: "tf.string"}

# The folder that holds the tfrecord_bridge package, for the numpy snippet's import.
PLUGINS_FOLDER = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


@dataclass
class _Counts:
    low: int | None = None
    high: int | None = None

    def add(self, value):
        self.low = value if self.low is None else min(self.low, value)
        self.high = value if self.high is None else max(self.high, value)


@dataclass
class _FeatureStatistics:
    kinds: set = field(default_factory=set)
    records: int = 0  # records holding the feature
    values: _Counts = field(default_factory=_Counts)  # values per record (per step for feature lists)
    single_bytes_length: _Counts = field(default_factory=_Counts)  # length of a lone bytes value
    steps: _Counts = field(default_factory=_Counts)  # feature lists only

    def add_values(self, kind, values):
        if kind is not None:
            self.kinds.add(kind)
        count = len(values) if values is not None else 0
        self.values.add(count)
        if kind == BYTES and count == 1:
            self.single_bytes_length.add(len(values[0]))


# The most features described: each costs its statistics, and records may each name others (a
# record decodes into MAX_DECODED_ENTRIES features at most).
MAX_FEATURES_DESCRIBED = MAX_DECODED_ENTRIES


def _statistics_of(statistics, key):
    """The statistics of feature ``key``; None for a new one past MAX_FEATURES_DESCRIBED (not described)."""
    stats = statistics.get(key)
    if stats is None and len(statistics) < MAX_FEATURES_DESCRIBED:
        stats = statistics[key] = _FeatureStatistics()
    return stats


def _add_record(statistics, section, context, feature_lists):
    """Add a record's features to ``statistics``; False when some were left out (too many features)."""
    complete = True
    for name, (kind, values) in context.items():
        stats = _statistics_of(statistics, (section, name))
        if stats is None:
            complete = False
            continue
        stats.records += 1
        stats.add_values(kind, values)
    for name, steps in feature_lists.items():
        stats = _statistics_of(statistics, (FEATURE_LISTS, name))
        if stats is None:
            complete = False
            continue
        stats.records += 1
        stats.steps.add(len(steps))
        for kind, values in steps:
            stats.add_values(kind, values)
    return complete


def infer_layout(counts: Mapping[str, int], patch_width: int, patch_height: int,
                 kernel_size: tuple[int, int] | None = None) -> tuple[Layout | None, Message | None]:
    """The tile layout of the features, by the import's own inference (core.layout.grid.infer_kernel).

    ``counts``: name -> values per record (a raw bytes patch: its byte length).
    Returns (layout, problem): the layout dict (widest margins, their tile and
    kernel, each fitting feature's shape) or None, and None or the words saying
    why the kernel cannot be told (the import refuses with the same words).
    """
    inference = infer_kernel(counts, patch_width, patch_height, kernel_size)
    if inference.choices:
        return None, message("cannot tell the kernel margins from the value counts, {choices}; give {kernel} as "
                             "kx,ky", kernel=option_name("kernelSize"), choices=inference.describe_choices())
    if not inference.margins:
        return None, None
    margin_x, margin_y = inference.margin_x, inference.margin_y
    tile_width, tile_height = PatchLayout.tile_size(patch_width, patch_height, margin_x, margin_y)
    return {
        "margin_x": margin_x, "margin_y": margin_y, "tile_width": tile_width, "tile_height": tile_height,
        # EE buffers floor(kernel/2) pixels, so an even kernel gives the same tiles as the odd one above it: the
        # kernel given (the export sidecar's, the user's) where its margins are these, else the odd one.
        "kernel_size": (list(kernel_size) if kernel_size is not None
                        and kernel_margins(*kernel_size) == (margin_x, margin_y) else inference.kernel_size),
        "margins": {name: list(margins) for name, margins in inference.margins.items()},
        "shapes": {name: inference.shape(name) for name in inference.margins},
    }, None


def layout_counts(summary: Summary, names: Collection[str] | None = None) -> dict[str, int]:
    """name -> values per record of the fixed-length features (``names``: only these) the layout is read from."""
    return {feature["name"]: feature["raw_bytes_length"] or feature["max_values"] for feature in summary["features"]
            if feature["section"] != FEATURE_LISTS and feature["fixed_length"]
            and (names is None or feature["name"] in names)}


def _feature_summary(section, name, stats, total_records):
    same_length = stats.values.low is not None and stats.values.low == stats.values.high
    summary = {
        "section": section, "name": name, "kinds": sorted(stats.kinds), "records": stats.records,
        "min_values": stats.values.low or 0, "max_values": stats.values.high or 0,
        # A feature list may be missing from some records (allow_missing) but its steps must agree.
        "fixed_length": same_length and (section == FEATURE_LISTS or stats.records == total_records),
        "raw_bytes_length": None,
    }
    one_bytes_value = stats.kinds == {BYTES} and stats.values.low == stats.values.high == 1
    if one_bytes_value and stats.single_bytes_length.low == stats.single_bytes_length.high:
        summary["raw_bytes_length"] = stats.single_bytes_length.low
    if section == FEATURE_LISTS:
        summary["min_steps"], summary["max_steps"] = stats.steps.low, stats.steps.high
    return summary


def _read_mixer(path, problems, files_read):
    """(the mixer's summary, or None; each file's check against the export sidecar's run, or None: the files
    are not the export's own shards, core.layout.manifest); what disagrees with the run goes into ``problems``."""
    if path is None:
        return None, None
    try:
        mixer = read_mixer(path)
        sidecar = sidecar_beside(path)
        export_sidecar = read_sidecar(sidecar) if sidecar else None
        kernel = export_sidecar.kernelSize if export_sidecar else None
    except MixerError as error:
        problems.append({"path": path, "record": None, "offset": None, "message": message_of(error)})
        return None, None
    checks = _run_checks(mixer, export_sidecar, os.path.basename(sidecar or ""), files_read, problems)
    return {"path": path, "crs": mixer.crs, "affine": list(mixer.affine), "patch_width": mixer.patch_width,
            "patch_height": mixer.patch_height, "patches_per_row": mixer.patches_per_row,
            "total_patches": mixer.total_patches, "record_count": mixer.record_count,
            # The export sidecar's kernelSize, which the import uses when no kernel is given.
            "sidecar": sidecar, "kernel_size": kernel}, checks


def _run_checks(mixer, export_sidecar, sidecar_name, files_read, problems):
    """The mixer and the files checked, as the import checks them, against the run the export sidecar records."""
    run = export_sidecar.run if export_sidecar is not None else None
    problem = mixer_problem(run, mixer, sidecar_name)
    if problem is not None:
        problems.append({"path": mixer.path, "record": None, "offset": None, "message": problem})
    checks, found = shard_checks(run, files_read, sidecar_name, for_import=False)
    problems += [{"path": path, "record": None, "offset": None, "message": text} for path, text in found]
    return checks


def _inspect_file(path, statistics, problems, record_sections, monitor, file_index, file_count, check=None):
    """Read one file into ``statistics``; returns its summary entry. ``check``: the file's against the export
    sidecar's run (core.layout.manifest), made as it is read."""
    reader = RecordReader(path, digest=FileDigest() if check is not None else None)
    entry = {"path": path, "compression": reader.compression, "records": 0,
             "size": storage.getsize(path) if storage.exists(path) else None}
    size = entry["size"] if reader.compression is None else None
    try:
        for record in reader:
            entry["records"] += 1
            try:
                context, feature_lists = decode_sequence_example(record, with_kinds=True)
            except ExampleDecodeError as error:
                problems.append({"path": path, "record": reader.index, "offset": reader.offset,
                                 "message": reader.located(message("not a tf.train.Example or SequenceExample: "
                                                                   "{error}", error=message_of(error)))})
                continue
            record_sections.add(SEQUENCE_EXAMPLE if feature_lists else EXAMPLE)
            if not _add_record(statistics, CONTEXT, context, feature_lists) and not any(
                    problem.get("too_many") for problem in problems):
                problems.append({"path": path, "record": reader.index, "offset": reader.offset, "too_many": True,
                                 "message": reader.located(message(
                                     "the records name more than {most} features: those named after are not "
                                     "described", most=MAX_FEATURES_DESCRIBED))})
            if reader.index % _PROGRESS_EVERY == 0:
                monitor.progress(file_index + (reader.offset / size if size else 0), file_count)
    except TFRecordError as error:
        problems.append({"path": path, "record": reader.index, "offset": reader.offset,
                         "message": message_of(error)})
        return entry
    if check is not None and reader.digest is not None:
        problem = check.problem(path, entry["records"], reader.digest)
        if problem is not None:
            problems.append({"path": path, "record": None, "offset": None, "message": problem})
    return entry


@dataclass(frozen=True)
class InspectRequest:
    """What an inspection is asked to read, as every interface hands it to the core (the Processing algorithm,
    the command's inspect, the import panel's preview): the options of the schema's INSPECT, by their keys."""

    files: Sequence[str | os.PathLike[str]]  # read in the order given
    mixer: str | None = None  # None: the EE mixer beside the files, if there
    kernel_size: tuple[int, int] | None = None  # (kx, ky) the layout is inferred with; None: the mixer's, if any

    def __post_init__(self) -> None:
        object.__setattr__(self, "files", list(self.files))


def inspect_files(request: InspectRequest, *, monitor: Monitor | None = None) -> Summary:
    """A plain dict describing the TFRecord files of ``request`` (read in the order given).

    Keys: ``files`` (path, compression, records, size), ``records`` (total),
    ``record_type`` ('Example', 'SequenceExample' or None without records),
    ``features`` (section, name, kinds, records holding it, min/max values per
    record or per step, fixed_length, raw_bytes_length, min/max steps for
    feature lists, ``shape`` to parse it with), ``problems`` (path, record,
    offset, message), ``mixer`` (the request's, else the EE mixer beside the files, or None),
    ``layout`` (kernel margins and tile size inferred from the mixer as the
    import infers them, or with ``kernel_size`` (kx, ky) as given; None when
    the counts leave the kernel open, which a note says) and ``notes`` (plain sentences).
    """
    monitor = as_monitor(monitor)
    files_read = [os.fspath(path) for path in request.files]
    mixer_path, kernel_size = request.mixer, request.kernel_size
    statistics: dict[tuple[str, str], _FeatureStatistics] = {}
    problems: list[dict[str, Any]] = []
    record_sections: set[str] = set()
    mixer, checks = _read_mixer(mixer_path or mixer_beside(files_read), problems, files_read)
    files = [_inspect_file(path, statistics, problems, record_sections, monitor, index, len(files_read),
                           checks[index] if checks is not None else None)
             for index, path in enumerate(files_read)]
    monitor.progress(len(files_read), len(files_read))
    total = sum(entry["records"] for entry in files)
    record_type = SEQUENCE_EXAMPLE if SEQUENCE_EXAMPLE in record_sections else EXAMPLE if record_sections else None
    context_section = CONTEXT if record_type == SEQUENCE_EXAMPLE else FEATURES
    # Context (or an Example's features) first, then feature lists, each in the order first seen.
    features = [_feature_summary(context_section if section == CONTEXT else section, name, stats, total)
                for (section, name), stats in sorted(statistics.items(), key=lambda item: item[0][0] != CONTEXT)]

    notes = []
    layout = None
    if mixer is not None:
        if total != mixer["record_count"]:
            notes.append(message("The files hold {records} but the mixer {mixer} describes {patches}.",
                                 records=n_records(total), mixer=os.path.basename(mixer["path"]),
                                 patches=n_patches(mixer["record_count"])))
        layout, problem = infer_layout(layout_counts({"features": features}), mixer["patch_width"],
                                       mixer["patch_height"], kernel_size or mixer["kernel_size"])
        if problem:
            notes.append(message("Cannot tell the kernel margins from the value counts, {choices}; give {kernel} "
                                 "as kx,ky.", kernel=option_name("kernelSize"), choices=problem.values["choices"]))
        elif layout is None:
            notes.append(message("No feature's value count fits the mixer's patchDimensions with any kernel margin."))
    for feature in features:
        feature["shape"] = _parse_shape(feature, layout)
    return {"files": files, "records": total, "record_type": record_type, "features": features,
            "problems": problems, "mixer": mixer, "layout": layout, "notes": notes}


def _parse_shape(feature, layout):
    """The shape a fixed-length feature parses to (a patch: [th, tw] or [depth, th, tw]); None if ragged."""
    if not feature["fixed_length"] or len(feature["kinds"]) != 1:
        return None
    if layout is not None and feature["section"] != FEATURE_LISTS and feature["name"] in layout["shapes"]:
        return layout["shapes"][feature["name"]]
    return [feature["max_values"]]


# ----------------------------------------------------------------------------- snippets

def _is_raw_patch(feature):
    """A patch written as one bytes value (EE's native uint8 bands): decode_raw, then reshape."""
    return feature["raw_bytes_length"] is not None and feature["shape"] is not None and len(feature["shape"]) > 1


def _steps_text(low: int, high: int) -> str:
    return counted(low, "%n step", "%n steps") if low == high else message("{low} to {high} steps", low=low,
                                                                            high=high)


def values_text(low: int, high: int) -> str:
    """'1 value', '3 values' or '3 to 5 values': a feature's value count (per step for lists), as a message."""
    return n_values(low) if low == high else message("{low} to {high} values", low=low, high=high)


def _tf_entry(feature, total_records):
    name = repr(feature["name"])
    kinds = feature["kinds"]
    dtype = _TF_DTYPES[kinds[0]] if len(kinds) == 1 else "tf.float32"
    presence = message("in {records} of {total}", records=feature["records"], total=n_records(total_records))
    if len(kinds) > 1:
        # tf.io.parse_example refuses a record whose list kind is not the spec's ("Data types don't
        # match"), so any spec would stop the dataset at the first record of the other kind. Left out,
        # the feature is skipped and every other feature parses.
        return comment_line(message("{name}: left out, {kinds} lists in different records: one spec cannot parse "
                                    "both (TensorFlow stops with \"Data types don't match\"); read it with the numpy "
                                    "snippet", name=name, kinds=conjunction(kinds)), "    ")
    if not kinds:
        return commented(f"    {name}: tf.io.VarLenFeature(tf.float32),", message("no record sets a value list"))
    if feature["section"] == FEATURE_LISTS:
        steps = _steps_text(feature["min_steps"], feature["max_steps"])
        if feature["shape"] is not None:
            allow_missing = ", allow_missing=True" if feature["records"] < total_records else ""
            return commented(f"    {name}: tf.io.FixedLenSequenceFeature({feature['shape']}, {dtype}{allow_missing}),",
                             message("{steps}, {presence}", steps=steps, presence=presence))
        return commented(f"    {name}: tf.io.VarLenFeature({dtype}),",
                         message("{steps} of {values}, {presence}", steps=steps, presence=presence,
                                 values=values_text(feature["min_values"], feature["max_values"])))
    if _is_raw_patch(feature):
        return commented(f"    {name}: tf.io.FixedLenFeature([], tf.string),",
                         message("a raw uint8 patch: {code}",
                                 code=verbatim(f"tf.reshape(tf.io.decode_raw(value, tf.uint8), {feature['shape']})")))
    if feature["shape"] is not None:
        return f"    {name}: tf.io.FixedLenFeature({feature['shape']}, {dtype}),"
    return commented(f"    {name}: tf.io.VarLenFeature({dtype}),",
                     message("{values}, {presence}", presence=presence,
                             values=values_text(feature["min_values"], feature["max_values"])))


class FeatureTally:
    """featuresDict entries for features seen record by record while WRITING them (no file re-read).

    ``add`` takes one record's Example features as name -> (kind, values);
    :meth:`tf_entries` gives the lines :func:`tensorflow_snippet` would write
    for them (fixed length when every record holds the same count, else VarLen).
    """

    def __init__(self) -> None:
        self._statistics: dict[tuple[str, str], _FeatureStatistics] = {}
        self.records = 0

    def add(self, features: Mapping[str, tuple[str, Any]]) -> None:
        self.records += 1
        _add_record(self._statistics, CONTEXT, features, {})

    def tf_entries(self) -> list[str]:
        entries = []
        for (_, name), stats in self._statistics.items():
            feature = _feature_summary(FEATURES, name, stats, self.records)
            feature["shape"] = _parse_shape(feature, None)
            entries.append(_tf_entry(feature, self.records))
        return entries


def span_text(low: int, high: int) -> str:
    """'3' or '3 to 5': a least-to-most count for people (a message: "to" is a word)."""
    return str(low) if low == high else message("{low} to {high}", low=low, high=high)


def _dataset_lines(summary):
    paths = [entry["path"] for entry in summary["files"]]
    compressions = {entry["compression"] for entry in summary["files"]}
    lines = ["FILES = ["] + [f"    {path!r}," for path in paths] + ["]"]
    if len(compressions) <= 1:
        compression = next(iter(compressions), None)
        lines.append(f"dataset = tf.data.TFRecordDataset(FILES, compression_type={(compression or '')!r})")
    else:
        lines += ["COMPRESSIONS = [" + ", ".join(repr(entry["compression"] or "") for entry in summary["files"])
                  + "]",
                  "dataset = tf.data.TFRecordDataset(FILES[:1], compression_type=COMPRESSIONS[0])",
                  "for path, compression in zip(FILES[1:], COMPRESSIONS[1:]):",
                  "    dataset = dataset.concatenate(tf.data.TFRecordDataset([path], compression_type=compression))"]
    return lines


def _records_said(summary: Summary) -> str:
    """The snippets' count of the records: '3 Example records'; records none of which could be read as an
    Example are said to be so, not 'no records'."""
    total = summary["records"]
    if summary["record_type"]:
        return counted(total, "%n {record_type} record", "%n {record_type} records", record_type=summary["record_type"])
    if total:
        return counted(total, "%n record, not a readable Example or SequenceExample",
                       "%n records, none of them a readable Example or SequenceExample")
    return message("no records")


def tensorflow_snippet(summary: Summary) -> str:
    """Python that parses the files with TensorFlow: a ``featuresDict`` and a mapped dataset (a MessageList of
    its lines, whose comments the plugin translates)."""
    header = [comment_line(message("{records} in {files}, as TFRecord Bridge inspected them.",
                                   records=_records_said(summary), files=n_files(len(summary["files"])))),
              "import tensorflow as tf", ""]
    body = _dataset_lines(summary)
    total = summary["records"]
    if summary["record_type"] == SEQUENCE_EXAMPLE:
        context = [_tf_entry(f, total) for f in summary["features"] if f["section"] == CONTEXT]
        sequences = [_tf_entry(f, total) for f in summary["features"] if f["section"] == FEATURE_LISTS]
        return listing(header + ["featuresDict = {"] + context + ["}", "sequenceFeaturesDict = {"] + sequences
                       + ["}", ""] + body + [
            "dataset = dataset.map(lambda record: tf.io.parse_single_sequence_example(",
            "    record, context_features=featuresDict, sequence_features=sequenceFeaturesDict))", ""], "\n")
    entries = [_tf_entry(f, total) for f in summary["features"]]
    return listing(header + ["featuresDict = {"] + entries + ["}", ""] + body + [
        "dataset = dataset.map(lambda record: tf.io.parse_single_example(record, featuresDict))", ""], "\n")


def _snippet_reading(summary: Summary, plugins_folder: str) -> list[str]:
    """The snippet's imports, its files and the features' shapes, and the functions reading the records."""
    paths = [entry["path"] for entry in summary["files"]]
    shapes = [f"    {f['name']!r}: {tuple(f['shape']) if f['shape'] is not None else None},"
              for f in summary["features"] if f["section"] != FEATURE_LISTS]
    raw = [f"    {f['name']!r}," for f in summary["features"] if f["section"] != FEATURE_LISTS and _is_raw_patch(f)]
    return [
        comment_line(message("{records}; reads them with TFRecord Bridge's codec (numpy only, no TensorFlow).",
                             records=_records_said(summary))),
        "import sys",
        "",
        "import numpy as np",
        "",
        commented(f"sys.path.insert(0, {plugins_folder!r})", message("the folder holding the tfrecord_bridge package")),
        "from tfrecord_bridge.core import decode_example, decode_sequence_example, read_records",
        "",
        "FILES = [",
        *[f"    {path!r}," for path in paths],
        "]",
        comment_line(message("Shapes to reshape to (None: variable length, left flat; bytes features are lists of "
                             "bytes).")),
        "SHAPES = {",
        *shapes,
        "}",
        commented("RAW_UINT8_PATCHES = {", message("one bytes value holding a uint8 patch")),
        *raw,
        "}",
        "",
        "",
        "def as_array(name, value):",
        "    shape = SHAPES.get(name)",
        "    if name in RAW_UINT8_PATCHES:",
        "        return np.frombuffer(value[0], np.uint8).reshape(shape)",
        "    if shape is None or isinstance(value, list):",
        "        return value",
        "    return np.asarray(value).reshape(shape)",
        "",
        "",
        "def records():",
        "    for path in FILES:",
        "        yield from read_records(path)",
        "",
        "",
    ]


def _docstring(words: str) -> str:
    """A function's docstring in the snippet: its words a message."""
    return listing(['    """', words, '"""'], "")


def _snippet_examples(sequence: bool) -> list[str]:
    """The snippet's examples(): per record, a dict of arrays (an Example) or (context, feature lists)."""
    if sequence:
        return [
            "def examples():",
            _docstring(message("(context, feature_lists) per record: feature lists as lists of per-step arrays.")),
            "    for record in records():",
            "        context, feature_lists = decode_sequence_example(record)",
            "        yield {name: as_array(name, value) for name, value in context.items()}, feature_lists",
        ]
    return [
        "def examples():",
        _docstring(message("One dict of arrays per record.")),
        "    for record in records():",
        "        yield {name: as_array(name, value) for name, value in decode_example(record).items()}",
    ]


# The snippet's end: the records as a PyTorch IterableDataset, when PyTorch is installed.
_SNIPPET_TORCH = [
    "",
    "",
    commented("try:", message("PyTorch, when it is installed: the same records as an IterableDataset")),
    "    import torch",
    "",
    "    class TFRecordRecords(torch.utils.data.IterableDataset):",
    "        def __iter__(self):",
    "            for example in examples():",
    "                features = example[0] if isinstance(example, tuple) else example",
    "                yield {name: torch.from_numpy(np.array(value)) for name, value in features.items()",
    "                       if isinstance(value, np.ndarray)}",
    "except ImportError:",
    "    pass",
    "",
]


def numpy_snippet(summary: Summary, plugins_folder: str = PLUGINS_FOLDER) -> str:
    """Python that reads the files with this plugin's codec into numpy arrays (and PyTorch, if installed)."""
    sequence = summary["record_type"] == SEQUENCE_EXAMPLE
    return listing(_snippet_reading(summary, plugins_folder) + _snippet_examples(sequence) + _SNIPPET_TORCH, "\n")


# ----------------------------------------------------------------------------- PatchDataset snippets
# The files read by tfrecord_bridge.data.PatchDataset (numpy only, no TensorFlow) in each framework that reads
# numpy: Keras 3 on PyTorch or JAX cannot run TensorFlow's ops, and PyTorch has no TFRecord reader of its own.

FRAMEWORKS = ("PyTorch", "Keras 3", "Grain")


def _patch_dataset_lines(summary: Summary, layout: str, plugins_folder: str) -> list[str]:
    """``FILES`` and ``dataset = PatchDataset(...)`` as inspect read them: its mixer, the kernel it inferred, and
    only the features of one length in every record when some are ragged (a batch stacks arrays of one shape)."""
    arguments = ["FILES"]
    if summary["mixer"] is not None:
        arguments.append(f"mixer={summary['mixer']['path']!r}")
    if summary["layout"] is not None:
        arguments.append(f"kernel_size={tuple(summary['layout']['kernel_size'])}")
    if any(feature["shape"] is None for feature in summary["features"]):
        arguments.append(f"features={[f['name'] for f in summary['features'] if f['shape'] is not None]!r}")
    return [commented(f"sys.path.insert(0, {plugins_folder!r})",
                      message("the folder holding the tfrecord_bridge package")),
            "from tfrecord_bridge.data import PatchDataset  # noqa: E402", "",
            "FILES = [", *[f"    {entry['path']!r}," for entry in summary["files"]], "]",
            comment_line(message("One dict a record (feature name: numpy array), each patch {layout}.",
                                 layout=verbatim(" x ".join(layout)))),
            f"dataset = PatchDataset({', '.join(arguments)}, layout={layout!r})"]


def _pytorch_lines() -> list[str]:
    return ["", "",
            commented("if __name__ == \"__main__\":",
                      message("DataLoader workers may start a new Python that imports this file")),
            comment_line(message("Uncompressed files are read at random (shuffle=True works); GZIP files are "
                                 "streamed, each worker reading its share (PatchDataset(..., random_access=True) "
                                 "reads them at random too)."), "    "),
            "    loader = torch.utils.data.DataLoader(dataset, batch_size=8, num_workers=2)",
            "    records = 0",
            "    for batch in loader:",
            "        records += len(next(iter(batch.values())))",
            "    print(records, \"records;\", {name: tuple(value.shape) for name, value in batch.items()})", ""]


def _keras_lines() -> list[str]:
    return ["", "",
            "class Batches(keras.utils.PyDataset):",
            comment_line(message("Batches of records (feature name: [batch, H, W, C] array); model.fit wants "
                                 "(inputs, targets)."), "    "),
            "",
            "    def __init__(self, dataset, batch_size, **kwargs):",
            "        super().__init__(**kwargs)",
            "        self.dataset, self.batch_size = dataset, batch_size",
            "",
            "    def __len__(self):",
            "        return math.ceil(len(self.dataset) / self.batch_size)",
            "",
            "    def __getitem__(self, index):",
            "        start = index * self.batch_size",
            "        return self.dataset.batch(range(start, min(start + self.batch_size, len(self.dataset))))",
            "",
            "",
            comment_line(message("Read at random: GZIP files are inflated once into a cache folder (PatchDataset's "
                                 "cache_dir).")),
            "batches = Batches(dataset, batch_size=8)",
            "records = sum(len(next(iter(batches[index].values()))) for index in range(len(batches)))",
            "print(records, \"records in\", len(batches), \"batches\")", ""]


def _grain_lines() -> list[str]:
    return [comment_line(message("A random-access data source (len and [index]): GZIP files are inflated once "
                                 "into a cache folder (PatchDataset's cache_dir) on the first read.")),
            "batches = grain.MapDataset.source(dataset).shuffle(seed=0).batch(8)",
            "records = sum(len(next(iter(batch.values()))) for batch in batches)",
            "print(records, \"records in\", len(batches), \"batches\")", ""]


def framework_snippets(summary: Summary, plugins_folder: str = PLUGINS_FOLDER) -> dict[str, str]:
    """{framework: Python that reads the files with tfrecord_bridge.data.PatchDataset there} for PyTorch, Keras 3
    (on PyTorch or JAX) and Grain; {} for SequenceExamples, which PatchDataset does not read (the numpy snippet
    does). Code as written, comments messages (translated where the plugin shows them)."""
    if summary["record_type"] != EXAMPLE:
        return {}
    header = [comment_line(message("{records} in {files}, as TFRecord Bridge inspected them, read with its "
                                   "PatchDataset (numpy only, no TensorFlow).", records=_records_said(summary),
                                   files=n_files(len(summary["files"]))))]
    return {
        "PyTorch": listing(header + ["import sys", "", "import torch", ""]
                           + _patch_dataset_lines(summary, "CHW", plugins_folder) + _pytorch_lines(), "\n"),
        "Keras 3": listing(header + ["import math", "import os", "import sys", "",
                                     commented("os.environ.setdefault(\"KERAS_BACKEND\", \"torch\")",
                                               message("or \"jax\"")),
                                     "import keras  # noqa: E402", ""]
                           + _patch_dataset_lines(summary, "HWC", plugins_folder) + _keras_lines(), "\n"),
        "Grain": listing(header + ["import sys", "", "import grain", ""]
                         + _patch_dataset_lines(summary, "HWC", plugins_folder) + ["", ""] + _grain_lines(), "\n"),
    }
