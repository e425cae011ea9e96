"""All or nothing: the files of one run appear under their final names together, or not at all.

Every output (shards, mixer, sidecars, a table, a report) is written under a
temporary name of the run's own (``name.<run id>.part``: two runs writing one
name never write one file). Only when all of them are complete does
:meth:`Outputs.commit` rename them; the files of an earlier run they supersede
are first set aside, and put back if any rename fails, so a failed run leaves
the folder as it found it. A cancel, a full disk or any error before the commit
deletes this run's temporary files, and the folders the run made for them.

A run killed during the renames (a crash, a kill, a power cut) cannot put
anything back itself, so before its first rename a commit of several files
writes a journal (``*.journal.part``, flushed to disk): the new files, their
final names and the earlier files set aside. The journal goes last. The next
run to that place first calls :func:`recover` on it, which finishes the
replacement if every new file already has its name, and otherwise puts the
earlier files back: the folder then holds the earlier files whole or the new
ones whole, never a mixture, and the earlier files are never deleted before
the new ones are all in place. A commit of one file needs no journal: one
rename replaces the earlier file atomically. Each new file's data is flushed to
disk before the journal is written (and before a lone file's rename), so that a
power cut after a rename finds the renamed file whole.

The commit point is the rename of the last new file (the mixer): before it, a
failure or a signal (SIGINT, SIGTERM) undoes the commit and the run fails with
the earlier files whole; after it the run has succeeded, whatever happens to the
clean-up: the earlier files set aside that cannot be deleted then are left, with
the journal, for the next run to delete, and the log says so. A signal arriving
from the journal's write to the first rename, or during the last rename and the
clean-up, is held back until that step is done (see :class:`_SignalsHeld`).

Outputs given a ``lock`` hold it (:mod:`.writer_lock`, :meth:`Outputs.hold_lock`) from before the run
cleans up what a killed run left until its commit or failure: one writer of those files at a time. A run
writing files under several prefixes (a split export's sets) holds the lock of each (``also_lock``).
"""

from __future__ import annotations

import errno
import json
import logging
import os
import re
import signal
import threading
import weakref
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any, Literal, Union

from ..base.messages import message, message_of
from . import storage
from .json_input import MAX_JOURNAL_BYTES, loads, read_text
from .place import Place
from .writer_lock import WriterLock

if TYPE_CHECKING:
    from types import TracebackType

    PathLike = Union[str, os.PathLike[str]]

PARTIAL_SUFFIX = storage.PARTIAL_SUFFIX
# An earlier run's file, set aside while the new files take its place.
_SET_ASIDE_SUFFIX = ".replaced" + PARTIAL_SUFFIX
SET_ASIDE_SUFFIX = _SET_ASIDE_SUFFIX  # for those who look for what a stopped commit set aside
# The commit journal: what a killed commit's next run needs to undo or finish it.
JOURNAL_SUFFIX = ".journal" + PARTIAL_SUFFIX
_JOURNAL_KIND = "tfrecord-bridge commit journal"
# The journal's layout; one without a version is this one (written before versions were recorded).
_JOURNAL_VERSION = 1


class OutputError(OSError):
    """An output that cannot be written; the message names the file."""


def remove_quietly(path: PathLike) -> None:
    """Delete the file ``path`` if it is there.

    A file that is not there is no error, even where the system reports another first (Linux: a missing file
    on a read-only file system is EROFS), so that clean-up after a failure never hides that failure.
    """
    try:
        storage.remove(path)
    except FileNotFoundError:
        pass
    except OSError:
        if storage.lexists(path):
            raise


def final_name(path: PathLike) -> str:
    """The user's name for a temporary file: ``x.tfrecord`` for ``x.tfrecord.<run>.part`` (or its set-aside copy)."""
    path = os.fspath(path)
    if path.endswith(_SET_ASIDE_SUFFIX):
        return path[:-len(_SET_ASIDE_SUFFIX)]
    return storage.final_of_partial(path) or path


_PLAIN_REASONS = {
    errno.ENOSPC: message("the disk is full"),
    errno.EROFS: message("the file system is read-only"),
    errno.EDQUOT: message("the disk quota is used up"),
}


def describe_os_error(error: OSError, path: PathLike | None = None, as_named: bool = False) -> str:
    """'<file>: <reason>' for an OSError, naming the user's file (never a temporary ``.part`` name) and saying
    plainly when the disk is full or the file system read-only. ``as_named``: name ``path`` as it is, for a
    file whose ``.part`` is its own name (a commit journal's), not one on its way to another name."""
    where = os.fspath(path or error.filename or "output")
    if not as_named:
        where = final_name(where)
    reason = error.strerror or str(error)
    plain = _PLAIN_REASONS.get(getattr(error, "errno", None) or 0)
    if plain:
        return message("{path}: {plain} ({reason})", path=where, plain=plain, reason=reason)
    return message("{path}: {reason}", path=where, reason=reason)


# Less room than this left when a writer failed (GDAL's TIFF writer, which gives no errno): the disk is full. A
# failed write is a strip or a block, at most a few MiB; a disk with more room than that free did not fail for room.
_FULL_DISK_ROOM = 16 * 1024 * 1024


def on_read_only_file_system(path: PathLike) -> bool:
    """Whether the nearest existing part of ``path`` is on a file system mounted read-only (or is a URL or
    an archive GDAL only reads)."""
    if storage.is_virtual(path):
        return not storage.can_write(path)
    existing = os.path.abspath(path)
    while not os.path.lexists(existing) and existing != os.path.dirname(existing):
        existing = os.path.dirname(existing)
    try:
        return bool(os.statvfs(existing).f_flag & os.ST_RDONLY)
    except (OSError, AttributeError):  # AttributeError: Windows has no statvfs
        return False


def _room_left(path: PathLike) -> int | None:
    if storage.is_virtual(path):
        return None  # a bucket has no size to fill
    try:
        stats = os.statvfs(os.path.dirname(os.path.abspath(path)))
    except (OSError, AttributeError):
        return None
    return stats.f_bavail * stats.f_frsize


def describe_write_failure(path: PathLike, detail: str) -> str:
    """'<file>: <reason>' for a writer that failed without an errno (GDAL): the file system read-only or the
    disk full, said in words, when the place ``path`` goes in shows it; else ``detail``, the writer's own.
    Call it before the failed file is deleted, while it still takes the room it took."""
    path = final_name(path)
    if on_read_only_file_system(path):
        return message("{path}: the file system is read-only, nothing can be written there ({detail})",
                       path=path, detail=detail)
    room = _room_left(path)
    if room is not None and room < _FULL_DISK_ROOM:
        return message("{path}: the disk is full ({free} KiB free; {detail})", path=path, free=room // 1024,
                       detail=detail)
    return message("{path}: {reason}", path=path, reason=detail)


def _partial_pattern(names: str) -> str:
    """A regex of the temporary names of files named by the regex ``names``: any run's (NAME.<run>.part), an
    older version's (NAME.part), and an earlier file set aside (NAME.replaced.part)."""
    return (f"(?:{names})(?:{re.escape(_SET_ASIDE_SUFFIX[:-len(PARTIAL_SUFFIX)])}|\\.{storage.RUN_ID})?"
            f"{re.escape(PARTIAL_SUFFIX)}")


def remove_partial_files(stem: str, names: str) -> list[str]:
    """Delete the temporary files a killed run left: ``stem + name`` with a name matching the regex ``names``,
    followed by the temporary suffix of any run. Returns the paths removed.

    Any run's: call it only holding the writer's lock of these files (:meth:`Outputs.hold_lock`), which
    proves that no run writing them is alive; without it, a live run's files would go.

    Call :func:`recover` on the run's journal first: an earlier file set aside by a commit that was killed
    is put back, not deleted. One set aside with no journal left (by an older version of this plugin) is put
    back too where its name is free, and deleted only where a file has that name again."""
    pattern = re.compile(_partial_pattern(names))
    removed = []
    for path in storage.names_starting(stem, pending_uploads=True):
        # A link under such a name is no run's file (runs write files of their own names): it goes, itself,
        # never followed and never put back.
        link = not storage.is_virtual(path) and os.path.islink(path)
        if not (path.endswith(PARTIAL_SUFFIX) and pattern.fullmatch(path[len(stem):])
                and (link or storage.isfile(path))):
            continue
        if not link and path.endswith(_SET_ASIDE_SUFFIX) and not storage.lexists(final_name(path)):
            _replace(path, final_name(path), message("could not put back an earlier file"))
            continue
        remove_quietly(path)
        removed.append(path)
    return removed


def _replace(source: str, target: str, what: str) -> None:
    """os.replace, failing with an OutputError that names the user's file."""
    try:
        storage.replace(source, target)
    except OSError as error:
        raise OutputError(message("{what}: {reason}", what=what, reason=describe_os_error(error, target))) from error


def _sync_folder(path: str) -> None:
    """Flush a folder's entries (new names, renames) to disk, where the system allows it."""
    if storage.is_virtual(path):
        return  # an object store's objects are there once written
    try:
        descriptor = os.open(path, os.O_RDONLY)
    except OSError:
        return  # Windows: folders cannot be opened; NTFS journals its metadata itself
    try:
        os.fsync(descriptor)
    except OSError:
        pass
    finally:
        os.close(descriptor)


def _sync_file(path: str) -> None:
    """Flush a finished local file's data to disk: a rename is journalled by the file system, the data it names
    is not, so after a power cut a renamed file could be there in name only, empty or in part."""
    if storage.is_virtual(path):
        return  # an object store's objects are whole once written
    # Windows flushes only what a handle may write.
    descriptor = os.open(path, os.O_RDWR if os.name == "nt" else os.O_RDONLY)
    try:
        os.fsync(descriptor)
    finally:
        os.close(descriptor)


class _SignalsHeld:
    """SIGINT and SIGTERM held back while a commit takes a step no signal may split, then delivered or not.

    Only the main thread may set signal handlers; elsewhere (a QGIS task's thread) signals do not reach the run
    anyway. A handler Python did not set, or an ignored signal, is left as it is."""

    _SIGNALS = (signal.SIGINT, signal.SIGTERM)

    def __init__(self) -> None:
        self.arrived: list[int] = []
        self._previous: dict[int, Any] = {}

    def hold(self) -> None:
        if threading.current_thread() is not threading.main_thread():
            return
        for signum in self._SIGNALS:
            current = signal.getsignal(signum)
            if current is not None and current is not signal.SIG_IGN and signum not in self._previous:
                self._previous[signum] = signal.signal(signum, self._arrive)

    def _arrive(self, signum: int, frame: Any) -> None:
        self.arrived.append(signum)

    def release(self, deliver: bool = True) -> None:
        """Put the handlers back; with ``deliver``, the first signal held goes to its handler now (which raises,
        or ends the process)."""
        previous, self._previous = self._previous, {}
        for signum, handler in previous.items():
            signal.signal(signum, handler)
        if deliver and self.arrived:
            signum = self.arrived[0]
            self.arrived = []
            signal.raise_signal(signum)


class _Journal:
    """A commit's journal: the new files (temporary, final name), and the earlier files it sets aside.

    Paths are stored relative to the journal's folder, so a folder moved after a kill still recovers. A
    journal is read from a folder or bucket others may write too, so it is acted on only when every name it
    holds is one of the files its export writes there (:meth:`read`'s ``names``): a planted one naming
    ``../x``, an absolute path, another export's files or anything else is refused and left as it is.
    """

    def __init__(self, path: str, files: list[tuple[str, str]], replaced: list[str]) -> None:
        self.path = path
        self.files = files
        self.replaced = replaced

    def write(self) -> None:
        base = storage.dirname(self.path)
        data = {"kind": _JOURNAL_KIND, "version": _JOURNAL_VERSION,
                "files": [[storage.relative(p, base), storage.relative(f, base)] for p, f in self.files],
                "replaced": [storage.relative(p, base) for p in self.replaced]}
        try:
            with storage.open_file(self.path, "w", encoding="utf-8") as stream:
                json.dump(data, stream, indent=1)
                stream.flush()
                if not storage.is_virtual(self.path):
                    os.fsync(stream.fileno())
        except OSError as error:
            remove_quietly(self.path)
            raise OutputError(message("could not write the list of files to replace in {base} "
                                      "({reason}); nothing was replaced", base=base,
                                      reason=describe_os_error(error, os.path.basename(self.path)))) from error
        _sync_folder(base)

    @classmethod
    def read(cls, path: str, names: str | Callable[[], str], scratch: str = "") -> _Journal | None:
        """The journal at ``path``; None when there is none, or only a part of one (its run was killed
        writing it, so before its first rename: it is deleted). ``names``: a regex of the file names (in the
        journal's folder) it may hold, or what makes it; ``scratch``: one of the other names (relative to its
        folder) the new files may have before their final ones, besides NAME.part. A journal holding any
        other, or not ours, is refused (OutputError)."""
        try:
            data = loads(read_text(path, MAX_JOURNAL_BYTES, message("a commit journal")))
        except FileNotFoundError:
            return None
        except OSError as error:
            raise OutputError(message("cannot read the journal of an interrupted export: "
                                      "{reason}",
                                      reason=describe_os_error(error, path, as_named=True))) from error
        except ValueError:
            remove_quietly(path)
            return None
        files, replaced = _journal_entries(path, data, re.compile(names if isinstance(names, str) else names()),
                                           re.compile(scratch) if scratch else None)
        base = storage.dirname(path)
        return cls(path, [(storage.join(base, p), storage.join(base, f)) for p, f in files],
                   [storage.join(base, p) for p in replaced])

    def finished(self) -> bool:
        """Every new file has its final name: the commit only had the earlier files left to delete."""
        return not any(storage.lexists(partial) for partial, _ in self.files)

    def roll_forward(self) -> None:
        """Delete the earlier files set aside, then the journal; the journal stays while any is left, so that
        the next run deletes it."""
        failure = None
        for path in self.replaced:
            try:
                remove_quietly(path + _SET_ASIDE_SUFFIX)
            except OSError as error:
                failure = failure or error
        if failure is not None:
            raise failure
        remove_quietly(self.path)

    def roll_back(self) -> None:
        """Put the earlier files back; the new ones return to their temporary names, deleted last.

        Each step can be repeated, so a run killed while rolling back is rolled back again by the next:
        a new file that has its final name goes back to its temporary name first (so the journal never
        looks finished again), then the earlier files return, then the journal goes, then the new files.
        """
        what = message("could not put back the files of the earlier export")
        for partial, final in self.files:
            if not storage.lexists(partial) and storage.lexists(final):
                _replace(final, partial, what)
        for path in self.replaced:
            if storage.lexists(path + _SET_ASIDE_SUFFIX):
                _replace(path + _SET_ASIDE_SUFFIX, path, what)
        _sync_folder(storage.dirname(self.path))
        remove_quietly(self.path)
        for partial, _ in self.files:
            remove_quietly(partial)


def _journal_entries(path: str, data: object, names: re.Pattern[str],
                     scratch: re.Pattern[str] | None) -> tuple[list[list[str]], list[str]]:
    """The (files, replaced) of a journal's ``data``, each a name matching ``names``, each new file's temporary
    name its final one's (``FINAL.<run>.part``, or ``FINAL.part`` from before run ids) or one matching
    ``scratch``; OutputError refusing a journal that is not
    ours, of another version, or naming anything else (nothing is changed then)."""
    kind = data.get("kind") if isinstance(data, dict) else None
    version = data.get("version", _JOURNAL_VERSION) if isinstance(data, dict) else None
    files = data.get("files") if isinstance(data, dict) else None
    replaced = data.get("replaced") if isinstance(data, dict) else None
    if kind != _JOURNAL_KIND:
        reason = message("it is not a commit journal of TFRecord Bridge")
    elif version != _JOURNAL_VERSION:
        reason = message("it is a commit journal of version {version}, which this version of TFRecord Bridge "
                         "does not read", version=str(version)[:20])
    elif not (isinstance(files, list) and isinstance(replaced, list)
              and all(isinstance(pair, list) and len(pair) == 2 for pair in files)):
        reason = message("its lists of files are malformed")
    else:
        foreign = [name for name in [final for _, final in files] + replaced
                   if not (isinstance(name, str) and names.fullmatch(name))]
        foreign += [partial for partial, final in files
                    if not (isinstance(partial, str) and storage.final_of_partial(partial) == final)
                    and not (scratch and isinstance(partial, str) and scratch.fullmatch(partial)
                             and _real_folder(storage.dirname(storage.join(storage.dirname(path), partial))))]
        if not foreign:
            return files, replaced
        reason = message("it names {name}, which is not a file of this export",
                         name=repr(foreign[0])[:200])
    raise OutputError(message("{journal}: {reason}; it was left as it is and nothing was changed. If no export "
                              "with this prefix was stopped while it renamed its files, delete it and run the "
                              "export again", journal=storage.user_path(path), reason=reason))


def _real_folder(path: str) -> bool:
    """Whether ``path`` is a folder and no link to one (a link planted as a scratch folder leads elsewhere);
    a bucket's prefix always is."""
    return storage.is_virtual(path) or (os.path.isdir(path) and not os.path.islink(path))


def recover(journal: PathLike, names: str | Callable[[], str], scratch: str = "") -> str | None:
    """Finish or undo the commit a killed run left, from its journal (if there is one); what was done.

    Finished when every new file already had its final name, else undone: the earlier files are put back
    and the new ones deleted. Either way the folder holds one run's files whole, and the journal is gone.
    ``names``: a regex of the file names, in the journal's folder, of the export the journal is for (or what
    makes it, called only when there is a journal), and ``scratch`` of other temporary names than NAME.part
    its new files may have (a Dask job's scratch files): the journal is acted on only when it names no other,
    so a journal planted in a shared folder or bucket never reaches a file outside the export (OutputError).
    """
    found = _Journal.read(os.fspath(journal), names, scratch)
    if found is None:
        return None
    if found.finished():
        found.roll_forward()
        return "finished the replacement an interrupted export had begun"
    found.roll_back()
    return "put back the files an interrupted export had begun to replace"


class Outputs:
    """The outputs of one run, committed together.

    >>> with Outputs(supersedes=old_files, folder=output_folder) as outputs:
    ...     outputs.write_text(mixer_path, text)
    ...     outputs.add(partial_path, final_path)   # a file written elsewhere, e.g. a shard
    ...     outputs.commit()

    An exception (a cancel, a full disk) leaving a ``with`` block before
    :meth:`commit` deletes every temporary file added; one run may enter
    several blocks, e.g. one around the shard writer and one for the rest.
    ``supersedes``: files of an earlier run that must go when this run's files
    arrive (old shards this run does not rewrite, a mixer it does not write);
    they stay if the run fails.
    ``folder``: the folder the files go in. It is made, with every missing
    folder above it, when the run enters a ``with`` block, not before, so that
    only a run that can clean up makes folders; a failed run removes the
    folders it made again (see :meth:`abort`).
    ``journal``: where a commit of several files keeps its journal, a name the
    next run with these outputs knows, to :func:`recover` it before it starts
    (default: beside the first file, ``NAME.journal.part``).
    ``lock``: the lock file of these outputs (:mod:`.writer_lock`), taken by
    :meth:`hold_lock` and let go after the commit or on failure (:meth:`abort`); ``also_lock``: more lock files
    held with it (those of a split export's sets), all taken in the order of their paths, so that two runs
    wanting some of the same locks cannot each hold one the other waits for.
    ``run_id``: this run's, in its temporary names (:meth:`partial_path`).
    """

    def __init__(self, supersedes: Iterable[str] = (), folder: PathLike | None = None,
                 journal: PathLike | None = None, lock: PathLike | None = None,
                 also_lock: Iterable[PathLike] = ()) -> None:
        self.run_id = storage.new_run_id()
        paths = ([os.fspath(lock)] if lock is not None else []) + [os.fspath(path) for path in also_lock]
        self._locks = [WriterLock(path, self.run_id) for path in sorted(dict.fromkeys(paths))]
        for writer_lock in self._locks:
            # A run that never reaches its commit or abort (an error before its first block) lets go when collected.
            weakref.finalize(self, writer_lock.release)
        self._files: list[tuple[str, str]] = []  # (partial, final)
        self._supersedes = list(supersedes)
        self._journal = os.fspath(journal) if journal is not None else None
        # The place the files go in, resolved once; every step below asks it.
        self._folder = Place.of(folder).absolute() if folder is not None else None
        self._made_folders: list[str] = []  # outermost first
        self.committed = False
        # What an Outputs logs when its commit is done but its clean-up is not; commit()'s ``log`` wins.
        self._log: Callable[[str], object] = logging.getLogger("tfrecord_bridge").warning

    def __enter__(self) -> Outputs:
        self.make_folder()
        return self

    def hold_lock(self, log: Callable[[str], object] | None = None) -> None:
        """Make the folder and take the outputs' lock, before anything there is cleaned up or written: a second
        run writing these files is refused (:class:`.writer_lock.WriterLockError`), a stale lock taken over (in
        the ``log``). Held until :meth:`commit` succeeds or :meth:`abort`."""
        if not self._locks:
            return
        self.make_folder()
        try:
            for writer_lock in self._locks:
                writer_lock.acquire(log)
        except BaseException:
            self._release_lock()
            self._remove_made_folders()
            raise

    def supersede(self, paths: Iterable[str]) -> None:
        """Files of an earlier run that go when this run's files arrive (as ``supersedes``), found once the lock
        is held."""
        self._supersedes += [path for path in paths if path not in self._supersedes]

    def _release_lock(self) -> None:
        for writer_lock in reversed(self._locks):
            writer_lock.release()

    def make_folder(self) -> None:
        """Make the output folder and the missing folders above it, remembering which this run made.

        A folder that appears meanwhile (another run made it) is not this run's.
        If one cannot be made, those made so far are removed again.
        """
        if self._folder is None or self._folder.object_store:
            return  # in a bucket, a folder is only the start of its objects' names
        missing = []
        path: str = self._folder
        while not storage.isdir(path) and path != storage.dirname(path):
            missing.append(path)
            path = storage.dirname(path)
        for path in reversed(missing):
            try:
                storage.mkdir(path)
            except FileExistsError:
                if storage.isdir(path):
                    continue
                self._remove_made_folders()
                raise OutputError(message("output folder {folder} cannot be created: {path} is a file, not a folder",
                                          folder=self._folder, path=path)) from None
            except OSError as error:
                self._remove_made_folders()
                parent = storage.dirname(path)
                # "No such file or directory" for a folder whose parent is there: a file system that makes none
                # (/proc).
                reason = (message("{parent} does not allow making folders in it", parent=parent)
                          if error.errno == errno.ENOENT and storage.isdir(parent) else describe_os_error(error, path))
                raise OutputError(message("output folder {folder} cannot be created: {reason}",
                                          folder=self._folder, reason=reason)) from error
            self._made_folders.append(path)

    def _remove_made_folders(self) -> None:
        """Remove the folders this run made, innermost first, where they are empty: one that holds anything
        this run did not write (another program's file) stays, with what it holds. One still holding the
        run's own (a scratch folder an enclosing block removes next) is tried again by the next abort."""
        left = []
        for path in reversed(self._made_folders):
            try:
                storage.rmdir(path)
            except FileNotFoundError:
                pass
            except OSError:
                left.append(path)
        self._made_folders = left[::-1]

    def __exit__(self, exc_type: type[BaseException] | None, exc: BaseException | None,
                 tb: TracebackType | None) -> Literal[False]:
        if exc_type is not None and not self.committed:
            self.abort()
        return False

    def partial_path(self, final: PathLike) -> str:
        """The temporary name of ``final`` while this run writes it: FINAL.<run id>.part, never another run's."""
        return storage.partial_name(final, self.run_id)

    def add(self, partial: PathLike, final: PathLike, size: int | None = None) -> None:
        """A complete file written under ``partial``, to be renamed ``final`` on commit; ``size``: its bytes, for
        a file another process wrote (a Dask worker's), which the commit then checks as it checks this one's
        (:func:`.storage.expect_size`)."""
        self._files.append((os.fspath(partial), os.fspath(final)))
        if size is not None:
            storage.expect_size(partial, size)

    def write_text(self, final: PathLike, text: str) -> None:
        """Write ``text`` (UTF-8, newlines as given) under a temporary name for ``final``."""
        partial = self.partial_path(final)
        self.add(partial, final)
        try:
            # Staged as the shards are: on S3 an upload the commit completes, not an object it copies and deletes.
            with storage.open_staged(partial, final) as stream:
                stream.write(text.encode("utf-8"))
        except OSError as error:
            raise OutputError(describe_os_error(error, final)) from error

    @property
    def superseded(self) -> list[str]:
        """The earlier run's files these outputs replace (``supersedes``)."""
        return list(self._supersedes)

    @property
    def finals(self) -> list[str]:
        """The final names of the files added."""
        return [final for _, final in self._files]

    def commit(self, log: Callable[[str], object] | None = None) -> None:
        """Give every file its final name, replacing the earlier run's; on failure undo it all and raise.

        Several files: their data flushed to disk, the journal is written, the earlier files are set aside (see
        :meth:`_replaced`; the first of them first), the new files renamed (the last added, a mixer, last: it
        arrives once the files it describes are all there; the others at once on an object store), the earlier
        files deleted, the journal deleted. One file replacing only its earlier self: one rename.
        Once the last file has its name the commit has succeeded: a clean-up that fails after it, and a signal
        arriving then, are said through ``log`` (default: the ``tfrecord_bridge`` logger's warnings), not raised.
        Then each object written to a store is asked for its size (:func:`.storage.check_sizes`): one the store
        did not keep whole fails the run (OutputError naming it), the commit being done.
        """
        if log is not None:
            self._log = log
        lost = [writer_lock.path for writer_lock in self._locks if not writer_lock.still_held()]
        if lost:
            self.abort()
            raise OutputError(message("{lock}: this run's lock was deleted or taken over by another run while it "
                                      "wrote; nothing was replaced, as that run may be writing these files",
                                      lock=storage.user_path(lost[0])))
        replaced = self._replaced()
        if len(self._files) == 1 and replaced in ([], [self._files[0][1]]):
            self._rename_one(*self._files[0])
        elif self._files or replaced:  # nothing at all: a block that only made a folder for another writer
            self._commit_journalled(replaced)
        self.committed = True
        self._made_folders = []  # the finished files' now
        self._release_lock()
        self._check_sizes()

    def _check_sizes(self) -> None:
        """After the commit, each object in a store holds what was written to it, or the run fails naming it:
        a store may answer "done" to an upload or a copy and keep less (one kept 0 bytes of each object)."""
        try:
            storage.check_sizes(self.finals)
        except OSError as error:
            raise OutputError(message("{path}: {reason}; the files written there are not whole: run again, or write "
                                      "to another place", path=error.filename, reason=error.strerror)) from error

    def _replaced(self) -> list[str]:
        """The earlier files this commit replaces, in the order they are set aside: those ``supersedes`` names
        in its order (a mixer first, so that no mixer stands beside two exports' shards), then the others
        under the new files' names, the last added first."""
        ordered = list(dict.fromkeys(self._supersedes + self.finals[::-1]))
        replaced = [path for path, there in zip(ordered, storage.lexists_each(ordered)) if there]
        folders = [path for path in replaced if storage.isdir(path) and not os.path.islink(path)]
        if folders:
            # Only files are set aside and deleted: a folder under an output's name is the user's.
            self.abort()
            raise OutputError(message("{folders} is a folder where a file is to be written: move or rename it; "
                                      "nothing was written", folders=folders[0]))
        return replaced

    def _rename_one(self, partial: str, final: str) -> None:
        try:
            _sync_file(partial)
            storage.replace(partial, final)
        except OSError as error:
            self.abort()
            raise OutputError(message("could not give the finished file its name ({reason}); "
                                      "the folder was left as it was",
                                      reason=describe_os_error(error, final))) from error

    def journal_path(self) -> str:
        return self._journal or (self._files[0][1] if self._files else self._supersedes[0]) + JOURNAL_SUFFIX

    def _commit_journalled(self, replaced: list[str]) -> None:
        missing = [final for partial, final in self._files if not storage.lexists(partial)]
        if missing:
            self.abort()
            raise OutputError(message("{missing}: its temporary file is gone before the commit; nothing was replaced",
                                      missing=missing[0]))
        for partial, final in self._files:
            # Every file is whole on the server, or on disk, before the first appears: a failed send leaves
            # nothing to undo, and a power cut after a rename no file renamed before its data was written.
            try:
                storage.wait_sent(partial)
                _sync_file(partial)
            except OSError as error:
                self.abort()
                raise OutputError(describe_os_error(error, final)) from error
        journal = _Journal(self.journal_path(), list(self._files), replaced)
        held = _SignalsHeld()
        held.hold()  # a signal now would leave a journal of a commit that renamed nothing
        try:
            journal.write()
            if held.arrived:
                # Stopped before the first rename: the earlier files are whole; the journal and new files go.
                journal.roll_back()
                raise KeyboardInterrupt  # where the signal's own handler, delivered below, raises nothing
        except BaseException:
            try:
                self.abort()
            finally:
                held.release()
            raise
        held.release()
        try:
            # The first file set aside (an earlier mixer) goes first, the last new file (the mixer) last;
            # the others in any order, at once on an object store.
            set_aside = [(path, path + _SET_ASIDE_SUFFIX) for path in replaced]
            self._rename_all(set_aside[:1])
            self._rename_all(set_aside[1:])
            self._rename_all(self._files[:-1])
            held.hold()  # from here the export is done once the last rename is: no signal may split that
            self._rename_all(self._files[-1:])
        except BaseException as error:
            try:
                self._undo(journal, error)
            finally:
                held.release()
            raise  # _undo raises an OSError's OutputError itself
        try:
            self._clean_up(journal)
        finally:
            held.release(deliver=False)
        if held.arrived:
            self._log(message("{signal} arrived once the new files were all in place: the export was finished "
                              "rather than stopped", signal=signal.Signals(held.arrived[0]).name))

    def _rename_all(self, pairs: list[tuple[str, str]]) -> None:
        """The commit's renames, as the place does them (:meth:`.place.Place.rename_all`)."""
        if self._folder is None:
            storage.replace_all(pairs)
        else:
            self._folder.rename_all(pairs)

    def _clean_up(self, journal: _Journal) -> None:
        """After the commit point: the renames flushed to disk, the earlier files set aside and the journal
        deleted; a failure is logged, and left to the next run with these outputs (its :func:`recover`)."""
        for folder in dict.fromkeys(storage.dirname(final) for _, final in self._files):
            _sync_folder(folder)
        try:
            journal.roll_forward()
        except OSError as error:
            self._log(message("the new files are all in place, but the earlier files set aside could not all be "
                              "deleted ({reason}); the next export to this place deletes them",
                              # A bucket's error names its object itself.
                              reason=describe_os_error(error) if error.filename else message_of(error)))

    def _undo(self, journal: _Journal, error: BaseException) -> None:
        """Put the earlier files back after a failed rename; the journal stays if that fails too, for the
        next run to finish."""
        try:
            if not storage.lexists(journal.path):
                # A bucket that stopped answering: nothing there can be put back or even seen now.
                raise OutputError(message("{journal} cannot be reached",
                                          journal=storage.user_path(journal.path)))
            journal.roll_back()
            outcome = message("the folder was left as it was")
            self.abort()
        except OutputError as undo_error:
            # The new files' temporary names stay: with them gone the journal would read as finished.
            outcome = message("the earlier files could not all be put back ({error}); the next export to this "
                              "place puts them back", error=message_of(undo_error))
            self._files = []
        if isinstance(error, OSError):
            raise OutputError(message("could not give the finished files their names ({reason}); "
                                      "{outcome}", reason=describe_os_error(error), outcome=outcome)) from error

    def abort(self) -> None:
        """Delete this run's temporary files, let go of its lock, then remove the folders it made for them."""
        try:
            for partial, _ in self._files:
                remove_quietly(partial)
            self._files = []
        finally:
            self._release_lock()
        self._remove_made_folders()


def check_folder(folder: PathLike, reach_buckets: bool = True) -> None:
    """Refuse an output folder that cannot be made or written, before anything is written.

    The nearest part of the path that exists decides: it must be a writable
    folder, since everything below it will be created. A regular file there
    (``notes.txt/out``) would otherwise only fail later in makedirs, with a bare errno.
    ``reach_buckets`` False: only what can be told without asking a bucket (a dialog checks as the user
    types, where a request to the bucket could block; the run asks it).
    """
    place = Place.of(folder)
    if place.virtual:
        _check_virtual_folder(place, reach_buckets)
        return
    existing = os.path.abspath(folder)
    while not os.path.lexists(existing):
        existing = os.path.dirname(existing)
    if existing == os.path.abspath(folder) and not os.path.isdir(existing):
        raise OutputError(message("output folder {folder} is a file, not a folder", folder=folder))
    if not os.path.isdir(existing):
        raise OutputError(message("output folder {folder} cannot be created: {existing} is a file, not a folder",
                                  folder=folder, existing=existing))
    if on_read_only_file_system(existing):
        raise OutputError(message("output folder {folder} is on a read-only file system: nothing can be written there",
                                  folder=folder))
    if not os.access(existing, os.W_OK | os.X_OK):
        raise OutputError(message("output folder {folder} is not writable ({existing} does not allow writing)",
                                  folder=folder, existing=existing))


def check_output_file(path: PathLike, what: str | None = None, reach_buckets: bool = True) -> None:
    """Refuse, before a run, an output file path that names a folder or lies where no file can be made;
    ``what``: the file's words in the refusal (default: output file); ``reach_buckets``: as
    :func:`check_folder`'s."""
    what = what or message("output file")
    path = Place.of(path)
    # First, so a place GDAL only reads (a URL) is refused before any request is made there.
    check_folder(folder_of(path), reach_buckets)
    # A bucket has no folders; asked first, so no request reaches it here.
    if not path.object_store and storage.isdir(path):
        raise OutputError(message("{what} {path} is a folder: give the name of a file", what=what, path=path))


def folder_of(path: PathLike) -> str:
    """The folder an output file goes in, for :class:`Outputs`'s ``folder``."""
    return storage.dirname(storage.absolute(path))


def _check_virtual_folder(folder: Place, reach_buckets: bool = True) -> None:
    """Refuse an output place GDAL cannot write (a URL, an archive), or (``reach_buckets``) a bucket that is
    not there or refuses this run's credentials, before anything is written: a small object is written there
    and deleted."""
    if not folder.writable:
        raise OutputError(message("output folder {folder}: GDAL only reads there; write to a local folder, a bucket "
                                  "(s3://, gs://, az://) or /vsimem/", folder=folder))
    if not folder.object_store or not reach_buckets:
        return
    probe = folder.child(".tfrecord-bridge-write-check" + PARTIAL_SUFFIX)
    try:
        with storage.open_file(probe, "wb") as stream:
            stream.write(b"")
        remove_quietly(probe)  # gone already: another run checking the same folder deleted it first
    except OSError as error:
        raise OutputError(message("output folder {folder} cannot be written: {error}",
                                  folder=folder, error=error)) from error


def write_text_file(path: PathLike, text: str, what: str | None = None) -> None:
    """One text file, complete or not at all (a report, say), its folders made; a failure names the file."""
    path = Place.of(path)
    check_output_file(path, what)
    with Outputs(folder=folder_of(path)) as outputs:
        outputs.write_text(path, text)
        outputs.commit()
