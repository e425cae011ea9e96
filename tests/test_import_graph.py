"""No two of the plugin's modules import each other, directly or round a circle (issue 27: one home per concept).

A cycle means two modules each need the other: a concept with no home of its own, a provider whose shared
helpers live beside the algorithms that use them, an order of imports that works by luck. The graph is read
with ast from core/, provider/, ui/, texts.py and plugin.py, imports inside functions included (they cycle just the
same, only later), and so are imports under ``if TYPE_CHECKING:``: they load nothing, but two modules that
need each other's types are still one concept split in two (a type that wants a module of its own, or a
Protocol where only a few attributes are read).

The imports also go one way, down the layers: plugin.py -> ui -> provider -> core, with texts.py (the plugin's
``tr`` and translator, which ui and provider both use) beside provider, on core alone, and data.py (the
framework-free Dataset over an export, for training scripts) on core alone too, imported by none of the
plugin. Inside core they go
one way too, down its packages (CORE_ORDER, issue 42): a newcomer reads core/ top down, and each package's
__init__.py says what it owns and what it may import.
"""

import ast

import pytest

from helpers import PLUGIN_ROOT

PACKAGES = ("core", "provider", "ui")
# Each module's layer, lowest first: a module imports from its own layer and those below it.
LAYERS = {"core": 0, "texts": 1, "data": 1, "provider": 2, "ui": 3, "plugin": 4}
# core's packages and top-level modules, lowest first: each imports from itself and those of lower rank only,
# so peers (tables and inspect; export and importing) import neither each other. The basics; where files live;
# the TFRecord bytes; what an export looks like on disk; tables and inspection, which read and write records
# of that layout (patches at points uses both); the export and the import; predicting, which cuts patches as
# the export does and writes rasters as the import does; the cluster that runs them; the command.
# core/__init__.py, the public codec API, may import any of them. A module of core in none of these
# fails the check: its place is a decision to make, not a default.
CORE_ORDER = {"base": 0, "places": 1, "codec": 2, "layout": 3, "tables": 4, "inspect": 4, "export": 5,
              "importing": 5, "predict": 6, "distributed": 7, "cli": 8}


def _module_name(path):
    parts = list(path.relative_to(PLUGIN_ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _sources():
    paths = [PLUGIN_ROOT / name for name in ("plugin.py", "texts.py", "data.py")] + sorted(
        path for package in PACKAGES for path in (PLUGIN_ROOT / package).rglob("*.py"))
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


def core_package_breaches(graph):
    """['importer -> imported'] for each import between core's packages (CORE_ORDER) that is not down the
    order, and ['module: not in CORE_ORDER'] for a module of core outside every package the order names."""
    def package(module):
        return module.split(".")[1]
    core = {module for module in graph if module.startswith("core.")}
    unplaced = sorted(f"{module}: not in CORE_ORDER" for module in core if package(module) not in CORE_ORDER)
    breaches = sorted(f"{module} -> {target}" for module in core for target in graph[module]
                      if target.startswith("core.") and package(target) in CORE_ORDER
                      and package(module) in CORE_ORDER and package(target) != package(module)
                      and CORE_ORDER[package(target)] >= CORE_ORDER[package(module)])
    return unplaced + breaches


def test_core_packages_import_down_their_order_only(graph):
    breaches = core_package_breaches(graph)
    order = " < ".join(", ".join(name for name in CORE_ORDER if CORE_ORDER[name] == rank)
                       for rank in sorted(set(CORE_ORDER.values())))
    assert not breaches, f"imports across core's packages that are not down CORE_ORDER ({order}):\n  " + \
        "\n  ".join(breaches)


@pytest.mark.parametrize("graph, expected", [
    ({"core.base.messages": {"core.codec.records"}, "core.codec.records": {"core.base.messages"}},
     ["core.base.messages -> core.codec.records"]),
    ({"core.export.labels": {"core.importing.import_plan"}, "core.importing.import_plan": set()},
     ["core.export.labels -> core.importing.import_plan"]),  # peers
    ({"core.tables": {"core.export.training"}, "core.export.training": {"core.layout.grid"},
      "core.layout.grid": set()}, ["core.tables -> core.export.training"]),
    ({"core.scratch": {"core.base.messages"}, "core.base.messages": set()}, ["core.scratch: not in CORE_ORDER"]),
    ({"core": {"core.codec.records"}, "core.cli": {"core.export.export_image", "core.base.messages"},
      "core.export.export_image": {"core.export.estimate", "core.tables"}, "core.export.estimate": set(),
      "core.tables": set(), "core.codec.records": set(), "core.base.messages": set()}, []),
])
def test_the_package_check_finds_an_import_up_or_across(graph, expected):
    assert core_package_breaches(graph) == expected


def test_core_packages_say_what_they_own():
    """Each package of core says in its __init__.py what it holds and what it imports, and holds no code of
    its own: importing one must not load the others."""
    folders = sorted(path.parent for path in (PLUGIN_ROOT / "core").glob("*/__init__.py"))
    modules = {name for name in CORE_ORDER if (PLUGIN_ROOT / "core" / f"{name}.py").is_file()}
    assert {folder.name for folder in folders} == set(CORE_ORDER) - modules
    for folder in folders:
        tree = ast.parse((folder / "__init__.py").read_text(encoding="utf-8"))
        docstring = ast.get_docstring(tree) or ""
        assert 2 <= len(docstring.splitlines()) <= 5 and "Imports" in docstring, folder.name
        assert len(tree.body) == 1, f"core/{folder.name}/__init__.py holds more than its docstring"


def test_the_dataset_reads_through_core_alone_and_nothing_of_the_plugin_imports_it(graph):
    """tfrecord_bridge.data runs in a training script's venv (numpy, no QGIS): it imports core's modules only,
    and the plugin never loads it (layer "data" beside texts: provider and ui cannot reach it either)."""
    assert graph["data"] and {name.split(".")[0] for name in graph["data"]} == {"core"}
    assert not [module for module, targets in graph.items() if "data" in targets]


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
