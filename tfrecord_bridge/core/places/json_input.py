"""JSON files given as inputs (a mixer, an export sidecar, a class table): read within a ceiling, parsed safely.

Each is a small file; a bigger one is damage or a mistake (another file given), and is refused by its size
before it is read, not after it filled the memory. Python's JSON reader recurses once a nested array or
object: ``[[[[...]]]]`` 100,000 deep would stop it with a RecursionError that names no file; here it is a
ValueError, which the callers report with the file's name, as any other JSON they cannot use.
"""

from __future__ import annotations

import json
from typing import Any

from ..base.messages import message
from . import storage

# The largest of each kind of file read (docs/speed.md, "Inputs"), so that what Python makes of it stays
# within about 200 MB whatever it holds. A mixer of EE's is under 1 KB; an index file lists the kept
# patches, 16 MB about 1.8 million of them. A class table may be an export sidecar.
MAX_MIXER_BYTES = 16 << 20
MAX_SIDECAR_BYTES = 8 << 20
MAX_CLASS_TABLE_BYTES = 8 << 20
# A commit journal names each file of an export twice: 64 MB is some 300,000 shards.
MAX_JOURNAL_BYTES = 64 << 20


def read_text(path: storage.PathLike, ceiling: int, what: str, encoding: str = "utf-8") -> str:
    """The text of ``path``; OSError (the reason in its strerror) when it is no regular file, holds more than
    ``ceiling`` bytes or is not text in ``encoding``; ``what`` names the kind of file ("a mixer")."""
    data = storage.read_limited(path, ceiling, what)
    try:
        return data.decode(encoding)
    except UnicodeDecodeError as error:
        raise OSError(0, message("it is not {encoding} text (byte {offset})", encoding=encoding.upper(),
                                 offset=error.start), str(path)) from None


def loads(text: str, most_containers: int | None = None) -> Any:
    """``json.loads(text)``; ValueError for what it cannot read, nesting too deep included. ``most_containers``:
    refuse, before parsing, a text with more ``[`` and ``{`` than that (each becomes a Python object of 56
    bytes or more: a file of a fixed shape, a mixer, is checked so; brackets in its strings count too)."""
    if most_containers is not None and text.count("[") + text.count("{") > most_containers:
        raise ValueError(message("more than {most} arrays and objects", most=most_containers))
    try:
        return json.loads(text)
    except RecursionError:
        raise ValueError(message("arrays or objects nested too deep to read")) from None
