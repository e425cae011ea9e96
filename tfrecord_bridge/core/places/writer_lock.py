"""One writer at a time: a run holds the lock of the files it replaces (an export's folder and prefix, a
table's file) from before it cleans up what a killed run left until after its commit.

Two runs writing the same names would mix their files (one's shards, the other's mixer), and the start of
each run deletes a killed run's temporary files, which could be a live run's. So a run first takes the lock,
a small file beside its outputs (``PREFIX-export.lock``, ``NAME.lock``) holding who took it: host, process,
run id and start time. A second run is refused at once, with a message naming the lock file, its holder and
what to do: wait for that run, or delete the lock file if that run is dead. Refusing, not waiting: a run
that waited would then replace the files the first had just written, which is rarely what a user starting
both meant.

- **Locally** the file is made with ``O_CREAT | O_EXCL`` and held locked (``fcntl.flock``, ``msvcrt.locking``
  on Windows) while the run lives: the system lets go of it when the process ends, however it ends. A lock
  file found unlocked whose process is not alive on this host (or is this process, which holds no such
  run) is stale: the run taking it over says so in its log. One left by another host is never taken over:
  a shared disk may not pass locks between hosts, and that host's processes cannot be asked.
- **In an S3 bucket** (through :mod:`.s3_staging`'s client) the lock is made with ``If-None-Match: *``,
  which creates it only where no object has its name, and refreshed every :data:`REFRESH_SECONDS` while the
  run lives (``If-Match``: only while it is still this run's). One not refreshed for
  :data:`STALE_SECONDS` (by the server's clock) is stale, and taken over with ``If-Match`` on the stale
  lock's ETag, so two runs taking it over at once cannot both win.
- **Elsewhere in a bucket** (``gs://``, ``az://``, S3 where GDAL sends the files itself) GDAL gives no
  conditional create to every store: the lock is written where none is (on ``gs://`` with
  ``x-goog-if-generation-match: 0``, which Google Cloud Storage honours), then read back; two runs
  starting within the same second may both pass there. The same stale rule applies.
"""

from __future__ import annotations

import contextlib
import datetime
import email.utils
import json
import os
import socket
import threading
import time
from collections.abc import Callable
from typing import Any

from ..base.messages import message
from . import json_input, storage
from .place import Place

# A file's lock beside it: NAME.lock (an export's: naming.export_lock_path).
LOCK_SUFFIX = ".lock"
# A lock in a bucket not refreshed for this long is a dead run's; a live run refreshes it every REFRESH_SECONDS.
STALE_SECONDS = 600
REFRESH_SECONDS = 60
LOCK_KIND = "tfrecord-bridge writer lock"
# Locks this process holds: path -> run id. A lock naming this process and a run not here was left by a run
# of this process that ended without releasing it (a long-lived QGIS): stale.
_held: dict[str, str] = {}
_held_guard = threading.Lock()
# A lock may be released, then taken, by others between our two looks at it: tries before giving up.
_ATTEMPTS = 5


class WriterLockError(OSError):
    """Another run holds the lock, or the lock cannot be taken; the message says which file and what to do."""


def _now() -> str:
    return datetime.datetime.now(datetime.timezone.utc).replace(microsecond=0).isoformat()


class _NotALockError(ValueError):
    """A file under the lock's name that no run of ours wrote: the user's, never taken over or deleted."""


def _parse(data: bytes) -> dict[str, Any] | None:
    """The holder a lock file names; None when it is empty (being written, or its run could not write it);
    :class:`_NotALockError` when it holds anything else."""
    if not data:
        return None
    try:
        holder = json_input.loads(data.decode("utf-8"))  # too deep: a ValueError, not a RecursionError
    except (UnicodeDecodeError, ValueError):
        raise _NotALockError() from None
    if isinstance(holder, dict) and holder.get("kind") == LOCK_KIND:
        return holder
    raise _NotALockError()


def pid_alive(pid: int) -> bool:
    """Whether process ``pid`` runs on this host (a process we may not signal runs too)."""
    if os.name == "nt":
        return _windows_pid_alive(pid)
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    except OverflowError:
        return False
    return True


def _windows_pid_alive(pid: int) -> bool:  # pragma: no cover - Windows only
    # os.kill(pid, 0) sends CTRL_C_EVENT on Windows: the process is asked for its exit code instead.
    import ctypes
    kernel = ctypes.windll.kernel32  # type: ignore[attr-defined]
    handle = kernel.OpenProcess(0x1000, False, pid)  # PROCESS_QUERY_LIMITED_INFORMATION
    if not handle:
        return kernel.GetLastError() == 5  # access denied: it exists
    try:
        code = ctypes.c_ulong()
        return bool(kernel.GetExitCodeProcess(handle, ctypes.byref(code))) and code.value == 259  # STILL_ACTIVE
    finally:
        kernel.CloseHandle(handle)


def _try_lock(descriptor: int) -> bool:
    """Lock an open lock file for this process without waiting; whether it could. The system lets go of the
    lock when the process ends, however it ends."""
    try:
        import fcntl
    except ImportError:  # pragma: no cover - Windows
        import msvcrt
        # A byte far past the content: the holder's words stay readable to a refused run.
        os.lseek(descriptor, 1 << 30, os.SEEK_SET)
        try:
            msvcrt.locking(descriptor, msvcrt.LK_NBLCK, 1)  # type: ignore[attr-defined]
        except OSError:
            return False
        finally:
            os.lseek(descriptor, 0, os.SEEK_SET)
        return True
    try:
        fcntl.flock(descriptor, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        return False
    return True


def _read_descriptor(descriptor: int) -> dict[str, Any] | None:
    os.lseek(descriptor, 0, os.SEEK_SET)
    data = b""
    while len(data) < 65536:
        piece = os.read(descriptor, 65536)
        if not piece:
            break
        data += piece
    return _parse(data)


def _holder_once_written(descriptor: int) -> dict[str, Any] | None:
    """The holder a locked lock file names: its run writes who it is just after taking it, so a run refused in
    that instant waits for the words (up to a second) rather than name no one."""
    for _ in range(20):
        holder = _read_descriptor(descriptor)
        if holder is not None:
            return holder
        time.sleep(0.05)
    return None


class WriterLock:
    """The lock of the files at ``path`` (the lock file's own path) for the run ``run_id``: :meth:`acquire`
    before the run touches them, :meth:`release` after its commit or failure; :meth:`still_held` before the
    commit. ``lost``: whether a bucket lock was found taken over or deleted when refreshed."""

    def __init__(self, path: str | Place, run_id: str) -> None:
        self.path = Place.of(path)  # the lock's place, resolved once: asked, never read again
        self.run_id = run_id
        self.lost = False
        self._descriptor: int | None = None
        self._etag: str | None = None  # of our lock object, on S3
        self._held = False
        self._owner = os.getpid()  # a forked child ending must not let go of its parent's lock
        self._started = _now()
        self._stop = threading.Event()
        self._refresher: threading.Thread | None = None

    def _holder(self) -> dict[str, Any]:
        return {"kind": LOCK_KIND, "host": socket.gethostname(), "pid": os.getpid(), "run": self.run_id,
                "started": self._started, "refreshed": _now()}

    def _content(self) -> bytes:
        return json.dumps(self._holder(), indent=1).encode("utf-8")

    def acquire(self, log: Callable[[str], object] | None = None) -> None:
        """Take the lock, or raise :class:`WriterLockError` naming its holder; a stale one is taken over, in
        the ``log``. A file of another kind under its name is refused, never overwritten."""
        log = log or (lambda line: None)
        try:
            if self.path.virtual:
                self._acquire_in_bucket(log)
            else:
                self._acquire_local(log)
        except _NotALockError:
            raise WriterLockError(message("{lock} is not a lock this plugin wrote, and this run keeps its lock "
                                          "under that name: move or rename it", lock=storage.user_path(self.path))
                                  ) from None
        with _held_guard:
            _held[self.path] = self.run_id
        self._held = True

    def _names_ours(self) -> bool:
        """Whether the local lock path still leads to the file this run holds."""
        try:
            return self._descriptor is not None and (os.stat(self.path, follow_symlinks=False).st_ino
                                                     == os.fstat(self._descriptor).st_ino)
        except OSError:
            return False

    def still_held(self) -> bool:
        """Whether the lock is still this run's: not deleted by hand (and then taken by another run) nor, in a
        bucket, taken over while this run was stalled past :data:`STALE_SECONDS`."""
        if not self._held:
            return False
        if self.path.virtual:
            return not self.lost
        return self._names_ours()

    def release(self) -> None:
        """Let go of the lock (its file deleted); nothing when not held. A failure to delete it in a bucket is
        left to the stale rule: the next run takes it over after :data:`STALE_SECONDS`."""
        if not self._held or os.getpid() != self._owner:
            return
        self._held = False
        self._stop.set()
        if self._refresher is not None and self._refresher is not threading.current_thread():
            self._refresher.join()
        try:
            if self.path.virtual:
                with contextlib.suppress(OSError):
                    self._delete_in_bucket()
            else:
                self._release_local()
        finally:
            # Only now: until its file is gone, the lock is this run's, not one a run of this process left.
            with _held_guard:
                if _held.get(self.path) == self.run_id:
                    del _held[self.path]

    def _release_local(self) -> None:
        if self._descriptor is None:
            return
        ours = self._names_ours()  # a lock file another run made after this one's was deleted is that run's
        descriptor, self._descriptor = self._descriptor, None
        if ours:
            try:
                # Deleted while still locked: a run that opened it meanwhile finds, once it has the lock, that the
                # name no longer leads to it, and starts again.
                os.remove(self.path)
            except PermissionError:  # pragma: no cover - Windows: an open file cannot be deleted
                os.close(descriptor)
                with contextlib.suppress(OSError):
                    os.remove(self.path)
                return
            except OSError:
                pass
        os.close(descriptor)

    # --- a local lock file ----------------------------------------------------------------------------

    def _acquire_local(self, log: Callable[[str], object]) -> None:
        for _ in range(_ATTEMPTS):
            descriptor, created = self._open_local()
            if descriptor is None:
                continue  # released between two looks: try again
            try:
                if self._take_local(descriptor, created, log):
                    self._descriptor = descriptor
                    return
            except BaseException:
                os.close(descriptor)
                raise
            os.close(descriptor)
        raise WriterLockError(message("{lock}: cannot take this lock: other runs take and release it as fast as "
                                      "this one looks; try again", lock=self.path))

    def _open_local(self) -> tuple[int | None, bool]:
        # A planted link must not make us write where it points; bytes as written (Windows opens text otherwise).
        nofollow = getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_BINARY", 0)
        try:
            return os.open(self.path, os.O_RDWR | os.O_CREAT | os.O_EXCL | nofollow, 0o644), True
        except FileExistsError:
            pass
        except OSError as error:
            raise WriterLockError(message("{lock}: cannot create the lock that keeps other runs from writing these "
                                          "files: {reason}", lock=self.path, reason=storage.reason(error))) from error
        try:
            return os.open(self.path, os.O_RDWR | nofollow), False
        except FileNotFoundError:
            return None, False
        except OSError as error:
            raise WriterLockError(message("{lock}: cannot open this lock: {reason}; if no run is writing these "
                                          "files, delete it", lock=self.path, reason=storage.reason(error))) from error

    def _take_local(self, descriptor: int, created: bool, log: Callable[[str], object]) -> bool:
        """Whether the open lock file is now ours; refuses a live holder."""
        if not _try_lock(descriptor):
            raise self.refusal(_holder_once_written(descriptor))
        try:
            if os.fstat(descriptor).st_ino != os.stat(self.path, follow_symlinks=False).st_ino:
                return False  # its holder deleted it as we opened it
        except FileNotFoundError:
            return False
        if not created:
            holder = _read_descriptor(descriptor)
            if holder is not None and not _dead_here(self.path, holder):
                raise self.refusal(holder)
            log(self.takeover_text(holder))
        # Who holds it is for the refusal's words: the lock is the file held locked, so a disk too full to say
        # who (the run then fails on its own files, naming them) still keeps other runs out.
        with contextlib.suppress(OSError):
            os.ftruncate(descriptor, 0)
            os.lseek(descriptor, 0, os.SEEK_SET)
            os.write(descriptor, self._content())
            os.fsync(descriptor)
        return True

    # --- a lock object in a bucket ----------------------------------------------------------------------

    def _s3_client(self) -> Any:
        vsi = self.path.gdal
        if not vsi.startswith("/vsis3/"):
            return None
        from . import s3_staging
        return s3_staging.client_for(storage.gdal, vsi, staging=False)

    def _acquire_in_bucket(self, log: Callable[[str], object]) -> None:
        client = self._s3_client()
        for _ in range(_ATTEMPTS):
            taken = self._try_s3(client, log) if client is not None else self._try_gdal(log)
            if taken:
                self._refresher = threading.Thread(target=self._refresh_until_released, args=(client,),
                                                   name="writer-lock", daemon=True)
                self._refresher.start()
                return
        raise WriterLockError(message("{lock}: cannot take this lock: other runs take and release it as fast as "
                                      "this one looks; try again", lock=storage.user_path(self.path)))

    def _try_s3(self, client: Any, log: Callable[[str], object]) -> bool:
        from . import s3_staging
        bucket, key = s3_staging.split(self.path.gdal)
        try:
            headers, _ = client.checked("PUT", bucket, key, {}, self._content(), {"If-None-Match": "*"})
            self._etag = headers.get("etag")
            return True
        except s3_staging.S3Error as error:
            if error.code not in ("PreconditionFailed", "ConditionalRequestConflict"):
                raise self._unreachable(error) from error
        try:
            headers, data = client.checked("GET", bucket, key, {})
        except s3_staging.S3Error as error:
            if error.code == "NoSuchKey":
                return False  # released meanwhile
            raise self._unreachable(error) from error
        holder = _parse(data)
        age = _age(headers.get("date"), headers.get("last-modified"))
        if not _stale_in_bucket(self.path, holder, age):
            raise self.refusal(holder, age)
        try:
            headers, _ = client.checked("PUT", bucket, key, {}, self._content(), {"If-Match": headers.get("etag", "")})
        except s3_staging.S3Error as error:
            if error.code in ("PreconditionFailed", "ConditionalRequestConflict", "NoSuchKey"):
                return False  # another run took it over first, or it went
            raise self._unreachable(error) from error
        self._etag = headers.get("etag")
        log(self.takeover_text(holder, age))
        return True

    def _try_gdal(self, log: Callable[[str], object]) -> bool:
        holder, age = self._read_with_gdal()
        if holder is not None or age is not None:
            if not _stale_in_bucket(self.path, holder, age):
                raise self.refusal(holder, age)
        vsi = self.path.gdal
        options = ["x-goog-if-generation-match=0"] if vsi.startswith("/vsigs/") and age is None else []
        content = self._content()
        try:
            handle = storage.gdal.VSIFOpenExL(vsi, "wb", True, options)
            written = handle and storage.gdal.VSIFWriteL(content, 1, len(content), handle) == len(content)
            closed = handle and storage.gdal.VSIFCloseL(handle) == 0
        except RuntimeError:  # GDAL with exceptions on
            written = closed = False
        if not (written and closed):
            if age is None and self._read_with_gdal()[1] is not None:
                return False  # the store refused to create it: another run did first
            raise WriterLockError(message("{lock}: cannot write the lock that keeps other runs from writing these "
                                          "files: {reason}", lock=storage.user_path(self.path),
                                          reason=storage.describe_failure(self.path)))
        if age is not None:
            log(self.takeover_text(holder, age))
        mine, _ = self._read_with_gdal()
        if mine is None:
            try:
                storage.check_size(self.path, len(content))  # a store that answered "done" and kept less
            except OSError as error:
                raise WriterLockError(message("{path}: {reason}", path=error.filename,
                                              reason=error.strerror)) from error
        if mine is None or mine.get("run") != self.run_id:
            raise self.refusal(mine, 0.0)  # another run wrote it at the same time, and last
        return True

    def _read_with_gdal(self) -> tuple[dict[str, Any] | None, float | None]:
        """(holder, age in seconds by the local clock) of the lock object; (None, None) when there is none."""
        modified = storage.modified_time(self.path)
        if modified is None:
            return None, None
        try:
            with storage.open_file(self.path, "rb") as stream:
                data = stream.read(65536)
        except FileNotFoundError:
            return None, None
        except OSError as error:
            raise self._unreachable(error) from error
        return _parse(data), max(0.0, time.time() - modified)

    def _refresh_until_released(self, client: Any) -> None:
        while not self._stop.wait(REFRESH_SECONDS):
            with contextlib.suppress(OSError):
                self._refresh(client)
            if self.lost:
                return

    def _refresh(self, client: Any) -> None:
        """Write the lock again, so that it never looks stale while this run lives; only while it is ours."""
        if client is None:
            try:
                holder, _ = self._read_with_gdal()
            except _NotALockError:  # overwritten by something else: no longer ours either
                holder = None
            if holder is None or holder.get("run") != self.run_id:
                self.lost = True
                return
            with storage.open_file(self.path, "wb") as stream:
                stream.write(self._content())
            return
        from . import s3_staging
        bucket, key = s3_staging.split(self.path.gdal)
        try:
            # Without an ETag from the server (none seen on S3), unconditional: the run must not lose its lock.
            headers, _ = client.checked("PUT", bucket, key, {}, self._content(),
                                        {"If-Match": self._etag} if self._etag else None)
        except s3_staging.S3Error as error:
            if error.code in ("PreconditionFailed", "NoSuchKey"):
                self.lost = True
            raise
        self._etag = headers.get("etag")

    def _delete_in_bucket(self) -> None:
        client = self._s3_client()
        if client is None:
            holder, _ = self._read_with_gdal()
            if holder is not None and holder.get("run") == self.run_id:
                storage.remove(self.path)
            return
        from . import s3_staging
        bucket, key = s3_staging.split(self.path.gdal)
        # Only ours: a lock taken over by another run stays its own.
        client.checked("DELETE", bucket, key, {}, headers={"If-Match": self._etag} if self._etag else None)

    def _unreachable(self, error: OSError) -> WriterLockError:
        return WriterLockError(message("{lock}: cannot take the lock that keeps other runs from writing these "
                                       "files: {reason}", lock=storage.user_path(self.path),
                                       reason=storage.reason(error)))

    # --- words -----------------------------------------------------------------------------------------

    def refusal(self, holder: dict[str, Any] | None, age: float | None = None) -> WriterLockError:
        """The refusal of a second run: the lock file, who holds it, what to do."""
        lock = storage.user_path(self.path)
        if holder is None:
            return WriterLockError(message(
                "{lock}: another run is writing these files (its lock is being written or cannot be read): wait "
                "for it to finish; if no run is writing here, delete {lock} and start again", lock=lock))
        who = {"lock": lock, "host": holder.get("host", "?"), "pid": holder.get("pid", "?"),
               "started": holder.get("started", "?")}
        if self.path.virtual:
            return WriterLockError(message(
                "{lock}: another run is writing these files (host {host}, process {pid}, started {started}): wait "
                "for it to finish; if that run is no longer running, delete {lock} and start again (a lock in a "
                "bucket not refreshed for {seconds} s is taken over by the next run)", seconds=STALE_SECONDS, **who))
        return WriterLockError(message(
            "{lock}: another run is writing these files (host {host}, process {pid}, started {started}): wait for "
            "it to finish; if that run is no longer running, delete {lock} and start again", **who))

    def takeover_text(self, holder: dict[str, Any] | None, age: float | None = None) -> str:
        lock = storage.user_path(self.path)
        if holder is None:
            return message("{lock}: took over a lock left unwritten by a run that is no longer running", lock=lock)
        if age is not None and not _dead_here(self.path, holder):
            return message("{lock}: took over the lock of a run not heard from for {seconds:.0f} s (host {host}, "
                           "process {pid}, started {started})", lock=lock, seconds=age, host=holder.get("host", "?"),
                           pid=holder.get("pid", "?"), started=holder.get("started", "?"))
        return message("{lock}: took over the lock of a run that is no longer running (host {host}, process {pid}, "
                       "started {started})", lock=lock, host=holder.get("host", "?"), pid=holder.get("pid", "?"),
                       started=holder.get("started", "?"))


def _ours_but_gone(path: str, holder: dict[str, Any]) -> bool:
    """A lock naming this process for a run it no longer holds: that run ended without releasing it."""
    if holder.get("host") != socket.gethostname() or holder.get("pid") != os.getpid():
        return False
    with _held_guard:
        return _held.get(path) != holder.get("run")


def _dead_here(path: str, holder: dict[str, Any]) -> bool:
    """Whether the run a local lock names is no longer running: on this host, its process gone (or this process,
    holding no such run). Another host's is never taken for dead."""
    if holder.get("host") != socket.gethostname() or not isinstance(holder.get("pid"), int):
        return False
    return _ours_but_gone(path, holder) or not pid_alive(holder["pid"])


def _stale_in_bucket(path: str, holder: dict[str, Any] | None, age: float | None) -> bool:
    """A lock in a bucket is stale when not refreshed for STALE_SECONDS, or at once when it names a run of this
    host that is no longer running (as a local one)."""
    if holder is not None and _dead_here(path, holder):
        return True
    return age is not None and age > STALE_SECONDS


def _age(date: str | None, last_modified: str | None) -> float | None:
    """Seconds since the object was written, by the server's clock alone (its Date less its Last-Modified)."""
    try:
        now = email.utils.parsedate_to_datetime(date or "")
        then = email.utils.parsedate_to_datetime(last_modified or "")
    except (TypeError, ValueError):
        return None
    return max(0.0, (now - then).total_seconds())
