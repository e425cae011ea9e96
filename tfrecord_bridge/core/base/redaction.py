"""Credentials out of every text a user or a file is shown: the one place they are masked.

A path may carry a secret: a presigned URL's query (``X-Amz-Signature``, ``X-Amz-Security-Token``,
``X-Goog-Signature``, Azure's SAS ``sig=``, ``se=``...), a password in a URL (between the user name and the host), or a
``KEY=value`` whose key names a secret or a token (``AWS_SECRET_ACCESS_KEY=...``, a connection string's
``AccountKey=...``). The path itself is still what is opened; only the text made from it, recorded
(the sidecar) or shown (log lines, errors, results), goes through :func:`redact`, which
:func:`.messages.message` applies to every value it is given.
"""

from __future__ import annotations

import re
from typing import Any

REDACTED = "REDACTED"

# A URL's query: from '?' to the end of the URL (a space, a quote, '|' as in QGIS's 'url|layername=x', '<', '>').
_URL_QUERY = re.compile(r"(?i)\b([a-z][a-z0-9+.-]*://[^\s?#'\"|<>]*)\?([^\s#'\"|<>]*)")
# A URL given encoded inside another (GDAL's '/vsicurl?url=https%3A%2F%2Fh%2Fx.tif%3Fsig%3D...'): its query.
_ENCODED_QUERY = re.compile(r"(?i)(%3A%2F%2F[^\s#'\"|<>&%]*(?:%(?!3F)[^\s#'\"|<>&%]*)*)%3F([^\s#'\"|<>&]*)")
# A password in a URL: the scheme and '://', a user name, ':', the password, then '@' and the host.
_URL_PASSWORD = re.compile(r"(?i)\b([a-z][a-z0-9+.-]*://[^\s/:@'\"]+):[^\s/@'\"]+@")
# KEY=value where the key names a secret (AWS_SECRET_ACCESS_KEY, GS_SECRET_ACCESS_KEY, AZURE_STORAGE_SAS_TOKEN,
# X-Amz-Security-Token, AccountKey, password...), in a connection string, a GDAL option or a query without '?'.
_SECRET_VALUE = re.compile(r"(?i)\b([\w.-]*(?:secret|token|passw(?:or)?d|signature|credential|accountkey|"
                           r"account_key|access_key|private_key|api_?key|sas)[\w.-]*\s*=\s*)[^\s&;,'\"|<>]+")


def _masked_query(match: re.Match[str]) -> str:
    parts = re.split(r"([&;])", match.group(2))
    masked = [part if part in ("&", ";") or not part else
              part.split("=", 1)[0] + "=" + REDACTED if "=" in part else REDACTED for part in parts]
    return match.group(1) + "?" + "".join(masked)


def _masked_encoded_query(match: re.Match[str]) -> str:
    parts = re.split(r"(%26)", match.group(2), flags=re.IGNORECASE)
    masked = [part if part.upper() == "%26" or not part else
              re.split("%3D", part, maxsplit=1, flags=re.IGNORECASE)[0] + "%3D" + REDACTED
              if re.search("%3D", part, re.IGNORECASE) else REDACTED for part in parts]
    return match.group(1) + "%3F" + "".join(masked)


def redact(text: str) -> str:
    """``text`` with the values of every URL's query, the password of a URL and every value of a key naming a
    secret or token replaced by ``REDACTED``; the rest as it is (``https://h/x.tif?X-Amz-Signature=REDACTED``)."""
    if "=" not in text and "@" not in text and "%3" not in text.upper():
        return text  # nothing to mask: the common case, kept cheap
    text = _URL_QUERY.sub(_masked_query, text)
    text = _ENCODED_QUERY.sub(_masked_encoded_query, text)
    text = _URL_PASSWORD.sub(lambda match: match.group(1) + ":" + REDACTED + "@", text)
    return _SECRET_VALUE.sub(lambda match: match.group(1) + REDACTED, text)


def redact_all(value: Any) -> Any:
    """``value`` (dicts, lists and tuples of texts and numbers, as a summary a report is made of) with every
    plain text in it :func:`redact`-ed; a core Message (a str subclass) is left as it is, masked when made
    and still translatable."""
    if isinstance(value, dict):
        return {key: redact_all(item) for key, item in value.items()}
    if isinstance(value, (list, tuple)):
        return type(value)(redact_all(item) for item in value)
    return redact(value) if type(value) is str else value
