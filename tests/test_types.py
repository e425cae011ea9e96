"""Every public function of core/ says its types (issue 14); mypy checks them (scripts/lint.sh).

Public: a module-level function or a method of a module-level class whose names do not start with an
underscore (``__init__`` counts: its parameters are the class's). Full annotations: every parameter but
a method's self or cls, *args and **kwargs included, and the return.
"""

import ast
from pathlib import Path

import pytest

CORE = Path(__file__).resolve().parents[1] / "tfrecord_bridge" / "core"


def _public(name):
    return not name.startswith("_") or name == "__init__"


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


def unannotated(source):
    """'name: what is missing' for each public function of ``source`` without full annotations."""
    missing = []
    for name, function, is_method in _public_functions(ast.parse(source)):
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
