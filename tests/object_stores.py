"""Real object-store servers on 127.0.0.1, for exports to and imports from s3://, gs:// and http(s)://
through GDAL's /vsis3/, /vsigs/ and /vsicurl/. Registered from conftest.py (``pytest_plugins``).

Each server starts only when a test asks for it (moto and the GCS emulator once per test process, the HTTP
folder per test), and the fixture skips, saying what to install, when its package is missing (requirements-dev.txt;
the QGIS chroots may lack them). The GDAL settings go both into GDAL in this process and into os.environ, which
subprocesses, qgis_process and Dask's worker processes inherit, and are restored at teardown.

Fixtures:

- ``s3_server`` (session): moto's server. GDAL: ``AWS_S3_ENDPOINT=127.0.0.1:PORT``, ``AWS_HTTPS=NO``,
  ``AWS_VIRTUAL_HOSTING=FALSE`` (path-style URLs: 127.0.0.1 has no bucket subdomains), dummy
  ``AWS_ACCESS_KEY_ID``/``AWS_SECRET_ACCESS_KEY``, ``AWS_REGION=us-east-1``, ``AWS_NO_SIGN_REQUEST=NO`` and an
  empty ``AWS_SESSION_TOKEN`` (a developer's own AWS settings must not reach it).
- ``s3_bucket``: a new bucket (``.name``, ``.url`` s3://NAME, ``.vsi`` /vsis3/NAME; ``.keys()``, ``.get(key)``,
  ``.put(key, data)`` go through boto3, not GDAL).
- ``s3_denied``: moto checks permissions for the test; GDAL signs as an IAM user allowed nothing on s3_bucket
  (HTTP 403 AccessDenied) until ``.allow("s3:GetObject", "s3:ListBucket")`` grants those actions.
- ``s3_outage``: GDAL reaches moto through a relay for the test; ``.stop()`` resets open connections and refuses
  new ones (as a server that died), ``.start()`` reconnects, ``.stop_after(n)`` stops once n more bytes went to
  the server (mid-upload). moto keeps its objects meanwhile, so ``s3_bucket.keys()`` still answers.
- ``s3_faults``: GDAL and the plugin's S3 client reach moto through a FaultProxy for the test, an HTTP proxy that
  answers the next N requests matching a method and a regex of the path and query as a flaky server would:
  ``.fail("GET", r"[?&]prefix=", 4, "503")`` (S3's SlowDown; ``"503-retry-after"`` adds ``Retry-After: 1``),
  ``"empty-200"`` (a 200 with no body, the request never reaching moto) or ``"drop"`` (moto takes the request,
  the client gets half of the answer, or none where it has no body, then a reset). ``.requests`` lists what
  went through, ``.faults_left()`` what was not yet answered so. Loopback only; it stops by itself after
  ``lifetime`` seconds (600) if the test does not stop it first.
- ``gcs_server`` (session) and ``gcs_bucket``: gcp-storage-emulator, in memory. GDAL:
  ``CPL_GS_ENDPOINT=http://127.0.0.1:PORT/`` (the trailing slash is needed: GDAL 3.6 appends "bucket/key" to it
  as is), dummy HMAC keys ``GS_ACCESS_KEY_ID``/``GS_SECRET_ACCESS_KEY`` with ``GS_NO_SIGN_REQUEST=NO``
  (``GS_NO_SIGN_REQUEST=YES`` works as well; with no credentials at all /vsigs/ sends nothing: VSIStatL answers
  None at once, without an error message), and ``GDAL_HTTP_HEADERS=Expect:`` (below).
- ``gcs_front``: GDAL reaches gcs_server through a GCSFront for the test, which answers the XML API requests
  the emulator lacks (a listing, a copy, a delete, HEAD, an empty object, Cloud Storage's error bodies) from the
  emulator's objects: an export to gs:// runs whole. ``.keep_empty = REGEX`` makes it a store that answers
  "done" to the uploads whose keys match and keeps empty objects.
- ``azure_server`` (session) and ``az_container``: Azurite's blob service (Node.js; scripts/test.sh installs it
  with npm outside the checkout and names it in ``TFRECORD_BRIDGE_AZURITE``; the tests skip, saying so, where it
  is not). GDAL: ``AZURE_STORAGE_CONNECTION_STRING`` with Azurite's published account key and its
  ``BlobEndpoint``. ``az_container`` is ``az://NAME``, made by GDAL's Mkdir.
- ``http_folder``: a temporary folder served by http.server, as ``(path, url)``; ``.vsi`` is /vsicurl/URL.
- ``https_server``: a folder served over HTTPS with a certificate the test makes (``openssl``), which GDAL
  does not trust unless told (``.ca``: the certificate, for SSL_CERT_FILE); ``http_folder_without_ranges``:
  one served by http.server as it is, which serves no byte ranges.

GDAL 3.6.2 against each, as tests/test_object_stores.py checks:

- moto (5.x): everything: write (VSIFOpenL "wb", VSIFWriteL, VSIFCloseL; multipart above VSIS3_CHUNK_SIZE,
  in MB, 50 by default, 5 at least), VSIStatL, read with seeks (ranged GETs), ReadDir, Rename of an object,
  Unlink, Mkdir/Rmdir, gdal.Open of a GeoTIFF. Rename of a "directory" fails (GDAL 3.6 renames objects only).
- gcp-storage-emulator: write, VSIStatL, read with seeks and gdal.Open of a GeoTIFF work. ReadDir returns None,
  and Unlink, Rename, Mkdir and Rmdir fail: the emulator implements only GET and PUT of the XML API, which
  /vsigs/ uses (a listing, GET /bucket?prefix=, and DELETE are answered 501; Rename's copy, a PUT with
  x-goog-copy-source, gets an empty reply). It refuses an empty object (a PUT without a body), and multipart
  uploads (501), which /vsigs/ starts for an object over VSIGS_CHUNK_SIZE (MB, 50 by default): a test writing
  more sets VSIGS_CHUNK_SIZE above its size. See the objects with ``gcs_bucket.keys()``. It never answers
  curl's "Expect: 100-continue", so every upload over 1 KiB waited curl's 1 s timeout: the fixture sets
  ``GDAL_HTTP_HEADERS=Expect:``, which stops curl asking.
- Azurite (3.35): write, read, ReadDir, Rename, Mkdir of a container: an export to az:// runs whole. A missing
  container is answered 404 with ContainerNotFound in the body, which GDAL keeps only in its debug log (category
  AZURE); its error says "HTTP response code: 404", then its HEAD of the container "HTTP response code: 400".
- http_folder: read with seeks, VSIStatL, ReadDir, gdal.Open. http.server as such serves no ranges (GDAL:
  "Range downloading not supported by this server!") and titles its listings "Directory listing for", which
  GDAL does not take for a listing: the handler below answers ``Range: bytes=a-b`` with 206 and lists a folder
  as Apache does ("Index of /dir/", one link a line).

Failures as GDAL 3.6 reports them: a refused or failed write shows only at VSIFCloseL (-1; RuntimeError under
gdal.UseExceptions()), VSIFOpenL "wb" having succeeded, and its message ("DoSinglePartPUT of /vsis3/... failed")
does not say why (CPL_DEBUG=ON prints the server's answer). A refused read (403) or an unreachable server looks
like a missing file: VSIStatL and ReadDir answer None, the warning "HTTP response code on URL: 403" (0 for no
connection) the only trace; gdal.Open's error says "Access Denied". A listing answered 503 or with an empty 200
(s3_faults) is not even that: ReadDir answers None, as for an empty prefix, with no message at all, and is not
retried whatever GDAL_HTTP_MAX_RETRY says (a stat or a read is); so the plugin lists S3 with its own client.

GDAL's cache: GDAL keeps what it learnt of a remote file (exists or not, size, content) and of a directory
for the life of the process, so a process would not see what another process wrote meanwhile (a Dask worker
what another worker wrote). The fixtures leave GDAL's cache as users have it: the plugin's core.places.storage drops
the cached state of what it asks about. ``CPL_VSIL_CURL_NON_CACHED`` (the gdal_uncached fixture, for
test_object_stores.py's raw GDAL calls) drops a file's cached state when a handle on it closes (VSIStatL
opens one too), and its folder's listing with it; a listing of a folder in which this process opened
nothing since still comes from the cache: call ``gdal.VSICurlClearCache()`` before listing what another
process wrote. And what this process wrote, GDAL takes as there: the first VSIStatL after the write answers
from the cache. The bucket fixtures clear it.
"""

import ctypes
import datetime
import email.utils
import functools
import html
import http.client
import importlib.util
import io
import json
import os
import re
import signal
import socket
import ssl
import struct
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.parse
import urllib.request
import uuid
from contextlib import contextmanager
from http import HTTPStatus
from http.server import BaseHTTPRequestHandler, SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import NamedTuple
from urllib.parse import quote, unquote, urlsplit

import pytest
from osgeo import gdal

HOST = "127.0.0.1"
REGION = "us-east-1"
# moto accepts any keys while it checks no permissions (all but s3_denied's tests).
DUMMY_KEYS = {"AWS_ACCESS_KEY_ID": "tfrecord-bridge-tests", "AWS_SECRET_ACCESS_KEY": "tfrecord-bridge-tests"}
NON_CACHED = "CPL_VSIL_CURL_NON_CACHED"
# This module's own requests go to 127.0.0.1, never through the environment's http_proxy.
DIRECT = urllib.request.build_opener(urllib.request.ProxyHandler({}))


def _free_port():
    with socket.socket() as probe:
        probe.bind((HOST, 0))
        return probe.getsockname()[1]


def _skip_unless_importable(modules, install):
    missing = [name for name in modules if importlib.util.find_spec(name) is None]
    if missing:
        pytest.skip(f"{', '.join(missing)} not importable: pip install {install} (requirements-dev.txt)")


@contextmanager
def gdal_settings(values):
    """Set GDAL configuration options in this process and in os.environ, for the ``with`` block.

    In os.environ for subprocesses; in GDAL too, since an option set by gdal.SetConfigOption (here or by the
    code under test) hides the environment's. Restored on exit: an option that was only the environment's is
    unset in GDAL again, so GDAL reads the restored environment."""
    saved = {name: (os.environ.get(name), gdal.GetConfigOption(name)) for name in values}
    for name, value in values.items():
        os.environ[name] = value
        gdal.SetConfigOption(name, value)
    try:
        yield
    finally:
        for name, (environ, option) in saved.items():
            if environ is None:
                os.environ.pop(name, None)
            else:
                os.environ[name] = environ
            gdal.SetConfigOption(name, None if option == environ else option)


def _local_settings():
    """127.0.0.1 added to no_proxy, lest curl, boto3 and urllib send this machine's requests to an http_proxy."""
    settings = {}
    for name in ("no_proxy", "NO_PROXY"):
        current = os.environ.get(name)
        settings[name] = f"{HOST},{current}" if current else HOST
    return settings


@pytest.fixture
def gdal_uncached():
    """CPL_VSIL_CURL_NON_CACHED for /vsis3/, /vsigs/ and /vsicurl/ for the test (module docstring)."""
    with gdal_settings({NON_CACHED: "/vsis3/:/vsigs/:/vsicurl/"}):
        yield


def _die_with_parent():
    # A server outliving a killed pytest would hold its port and memory: Linux ends it with its parent.
    libc = ctypes.CDLL(None, use_errno=True)
    pr_set_pdeathsig = 1
    libc.prctl(pr_set_pdeathsig, signal.SIGTERM)


class ServerProcess:
    """A server started as ``python -m MODULE ARGS`` (or ``command``, a program's path, with ARGS), its output in
    ``log``; ready once ``probe_url`` answers."""

    def __init__(self, module, args, probe_url, log, command=None):
        self.log = Path(log)
        with open(self.log, "ab") as output:
            self.process = subprocess.Popen([*([command] if command else [sys.executable, "-m", module]), *args],
                                            stdin=subprocess.DEVNULL,
                                            stdout=output, stderr=subprocess.STDOUT,
                                            preexec_fn=_die_with_parent if sys.platform == "linux" else None)
        try:
            self._wait_for(probe_url, module)
        except BaseException:
            self.stop()
            raise

    def _wait_for(self, url, module, timeout=60):
        deadline = time.monotonic() + timeout
        while True:
            if self.process.poll() is not None:
                pytest.fail(f"{module} exited ({self.process.returncode}) before answering:\n{self.log_tail()}")
            try:
                with DIRECT.open(url, timeout=2):
                    return
            except urllib.error.HTTPError:
                return  # it answered, if not with 200
            except OSError:
                if time.monotonic() > deadline:
                    pytest.fail(f"{module} did not answer {url} within {timeout} s:\n{self.log_tail()}")
                time.sleep(0.05)

    def log_tail(self, lines=30):
        return "\n".join(self.log.read_text(errors="replace").splitlines()[-lines:])

    def stop(self):
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()


def _request(method, url, data=None, content_type="application/octet-stream"):
    """The body of an HTTP request's answer; HTTPError (an OSError) if it is not 2xx."""
    request = urllib.request.Request(url, data=data, method=method, headers={"Content-Type": content_type})
    with DIRECT.open(request, timeout=30) as response:
        return response.read()


class Bucket:
    """A bucket made for one test: ``name``, ``url`` (s3://NAME or gs://NAME) and ``vsi`` (/vsis3/NAME or
    /vsigs/NAME), and a way to see and seed its objects that does not go through GDAL."""

    scheme = vsi_prefix = ""

    def __init__(self, name):
        self.name = name
        self.url = f"{self.scheme}://{name}"
        self.vsi = f"{self.vsi_prefix}{name}"

    def keys(self):
        """Every object's key in the bucket, sorted (a "folder" is only a prefix of keys)."""
        raise NotImplementedError

    def get(self, key):
        """The object's bytes."""
        raise NotImplementedError

    def put(self, key, data):
        """Write an object."""
        raise NotImplementedError

    def __repr__(self):
        return f"{type(self).__name__}({self.url})"


def _bucket_name():
    # Unique across tests and pytest-xdist workers; lower case, digits and hyphens suit both S3 and GCS.
    return f"tfrb-{uuid.uuid4().hex[:16]}"


# --- S3: moto ---------------------------------------------------------------------------------------------

class S3Server:
    """moto's server on 127.0.0.1: ``endpoint`` (HOST:PORT, GDAL's AWS_S3_ENDPOINT), ``url`` (http://HOST:PORT)."""

    def __init__(self, log):
        self.port = _free_port()
        self.endpoint = f"{HOST}:{self.port}"
        self.url = f"http://{self.endpoint}"
        # The keys this module's own boto3 clients use; s3_denied swaps in an administrator's.
        self.credentials = dict(DUMMY_KEYS)
        self._clients = {}
        self.process = ServerProcess("moto.server", ["-H", HOST, "-p", str(self.port)],
                                     f"{self.url}/moto-api/", log)

    def gdal_options(self):
        return {"AWS_S3_ENDPOINT": self.endpoint, "AWS_HTTPS": "NO", "AWS_VIRTUAL_HOSTING": "FALSE",
                "AWS_REGION": REGION, "AWS_NO_SIGN_REQUEST": "NO", "AWS_SESSION_TOKEN": "", **DUMMY_KEYS}

    def client(self, service="s3"):
        """A boto3 client of moto's ``service``, with ``credentials``."""
        import boto3

        key = (service, self.credentials["AWS_ACCESS_KEY_ID"])
        if key not in self._clients:  # a new client takes ~20 ms
            self._clients[key] = boto3.client(
                service, endpoint_url=self.url, region_name=REGION,
                aws_access_key_id=self.credentials["AWS_ACCESS_KEY_ID"],
                aws_secret_access_key=self.credentials["AWS_SECRET_ACCESS_KEY"])
        return self._clients[key]

    def check_permissions(self, enabled):
        """Have moto check every request's signature and IAM permissions (off: it accepts all, its default).

        moto's /moto-api/reset-auth takes how many requests to let through unchecked ("inf": all)."""
        _request("POST", f"{self.url}/moto-api/reset-auth", b"0" if enabled else b"inf", "text/plain")

    def new_user(self, statements=()):
        """An IAM user with ``statements`` as its inline policy; its keys as GDAL names them."""
        iam = self.client("iam")
        name = f"user-{uuid.uuid4().hex[:12]}"
        iam.create_user(UserName=name)
        key = iam.create_access_key(UserName=name)["AccessKey"]
        if statements:
            self.set_policy(name, statements)
        return name, {"AWS_ACCESS_KEY_ID": key["AccessKeyId"], "AWS_SECRET_ACCESS_KEY": key["SecretAccessKey"]}

    def set_policy(self, user, statements):
        document = json.dumps({"Version": "2012-10-17", "Statement": list(statements)})
        self.client("iam").put_user_policy(UserName=user, PolicyName="tests", PolicyDocument=document)


class S3Bucket(Bucket):
    scheme, vsi_prefix = "s3", "/vsis3/"

    def __init__(self, server, name):
        super().__init__(name)
        self.server = server

    def keys(self):
        pages = self.server.client().get_paginator("list_objects_v2").paginate(Bucket=self.name)
        return sorted(item["Key"] for page in pages for item in page.get("Contents", []))

    def get(self, key):
        return self.server.client().get_object(Bucket=self.name, Key=key)["Body"].read()

    def put(self, key, data):
        self.server.client().put_object(Bucket=self.name, Key=key, Body=data)


@contextmanager
def running_s3_server(log):
    """moto's S3 server for the ``with`` block, its output in ``log``; GDAL and os.environ pointed at it (module
    docstring). The s3_server fixture's, and tests/behaviour_matrix.py's when it runs outside pytest."""
    server = S3Server(log)
    try:
        with gdal_settings({**server.gdal_options(), **_local_settings()}):
            yield server
    finally:
        server.process.stop()


def new_s3_bucket(server):
    """A new, empty bucket on ``server`` (left there: moto keeps it in memory until the server stops)."""
    bucket = S3Bucket(server, _bucket_name())
    server.client().create_bucket(Bucket=bucket.name)
    gdal.VSICurlClearCache()
    return bucket


@pytest.fixture(scope="session")
def s3_server(tmp_path_factory):
    """moto's S3 server, for the test process's life (running_s3_server)."""
    _skip_unless_importable(("moto", "boto3", "flask", "flask_cors"), "'moto[server]'")
    with running_s3_server(tmp_path_factory.mktemp("s3_server") / "moto.log") as server:
        yield server


@pytest.fixture
def s3_bucket(s3_server):
    """A new, empty bucket on s3_server (new_s3_bucket)."""
    yield new_s3_bucket(s3_server)
    gdal.VSICurlClearCache()


class Permissions:
    """What s3_denied yields: ``allow(*actions)`` sets the S3 actions GDAL's user may take on the bucket."""

    def __init__(self, server, bucket, user):
        self.server, self.bucket, self.user = server, bucket, user

    def allow(self, *actions):
        arns = [f"arn:aws:s3:::{self.bucket.name}", f"arn:aws:s3:::{self.bucket.name}/*"]
        self.server.set_policy(self.user, [{"Effect": "Allow", "Action": list(actions), "Resource": arns}])
        gdal.VSICurlClearCache()  # GDAL may hold a refusal as "no such file"


@pytest.fixture
def s3_denied(s3_server, s3_bucket):
    """For this test moto checks permissions, and GDAL signs as a user allowed nothing: every request on
    s3_bucket gets HTTP 403 (AccessDenied) until ``allow(...)``. s3_bucket's helpers act as an administrator."""
    _, admin_keys = s3_server.new_user([{"Effect": "Allow", "Action": "*", "Resource": "*"}])
    user, user_keys = s3_server.new_user()
    dummy_keys, s3_server.credentials = s3_server.credentials, admin_keys
    s3_server.check_permissions(True)
    try:
        with gdal_settings(user_keys):
            gdal.VSICurlClearCache()
            yield Permissions(s3_server, s3_bucket, user)
    finally:
        s3_server.check_permissions(False)
        s3_server.credentials = dummy_keys
        gdal.VSICurlClearCache()


class Relay:
    """A TCP relay from ``port`` to ``target_port`` that can drop out as a crashed server does, and come back."""

    def __init__(self, target_port):
        self.port, self.target_port = _free_port(), target_port
        self._lock = threading.Lock()
        self._listener = None
        self._links = set()
        self._budget = None  # bytes still to pass towards the server before stopping; None: no limit
        self.start()

    def start(self):
        with self._lock:
            if self._listener is None:
                self._budget = None
                self._listener = socket.create_server((HOST, self.port))
                threading.Thread(target=self._accept, args=(self._listener,), daemon=True).start()

    def stop(self):
        """Refuse new connections and cut the open ones, mid-request if so."""
        with self._lock:
            listener, self._listener = self._listener, None
            links, self._links = self._links, set()
        if listener is not None:
            listener.shutdown(socket.SHUT_RDWR)  # wakes the thread blocked in accept()
            listener.close()
        for link in links:
            link.cut()

    def stop_after(self, nbytes):
        """Stop once ``nbytes`` more bytes went towards the server (the request bytes beyond are dropped)."""
        with self._lock:
            self._budget = nbytes

    def _accept(self, listener):
        while True:
            try:
                client, _ = listener.accept()
                server = socket.create_connection((HOST, self.target_port))
            except OSError:
                return
            link = _Link(client, server, self._forget)
            with self._lock:
                stopped = self._listener is not listener  # stop() came between accept() and here
                if not stopped:
                    self._links.add(link)
            if stopped:
                link.cut()
            threading.Thread(target=self._pump, args=(link, client, server, True), daemon=True).start()
            threading.Thread(target=self._pump, args=(link, server, client, False), daemon=True).start()

    def _forget(self, link):
        with self._lock:
            self._links.discard(link)

    def _pump(self, link, source, sink, towards_server):
        try:
            while True:
                data = source.recv(65536)
                cut = False
                if data and towards_server:
                    with self._lock:
                        if self._budget is not None:
                            data, self._budget = data[:self._budget], max(0, self._budget - len(data))
                            cut = self._budget == 0
                if data:
                    sink.sendall(data)
                if cut:
                    self.stop()
                if not data:
                    break
        except OSError:
            pass
        finally:
            link.cut()
            link.pump_done()


class _Link:
    """A client's connection and the relay's to the server, pumped by two threads, which close them once both
    are done: a socket closed while another thread may still use it could have its number reused meanwhile by a
    new connection, which that thread would then cut."""

    def __init__(self, client, server, forget):
        self._sockets = (client, server)
        self._forget = forget
        self._lock = threading.Lock()
        self._cut = False
        self._pumps = 2

    def cut(self):
        with self._lock:
            if self._cut:
                return
            self._cut = True
            for sock in self._sockets:
                try:
                    # SO_LINGER 0: close() sends RST, as the kernel does for a killed server's connections.
                    sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
                    sock.shutdown(socket.SHUT_RDWR)  # wakes the pump blocked in recv() or sendall() on it
                except OSError:
                    pass

    def pump_done(self):
        with self._lock:
            self._pumps -= 1
            if self._pumps:
                return
            for sock in self._sockets:
                sock.close()
        self._forget(self)


@pytest.fixture
def s3_outage(s3_server):
    """GDAL reaches s3_server through a Relay for this test, so the test can cut it off (``stop()``,
    ``stop_after(n)``) and reconnect it (``start()``); boto3 (s3_bucket's helpers) goes straight to moto."""
    relay = Relay(s3_server.port)
    try:
        with gdal_settings({"AWS_S3_ENDPOINT": f"{HOST}:{relay.port}"}):
            gdal.VSICurlClearCache()
            yield relay
    finally:
        relay.stop()
        gdal.VSICurlClearCache()


# The answers a FaultProxy gives instead of the server's.
FAULTS = ("503", "503-retry-after", "empty-200", "drop")
_SLOW_DOWN = b"<Error><Code>SlowDown</Code><Message>Please reduce your request rate.</Message></Error>"
# Hop-by-hop headers: the proxy's own connection's, never passed on.
_HOP_BY_HOP = {"connection", "keep-alive", "proxy-connection", "transfer-encoding", "te", "trailer", "upgrade",
               "expect"}


class FaultProxy:
    """An HTTP proxy on 127.0.0.1 in front of the server on ``target_port`` (moto) that answers some requests as
    a flaky server does, and passes the others on unchanged (headers, signature and body as sent).

    ``fail(method, pattern, times, answer)``: the next ``times`` requests of ``method`` whose path and query match
    the regex ``pattern`` get ``answer`` (one of FAULTS) instead. It serves no more than ``lifetime`` seconds
    and then shuts itself down, so a test that forgets it leaves nothing listening; ``stop()`` ends it sooner."""

    def __init__(self, target_port, lifetime=600):
        self.target_port = target_port
        self.requests = []  # (method, path and query, answer): "passed" or the fault given
        self._rules = []
        self._lock = threading.Lock()
        proxy = self

        class Handler(_FaultProxyHandler):
            owner = proxy

        self._server = ThreadingHTTPServer((HOST, 0), Handler)
        self._server.daemon_threads = True
        self.port = self._server.server_port
        self._thread = threading.Thread(target=self._server.serve_forever, kwargs={"poll_interval": 0.05},
                                        daemon=True)
        self._thread.start()
        self._timer = threading.Timer(lifetime, self.stop)
        self._timer.daemon = True
        self._timer.start()

    def fail(self, method, pattern, times, answer):
        if answer not in FAULTS:
            raise ValueError(f"{answer!r} is not one of {FAULTS}")
        with self._lock:
            self._rules.append([method.upper(), re.compile(pattern), times, answer])

    def faults_left(self):
        with self._lock:
            return sum(rule[2] for rule in self._rules)

    def clear(self):
        with self._lock:
            self._rules = []

    def answer_for(self, method, target):
        """The fault this request gets, counted; None: passed on."""
        with self._lock:
            for rule in self._rules:
                if rule[2] > 0 and rule[0] == method and rule[1].search(target):
                    rule[2] -= 1
                    self.requests.append((method, target, rule[3]))
                    return rule[3]
            self.requests.append((method, target, "passed"))
            return None

    def stop(self):
        self._timer.cancel()
        if self._thread.is_alive():
            self._server.shutdown()
            self._thread.join()
        self._server.server_close()


class _FaultProxyHandler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"  # keep-alive, as S3 serves GDAL and the plugin's client
    owner: FaultProxy

    def log_message(self, format, *args):
        pass

    def _body(self):
        if self.headers.get("Transfer-Encoding", "").lower() == "chunked":
            body = bytearray()
            while True:
                size = int(self.rfile.readline().split(b";")[0], 16)
                if size == 0:
                    while self.rfile.readline() not in (b"\r\n", b"\n", b""):
                        pass  # trailers
                    return bytes(body)
                body += self.rfile.read(size)
                self.rfile.readline()
        return self.rfile.read(int(self.headers.get("Content-Length") or 0))

    def _forward(self, body):
        connection = http.client.HTTPConnection(HOST, self.owner.target_port, timeout=60)
        try:
            headers = {name: value for name, value in self.headers.items() if name.lower() not in _HOP_BY_HOP}
            headers["Content-Length"] = str(len(body))
            connection.request(self.command, self.path, body=body, headers=headers)
            response = connection.getresponse()
            # As transparent as a proxy can be: a server that closes its connections (moto does) has them closed.
            self.close_connection = response.will_close
            return response.status, response.getheaders(), response.read()
        finally:
            connection.close()

    def _reset(self):
        self.connection.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
        self.close_connection = True
        self.connection.close()

    def _send(self, status, headers, body, cut=False):
        if cut and not body:
            self._reset()  # no body to cut short: no answer at all
            return
        self.send_response_only(status)
        for name, value in headers:
            if name.lower() not in _HOP_BY_HOP and name.lower() not in ("content-length", "date", "server"):
                self.send_header(name, value)
        self.send_header("Content-Length", str(len(body)))
        if self.close_connection:
            self.send_header("Connection", "close")
        self.end_headers()
        if cut:
            # Half the answer, then a reset: the connection of a server that died while it answered.
            self.wfile.write(body[:len(body) // 2])
            self.wfile.flush()
            self._reset()
            return
        self.wfile.write(body)

    def _proxy(self):
        body = self._body()
        fault = self.owner.answer_for(self.command, self.path)
        if fault in ("503", "503-retry-after"):
            extra = [("Retry-After", "1")] if fault == "503-retry-after" else []
            self._send(503, [("Content-Type", "application/xml"), *extra], _SLOW_DOWN)
        elif fault == "empty-200":
            self._send(200, [], b"")
        else:
            status, headers, answer = self._forward(body)
            self._send(status, headers, answer, cut=fault == "drop")

    do_GET = do_PUT = do_POST = do_DELETE = _proxy  # noqa: N815 (http.server's names)

    def do_HEAD(self):
        self._body()
        fault = self.owner.answer_for("HEAD", self.path)
        if fault in ("503", "503-retry-after"):
            self._send_head(503, [("Retry-After", "1")] if fault == "503-retry-after" else [], len(_SLOW_DOWN))
            return
        status, headers, _ = self._forward_head()
        length = next((value for name, value in headers if name.lower() == "content-length"), "0")
        self._send_head(status, headers, int(length))

    def _forward_head(self):
        connection = http.client.HTTPConnection(HOST, self.owner.target_port, timeout=60)
        try:
            headers = {name: value for name, value in self.headers.items() if name.lower() not in _HOP_BY_HOP}
            connection.request("HEAD", self.path, headers=headers)
            response = connection.getresponse()
            response.read()
            self.close_connection = response.will_close
            return response.status, response.getheaders(), b""
        finally:
            connection.close()

    def _send_head(self, status, headers, length):
        self.send_response_only(status)
        for name, value in headers:
            if name.lower() not in _HOP_BY_HOP and name.lower() not in ("content-length", "date", "server"):
                self.send_header(name, value)
        self.send_header("Content-Length", str(length))  # a HEAD's answer says the object's size, sends no body
        if self.close_connection:
            self.send_header("Connection", "close")
        self.end_headers()


@pytest.fixture
def s3_faults(s3_server):
    """GDAL and the plugin's S3 client reach s3_server through a FaultProxy for this test (module docstring);
    s3_bucket's helpers (boto3) go straight to moto."""
    proxy = FaultProxy(s3_server.port)
    try:
        with gdal_settings({"AWS_S3_ENDPOINT": f"{HOST}:{proxy.port}"}):
            gdal.VSICurlClearCache()
            yield proxy
    finally:
        proxy.stop()
        gdal.VSICurlClearCache()


# --- GCS: gcp-storage-emulator ----------------------------------------------------------------------------

class GCSServer:
    """gcp-storage-emulator on 127.0.0.1, in memory: ``url`` (http://HOST:PORT)."""

    def __init__(self, log):
        self.port = _free_port()
        self.url = f"http://{HOST}:{self.port}"
        self.process = ServerProcess("gcp_storage_emulator",
                                     ["start", "--host", HOST, "--port", str(self.port), "--no-store-on-disk"],
                                     f"{self.url}/", log)

    def gdal_options(self):
        # "Expect:" drops the "Expect: 100-continue" curl sends before a body over 1 KiB: the emulator never
        # answers it, so each upload waited curl's 1 s timeout first.
        return {"CPL_GS_ENDPOINT": f"{self.url}/", "GS_NO_SIGN_REQUEST": "NO",
                "GS_ACCESS_KEY_ID": "tfrecord-bridge-tests", "GS_SECRET_ACCESS_KEY": "tfrecord-bridge-tests",
                "GDAL_HTTP_HEADERS": "Expect:"}


class GCSBucket(Bucket):
    """Its helpers use the emulator's JSON API (the one GDAL does not use)."""

    scheme, vsi_prefix = "gs", "/vsigs/"

    def __init__(self, server, name):
        super().__init__(name)
        self.server = server

    def keys(self):
        names, page = [], ""
        while True:
            listing = json.loads(_request("GET", f"{self.server.url}/storage/v1/b/{self.name}/o{page}"))
            names += [item["name"] for item in listing.get("items", [])]
            if not listing.get("nextPageToken"):
                return sorted(names)
            page = f"?pageToken={quote(listing['nextPageToken'])}"

    def get(self, key):
        return _request("GET", f"{self.server.url}/download/storage/v1/b/{self.name}/o/{quote(key, safe='')}"
                               "?alt=media")

    def put(self, key, data):
        _request("POST", f"{self.server.url}/upload/storage/v1/b/{self.name}/o?uploadType=media"
                         f"&name={quote(key, safe='')}", data)


@contextmanager
def running_gcs_server(log):
    """gcp-storage-emulator for the ``with`` block, its output in ``log``; GDAL and os.environ pointed at it
    (module docstring). The gcs_server fixture's, and tests/behaviour_matrix.py's outside pytest."""
    server = GCSServer(log)
    try:
        with gdal_settings({**server.gdal_options(), **_local_settings()}):
            yield server
    finally:
        server.process.stop()


def new_gcs_bucket(server):
    """A new, empty bucket on ``server`` (left there: the emulator keeps it in memory)."""
    bucket = GCSBucket(server, _bucket_name())
    _request("POST", f"{server.url}/storage/v1/b?project=tfrecord-bridge-tests",
             json.dumps({"name": bucket.name}).encode(), "application/json")
    gdal.VSICurlClearCache()
    return bucket


@pytest.fixture(scope="session")
def gcs_server(tmp_path_factory):
    """gcp-storage-emulator, for the test process's life (running_gcs_server)."""
    _skip_unless_importable(("gcp_storage_emulator",), "gcp-storage-emulator")
    with running_gcs_server(tmp_path_factory.mktemp("gcs_server") / "gcs.log") as server:
        yield server


@pytest.fixture
def gcs_bucket(gcs_server):
    """A new, empty bucket on gcs_server (new_gcs_bucket)."""
    yield new_gcs_bucket(gcs_server)
    gdal.VSICurlClearCache()


class GCSFront:
    """The XML API requests /vsigs/ makes that gcp-storage-emulator lacks, answered as Cloud Storage answers
    them, from the emulator's own objects through its JSON API: a listing (``GET /bucket?prefix=``), a copy
    (``PUT`` with ``x-goog-copy-source``, GDAL's rename), ``DELETE``, ``HEAD``, an empty object, and Cloud
    Storage's error bodies (``NoSuchBucket``, ``NoSuchKey``). Every other request goes to the emulator as sent.
    So an export to gs:// runs against the emulator whole (the gcs_front fixture).

    ``keep_empty``: a regex; an upload or a copy whose key it matches is answered 200 as by a store that took it,
    and the emulator keeps an empty object: a store that answers "done" and keeps nothing (None: off).
    ``requests`` lists (method, path) of each request."""

    def __init__(self, server):
        self.server = server
        self.keep_empty = None
        self.requests = []
        front = self

        class Handler(_GCSFrontHandler):
            owner = front

        self._http = ThreadingHTTPServer((HOST, 0), Handler)
        self._http.daemon_threads = True
        self.port = self._http.server_port
        self.url = f"http://{HOST}:{self.port}"
        self._thread = threading.Thread(target=self._http.serve_forever, kwargs={"poll_interval": 0.05},
                                        daemon=True)
        self._thread.start()

    def stop(self):
        self._http.shutdown()
        self._http.server_close()
        self._thread.join()

    def json_api(self, method, path, data=None, content_type="application/octet-stream"):
        """(status, body) of the emulator's JSON API at ``path``; an HTTP error is a status, not an exception."""
        try:
            return 200, _request(method, f"{self.server.url}{path}", data, content_type)
        except urllib.error.HTTPError as error:
            return error.code, error.read()

    def bucket_exists(self, bucket):
        return self.json_api("GET", f"/storage/v1/b/{quote(bucket, safe='')}")[0] == 200

    def metadata(self, bucket, key):
        status, body = self.json_api("GET", f"/storage/v1/b/{quote(bucket, safe='')}/o/{quote(key, safe='')}")
        return json.loads(body) if status == 200 else None


_NO_SUCH = {"NoSuchBucket": "The specified bucket does not exist.", "NoSuchKey": "The specified key does not exist."}


class _GCSFrontHandler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    owner: GCSFront

    def log_message(self, format, *args):
        pass

    def _answer(self, status, body=b"", headers=(), head=False, length=None):
        self.send_response_only(status)
        for name, value in headers:
            self.send_header(name, value)
        self.send_header("Content-Length", str(len(body) if length is None else length))
        self.end_headers()
        if not head:
            self.wfile.write(body)

    def _missing(self, bucket, head=False):
        code = "NoSuchKey" if self.owner.bucket_exists(bucket) else "NoSuchBucket"
        body = (f"<?xml version='1.0' encoding='UTF-8'?><Error><Code>{code}</Code>"
                f"<Message>{_NO_SUCH[code]}</Message></Error>").encode()
        self._answer(404, body, [("Content-Type", "application/xml")], head=head)

    def _target(self):
        """(bucket, key, query) of the request; key '' for the bucket itself."""
        parts = urlsplit(self.path)
        bucket, _, key = unquote(parts.path).lstrip("/").partition("/")
        query = {name: values[0] for name, values in urllib.parse.parse_qs(parts.query,
                                                                          keep_blank_values=True).items()}
        return bucket, key, query

    def _body(self):
        return self.rfile.read(int(self.headers.get("Content-Length") or 0))

    def _forward(self, body):
        self.owner.requests.append((self.command, self.path))
        connection = http.client.HTTPConnection(HOST, self.owner.server.port, timeout=60)
        try:
            headers = {name: value for name, value in self.headers.items() if name.lower() not in _HOP_BY_HOP}
            headers["Content-Length"] = str(len(body))
            connection.request(self.command, self.path, body=body, headers=headers)
            response = connection.getresponse()
            answer = response.read()
            status, headers = response.status, response.getheaders()
        finally:
            connection.close()
        if status == 404:
            self._missing(self._target()[0])
            return
        self._answer(status, answer, [(name, value) for name, value in headers
                                      if name.lower() not in _HOP_BY_HOP | {"content-length", "date", "server"}])

    def do_GET(self):
        bucket, key, query = self._target()
        if key:
            self._forward(self._body())
            return
        self.owner.requests.append(("GET", self.path))
        self._list(bucket, query)

    def _list(self, bucket, query):
        prefix, delimiter = query.get("prefix", ""), query.get("delimiter", "")
        arguments = urllib.parse.urlencode({name: value for name, value in
                                            (("prefix", prefix), ("delimiter", delimiter)) if value})
        status, body = self.owner.json_api("GET", f"/storage/v1/b/{quote(bucket, safe='')}/o?{arguments}")
        if status != 200:
            self._missing(bucket)
            return
        listing = json.loads(body)
        items = "".join(f"<Contents><Key>{html.escape(item['name'])}</Key><Size>{item['size']}</Size>"
                        f"<LastModified>{item['updated']}</LastModified><ETag>\"{item.get('md5Hash', '')}\"</ETag>"
                        "</Contents>" for item in listing.get("items", []))
        prefixes = "".join(f"<CommonPrefixes><Prefix>{html.escape(name)}</Prefix></CommonPrefixes>"
                           for name in listing.get("prefixes", []))
        answer = (f"<?xml version='1.0' encoding='UTF-8'?><ListBucketResult><Name>{html.escape(bucket)}</Name>"
                  f"<Prefix>{html.escape(prefix)}</Prefix><IsTruncated>false</IsTruncated>{items}{prefixes}"
                  "</ListBucketResult>").encode()
        self._answer(200, answer, [("Content-Type", "application/xml")])

    def do_HEAD(self):
        bucket, key, _ = self._target()
        self.owner.requests.append(("HEAD", self.path))
        found = self.owner.metadata(bucket, key) if key else None
        if found is None:
            if key or not self.owner.bucket_exists(bucket):
                self._missing(bucket, head=True)
            else:
                self._answer(200, head=True)
            return
        modified = email.utils.format_datetime(datetime.datetime.fromisoformat(found["updated"].replace("Z", "+00:00")),
                                               usegmt=True)
        self._answer(200, head=True, length=int(found["size"]),
                     headers=[("Last-Modified", modified), ("ETag", f"\"{found.get('md5Hash', '')}\""),
                              ("Content-Type", found.get("contentType", "application/octet-stream"))])

    def do_PUT(self):
        bucket, key, _ = self._target()
        body = self._body()
        source = self.headers.get("x-goog-copy-source")
        if source:
            self.owner.requests.append(("PUT", self.path))
            source_bucket, _, source_key = unquote(source).lstrip("/").partition("/")
            status, _ = self.owner.json_api(
                "POST", f"/storage/v1/b/{quote(source_bucket, safe='')}/o/{quote(source_key, safe='')}/copyTo/b/"
                        f"{quote(bucket, safe='')}/o/{quote(key, safe='')}")
            if status != 200:
                self._missing(source_bucket)
                return
            if self._kept_empty(key):
                self._put_empty(bucket, key)
                return
            self._answer(200, b"<?xml version='1.0' encoding='UTF-8'?><CopyObjectResult></CopyObjectResult>",
                         [("Content-Type", "application/xml")])
            return
        if body and not self._kept_empty(key):
            self._forward(body)
            return
        self.owner.requests.append(("PUT", self.path))
        self._put_empty(bucket, key)

    def _kept_empty(self, key):
        return self.owner.keep_empty is not None and re.search(self.owner.keep_empty, key)

    def _put_empty(self, bucket, key):
        """Keep an empty object under ``key``, and answer as a store that took the upload (or the copy)."""
        # The emulator refuses an empty body; its JSON API's multipart upload takes an empty object in a body.
        boundary = uuid.uuid4().hex
        upload = (f"--{boundary}\r\nContent-Type: application/json\r\n\r\n{json.dumps({'name': key})}\r\n"
                  f"--{boundary}\r\nContent-Type: application/octet-stream\r\n\r\n\r\n--{boundary}--\r\n")
        status, _ = self.owner.json_api("POST", f"/upload/storage/v1/b/{quote(bucket, safe='')}/o"
                                                "?uploadType=multipart", upload.encode(),
                                        f"multipart/related; boundary={boundary}")
        if status != 200:
            self._missing(bucket)
            return
        self._answer(200, headers=[("ETag", '"d41d8cd98f00b204e9800998ecf8427e"')])

    def do_DELETE(self):
        bucket, key, _ = self._target()
        self._body()
        self.owner.requests.append(("DELETE", self.path))
        status, _ = self.owner.json_api("DELETE", f"/storage/v1/b/{quote(bucket, safe='')}/o/{quote(key, safe='')}")
        if status >= 400:
            self._missing(bucket)
            return
        self._answer(204)


@pytest.fixture
def gcs_front(gcs_server):
    """GDAL reaches gcs_server through a GCSFront for this test, which answers what the emulator lacks (a listing,
    a copy, a delete...): an export to gs:// runs whole. gcs_bucket's helpers go straight to the emulator."""
    front = GCSFront(gcs_server)
    try:
        with gdal_settings({"CPL_GS_ENDPOINT": f"{front.url}/"}):
            gdal.VSICurlClearCache()
            yield front
    finally:
        front.stop()
        gdal.VSICurlClearCache()


# --- Azure: Azurite ---------------------------------------------------------------------------------------

# The Azurite blob server scripts/test.sh installs with npm (its AZURITE_VERSION), outside the checkout.
AZURITE = os.environ.get("TFRECORD_BRIDGE_AZURITE", "")
# Azurite's one account, and its published key (the same in every Azurite: no secret).
AZURITE_ACCOUNT = "devstoreaccount1"
AZURITE_KEY = "Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw=="


class AzureServer:
    """Azurite's blob service on 127.0.0.1, its blobs in ``folder``: ``url`` (http://HOST:PORT/ACCOUNT)."""

    def __init__(self, folder):
        self.port = _free_port()
        self.url = f"http://{HOST}:{self.port}/{AZURITE_ACCOUNT}"
        # --location: its blobs and settings, which it writes in the current folder without it.
        self.process = ServerProcess(
            "azurite", ["--blobHost", HOST, "--blobPort", str(self.port), "--disableTelemetry", "--silent",
                        "--skipApiVersionCheck", "--loose", "--location", str(folder)],
            f"{self.url}?comp=list", Path(folder) / "azurite.log", command=AZURITE)

    def gdal_options(self, key=AZURITE_KEY):
        return {"AZURE_STORAGE_CONNECTION_STRING": f"DefaultEndpointsProtocol=http;AccountName={AZURITE_ACCOUNT};"
                                                   f"AccountKey={key};BlobEndpoint={self.url};"}


@pytest.fixture(scope="session")
def azure_server(tmp_path_factory):
    """Azurite, for the test process's life; GDAL and os.environ pointed at it (AZURE_STORAGE_CONNECTION_STRING
    with its BlobEndpoint). Skips where Azurite is not installed: scripts/test.sh installs it (npm, Node.js)."""
    if not (AZURITE and os.access(AZURITE, os.X_OK)):
        pytest.skip("Azurite is not installed: scripts/test.sh installs it with npm where Node.js is (it sets "
                    "TFRECORD_BRIDGE_AZURITE to its azurite-blob)")
    server = AzureServer(tmp_path_factory.mktemp("azure_server"))
    try:
        with gdal_settings({**server.gdal_options(), **_local_settings()}):
            yield server
    finally:
        server.process.stop()


@pytest.fixture
def az_container(azure_server):
    """A new, empty container on azure_server, as ``az://NAME`` (made through GDAL: /vsiaz/'s Mkdir makes one)."""
    name = _bucket_name()
    assert gdal.Mkdir(f"/vsiaz/{name}", 0o777) == 0, gdal.VSIGetLastErrorMsg()
    yield f"az://{name}"
    gdal.VSICurlClearCache()


# --- HTTP: http.server ------------------------------------------------------------------------------------

RANGE = re.compile(r"bytes=(\d*)-(\d*)")


class RangeRequestHandler(SimpleHTTPRequestHandler):
    """http.server's file handler, made readable by GDAL's /vsicurl/: byte ranges, Apache-style listings."""

    def log_message(self, format, *args):
        pass  # the test's output, not one line a request

    def send_head(self):
        wanted = RANGE.fullmatch(self.headers.get("Range", "").strip())
        path = self.translate_path(self.path)
        if wanted is None or wanted.groups() == ("", "") or not os.path.isfile(path):
            return super().send_head()  # a whole file, a folder, or a 404
        with open(path, "rb") as file:
            size = os.fstat(file.fileno()).st_size
            first, last = wanted.groups()
            if first:
                first, last = int(first), min(int(last) if last else size - 1, size - 1)
            else:  # bytes=-N: the last N bytes
                first, last = max(0, size - int(last)), size - 1
            if first >= size or first > last:
                self.send_response(HTTPStatus.REQUESTED_RANGE_NOT_SATISFIABLE)
                self.send_header("Content-Range", f"bytes */{size}")
                self.send_header("Content-Length", "0")
                self.end_headers()
                return None
            file.seek(first)
            body = file.read(last - first + 1)
        self.send_response(HTTPStatus.PARTIAL_CONTENT)
        self.send_header("Content-Type", self.guess_type(path))
        self.send_header("Content-Range", f"bytes {first}-{last}/{size}")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        return io.BytesIO(body)

    def list_directory(self, path):
        # GDAL recognises a listing by its title, "Index of /dir/", and reads one <a href> a line.
        folder = unquote(urlsplit(self.path).path)
        names = sorted(entry.name + ("/" if entry.is_dir() else "") for entry in os.scandir(path))
        lines = [f"<html><head><title>Index of {html.escape(folder)}</title></head><body>",
                 f"<h1>Index of {html.escape(folder)}</h1>", "<ul>",
                 *(f'<li><a href="{quote(name)}">{html.escape(name)}</a></li>' for name in names),
                 "</ul></body></html>", ""]
        body = "\n".join(lines).encode()
        self.send_response(HTTPStatus.OK)
        self.send_header("Content-Type", "text/html; charset=utf-8")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        return io.BytesIO(body)


class HttpFolder(NamedTuple):
    """What http_folder yields: the folder served and its URL (http://127.0.0.1:PORT/)."""

    path: Path
    url: str

    @property
    def vsi(self):
        return f"/vsicurl/{self.url}"


class _QuietServer(ThreadingHTTPServer):
    """http.server's threading server, quiet about a client that hangs up: GDAL does, on refusing the test's
    certificate (a reset, after TLS 1.3's handshake) or once it has what it wanted; http.server would print
    each as a traceback, into the output a test reads."""

    def handle_error(self, request, client_address):
        if not isinstance(sys.exc_info()[1], (ConnectionError, ssl.SSLError)):
            super().handle_error(request, client_address)


@contextmanager
def _served(folder, handler, context=None):
    """``folder`` served on 127.0.0.1 by ``handler`` (over TLS with ``context``) in the block; yields its port."""
    server = _QuietServer((HOST, 0), functools.partial(handler, directory=str(folder)))
    if context is not None:
        server.socket = context.wrap_socket(server.socket, server_side=True)
    # serve_forever checks for shutdown() every poll_interval: 0.5 s by default, at every teardown.
    thread = threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)
    thread.start()
    try:
        with gdal_settings(_local_settings()):
            yield server.server_port
    finally:
        server.shutdown()
        server.server_close()
        thread.join()
        gdal.VSICurlClearCache()


@pytest.fixture
def http_folder(tmp_path):
    """An empty folder served over HTTP on 127.0.0.1 for this test, with byte ranges and listings."""
    folder = tmp_path / "served"
    folder.mkdir()
    with _served(folder, RangeRequestHandler) as port:
        yield HttpFolder(folder, f"http://{HOST}:{port}/")


class _PlainHandler(SimpleHTTPRequestHandler):
    """http.server's file handler as it is: whole files only, no byte ranges."""

    def log_message(self, format, *args):
        pass  # and GDAL hangs up once it sees the whole file coming where it asked for a part: _QuietServer


@pytest.fixture
def http_folder_without_ranges(tmp_path):
    """An empty folder served over HTTP by http.server as it is, which answers a Range request with the whole file
    (as some servers do): GDAL cannot read a file there in place."""
    folder = tmp_path / "served"
    folder.mkdir()
    with _served(folder, _PlainHandler) as port:
        yield HttpFolder(folder, f"http://{HOST}:{port}/")


class HttpsFolder(NamedTuple):
    """What https_server yields: the folder served, its URL (https://127.0.0.1:PORT/) and the certificate the
    server shows (made for the test, by no authority the system trusts)."""

    path: Path
    url: str
    ca: Path


@pytest.fixture
def https_server(tmp_path):
    """An empty folder served over HTTPS on 127.0.0.1 with byte ranges, with a self-signed certificate made by
    ``openssl`` for the test: GDAL does not trust it (unless given it as SSL_CERT_FILE)."""
    folder = tmp_path / "served"
    folder.mkdir()
    key, certificate = tmp_path / "key.pem", tmp_path / "certificate.pem"
    try:
        subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", str(key), "-out",
                        str(certificate), "-days", "1", "-subj", f"/CN={HOST}", "-addext", f"subjectAltName=IP:{HOST}"],
                       check=True, capture_output=True)
    except (OSError, subprocess.CalledProcessError) as error:
        pytest.skip(f"openssl could not make a certificate: {error}")
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.load_cert_chain(certificate, key)
    with _served(folder, RangeRequestHandler, context) as port:
        yield HttpsFolder(folder, f"https://{HOST}:{port}/", certificate)
