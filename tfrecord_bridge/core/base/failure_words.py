"""A server's or GDAL's failure message in the words the user reads: shared by :mod:`.storage` (GDAL's
requests) and :mod:`.s3_staging` (its own), so that one failure reads the same whichever made the request."""

from __future__ import annotations

import re

from .messages import message


def failure_in_words(answer: str) -> str:
    """A server's or GDAL's failure message in the words the user reads: access denied, no such bucket..."""
    return known_failure(answer) or answer


def known_failure(answer: str, by_status: bool = True) -> str | None:
    """The words of a failure whose cause is known in ``answer`` (a server's or GDAL's message, or the body of
    a server's error GDAL logged); None when it names none known (a bare "HTTP response code: 400").
    ``by_status`` False: only a cause the answer names, not one told from an HTTP status alone (403), which a
    server's own words, said in another message, may make precise (a wrong secret)."""
    for pattern, reason in _READ_FAILURES + (_BY_STATUS if by_status else ()):
        if re.search(pattern, answer):
            if reason == _CANNOT_CONNECT:  # names the host and port
                return message("{reason} ({answer})", reason=reason, answer=_detail(answer))
            if reason == _UNTRUSTED:  # says what is wrong with it: expired, self-signed, another name...
                return message("the server's certificate is not trusted ({answer}): give GDAL the certificate of "
                               "its authority (SSL_CERT_FILE, or CURL_CA_BUNDLE)", answer=_detail(answer))
            return reason
    return None


def _detail(answer: str) -> str:
    """The part of a curl error that says what it is, without GDAL's prefix or the lines of GDAL's log."""
    answer = answer.replace("CURL error: ", "")
    answer = re.sub(r"^.*curl error msg=", "", answer)
    return answer.strip().splitlines()[0] if answer.strip() else answer


_CANNOT_CONNECT = message("cannot connect to the server")
_UNTRUSTED = "certificate"  # a marker: its words take the answer
_UNKNOWN_KEY = message("the credentials were refused (unknown key)")
_DENIED = message("access denied")
_READ_FAILURES = (
    # Azure's (and Azurite's AuthorizationFailure's) words for a key that signs wrong, before those of a refusal.
    (r"AuthenticationFailed|failed to authenticate the request",
     message("the credentials were refused (wrong key or signature)")),
    (r"[Aa]ccess [Dd]enied|AccessDenied|AuthorizationFailure|AuthorizationPermissionMismatch", _DENIED),
    (r"bucket does not exist|NoSuchBucket", message("the bucket does not exist")),
    (r"container does not exist|ContainerNotFound", message("the container does not exist")),
    (r"not defined|not filled|[Nn]o valid .*credentials|GOOGLE_APPLICATION_CREDENTIALS",
     message("no credentials were found: give them as GDAL takes them (AWS_*, AWS_PROFILE, "
             "GOOGLE_APPLICATION_CREDENTIALS, GS_*, AZURE_*)")),
    (r"InvalidAccessKeyId|access key Id you provided does not exist", _UNKNOWN_KEY),
    (r"SignatureDoesNotMatch|signature we calculated does not match",
     message("the credentials were refused (wrong secret)")),
    (r"[Cc]ertificate|SSL peer|self.signed", _UNTRUSTED),
    (r"[Ee]xpired", message("the credentials were refused (expired)")),
    (r"Range downloading not supported",
     message("the server does not serve parts of a file (HTTP Range requests), which GDAL needs to read it "
             "where it is: copy the file to a local folder or a bucket first")),
    (r"[Cc]ouldn't connect|[Ff]ailed to connect|[Cc]ould not resolve|[Tt]imed? ?out", _CANNOT_CONNECT),
    (r"does not exist in our records", _UNKNOWN_KEY),
)
_BY_STATUS = ((r": 403", _DENIED),)
