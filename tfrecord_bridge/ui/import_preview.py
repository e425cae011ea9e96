"""What the import dialog shows the files hold: the records against the mixer's count, the record type, the
kernel the import will take, and the features offered as a check list (the FEATURES parameter).

The kernel comes from core: ``chosen_kernel_size`` says whether the import takes the one typed, the export
sidecar's or infers it, and ``infer_layout`` infers it as the import does.
"""

from __future__ import annotations

import os
from html import escape
from typing import Any

from qgis.PyQt.QtCore import Qt
from qgis.PyQt.QtWidgets import QFormLayout, QGroupBox, QLabel, QListWidget, QListWidgetItem, QWidget

from ..core.base.messages import n_files, n_patches, n_records
from ..core.importing.import_image import KERNEL_FROM_SIDECAR, KERNEL_GIVEN, band_order, chosen_kernel_size
from ..core.importing.import_plan import kernel_note
from ..core.inspect import FEATURE_LISTS, infer_layout, layout_counts, values_text
from ..core.layout.mixer import MixerError
from ..core.layout.schema import IMPORT_IMAGE
from ..core.layout.sidecar import read_sidecar
from ..provider.import_image import cropped_margins
from ..texts import fill, tr, translated, user_text
from .parts import DialogPart, column_layout, plain_label


def _in_band_order(features: list[dict[str, Any]], mixer: dict[str, Any] | None) -> list[dict[str, Any]]:
    """The inspected features in the order the import takes them without FEATURES (the export sidecar's, then
    by name), not the order of the keys in the records, which says nothing: the dialog passes its list as
    FEATURES."""
    try:
        sidecar_names = [feature.name for feature in read_sidecar(mixer["sidecar"]).features] \
            if mixer is not None and mixer.get("sidecar") else []
    except MixerError:
        sidecar_names = []  # the import names the sidecar's fault when it runs
    position = {name: index for index, name in enumerate(band_order([f["name"] for f in features], sidecar_names))}
    # Feature lists (a SequenceExample's, never bands) stay after the rest.
    return sorted(features, key=lambda feature: (feature["section"] == FEATURE_LISTS, position[feature["name"]]))


def _kernel_source_text(given: tuple[int, int] | None, source: str, mixer: dict[str, Any]) -> str:
    """Where the import's kernelSize comes from, in its log's words (the export sidecar's note as the log
    writes it)."""
    if source == KERNEL_FROM_SIDECAR:
        return translated(kernel_note(given, os.path.basename(mixer["sidecar"])))
    if source == KERNEL_GIVEN:
        return fill(tr("kernelSize {kx},{ky} as given"), kx=given[0], ky=given[1])
    return tr("kernel margins inferred from the value counts")


def _kernel_plan_text(given: tuple[int, int] | None, source: str, mixer: dict[str, Any],
                      layout: dict[str, Any]) -> str:
    """What the import will do with the kernel, in its log's words: where its kernelSize comes from and the
    margins it crops (as its last log line says)."""
    taken = _kernel_source_text(given, source, mixer)
    # Features that hold the patch cores only (a model predicting no margins) have none to crop, whatever the kernel.
    cropped = cropped_margins((layout["margin_x"], layout["margin_y"])) or tr("no kernel margins to crop")
    return fill(tr("{taken}; {cropped} (tiles {tile_width} x {tile_height})"),
                taken=taken, cropped=cropped, tile_width=layout["tile_width"], tile_height=layout["tile_height"])


class ImportPreview(DialogPart):
    """The "What the files hold" group; ``changed`` when a feature is checked or unchecked. ``kernel_problem``:
    the import's refusal of the kernel, as the preview foresees it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.kernel_problem = ""
        box = QGroupBox(tr("What the files hold"))
        form = QFormLayout(box)
        self.records_label = plain_label("-")
        self.records_label.setWordWrap(True)
        self.record_type_label = plain_label("-")
        self.kernel_label = plain_label("-")
        self.kernel_label.setWordWrap(True)
        self.notes_label = QLabel()
        self.notes_label.setTextFormat(Qt.TextFormat.RichText)  # its texts escaped, for the colours
        self.notes_label.setWordWrap(True)
        self.feature_list = QListWidget()
        features = IMPORT_IMAGE["features"]
        self.feature_list.setToolTip(tr(features.tooltip))
        self.feature_list.setMaximumHeight(150)
        form.addRow(tr("Records"), self.records_label)
        form.addRow(tr("Record type"), self.record_type_label)
        form.addRow(tr("Kernel"), self.kernel_label)
        form.addRow(tr(features.field_label), self.feature_list)
        form.addRow("", self.notes_label)
        column_layout(self).addWidget(box)
        self.parameter_getters = {str(features.parameter): lambda: ",".join(self.features())}
        self.feature_list.itemChanged.connect(self.emit_changed)

    def clear(self) -> None:
        self.kernel_problem = ""
        self.feature_list.clear()
        for label in (self.records_label, self.record_type_label, self.kernel_label):
            label.setText("-")
        self.notes_label.clear()

    def show_summary(self, summary: dict[str, Any], kernel_text: str) -> None:
        """Show core.inspect's ``summary`` of the files, and the kernel the import would take with
        ``kernel_text`` typed as its kernel size."""
        self.show_records(summary)
        # TensorFlow's type name, the same in every language (what a reader's code names).
        record_type = summary["record_type"]
        self.record_type_label.setText(fill(tr("tf.train.{record_type}"), record_type=record_type) if record_type
                                       else tr("no records"))
        self._show_features(summary)
        # Rich text for the colour, each text escaped: they quote the files (names, paths).
        lines = [f"<span style='color:#c00000'>{escape(translated(problem['message']))}</span>"
                 for problem in summary["problems"]]
        lines += [escape(translated(note)) for note in summary["notes"]]
        self.notes_label.setText("<br>".join(lines))
        self.show_plan(summary, kernel_text)

    def show_records(self, summary: dict[str, Any], pixel_records: bool = False) -> None:
        """The records against the mixer's count: as expected, one a pixel of every tile (``pixel_records``:
        the import's plan reads them so), else MISMATCH (the import's refusal then says why, under the parts)."""
        files = len(summary["files"])
        text = fill(tr("{records} in {files}"), records=n_records(summary["records"]), files=n_files(files))
        mixer = summary["mixer"]
        if mixer is not None:
            sidecar = mixer["record_count"] != mixer["total_patches"]
            expected = fill((tr("the index lists {records:,} of its {total}") if sidecar
                             else tr("the mixer's totalPatches is {total:,}")), records=mixer["record_count"],
                            total=n_patches(mixer["total_patches"]) if sidecar else mixer["total_patches"])
            verdict = (tr("as expected") if summary["records"] == mixer["record_count"]
                       else tr("one record a pixel of every tile") if pixel_records else tr("MISMATCH"))
            text += tr("; {expected} ({per_row} per row of {width} x {height}): {verdict}").format(
                expected=expected, per_row=mixer["patches_per_row"], width=mixer["patch_width"],
                height=mixer["patch_height"], verdict=verdict)
        self.records_label.setText(text)

    def _show_features(self, summary: dict[str, Any]) -> None:
        layout = summary["layout"]
        fitting = set(layout["shapes"]) if layout is not None else None
        self.feature_list.blockSignals(True)
        for feature in _in_band_order(summary["features"], summary["mixer"]):
            values = values_text(feature["min_values"], feature["max_values"])
            shape = layout["shapes"].get(feature["name"]) if layout is not None else None
            kinds = ", ".join(feature["kinds"]) or tr("empty")
            label = (fill(tr("{name}  ({kinds}, {values}"), name=feature["name"], kinds=kinds, values=values)
                     + (f", {shape}" if shape else "") + ")")
            item = QListWidgetItem(label)
            item.setData(Qt.ItemDataRole.UserRole, feature["name"])
            item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsUserCheckable | Qt.ItemFlag.ItemIsSelectable)
            fits = feature["name"] in fitting if fitting is not None else feature["fixed_length"]
            item.setCheckState(Qt.CheckState.Checked if fits else Qt.CheckState.Unchecked)
            if not fits:
                item.setToolTip(tr("Its values do not fill a whole tile, so it is not a band; check it to try anyway."))
            self.feature_list.addItem(item)
        self.feature_list.blockSignals(False)

    def show_plan(self, summary: dict[str, Any], kernel_text: str) -> None:
        """The kernel as the import will take it: core's choice of kernel size and its one inference over the
        checked features, so the preview never promises a layout the import then refuses."""
        self.kernel_problem = ""
        mixer = summary["mixer"]
        if mixer is None:
            self.kernel_label.setText(tr("not inferred: no mixer"))
            return
        try:
            given, source = chosen_kernel_size(kernel_text, mixer["kernel_size"])
        except ValueError as error:
            self.kernel_problem = user_text(error)
            self.kernel_label.setText(fill(tr("not inferred: {error}"), error=error))
            return
        layout, problem = infer_layout(layout_counts(summary, set(self.features())), mixer["patch_width"],
                                       mixer["patch_height"], given)
        self._check_unfit(layout)
        if layout is not None:
            self.kernel_label.setText(_kernel_plan_text(given, source, mixer, layout))
        elif problem:
            text = translated(problem)
            self.kernel_problem = text[0].upper() + text[1:] + tr(" (the Kernel size field below).")
            self.kernel_label.setText(tr("not inferred: ") + problem)
        elif given is not None:
            # A kernel given (or the sidecar's) that fits no count: the line says which kernel, as the log will.
            self.kernel_label.setText(fill(tr("{taken}: no checked feature's value count fits its tiles"),
                                           taken=_kernel_source_text(given, source, mixer)))
        else:
            self.kernel_label.setText(tr("not inferred: no checked feature's value count fits the patch"))

    def _check_unfit(self, layout: dict[str, Any] | None) -> None:
        unfit = [name for name in self.features() if layout is not None and name not in layout["shapes"]]
        if unfit:
            # The import refuses a chosen feature that fits no tile, as it would be no band.
            self.kernel_problem = (tr("Features {features} fit no tile of the patch layout: uncheck them.")
                                   if len(unfit) > 1
                                   else tr("Feature {features} fits no tile of the patch layout: uncheck it.")).format(
                                       features=", ".join(map(repr, unfit)))

    def features(self) -> list[str]:
        """Names of the checked features, in list order."""
        return [self.feature_list.item(i).data(Qt.ItemDataRole.UserRole) for i in range(self.feature_list.count())
                if self.feature_list.item(i).checkState() == Qt.CheckState.Checked]

    def set_feature_checked(self, name: str, checked: bool) -> None:
        for index in range(self.feature_list.count()):
            item = self.feature_list.item(index)
            if item.data(Qt.ItemDataRole.UserRole) == name:
                item.setCheckState(Qt.CheckState.Checked if checked else Qt.CheckState.Unchecked)
