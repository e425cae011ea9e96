"""An output place, resolved once: the folder, bucket or URL a run writes to, as one object.

A user names the place as text (``out``, ``/data/out``, ``s3://bucket/out``, ``gs://...``, ``az://...``,
``/vsimem/out``, ``https://host/out``, GDAL's own ``/vsis3/...``). :meth:`Place.of` reads that text once,
when a run starts, and keeps what every later step asks: the scheme, GDAL's name for it, whether files can be
written there, whether a rename there is atomic (a local folder's is; an object store copies then deletes, so
:mod:`.outputs` stages the commit), and the scheme's GDAL settings (credentials, endpoint), never shown.

A Place *is* its text (a ``str``): every function that took the folder as text takes the Place unchanged, and
the paths made from it (:meth:`Place.child`, :func:`.storage.join`, :func:`.storage.dirname`) are Places too,
whose GDAL names are made by appending, not by reading the text again. :mod:`.storage` answers a Place from
what it holds (:func:`.storage.gdal_path` returns :attr:`Place.gdal`).
"""

from __future__ import annotations

import os
import posixpath
from typing import IO, TYPE_CHECKING, Any

from ..base.messages import message
from ..base.redaction import REDACTED, redact
from . import storage

if TYPE_CHECKING:
    from collections.abc import Iterable, Sequence

# The GDAL settings each object store reads (its credentials and where its server is), read once per place.
_SETTINGS = {
    "/vsis3/": ("AWS_ACCESS_KEY_ID", "AWS_SECRET_ACCESS_KEY", "AWS_SESSION_TOKEN", "AWS_PROFILE", "AWS_S3_ENDPOINT",
                "AWS_REGION", "AWS_DEFAULT_REGION", "AWS_HTTPS", "AWS_VIRTUAL_HOSTING", "AWS_NO_SIGN_REQUEST"),
    "/vsigs/": ("GS_ACCESS_KEY_ID", "GS_SECRET_ACCESS_KEY", "GS_OAUTH2_REFRESH_TOKEN", "GS_OAUTH2_PRIVATE_KEY",
                "GOOGLE_APPLICATION_CREDENTIALS", "CPL_GS_ENDPOINT", "GS_NO_SIGN_REQUEST"),
    "/vsiaz/": ("AZURE_STORAGE_CONNECTION_STRING", "AZURE_STORAGE_ACCOUNT", "AZURE_STORAGE_ACCESS_KEY",
                "AZURE_STORAGE_SAS_TOKEN", "AZURE_NO_SIGN_REQUEST"),
}
_SETTINGS["/vsiadls/"] = _SETTINGS["/vsiaz/"]
# Settings whose values are secrets (or name a file of them): never in a repr.
_SECRET_WORDS = ("KEY", "SECRET", "TOKEN", "CONNECTION_STRING", "CREDENTIALS", "PASSWORD")


class PlaceError(ValueError):
    """What names no place (not text), or a path made from a place that leaves it."""


class Place(storage.Resolved):
    """A folder, bucket prefix or URL, resolved once (:meth:`of`); its text is the user's, as given.

    ``gdal``: the name GDAL opens; ``scheme``: ``file``, ``s3``, ``gs``, ``az``, ``adls``, ``oss``, ``swift``,
    ``mem``, ``http`` or another of GDAL's (``zip``...); ``virtual``: reached through GDAL, not the system;
    ``object_store``: a bucket; ``writable``; ``atomic_rename``; ``options``: the scheme's GDAL settings
    (credentials, endpoint) as they were when the place was resolved.
    """

    __slots__ = ("_user", "_vsi", "gdal", "scheme", "virtual", "object_store", "writable", "atomic_rename",
                 "_options")

    _user: str
    _vsi: str
    gdal: str
    scheme: str
    virtual: bool
    object_store: bool
    writable: bool
    atomic_rename: bool
    _options: dict[str, str] | None

    @classmethod
    def of(cls, text: str | os.PathLike[str]) -> Place:
        """The place ``text`` names, read now, once (a Place as it is)."""
        if isinstance(text, Place):
            return text
        if not isinstance(text, (str, os.PathLike)):
            raise PlaceError(message("a place is a folder, a bucket or a URL given as text, not {kind}",
                                     kind=type(text).__name__))
        path = os.fspath(text)  # "" is the current folder, as it always was
        # The one reading of the text (storage.gdal_path's, which it answers a Place without), and the scheme's
        # prefixes, kept so that the paths made from the place get their GDAL names by appending.
        storage.gdal_path(path)
        place = cls._made(path, *storage.scheme_prefix(path))
        place._options = place._read_options()
        return place

    @classmethod
    def _made(cls, text: str, user: str, vsi: str, options: dict[str, str] | None = None) -> Place:
        place = super().__new__(cls, text)
        place._user, place._vsi = user, vsi
        place.gdal = vsi + text[len(user):]
        gdal = place.gdal + "/"  # "/vsimem" itself too
        place.virtual = gdal.startswith("/vsi")
        place.object_store = gdal.startswith(storage.OBJECT_STORES)
        place.writable = not place.virtual or gdal.startswith(storage.WRITABLE)
        # A local folder's (and GDAL's memory's) rename replaces a file at once; an object store's copies then
        # deletes, so the commit stages its files (.outputs, .s3_staging).
        place.atomic_rename = place.writable and not place.object_store
        place.scheme = ("file" if not place.virtual else "http" if place.gdal.startswith("/vsicurl/")
                        else "mem" if gdal.startswith("/vsimem/") else gdal[len("/vsi"):gdal.index("/", 1)])
        place._options = options
        return place

    def __reduce__(self) -> tuple[Any, tuple[str, str, str]]:
        # Sent to a Dask worker without the client's credentials: the worker reads its own, as GDAL does there.
        return (_restored, (str(self), self._user, self._vsi))

    def __repr__(self) -> str:
        options = {name: REDACTED if any(word in name for word in _SECRET_WORDS) else redact(value)
                   for name, value in self.options.items()}
        return (f"Place({redact(str(self))!r}, scheme={self.scheme!r}, gdal={redact(self.gdal)!r}, "
                f"atomic_rename={self.atomic_rename}, options={options!r})")

    @property
    def options(self) -> dict[str, str]:
        """The scheme's GDAL settings that are set (credentials, endpoint, region): read when the place was
        resolved (on a Dask worker, when first asked: the worker's own)."""
        if self._options is None:
            self._options = self._read_options()
        return dict(self._options)

    def _read_options(self) -> dict[str, str]:
        names = next((names for vsi, names in _SETTINGS.items() if self.gdal.startswith(vsi)), ())
        if not names:
            return {}  # no GDAL imported for a local folder
        gdal = storage.gdal
        found = {name: gdal.GetPathSpecificOption(self.gdal, name, None) or gdal.GetConfigOption(name)
                 for name in names}
        return {name: value for name, value in found.items() if value}

    @property
    def bucket(self) -> str | None:
        """``s3://bucket`` (in the user's form) for a place in an object store; None elsewhere."""
        if not self.object_store:
            return None
        vsi = next(vsi for vsi in storage.OBJECT_STORES if self.gdal.startswith(vsi))
        scheme = next((s for s, v in storage.SCHEMES.items() if v == vsi), vsi)
        return scheme + self.gdal[len(vsi):].split("/", 1)[0]

    def derived(self, text: str) -> str:
        """``text``, a path made from this place's (joined, its folder, a suffix added), as a Place of the same
        scheme without reading it again; as plain text where it left the scheme (``s3:`` above a bucket)."""
        if self._user:
            if text[:len(self._user)] != self._user:
                return text
        elif storage.scheme_prefix(text) != ("", ""):
            return text
        return Place._made(text, self._user, self._vsi, self._options)

    def _module(self) -> Any:
        return posixpath if self.virtual else os.path

    def child(self, *names: str) -> Place:
        """The path of ``names`` under this place (a file or a folder in it), a Place."""
        joined = self.derived(str(self._module().join(str(self), *names)))
        if not isinstance(joined, Place):
            raise PlaceError(message("{names} is not under {place}", names="/".join(names), place=str(self)))
        return joined

    def __truediv__(self, name: str) -> Place:
        return self.child(name)

    def __add__(self, suffix: str) -> Place:  # a str still, and a Place
        """``path + ".part"``: a name made longer stays a Place of this scheme (:meth:`suffixed`)."""
        if not isinstance(suffix, str):
            return NotImplemented
        return self.suffixed(suffix)

    @property
    def parent(self) -> str:
        """The folder this path is in (a Place, or plain text above a bucket)."""
        return self.derived(str(self._module().dirname(str(self))))

    @property
    def name(self) -> str:
        return str(self._module().basename(str(self)))

    def absolute(self) -> Place:
        """A local place made absolute (the folder it names now); any other as it is."""
        if self.virtual:
            return self
        absolute = self.derived(os.path.abspath(str(self)))
        return absolute if isinstance(absolute, Place) else self

    def suffixed(self, suffix: str) -> Place:
        """This path with ``suffix`` added to its name (``x.tfrecord`` -> ``x.tfrecord.<run>.part``)."""
        return Place._made(str(self) + suffix, self._user, self._vsi, self._options)

    def shown(self) -> str:
        """The place as the user would write it, any credential in its text masked (:func:`.storage.user_path`)."""
        return storage.user_path(self.gdal if self.virtual else str(self))

    # What later steps ask of the place: they go to storage with the place, never with text to read again.

    def exists(self, *names: str) -> bool:
        return storage.exists(self.child(*names) if names else self)

    def lexists_each(self, names: Sequence[str]) -> list[bool]:
        """Whether each of ``names`` under the place is there (in a bucket, one listing for them all)."""
        return storage.lexists_each([self.child(name) for name in names])

    def listdir(self, *names: str) -> list[str]:
        return storage.listdir(self.child(*names) if names else self)

    def open_for_writing(self, *names: str) -> IO[bytes]:
        """A new file under the place (:func:`.storage.open_file`); refused where GDAL only reads."""
        if not self.writable:
            raise OSError(0, message("GDAL only reads there; write to a local folder, a bucket (s3://, gs://, "
                                     "az://) or /vsimem/"), self.shown())
        return storage.open_file(self.child(*names) if names else self, "wb")

    def rename_all(self, pairs: Sequence[tuple[str, str]]) -> None:
        """The commit's renames, (temporary, final) each: one by one where the system renames (a local folder);
        through GDAL (an object store, where each is a copy and a delete) at once (:func:`.storage.replace_all`)."""
        if not self.virtual:
            for source, target in pairs:
                storage.replace(source, target)
        else:
            storage.replace_all(list(pairs))


def _restored(text: str, user: str, vsi: str) -> Place:
    return Place._made(text, user, vsi)


def plain_texts(paths: Iterable[str]) -> list[str]:
    """``paths`` as plain text (``str``), as a run's results hand them out of core: QGIS converts no list of a
    ``str`` subclass (a Place) to its own list of strings."""
    return [str(path) for path in paths]
