"""Core's messages name an option by its key; each interface spells it its own way (issue 42, item 2).

core.base.messages.option_name puts an option into a message by its key; Processing (texts.py) writes it as
the parameter, the command (core/cli.py) as its flag, and the export panel highlights the field of the keys an
error names. No Processing parameter name or command flag is written in core/ outside the schema.
"""

from __future__ import annotations

import ast
import io
import pickle
import re
import sys
import tokenize

import pytest

from helpers import PLUGIN_ROOT

CORE = PLUGIN_ROOT / "core"
SCHEMA = CORE / "layout" / "schema.py"
CLI = CORE / "cli.py"
# Words core writes in their English sense that an algorithm may also have as a parameter's whole name (COG: GDAL's
# driver, which makes the outputs of the option COG).
ENGLISH_WORDS = {"CRS", "COG"}


def interface_names():
    """(Processing parameter names, command flags) of every option of every AlgorithmSchema in schema.py: the
    algorithms another change adds are covered as soon as they are declared there."""
    from tfrecord_bridge.core.layout import schema
    parameters, flags = set(), set()
    for value in vars(schema).values():
        if isinstance(value, schema.AlgorithmSchema):
            for option in value:
                if option.parameter:
                    parameters.add(option.parameter)
                if option.flag and not option.positional:
                    flags.add(option.flag)
    return parameters - ENGLISH_WORDS, flags


def strings_of(path):
    """(line, text) of every string literal of ``path`` (f-strings' literal parts too), docstrings left out:
    the texts a module can show; its comments and docstrings explain the code and may name what a user sees."""
    source = path.read_text(encoding="utf-8")
    docstrings = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)) and node.body:
            first = node.body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant) \
                    and isinstance(first.value.value, str):
                docstrings.add(first.lineno)
    kinds = {tokenize.STRING, getattr(tokenize, "FSTRING_MIDDLE", tokenize.STRING)}
    for token in tokenize.generate_tokens(io.StringIO(source).readline):
        if token.type in kinds and token.start[0] not in docstrings:
            yield token.start[0], token.string


def interface_words_in_core():
    """Where core/ writes a Processing parameter name or a command flag outside schema.py.

    The rule: schema.py declares them (and its help texts use them); every other module names an option by its
    key (option_name). cli.py is the command: it may write flags (its argparse declarations and the usage
    errors about the arguments it parsed itself), but never a Processing parameter name.
    """
    parameters, flags = interface_names()
    parameter = re.compile(r"(?<![A-Za-z0-9_])(" + "|".join(sorted(parameters, key=len, reverse=True))
                           + r")(?![A-Za-z0-9_])")
    flag = re.compile(r"(?<![A-Za-z0-9_-])(" + "|".join(sorted(flags, key=len, reverse=True))
                      + r")(?![A-Za-z0-9_-])")
    found = []
    for path in sorted(CORE.rglob("*.py")):
        if path == SCHEMA:
            continue
        for line, text in strings_of(path):
            words = parameter.findall(text) + ([] if path == CLI else flag.findall(text))
            found += [f"{path.relative_to(PLUGIN_ROOT)}:{line}: {word}" for word in words]
        # An option's spelling read from the schema is a spelling in core just the same.
        if path != CLI:
            tree = ast.parse(path.read_text(encoding="utf-8"))
            found += [f"{path.relative_to(PLUGIN_ROOT)}:{node.lineno}: .{node.attr}" for node in ast.walk(tree)
                      if isinstance(node, ast.Attribute) and node.attr in ("parameter", "flag")]
    return found


def test_core_writes_no_processing_parameter_name_or_command_flag_outside_the_schema():
    assert interface_words_in_core() == []


def test_the_scan_knows_every_algorithm_of_the_schema_and_finds_a_name_written_in_core(tmp_path, monkeypatch):
    """The check of the test above can fail: on a copy of core that writes names where it must not."""
    parameters, flags = interface_names()
    assert {"PATCH_DIMENSIONS", "MIN_LABEL_SHARE", "SPLIT_BUFFER", "INPUT"} <= parameters
    assert {"--patch-dimensions", "--min-label-share", "--no-compressed"} - flags == {"--no-compressed"}
    core = tmp_path / "core"
    (core / "layout").mkdir(parents=True)
    schema_copy = core / "layout" / "schema.py"
    schema_copy.write_text("X = 'PATCH_DIMENSIONS'\n")
    (core / "cli.py").write_text("A = '--splits'\nB = 'give SPLITS'\n")
    (core / "grid.py").write_text('def f():\n    """PIXEL_SIZE in a docstring is fine"""\n'
                                  '    return f"check {1} PIXEL_SIZE", "--extent", "PIXEL_SIZES", option.parameter\n')
    module = sys.modules[__name__]
    monkeypatch.setattr(module, "CORE", core)
    monkeypatch.setattr(module, "SCHEMA", schema_copy)
    monkeypatch.setattr(module, "CLI", core / "cli.py")
    monkeypatch.setattr(module, "PLUGIN_ROOT", tmp_path)
    assert interface_words_in_core() == ["core/cli.py:2: SPLITS", "core/grid.py:3: PIXEL_SIZE",
                                         "core/grid.py:3: --extent", "core/grid.py:3: .parameter"]


def test_an_option_name_is_its_key_in_english_and_travels_with_its_message():
    from tfrecord_bridge.core.base.messages import Message, message, named_options, option_name, spelled
    text = message("{share} and {ratio} sample patches by their labels ({detail})",
                   share=option_name("minLabelShare"), ratio=option_name("negativeRatio"),
                   detail=message("{compressed}, {size:,} bytes", compressed=option_name("compressed", value=False),
                                  size=1234567))
    assert text == "minLabelShare and negativeRatio sample patches by their labels (compressed false, 1,234,567 bytes)"
    assert named_options(text) == ["minLabelShare", "negativeRatio", "compressed"]
    assert named_options(ValueError(text)) == named_options(text)
    copy = pickle.loads(pickle.dumps(ValueError(text))).args[0]  # from a Dask worker or a process pool
    assert isinstance(copy, Message) and named_options(copy) == named_options(text)
    assert spelled(copy, lambda name: f"<{name.key}{'=' + str(name.value) if name.value is not None else ''}>") \
        == "<minLabelShare> and <negativeRatio> sample patches by their labels (<compressed=False>, 1,234,567 bytes)"
    ee = message("use smaller {patch}", patch=option_name("patchDimensions", ee=True))
    assert spelled(ee, lambda name: "PATCH_DIMENSIONS") == "use smaller patchDimensions"
    assert named_options(ee) == ["patchDimensions"]


def conflicts():
    from tfrecord_bridge.core.export.export_image import training_conflicts
    from tfrecord_bridge.core.export.training import TrainingOptions
    from tfrecord_bridge.core.layout.format_options import FormatOptions
    training = TrainingOptions("a=0.5,b=0.5", min_label_share=0.5, tfindex=True)
    return [conflict for conflict in training_conflicts(training, FormatOptions(), labelled=False)]


def test_processing_shows_the_messages_with_its_parameter_names_as_before(compiled_translations, qgis_language):
    from tfrecord_bridge.core.base.messages import message, option_name
    from tfrecord_bridge.core.export.export_image import ExportError, check_label_band
    from tfrecord_bridge.core.layout.grid import GridParameterError, check_pixel_size
    from tfrecord_bridge.texts import install_translator, remove_translator, user_text
    sampling, tfindex = conflicts()
    assert user_text(sampling) == ("MIN_LABEL_SHARE and NEGATIVE_RATIO sample patches by their labels: give a "
                                   "label layer (LABEL_LAYER)")
    assert user_text(tfindex).startswith("WRITE_TFINDEX needs uncompressed shards (COMPRESSED false): a .tfindex")
    with pytest.raises(ExportError) as raised:
        check_label_band("b1", ["b1"])
    assert user_text(raised.value) == ("LABEL_BAND 'b1' is also the name of an image band; give the label band "
                                       "another name")
    with pytest.raises(GridParameterError) as raised:
        check_pixel_size(0)
    assert user_text(raised.value) == "PIXEL_SIZE must be a positive finite number, got 0"
    # A key no schema declares (yet): its UPPER_SNAKE_CASE.
    assert user_text(ValueError(message("give {option}", option=option_name("classTable")))) == "give CLASS_TABLE"
    # Translated, the parameters are spelled the same (the translations carried over with the templates).
    qgis_language("ko")
    assert install_translator()
    try:
        shown = user_text(sampling)
    finally:
        remove_translator()
    assert shown == "MIN_LABEL_SHARE와 NEGATIVE_RATIO는 레이블로 패치를 추립니다: 레이블 레이어(LABEL_LAYER)를 주세요"


def test_the_command_shows_the_same_messages_with_its_flags():
    from tfrecord_bridge.core.cli import in_command_terms
    sampling, tfindex = conflicts()
    assert in_command_terms(sampling) == ("--min-label-share and --negative-ratio sample patches by their labels: "
                                          "give a label layer (--label-layer)")
    assert in_command_terms(tfindex).startswith("--write-tfindex needs uncompressed shards (--no-compressed): ")
    # No word of a text is rewritten any more: a file named like a parameter stays as it is.
    assert in_command_terms(ValueError("/data/SPLITS/PIXEL_SIZE.tif")) == "/data/SPLITS/PIXEL_SIZE.tif"


PROVIDER_AND_UI = ("provider", "ui")
# String literals in provider/ and ui/ equal to a schema's Processing name that must stay, each with its reason.
LITERALS_KEPT = {
    # The inspect report's row title for the mixer's CRS: the word a user reads, not importtable's parameter.
    ("provider/inspect.py", "CRS"),
}


def processing_names():
    """Every Processing parameter name and output name of every AlgorithmSchema in schema.py."""
    from tfrecord_bridge.core.layout import schema
    names = set()
    for value in vars(schema).values():
        if isinstance(value, schema.AlgorithmSchema):
            names |= {option.parameter for option in value if option.parameter}
            names |= {output.name for output in value.outputs}
    return names


def processing_names_written_in(root, names):
    """Where a module under ``root``'s provider/ or ui/ writes a Processing parameter or output name as a string
    literal of its own (not in a docstring), beyond LITERALS_KEPT: each is the schema's name written a second
    time, which drifts when the schema renames it."""
    found = []
    for folder in PROVIDER_AND_UI:
        for path in sorted((root / folder).rglob("*.py")):
            relative = path.relative_to(root).as_posix()
            tree = ast.parse(path.read_text(encoding="utf-8"))
            docstrings = {id(node.body[0].value) for node in ast.walk(tree)
                          if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef))
                          and node.body and isinstance(node.body[0], ast.Expr)}
            found += [f"{relative}:{node.lineno}: {node.value}" for node in ast.walk(tree)
                      if isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value in names
                      and id(node) not in docstrings and (relative, node.value) not in LITERALS_KEPT]
    return sorted(found, key=lambda where: (where.split(":")[0], int(where.split(":")[1]), where))


def test_provider_and_ui_take_every_processing_name_from_the_schema():
    assert processing_names_written_in(PLUGIN_ROOT, processing_names()) == []


def test_the_literal_scan_knows_every_algorithm_and_finds_a_name_written_twice(tmp_path):
    """The check above can fail: on a copy of provider/ and ui/ that spells names again."""
    names = processing_names()
    assert {"PIXEL_SIZE", "LABEL_LAYER", "OUTPUT", "RECORDS", "PATCH_COUNT", "SKIPPED", "TENSORFLOW_SNIPPET",
            "FORMAT_OPTIONS"} <= names
    for folder in PROVIDER_AND_UI:
        (tmp_path / folder).mkdir()
    (tmp_path / "provider" / "a.py").write_text(
        'def f(parameters):\n    """PIXEL_SIZE in a docstring is fine"""\n'
        '    return parameters.get("PIXEL_SIZE"), {"PATCH_COUNT": 1}, "CRS", "PIXEL_SIZES"\n')
    (tmp_path / "provider" / "inspect.py").write_text('ROW = "CRS"\n')
    (tmp_path / "ui" / "export_dialog.py").write_text('T = "TEMPORARY_OUTPUT"\nO = f"{1}OUTPUT"\nR = "RECORDS"\n')
    assert processing_names_written_in(tmp_path, names) == [
        "provider/a.py:3: CRS", "provider/a.py:3: PATCH_COUNT", "provider/a.py:3: PIXEL_SIZE",
        "ui/export_dialog.py:2: OUTPUT", "ui/export_dialog.py:3: RECORDS"]


def test_an_algorithm_returns_its_results_under_the_schemas_output_names():
    """TFRecordAlgorithm.results maps the schema's keys to the names Processing declared; name_of gives a
    parameter's: an output renamed in the schema is returned under its new name, a key it lacks is refused."""
    from dataclasses import replace

    from tfrecord_bridge.core.layout.schema import EXPORT_PATCHES_AT_POINTS, Output
    from tfrecord_bridge.provider.export_patches_at_points import ExportPatchesAtPointsAlgorithm
    algorithm = ExportPatchesAtPointsAlgorithm()
    algorithm.initAlgorithm()
    results = algorithm.results(output="/out", files=["/out/a.tfrecord.gz"], patchCount=3, skipped=1, sidecar="",
                                classPixels="{}")
    assert set(results) == {output.name() for output in algorithm.outputDefinitions()}
    assert (results["OUTPUT"], results["SKIPPED"], results["PATCH_COUNT"]) == ("/out", 1, 3)
    assert algorithm.name_of("labelLayer") == "LABEL_LAYER"
    with pytest.raises(KeyError, match="patchesKept"):  # exportimage's output, not this algorithm's
        algorithm.results(patchesKept=3)
    from tfrecord_bridge.provider.export_image import ExportImageAlgorithm
    with pytest.raises(KeyError, match="'threads' is not a Processing parameter"):  # the command's option
        ExportImageAlgorithm().name_of("threads")
    renamed = ExportPatchesAtPointsAlgorithm()
    renamed.SCHEMA = replace(EXPORT_PATCHES_AT_POINTS, outputs=tuple(
        Output("skipped", output.kind, output.label, "POINTS_SKIPPED") if output.key == "skipped" else output
        for output in EXPORT_PATCHES_AT_POINTS.outputs))
    renamed.initAlgorithm()
    assert renamed.results(skipped=2) == {"POINTS_SKIPPED": 2}
    assert renamed.outputDefinition("POINTS_SKIPPED") is not None
