"""The plugin loads the way QGIS loads it: by package name, through classFactory."""

import subprocess
import sys

import pytest
from qgis.core import QgsApplication, QgsProcessingModelAlgorithm

import tfrecord_bridge
from qgis_process import qgis_process


def test_classfactory_without_iface_registers_the_tfrecord_provider():
    plugin = tfrecord_bridge.classFactory(None)
    plugin.initProcessing()
    try:
        provider = QgsApplication.processingRegistry().providerById("tfrecord")
        assert provider is not None
        assert provider.name() == "TFRecord Bridge"
        assert not provider.icon().isNull()
    finally:
        plugin.unload()
    assert QgsApplication.processingRegistry().providerById("tfrecord") is None


def test_core_imports_without_qgis_gdal_or_a_display():
    code = ("import sys; sys.modules['qgis'] = None; sys.modules['osgeo'] = None; "
            "from tfrecord_bridge.core import read_records, write_records, encode_example, decode_example, "
            "encode_sequence_example, decode_sequence_example; print('ok')")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            env={"PYTHONPATH": ":".join(p for p in sys.path if p)})
    assert result.stdout.strip() == "ok", result.stderr


@pytest.mark.qgis_process
def test_qgis_process_finds_the_provider(tmp_path):
    result = qgis_process(tmp_path, "list")
    assert result.returncode == 0, result.stderr
    assert "TFRecord Bridge" in result.stdout


def test_every_algorithm_and_model_shows_its_identity_one_way():
    """The toolbox's name, group, help, icon and id of the algorithms and the shipped models come from one
    class (provider.shared.AlgorithmIdentity), so they cannot drift apart."""
    from tfrecord_bridge.provider.shared import AlgorithmIdentity
    plugin = tfrecord_bridge.classFactory(None)
    plugin.initProcessing()
    try:
        algorithms = QgsApplication.processingRegistry().providerById("tfrecord").algorithms()
        models = [algorithm for algorithm in algorithms if isinstance(algorithm, QgsProcessingModelAlgorithm)]
        assert models and len(models) < len(algorithms)  # both kinds are checked
        for algorithm in algorithms:
            assert isinstance(algorithm, AlgorithmIdentity)
            for method in ("name", "displayName", "group", "groupId", "shortHelpString", "helpUrl", "tags",
                           "icon", "svgIconPath", "createInstance"):
                assert getattr(type(algorithm), method) is getattr(AlgorithmIdentity, method), (algorithm.id(), method)
            assert algorithm.id() == f"tfrecord:{algorithm.NAME}"
            assert algorithm.helpUrl().endswith(f"#tfrecord{algorithm.NAME}")
            assert algorithm.displayName() and algorithm.group() and not algorithm.icon().isNull()
    finally:
        plugin.unload()
