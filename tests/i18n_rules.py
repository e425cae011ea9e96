"""Where a user-facing text of the plugin must go through translation: the Qt and QGIS calls that show
text (text sinks), found by Python's parser; in core/, the errors and log lines that must be made with
core.base.messages.message(); and what counts as English left in a text shown in another language. Used by
tests/test_i18n.py; extend the tables for a new sink.
"""

import ast
import re

# Calls showing every text argument they get (widgets, actions, menus, message boxes).
ALL_TEXT_ARGUMENTS = {
    "QLabel", "QPushButton", "QCheckBox", "QRadioButton", "QGroupBox", "QAction", "QToolButton", "QMenu",
    "QTableWidgetItem", "QTreeWidgetItem", "QListWidgetItem", "QLineEdit",
    "setText", "setToolTip", "setWindowTitle", "setPlaceholderText", "setTitle", "setStatusTip", "setWhatsThis",
    "setSpecialValueText", "setNotSetText", "setTitleBase", "setDialogTitle", "setSuffix", "setPrefix",
    "setHeaderLabels", "setHorizontalHeaderLabels", "setVerticalHeaderLabels", "setLabelText", "setFilter",
    "addPluginToRasterMenu", "addPluginToMenu", "addToolBar", "addButton", "addRow", "addTab", "addItem", "addItems",
    "insertItem", "setItemText", "setTabText", "addAction", "addMenu", "setHelp",
    "pushInfo", "pushWarning", "reportError", "pushCommandInfo", "pushConsoleInfo", "pushDebugInfo",
    "setProgressText", "pushMessage", "pushSuccess", "pushCritical", "pushFormattedMessage", "logMessage",
    "information", "warning", "critical", "question", "about",
    "QgsProcessingException", "QgsMessageBarItem",
}
# Calls whose text is one positional argument or keyword: name -> (index, keyword).
ONE_TEXT_ARGUMENT = {
    "add_parameter": (1, "help_text"),
    "setDescription": (0, "description"),
}
# QgsProcessingParameter*(name, description, ...) and QgsProcessingOutput*(name, description).
PROCESSING_PREFIXES = ("QgsProcessingParameter", "QgsProcessingOutput")
PROCESSING_TEXT_KEYWORDS = ("description", "fileFilter")
# Class attributes shown to the user, declared at import time: they must be marked with translatable().
SHOWN_ATTRIBUTES = {"DISPLAY_NAME", "GROUP", "HELP"}
TRANSLATING_CALLS = ("tr", "translatable")
# A word of a human language; a text without one (":", "", " x ") needs no translation.
WORD = re.compile(r"[A-Za-z]{2,}")
# Texts kept as Earth Engine spells them (its formatOptions and their values), shown alone.
KEPT_AS_IS = {"patchDimensions", "kernelSize", "compressed", "maxFileSize", "defaultValue", "tensorDepths",
              "sequenceData", "collapseBands", "maskedThreshold", "valueType", "edgeMode", "formatOptions",
              "TFRecord Bridge"}


def call_name(node):
    if isinstance(node.func, ast.Name):
        return node.func.id
    if isinstance(node.func, ast.Attribute):
        return node.func.attr
    return None


def is_raw_text(node):
    """A literal, f-string or concatenation holding a word, not passed through tr()."""
    if isinstance(node, ast.Constant):
        return isinstance(node.value, str) and bool(WORD.search(node.value)) and node.value not in KEPT_AS_IS
    if isinstance(node, ast.JoinedStr):
        return any(is_raw_text(value) for value in node.values if isinstance(value, ast.Constant))
    if isinstance(node, ast.BinOp) and isinstance(node.op, (ast.Add, ast.Mod)):
        return is_raw_text(node.left) or is_raw_text(node.right)
    if isinstance(node, ast.IfExp):
        return is_raw_text(node.body) or is_raw_text(node.orelse)
    if isinstance(node, (ast.List, ast.Tuple)):
        return any(is_raw_text(element) for element in node.elts)
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "format":
        return is_raw_text(node.func.value)
    return False


def text_arguments(call):
    """The arguments of ``call`` that a user reads."""
    name = call_name(call)
    if name in ALL_TEXT_ARGUMENTS:
        return list(call.args) + [keyword.value for keyword in call.keywords
                                  if keyword.arg in ("text", "title", "message")]
    if name in ONE_TEXT_ARGUMENT:
        index, keyword_name = ONE_TEXT_ARGUMENT[name]
        found = call.args[index:index + 1]
        return found + [keyword.value for keyword in call.keywords if keyword.arg == keyword_name]
    if name and name.startswith(PROCESSING_PREFIXES):
        found = call.args[1:2] + ([call.args[2]] if name == "QgsProcessingParameterFileDestination" else [])
        return found + [keyword.value for keyword in call.keywords if keyword.arg in PROCESSING_TEXT_KEYWORDS]
    return []


def untranslated_texts(source, filename="<code>"):
    """[(line, what)] of the user-facing texts in ``source`` that do not go through tr()."""
    problems = []
    for node in ast.walk(ast.parse(source, filename)):
        if isinstance(node, ast.Call):
            name = call_name(node)
            if name in TRANSLATING_CALLS:
                if node.args and not (isinstance(node.args[0], ast.Constant) or name == "tr"):
                    problems.append((node.lineno, f"{name}() of a non-literal: the extractor cannot see it"))
                if node.args and isinstance(node.args[0], (ast.JoinedStr, ast.BinOp)):
                    problems.append((node.lineno, f"{name}() of an f-string or concatenation: translate the template, "
                                                  "then .format()"))
                continue
            for argument in text_arguments(node):
                if is_raw_text(argument):
                    problems.append((argument.lineno, f"{name}({ast.unparse(argument)[:70]})"))
        elif isinstance(node, ast.ClassDef):
            for statement in node.body:
                if (isinstance(statement, ast.Assign) and is_raw_text(statement.value)
                        and any(isinstance(target, ast.Name) and target.id in SHOWN_ATTRIBUTES
                                for target in statement.targets)):
                    problems.append((statement.lineno, f"{ast.unparse(statement.targets[0])} = "
                                                       f"{ast.unparse(statement.value)[:60]}: mark it translatable()"))
    return sorted(set(problems))


# ------------------------------------------------------------------------------ core's messages to users

# core's calls that pass a text on to the user: the log and warning callbacks its jobs take.
CORE_TEXT_CALLS = ("log", "warn")
MESSAGE_CALL = "message"


def _is_error_class(node):
    name = call_name(node)
    return bool(name) and name[0].isupper() and name.endswith(("Error", "Exception"))


def unmade_core_messages(source, filename="<code>"):
    """[(line, what)] of the texts in core's ``source`` that reach a user without core.base.messages.message():
    raised in an error, handed to ``log``/``warn``, or given to an error class; and message() calls whose
    template the extractor cannot read (not a literal, or an f-string)."""
    problems = []
    for node in ast.walk(ast.parse(source, filename)):
        if isinstance(node, ast.Raise) and isinstance(node.exc, ast.Call):
            texts = node.exc.args
        elif isinstance(node, ast.Call) and (call_name(node) in CORE_TEXT_CALLS or _is_error_class(node)):
            texts = node.args[:1] if call_name(node) in CORE_TEXT_CALLS else node.args
        elif isinstance(node, ast.Call) and call_name(node) == MESSAGE_CALL:
            if not (node.args and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str)):
                problems.append((node.lineno, "message() of a non-literal: the extractor cannot see its template"))
            continue
        else:
            continue
        for text in texts:
            if is_raw_text(text):
                problems.append((text.lineno, f"{ast.unparse(text)[:70]}: make it with message()"))
    return sorted(set(problems))


# English function words, none of them Korean or Portuguese: one of them outside paths, quotes and names is
# an English sentence left in a text shown in another language.
ENGLISH_WORDS = frozenset((
    "the", "of", "and", "is", "are", "was", "were", "with", "from", "into", "which", "that", "cannot", "must",
    "would", "could", "nothing", "every", "wrote", "written", "exporting", "holds", "hold", "has", "have", "give",
    "by", "to", "in", "on", "at", "or", "for", "not", "it", "its", "their", "there", "been", "be", "than"))
QUOTED = re.compile(r"'[^']*'|\"[^\"]*\"")
FRAGMENT_WORDS = re.compile(r"[A-Za-z]{2,}(?:\W+[A-Za-z]{2,})+")
PLACEHOLDER = re.compile(r"\{[^{}]*\}")


def english_fragments(catalog):
    """The English a user could see untranslated: from ``catalog`` ({English source: its translation}), the
    pieces of text between the placeholders of every source translated into something else, of two words or
    more, that no translation itself contains (EE's names, 'tf.train.Example', ... stay as they are)."""
    translations = list(catalog.values())
    fragments = set()
    for source, translation in catalog.items():
        if not translation or translation == source:
            continue
        for piece in PLACEHOLDER.split(source):
            piece = piece.strip(" .,:;()")
            if FRAGMENT_WORDS.search(piece) and not any(piece in text for text in translations):
                fragments.add(piece)
    return fragments


def english_in(text, fragments):
    """The English in ``text`` (a line shown to a Korean or Brazilian user): catalog ``fragments`` found in it,
    and English function words outside its paths, quoted names and identifiers."""
    found = [fragment for fragment in fragments if fragment in text]
    unquoted = QUOTED.sub(" ", text)
    for token in unquoted.split():
        # A path, a file, an identifier, code, even before a comma or at a sentence's end ("word." is a word).
        if any(mark in token.rstrip(".,;:)") for mark in "/\\_=.{}[]<>"):
            continue
        found += [word for word in re.findall(r"[A-Za-z]+", token) if word.lower() in ENGLISH_WORDS]
    return found
