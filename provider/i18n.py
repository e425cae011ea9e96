"""The plugin's translations: ``tr`` for every text a user reads, and the QTranslator that follows QGIS's language.

Every text is translated in ONE context, so scripts/translations.py finds them all by their ``tr("...")``
and ``translatable("...")`` calls. A text with values is translated as its template, then formatted:
``tr("Wrote {0} records to {1}").format(count, path)``. core/ stays QGIS-free and English: its messages
reach the user inside the translated wrappers built here, in provider/ and in ui/.
"""

import os

from qgis.core import QgsSettings
from qgis.PyQt.QtCore import QCoreApplication, QLocale, QTranslator

CONTEXT = "TFRecordBridge"
I18N_DIR = os.path.join(os.path.dirname(os.path.dirname(__file__)), "i18n")
FILE_PREFIX = "tfrecord_bridge_"
# A language shipped only for one country also serves the language's other speakers.
LANGUAGE_FALLBACKS = {"pt": "pt_BR"}

_translator = None


def tr(text):
    """``text`` in the user's language (as it is when no translation is loaded or it has none)."""
    return QCoreApplication.translate(CONTEXT, text)


def translatable(text):
    """``text`` unchanged, marked for the translation files: for texts declared at import time (before the
    translator is installed), which are passed through ``tr`` where they are shown."""
    return text


def qgis_locale():
    """QGIS's interface language: Settings > Options > General's choice when overridden, else the system's."""
    settings = QgsSettings()
    if settings.value("locale/overrideFlag", False, type=bool):
        chosen = settings.value("locale/userLocale", "", type=str)
        if chosen:
            return chosen
    return QLocale.system().name()


def translation_file(locale):
    """The .qm file for ``locale`` (``pt_BR``, ``ko_KR``, ``ko``, ...), or None when none is shipped."""
    language = locale.split("_")[0]
    for name in (locale, language, LANGUAGE_FALLBACKS.get(language)):
        if name:
            path = os.path.join(I18N_DIR, f"{FILE_PREFIX}{name}.qm")
            if os.path.isfile(path):
                return path
    return None


def install_translator():
    """Load the translation of QGIS's language, replacing one loaded before; False when there is none."""
    global _translator
    remove_translator()
    path = translation_file(qgis_locale())
    if path is None:
        return False
    translator = QTranslator()
    if not translator.load(path) or not QCoreApplication.installTranslator(translator):
        return False
    _translator = translator
    return True


def remove_translator():
    global _translator
    if _translator is not None:
        QCoreApplication.removeTranslator(_translator)
        _translator = None
