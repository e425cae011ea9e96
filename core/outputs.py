"""All or nothing: the files of one run appear under their final names together, or not at all.

Every output (shards, mixer, sidecars, a table, a report) is written under a
temporary name (``name.part``). Only when all of them are complete does
:meth:`Outputs.commit` rename them; the files of an earlier run they supersede
are first set aside, and put back if any rename fails, so a failed run leaves
the folder as it found it. A cancel, a full disk or any error before the commit
deletes this run's temporary files, and the folders the run made for them.
"""

from __future__ import annotations

import errno
import glob
import os
import re
from collections.abc import Iterable
from typing import TYPE_CHECKING, Literal, Union

if TYPE_CHECKING:
    from types import TracebackType

    PathLike = Union[str, os.PathLike[str]]

PARTIAL_SUFFIX = ".part"
# An earlier run's file, set aside while the new files take its place.
_SET_ASIDE_SUFFIX = ".replaced" + PARTIAL_SUFFIX


class OutputError(OSError):
    """An output that cannot be written; the message names the file."""


def remove_quietly(path: PathLike) -> None:
    """Delete the file ``path`` if it is there."""
    try:
        os.remove(path)
    except FileNotFoundError:
        pass


def describe_os_error(error: OSError, path: PathLike | None = None) -> str:
    """'<file>: <reason>' for an OSError, saying so plainly when the disk is full."""
    where = path or error.filename or "output"
    reason = error.strerror or str(error)
    if getattr(error, "errno", None) == errno.ENOSPC:
        reason = f"the disk is full ({reason})"
    return f"{where}: {reason}"


def remove_partial_files(stem: str, names: str) -> list[str]:
    """Delete the temporary files a killed run left: ``stem + name`` with a name matching the regex ``names``,
    followed by the temporary suffix. Returns the paths removed."""
    pattern = re.compile(f"(?:{names})(?:{re.escape(_SET_ASIDE_SUFFIX)}|{re.escape(PARTIAL_SUFFIX)})")
    removed = []
    for path in glob.glob(glob.escape(stem) + "*" + PARTIAL_SUFFIX):
        if pattern.fullmatch(path[len(stem):]) and os.path.isfile(path):
            remove_quietly(path)
            removed.append(path)
    return sorted(removed)


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
    """

    def __init__(self, supersedes: Iterable[str] = (), folder: PathLike | None = None) -> None:
        self._files: list[tuple[str, str]] = []  # (partial, final)
        self._supersedes = list(supersedes)
        self._folder = os.path.abspath(folder) if folder is not None else None
        self._made_folders: list[str] = []  # outermost first
        self.committed = False

    def __enter__(self) -> Outputs:
        self.make_folder()
        return self

    def make_folder(self) -> None:
        """Make the output folder and the missing folders above it, remembering which this run made.

        A folder that appears meanwhile (another run made it) is not this run's.
        If one cannot be made, those made so far are removed again.
        """
        if self._folder is None:
            return
        missing = []
        path = self._folder
        while not os.path.isdir(path) and path != os.path.dirname(path):
            missing.append(path)
            path = os.path.dirname(path)
        for path in reversed(missing):
            try:
                os.mkdir(path)
            except FileExistsError:
                if os.path.isdir(path):
                    continue
                self._remove_made_folders()
                raise OutputError(f"output folder {self._folder} cannot be created: {path} is a file, "
                                  "not a folder") from None
            except OSError as error:
                self._remove_made_folders()
                raise OutputError(f"output folder {self._folder} cannot be created: "
                                  f"{describe_os_error(error, path)}") from error
            self._made_folders.append(path)

    def _remove_made_folders(self) -> None:
        """Remove the folders this run made, innermost first, where they are empty: one that holds anything
        this run did not write (another program's file) stays, with what it holds. One still holding the
        run's own (a scratch folder an enclosing block removes next) is tried again by the next abort."""
        left = []
        for path in reversed(self._made_folders):
            try:
                os.rmdir(path)
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

    @staticmethod
    def partial_path(final: PathLike) -> str:
        """The temporary name of ``final`` while it is written."""
        return os.fspath(final) + PARTIAL_SUFFIX

    def add(self, partial: PathLike, final: PathLike) -> None:
        """A complete file written under ``partial``, to be renamed ``final`` on commit."""
        self._files.append((os.fspath(partial), os.fspath(final)))

    def write_text(self, final: PathLike, text: str) -> None:
        """Write ``text`` (UTF-8, newlines as given) under a temporary name for ``final``."""
        partial = self.partial_path(final)
        self.add(partial, final)
        try:
            with open(partial, "w", encoding="utf-8", newline="") as stream:
                stream.write(text)
        except OSError as error:
            raise OutputError(describe_os_error(error, final)) from error

    @property
    def finals(self) -> list[str]:
        """The final names of the files added."""
        return [final for _, final in self._files]

    def commit(self) -> None:
        """Give every file its final name, replacing the earlier run's; on failure undo it all and raise."""
        replaced = [p for p in dict.fromkeys(self.finals + self._supersedes) if os.path.lexists(p)]
        folders = [path for path in replaced if os.path.isdir(path) and not os.path.islink(path)]
        if folders:
            # Only files are set aside and deleted: a folder under an output's name is the user's.
            self.abort()
            raise OutputError(f"{folders[0]} is a folder where a file is to be written: move or rename it; "
                              "nothing was written")
        set_aside = []
        renamed = []
        try:
            for path in replaced:
                os.replace(path, path + _SET_ASIDE_SUFFIX)
                set_aside.append(path)
            for partial, final in self._files:
                os.replace(partial, final)
                renamed.append(final)
        except BaseException as error:
            for final in renamed:
                remove_quietly(final)
            not_restored = []
            for path in reversed(set_aside):
                try:
                    os.replace(path + _SET_ASIDE_SUFFIX, path)
                except OSError:
                    not_restored.append(path + _SET_ASIDE_SUFFIX)
            self.abort()
            if isinstance(error, OSError):
                outcome = (f"the earlier files could not all be put back: {', '.join(not_restored)}"
                           if not_restored else "the folder was left as it was")
                raise OutputError(f"could not give the finished files their names ({describe_os_error(error)}); "
                                  f"{outcome}") from error
            raise
        self.committed = True
        self._made_folders = []  # the finished files' now
        for path in set_aside:
            remove_quietly(path + _SET_ASIDE_SUFFIX)

    def abort(self) -> None:
        """Delete this run's temporary files, then the folders it made for them."""
        for partial, _ in self._files:
            remove_quietly(partial)
        self._files = []
        self._remove_made_folders()


def check_folder(folder: PathLike) -> None:
    """Refuse an output folder that cannot be made or written, before anything is written.

    The nearest part of the path that exists decides: it must be a writable
    folder, since everything below it will be created. A regular file there
    (``notes.txt/out``) would otherwise only fail later in makedirs, with a bare errno.
    """
    existing = os.path.abspath(folder)
    while not os.path.lexists(existing):
        existing = os.path.dirname(existing)
    if existing == os.path.abspath(folder) and not os.path.isdir(existing):
        raise OutputError(f"output folder {folder} is a file, not a folder")
    if not os.path.isdir(existing):
        raise OutputError(f"output folder {folder} cannot be created: {existing} is a file, not a folder")
    if not os.access(existing, os.W_OK | os.X_OK):
        raise OutputError(f"output folder {folder} is not writable ({existing} does not allow writing)")


def check_output_file(path: PathLike, what: str = "output file") -> None:
    """Refuse, before a run, an output file path that names a folder or lies where no file can be made."""
    path = os.fspath(path)
    if os.path.isdir(path):
        raise OutputError(f"{what} {path} is a folder: give the name of a file")
    check_folder(os.path.dirname(os.path.abspath(path)))


def folder_of(path: PathLike) -> str:
    """The folder an output file goes in, for :class:`Outputs`'s ``folder``."""
    return os.path.dirname(os.path.abspath(path))


def write_text_file(path: PathLike, text: str, what: str = "output file") -> None:
    """One text file, complete or not at all (a report, say), its folders made; a failure names the file."""
    check_output_file(path, what)
    with Outputs(folder=folder_of(path)) as outputs:
        outputs.write_text(path, text)
        outputs.commit()
