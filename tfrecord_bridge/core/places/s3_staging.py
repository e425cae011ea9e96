"""Files written to S3 as multipart uploads under their final key, completed only when the run commits.

GDAL 3.6's ``/vsis3/`` sends a file when it is closed, and an object store has no rename: the all or
nothing of :mod:`.outputs` (temporary ``.part`` names, renamed at commit) costs there a server-side copy
of every byte, and the export waits while each shard is sent (see benchmarks/bench_bucket.py). An S3
multipart upload is invisible until completed, so a shard is sent as parts while it is written, from a
thread of its own, under its final key, and the commit only completes the uploads: nothing is copied,
and no object has a final name before the commit, as before. An upload never completed (a failed,
cancelled or killed run) is aborted by the run itself or by the next run to the same place.

Credentials and endpoints are GDAL's (``AWS_ACCESS_KEY_ID``, ``AWS_SECRET_ACCESS_KEY``, ``AWS_SESSION_TOKEN``,
``AWS_PROFILE`` with static keys in the credentials file, ``AWS_S3_ENDPOINT``, ``AWS_HTTPS``,
``AWS_VIRTUAL_HOSTING``, ``AWS_REGION``), read through GDAL's configuration, so QGIS's GDAL settings apply;
never stored, never printed. Where this module cannot do as GDAL would (a proxy, temporary credentials from
an instance role or SSO, a bucket in another region), :func:`client_for` returns None and the file goes
through GDAL under its temporary name, as before. ``TFRECORD_BRIDGE_S3_STAGED_UPLOADS=NO`` turns it off.
Parts are sent with their CRC32, as the AWS SDKs send them; ``AWS_REQUEST_CHECKSUM_CALCULATION=WHEN_REQUIRED``
(the SDKs' setting) leaves the checksums out, for S3-compatible stores that refuse them.
Only the standard library: requests are signed here with AWS Signature Version 4.
"""

from __future__ import annotations

import base64
import configparser
import datetime
import hashlib
import hmac
import http.client
import io
import os
import queue
import re
import ssl
import threading
import time
import urllib.parse
import zlib
from typing import Any

from ..base.failure_words import failure_in_words
from ..base.messages import counted, message

# Parts of 8 MiB (S3 takes 5 MiB at least but for the last), larger further on: S3 takes 10,000 parts a file.
_PART_SIZES = ((1000, 8 << 20), (5000, 32 << 20), (10000, 512 << 20))
# Answers a request is sent again after: S3's "slow down" and passing server failures.
_RETRIED = (500, 502, 503, 504)
# Times a request is sent again after one of those, without GDAL_HTTP_MAX_RETRY: GDAL's own default (0) would read
# a passing "slow down" on a listing as the end of the run, or worse, as an empty folder.
DEFAULT_RETRIES = 4
# Seconds before the first of them (GDAL_HTTP_RETRY_DELAY), doubled for each next one.
DEFAULT_RETRY_DELAY = 1.0
# The longest wait a server's Retry-After gets: one asking more is failed, not waited on for minutes.
_LONGEST_RETRY_AFTER = 30.0
# S3's error codes that say the server did not act on a request, or may have: a completion failing so is checked.
_UNCLEAR_CODES = ("SlowDown", "InternalError", "ServiceUnavailable", "RequestTimeout", "NoSuchUpload")
# Parts waiting to be sent, besides the one being sent: what a writer may hold in memory.
_QUEUED_PARTS = 2
# Files closed while their last parts are still being sent. A writer goes on to its next file meanwhile instead of
# waiting for the server (3% of a local export's time against a local server; more over a network), but holds no
# more than this many files' last parts in memory, so a server slower than the writer holds it back.
_FINISHING_UPLOADS = threading.BoundedSemaphore(2)
_SWITCH = "TFRECORD_BRIDGE_S3_STAGED_UPLOADS"
# The AWS SDKs' setting (since 2025): WHEN_REQUIRED sends no checksums, for S3-compatible stores that refuse them.
_CHECKSUMS = "AWS_REQUEST_CHECKSUM_CALCULATION"
# GDAL settings this module does not follow: with any of them set, GDAL sends the files itself.
_UNFOLLOWED = ("GDAL_HTTP_PROXY", "GDAL_HTTPS_PROXY", "GDAL_HTTP_PROXYUSERPWD", "GDAL_PROXY_AUTH",
               "AWS_REQUEST_PAYER", "GDAL_HTTP_HEADER_FILE", "AWS_ROLE_ARN",
               "AWS_WEB_IDENTITY_TOKEN_FILE", "AWS_CONTAINER_CREDENTIALS_FULL_URI",
               "AWS_CONTAINER_CREDENTIALS_RELATIVE_URI")
_UNFOLLOWED_SWITCHES = ("AWS_NO_SIGN_REQUEST", "GDAL_HTTP_UNSAFESSL")
_PROXY_VARIABLES = ("http_proxy", "https_proxy", "HTTP_PROXY", "HTTPS_PROXY", "ALL_PROXY", "all_proxy")


class S3Error(OSError):
    """A request S3 refused or could not take, in the words :mod:`.storage` uses for GDAL's failures;
    ``code`` is S3's (``AccessDenied``...) or None."""

    def __init__(self, message: str, code: str | None = None) -> None:
        super().__init__(failure_in_words(message))
        self.code = code

    def unclear(self) -> bool:
        """Whether the server may not have acted on the request, or may have: the connection lost, an answer
        that could not be read, a passing failure (after the retries), "no such upload" to a completion sent
        again. Not a refusal (access denied, no such bucket, not implemented)."""
        return self.code is None or self.code in _UNCLEAR_CODES or (self.code.startswith("5") and self.code != "501")


def _option(gdal: Any, vsi: str, key: str, default: str | None = None) -> str | None:
    """A GDAL setting as GDAL reads it for ``vsi``: a path-specific option, the configuration, the environment."""
    value = gdal.GetPathSpecificOption(vsi, key, None)
    return value if value is not None else gdal.GetConfigOption(key, default)


def _true(value: str | None, default: bool) -> bool:
    if value is None:
        return default
    return value.strip().upper() in ("YES", "TRUE", "ON", "1")


def _adds_headers(headers: str | None) -> bool:
    """Whether GDAL_HTTP_HEADERS gives a header a value (``Expect:`` only drops one curl would add)."""
    return bool(headers) and any(line.partition(":")[2].strip() for line in re.split(r"[\r\n,]+", headers or ""))


def _profile_keys(gdal: Any, vsi: str) -> tuple[str, str, str | None] | None:
    """Static keys of the AWS profile GDAL would use (``AWS_PROFILE``, else ``default``) in the credentials
    file; None when there are none there (a role, SSO or process source only GDAL follows)."""
    home = os.path.expanduser("~")
    path = (_option(gdal, vsi, "CPL_AWS_CREDENTIALS_FILE") or _option(gdal, vsi, "AWS_SHARED_CREDENTIALS_FILE")
            or os.path.join(home, ".aws", "credentials"))
    profile = _option(gdal, vsi, "AWS_PROFILE") or _option(gdal, vsi, "AWS_DEFAULT_PROFILE") or "default"
    parser = configparser.RawConfigParser()
    try:
        parser.read(path, encoding="utf-8")
    except (OSError, configparser.Error):
        return None
    if not parser.has_section(profile):
        return None
    section = parser[profile]
    if "role_arn" in section or "credential_process" in section or "sso_start_url" in section:
        return None
    access, secret = section.get("aws_access_key_id"), section.get("aws_secret_access_key")
    if not access or not secret:
        return None
    return access, secret, section.get("aws_session_token")


class S3Client:
    """Signed requests to one S3 endpoint, one connection a thread."""

    def __init__(self, host: str, https: bool, virtual_hosting: bool, region: str, access_key: str,
                 secret_key: str, session_token: str | None, timeout: float, certificates: str | None,
                 retries: int = DEFAULT_RETRIES, retry_delay: float = DEFAULT_RETRY_DELAY,
                 checksums: bool = True) -> None:
        self.host = host
        self.https = https
        self.virtual_hosting = virtual_hosting
        self.region = region
        self._access_key = access_key
        self._secret_key = secret_key
        self._session_token = session_token
        self._timeout = timeout
        self._certificates = certificates  # the CA bundle curl (so GDAL) is given, else the system's
        self._retries, self._retry_delay = retries, retry_delay
        self.checksums = checksums
        self._local = threading.local()

    def _address(self, bucket: str, key: str) -> tuple[str, str]:
        """(host, path) of an object: the bucket in the host name (virtual hosting) or in the path."""
        quoted = urllib.parse.quote(key, safe="/-_.~")
        if self.virtual_hosting and "." not in bucket:
            return f"{bucket}.{self.host}", f"/{quoted}"
        return self.host, f"/{bucket}/{quoted}"

    def _signed_headers(self, method: str, host: str, path: str, query: str, payload_hash: str,
                        headers: dict[str, str]) -> dict[str, str]:
        now = datetime.datetime.now(datetime.timezone.utc)
        stamp = now.strftime("%Y%m%dT%H%M%SZ")
        day = stamp[:8]
        signed = {name.lower(): value.strip() for name, value in headers.items()}
        signed.update({"host": host, "x-amz-date": stamp, "x-amz-content-sha256": payload_hash})
        if self._session_token:
            signed["x-amz-security-token"] = self._session_token
        names = ";".join(sorted(signed))
        canonical = "\n".join([method, path, query, "".join(f"{name}:{signed[name]}\n" for name in sorted(signed)),
                               names, payload_hash])
        scope = f"{day}/{self.region}/s3/aws4_request"
        to_sign = "\n".join(["AWS4-HMAC-SHA256", stamp, scope, hashlib.sha256(canonical.encode()).hexdigest()])
        key = ("AWS4" + self._secret_key).encode()
        for part in (day, self.region, "s3", "aws4_request"):
            key = hmac.new(key, part.encode(), hashlib.sha256).digest()
        signature = hmac.new(key, to_sign.encode(), hashlib.sha256).hexdigest()
        signed["authorization"] = (f"AWS4-HMAC-SHA256 Credential={self._access_key}/{scope}, "
                                   f"SignedHeaders={names}, Signature={signature}")
        return signed

    def _connection(self, host: str) -> http.client.HTTPConnection:
        connections = self._local.__dict__.setdefault("connections", {})
        connection = connections.get(host)
        if connection is None:
            name, _, port = host.partition(":")
            if self.https:
                context = ssl.create_default_context(cafile=self._certificates)
                connection = http.client.HTTPSConnection(name, int(port) if port else None, timeout=self._timeout,
                                                         context=context)
            else:
                connection = http.client.HTTPConnection(name, int(port) if port else None, timeout=self._timeout)
            connections[host] = connection
        return connection

    def _drop_connection(self, host: str) -> None:
        connection = self._local.__dict__.get("connections", {}).pop(host, None)
        if connection is not None:
            connection.close()

    def request(self, method: str, bucket: str, key: str, query: dict[str, str], body: bytes | memoryview = b"",
                headers: dict[str, str] | None = None) -> tuple[int, dict[str, str], bytes]:
        """(status, headers, body) of a signed request; a lost keep-alive connection is opened again once."""
        host, path = self._address(bucket, key)
        query_text = "&".join(f"{urllib.parse.quote(name, safe='-_.~')}={urllib.parse.quote(value, safe='-_.~')}"
                              for name, value in sorted(query.items()))
        # Over HTTPS the payload is not hashed, as the AWS SDKs do; over HTTP it is signed.
        payload_hash = "UNSIGNED-PAYLOAD" if self.https else hashlib.sha256(body).hexdigest()
        headers = self._signed_headers(method, host, path, query_text, payload_hash,
                                       {"content-length": str(len(body)), **(headers or {})})
        target = path + ("?" + query_text if query_text else "")
        attempt = 0
        while True:
            attempt += 1
            connection = self._connection(host)
            try:
                connection.request(method, target, body=body, headers=headers)
                response = connection.getresponse()
                data = response.read()
                return response.status, {name.lower(): value for name, value in response.getheaders()}, data
            except (http.client.RemoteDisconnected, BrokenPipeError, ConnectionResetError) as error:
                self._drop_connection(host)
                if attempt == 2:
                    raise S3Error(message("Failed to connect to {host}: the connection was lost ({error})",
                                          host=host, error=str(error))) from error
            except (OSError, http.client.HTTPException) as error:
                self._drop_connection(host)
                raise S3Error(message("Failed to connect to {host}: {error}", host=host, error=str(error))) from error

    def checked(self, method: str, bucket: str, key: str, query: dict[str, str], body: bytes | memoryview = b"",
                headers: dict[str, str] | None = None) -> tuple[dict[str, str], bytes]:
        sent = headers
        status, headers, data = self.request(method, bucket, key, query, body, sent)
        for attempt in range(self._retries):
            if status not in _RETRIED:
                break
            # S3 asks to slow down or fails for a moment; GDAL retries these too (GDAL_HTTP_MAX_RETRY).
            time.sleep(self.retry_wait(attempt, headers.get("retry-after")))
            status, headers, data = self.request(method, bucket, key, query, body, sent)
        if status >= 300:
            code = _xml_text(data, "Code")
            text = _xml_text(data, "Message") or f"HTTP {status}"
            raise S3Error(message("{code}: {text}", code=code or str(status), text=text), code or str(status))
        return headers, data

    def retry_wait(self, attempt: int, retry_after: str | None = None) -> float:
        """Seconds to wait before the retry ``attempt`` (from 0): GDAL_HTTP_RETRY_DELAY, doubled each time, or the
        server's Retry-After (in seconds) where it asks longer, up to a limit."""
        wait = self._retry_delay * 2 ** attempt
        try:
            asked = float(retry_after) if retry_after else 0.0
        except ValueError:
            asked = 0.0  # an HTTP date: S3 sends seconds
        return max(wait, min(asked, _LONGEST_RETRY_AFTER))

    # Each part goes with its CRC32, which S3 checks, and S3 keeps the object's (a CRC32 of the parts'), as the
    # AWS SDKs send files by default: what was sent is what S3 stored, over HTTP too.
    def start_upload(self, bucket: str, key: str) -> str:
        headers = {"x-amz-checksum-algorithm": "CRC32"} if self.checksums else {}
        _, data = self.checked("POST", bucket, key, {"uploads": ""}, headers=headers)
        upload_id = _xml_text(data, "UploadId")
        if not upload_id:
            raise S3Error(message("the server gave no upload id"))
        return upload_id

    def send_part(self, bucket: str, key: str, upload_id: str, number: int,
                  data: bytes | memoryview) -> tuple[str, str | None]:
        """(ETag, CRC32 in base64 or None) of the part sent."""
        checksum = base64.b64encode(zlib.crc32(data).to_bytes(4, "big")).decode() if self.checksums else None
        headers, _ = self.checked("PUT", bucket, key, {"partNumber": str(number), "uploadId": upload_id}, data,
                                  {"x-amz-checksum-crc32": checksum} if checksum else None)
        return headers.get("etag", ""), checksum

    def complete_upload(self, bucket: str, key: str, upload_id: str, parts_sent: list[tuple[str, str | None]],
                        size: int | None = None) -> None:
        """Complete an upload of the parts ``send_part`` answered for, in their order (``size`` bytes in all).

        An answer that does not say the object was made (an empty or unreadable 200, a connection lost, a passing
        server error, "no such upload" to a completion asked again) is not taken as done, nor as failed: the
        object is asked for (its size and ETag, which S3 derives from the parts'), and the completion sent again
        while it is not there, GDAL_HTTP_MAX_RETRY times. Raises when it cannot be told the object is there."""
        parts = "".join(f"<Part><PartNumber>{number}</PartNumber><ETag>{_xml_escape(etag)}</ETag>"
                        + (f"<ChecksumCRC32>{checksum}</ChecksumCRC32>" if checksum else "") + "</Part>"
                        for number, (etag, checksum) in enumerate(parts_sent, 1))
        body = f"<CompleteMultipartUpload>{parts}</CompleteMultipartUpload>".encode()
        answer = ""
        for attempt in range(self._retries + 1):
            if attempt:
                time.sleep(self.retry_wait(attempt - 1))
            try:
                _, data = self.checked("POST", bucket, key, {"uploadId": upload_id}, body)
                _raise_error_in(data)
                if b"<CompleteMultipartUploadResult" in data:
                    return
                answer = message("an empty answer") if not data.strip() else message("an answer it could not read")
            except S3Error as error:
                if not error.unclear():
                    raise  # a refusal: the parts were wrong, access denied...
                answer = str(error)
            if self.holds_upload(bucket, key, parts_sent, size):
                return
        raise S3Error(counted(self._retries + 1,
                              "the server gave {answer} to the completion of the upload, %n time, and the object is "
                              "not there",
                              "the server gave {answer} to the completion of the upload, %n times, and the object is "
                              "not there", answer=answer))

    def holds_upload(self, bucket: str, key: str, parts_sent: list[tuple[str, str | None]],
                     size: int | None) -> bool:
        """Whether the object ``key`` is the completed upload of these parts: its size, and its CRC32 (a CRC32
        of the parts' CRC32s) where the parts were sent with theirs, else its ETag (an MD5 of the parts' MD5s,
        which an object encrypted with KMS does not have). Each then with "-" and the parts' count. False when
        it cannot be told."""
        try:
            headers, _ = self.checked("HEAD", bucket, key, {}, headers={"x-amz-checksum-mode": "ENABLED"})
        except S3Error:
            return False
        if size is not None and headers.get("content-length") != str(size):
            return False
        checksums = [checksum for _, checksum in parts_sent]
        stored = headers.get("x-amz-checksum-crc32")
        if stored and all(checksums):
            combined = zlib.crc32(b"".join(base64.b64decode(checksum or "") for checksum in checksums))
            # Some servers (moto) keep the combined value without its "-N".
            return stored.split("-")[0] == base64.b64encode(combined.to_bytes(4, "big")).decode()
        digests = [etag.strip('"') for etag, _ in parts_sent]
        if not all(re.fullmatch(r"[0-9a-fA-F]{32}", digest) for digest in digests):
            return False
        expected = hashlib.md5(b"".join(bytes.fromhex(d) for d in digests), usedforsecurity=False).hexdigest()
        return headers.get("etag", "").strip('"') == f"{expected}-{len(digests)}"

    def copy_object(self, source_bucket: str, source_key: str, bucket: str, key: str) -> None:
        """A copy made by the server. With checksums on, the server computes the copy's CRC32: a copy that
        kept a multipart upload's composite checksum reads as corrupt to boto3 on servers that drop the
        "composite" mark (moto 5.2 does; GDAL's rename asks no checksum)."""
        headers = {"x-amz-copy-source": "/" + source_bucket + "/" + urllib.parse.quote(source_key, safe="/-_.~")}
        if self.checksums:
            headers["x-amz-checksum-algorithm"] = "CRC32"
        _, data = self.checked("PUT", bucket, key, {}, headers=headers)
        _raise_error_in(data)

    def delete_object(self, bucket: str, key: str) -> None:
        self.checked("DELETE", bucket, key, {})

    def abort_upload(self, bucket: str, key: str, upload_id: str) -> None:
        status, _, data = self.request("DELETE", bucket, key, {"uploadId": upload_id})
        if status >= 300 and _xml_text(data, "Code") != "NoSuchUpload":
            raise S3Error(message("{code}: {text}", code=_xml_text(data, "Code") or str(status),
                                  text=_xml_text(data, "Message")))

    def list_folder(self, bucket: str, prefix: str) -> list[str]:
        """The names under ``prefix`` (ending in "/", or empty) as far as the next "/": the objects' and the
        "folders'" (ListObjectsV2 with a delimiter, as GDAL lists). Unlike GDAL 3.6's listing, which answers
        a failed request as it answers an empty folder, a failure raises (after GDAL_HTTP_MAX_RETRY retries),
        and so does an answer that is not a listing (an empty 200); a missing bucket raises, its code
        NoSuchBucket."""
        names: list[str] = []
        query = {"list-type": "2", "prefix": prefix, "delimiter": "/"}
        while True:
            data = self._listing_page(bucket, query)
            for block in re.findall(rb"<Contents>(.*?)</Contents>", data, re.S):
                names.append(_xml_text(block, "Key") or "")
            for block in re.findall(rb"<CommonPrefixes>(.*?)</CommonPrefixes>", data, re.S):
                names.append((_xml_text(block, "Prefix") or "").rstrip("/"))
            token = _xml_text(data, "NextContinuationToken")
            if _xml_text(data, "IsTruncated") != "true" or not token:
                break
            query = dict(query, **{"continuation-token": token})
        found = [name[len(prefix):] for name in names if name.startswith(prefix)]
        return list(dict.fromkeys(name for name in found if name and "/" not in name))

    def _listing_page(self, bucket: str, query: dict[str, str], answer_tag: bytes = b"<ListBucketResult") -> bytes:
        """One page of a listing (an answer holding ``answer_tag``); an answer that is none is asked for again,
        then refused, as is a connection lost."""
        for attempt in range(self._retries + 1):
            if attempt:
                time.sleep(self.retry_wait(attempt - 1))
            try:
                _, data = self.checked("GET", bucket, "", query)
            except S3Error as error:
                if error.code is not None:
                    raise  # the server's answer, retried already where it is passing
                answer = str(error)  # the connection lost mid-answer
                continue
            if answer_tag in data:
                return data
            answer = message("an empty answer") if not data.strip() else message("an answer that is not a listing")
        raise S3Error(counted(self._retries + 1, "the server gave {answer}, %n time",
                              "the server gave {answer}, %n times", answer=answer))

    def uploads(self, bucket: str, prefix: str) -> list[tuple[str, str]]:
        """(key, upload id) of the uploads begun and not completed under ``prefix``; an answer that is not such a
        list raises, as :meth:`list_folder`'s."""
        found: list[tuple[str, str]] = []
        query = {"uploads": "", "prefix": prefix}
        while True:
            data = self._listing_page(bucket, query, b"<ListMultipartUploadsResult")
            for block in re.findall(rb"<Upload>(.*?)</Upload>", data, re.S):
                key, upload_id = _xml_text(block, "Key"), _xml_text(block, "UploadId")
                if key is not None and upload_id:
                    found.append((key, upload_id))
            if _xml_text(data, "IsTruncated") != "true":
                return found
            query = dict(query, **{"key-marker": _xml_text(data, "NextKeyMarker") or "",
                                   "upload-id-marker": _xml_text(data, "NextUploadIdMarker") or ""})


def _raise_error_in(data: bytes) -> None:
    """S3 may answer 200 to a completion or a copy and still fail: the error is then in the body."""
    if b"<Error>" in data:
        code = _xml_text(data, "Code")
        raise S3Error(message("{code}: {text}", code=code, text=_xml_text(data, "Message")), code)


def _xml_text(data: bytes, tag: str) -> str | None:
    """The text of the first ``<tag>`` of an S3 answer (flat answers; no XML parser needed for them)."""
    match = re.search(rb"<" + tag.encode() + rb">(.*?)</" + tag.encode() + rb">", data, re.S)
    if match is None:
        return None
    text = match.group(1).decode("utf-8", "replace")
    for escaped, plain in (("&quot;", '"'), ("&apos;", "'"), ("&lt;", "<"), ("&gt;", ">"), ("&amp;", "&")):
        text = text.replace(escaped, plain)
    return text


def _xml_escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;")


_clients: dict[tuple, S3Client] = {}
_clients_lock = threading.Lock()


def client_for(gdal: Any, vsi: str, staging: bool = True) -> S3Client | None:
    """A client for the bucket of ``vsi`` (a ``/vsis3/`` path) with GDAL's settings; None where GDAL must send
    the file itself (see the module's help). ``staging=False``: a client only to list and abort pending
    uploads, which TFRECORD_BRIDGE_S3_STAGED_UPLOADS=NO does not turn off (a killed run's, ours or GDAL's,
    are aborted however the next run sends its files)."""
    if not vsi.startswith("/vsis3/") or (staging and not _true(gdal.GetConfigOption(_SWITCH), True)):
        return None
    if (any(_option(gdal, vsi, name) for name in _UNFOLLOWED) or any(os.environ.get(name) for name in _PROXY_VARIABLES)
            or any(_true(_option(gdal, vsi, name), False) for name in _UNFOLLOWED_SWITCHES)
            or _adds_headers(_option(gdal, vsi, "GDAL_HTTP_HEADERS"))):
        return None
    access, secret = _option(gdal, vsi, "AWS_ACCESS_KEY_ID"), _option(gdal, vsi, "AWS_SECRET_ACCESS_KEY")
    token = _option(gdal, vsi, "AWS_SESSION_TOKEN")
    if not (access and secret):
        keys = _profile_keys(gdal, vsi)
        if keys is None:
            return None
        access, secret, token = keys
    endpoint = _option(gdal, vsi, "AWS_S3_ENDPOINT")
    https = _true(_option(gdal, vsi, "AWS_HTTPS"), True)
    if endpoint is None:
        # GDAL follows AWS's redirects to a bucket's region; this module does not, so it only takes buckets
        # in the region named (or GDAL's default one).
        endpoint = "s3.amazonaws.com"
    elif "://" in endpoint:
        scheme, endpoint = endpoint.split("://", 1)
        https = scheme.lower() == "https"
    settings = (endpoint.rstrip("/"), https, _true(_option(gdal, vsi, "AWS_VIRTUAL_HOSTING"), True),
                _option(gdal, vsi, "AWS_REGION") or _option(gdal, vsi, "AWS_DEFAULT_REGION") or "us-east-1",
                access, secret, token, float(_option(gdal, vsi, "GDAL_HTTP_TIMEOUT") or 60),
                _option(gdal, vsi, "CURL_CA_BUNDLE") or _option(gdal, vsi, "SSL_CERT_FILE"),
                int(_option(gdal, vsi, "GDAL_HTTP_MAX_RETRY") or DEFAULT_RETRIES),
                float(_option(gdal, vsi, "GDAL_HTTP_RETRY_DELAY") or DEFAULT_RETRY_DELAY),
                (_option(gdal, vsi, _CHECKSUMS) or "").strip().upper() != "WHEN_REQUIRED")
    with _clients_lock:
        client = _clients.get(settings)
        if client is None:
            client = _clients[settings] = S3Client(*settings)
    return client


def split(vsi: str) -> tuple[str, str]:
    """(bucket, key) of a ``/vsis3/bucket/key`` path."""
    bucket, _, key = vsi[len("/vsis3/"):].partition("/")
    return bucket, key


def part_size(number: int) -> int:
    """The size of part ``number`` (from 1) of an upload."""
    for last, size in _PART_SIZES:
        if number <= last:
            return size
    raise S3Error(message("a file of more than 10,000 parts cannot be sent to S3"))


class StagedUpload(io.RawIOBase):
    """A writable file sent to ``bucket``/``key`` as a multipart upload, part by part from a thread of its own
    while it is written; :meth:`close` hands over the rest, :meth:`wait_sent` waits until all is sent,
    :meth:`complete` makes the object appear and :meth:`abort` drops it. A failed send raises on the next write,
    on close when already known, and on :meth:`wait_sent` and :meth:`complete`."""

    def __init__(self, client: S3Client, bucket: str, key: str) -> None:
        super().__init__()
        self.client, self.bucket, self.key = client, bucket, key
        self.upload_id = client.start_upload(bucket, key)
        self.parts_sent: list[tuple[str, str | None]] = []
        self.size = 0  # bytes written
        self._buffer = bytearray()
        self._queue: queue.Queue[tuple[int, bytearray] | None] = queue.Queue(_QUEUED_PARTS)
        self._error: BaseException | None = None
        self._stopping = False
        self._finishing = False  # closed, holding one of _FINISHING_UPLOADS until its last part is sent
        self._sender = threading.Thread(target=self._send_parts, name=f"upload of {key}", daemon=True)
        self._sender.start()
        self._parts_queued = 0

    def writable(self) -> bool:
        return True

    def _send_parts(self) -> None:
        try:
            while True:
                item = self._queue.get()
                if item is None:
                    return
                if self._error is not None or self._stopping:
                    continue  # drained until the end mark, so no writer waits on a full queue
                number, data = item
                try:
                    self.parts_sent.append(self.client.send_part(self.bucket, self.key, self.upload_id, number, data))
                except BaseException as error:
                    self._error = error
        finally:
            if self._finishing:
                _FINISHING_UPLOADS.release()

    def _raise_failure(self) -> None:
        if self._error is not None:
            raise self._error

    def _queue_part(self, data: bytearray) -> None:
        self._parts_queued += 1
        self._queue.put((self._parts_queued, data))

    def write(self, data: Any) -> int:
        self._raise_failure()
        view = memoryview(data).cast("B")
        written = view.nbytes
        self.size += written
        while view.nbytes:
            size = part_size(self._parts_queued + 1)
            room = size - len(self._buffer)
            self._buffer += view[:room]
            view = view[room:]
            if len(self._buffer) == size:
                # The full part goes as it is, uncopied; the next one starts a new buffer.
                part, self._buffer = self._buffer, bytearray()
                self._queue_part(part)
        return written

    def close(self) -> None:
        """Hand what is left to the sender and return while it is sent (see ``_FINISHING_UPLOADS``); the
        upload stays pending until :meth:`complete`."""
        if self.closed:
            return
        try:
            if self._error is None and (self._buffer or self._parts_queued == 0):
                self._queue_part(self._buffer)
            self._buffer = bytearray()
            _FINISHING_UPLOADS.acquire()
            self._finishing = True
            self._queue.put(None)
            self._raise_failure()
        finally:
            super().close()

    def wait_sent(self) -> None:
        """Close, and wait until every part is on the server; a failed send raises."""
        self.close()
        self._sender.join()
        self._raise_failure()

    def discard(self) -> None:
        """Stop sending; the upload is aborted by :meth:`abort`."""
        self._stopping = True
        if not self.closed:
            self._buffer = bytearray()
            self._queue.put(None)
            super().close()
        self._sender.join()

    def complete(self) -> None:
        self.wait_sent()
        self.client.complete_upload(self.bucket, self.key, self.upload_id, self.parts_sent, self.size)

    def abort(self) -> None:
        self.client.abort_upload(self.bucket, self.key, self.upload_id)
