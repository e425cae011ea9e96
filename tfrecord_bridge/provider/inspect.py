"""tfrecord:inspect: what TFRecord files hold, as an HTML report and code that reads them."""

from __future__ import annotations

import os
from collections.abc import Iterable, Sequence
from html import escape
from typing import Any

from qgis.core import QgsProcessingContext, QgsProcessingException, QgsProcessingFeedback

from ..core import inspect as inspection
from ..core.base.messages import counted, n_files, n_records, printable
from ..core.base.redaction import redact_all
from ..core.layout.schema import INSPECT
from ..core.places.outputs import check_output_file, write_text_file
from ..texts import fill, tr, translatable, translated, user_text
from .base import TFRecordAlgorithm

_STYLE = """
body { font-family: sans-serif; font-size: 10pt; }
table { border-collapse: collapse; margin-bottom: 1em; }
th, td { border: 1px solid #bbb; padding: 2px 6px; text-align: left; vertical-align: top; }
th { background: #eee; }
.problem { color: #a00; }
pre { font-family: monospace; background: #f6f6f6; padding: 6px; border: 1px solid #ddd; }
"""


def _table(headers: Sequence[str], rows: Iterable[Sequence[Any]]) -> str:
    head = "<tr>" + "".join(f"<th>{escape(h)}</th>" for h in headers) + "</tr>" if headers else ""
    body = "".join("<tr>" + "".join(f"<td>{escape(printable(cell))}</td>" for cell in row) + "</tr>"
                   for row in rows)
    return f"<table>{head}{body}</table>"


def report_html(summary: dict[str, Any], tensorflow_code: str, numpy_code: str) -> str:
    """The inspection summary of core.inspect as a self-contained HTML page."""
    total = summary["records"]
    title = escape(tr("TFRecord inspection"))
    parts = [f"<html><head><meta charset='utf-8'><title>{title}</title><style>{_STYLE}</style>"
             f"</head><body><h2>{title}</h2>",
             "<p>" + escape(fill(tr("{records} ({record_type}) in {files}; {problems}."),
                 records=n_records(total), record_type=summary["record_type"] or tr("none"),
                 files=n_files(len(summary["files"])),
                 # None said in words: Portuguese's plural rule gives 0 the singular, "0 problema", which reads wrong
                 problems=counted(len(summary["problems"]), "%n problem", "%n problems") if summary["problems"]
                 else tr("no problems"))) + "</p>"]
    parts.append(_table([tr("File"), tr("Compression"), tr("Records"), tr("Size (bytes)")], [
        (entry["path"], entry["compression"] or tr("none"), entry["records"],
         entry["size"] if entry["size"] is not None else tr("missing")) for entry in summary["files"]]))
    if summary["problems"]:
        parts.append(f"<h3 class='problem'>{escape(tr('Problems'))}</h3>")
        parts.append(_table([tr("File"), tr("Record"), tr("Offset"), tr("Problem")], [
            (p["path"], "" if p["record"] is None else p["record"], "" if p["offset"] is None else p["offset"],
             translated(p["message"])) for p in summary["problems"]]))
    if summary["notes"]:
        parts.append("<ul>" + "".join(f"<li>{escape(printable(translated(note)))}</li>" for note in summary["notes"])
                     + "</ul>")
    mixer, layout = summary["mixer"], summary["layout"]
    if mixer is not None:
        parts.append(f"<h3>{escape(tr('Mixer'))}</h3>")
        rows = [(tr("File"), mixer["path"]), ("CRS", mixer["crs"]),
                ("patchDimensions", f"{mixer['patch_width']} x {mixer['patch_height']}"),
                ("patchesPerRow", mixer["patches_per_row"]), ("totalPatches", mixer["total_patches"]),
                (tr("Records expected"), mixer["record_count"])]
        if layout is not None:
            rows += [(tr("Tile width x height (inferred)"), f"{layout['tile_width']} x {layout['tile_height']}"),
                     (tr("Kernel margins (inferred)"), f"{layout['margin_x']} x {layout['margin_y']}"),
                     (tr("kernelSize (inferred)"), fill(tr("{x} x {y} (or one less: EE buffers floor(kernel / 2))"),
                         x=layout["kernel_size"][0], y=layout["kernel_size"][1]))]
        parts.append(_table(None, rows))
    parts.append(f"<h3>{escape(tr('Features'))}</h3>")
    feature_rows = []
    for feature in summary["features"]:
        steps = (translated(inspection.span_text(feature["min_steps"], feature["max_steps"])) if "min_steps" in feature
                 else "")
        values = translated(inspection.span_text(feature["min_values"], feature["max_values"]))
        if feature["raw_bytes_length"] is not None:
            values += translated(counted(feature["raw_bytes_length"], " (%n byte)", " (%n bytes)"))
        feature_rows.append((feature["section"], feature["name"], ", ".join(feature["kinds"]) or tr("none"),
                     fill(tr("{count} of {total}"), count=feature["records"], total=total), values, steps,
                     tr("yes") if feature["fixed_length"] else tr("no"),
                     feature["shape"] if feature["shape"] is not None else tr("variable")))
    parts.append(_table([tr("Section"), tr("Feature"), tr("Kind"), tr("In records"), tr("Values (per step for lists)"),
                         tr("Steps"), tr("Constant length"), tr("Shape to parse")], feature_rows))
    parts.append("<h3>TensorFlow</h3><pre>" + escape(tensorflow_code) + "</pre>")
    parts.append("<h3>" + escape(tr("numpy / PyTorch, with this plugin's codec")) + "</h3><pre>" + escape(numpy_code)
                 + "</pre>")
    for framework, code in inspection.framework_snippets(summary).items():
        parts.append("<h3>" + escape(fill(tr("{framework}, with this plugin's PatchDataset"), framework=framework))
                     + "</h3><pre>" + escape(translated(code)) + "</pre>")
    parts.append("</body></html>")
    return "\n".join(parts)


class InspectAlgorithm(TFRecordAlgorithm):
    NAME = "inspect"
    DISPLAY_NAME = translatable("Inspect TFRecord files")
    GROUP = translatable("Tools")
    GROUP_ID = "tools"
    ICON = "inspect.svg"
    TAGS = ("inspect", "schema", "features", "featuresDict", "corrupt", "check")
    HELP = (
        translatable("Reads every record of the files (in file-name order) and reports, per file, the number of "
        "records and, per feature, its kind (float, int64, bytes), in how many records it appears, how "
        "many values it holds (least and most) and whether that is constant. SequenceExamples are "
        "recognised by their feature lists. With an Earth Engine mixer beside the files, the tile size "
        "and kernel margins are inferred from the value counts. Corrupt files and records are reported "
        "with their record number and byte offset, not treated as errors.<br>"
        "Returns a TensorFlow <i>featuresDict</i> and code reading the records with this plugin's own "
        "codec into numpy (or PyTorch).")
    )

    SCHEMA = INSPECT
    INPUT = INSPECT["files"].parameter
    OUTPUT_HTML = INSPECT["report"].parameter
    RECORDS, PROBLEMS, RECORD_TYPE, TENSORFLOW_SNIPPET, NUMPY_SNIPPET = (output.name for output in INSPECT.outputs)

    def processAlgorithm(self, parameters: dict[str, Any], context: QgsProcessingContext,
                         feedback: QgsProcessingFeedback) -> dict[str, Any]:
        paths = sorted(self.parameterAsFileList(parameters, self.INPUT, context), key=os.path.basename)
        if not paths:
            raise QgsProcessingException(tr("Choose at least one TFRecord file."))
        html_path = self.parameterAsFileOutput(parameters, self.OUTPUT_HTML, context)
        report = fill(tr("report ({parameter})"), parameter=self.OUTPUT_HTML)  # named inside core's message
        try:
            check_output_file(html_path, report)
        except OSError as error:
            raise QgsProcessingException(user_text(error)) from error
        # Shown and written down: a presigned URL's credentials masked.
        summary = redact_all(self.run_core(feedback, inspection.inspect_files, inspection.InspectRequest(paths)))
        for problem in summary["problems"]:
            feedback.reportError(printable(translated(problem["message"])), False)
        for note in summary["notes"]:
            feedback.pushInfo(printable(translated(note)))
        # The code as written, its comments in the user's language.
        tensorflow_code = translated(inspection.tensorflow_snippet(summary))
        numpy_code = translated(inspection.numpy_snippet(summary))
        try:
            # Complete or not at all: a full disk leaves no truncated report.
            write_text_file(html_path, report_html(summary, tensorflow_code, numpy_code), report)
        except OSError as error:
            raise QgsProcessingException(user_text(error)) from error
        feedback.pushInfo(fill(tr("{records}, {features}; report: {html_path}"), records=n_records(summary["records"]),
            features=counted(len(summary["features"]), "%n feature", "%n features"), html_path=html_path))
        return {self.OUTPUT_HTML: html_path, self.RECORDS: summary["records"],
                self.PROBLEMS: len(summary["problems"]), self.RECORD_TYPE: summary["record_type"] or "",
                self.TENSORFLOW_SNIPPET: tensorflow_code, self.NUMPY_SNIPPET: numpy_code}
