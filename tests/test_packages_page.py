"""The optional packages' page of QGIS's Settings > Options (ui/packages_page.py): it lists the packages and their
state, installs with pip in the background (an executable standing for QGIS's Python answers as pip does), tells
the result in words, shows the command by hand; the plugin registers it on load and takes it off on unload."""

import importlib.metadata
import re
from pathlib import Path

import pytest
from qgis.core import QgsApplication
from qgis.PyQt.QtCore import Qt, QUrl
from qgis.PyQt.QtWidgets import QApplication, QLabel, QWidget

import tfrecord_bridge
from helpers import PLUGIN_ROOT
from test_optional_packages import MISSING, NUMPY, PIP_SAYS, fake_python, pip_calls
from test_ui import InterfaceWithRasterMenu, wait_for
from tfrecord_bridge.core.base import optional_packages
from tfrecord_bridge.ui.packages_page import PackagesPage, PackagesPageFactory

INSTALL_DOC = PLUGIN_ROOT / "docs" / "install.md"


def rows(page):
    return [tuple(page.table.item(row, column).text() for column in range(3)) for row in range(page.table.rowCount())]


def wait_for_install(page):
    wait_for(lambda: page.outcome is not None, what="the install to end")
    wait_for(lambda: QgsApplication.taskManager().countActiveTasks() == 0, what="the task manager to be idle")


@pytest.fixture
def page(qgis_app):
    parent = QWidget()
    yield lambda **options: PackagesPage(parent, **options)
    if QgsApplication.taskManager().countActiveTasks():
        QgsApplication.taskManager().cancelAll()
        wait_for(lambda: QgsApplication.taskManager().countActiveTasks() == 0, what="the tasks to stop")
    parent.deleteLater()


def test_the_page_lists_each_package_what_it_gives_and_its_state(page):
    shown = page()
    expected = []
    for package in optional_packages.PACKAGES:
        version = optional_packages.installed_version(package)
        expected.append((package.name, str(package.gives), "not installed" if version is None else version))
    assert rows(shown) == expected
    assert shown.install_button.isEnabled() and not shown.cancel_button.isEnabled()
    (help_link,) = [label for label in shown.findChildren(QLabel) if "href=" in label.text()]
    url = re.search(r'href="([^"]+)"', help_link.text())[1]
    assert url.endswith("/docs/install.html#optional-packages") and QUrl(url).isLocalFile()
    assert Path(QUrl(url).toLocalFile()).is_file() and "## Optional packages" in INSTALL_DOC.read_text()
    mixed = page(packages=[NUMPY, MISSING])
    assert rows(mixed) == [("numpy", "arrays", importlib.metadata.version("numpy")),
                           (MISSING.name, "nothing", "not installed")]
    # What is missing is ticked for Install, and the command by hand installs just that.
    assert [mixed.table.item(row, 0).checkState() for row in range(2)] == [Qt.CheckState.Unchecked,
                                                                           Qt.CheckState.Checked]
    # (This Python's command: with --break-system-packages where the system marks it, as Debian's chroots do.)
    command = optional_packages.install_command(optional_packages.own_facts(), [])
    assert mixed.command_field.text() == optional_packages.command_text(command + [MISSING.requirement])
    mixed.table.item(0, 0).setCheckState(Qt.CheckState.Checked)
    assert mixed.command_field.text() == optional_packages.command_text(command + ["numpy", MISSING.requirement])


def test_install_runs_pip_in_the_background_and_shows_the_result(page, tmp_path):
    python = fake_python(tmp_path, *PIP_SAYS["done"])
    shown = page(packages=[NUMPY, MISSING], python=python)
    hand = shown.command_field.text()
    assert hand.startswith(python + " -m pip install --user --no-deps --only-binary=:all: ")
    shown.copy_button.click()
    assert QApplication.clipboard().text() == hand
    shown.install_button.click()
    assert not shown.install_button.isEnabled() and shown.cancel_button.isEnabled()
    wait_for_install(shown)
    assert shown.outcome.kind == "done"
    assert shown.result_label.text() == f"Installed {MISSING.requirement}."
    assert shown.progress.value() == 100 and shown.install_button.isEnabled()
    # pip was run exactly as the command shown to run by hand.
    assert pip_calls(python) == [hand.split(" ")[3:]]


def test_a_package_already_loaded_is_told_to_need_a_restart(page, tmp_path):
    python = fake_python(tmp_path, *PIP_SAYS["done"])
    shown = page(packages=[NUMPY], python=python)
    assert shown.command_field.text().endswith(" numpy")  # none missing: all, as an upgrade
    shown.install_button.click()
    wait_for_install(shown)
    assert shown.result_label.text() == "Installed numpy. Restart QGIS to use the installed numpy."
    assert pip_calls(python)[0][-1] == "numpy"


@pytest.mark.parametrize(("case", "words"), [
    ("offline", "PyPI could not be reached (offline, or a proxy or firewall in the way): nothing was installed."),
    ("managed", "is managed by the system (PEP 668) and pip refused to install into it"),
])
def test_a_failed_install_is_told_in_words_with_the_command_by_hand(page, tmp_path, case, words):
    python = fake_python(tmp_path, *PIP_SAYS[case])
    shown = page(packages=[MISSING], python=python)
    shown.install_button.click()
    wait_for_install(shown)
    assert words in shown.result_label.text()
    assert shown.result_label.toolTip() == PIP_SAYS[case][0].rstrip()  # pip's own words, whole
    assert rows(shown)[0][2] == "not installed"
    assert shown.command_field.text().endswith(MISSING.requirement) and shown.install_button.isEnabled()


def test_a_python_that_is_not_qgiss_is_told_and_pip_never_runs(page, tmp_path):
    python = fake_python(tmp_path, *PIP_SAYS["done"], version=[2, 7])
    shown = page(packages=[MISSING], python=python)
    shown.install_button.click()
    wait_for_install(shown)
    assert "is Python 2.7 of" in shown.result_label.text() and pip_calls(python) == []


def test_cancel_stops_the_install(page, tmp_path):
    python = fake_python(tmp_path, "Collecting x\nSuccessfully installed x-1\n", 0, sleep=60)
    shown = page(packages=[MISSING], python=python)
    shown.install_button.click()
    wait_for(lambda: shown.pip_line.text() == "Collecting x", what="pip's first line")
    shown.cancel_button.click()
    wait_for_install(shown)
    assert shown.outcome.kind == "cancelled" and shown.result_label.text().startswith("Cancelled")


def test_the_plugin_adds_the_page_to_the_options_on_load_and_takes_it_off_on_unload(qgis_processing, qgis_canvas):
    iface = InterfaceWithRasterMenu(qgis_canvas)
    plugin = tfrecord_bridge.classFactory(iface)
    plugin.initGui()
    try:
        (factory,) = iface.options_factories
        assert isinstance(factory, PackagesPageFactory)
        assert factory.title() == "TFRecord Bridge" and not factory.icon().isNull()
        parent = QWidget()
        opened = factory.createWidget(parent)  # as QGIS's Options dialog makes it
        assert isinstance(opened, PackagesPage) and opened.parent() is parent
        assert [row[0] for row in rows(opened)] == ["onnxruntime", "crc32c", "isal", "zlib-ng"]
        parent.deleteLater()
    finally:
        plugin.unload()
    assert iface.options_factories == []
