"""Checks that the dialogs and the runs share, each kept in core once (issue 27): the training options that
cannot work together, the label band named as an image band, and where the import's kernel size comes from."""

import numpy as np
import pytest

from tfrecord_bridge.core.export.export_image import (
    SAMPLING_WITHOUT_LABELS,
    TFINDEX_OF_GZIP,
    ExportError,
    check_label_band,
    check_training,
    resolve_band_names,
    training_conflicts,
)
from tfrecord_bridge.core.export.raster_source import Band
from tfrecord_bridge.core.export.training import TrainingOptions
from tfrecord_bridge.core.importing.import_image import (
    KERNEL_FROM_SIDECAR,
    KERNEL_GIVEN,
    KERNEL_INFERRED,
    ImageImportError,
    chosen_kernel_size,
)
from tfrecord_bridge.core.layout.format_options import FormatOptions


def test_training_conflicts_come_in_the_order_the_run_refuses_them():
    both = TrainingOptions(negative_ratio=0.5, tfindex=True)
    conflicts = training_conflicts(both, FormatOptions(compressed=True), labelled=False)
    assert [conflict.reason for conflict in conflicts] == [SAMPLING_WITHOUT_LABELS, TFINDEX_OF_GZIP]
    with pytest.raises(ExportError, match="minLabelShare and negativeRatio"):
        check_training(both, FormatOptions(compressed=True), None)
    assert not training_conflicts(both, FormatOptions(compressed=False), labelled=True)
    assert not training_conflicts(TrainingOptions(), FormatOptions(), labelled=False)


def test_a_label_band_named_as_an_image_band_is_refused_alike_by_both_checks():
    check_label_band("label", ["b1", "b2"])
    with pytest.raises(ExportError, match="labelBand 'b2' is also the name of an image band"):
        check_label_band("b2", ["b1", "b2"])


def test_band_names_still_refuse_a_repeat_and_a_label_band_clash():
    def bands(label_name):
        return [Band("", np.dtype(np.uint8), False, [0]), Band("", np.dtype(np.uint8), False, [1]),
                Band(label_name, np.dtype(np.int64), False, [2], label=True)]

    assert resolve_band_names(bands("label"), ["a", "b"]) == ["a", "b", "label"]
    with pytest.raises(ExportError, match="used twice"):
        resolve_band_names(bands("label"), ["a", "a"])
    with pytest.raises(ExportError, match="labelBand 'b' is also the name of an image band"):
        resolve_band_names(bands("b"), ["a", "b"])


@pytest.mark.parametrize("given, sidecar, expected", [
    ("3,5", [7, 7], ((3, 5), KERNEL_GIVEN)),
    ("", [7, 7], ((7, 7), KERNEL_FROM_SIDECAR)),
    (None, None, (None, KERNEL_INFERRED)),
    ("  ", None, (None, KERNEL_INFERRED)),
])
def test_the_kernel_size_given_comes_before_the_sidecars(given, sidecar, expected):
    assert chosen_kernel_size(given, sidecar) == expected


def test_a_kernel_size_that_is_none_is_refused():
    with pytest.raises(ImageImportError, match="kernelSize must be"):
        chosen_kernel_size("0", [3, 3])
