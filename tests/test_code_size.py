"""The code stays in pieces a reader can hold: no class over 400 lines, no function over 60 (docstrings aside),
everywhere in ui/, provider/ and core/ (issue 27: one declaration per option, one home per concept)."""

import ast

import pytest

from helpers import PLUGIN_ROOT

MAX_CLASS_LINES, MAX_FUNCTION_LINES = 400, 60
CHECKED = ("ui", "provider", "core")


def _docstring_lines(node):
    body = getattr(node, "body", None)
    if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant) \
            and isinstance(body[0].value.value, str):
        return body[0].end_lineno - body[0].lineno + 1
    return 0


def oversized(source, name="<code>"):
    """[(what, lines)] for each class over MAX_CLASS_LINES and each function over MAX_FUNCTION_LINES lines of
    ``source``, their docstrings (and the functions' nested docstrings' first level) not counted."""
    found = []
    for node in ast.walk(ast.parse(source, name)):
        if isinstance(node, ast.ClassDef):
            lines, limit = node.end_lineno - node.lineno + 1, MAX_CLASS_LINES
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            lines, limit = node.end_lineno - node.lineno + 1 - _docstring_lines(node), MAX_FUNCTION_LINES
        else:
            continue
        if lines > limit:
            found.append((f"{name} {node.name}", lines))
    return found


@pytest.mark.parametrize("path", sorted(path for folder in CHECKED for path in (PLUGIN_ROOT / folder).rglob("*.py")),
                         ids=lambda path: path.relative_to(PLUGIN_ROOT).as_posix())
def test_no_class_or_function_is_oversized(path):
    name = path.relative_to(PLUGIN_ROOT).as_posix()
    assert not oversized(path.read_text(encoding="utf-8"), name)


def test_the_check_counts_a_function_without_its_docstring():
    body = "\n".join(f"    x{i} = {i}" for i in range(MAX_FUNCTION_LINES - 1))
    assert not oversized(f'def f():\n    """A\n    long\n    docstring."""\n{body}\n')
    assert oversized(f"def f():\n{body}\n    y = 1\n")
