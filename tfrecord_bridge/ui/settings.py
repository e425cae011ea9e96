"""The dialogs' choices, remembered between sessions in QgsSettings under "tfrecord_bridge/"."""

from __future__ import annotations

from typing import Any

from qgis.core import QgsSettings

GROUP = "tfrecord_bridge"


def key(dialog: str, name: str) -> str:
    return f"{GROUP}/{dialog}/{name}"


def read(dialog: str, name: str, default: Any) -> Any:
    """The remembered value, of the default's type (QgsSettings stores text in some back ends)."""
    value = QgsSettings().value(key(dialog, name), default)
    if value is None:
        return default
    try:
        if isinstance(default, bool):
            return value if isinstance(value, bool) else str(value).lower() == "true"
        if isinstance(default, int):
            return int(float(value))
        if isinstance(default, float):
            return float(value)
    except (TypeError, ValueError):
        return default
    return str(value) if isinstance(default, str) else value


def write(dialog: str, values: dict[str, Any]) -> None:
    settings = QgsSettings()
    for name, value in values.items():
        settings.setValue(key(dialog, name), value)
