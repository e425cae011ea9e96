"""What core/ says to users, in a form the plugin can translate: an English text that keeps its template.

core/ stays QGIS-free and speaks English (the CLI prints it as is), but its log lines, results and errors
reach QGIS users too. Each is made by :func:`message` from a literal template and its values: the text is
the English one the CLI always printed, and the plugin (texts.py) translates the template and
writes the values the way the user's language does. scripts/translations.py finds the templates by their
``message("...")`` calls, so they are translated in i18n/*.ts with the plugin's other texts.

A count is a message of its own, :func:`counted`: "%n patches" with its English singular ("%n patch"), the
count choosing between them, so the command says "1 patch"; the plugin translates it with Qt's numerus forms
(one in Korean, two in Portuguese and English: i18n/tfrecord_bridge_en.ts). A sentence holding a count takes
it as a value (``message("Wrote {patches} in {files}", patches=counted(n, "%n patch", "%n patches"), ...)``),
never writes "patch(es)", and is never assembled from English pieces: a piece is a message of its own.

A message names an option by its key (:func:`option_name`), never as one interface spells it: each interface
spells the keys its own way when it shows the message (:func:`spelled`): Processing as its parameter
(``PATCH_DIMENSIONS``, texts.py), the command as its flag (``--patch-dimensions``, cli.py), and the export
panel highlights the fields of the keys an error names (:func:`named_options`).
"""

from __future__ import annotations

import re
import string
from collections.abc import Callable, Iterable, Sequence
from typing import Any

from .redaction import redact


class Message(str):
    """The English text of ``template.format(**values)``, which remembers ``template`` and ``values``.

    A str, so every caller that prints, joins or compares it still can; joining it to other text gives a
    plain str, so a message made of messages passes them as values.
    """

    template: str
    values: dict[str, Any]

    def __new__(cls, template: str, values: dict[str, Any]) -> Message:
        text = super().__new__(cls, template.format(**values))
        text.template = template
        text.values = values
        return text

    def __reduce__(self):  # pickled across processes (Dask, process pools) with its template
        return (Message, (self.template, self.values))


class CountedMessage(Message):
    """A :class:`Message` whose template holds ``%n``, written in the form its count (``number``) takes: ``one``
    (the English singular) for 1, the template (the English plural, and the source Qt translates by numerus) for
    any other count. Its ``%n`` is the count, its thousands grouped ("3,876 patches"); other values fill
    ``{name}`` fields as in any message."""

    number: int  # not "count": a str has a count() method
    one: str

    def __new__(cls, template: str, values: dict[str, Any], number: int = 0, one: str = "") -> CountedMessage:
        form = one if number == 1 else template
        text = str.__new__(cls, form.replace("%n", f"{number:,}").format(**values))
        text.template = template
        text.values = values
        text.number = number
        text.one = one
        return text

    def __reduce__(self):
        return (CountedMessage, (self.template, self.values, self.number, self.one))


class MessageList(str):
    """``items`` (messages or plain texts) joined by ``separator``, each translated on its own at the edge,
    the separator too when it is a message (:data:`OR`)."""

    items: list[str]
    separator: str

    def __new__(cls, items: list[str], separator: str = ", ") -> MessageList:
        text = super().__new__(cls, separator.join(items))
        text.items = items
        text.separator = separator
        return text

    def __reduce__(self):
        return (MessageList, (self.items, self.separator))


class OptionName(str):
    """An option named in a message by its ``key`` (the schema's, core/layout/schema.py), which each interface
    spells its own way when it shows the message (:func:`spelled`). ``value``: the option set to this boolean,
    which an interface may spell as one word (the command's ``--no-compressed``). ``ee``: one of EE's
    formatOptions named as EE names it (its key) in every interface, as the words about a pasted formatOptions
    JSON do; still an option the message names, for the panel to highlight.

    A str (the key, then the value when there is one), so a message that is never spelled still reads."""

    key: str
    value: bool | None
    ee: bool

    def __new__(cls, key: str, value: bool | None = None, ee: bool = False) -> OptionName:
        text = super().__new__(cls, key if value is None else f"{key} {str(value).lower()}")
        text.key = key
        text.value = value
        text.ee = ee
        return text

    def __reduce__(self):  # pickled across processes with its key, as Message is
        return (OptionName, (self.key, self.value, self.ee))


def option_name(key: str, value: bool | None = None, ee: bool = False) -> OptionName:
    """The option ``key`` as a value of a message: ``message("{share} needs a label layer",
    share=option_name("minLabelShare"))``; ``value``: the option set to that boolean ("compressed false");
    ``ee``: EE's formatOption written as EE's key whichever interface shows it."""
    return OptionName(key, value, ee)


def spelled(text: object, spell: Callable[[OptionName], str]) -> str:
    """``text`` (a Message, a MessageList, an error, plain text) in English, each option it names, in it or in
    the messages among its values, written ``spell(name)``: how an interface names that option."""
    if isinstance(text, OptionName):
        return str(text) if text.ee else spell(text)
    if isinstance(text, BaseException):
        return spelled(message_of(text), spell)
    if isinstance(text, MessageList):
        return spelled(text.separator, spell).join(spelled(item, spell) for item in text.items)
    if isinstance(text, CountedMessage):
        form = text.one if text.number == 1 else text.template
        return form.replace("%n", f"{text.number:,}").format(
            **{name: _spelled_value(value, spell) for name, value in text.values.items()})
    if isinstance(text, Message):
        return text.template.format(**{name: _spelled_value(value, spell) for name, value in text.values.items()})
    return str(text)


def _spelled_value(value: Any, spell: Callable[[OptionName], str]) -> Any:
    # A number stays a number for its format spec; only what may name an option is written out.
    return spelled(value, spell) if isinstance(value, (str, BaseException)) else value


def named_options(text: object) -> list[str]:
    """The keys of the options ``text`` (a Message, a MessageList, an error) names, in the order it names them,
    those of the messages among its values too: what an interface highlights for an error."""
    keys: list[str] = []
    if isinstance(text, OptionName):
        keys.append(text.key)
    elif isinstance(text, BaseException):
        keys += named_options(message_of(text))
    elif isinstance(text, MessageList):
        for item in text.items:
            keys += named_options(item)
    elif isinstance(text, Message):
        # In the order the template names the values.
        for _, field, _, _ in _FORMATTER.parse(text.template):
            if field is not None and field in text.values:
                keys += named_options(text.values[field])
    return list(dict.fromkeys(keys))


_FORMATTER = string.Formatter()


def listing(items: Iterable[str], separator: str = ", ") -> MessageList:
    """``items`` as one value of a message: "a, b, c", where each item that is a message gets translated."""
    return MessageList(list(items), separator)


def alternatives(items: Iterable[str]) -> MessageList:
    """``items`` as one value of a message: "a or b or c", the "or" translated with them."""
    return MessageList(list(items), OR)


def conjunction(items: Iterable[str]) -> MessageList:
    """``items`` as one value of a message: "a and b", the "and" translated with them."""
    return MessageList(list(items), AND)


def message(template: str, **values: Any) -> Message:
    """``template`` (a literal, translated as a whole) filled with ``values`` by ``str.format``; a value that
    holds a credential (a presigned URL's query, a secret's value: :func:`.redaction.redact`) has it masked."""
    return Message(template, {name: _redacted(value) for name, value in values.items()})


def counted(count: int, one: str, many: str, /, **values: Any) -> CountedMessage:
    """``count`` things as a message: ``counted(n, "%n patch", "%n patches")`` is "1 patch", "2 patches". Both
    forms literals with the same ``{name}`` fields (filled with ``values``), ``%n`` where the count is written (a
    form may leave it out: "unknown key {unknown}"); ``many`` is the text translated, by Qt's numerus forms, so
    Korean writes one form and Portuguese two. Positional, so a value may be named ``count``."""
    return CountedMessage(many, {name: _redacted(value) for name, value in values.items()}, int(count), one)


def _redacted(value: Any) -> Any:
    """``value`` as a message shows it, its credentials masked; as it is when it has none (a number stays a
    number for its format, an error an error for its translation). A Message was masked when it was made."""
    if isinstance(value, (Message, OptionName, int, float)):
        return value
    if isinstance(value, MessageList):
        return MessageList([_redacted(item) for item in value.items], value.separator)
    text = str(value)
    masked = redact(text)
    return value if masked == text else masked


# The separator of :func:`alternatives`: a message itself, so the edge translates the word.
OR = message(" or ")
AND = message(" and ")


def message_of(error: BaseException) -> str:
    """The text of ``error``: its :class:`Message` when it was raised with one, else ``str(error)``."""
    if len(error.args) == 1 and isinstance(error.args[0], Message):
        return error.args[0]
    return redact(str(error))


# C0 and C1 control characters (ESC starts ANSI sequences; CSI is one character too).
_CONTROL = re.compile("[\x00-\x1f\x7f-\x9f]")


def printable(text: object, keep_newlines: bool = False) -> str:
    """``text`` safe to show: its control characters written as escapes (``\\x1b``), so a feature name or a
    file's text cannot drive the terminal (colours, a cleared screen, a moved cursor) or forge lines."""
    return _CONTROL.sub(lambda found: found.group() if keep_newlines and found.group() == "\n"
                        else repr(found.group())[1:-1], str(text))


def verbatim(code: str) -> str:
    """``code`` (Python, a command) as a value of a message: shown as written in every language. Marks for
    tests/i18n_rules.py that the words in it are code, not English left untranslated."""
    return code


# Code shown to users (snippets to copy): its lines as written, its comments messages, so the plugin shows them
# in the user's language. The code is a MessageList of lines joined by "\n" (listing(lines, "\n")).
def commented(code: str, comment: str) -> MessageList:
    """A line of code as written, then ``comment`` (a message) after "  # "."""
    return listing([code, comment], "  # ")


def comment_line(comment: str, indent: str = "") -> MessageList:
    """A line that is ``comment`` alone (a message), after ``indent``."""
    return listing([indent, comment], "# ")


# The counts most messages hold, each worded once: a message takes them as values ("Wrote {patches}").
def n_patches(count: int) -> CountedMessage:
    return counted(count, "%n patch", "%n patches")


def n_files(count: int) -> CountedMessage:
    return counted(count, "%n file", "%n files")


def n_records(count: int) -> CountedMessage:
    return counted(count, "%n record", "%n records")


def n_bands(count: int) -> CountedMessage:
    return counted(count, "%n band", "%n bands")


def band_list(names: Sequence[str]) -> CountedMessage:
    """The bands by name, the word as many as they are: "band class", "bands red, green"."""
    return counted(len(names), "band {names}", "bands {names}", names=", ".join(names))


def n_points(count: int) -> CountedMessage:
    return counted(count, "%n point", "%n points")


def n_columns(count: int) -> CountedMessage:
    return counted(count, "%n column", "%n columns")


def n_rows(count: int) -> CountedMessage:
    return counted(count, "%n row", "%n rows")


def n_values(count: int) -> CountedMessage:
    return counted(count, "%n value", "%n values")


def n_classes(count: int) -> CountedMessage:
    return counted(count, "%n class", "%n classes")


def n_features(count: int) -> CountedMessage:
    return counted(count, "%n feature", "%n features")
