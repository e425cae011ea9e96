"""The plugin's translations: ``tr`` for every text a user reads, and the QTranslator that follows QGIS's language.

Every text is translated in ONE context, so scripts/translations.py finds them all by their ``tr("...")``
and ``translatable("...")`` calls. A text with values is translated as its template, then formatted:
``fill(tr("Wrote {count:,} records to {path}"), count=count, path=path)``, which writes numbers as the
user's language does. core/ stays QGIS-free and English: its log lines, results and errors are core.base.messages
Messages, which keep their English template and values; ``translated`` (``user_text`` for an exception)
translates the template here and fills it the same way; a count (core.base.messages.counted, "%n patches")
takes the form the user's language gives that number (Qt's numerus forms: i18n/*.ts, English's own among them,
so "%n patches" reads "1 patch"); an option a Message names by its key
(core.base.messages.option_name) is written as its Processing parameter (``PATCH_DIMENSIONS``).
"""

from __future__ import annotations

import numbers
import os
import string
from typing import Any, Callable

from qgis.core import QgsApplication, QgsSettings
from qgis.PyQt.QtCore import QCoreApplication, QLocale, QTranslator

from .core.base.messages import CountedMessage, Message, MessageList, OptionName, message_of, spelled
from .core.base.redaction import redact
from .core.layout.schema import parameter_spelling

CONTEXT = "TFRecordBridge"
# The plugin's name, the same in every language: its menu, its Processing provider, its settings page.
PLUGIN_NAME = "TFRecord Bridge"
I18N_DIR = os.path.join(os.path.dirname(__file__), "i18n")
FILE_PREFIX = "tfrecord_bridge_"
# A language shipped only for one country also serves the language's other speakers.
LANGUAGE_FALLBACKS = {"pt": "pt_BR"}
# English's file holds only the numerus forms of counts ("1 patch"); English writes numbers as Python does.
ENGLISH = "en"

_translator: QTranslator | None = None
# The QLocale of the installed translation: numbers are written its way; None (no translation) keeps English.
_number_locale: QLocale | None = None


def tr(text: str) -> str:
    """``text`` in the user's language (as it is when no translation is loaded or it has none)."""
    return QCoreApplication.translate(CONTEXT, text)


def translated_count(text: CountedMessage) -> str:
    """A count (core.base.messages.counted) in the user's language: the numerus form the translation gives its
    number (Korean has one, Portuguese and English two), else the English form core chose; ``%n`` written as
    :func:`fill` writes numbers (1.993.056 in pt_BR), its other values filled as fill does."""
    # The translator's own form, its %n left for fill: QCoreApplication.translate(CONTEXT, text, "", n) would
    # write the number itself, ungrouped (1993056, where pt_BR writes 1.993.056).
    form = _translator.translate(CONTEXT, text.template, "", text.number) if _translator is not None else ""
    if not form:
        form = text.one if text.number == 1 else text.template
    return fill(form.replace("%n", "{_count:,}"), _count=text.number, **text.values)


def translatable(text: str) -> str:
    """``text`` unchanged, marked for the translation files: for texts declared at import time (before the
    translator is installed), which are passed through ``tr`` where they are shown."""
    return text


class _LocaleFormatter(string.Formatter):
    """``str.format`` that writes numbers with the separators of ``_number_locale`` and translates the
    core Messages among the values, spelling the options they name as Processing's parameters."""

    def format_field(self, value: Any, format_spec: str) -> str:
        if isinstance(value, OptionName):
            value = spelled(value, parameter_spelling)
        elif isinstance(value, (Message, MessageList)):
            value = translated(value)
        elif isinstance(value, BaseException):
            value = user_text(value)
        locale = _number_locale
        if locale is None or isinstance(value, (bool, str)) or not isinstance(value, numbers.Real):
            return super().format_field(value, format_spec)
        if not format_spec and isinstance(value, numbers.Integral):
            format_spec = ","  # a count of thousands reads grouped, as the user's language groups it
        english = format(value, format_spec)
        group, decimal = locale.groupSeparator(), locale.decimalPoint()
        return "".join(group if char == "," else decimal if char == "." else char for char in english)


_FORMATTER = _LocaleFormatter()


def fill(text: str, **values: Any) -> str:
    """``text`` (already translated) filled with ``values`` as ``str.format`` does, but numbers written as
    the user's language writes them (1.993.056 in pt_BR) and core Messages translated."""
    return _FORMATTER.vformat(text, (), values)


def translated(text: str | Message | MessageList) -> str:
    """``text`` in the user's language: a core Message translated from its template, other text as it is."""
    if isinstance(text, OptionName):
        return spelled(text, parameter_spelling)
    if isinstance(text, MessageList):
        return translated(text.separator).join(translated(item) for item in text.items)
    if not isinstance(text, Message):
        return redact(text)  # a library's words (GDAL's) may quote a URL with its credentials
    if isinstance(text, CountedMessage):
        return translated_count(text)
    return fill(tr(text.template), **text.values)


def user_text(error: BaseException) -> str:
    """The message of ``error`` (a core error, an OSError, ...) in the user's language."""
    return translated(message_of(error))


def translating(show: Callable[[str], object]) -> Callable[[str | Message], object]:
    """``show`` (e.g. feedback.pushInfo) taking core's Messages, which it shows translated."""
    return lambda text: show(translated(text))


def qgis_locale() -> str:
    """QGIS's interface language: the one QGIS translates itself into this session (its ``--lang``, else
    Settings > Options > General's choice when overridden, else the system's); where QGIS sets none (a
    bare QgsApplication, as in scripts and tests), the settings' choice, else the system's."""
    application = QgsApplication.instance()
    session = application.translation() if isinstance(application, QgsApplication) else ""
    if session:
        return session
    settings = QgsSettings()
    if settings.value("locale/overrideFlag", False, type=bool):
        chosen = settings.value("locale/userLocale", "", type=str)
        if chosen:
            return chosen
    return QLocale.system().name()


def translation_file(locale: str) -> str | None:
    """The .qm file for ``locale`` (``pt_BR``, ``ko_KR``, ``ko``, ...), or None when none is shipped."""
    language = locale.split("_")[0]
    for name in (locale, language, LANGUAGE_FALLBACKS.get(language)):
        if name:
            path = os.path.join(I18N_DIR, f"{FILE_PREFIX}{name}.qm")
            if os.path.isfile(path):
                return path
    return None


def install_translator() -> bool:
    """Load the translation of QGIS's language, replacing one loaded before; False when there is none."""
    global _translator, _number_locale
    remove_translator()
    locale = qgis_locale()
    path = translation_file(locale)
    if path is None:
        return False
    translator = QTranslator()
    if not translator.load(path) or not QCoreApplication.installTranslator(translator):
        return False
    _translator = translator
    _number_locale = None if os.path.basename(path) == f"{FILE_PREFIX}{ENGLISH}.qm" else QLocale(locale)
    return True


def remove_translator() -> None:
    global _translator, _number_locale
    if _translator is not None:
        QCoreApplication.removeTranslator(_translator)
        _translator = None
    _number_locale = None
