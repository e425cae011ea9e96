"""A server's or GDAL's failure message in the words the user reads: shared by :mod:`.storage` (GDAL's
requests) and :mod:`.s3_staging` (its own), so that one failure reads the same whichever made the request."""

from __future__ import annotations

import re


def failure_in_words(message: str) -> str:
    """A server's or GDAL's failure message in the words the user reads: access denied, no such bucket..."""
    for pattern, reason in _READ_FAILURES:
        if re.search(pattern, message):
            if reason == _CANNOT_CONNECT:
                return f"{reason} ({message.replace('CURL error: ', '')})"  # names the host and port
            return reason
    return message


_READ_FAILURES = (
    (r"[Aa]ccess [Dd]enied|AccessDenied|: 403", "access denied"),
    (r"bucket does not exist|NoSuchBucket", "the bucket does not exist"),
    (r"container does not exist|ContainerNotFound", "the container does not exist"),
    (r"not defined|not filled|[Nn]o valid .*credentials|GOOGLE_APPLICATION_CREDENTIALS",
     "no credentials were found: give them as GDAL takes them (AWS_*, AWS_PROFILE, "
     "GOOGLE_APPLICATION_CREDENTIALS, GS_*, AZURE_*)"),
    (r"InvalidAccessKeyId|access key Id you provided does not exist", "the credentials were refused (unknown key)"),
    (r"SignatureDoesNotMatch|signature we calculated does not match", "the credentials were refused (wrong secret)"),
    (r"[Ee]xpired", "the credentials were refused (expired)"),
    (r"[Cc]ouldn't connect|[Ff]ailed to connect|[Cc]ould not resolve|[Tt]imed? ?out", "cannot connect to the server"),
    (r"does not exist in our records", "the credentials were refused (unknown key)"),
)
_CANNOT_CONNECT = "cannot connect to the server"
