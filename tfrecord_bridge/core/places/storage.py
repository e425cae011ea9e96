"""Where files live: local paths, and buckets and web servers through GDAL's virtual file systems.

A user may name any input or output as a local path, a URL (``s3://``, ``gs://``, ``az://``,
``https://``) or GDAL's own name for it (``/vsis3/``, ``/vsigs/``, ``/vsiaz/``, ``/vsicurl/``,
``/vsizip/``, ...). :func:`gdal_path` turns each into the name GDAL opens, and every file the plugin
reads or writes goes through the functions here: a local path through Python's own file functions
(fast, with the system's error numbers, which :mod:`.outputs` turns into words), anything else
through GDAL's VSI layer (imported only then: the codec reads local files where GDAL is not installed),
so that credentials and endpoints are GDAL's (``AWS_*``, ``GS_*``,
``GOOGLE_APPLICATION_CREDENTIALS``, ``AZURE_*``, and QGIS's GDAL settings), never ours.

An object store has no folders and no rename: a folder there is a prefix, made by writing under it,
and GDAL renames an object by copying it and deleting the original. :mod:`.outputs` builds its all or
nothing on that: an object appears under its final name only once whole.
"""

from __future__ import annotations

import contextlib
import errno
import io
import os
import posixpath
import re
import shutil
import stat
import threading
import uuid
from collections.abc import Iterator, Sequence
from typing import IO, Any, Union

from ..base.failure_words import failure_in_words, known_failure
from ..base.messages import message, message_of
from ..base.redaction import redact

PathLike = Union[str, "os.PathLike[str]"]

# A user's URL scheme, and GDAL's virtual file system for it.
SCHEMES = {"s3://": "/vsis3/", "gs://": "/vsigs/", "az://": "/vsiaz/", "abfs://": "/vsiadls/"}
WEB_SCHEMES = ("http://", "https://")
# Object stores: no folders, no rename (GDAL copies, then deletes); writing goes straight to the server.
OBJECT_STORES = ("/vsis3/", "/vsigs/", "/vsiaz/", "/vsiadls/", "/vsioss/", "/vsiswift/")
# GDAL's virtual file systems where files can be written, renamed and deleted: the object stores and memory.
WRITABLE = OBJECT_STORES + ("/vsimem/",)

_COPY_PIECE = 8 << 20
# Requests to an object store sent at once by replace_all.
_CONCURRENT_REQUESTS = 8
# The temporary name of a file until its run commits (outputs.PARTIAL_SUFFIX): FINAL.<run id>.part, the run's
# own (partial_name), so that two runs writing one name never write one file; FINAL.part is an older version's.
PARTIAL_SUFFIX = ".part"
RUN_ID = r"[0-9a-f]{12}"
_RUN_PARTIAL = re.compile(r"(?P<final>.+?)(?:\.(?P<run>" + RUN_ID + r"))?" + re.escape(PARTIAL_SUFFIX))
# Buffer of a stream on a virtual file system: each call into GDAL costs a Python-to-C round trip.
_BUFFER = 4 << 20


def new_run_id() -> str:
    """A run's id: what its temporary names (:func:`partial_name`) and its writer's lock carry."""
    return uuid.uuid4().hex[:12]


def partial_name(final: PathLike, run: str) -> str:
    """The temporary name the run ``run`` (:func:`new_run_id`) writes ``final`` under: FINAL.<run>.part."""
    return suffixed(final, f".{run}{PARTIAL_SUFFIX}")


def suffixed(path: PathLike, suffix: str) -> str:
    """``path`` with ``suffix`` added to its name; a :class:`Resolved` path stays one, not read again."""
    return path.suffixed(suffix) if isinstance(path, Resolved) else os.fspath(path) + suffix


def final_of_partial(partial: PathLike) -> str | None:
    """The final name a temporary one stands for (FINAL.<run>.part or FINAL.part); None for another name."""
    match = _RUN_PARTIAL.fullmatch(os.fspath(partial))
    return match["final"] if match else None


class _GdalOnFirstUse:
    """``osgeo.gdal``, imported when a virtual path is first used."""

    def __getattr__(self, name: str) -> Any:
        from osgeo import gdal as module
        return getattr(module, name)


gdal: Any = _GdalOnFirstUse()


class Resolved(str):
    """A path read from its text once (a :class:`.place.Place`, and the paths made from it): the functions here
    answer it from what it holds, never reading its text again. Its text is the user's path, as given."""

    __slots__ = ()
    gdal: str  # the name GDAL opens
    virtual: bool
    object_store: bool
    writable: bool

    def derived(self, text: str) -> str:
        """``text``, made from this path (joined, its folder), resolved as this one is; plain text where it
        left the scheme."""
        raise NotImplementedError

    def suffixed(self, suffix: str) -> Resolved:
        raise NotImplementedError

    def absolute(self) -> Resolved:
        raise NotImplementedError


def scheme_prefix(path: str) -> tuple[str, str]:
    """(the user's prefix, GDAL's prefix for it) of ``path``: ``("s3://", "/vsis3/")``, ``("https://",
    "/vsicurl/https://")``, ``("file://", "")``; ``("", "")`` for a local path or GDAL's own ``/vsi...`` name."""
    lower = path[:8].lower()
    for scheme, vsi in SCHEMES.items():
        if lower.startswith(scheme):
            return path[:len(scheme)], vsi
    for scheme in WEB_SCHEMES:
        if lower.startswith(scheme):
            return path[:len(scheme)], "/vsicurl/" + path[:len(scheme)]
    if lower.startswith("file://"):
        return path[:len("file://")], ""
    return "", ""


def gdal_path(path: PathLike) -> str:
    """The name GDAL opens for a user's path or URL: ``s3://b/k`` -> ``/vsis3/b/k``, ``https://...`` ->
    ``/vsicurl/https://...``; a local path or GDAL's own ``/vsi...`` name as it is."""
    if isinstance(path, Resolved):
        return path.gdal  # read once, when its place was made: never again
    path = os.fspath(path)
    user, vsi = scheme_prefix(path)
    return vsi + path[len(user):]


def is_virtual(path: PathLike) -> bool:
    """Whether ``path`` is read through GDAL's virtual file systems (a bucket, a URL, a zip...), not the OS."""
    if isinstance(path, Resolved):
        return path.virtual
    return gdal_path(path).startswith("/vsi")


def is_object_store(path: PathLike) -> bool:
    if isinstance(path, Resolved):
        return path.object_store
    return gdal_path(path).startswith(OBJECT_STORES)


def can_write(path: PathLike) -> bool:
    """Whether files can be written at ``path``: a local path, a bucket, or GDAL's memory; not a URL or a zip."""
    if isinstance(path, Resolved):
        return path.writable
    path = gdal_path(path) + "/"  # "/vsimem" itself too
    return not path.startswith("/vsi") or path.startswith(WRITABLE)


def bucket_of(path: PathLike) -> str | None:
    """``s3://bucket`` (in the user's form) for a path in an object store; None elsewhere."""
    path = gdal_path(path)
    for vsi in OBJECT_STORES:
        if path.startswith(vsi):
            scheme = next((s for s, v in SCHEMES.items() if v == vsi), vsi)
            return scheme + path[len(vsi):].split("/", 1)[0]
    return None


def user_path(path: PathLike) -> str:
    """A path as the user would write it back, for showing: ``s3://b/k`` for ``/vsis3/b/k``; others as they
    are; a credential in a URL's query masked (:func:`.redaction.redact`)."""
    path = os.fspath(path)
    for scheme, vsi in SCHEMES.items():
        if path.startswith(vsi):
            return redact(scheme + path[len(vsi):])
    if path.startswith("/vsicurl/") and path[len("/vsicurl/"):].lower().startswith(WEB_SCHEMES):
        return redact(path[len("/vsicurl/"):])
    return redact(path)


def _module(path: str) -> Any:
    return posixpath if is_virtual(path) else os.path


def join(folder: PathLike, *names: str) -> str:
    """The path of ``names`` in ``folder``; in a :class:`Resolved` path (a Place), one too, its GDAL name
    appended to."""
    folder = os.fspath(folder)
    joined = str(_module(folder).join(folder, *names))
    return folder.derived(joined) if isinstance(folder, Resolved) else joined


def dirname(path: PathLike) -> str:
    path = os.fspath(path)
    folder = str(_module(path).dirname(path))
    return path.derived(folder) if isinstance(path, Resolved) else folder


def basename(path: PathLike) -> str:
    path = os.fspath(path)
    return str(_module(path).basename(path))


def absolute(path: PathLike) -> str:
    """A local path made absolute; a virtual one as it is (it is absolute already)."""
    path = os.fspath(path)
    if isinstance(path, Resolved):
        return path.absolute()
    return path if is_virtual(path) else os.path.abspath(path)


def relative(path: PathLike, start: PathLike) -> str:
    path, start = os.fspath(path), os.fspath(start)
    return str(_module(path).relpath(path, start))


_NON_CACHED = "CPL_VSIL_CURL_NON_CACHED"


def _forget(vsi: str) -> None:
    """Drop what GDAL's cache holds of ``vsi`` in a bucket, and of its folder: another process (a Dask worker,
    an earlier run, a user's tool) may have written or deleted it since, and GDAL takes a file missing from a
    folder it listed earlier, or a folder missing from its parent's listing, as missing without asking."""
    if vsi.startswith(OBJECT_STORES):
        path = vsi.rstrip("/")
        folder = path.rsplit("/", 1)[0]
        # Never the file system's prefix alone (/vsis3): GDAL 3.6 aborts the process on it.
        gdal.VSICurlPartialClearCache(folder if folder.count("/") >= 2 else path)


def _stat(path: str) -> Any:
    """GDAL's stat of a virtual path, None when there is nothing there (or it cannot be reached)."""
    _last_call.failures = None  # an earlier call's: a vsi_error after this stat must not take them for its own
    vsi = gdal_path(path)
    _forget(vsi)
    with _quiet_gdal():
        return gdal.VSIStatL(vsi)


def exists(path: PathLike) -> bool:
    path = os.fspath(path)
    return _virtual_exists(path) if is_virtual(path) else os.path.exists(path)


def lexists(path: PathLike) -> bool:
    """Whether a file or folder (a link, even a broken one, on disk) has that name."""
    path = os.fspath(path)
    return _virtual_exists(path) if is_virtual(path) else os.path.lexists(path)


def lexists_each(paths: Sequence[PathLike]) -> list[bool]:
    """:func:`lexists` of each path. In an object store one listing of a folder answers for all its paths: a
    request each would be two, the object's and then GDAL's look for a folder of that name."""
    listings: dict[str, set[str]] = {}
    answers = []
    for each in paths:
        path = os.fspath(each)
        if not is_object_store(path) or path.endswith(PARTIAL_SUFFIX) or gdal_path(path) in _staged:
            answers.append(lexists(path))  # an upload may stand for a partial name: lexists knows
            continue
        folder = dirname(path)
        if folder not in listings:
            # No listing (nothing under the prefix yet, the uploads still pending, or no access) answers "no":
            # what a stat of each path would answer.
            listings[folder] = set(_listdir_or_empty(folder))
        answers.append(basename(path) in listings[folder])
    return answers


def _virtual_exists(path: str) -> bool:
    return gdal_path(path) in _staged or _stat(path) is not None or _is_staged(path)


def isdir(path: PathLike) -> bool:
    path = os.fspath(path)
    if not is_virtual(path):
        return os.path.isdir(path)
    stat = _stat(path)
    return bool(stat is not None and stat.IsDirectory())


def isfile(path: PathLike) -> bool:
    path = os.fspath(path)
    if not is_virtual(path):
        return os.path.isfile(path)
    stat = _stat(path)
    return bool(stat is not None and not stat.IsDirectory()) or (stat is None and _is_staged(path))


def getsize(path: PathLike) -> int:
    path = os.fspath(path)
    if not is_virtual(path):
        return os.path.getsize(path)
    stat = _stat(path)
    if stat is None:
        raise vsi_error(path, message("cannot read"), FileNotFoundError)
    return int(stat.size)


def modified_time(path: PathLike) -> float | None:
    """When the file was last written (seconds since the epoch, the server's time in a bucket); None when there
    is none."""
    path = os.fspath(path)
    if not is_virtual(path):
        try:
            return os.stat(path).st_mtime
        except FileNotFoundError:
            return None
    stat = _stat(path)
    return None if stat is None else float(stat.mtime)


def listdir(folder: PathLike) -> list[str]:
    """The names in a folder (or under a bucket prefix, as far as the next ``/``), as ``os.listdir``."""
    folder = os.fspath(folder)
    if not is_virtual(folder):
        return os.listdir(folder)
    names = _listing(folder)
    if names is None:
        if isdir(folder):
            return []
        raise vsi_error(folder, message("cannot list"), FileNotFoundError)
    return names


def _listing(folder: str) -> list[str] | None:
    """The names listed in a virtual folder; None when it lists none: an empty or missing folder.

    On S3 the listing goes through :mod:`.s3_staging`'s client, which retries a server's passing failure and
    raises (naming the bucket and prefix, and the server's answer) when it persists: GDAL 3.6 answers a
    failed listing (503, an empty 200) as it answers an empty folder, so an export took a listing that
    failed for "no earlier files" and left them beside its own. Elsewhere, and on S3 where the client cannot
    do as GDAL would (see :func:`.s3_staging.client_for`), GDAL lists, and cannot tell a failed listing
    from an empty folder: None then too."""
    path = gdal_path(folder)
    client = _uploads_client(path)
    if client is not None:
        return _s3_listing(client, folder)
    _forget(path)
    with _quiet_gdal():
        names = gdal.ReadDir(path)
    return None if names is None else [name for name in names if name not in (".", "..")]


def _s3_listing(client: Any, folder: str) -> list[str] | None:
    from . import s3_staging
    bucket, key = s3_staging.split(gdal_path(folder).rstrip("/"))
    try:
        names = client.list_folder(bucket, key + "/" if key else "")
    except s3_staging.S3Error as error:
        if error.code == "NoSuchBucket":
            return None
        raise OSError(message("{folder}: cannot list what it holds: {reason}", folder=user_path(folder),
                              reason=message_of(error))) from error
    return names or None


def names_starting(stem: PathLike, pending_uploads: bool = False) -> list[str]:
    """The paths in ``stem``'s folder whose names start with its last part: ``out/rgb-`` -> ``out/rgb-00000...``;
    with ``pending_uploads``, also the partial names S3 uploads not yet completed stand for (a request more)."""
    stem = os.fspath(stem)
    folder, start = dirname(stem), basename(stem)
    names = _listdir_or_empty(folder or ".")
    found = {join(folder, name) if folder else name for name in names if name.startswith(start)}
    return sorted(found.union(_staged_partials(stem) if pending_uploads else ()))


def open_file(path: PathLike, mode: str = "rb", encoding: str | None = None, newline: str | None = None) -> IO[Any]:
    """``open(path, mode)`` for a local or a virtual path; modes r, w, rb and wb.

    A virtual file is read or written through GDAL, buffered; writing to an object store sends it as it
    goes, and the object appears when the file is closed (a failure then raises, naming the bucket). A local
    file written is a new one: what had its name (a file, a link) is removed first, never written through
    (:func:`clear_for_writing`), so write only to names the plugin makes (``NAME.part``, a scratch folder's).
    """
    path = os.fspath(path)
    if not is_virtual(path):
        if "w" not in mode:
            if mode.startswith("r") and "+" not in mode:
                return os.fdopen(_open_regular(path), mode, encoding=encoding, newline=newline)
            return open(path, mode, encoding=encoding, newline=newline)
        clear_for_writing(path)
        try:
            return open(path, mode.replace("w", "x"), encoding=encoding, newline=newline)
        except FileExistsError as error:  # another name put there since: written through, it could be a link
            raise FileExistsError(error.errno, message("another file took this name while it was being written; "
                                                       "nothing was written to it"), path) from None
    raw = _VirtualFile(path, mode.replace("b", ""))
    binary: IO[bytes] = (io.BufferedReader(raw, _BUFFER) if raw.readable()
                         else io.BufferedWriter(raw, _BUFFER))
    if "b" in mode:
        return binary
    return io.TextIOWrapper(binary, encoding=encoding or "utf-8", newline=newline)


def clear_for_writing(path: PathLike) -> None:
    """Make room for a new local file at ``path``, where a file of the same name is to be written.

    What is there goes first: a file, or a link, which must never be written through (a link planted in a
    shared folder under a temporary name would send the write to its target; a hard link is another name of
    another file). Anything else but a folder (a FIFO, a device, a socket) is refused; a folder stays, for
    the write to fail on. Then the file must be made new (:func:`open_file` opens it exclusively), so a link
    put there meanwhile is refused too. Nothing happens for a virtual path (objects have no links).
    """
    path = os.fspath(path)
    if is_virtual(path):
        return
    try:
        kind = os.lstat(path).st_mode
    except FileNotFoundError:
        return
    if stat.S_ISLNK(kind) or stat.S_ISREG(kind):
        with contextlib.suppress(FileNotFoundError):
            os.remove(path)
    elif not stat.S_ISDIR(kind):
        raise FileExistsError(errno.EEXIST, message("it is not a regular file (a FIFO, a device or a socket): "
                                                    "nothing is written there"), path)


class NotAFileError(OSError):
    """An input that is a FIFO, a device, a socket or a folder: never read (a FIFO would wait for a writer
    forever, /dev/zero would fill the memory)."""


# What a name that is not a regular file is, for the refusal.
_KINDS = ((stat.S_ISFIFO, message("a FIFO (named pipe)")), (stat.S_ISCHR, message("a character device")),
          (stat.S_ISBLK, message("a block device")), (stat.S_ISSOCK, message("a socket")),
          (stat.S_ISDIR, message("a folder")))


def _kind_refusal(mode: int, path: str) -> NotAFileError | None:
    """The refusal of a name whose ``stat`` mode is ``mode``: None for a regular file."""
    if stat.S_ISREG(mode):
        return None
    kind = next((words for test, words in _KINDS if test(mode)), message("something else"))
    return NotAFileError(0, message("it is {kind}, not a regular file: only files are read", kind=kind), path)


def check_regular_input(path: PathLike) -> None:
    """Refuse (NotAFileError) a local input ``path`` that is a FIFO, a device or a socket, before GDAL or OGR
    opens it: GDAL would wait for a FIFO's writer forever (deaf to SIGTERM while it waits) and read a device
    without end. Looked at with ``stat``, never opened. A folder passes (GDAL opens some as data sources: a
    FileGDB, a folder of Shapefiles), as do a virtual path and a name that is not there (GDAL says why)."""
    path = os.fspath(path)
    if is_virtual(path):
        return
    try:
        mode = os.stat(path).st_mode
    except OSError:
        return
    if stat.S_ISDIR(mode):
        return
    refusal = _kind_refusal(mode, path)
    if refusal is not None:
        raise refusal


def _open_regular(path: str) -> int:
    """A descriptor for reading the regular file ``path`` (a link to one is followed); NotAFileError for
    anything else. Opened without waiting (O_NONBLOCK: a FIFO with no writer answers at once) and looked at
    through the descriptor, so what is refused is what was opened."""
    descriptor = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    try:
        refusal = _kind_refusal(os.fstat(descriptor).st_mode, path)
        if refusal is not None:
            raise refusal
        if getattr(os, "O_NONBLOCK", 0):
            os.set_blocking(descriptor, True)
    except BaseException:
        os.close(descriptor)
        raise
    return descriptor


def read_limited(path: PathLike, ceiling: int, what: str) -> bytes:
    """The bytes of the file ``path`` (local or virtual), refused (OSError) without being read when it holds
    more than ``ceiling`` bytes: ``what`` (e.g. "a mixer") names the kind of file in the refusal. Reads at most
    one byte past the ceiling, so a file that grows meanwhile costs no more."""
    with open_file(path, "rb") as stream:
        data = stream.read(ceiling + 1)
    if len(data) > ceiling:
        raise OSError(0, message("it holds more than {ceiling} MB, the most {what} may hold", ceiling=ceiling >> 20,
                                 what=what), os.fspath(path))
    return data


def open_staged(partial: PathLike, final: PathLike) -> IO[bytes]:
    """``open_file(partial, "wb")`` for a file that :func:`replace` ``(partial, final)`` commits.

    On S3 the file goes straight to its final key as a multipart upload that only that :func:`replace`
    completes (:mod:`.s3_staging`): nothing is copied, and the object appears only then. Until then the
    upload stands for ``partial`` here: :func:`lexists`, :func:`isfile` and :func:`names_starting` see it,
    in this process and the next, and :func:`remove` aborts it. Elsewhere, and where GDAL's S3 settings
    are not ones :mod:`.s3_staging` follows, the file is written under ``partial``.
    """
    partial, final = os.fspath(partial), os.fspath(final)
    vsi_final = gdal_path(final)
    client = _staging_client(vsi_final)
    if client is None or final_of_partial(gdal_path(partial)) != vsi_final:
        return open_file(partial, "wb")
    from . import s3_staging
    bucket, key = s3_staging.split(vsi_final)
    try:
        upload = s3_staging.StagedUpload(client, bucket, key)
    except OSError:
        return open_file(partial, "wb")  # GDAL sends it, and says why if it cannot either
    _staged[gdal_path(partial)] = upload
    return upload  # type: ignore[return-value]  # a RawIOBase that buffers its parts itself


# Uploads begun by open_staged in this process and not yet completed or aborted, by partial (GDAL) path.
_staged: dict[str, Any] = {}


def _staging_client(vsi: str) -> Any:
    if not vsi.startswith("/vsis3/"):
        return None
    from . import s3_staging
    return s3_staging.client_for(gdal, vsi)


def _uploads_client(vsi: str) -> Any:
    if not vsi.startswith("/vsis3/"):
        return None
    from . import s3_staging
    return s3_staging.client_for(gdal, vsi, staging=False)


def _uploads_under(vsi_stem: str, strict: bool = False) -> list[tuple[str, str]]:
    """(GDAL path, upload id) of the uploads pending under an S3 prefix, begun by any process; [] when the server
    refuses to list them (GDAL's own errors then tell the user what is wrong). ``strict``: a listing the server
    did not clearly answer (see :meth:`.s3_staging.S3Error.unclear`) raises, naming the prefix, rather than
    answer "none": whether a killed run's files are all there is told from it. Clean-up is not strict."""
    client = _uploads_client(vsi_stem)
    if client is None:
        return []
    from . import s3_staging
    bucket, prefix = s3_staging.split(vsi_stem)
    try:
        return [(f"/vsis3/{bucket}/{key}", upload_id) for key, upload_id in client.uploads(bucket, prefix)]
    except s3_staging.S3Error as error:
        if strict and error.unclear():
            raise OSError(message("{prefix}: cannot list the uploads pending there: {reason}",
                                  prefix=user_path(vsi_stem), reason=message_of(error))) from error
        return []


def _partial_of(upload: str) -> str:
    """The partial name a pending upload stands for: ours go to the final key, GDAL's own to the partial one.
    An upload to a final key carries no run id: it is listed as FINAL.part."""
    return upload if upload.endswith(PARTIAL_SUFFIX) else upload + PARTIAL_SUFFIX


def _stands_for(upload: str, vsi_partial: str) -> bool:
    """Whether a pending upload is the file of the partial name ``vsi_partial`` (FINAL.<run>.part): GDAL's own
    under that name, or ours under the final key (whose run the listing does not tell)."""
    return upload == vsi_partial or upload == final_of_partial(vsi_partial)


def _is_staged(path: str) -> bool:
    vsi = gdal_path(path)
    if vsi in _staged:
        return True
    final = final_of_partial(vsi)
    if not (vsi.startswith("/vsis3/") and final):
        return False
    return any(_stands_for(upload, vsi) for upload, _ in _uploads_under(final, strict=True))


def _staged_partials(stem: str) -> list[str]:
    """The partial names of the uploads pending under ``stem`` (S3 only), as the user's path is written."""
    vsi = gdal_path(stem)
    if not vsi.startswith("/vsis3/"):
        return []
    return sorted({stem + _partial_of(upload)[len(vsi):] for upload, _ in _uploads_under(vsi, strict=True)})


def wait_sent(partial: PathLike) -> None:
    """Wait until a file :func:`open_staged` sends under the name ``partial`` is all on the server (closing
    it returns sooner); its failure to send raises. Nothing to wait for elsewhere."""
    upload = _staged.get(gdal_path(partial))
    if upload is not None:
        upload.wait_sent()


def _complete_staged(upload: Any, source: str, target: str) -> None:
    vsi_target = gdal_path(target)
    if vsi_target != f"/vsis3/{upload.bucket}/{upload.key}":
        raise ValueError(message("{source} is sent to be {key}, not {target}", source=user_path(source),
                                 key=upload.key, target=user_path(target)))
    try:
        upload.complete()
    except OSError as error:
        _staged[gdal_path(source)] = upload  # still pending: a remove aborts it
        raise OSError(message("{path}: cannot complete its upload: {reason}", path=user_path(target),
                              reason=message_of(error))) from error
    _forget(vsi_target)


def _abort_staged(path: str) -> bool:
    """Abort the uploads ``path`` (a partial name) stands for, here or begun by another process; whether any."""
    vsi = gdal_path(path)
    upload = _staged.pop(vsi, None)
    if upload is not None:
        upload.discard()
        with contextlib.suppress(OSError):
            upload.abort()
        return True
    final = final_of_partial(vsi)
    if not (vsi.startswith("/vsis3/") and final):
        return False
    pending = [(upload, upload_id) for upload, upload_id in _uploads_under(final) if _stands_for(upload, vsi)]
    _abort_uploads(pending)
    return bool(pending)


def _abort_uploads(pending: list[tuple[str, str]]) -> None:
    """Abort these (GDAL path, upload id) uploads, where they are not gone already."""
    from . import s3_staging
    for upload, upload_id in pending:
        bucket, key = s3_staging.split(upload)
        with contextlib.suppress(OSError):
            _uploads_client(upload).abort_upload(bucket, key, upload_id)


def replace(source: PathLike, target: PathLike) -> None:
    """``os.replace``: on an object store a copy then a delete, so the target is never half there (a file
    :func:`open_staged` sends to S3: its upload completed)."""
    source, target = os.fspath(source), os.fspath(target)
    if not is_virtual(source):
        os.replace(source, target)
        return
    upload = _staged.pop(gdal_path(source), None)
    if upload is not None:
        _complete_staged(upload, source, target)
        _written[gdal_path(target)] = upload.size
        return
    client = _staging_client(gdal_path(target))
    if client is not None and client is _staging_client(gdal_path(source)):
        _move_object(client, source, target)
    elif _call_gdal(gdal.Rename, gdal_path(source), gdal_path(target)) != 0:
        raise OSError(message("{source}: cannot rename it to {target}: {reason}",
                              source=user_path(source), target=user_path(target),
                              reason=describe_failure(source)))
    size = _written.pop(gdal_path(source), None)
    if size is not None:
        _written[gdal_path(target)] = size


def _move_object(client: Any, source: str, target: str) -> None:
    """GDAL's rename on S3 (a copy, then a delete) through :mod:`.s3_staging`, whose copies carry a checksum
    of their own (see ``S3Client.copy_object``)."""
    from . import s3_staging
    vsi_source, vsi_target = gdal_path(source), gdal_path(target)
    try:
        client.copy_object(*s3_staging.split(vsi_source), *s3_staging.split(vsi_target))
        _forget(vsi_target)
        client.delete_object(*s3_staging.split(vsi_source))
    except OSError as error:
        raise OSError(message("{source}: cannot rename it to {target}: {reason}", source=user_path(source),
                              target=user_path(target), reason=message_of(error))) from error
    finally:
        _forget(vsi_source)


# The bytes this process wrote to each object it sent (by GDAL path; a renamed object's under its new name), for
# check_sizes: a store may answer that it kept an object and keep less (issue 44: one kept 0 bytes of each).
_written: dict[str, int] = {}


def expect_size(path: PathLike, size: int) -> None:
    """``path`` (in a store) holds ``size`` bytes another process wrote there (a Dask worker), which
    :func:`check_sizes` checks once it is committed, as it checks the objects this process wrote."""
    if is_object_store(path):
        _written[gdal_path(path)] = size


def check_sizes(paths: Sequence[PathLike]) -> None:
    """Check that the store holds each of ``paths`` (objects this process wrote and committed) whole: as many
    bytes as were written to it; OSError naming the first object that is missing or holds another size. An
    object written elsewhere (by GDAL's raster drivers, by another process) is not checked. One listing of each
    folder answers for the objects it lists; the others are asked for at once, as :func:`replace_all` renames."""
    sizes = [(os.fspath(path), _written.pop(gdal_path(path), None)) for path in paths if is_object_store(path)]
    wanted = [(path, size) for path, size in sizes if size is not None]
    if not wanted:
        return
    listed: dict[str, int] = {}
    for folder in dict.fromkeys(dirname(path) for path, _ in wanted):
        listed.update(_sizes_listed(folder))
    unlisted = [path for path, _ in wanted if gdal_path(path) not in listed]
    stats: dict[str, Any] = {}
    if unlisted:
        from concurrent.futures import ThreadPoolExecutor
        with ThreadPoolExecutor(min(len(unlisted), _CONCURRENT_REQUESTS), thread_name_prefix="size") as pool:
            stats = dict(zip(unlisted, pool.map(_stat, unlisted)))
    for path, size in wanted:
        held = listed.get(gdal_path(path))
        _check_size(path, size, held if held is not None else stats[path])


def _sizes_listed(folder: str) -> dict[str, int]:
    """{GDAL path: size} of the objects one listing of ``folder`` shows with their sizes; {} where it lists
    nothing (a listing that failed looks empty to GDAL: the objects are then asked for one by one)."""
    vsi = gdal_path(folder).rstrip("/")
    _forget(vsi + "/")
    sizes = {}
    with _quiet_gdal():
        try:
            listing = gdal.OpenDir(vsi, 0)
        except RuntimeError:
            return {}
        if not listing:
            return {}
        try:
            while True:
                entry = gdal.GetNextDirEntry(listing)
                if entry is None:
                    break
                if entry.sizeKnown and not stat.S_ISDIR(entry.mode):
                    sizes[f"{vsi}/{entry.name}"] = int(entry.size)
        finally:
            gdal.CloseDir(listing)
    return sizes


def check_size(path: PathLike, size: int) -> None:
    """Check that the store holds ``size`` bytes at ``path`` (an object just written); OSError naming it if not."""
    _check_size(os.fspath(path), size, _stat(os.fspath(path)))


def _check_size(path: str, size: int, held: Any) -> None:
    """Refuse ``held`` (a size, GDAL's stat, or None for nothing there) for an object of ``size`` bytes."""
    if held is None:
        raise FileNotFoundError(2, message("the store answered that it kept it, but it is not there"),
                                user_path(path))
    held = held if isinstance(held, int) else int(held.size)
    if held != size:
        raise OSError(0, message("the store answered that it kept it whole, but holds {held} of its {written} bytes",
                                 held=held, written=size),
                      user_path(path))


def replace_all(pairs: list[tuple[str, str]]) -> None:
    """:func:`replace` each (source, target) pair, in no set order: on an object store concurrently (each is
    a request, a copy or an upload's completion, that the server can serve beside the others). Every
    pair is tried; the first failure is raised once all have ended, so the names are settled then."""
    if len(pairs) < 2 or not any(is_virtual(source) for source, _ in pairs):
        for source, target in pairs:
            replace(source, target)
        return
    from concurrent.futures import ThreadPoolExecutor
    with ThreadPoolExecutor(min(len(pairs), _CONCURRENT_REQUESTS), thread_name_prefix="rename") as pool:
        futures = [pool.submit(replace, source, target) for source, target in pairs]
    for future in futures:
        future.result()


def remove(path: PathLike) -> None:
    """``os.remove``; FileNotFoundError when nothing is there."""
    path = os.fspath(path)
    if not is_virtual(path):
        os.remove(path)
        return
    _written.pop(gdal_path(path), None)
    if gdal_path(path) in _staged:
        _abort_staged(path)
        return
    aborted = _abort_staged(path)  # a killed run's upload standing for it
    if _call_gdal(gdal.Unlink, gdal_path(path)) != 0 and not aborted:
        if not lexists(path):
            raise FileNotFoundError(2, message("No such file or directory"), path)
        raise vsi_error(path, message("cannot delete"))


def mkdir(path: PathLike) -> None:
    """``os.mkdir``; in an object store nothing (a folder there is only the start of its objects' names)."""
    path = os.fspath(path)
    if not is_virtual(path):
        os.mkdir(path)
    elif not is_object_store(path) and _call_gdal(gdal.Mkdir, gdal_path(path), 0o777) != 0 and not isdir(path):
        raise vsi_error(path, message("cannot create the folder"))


def rmdir(path: PathLike) -> None:
    """``os.rmdir`` of an empty folder; in an object store nothing (the prefix goes with its last object)."""
    path = os.fspath(path)
    if not is_virtual(path):
        os.rmdir(path)
    elif not is_object_store(path) and _call_gdal(gdal.Rmdir, gdal_path(path)) != 0 and lexists(path):
        raise OSError(39, message("Directory not empty"), path)


def rmtree(path: PathLike) -> None:
    """Delete a folder (or every object under a prefix) and all it holds, ignoring what is already gone; on
    S3 also the uploads pending under the prefix, begun by any process (a killed one's are billed until
    aborted, and list no object)."""
    path = os.fspath(path)
    if not is_virtual(path):
        shutil.rmtree(path, ignore_errors=True)
        return
    _remove_objects(path)
    _abort_uploads_under(gdal_path(path).rstrip("/") + "/")


def _remove_objects(path: str) -> None:
    try:
        names = _listdir_or_empty(path)
    except OSError:
        return  # clean-up: what stays is removed by the next run with this place
    for name in names:
        child = join(path, name)
        if isdir(child):
            _remove_objects(child)
        else:
            with contextlib.suppress(OSError):
                remove(child)
    with contextlib.suppress(OSError):
        rmdir(path)


def _abort_uploads_under(vsi_prefix: str) -> None:
    # A copy of the names first: a writer thread may begin an upload meanwhile.
    for partial in [name for name in list(_staged) if name.startswith(vsi_prefix)]:
        _abort_staged(partial)
    _abort_uploads(_uploads_under(vsi_prefix))


def _listdir_or_empty(folder: str) -> list[str]:
    """:func:`listdir`, or [] where there is no such folder, without the requests that tell an object store's
    empty and missing prefixes apart; a listing that failed raises where it can be told (see :func:`_listing`)."""
    if is_virtual(folder):
        return _listing(folder) or []
    try:
        return os.listdir(folder)
    except (FileNotFoundError, NotADirectoryError):
        return []


def copy_file(source: PathLike, target: PathLike) -> None:
    """Copy a file between any two places (a local GeoTIFF to a bucket, say), in pieces."""
    with open_file(source, "rb") as reader, open_file(target, "wb") as writer:
        while True:
            piece = reader.read(_COPY_PIECE)
            if not piece:
                break
            writer.write(piece)


def reason(error: OSError) -> str:
    """What went wrong, without the path the caller names itself: the system's words, or GDAL's reason."""
    if error.strerror:
        return str(error.strerror)
    text = str(error)
    return text.rsplit(": ", 1)[-1] if text.startswith(("/", "s3://", "gs://", "az://", "http")) else text


def vsi_error(path: PathLike, action: str, kind: type[OSError] = OSError) -> OSError:
    """An OSError for a virtual path GDAL could not use: '<path>: <action>: <reason>', the reason from the
    server's answer (no such bucket, access denied, no credentials, cannot connect) where GDAL has one: first
    from what GDAL said during this thread's last failed call (:func:`_call_gdal`)."""
    failures, _last_call.failures = getattr(_last_call, "failures", None), None
    return kind(message("{path}: {action}: {reason}", path=user_path(os.fspath(path)), action=action,
                        reason=describe_failure(os.fspath(path), failures)))


def describe_failure(path: str, failures: GdalFailures | None = None) -> str:
    """Why GDAL cannot reach ``path``, in words: no such bucket or container, access denied, no credentials,
    an untrusted certificate, no Range support, cannot connect.

    ``failures``: what GDAL said during the call that failed (:func:`gdal_failures`): a cause it names there
    says why more often than GDAL's last error: after a failed request GDAL asks again, with a HEAD whose
    answer has no reason ("HTTP response code: 400" on Azure for a missing container). A failed write or
    listing tells little (GDAL 3.6: "DoSinglePartPUT ... failed"), so where that names no cause, the object,
    then its bucket, is read again, keeping the server's answers (:func:`_probe`); a cause told from an HTTP
    status alone (403: access denied) is taken only when no answer names one. Credentials never appear in it:
    only the server's or GDAL's words.
    """
    said = list(failures.said) if failures else []
    named = first_known(said, by_status=False)
    if named:
        return named
    last = (failures.first() if failures else None) or gdal.VSIGetLastErrorMsg() or gdal.GetLastErrorMsg()
    vsi = gdal_path(path)
    if not vsi.startswith(OBJECT_STORES + ("/vsicurl/",)):
        return last or message("GDAL could not open it")
    bucket = vsi[:vsi.index("/", len("/vsixx/")) + 1] if vsi.count("/") > 2 else vsi + "/"
    reasons = []
    for probe in (vsi, bucket) if vsi.startswith(OBJECT_STORES) else (vsi,):
        texts, answer = _probe(probe)
        said += [answer, *texts]
        named = first_known(said, by_status=False)
        if named:
            return named
        reasons.append(_failure_of(texts, answer))
    reason = first_known(said) or next((reason for reason in reasons if reason), None)
    if reason:
        return reason
    return failure_in_words(last) if last else message("not found")


def read_failure(path: PathLike) -> str | None:
    """Why ``path`` (in a bucket, on the web) cannot be read, in words (access denied, no credentials...); None
    when it can, when it is only missing, and for a local path."""
    path = os.fspath(path)
    vsi = gdal_path(path)
    return _failure_of(*_probe(vsi)) if vsi.startswith(OBJECT_STORES + ("/vsicurl/",)) else None


def _failure_of(said: list[str], answer: str) -> str | None:
    """The reason a read failed, in words, from what GDAL said and its VSI error ``answer``; None when it did not,
    or the object is only missing."""
    known = first_known([answer, *said])
    if known:
        return known
    if not answer or re.search(r"key does not exist|[Nn]ot [Ff]ound|: 404", answer):
        return None
    return failure_in_words(answer)


def _probe(vsi: str) -> tuple[list[str], str]:
    """Read ``vsi`` again, to learn why it fails: (what GDAL said meanwhile, GDAL's VSI error, "" for none).

    Uncached, GDAL reads the object itself and keeps the server's reason (a cached open asks with HEAD, whose
    answer has none); a byte is read, as a server that serves no ranges says so only then. An Azure container
    (``vsi`` ending in /) is listed: the listing's answer names the cause (no such container, a key that signs
    wrong), where a HEAD's has only a status."""
    _forget(vsi)  # else a missing answer from GDAL's cache, with no reason
    if vsi.startswith("/vsicurl/"):
        gdal.VSICurlPartialClearCache(vsi)  # a URL's too, here only: a read after a failure, not every stat
    gdal.VSIErrorReset()
    earlier = gdal.GetThreadLocalConfigOption(_NON_CACHED, None)
    gdal.SetThreadLocalConfigOption(_NON_CACHED, vsi[:vsi.index("/", 1) + 1])
    try:
        with gdal_failures() as failures:
            if vsi.startswith("/vsiaz/") and vsi.endswith("/"):
                gdal.ReadDir(vsi.rstrip("/"), 1)
            else:
                handle = gdal.VSIFOpenExL(vsi, "rb", True)
                if handle:
                    try:
                        gdal.VSIFReadL(1, 1, handle)
                    finally:
                        gdal.VSIFCloseL(handle)
    except RuntimeError:
        pass
    finally:
        gdal.SetThreadLocalConfigOption(_NON_CACHED, earlier)
    # GDAL's VSI error (the read's own answer) never reaches an error handler.
    return failures.said, gdal.VSIGetLastErrorMsg() or ""


class GdalFailures:
    """What GDAL said within a :func:`gdal_failures` block, in order: its errors and warnings, and the bodies of
    the servers' error answers it logged (GDAL keeps only a status code of some: Azure's "ContainerNotFound"
    is in the body of a 404)."""

    def __init__(self) -> None:
        self.errors: list[str] = []  # GDAL's errors and warnings
        self.said: list[str] = []  # those and the servers' error answers, in the order they came

    def take(self, kind: int, number: int, text: str) -> None:
        if kind == _CPL_DEBUG:
            # Only a server's error answer: the rest of GDAL's debug log is no failure, and could read as one.
            if re.search(r"<Code>|<Error>|curl error|\"error\"", text):
                self.said.append(text)
            return
        self.errors.append(text)
        self.said.append(text)

    def first(self) -> str | None:
        """The first error or warning GDAL gave, None if none."""
        return self.errors[0] if self.errors else None

    def known(self) -> str | None:
        """The words of the first known cause in what was said (:func:`first_known`)."""
        return first_known(self.said)


def first_known(texts: Sequence[str], by_status: bool = True) -> str | None:
    """The words of the first cause known in ``texts`` (:func:`.failure_words.known_failure`): the first a server
    or GDAL named, else (``by_status``) the first told from an HTTP status alone; None when none is known."""
    for status in (False, True)[:1 + by_status]:
        for text in texts:
            words = known_failure(text, status)
            if words:
                return words
    return None


_CPL_DEBUG = 1  # GDAL's CE_Debug
_CE_FAILURE = 3
# GDAL's debug categories (CPL_DEBUG takes a list of them) that log a server's error answer GDAL's error leaves
# out: /vsiaz/'s, and /vsigs/'s (its writes log under S3's).
_ANSWERS_LOGGED = "AZURE,GS,S3"


@contextlib.contextmanager
def gdal_failures() -> Iterator[GdalFailures]:
    """GDAL's messages within the block kept (unprinted) in a :class:`GdalFailures`, with the bodies of the
    servers' error answers (GDAL's debug log, turned on for this thread only), and GDAL's retries as
    :func:`_quiet_gdal` sets them. A failure GDAL raised (RuntimeError, with exceptions on) is kept too, then
    raised on."""
    failures = GdalFailures()
    earlier = gdal.GetThreadLocalConfigOption("CPL_DEBUG", None)
    # Only the categories whose debug lines hold a server's error answer that GDAL's error leaves out: GDAL's
    # code that pushes a quiet handler of its own would print the others (CPLQuietErrorHandler prints debug).
    gdal.SetThreadLocalConfigOption("CPL_DEBUG", _ANSWERS_LOGGED)
    try:
        with _quiet_gdal(failures.take):
            yield failures
    except RuntimeError as error:
        # GDAL 3.6's bindings give a failure to the error handler and raise it; from 3.7 on they only raise it
        # (GDAL 3.10: "Range downloading not supported by this server!" reached no handler), so the cause
        # would be lost with the exception where the caller goes on (a probe, a call that answers -1).
        if str(error) not in failures.errors[-1:]:
            failures.take(_CE_FAILURE, 0, str(error))
        raise
    finally:
        gdal.SetThreadLocalConfigOption("CPL_DEBUG", earlier)


@contextlib.contextmanager
def _quiet_gdal(handler: Any = "CPLQuietErrorHandler") -> Iterator[None]:
    """GDAL's own messages unprinted (a missing object is an answer here, not an error), and a server's passing
    failures retried as the plugin's S3 client retries them, unless the user set GDAL's retries (for this call
    only: a thread-local setting, which leaves QGIS's own requests as the user has them)."""
    from .s3_staging import DEFAULT_RETRIES, DEFAULT_RETRY_DELAY

    # GDAL 3.6 retries nothing by default, and answers a stat that failed so (503) as "no such file".
    earlier = []
    for name, value in (("GDAL_HTTP_MAX_RETRY", DEFAULT_RETRIES), ("GDAL_HTTP_RETRY_DELAY", DEFAULT_RETRY_DELAY)):
        if gdal.GetConfigOption(name) is None:
            earlier.append((name, gdal.GetThreadLocalConfigOption(name, None)))
            gdal.SetThreadLocalConfigOption(name, str(value))
    gdal.PushErrorHandler(handler)
    try:
        yield
    finally:
        gdal.PopErrorHandler()
        for name, value in earlier:
            gdal.SetThreadLocalConfigOption(name, value)


# Where a file is on a server, which may say why it fails.
_REMOTE = OBJECT_STORES + ("/vsicurl/",)
# What GDAL said during this thread's last _call_gdal, for vsi_error to say why it failed.
_last_call = threading.local()


def _call_gdal(function: Any, *arguments: Any, remote: bool = True) -> Any:
    """A GDAL VSI call's result, -1 where GDAL (with exceptions on) raises instead of returning it; what GDAL said
    during it kept for :func:`vsi_error`, where a server may have said why (``remote``: not in GDAL's memory,
    whose many small writes it would slow)."""
    gdal.VSIErrorReset()
    failures = _last_call.failures = None
    try:
        with gdal_failures() if remote else _quiet_gdal() as failures:
            return function(*arguments)
    except RuntimeError:
        return -1
    finally:
        _last_call.failures = failures


class _VirtualFile(io.RawIOBase):
    """A file on a GDAL virtual file system, as a raw stream for io's buffers."""

    def __init__(self, path: str, mode: str) -> None:
        super().__init__()
        self.name = path
        self._mode = mode
        self._handle: Any = None  # until opened: a file that could not be opened still closes when collected
        self._size = 0  # bytes written
        vsi = gdal_path(path)
        if mode == "r" and _stat(path) is None:
            raise vsi_error(path, message("cannot open"), FileNotFoundError)
        self._remote = vsi.startswith(_REMOTE)
        handle = _call_gdal(gdal.VSIFOpenExL, vsi, mode + "b", True, remote=self._remote)
        if handle is None or handle == -1:
            raise vsi_error(path, message("cannot open") if mode == "r" else message("cannot write"))
        self._handle = handle

    def readable(self) -> bool:
        return self._mode == "r"

    def writable(self) -> bool:
        return self._mode == "w"

    def seekable(self) -> bool:
        return self._mode == "r"

    def readinto(self, buffer: Any) -> int:
        view = memoryview(buffer).cast("B")
        data = gdal.VSIFReadL(1, view.nbytes, self._handle)
        count = len(data or b"")
        view[:count] = data or b""
        return count

    def write(self, buffer: Any) -> int:
        view = memoryview(buffer).cast("B")
        written = _call_gdal(gdal.VSIFWriteL, view.tobytes(), 1, view.nbytes, self._handle, remote=self._remote)
        if written != view.nbytes:
            raise vsi_error(self.name, message("cannot write"))
        self._size += view.nbytes
        return int(view.nbytes)

    def seek(self, offset: int, whence: int = io.SEEK_SET) -> int:
        if gdal.VSIFSeekL(self._handle, offset, whence) != 0:
            raise OSError(message("{name}: cannot seek to {offset}",
                                  name=user_path(self.name), offset=offset))
        return self.tell()

    def tell(self) -> int:
        return int(gdal.VSIFTellL(self._handle))

    def close(self) -> None:
        if self.closed:
            return
        handle, self._handle = self._handle, None
        super().close()
        # Closing sends the last part of an object written to a store, and makes it appear: it can fail.
        if handle is not None and _call_gdal(gdal.VSIFCloseL, handle, remote=self._remote) != 0 and self._mode == "w":
            raise vsi_error(self.name, message("cannot write"))
        if handle is not None and self._mode == "w" and is_object_store(self.name):
            _written[gdal_path(self.name)] = self._size
