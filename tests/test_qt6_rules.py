"""The plugin's code keeps the rules that let one code base run on Qt 5 (QGIS 3) and Qt 6 (QGIS 4).

PyQt6 knows enum values only under their enum's name (``Qt.ItemDataRole.UserRole``, not ``Qt.UserRole``),
has no ``exec_()``, and is not PyQt5: QGIS offers whichever it runs on as ``qgis.PyQt``. The enums are
found by introspecting the bindings QGIS loads, so a new enum or a new use needs no list kept by hand.
``QVariant.Int`` and its kin are the exception QGIS keeps working on Qt 6.
"""

import ast
import enum
import importlib
import inspect
import sys
from functools import cache

import pytest

from helpers import PLUGIN_ROOT, ROOT

PLUGIN_CODE = [PLUGIN_ROOT / "plugin.py", PLUGIN_ROOT / "__init__.py", PLUGIN_ROOT / "texts.py",
               *sorted((PLUGIN_ROOT / "provider").rglob("*.py")), *sorted((PLUGIN_ROOT / "ui").rglob("*.py")),
               *sorted((PLUGIN_ROOT / "core").rglob("*.py")),
               # The scripts run inside QGIS too (screenshots, the task/canvas race check), so on Qt 6 as well.
               *sorted((ROOT / "scripts").glob("*.py"))]
BINDINGS = ["qgis.core", "qgis.gui", "qgis.analysis", "qgis.PyQt.QtCore", "qgis.PyQt.QtGui", "qgis.PyQt.QtWidgets"]
# QGIS keeps the unscoped QVariant types working on Qt 6 (QVariant.Int, QVariant.String, ...).
ALLOWED_CLASSES = {"QVariant"}
QT_BINDINGS = ("PyQt5", "PyQt6", "PySide2", "PySide6", "sip")


def _is_enum_type(value):
    if not isinstance(value, type):
        return False
    if issubclass(value, enum.Enum):
        return True
    # PyQt5 and QGIS 3 built on sip 4/5: every enum is an instance of sip's enumtype.
    return type(value).__name__ == "enumtype"


def _is_enum_member(value):
    return not isinstance(value, type) and _is_enum_type(type(value))


def _nested_enum_types(cls):
    """The enum types reachable as attributes of ``cls``, inherited ones included (QLabel.Shape from QFrame)."""
    found = []
    for name in dir(cls):
        try:
            value = getattr(cls, name)
        except Exception:  # some sip descriptors refuse class access
            continue
        if _is_enum_type(value) and value is not cls:
            found.append(value)
    return found


def _member_names(enum_type):
    if issubclass(enum_type, enum.Enum):
        return set(enum_type.__members__)
    # sip enums list no members; their values are attributes of the class that holds the enum.
    holder = sys.modules.get(enum_type.__module__)
    for part in enum_type.__qualname__.split(".")[:-1]:
        holder = getattr(holder, part, None)
    if holder is None:
        return set()
    return {name for name, value in vars(holder).items() if type(value) is enum_type}


@cache
def unscoped_names(cls):
    """Names under which ``cls`` hands out a value of one of its enums without naming the enum."""
    names = set()
    for enum_type in _nested_enum_types(cls):
        names |= _member_names(enum_type)
    for name in dir(cls):
        try:
            value = getattr(cls, name)
        except Exception:
            continue
        # QGIS 3.30+ monkey-patches old names (QgsWkbTypes.PolygonGeometry) onto classes as enum values.
        if _is_enum_member(value):
            names.add(name)
    return {name for name in names if not isinstance(getattr(cls, name, None), type)}


@cache
def binding_classes():
    classes = {}
    for module_name in BINDINGS:
        try:
            module = importlib.import_module(module_name)
        except ImportError:
            continue
        for name, value in vars(module).items():
            if inspect.isclass(value) and not _is_enum_type(value):
                classes[f"{module_name}.{name}"] = value
    return classes


def _imported_names(tree):
    """Local name -> the qgis object or module it was imported as, from every import in the file."""
    names = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("qgis"):
            for alias in node.names:
                try:
                    module = importlib.import_module(node.module)
                except ImportError:
                    continue
                if hasattr(module, alias.name):
                    names[alias.asname or alias.name] = getattr(module, alias.name)
        elif isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name.startswith("qgis"):
                    if alias.asname:
                        names[alias.asname] = importlib.import_module(alias.name)
                    else:
                        names["qgis"] = importlib.import_module("qgis")
    return names


def _resolve(node, names):
    if isinstance(node, ast.Name):
        return names.get(node.id)
    if isinstance(node, ast.Attribute):
        base = _resolve(node.value, names)
        return getattr(base, node.attr, None) if base is not None else None
    return None


def violations(source, filename="<source>"):
    """Each breach of the Qt 6 rules in ``source``, as "file:line: what"."""
    tree = ast.parse(source, filename)
    names = _imported_names(tree)
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute):
            if node.attr == "exec_":
                found.append(f"{filename}:{node.lineno}: exec_() (PyQt6 has only exec())")
                continue
            owner = _resolve(node.value, names)
            if (inspect.isclass(owner) and not _is_enum_type(owner) and owner.__name__ not in ALLOWED_CLASSES
                    and node.attr in unscoped_names(owner)):
                found.append(f"{filename}:{node.lineno}: {ast.unparse(node)} reached without its enum's name")
        elif isinstance(node, (ast.Import, ast.ImportFrom)):
            modules = [node.module or ""] if isinstance(node, ast.ImportFrom) else [a.name for a in node.names]
            for module in modules:
                if module.split(".")[0] in QT_BINDINGS:
                    found.append(f"{filename}:{node.lineno}: imports {module} (use qgis.PyQt)")
    return found


def test_the_bindings_offer_enums_to_check_against():
    classes = binding_classes()
    checked = {path: unscoped_names(cls) for path, cls in classes.items()
               if path.endswith(("QtCore.Qt", "QtWidgets.QDialogButtonBox", "core.QgsProcessing", "core.Qgis",
                                 "core.QgsWkbTypes", "gui.QgsFileWidget", "QtWidgets.QHeaderView"))}
    assert len(checked) == 7, sorted(checked)
    assert all(checked.values()), [path for path, names in checked.items() if not names]
    assert sum(len(unscoped_names(cls)) for cls in classes.values()) > 5000


@pytest.mark.parametrize("line", [
    "from qgis.PyQt.QtCore import Qt\nrole = Qt.UserRole",
    "from qgis.PyQt.QtCore import Qt\nstate = Qt.Checked",
    "from qgis.PyQt.QtWidgets import QHeaderView\nmode = QHeaderView.Stretch",
    "from qgis.PyQt.QtWidgets import QDialogButtonBox\nbutton = QDialogButtonBox.Close",
    "from qgis.PyQt.QtWidgets import QLabel\nshape = QLabel.NoFrame",
    "from qgis.core import QgsProcessing\nkind = QgsProcessing.TypeRaster",
    "from qgis.core import QgsWkbTypes\nkind = QgsWkbTypes.PolygonGeometry",
    "from qgis.core import Qgis\nlevel = Qgis.Info",
    "from qgis.gui import QgsFileWidget\nmode = QgsFileWidget.GetFile",
    "from qgis import core\nkind = core.QgsProcessing.TypeVectorPoint",
    "from qgis.core import QgsFeatureRequest as Request\nflag = Request.NoGeometry",
    "def f(dialog):\n    dialog.exec_()",
    "from PyQt5.QtCore import Qt",
    "import PyQt6.QtWidgets",
])
def test_each_breach_is_found(line):
    assert len(violations(line)) == 1, line


@pytest.mark.parametrize("line", [
    "from qgis.PyQt.QtCore import Qt\nrole = Qt.ItemDataRole.UserRole",
    "from qgis.PyQt.QtWidgets import QDialogButtonBox\nbutton = QDialogButtonBox.StandardButton.Close",
    "from qgis.core import QgsProcessing\nkind = QgsProcessing.SourceType.TypeRaster",
    "from qgis.PyQt.QtCore import QVariant\nkind = QVariant.Int",
    "from qgis.core import QgsApplication\nregistry = QgsApplication.processingRegistry()",
    "def f(dialog):\n    dialog.exec()",
])
def test_the_rules_allow_the_scoped_form(line):
    assert violations(line) == [], line


@pytest.mark.parametrize("path", PLUGIN_CODE, ids=lambda path: str(path.relative_to(ROOT)))
def test_plugin_code_keeps_the_qt6_rules(path):
    assert violations(path.read_text(encoding="utf-8"), str(path.relative_to(ROOT))) == []


def test_a_deprecation_warning_from_plugin_code_fails_the_suite():
    # pytest.ini turns DeprecationWarnings raised in tfrecord_bridge modules into errors, as sip raises
    # them for calls to deprecated QGIS API (QgsField with QVariant types on 3.38+, parameterAsFields on 3.40+).
    code = compile("import warnings\nwarnings.warn('old API', DeprecationWarning)", "plugin_module.py", "exec")
    with pytest.raises(DeprecationWarning, match="old API"):
        exec(code, {"__name__": "tfrecord_bridge.provider.some_algorithm"})


def test_metadata_lets_qgis_3_22_to_4_load_the_plugin():
    import configparser

    metadata = configparser.ConfigParser()
    metadata.read(PLUGIN_ROOT / "metadata.txt", encoding="utf-8")
    general = metadata["general"]

    def version(text):
        return tuple(int(part) for part in text.split("."))

    # QGIS 4's plugin manager skips plugins that do not declare Qt 6 support.
    assert general.getboolean("supportsQt6")
    assert version(general["qgisMinimumVersion"]) == (3, 22)
    for qgis in ("3.22", "3.40", "3.44", "4.0", "4.2"):
        assert version(general["qgisMinimumVersion"]) <= version(qgis) <= version(general["qgisMaximumVersion"])
