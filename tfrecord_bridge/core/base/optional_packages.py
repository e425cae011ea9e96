"""The optional packages the plugin uses when they are importable, and installing them with pip into the Python
that runs it (QGIS's): what each gives, whether it is there, the interpreter to run pip with, the one command,
and pip's output read back as words (done, offline, refused, no wheel, no pip).

Probing imports nothing: ``importlib.util.find_spec`` and ``importlib.metadata``, so the plugin's load never pays
for onnxruntime. Installs are ``--user --no-deps``: nothing QGIS ships (numpy, protobuf) is replaced, and no
administrator rights are needed. ui/packages_page.py shows this; docs/install.md says the same by hand.

The two commands it runs are fixed, without a shell: QGIS's own Python with a literal script, and pip install of
the packages listed here; so Bandit's warnings on subprocess (B404, B603) are marked ``nosec`` (the plugin's zip
is scanned as plugins.qgis.org scans it, scripts/package.py).
"""

from __future__ import annotations

import importlib
import importlib.metadata
import importlib.util
import json
import os
import re
import shlex
import site
import subprocess  # nosec B404
import sys
import sysconfig
import threading
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Callable, cast

from .messages import Message, listing, message

# pip's options: wheels only (nothing compiled on the user's machine), no dependencies (QGIS's numpy and protobuf
# stay), quiet about itself, and quick to give up when offline (one retry, 20 s), so a user without a network
# hears it in under a minute rather than after pip's default five retries of 15 s.
PIP_OPTIONS = ("--no-deps", "--only-binary=:all:", "--disable-pip-version-check", "--no-input",
               "--progress-bar", "off", "--retries", "1", "--timeout", "20")
_FACTS_TIMEOUT_S = 30

DONE, OFFLINE, REFUSED, NO_WHEEL, NO_PIP, FAILED, CANCELLED = (
    "done", "offline", "refused", "no_wheel", "no_pip", "failed", "cancelled")


@dataclass(frozen=True)
class OptionalPackage:
    name: str  # on PyPI
    module: str  # what the code imports
    requirement: str  # what pip is asked for
    gives: Message


PACKAGES = (
    OptionalPackage("onnxruntime", "onnxruntime", "onnxruntime>=1.19",
                    message("runs ONNX models: the predict algorithm needs it")),
    OptionalPackage("crc32c", "crc32c", "crc32c",
                    message("the C CRC-32C: records checksummed at 13-16 GB/s (without it a numpy version, "
                            "25 MB/s to 7 GB/s by record size)")),
    OptionalPackage("isal", "isal", "isal",
                    message("GZIP at levels 1-3 several times faster than zlib; GZIP records read at 2.6x "
                            "Python's gzip")),
    OptionalPackage("zlib-ng", "zlib_ng", "zlib-ng",
                    message("GZIP at about twice zlib's speed, files within 1% of zlib's (a GZIP export in a "
                            "quarter of the CPU time); GZIP records read at 2x Python's gzip")),
)


def installed_version(package: OptionalPackage) -> str | None:
    """The installed version of ``package``, "" when importable but of unknown version, None when not importable.
    Nothing is imported."""
    try:
        if importlib.util.find_spec(package.module) is None:
            return None
    except (ImportError, ValueError):  # a broken package, or a module left in sys.modules without a spec
        return None
    for name in (package.name, package.name.replace("-", "_")):  # Python 3.9 does not normalise the name
        try:
            return importlib.metadata.version(name)
        except importlib.metadata.PackageNotFoundError:
            continue
    return ""


def install_words(name: str) -> Message:
    """What to tell a user who needs the package ``name`` (PyPI's) and lacks it: where the plugin installs it, and
    the command by hand for this Python. For the predict algorithm, its panel and the command's errors."""
    package = next(package for package in PACKAGES if package.name == name)
    command = command_text(install_command(own_facts(), [package.requirement]))
    return message("{name} is not installed ({gives}). In QGIS: Settings > Options > TFRecord Bridge, Install; or "
                   "run {command}, then restart QGIS", name=name, gives=package.gives, command=command)


def missing(packages: Iterable[OptionalPackage] = PACKAGES) -> list[OptionalPackage]:
    return [package for package in packages if installed_version(package) is None]


# ---------------------------------------------------------------------------
# The Python to run pip with.


def python_path(platform: str = sys.platform, executable: str = sys.executable,
                base_exec_prefix: str = sys.base_exec_prefix, prefix: str = sys.prefix,
                version: tuple[int, ...] = tuple(sys.version_info[:2])) -> str:
    """The interpreter of the Python running this code. Inside QGIS ``sys.executable`` is QGIS itself on Windows
    and macOS (and on some Linux builds), which a ``-m pip`` would start as a second QGIS."""
    if platform.startswith("win"):
        # OSGeo4W's and the standalone installer's Python; QGIS's environment, inherited, lets it find its DLLs.
        return os.path.join(base_exec_prefix, "python.exe")
    if platform == "darwin":
        return str(Path(prefix) / "bin" / "python3")  # inside QGIS.app: Contents/MacOS/bin/python3
    # An embedded Python (QGIS, qgis_process) that finds no interpreter of its own takes the first "python3" on
    # PATH, which may be another Python (a pyenv shim): its own interpreter is under its prefix.
    if Path(executable).name.startswith("python") and _under(executable, base_exec_prefix, prefix):
        return executable
    return str(Path(base_exec_prefix) / "bin" / f"python{version[0]}.{version[1]}")


def _under(executable: str, *prefixes: str) -> bool:
    """Whether ``executable``, links followed, is in one of the ``prefixes`` (a venv's python links to its base)."""
    found = Path(os.path.realpath(executable))
    return any(found.is_relative_to(os.path.realpath(prefix)) for prefix in prefixes) or not found.exists()


@dataclass(frozen=True)
class PythonFacts:
    """What an interpreter says of itself, asked by running it."""

    path: str
    version: tuple[int, int]
    base_prefix: str
    in_venv: bool
    user_site: bool  # site.ENABLE_USER_SITE: --user installs are seen
    externally_managed: bool  # PEP 668: pip refuses to install into it without --break-system-packages
    has_pip: bool
    platform: str  # sysconfig.get_platform(): what a wheel must be built for

    @property
    def describe(self) -> str:
        return f"Python {self.version[0]}.{self.version[1]} ({self.platform})"


_FACTS_SCRIPT = (
    "import importlib.util, json, os, site, sys, sysconfig\n"
    "print(json.dumps({'version': list(sys.version_info[:2]), 'base_prefix': sys.base_prefix,\n"
    "    'in_venv': sys.prefix != sys.base_prefix, 'user_site': bool(site.ENABLE_USER_SITE),\n"
    "    'externally_managed': os.path.isfile(os.path.join(sysconfig.get_path('stdlib'), 'EXTERNALLY-MANAGED')),\n"
    "    'has_pip': importlib.util.find_spec('pip') is not None, 'platform': sysconfig.get_platform()}))\n")


class PythonError(RuntimeError):
    """No interpreter to run pip with: its words say which file and why."""


def python_facts(path: str | None = None, env: Mapping[str, str] | None = None) -> PythonFacts:
    """Run ``path`` (default :func:`python_path`) and check it is the Python running this code (same version and
    installation), or PythonError."""
    path = path or python_path()
    try:
        result = subprocess.run([path, "-c", _FACTS_SCRIPT], capture_output=True, text=True,  # nosec B603
                                timeout=_FACTS_TIMEOUT_S,
                                env=None if env is None else dict(env), stdin=subprocess.DEVNULL,
                                creationflags=_NO_WINDOW)
        facts = json.loads(result.stdout.strip().splitlines()[-1])
        found = PythonFacts(path, (facts["version"][0], facts["version"][1]), facts["base_prefix"],
                            facts["in_venv"], facts["user_site"], facts["externally_managed"], facts["has_pip"],
                            facts["platform"])
    except (OSError, subprocess.TimeoutExpired, ValueError, IndexError, KeyError, TypeError) as error:
        raise PythonError(message("Cannot run the Python {path} to install packages with: {error}", path=path,
                                  error=error)) from error
    ours = (sys.version_info[0], sys.version_info[1])
    if found.version != ours or not _same_path(found.base_prefix, sys.base_prefix):
        raise PythonError(message(
            "{path} is Python {found} of {found_prefix}, not the Python {ours} of {prefix} that runs the plugin: "
            "packages it installed would not be seen", path=path, found=".".join(map(str, found.version)),
            found_prefix=found.base_prefix, ours=".".join(map(str, ours)), prefix=sys.base_prefix))
    return found


def own_facts(path: str | None = None) -> PythonFacts:
    """The facts of the Python running this code, as :func:`python_facts` would find them at ``path``, without
    running anything: for the command shown before any install."""
    stdlib = sysconfig.get_path("stdlib")
    return PythonFacts(path or python_path(), (sys.version_info[0], sys.version_info[1]), sys.base_prefix,
                       sys.prefix != sys.base_prefix, bool(site.ENABLE_USER_SITE),
                       os.path.isfile(os.path.join(stdlib, "EXTERNALLY-MANAGED")),
                       importlib.util.find_spec("pip") is not None, sysconfig.get_platform())


def _same_path(first: str, second: str) -> bool:
    return os.path.normcase(os.path.realpath(first)) == os.path.normcase(os.path.realpath(second))


_NO_WINDOW = getattr(subprocess, "CREATE_NO_WINDOW", 0)  # no console flashing up on Windows


# ---------------------------------------------------------------------------
# The command.


def install_command(python: PythonFacts, requirements: Iterable[str], extra: Iterable[str] = ()) -> list[str]:
    """pip's command installing ``requirements`` for the user of ``python``. ``extra``: more of pip's options
    (an index, ``--no-index --find-links FOLDER``)."""
    command = [python.path, "-m", "pip", "install"]
    # A venv without the system's packages sees no user site: there the packages go into the venv, the user's own.
    if python.user_site or not python.in_venv:
        command.append("--user")
    command += PIP_OPTIONS
    if python.externally_managed and not python.in_venv:
        # Debian and Ubuntu mark their Python (PEP 668); with --user only the user's folder is written.
        command.append("--break-system-packages")
    return command + list(extra) + list(requirements)


def command_text(command: list[str], windows: bool = os.name == "nt") -> str:
    """``command`` as typed in a terminal: cmd.exe's quoting on Windows, a POSIX shell's elsewhere."""
    return subprocess.list2cmdline(command) if windows else shlex.join(command)


# ---------------------------------------------------------------------------
# Running pip and reading what it said.


@dataclass(frozen=True)
class Outcome:
    kind: str  # DONE, OFFLINE, REFUSED, NO_WHEEL, NO_PIP, FAILED or CANCELLED
    text: Message
    output: str = field(default="", repr=False)

    @property
    def ok(self) -> bool:
        return self.kind == DONE


_OFFLINE = re.compile(
    r"NewConnectionError|Failed to establish a new connection|Temporary failure in name resolution|"
    r"Name or service not known|nodename nor servname|getaddrinfo failed|Network is unreachable|"
    r"ConnectTimeoutError|ReadTimeoutError|Connection refused|ProxyError|SSLError|Could not fetch URL")
_NO_MATCH = re.compile(r"No matching distribution found for (\S+)|is not a supported wheel on this platform")
_PERMISSION = re.compile(r"Permission denied: '?([^'\n]*)'?|\[Errno 13\][^\n]*|Can not perform a '--user' install")
_ERROR_LINE = re.compile(r"^(?:ERROR|error):", re.M)


def classify(returncode: int, output: str, python: PythonFacts, requirements: Iterable[str],
             cancelled: bool = False) -> Outcome:
    """What pip's ``output`` and exit code mean for the user, in words that say what to do."""
    names = listing(list(requirements))
    if cancelled:
        return Outcome(CANCELLED, message("Cancelled: pip was stopped before it finished; install again, or run "
                                          "the command by hand"), output)
    if returncode == 0:
        return Outcome(DONE, message("Installed {names}.", names=names), output)
    if "No module named pip" in output:
        return Outcome(NO_PIP, _no_pip(python), output)
    if "externally-managed-environment" in output:
        return Outcome(REFUSED, message(
            "{python} is managed by the system (PEP 668) and pip refused to install into it: run the command "
            "below, with --break-system-packages (with --user it writes only your own folder)",
            python=python.path), output)
    permission = _PERMISSION.search(output)
    if permission:
        return Outcome(REFUSED, message("pip was refused: {reason}. Run the command below in a terminal of your "
                                        "own account", reason=permission.group(0).strip()), output)
    if _OFFLINE.search(output):
        return Outcome(OFFLINE, message("PyPI could not be reached (offline, or a proxy or firewall in the way): "
                                        "nothing was installed. Connect and install again, or run the command "
                                        "below where PyPI is reachable"), output)
    no_match = _NO_MATCH.search(output)
    if no_match:
        requirement = no_match.group(1) or names
        if requirement.startswith("onnxruntime"):
            return Outcome(NO_WHEEL, message(
                "PyPI has no wheel of {requirement} for {python}: onnxruntime 1.19 and newer are built for 64-bit "
                "Windows, Linux and macOS with Python 3.9 to 3.14 (see the Install help page)",
                requirement=requirement, python=python.describe), output)
        return Outcome(NO_WHEEL, message("PyPI has no wheel of {requirement} for {python}: the plugin works "
                                         "without it", requirement=requirement, python=python.describe), output)
    errors = [line for line in output.splitlines() if _ERROR_LINE.match(line)]
    last = errors[-1] if errors else (output.strip().splitlines() or [""])[-1]
    return Outcome(FAILED, message("pip failed (exit code {code}): {last}", code=returncode, last=last), output)


def _no_pip(python: PythonFacts) -> Message:
    if python.externally_managed and not python.in_venv:  # Debian's and Ubuntu's: pip is a package of theirs
        return message("{python} has no pip: install it with 'sudo apt install python3-pip', then install again",
                       python=python.path)
    return message("{python} has no pip: run '{python} -m ensurepip --user', then install again", python=python.path)


class PipRun:
    """One run of pip's ``command`` for ``requirements``, in a process of its own; :meth:`cancel` from another
    thread stops it. ``on_line(line, progress)`` gets each line pip prints and a fraction of the work done."""

    def __init__(self, python: PythonFacts, requirements: Iterable[str], extra: Iterable[str] = (),
                 env: Mapping[str, str] | None = None) -> None:
        self.python = python
        self.requirements = list(requirements)
        self.command = install_command(python, self.requirements, extra)
        # Unbuffered, so pip's lines come as it prints them, not in one block at its end.
        self.env = dict(os.environ if env is None else env, PYTHONUNBUFFERED="1", PYTHONIOENCODING="utf-8")
        self._process: subprocess.Popen[str] | None = None
        self._cancelled = False
        self._lock = threading.Lock()

    def run(self, on_line: Callable[[str, float], object] | None = None) -> Outcome:
        if not self.python.has_pip:
            return Outcome(NO_PIP, _no_pip(self.python))
        with self._lock:
            if self._cancelled:
                return classify(1, "", self.python, self.requirements, cancelled=True)
            try:
                self._process = subprocess.Popen(  # nosec B603
                    self.command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
                    text=True, encoding="utf-8", errors="replace", env=self.env, creationflags=_NO_WINDOW)
            except OSError as error:
                return Outcome(FAILED, message("Cannot run {python}: {error}", python=self.python.path, error=error))
        lines = []
        progress = _Progress(len(self.requirements))
        stdout = cast(IO[str], self._process.stdout)  # a pipe, as asked
        with stdout:
            for line in stdout:
                lines.append(line.rstrip())
                if on_line is not None and lines[-1]:
                    on_line(lines[-1], progress.after(lines[-1]))
        returncode = self._process.wait()
        return classify(returncode, "\n".join(lines), self.python, self.requirements, cancelled=self._cancelled)

    def cancel(self) -> None:
        with self._lock:
            self._cancelled = True
            if self._process is not None and self._process.poll() is None:
                self._process.terminate()


class _Progress:
    """A fraction of the install from pip's lines: each package collected, then installing, then done."""

    def __init__(self, count: int) -> None:
        self.count = max(count, 1)
        self.collected = 0
        self.value = 0.0

    def after(self, line: str) -> float:
        if line.startswith("Collecting "):
            self.collected += 1
            self.value = 0.8 * self.collected / self.count
        elif line.startswith("Installing collected packages"):
            self.value = 0.9
        elif line.startswith("Successfully installed"):
            self.value = 1.0
        return self.value


# ---------------------------------------------------------------------------
# After an install.


def use_installed(packages: Iterable[OptionalPackage] = PACKAGES) -> list[OptionalPackage]:
    """Make what pip just installed importable in this running Python: the user site on ``sys.path`` (Python adds
    it at start only when the folder existed then) and the import caches dropped. Returns the packages among
    ``packages`` that were already imported, whose new version only a restart loads."""
    user_site = site.getusersitepackages()
    if os.path.isdir(user_site) and user_site not in sys.path:
        site.addsitedir(user_site)  # its .pth files too, as at start
    importlib.invalidate_caches()
    return [package for package in packages if package.module in sys.modules]
