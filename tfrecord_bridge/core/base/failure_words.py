"""A server's or GDAL's failure message in the words the user reads: shared by :mod:`.storage` (GDAL's
requests) and :mod:`.s3_staging` (its own), so that one failure reads the same whichever made the request."""

from __future__ import annotations

import re

from .messages import message


def failure_in_words(answer: str) -> str:
    """A server's or GDAL's failure message in the words the user reads: access denied, no such bucket..."""
    for pattern, reason in _READ_FAILURES:
        if re.search(pattern, answer):
            if reason == _CANNOT_CONNECT:  # names the host and port
                return message("{reason} ({answer})", reason=reason, answer=answer.replace("CURL error: ", ""))
            return reason
    return answer


_CANNOT_CONNECT = message("cannot connect to the server")
_UNKNOWN_KEY = message("the credentials were refused (unknown key)")
_READ_FAILURES = (
    (r"[Aa]ccess [Dd]enied|AccessDenied|: 403", message("access denied")),
    (r"bucket does not exist|NoSuchBucket", message("the bucket does not exist")),
    (r"container does not exist|ContainerNotFound", message("the container does not exist")),
    (r"not defined|not filled|[Nn]o valid .*credentials|GOOGLE_APPLICATION_CREDENTIALS",
     message("no credentials were found: give them as GDAL takes them (AWS_*, AWS_PROFILE, "
             "GOOGLE_APPLICATION_CREDENTIALS, GS_*, AZURE_*)")),
    (r"InvalidAccessKeyId|access key Id you provided does not exist", _UNKNOWN_KEY),
    (r"SignatureDoesNotMatch|signature we calculated does not match",
     message("the credentials were refused (wrong secret)")),
    (r"[Ee]xpired", message("the credentials were refused (expired)")),
    (r"[Cc]ouldn't connect|[Ff]ailed to connect|[Cc]ould not resolve|[Tt]imed? ?out", _CANNOT_CONNECT),
    (r"does not exist in our records", _UNKNOWN_KEY),
)
