"""Every public function of core/ says its types (issue 14), and every function of provider/, ui/, texts.py and
plugin.py (issue 42); mypy checks them (scripts/lint.sh: disallow_untyped_defs for the plugin's QGIS side).

Public: a module-level function or a method of a module-level class whose names do not start with an
underscore (``__init__`` counts: its parameters are the class's). Full annotations: every parameter but
a method's self or cls, *args and **kwargs included, and the return.
"""

import ast
from pathlib import Path

import pytest

PLUGIN = Path(__file__).resolve().parents[1] / "tfrecord_bridge"
CORE = PLUGIN / "core"
QGIS_SIDE = sorted([PLUGIN / "plugin.py", PLUGIN / "texts.py", *(PLUGIN / "provider").glob("*.py"),
                    *(PLUGIN / "ui").glob("*.py")])


def _public(name):
    return not name.startswith("_") or name == "__init__"


def _every_function(tree):
    """(name, function node, is a method) of each function at any depth, private and nested ones included."""
    for node in ast.walk(tree):
        if isinstance(node, ast.ClassDef):
            for member in node.body:
                if isinstance(member, (ast.FunctionDef, ast.AsyncFunctionDef)):
                    yield f"{node.name}.{member.name}", member, True
    methods = {id(member) for node in ast.walk(tree) if isinstance(node, ast.ClassDef) for member in node.body}
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and id(node) not in methods:
            yield node.name, node, False


def _public_functions(tree):
    """(qualified name, function node, is a method) of each public function in a module."""
    for node in tree.body:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and _public(node.name):
            yield node.name, node, False
        elif isinstance(node, ast.ClassDef) and not node.name.startswith("_"):
            for member in node.body:
                if isinstance(member, (ast.FunctionDef, ast.AsyncFunctionDef)) and _public(member.name):
                    yield f"{node.name}.{member.name}", member, True


def _is_static(function):
    return any(isinstance(decorator, ast.Name) and decorator.id == "staticmethod"
               for decorator in function.decorator_list)


def unannotated(source, every=False):
    """'name: what is missing' for each public function of ``source`` (``every``: each function) without full
    annotations."""
    missing = []
    tree = ast.parse(source)
    for name, function, is_method in (_every_function(tree) if every else _public_functions(tree)):
        arguments = function.args
        positional = arguments.posonlyargs + arguments.args
        if is_method and not _is_static(function):
            positional = positional[1:]  # self, or cls
        parameters = positional + arguments.kwonlyargs + [a for a in (arguments.vararg, arguments.kwarg) if a]
        bare = [parameter.arg for parameter in parameters if parameter.annotation is None]
        if bare:
            missing.append(f"{name}: parameters {', '.join(bare)}")
        if function.returns is None:
            missing.append(f"{name}: return")
    return missing


def test_the_check_finds_what_lacks_annotations():
    source = '''
def typed(a: int, *rest: str, flag: bool = False, **more: float) -> None: ...
def untyped_parameter(a, b: int) -> int: ...
def untyped_return(a: int): ...
def _private(a): ...
class Public:
    def __init__(self, size): ...
    @staticmethod
    def static(value) -> int: ...
    @classmethod
    def make(cls, *args) -> "Public": ...
    def method(self) -> int:
        def nested(x): ...
        return 1
    def _helper(self, x): ...
class _Private:
    def method(self, x): ...
'''
    assert unannotated(source) == ["untyped_parameter: parameters a", "untyped_return: return",
                                   "Public.__init__: parameters size", "Public.__init__: return",
                                   "Public.static: parameters value", "Public.make: parameters args"]


@pytest.mark.parametrize("module", sorted(path.name for path in CORE.glob("*.py")))
def test_public_functions_of_core_are_annotated(module):
    missing = unannotated((CORE / module).read_text(encoding="utf-8"))
    assert not missing, f"core/{module}: public functions without full annotations:\n  " + "\n  ".join(missing)


def test_the_check_of_every_function_sees_private_and_nested_ones():
    source = """
def _private(a) -> None: ...
class _Hidden:
    def method(self, x: int): ...
def outer() -> None:
    def inner(y: int) -> int: ...
"""
    assert unannotated(source, every=True) == ["_Hidden.method: return", "_private: parameters a"]
    assert unannotated("def f(*_: object) -> None:\n    def g(x): ...\n", every=True) == [
        "g: parameters x", "g: return"]


@pytest.mark.parametrize("path", QGIS_SIDE, ids=lambda path: path.relative_to(PLUGIN).as_posix())
def test_every_function_of_the_qgis_side_is_annotated(path):
    missing = unannotated(path.read_text(encoding="utf-8"), every=True)
    assert not missing, f"{path.relative_to(PLUGIN)}: functions without full annotations:\n  " + "\n  ".join(missing)
