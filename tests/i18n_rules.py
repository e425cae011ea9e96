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
        elif isinstance(node, ast.Call) and call_name(node) == "counted":
            if not (len(node.args) >= 3 and all(isinstance(arg, ast.Constant) and isinstance(arg.value, str)
                                                for arg in node.args[1:3])):
                problems.append((node.lineno, "counted() of non-literal forms: the extractor cannot see them"))
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


# ------------------------------------------------------------------------------ no message made of English pieces

# Calls whose first argument (counted: its second and third) is a template translated as a whole.
TEMPLATE_CALLS = {"message": (0,), "tr": (0,), "translatable": (0,), "counted": (1, 2)}
# Calls that fill a translated template with values: a value that is English text would stay English.
VALUE_CALLS = ("message", "counted", "fill")
# Calls whose result is text in the user's language: joined to English, the sentence is half translated.
TRANSLATED_CALLS = ("message", "counted", "tr", "translated", "user_text", "fill")


def _assembled_template(node):
    """A template built at run time: an f-string, a concatenation, a %-format or a .format() call."""
    return (isinstance(node, (ast.JoinedStr, ast.BinOp))
            or (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "format"))


def _is_translated(node):
    """A text in the user's language: a translating call, or one formatted (.format(), %) or joined further."""
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "format":
        return _is_translated(node.func.value)
    if isinstance(node, ast.BinOp):
        return _is_translated(node.left) or _is_translated(node.right)
    return isinstance(node, ast.Call) and call_name(node) in TRANSLATED_CALLS


# Keys of JSON files and protobuf fields a message quotes, which read as English words but are names.
NAMES_AS_VALUES = {"run", "graph"}
# A token that names something (a key, a variable, a file, a unit): a dot, dash, underscore, slash or digit in it,
# or a capital inside (TiB, doubleMatrix) or throughout (GZIP).
NAME_TOKEN = re.compile(r"\S*[._\-/0-9]\S*|[A-Za-z]+[A-Z][A-Za-z]*|[A-Z]{2,}")


def english_text(node):
    """Whether ``node`` (a literal, an f-string, a concatenation, a choice of literals) holds an English word: a
    token of letters that names nothing (see NAME_TOKEN) and is neither one of EE's names nor a key."""
    if isinstance(node, ast.Constant):
        if not isinstance(node.value, str) or node.value in KEPT_AS_IS:
            return False
        words = [token for token in re.findall(r"[^\s()\[\]{},;:'\"!?]+", node.value)
                 if not NAME_TOKEN.fullmatch(token)]
        return any(WORD.fullmatch(word) and word not in NAMES_AS_VALUES for word in words)
    if isinstance(node, ast.JoinedStr):
        return any(english_text(value) for value in node.values if isinstance(value, ast.Constant))
    if isinstance(node, ast.BinOp) and isinstance(node.op, (ast.Add, ast.Mod)):
        return english_text(node.left) or english_text(node.right)
    if isinstance(node, ast.IfExp):
        return english_text(node.body) or english_text(node.orelse)
    return False


def _english_names(scope, module=False):
    """The names ``scope`` assigns a text holding English words: in a function, anywhere in it; in a module, its
    top-level constants."""
    statements = scope.body if module else ast.walk(scope)
    return {target.id for node in statements if isinstance(node, ast.Assign) and english_text(node.value)
            for target in node.targets if isinstance(target, ast.Name)}


def _english_values(tree):
    """[(line, what)]: English literals (or names a function, or the module's top level, assigns one) passed as a
    value of message(), counted() or fill()."""
    problems = []
    constants = _english_names(tree, module=True)
    functions = [node for node in ast.walk(tree) if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef))]
    for scope in [tree, *functions]:
        english = constants | (_english_names(scope) if scope is not tree else set())
        for node in ast.walk(scope):
            if not (isinstance(node, ast.Call) and call_name(node) in VALUE_CALLS):
                continue
            for keyword in node.keywords:
                value = keyword.value
                if english_text(value) or (isinstance(value, ast.Name) and value.id in english):
                    problems.append((value.lineno, f"{call_name(node)}(..., {keyword.arg}={ast.unparse(value)[:60]}): "
                                                   "an English value; make it a message of its own"))
    return problems


def _assembled_texts(tree):
    """[(line, what)]: templates built at run time, and translated texts joined to English words."""
    problems = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and call_name(node) in TEMPLATE_CALLS:
            for index in TEMPLATE_CALLS[call_name(node)]:
                if index < len(node.args) and _assembled_template(node.args[index]):
                    problems.append((node.lineno, f"{call_name(node)}({ast.unparse(node.args[index])[:60]}): a "
                                                  "template assembled at run time; write it whole, its values as "
                                                  "{fields}"))
        elif isinstance(node, ast.BinOp) and isinstance(node.op, (ast.Add, ast.Mod)):
            sides = (node.left, node.right)
            if any(_is_translated(side) for side in sides) and any(english_text(side) for side in sides):
                problems.append((node.lineno, f"{ast.unparse(node)[:70]}: translated text joined to English"))
        elif isinstance(node, ast.JoinedStr):
            parts = [value.value for value in node.values if isinstance(value, ast.FormattedValue)]
            if any(_is_translated(part) for part in parts) and english_text(node):
                problems.append((node.lineno, f"{ast.unparse(node)[:70]}: translated text inside English"))
    return problems


def assembled_messages(source, filename="<code>"):
    """[(line, what)] of the translatable messages in ``source`` made of English pieces: a template (of message(),
    counted(), tr(), translatable()) that is an f-string, a concatenation, a %-format or a .format() call; a
    translated text joined (+, f-string, %) to English words; an English literal (or a name assigned one in the
    same function) passed as a value of message(), counted() or fill()."""
    tree = ast.parse(source, filename)
    return sorted(set(_english_values(tree) + _assembled_texts(tree)))


# ------------------------------------------------------------------------------ counts said by numerus forms

# "{left_out} patches left out": a field, then a plural word (not after "x ": "{w} x {h} pixels" is a size).
BARE_COUNT = re.compile(r"(?<!x )\{(\w+)(?:![rsa])?(?::[^{}]*)?\} [a-z]+s\b")
# What makes a field a count for sure: its value is the length or the sum of something.
COUNTING_CALLS = ("len", "sum")


def _template_of(node):
    """The literal template of message("...") or fill(tr("..."), ...); None for any other call."""
    name = call_name(node)
    if name == "fill" and node.args and isinstance(node.args[0], ast.Call) and call_name(node.args[0]) == "tr":
        node = node.args[0]
    elif name != MESSAGE_CALL:
        return None
    first = node.args[0] if node.args else None
    return first.value if isinstance(first, ast.Constant) and isinstance(first.value, str) else None


def bare_counts(source, filename="<code>"):
    """[(line, what)] of the counts a template writes as a bare "{field} nouns" where the field's value is a
    len() or sum(): "1 patches left out" in English, one form in Portuguese. A count is a value made with
    counted() or an n_*() of core.base.messages, its forms the language's numerus forms. Fields of other values
    (a kind: "{kind} values", a limit, a size) are left alone: only a length or a sum is surely a count."""
    problems = []
    for node in ast.walk(ast.parse(source, filename)):
        if not isinstance(node, ast.Call):
            continue
        template = _template_of(node)
        if template is None:
            continue
        fields = {found.group(1) for found in BARE_COUNT.finditer(template)}
        for keyword in node.keywords:
            value = keyword.value
            if (keyword.arg in fields and isinstance(value, ast.Call) and isinstance(value.func, ast.Name)
                    and value.func.id in COUNTING_CALLS):
                problems.append((node.lineno, f"{{{keyword.arg}}} = {ast.unparse(value)[:50]} before a plural: "
                                              "make it counted() or an n_*() of core.base.messages"))
    return sorted(set(problems))
