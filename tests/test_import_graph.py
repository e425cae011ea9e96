"""No two of the plugin's modules import each other, directly or round a circle (issue 27: one home per concept).

A cycle means two modules each need the other: a concept with no home of its own, a provider whose shared
helpers live beside the algorithms that use them, an order of imports that works by luck. The graph is read
with ast from core/, provider/, ui/, texts.py and plugin.py, imports inside functions included (they cycle just the
same, only later), and so are imports under ``if TYPE_CHECKING:``: they load nothing, but two modules that
need each other's types are still one concept split in two (a type that wants a module of its own, or a
Protocol where only a few attributes are read).

The imports also go one way, down the layers: plugin.py -> ui -> provider -> core, with texts.py (the plugin's
``tr`` and translator, which ui and provider both use) beside provider, on core alone.
"""

import ast

import pytest

from helpers import PLUGIN_ROOT

PACKAGES = ("core", "provider", "ui")
# Each module's layer, lowest first: a module imports from its own layer and those below it.
LAYERS = {"core": 0, "texts": 1, "provider": 2, "ui": 3, "plugin": 4}


def _module_name(path):
    parts = list(path.relative_to(PLUGIN_ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _sources():
    paths = [PLUGIN_ROOT / "plugin.py", PLUGIN_ROOT / "texts.py"] + sorted(path for package in PACKAGES
                                                 for path in (PLUGIN_ROOT / package).rglob("*.py"))
    return {_module_name(path): path for path in paths}


def _imported(module, node, is_package, known):
    """The plugin's modules an import statement of ``module`` names ('core.layout.grid', 'provider', ...)."""
    if isinstance(node, ast.Import):
        names = [alias.name for alias in node.names]
        names = [name.removeprefix("tfrecord_bridge.") for name in names if name.startswith("tfrecord_bridge.")]
        return [name for name in names if name in known]
    if node.level:
        package = module.split(".") if is_package else module.split(".")[:-1]
        base = package[:len(package) - (node.level - 1)] if node.level > 1 else package
        target = ".".join(base + ([node.module] if node.module else []))
    elif node.module and node.module.startswith("tfrecord_bridge."):
        target = node.module.removeprefix("tfrecord_bridge.")
    else:
        return []
    found = []
    for alias in node.names:  # 'from . import settings' imports the module ui.settings
        submodule = f"{target}.{alias.name}" if target else alias.name
        if submodule in known:
            found.append(submodule)
        elif target in known:
            found.append(target)
    return found


def _import_nodes(tree):
    """Every import statement of a module at any depth, those only a type checker runs included."""
    pending = [tree]
    while pending:
        node = pending.pop()
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            yield node
        else:
            pending.extend(ast.iter_child_nodes(node))


def import_graph():
    """{module: set of the plugin's modules it imports}, at any depth of its code."""
    sources = _sources()
    graph = {}
    for module, path in sources.items():
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        is_package = path.name == "__init__.py"
        graph[module] = {target for node in _import_nodes(tree)
                         for target in _imported(module, node, is_package, sources) if target != module}
    return graph


def cycles(graph):
    """[(circle, modules)]: each strongly connected component of more than one module (Tarjan), as one circle
    through it and all its modules."""
    index, low, stack, on_stack, components = {}, {}, [], set(), []

    def visit(node):
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for target in sorted(graph.get(node, ())):
            if target not in index:
                visit(target)
                low[node] = min(low[node], low[target])
            elif target in on_stack:
                low[node] = min(low[node], index[target])
        if low[node] == index[node]:
            component = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                component.append(member)
                if member == node:
                    break
            if len(component) > 1:
                components.append(sorted(component))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return [(_circle(graph, component), component) for component in components]


def _circle(graph, component):
    """One path round a component, from its first module back to it: 'a -> b -> a'."""
    members, start = set(component), component[0]
    paths, seen = [[start]], {start}
    while paths:
        path = paths.pop(0)
        for target in sorted(graph[path[-1]] & members):
            if target == start:
                return path + [start]
            if target not in seen:
                seen.add(target)
                paths.append(path + [target])
    return component


@pytest.fixture(scope="module")
def graph():
    """The plugin's import graph, parsed once for the tests that read it (every module's ast: about a second)."""
    return import_graph()


def test_no_module_imports_itself_round_a_circle(graph):
    found = cycles(graph)
    assert not found, "import cycles:\n" + "\n".join(
        f"  {' -> '.join(circle)}\n    ({len(modules)} modules in this circle: {', '.join(modules)})"
        for circle, modules in found)


def layer_breaches(graph):
    """['importer -> imported'] for each import that reaches up a layer (LAYERS) or across to texts' peer."""
    def layer(module):
        return LAYERS[module.split(".")[0]]
    return sorted(f"{module} -> {target}" for module, targets in graph.items() for target in targets
                  if layer(target) > layer(module))


def test_imports_go_down_the_layers_only(graph):
    breaches = layer_breaches(graph)
    assert not breaches, "imports reaching up a layer (ui -> provider -> core, texts on core alone):\n  " + \
        "\n  ".join(breaches)


def test_provider_and_ui_take_their_texts_from_a_module_of_neither(graph):
    """The plugin's tr() serves provider/ and ui/ alike, so it lives in neither (issue 42): texts.py imports
    only core, and provider/ and ui/ both import it."""
    assert {name.split(".")[0] for name in graph["texts"]} <= {"core"}
    importers = {module.split(".")[0] for module, targets in graph.items() if "texts" in targets}
    assert {"provider", "ui", "plugin"} <= importers


@pytest.mark.parametrize("graph, expected", [
    ({"core.a": {"provider.b"}, "provider.b": set()}, ["core.a -> provider.b"]),
    ({"texts": {"ui.x"}, "ui.x": {"texts"}}, ["texts -> ui.x"]),
    ({"ui.x": {"provider.b", "texts", "core.a"}, "provider.b": {"texts"}, "texts": {"core.a"}, "core.a": set()}, []),
])
def test_the_layer_check_finds_an_import_up(graph, expected):
    assert layer_breaches(graph) == expected


def test_the_graph_sees_every_kind_of_import(graph):
    assert "core.layout.grid" in graph["core.export.export_image"]  # from ..layout.grid import ...
    assert "core" in graph["provider.base"] or any(name.startswith("core.") for name in graph["provider.base"])
    assert "ui.settings" in graph["ui.export_dialog"]  # from . import settings
    assert "core.layout.grid" in graph["core.export.raster_source"]  # inside a function
    assert "core.export.output_feature" in graph["core.export.estimate"]  # under TYPE_CHECKING
    assert "core.export.export_image" not in graph["core.export.estimate"]  # OutputFeature has a module of its own


@pytest.mark.parametrize("graph, expected", [
    ({"a": {"b"}, "b": {"a"}}, [(["a", "b", "a"], ["a", "b"])]),
    ({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}, [(["a", "b", "c", "a"], ["a", "b", "c"])]),
    ({"a": {"b"}, "b": set()}, []),
])
def test_the_check_finds_a_circle(graph, expected):
    assert cycles(graph) == expected
