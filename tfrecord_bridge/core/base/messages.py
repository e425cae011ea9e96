"""What core/ says to users, in a form the plugin can translate: an English text that keeps its template.

core/ stays QGIS-free and speaks English (the CLI prints it as is), but its log lines, results and errors
reach QGIS users too. Each is made by :func:`message` from a literal template and its values: the text is
the English one the CLI always printed, and the plugin (texts.py) translates the template and
writes the values the way the user's language does. scripts/translations.py finds the templates by their
``message("...")`` calls, so they are translated in i18n/*.ts with the plugin's other texts.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
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


def listing(items: Iterable[str], separator: str = ", ") -> MessageList:
    """``items`` as one value of a message: "a, b, c", where each item that is a message gets translated."""
    return MessageList(list(items), separator)


def alternatives(items: Iterable[str]) -> MessageList:
    """``items`` as one value of a message: "a or b or c", the "or" translated with them."""
    return MessageList(list(items), OR)


def message(template: str, **values: Any) -> Message:
    """``template`` (a literal, translated as a whole) filled with ``values`` by ``str.format``; a value that
    holds a credential (a presigned URL's query, a secret's value: :func:`.redaction.redact`) has it masked."""
    return Message(template, {name: _redacted(value) for name, value in values.items()})


def _redacted(value: Any) -> Any:
    """``value`` as a message shows it, its credentials masked; as it is when it has none (a number stays a
    number for its format, an error an error for its translation). A Message was masked when it was made."""
    if isinstance(value, (Message, int, float)):
        return value
    if isinstance(value, MessageList):
        return MessageList([_redacted(item) for item in value.items], value.separator)
    text = str(value)
    masked = redact(text)
    return value if masked == text else masked


# The separator of :func:`alternatives`: a message itself, so the edge translates the word.
OR = message(" or ")


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
