"""Optional packages (issue 43 item 5): what each gives and whether it is there, probed without importing; the
Python pip runs with; the one command; pip's output told in words. pip's answers come from real processes: small
executables standing for QGIS's Python that answer ``-m pip`` as pip does (its words, its exit codes) and pass
everything else to the real interpreter; one slow test installs a real wheel into a fresh user site."""

import importlib.metadata
import importlib.util
import json
import os
import stat
import subprocess
import sys
import textwrap
import threading
import time
from pathlib import Path
from unittest import mock

import pytest

from helpers import ROOT
from tfrecord_bridge.core.base import optional_packages
from tfrecord_bridge.core.base.messages import message
from tfrecord_bridge.core.base.optional_packages import (
    CANCELLED,
    DONE,
    FAILED,
    NO_PIP,
    NO_WHEEL,
    OFFLINE,
    PACKAGES,
    REFUSED,
    OptionalPackage,
    PipRun,
    PythonError,
    PythonFacts,
)

MISSING = OptionalPackage("tfrecord-bridge-no-such-package", "tfrecord_bridge_no_such_package",
                          "tfrecord-bridge-no-such-package", message("nothing"))
NUMPY = OptionalPackage("numpy", "numpy", "numpy", message("arrays"))

# What pip 23 to 25 print, with its exit codes (pip's cli/status_codes.py: 0 SUCCESS, 1 ERROR, 23 NO_MATCHES_FOUND).
PIP_SAYS = {
    "done": ("Collecting crc32c\n  Downloading crc32c-2.7.1-cp311-cp311-manylinux_2_17_x86_64.whl (53 kB)\n"
             "Installing collected packages: crc32c\nSuccessfully installed crc32c-2.7.1\n", 0),
    "already": ("Requirement already satisfied: crc32c in /home/u/.local/lib/python3.11/site-packages (2.7.1)\n", 0),
    "offline": ("WARNING: Retrying (Retry(total=0, connect=None, read=None, redirect=None, status=None)) after "
                "connection broken by 'NewConnectionError('<pip._vendor.urllib3.connection.HTTPSConnection object at "
                "0x7f>: Failed to establish a new connection: [Errno -3] Temporary failure in name resolution')': "
                "/simple/crc32c/\nERROR: Could not find a version that satisfies the requirement crc32c (from "
                "versions: none)\nERROR: No matching distribution found for crc32c\n", 1),
    "managed": ("error: externally-managed-environment\n\n\u00d7 This environment is externally managed\n"
                "\u2570\u2500> To install Python packages system-wide, try apt install\n    python3-xyz\n", 1),
    "permission": ("Collecting crc32c\nInstalling collected packages: crc32c\nERROR: Could not install packages due "
                   "to an OSError: [Errno 13] Permission denied: '/usr/lib/python3/dist-packages/crc32c'\n"
                   "Check the permissions.\n", 1),
    "no_wheel": ("ERROR: Could not find a version that satisfies the requirement onnxruntime>=1.19 (from versions: "
                 "1.16.0, 1.16.1)\nERROR: No matching distribution found for onnxruntime>=1.19\n", 1),
    "no_pip": ("/usr/bin/python3: No module named pip\n", 1),
    "other": ("Collecting crc32c\nERROR: Exception:\nTraceback (most recent call last):\n  ...\n"
              "OSError: [Errno 28] No space left on device\n", 2),
}


def fake_python(folder, output="", code=0, sleep=0.0, version=None):
    """An executable standing for QGIS's Python: ``-m pip ...`` prints ``output`` (after ``sleep`` seconds) and
    exits with ``code``, noting its arguments in pip-calls.jsonl; anything else runs in the real interpreter,
    or with ``version`` says it is that Python."""
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    script = folder / "python3"
    script.write_text(textwrap.dedent(f"""\
        #!{sys.executable}
        import json, os, sys, time
        if sys.argv[1:3] == ["-m", "pip"]:
            with open({str(folder / "pip-calls.jsonl")!r}, "a") as calls:
                calls.write(json.dumps(sys.argv[3:]) + "\\n")
            lines = {output!r}.splitlines(True)
            sys.stdout.write(lines[0] if lines else "")
            sys.stdout.flush()
            time.sleep({sleep!r})
            sys.stdout.write("".join(lines[1:]))
            sys.exit({code!r})
        if {version!r} is not None:
            print(json.dumps({{"version": {version!r}, "base_prefix": sys.base_prefix, "in_venv": False,
                               "user_site": True, "externally_managed": False, "has_pip": True,
                               "platform": "linux-x86_64"}}))
            sys.exit(0)
        os.execv(sys.executable, [sys.executable] + sys.argv[1:])
        """), encoding="utf-8")
    script.chmod(script.stat().st_mode | stat.S_IXUSR)
    return str(script)


def pip_calls(python):
    path = Path(python).parent / "pip-calls.jsonl"
    return [json.loads(line) for line in path.read_text().splitlines()] if path.exists() else []


def facts(**changes):
    values = dict(path="/usr/bin/python3", version=(3, 11), base_prefix="/usr", in_venv=False, user_site=True,
                  externally_managed=False, has_pip=True, platform="linux-x86_64")
    values.update(changes)
    return PythonFacts(**values)


# ------------------------------------------------------------------------------------------------ what is there


def test_the_four_packages_and_what_each_gives():
    assert [package.name for package in PACKAGES] == ["onnxruntime", "crc32c", "isal", "zlib-ng"]
    assert [package.requirement for package in PACKAGES] == ["onnxruntime>=1.19", "crc32c", "isal", "zlib-ng"]
    gives = {package.name: package.gives for package in PACKAGES}
    assert "predict" in gives["onnxruntime"] and "CRC-32C" in gives["crc32c"]
    assert "2.6x" in gives["isal"] and "twice" in gives["zlib-ng"]  # docs/speed.md's measures


def test_a_package_is_told_installed_with_its_version_or_missing():
    assert optional_packages.installed_version(NUMPY) == importlib.metadata.version("numpy")
    assert optional_packages.installed_version(MISSING) is None
    assert optional_packages.missing([NUMPY, MISSING]) == [MISSING]
    for package in PACKAGES:
        try:
            expected = importlib.metadata.version(package.name)
        except importlib.metadata.PackageNotFoundError:
            expected = None
        assert optional_packages.installed_version(package) == expected, package.name


def test_probing_imports_nothing(tmp_path):
    """The page asks what is installed without loading onnxruntime (hundreds of MB; the codec alone imports the
    accelerators, to use them): a package found is not imported."""
    (tmp_path / "tfrecord_bridge_heavy.py").write_text("raise SystemExit('imported')")
    code = ("import sys; from tfrecord_bridge.core.base import optional_packages as o; from tfrecord_bridge.core."
            "base.messages import message; heavy = o.OptionalPackage('heavy', 'tfrecord_bridge_heavy', 'heavy', "
            "message('x')); print(repr(o.installed_version(heavy)), [o.installed_version(p) is None for p in "
            "o.PACKAGES], [m for m in ('onnxruntime', 'tfrecord_bridge_heavy') if m in sys.modules])")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60,
                            env=dict(os.environ, PYTHONPATH=f"{ROOT}{os.pathsep}{tmp_path}"))
    assert result.returncode == 0, result.stdout + result.stderr
    found, missing, imported = result.stdout.rsplit(" [", 2)
    assert found == "''"  # found, of no known version
    assert imported == "]\n"


def test_the_words_for_a_missing_package_say_where_to_install_it_and_the_command():
    words = optional_packages.install_words("onnxruntime")
    command = optional_packages.command_text(optional_packages.install_command(optional_packages.own_facts(),
                                                                               ["onnxruntime>=1.19"]))
    assert words == (f"onnxruntime is not installed (runs ONNX models: the predict algorithm needs it). In QGIS: "
                     f"Settings > Options > TFRecord Bridge, Install; or run {command}, then restart QGIS")
    assert "'onnxruntime>=1.19'" in command and " --user " in command


# ------------------------------------------------------------------------------------------------ which Python


@pytest.mark.parametrize(("platform", "executable", "expected"), [
    ("linux", "/usr/bin/python3", "/usr/bin/python3"),
    ("linux", "/usr/bin/qgis", "/usr/bin/python3.12"),  # QGIS as sys.executable: its Python beside it
    ("darwin", "/Applications/QGIS.app/Contents/MacOS/QGIS", "/Applications/QGIS.app/Contents/MacOS/bin/python3"),
])
def test_the_python_to_run_pip_with_on_each_system(platform, executable, expected):
    prefix = "/Applications/QGIS.app/Contents/MacOS" if platform == "darwin" else "/usr"
    assert optional_packages.python_path(platform, executable, prefix, prefix, (3, 12)) == expected


def test_an_embedded_python_that_took_another_python_off_path_names_its_own(tmp_path):
    """A new user's finding: qgis_process's Python found a pyenv shim on PATH as sys.executable, and the install
    words told to run pip with that other Python (3.11.7 of pyenv, not QGIS's 3.11.2): packages it installed
    would never be seen. An interpreter outside the running Python's prefix is not taken."""
    shim = tmp_path / "shims" / "python3"
    shim.parent.mkdir()
    shim.write_text("#!/bin/sh\n")
    assert optional_packages.python_path("linux", str(shim), "/usr", "/usr", (3, 11)) == "/usr/bin/python3.11"
    # A venv's interpreter links to its base Python's: taken as it is.
    venv = tmp_path / "venv" / "bin" / "python3"
    venv.parent.mkdir(parents=True)
    venv.symlink_to(sys.executable)
    assert optional_packages.python_path("linux", str(venv), sys.base_exec_prefix, str(tmp_path / "venv"),
                                         (3, 11)) == str(venv)


def test_the_python_on_windows_is_osgeo4ws_not_qgis_exe():
    found = optional_packages.python_path("win32", r"C:\OSGeo4W\bin\qgis-bin.exe", r"C:\OSGeo4W\apps\Python312",
                                          r"C:\OSGeo4W\apps\Python312", (3, 12))
    assert found.replace("/", "\\") == r"C:\OSGeo4W\apps\Python312\python.exe"


def test_the_python_is_asked_and_must_be_the_one_running_the_plugin(tmp_path):
    found = optional_packages.python_facts(fake_python(tmp_path / "same"))
    assert found.version == sys.version_info[:2] and found.platform
    assert found.in_venv == (sys.prefix != sys.base_prefix)
    other = fake_python(tmp_path / "other", version=[2, 7])
    with pytest.raises(PythonError, match=r"is Python 2\.7 of .*, not the Python 3\.\d+ .*would not be seen"):
        optional_packages.python_facts(other)
    with pytest.raises(PythonError, match=r"Cannot run the Python .*/nowhere/python3"):
        optional_packages.python_facts(str(tmp_path / "nowhere" / "python3"))


# ------------------------------------------------------------------------------------------------ the command


def test_the_command_installs_wheels_for_the_user_without_dependencies():
    command = optional_packages.install_command(facts(), ["onnxruntime>=1.19", "crc32c"])
    assert command == ["/usr/bin/python3", "-m", "pip", "install", "--user", "--no-deps", "--only-binary=:all:",
                       "--disable-pip-version-check", "--no-input", "--progress-bar", "off", "--retries", "1",
                       "--timeout", "20", "onnxruntime>=1.19", "crc32c"]
    assert optional_packages.command_text(command, windows=False).endswith(" 'onnxruntime>=1.19' crc32c")
    windows = optional_packages.install_command(facts(path=r"C:\OSGeo4W\apps\Python312\python.exe"), ["isal"])
    assert optional_packages.command_text(windows, windows=True).startswith(
        r"C:\OSGeo4W\apps\Python312\python.exe -m pip install --user ")


def test_a_python_marked_externally_managed_gets_break_system_packages_and_a_venv_its_own_folder():
    managed = optional_packages.install_command(facts(externally_managed=True), ["isal"])
    assert "--break-system-packages" in managed and "--user" in managed
    # In a venv pip ignores the mark, and one without the system's packages sees no user site.
    venv = optional_packages.install_command(facts(externally_managed=True, in_venv=True, user_site=False), ["isal"])
    assert "--break-system-packages" not in venv and "--user" not in venv
    extra = optional_packages.install_command(facts(), ["isal"], ["--no-index", "--find-links", "/w"])
    assert extra[-5:] == ["20", "--no-index", "--find-links", "/w", "isal"]


# ------------------------------------------------------------------------------------------------ pip's words


@pytest.mark.parametrize(("case", "kind", "words"), [
    ("done", DONE, "Installed crc32c."),
    ("already", DONE, "Installed crc32c."),
    ("offline", OFFLINE, "PyPI could not be reached (offline, or a proxy or firewall in the way)"),
    ("managed", REFUSED, "is managed by the system (PEP 668)"),
    ("permission", REFUSED, "pip was refused: [Errno 13] Permission denied: '/usr/lib/python3/dist-packages/crc32c'"),
    ("no_wheel", NO_WHEEL, "PyPI has no wheel of onnxruntime>=1.19 for Python 3."),
    ("no_pip", NO_PIP, "has no pip: "),
    ("other", FAILED, "pip failed (exit code 2): ERROR: Exception:"),
])
@pytest.mark.slow  # a process of its own for each answer of pip
def test_each_answer_of_pip_is_told_in_words(tmp_path, case, kind, words):
    output, code = PIP_SAYS[case]
    python = fake_python(tmp_path, output, code)
    lines = []
    outcome = PipRun(optional_packages.python_facts(python), ["crc32c"]).run(lambda *line: lines.append(line))
    assert (outcome.kind, outcome.ok) == (kind, kind == DONE)
    assert words in outcome.text, outcome.text
    assert [line for line, _ in lines] == [line for line in output.splitlines() if line]  # as pip printed them
    assert pip_calls(python) == [optional_packages.install_command(optional_packages.python_facts(python),
                                                                   ["crc32c"])[3:]]
    if case == "done":
        assert [progress for _, progress in lines] == [0.8, 0.8, 0.9, 1.0]
    if case == "no_wheel":
        assert "64-bit Windows, Linux and macOS with Python 3.9 to 3.14" in outcome.text
    if case == "no_pip":  # the system's pip for a Python the system manages (Debian's, outside a venv), else ensurepip
        found = optional_packages.python_facts(python)
        how = "sudo apt install python3-pip" if found.externally_managed and not found.in_venv else "-m ensurepip"
        assert how in outcome.text, outcome.text


def test_no_wheel_of_an_accelerator_says_the_plugin_works_without_it():
    output = ("ERROR: Could not find a version that satisfies the requirement isal (from versions: none)\n"
              "ERROR: No matching distribution found for isal\n")
    outcome = optional_packages.classify(1, output, facts(), ["isal"])
    assert outcome.kind == NO_WHEEL
    assert outcome.text == "PyPI has no wheel of isal for Python 3.11 (linux-x86_64): the plugin works without it"


def test_a_python_without_pip_is_told_how_to_get_it_without_running_pip():
    debian = PipRun(facts(has_pip=False, externally_managed=True), ["isal"]).run()
    assert debian.kind == NO_PIP and "sudo apt install python3-pip" in debian.text
    other = PipRun(facts(has_pip=False, path="/opt/qgis/python3"), ["isal"]).run()
    assert "'/opt/qgis/python3 -m ensurepip --user'" in other.text


def test_cancel_stops_pip_at_once(tmp_path):
    python = fake_python(tmp_path, "Collecting crc32c\nSuccessfully installed crc32c-2.7.1\n", 0, sleep=60)
    run = PipRun(optional_packages.python_facts(python), ["crc32c"])
    first_line = threading.Event()
    outcomes = []
    thread = threading.Thread(target=lambda: outcomes.append(run.run(lambda *line: first_line.set())))
    thread.start()
    assert first_line.wait(30)
    started = time.monotonic()
    run.cancel()
    thread.join(30)
    assert not thread.is_alive() and time.monotonic() - started < 5
    assert outcomes[0].kind == CANCELLED and "Cancelled" in outcomes[0].text


# ------------------------------------------------------------------------------------------------ after an install


def test_packages_installed_while_running_become_importable(tmp_path):
    """Python adds the user site at start only when it exists: a first install makes it, and the running QGIS must
    see it without a restart."""
    code = textwrap.dedent("""\
        import importlib.util, os, site
        from tfrecord_bridge.core.base import optional_packages as o
        user_site = site.getusersitepackages()
        assert importlib.util.find_spec("tfrecord_bridge_probe") is None
        os.makedirs(user_site)
        with open(os.path.join(user_site, "tfrecord_bridge_probe.py"), "w") as module:
            module.write("VALUE = 42")
        print(importlib.util.find_spec("tfrecord_bridge_probe") is None)
        print(o.use_installed([]))
        import tfrecord_bridge_probe
        print(tfrecord_bridge_probe.VALUE)
        """)
    env = dict(os.environ, PYTHONUSERBASE=str(tmp_path / "userbase"), PYTHONPATH=str(ROOT))
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=60)
    assert result.returncode == 0, result.stderr
    assert result.stdout.split() == ["True", "[]", "42"]


def test_the_codec_chooses_its_gzip_libraries_again():
    from tfrecord_bridge.core.codec import deflate
    before = deflate.probe_backends()
    try:
        with mock.patch.dict(sys.modules, {"isal": None, "isal.isal_zlib": None, "isal.igzip": None,
                                           "zlib_ng": None, "zlib_ng.zlib_ng": None, "zlib_ng.gzip_ng": None}):
            assert deflate.probe_backends() == ("zlib", "zlib")
            assert deflate.INFLATE_ERRORS == (deflate.zlib.error,)
    finally:
        assert deflate.probe_backends() == before
    readers = deflate.available_gzip_readers()
    assert deflate.INFLATE_BACKEND == next(iter(readers))
    assert len(deflate.INFLATE_ERRORS) == len(readers)  # zlib's, and one for each library found


@pytest.mark.skipif(not any(importlib.util.find_spec(name) for name in ("isal", "zlib_ng")),
                    reason="needs isal or zlib-ng")
def test_a_damaged_gzip_shard_read_by_a_library_found_later_is_told_as_damaged(tmp_path):
    """A library found after the codec was imported reads GZIP from then on, and its own error on damaged data is
    told as the others are (the reader looks the errors up as it reads)."""
    from tfrecord_bridge.core.codec import records
    path = tmp_path / "damaged.tfrecord.gz"
    records.write_records(str(path), [bytes(range(256)) * 40] * 20, compression="GZIP")
    data = bytearray(path.read_bytes())
    data[40:80] = b"\xff" * 40
    path.write_bytes(bytes(data))
    code = textwrap.dedent(f"""\
        import sys
        blocked = ("isal", "isal.isal_zlib", "isal.igzip", "zlib_ng", "zlib_ng.zlib_ng", "zlib_ng.gzip_ng")
        sys.modules.update(dict.fromkeys(blocked, None))  # as in a QGIS without them
        from tfrecord_bridge.core.codec import deflate, records
        assert deflate.INFLATE_BACKEND == "zlib"
        for name in blocked:
            del sys.modules[name]  # installed since
        print(deflate.probe_backends()[1])
        try:
            list(records.read_records({str(path)!r}, compression="GZIP"))
        except records.TFRecordError as error:
            print(error)
        """)
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60,
                            env=dict(os.environ, PYTHONPATH=str(ROOT)))
    assert result.returncode == 0, result.stderr
    backend, error = result.stdout.splitlines()
    assert backend in ("isal", "zlib_ng") and "not a valid GZIP stream" in error


# ------------------------------------------------------------------------------------------------ a real install


@pytest.fixture(scope="module")
def wheelhouse(tmp_path_factory):
    """zlib-ng's wheel for this Python, downloaded once, so the install itself needs no network."""
    folder = tmp_path_factory.mktemp("wheelhouse")
    result = subprocess.run([sys.executable, "-m", "pip", "download", "--no-deps", "--only-binary=:all:",
                             "--disable-pip-version-check", "-d", str(folder), "zlib-ng"],
                            capture_output=True, text=True, timeout=300)
    if result.returncode != 0 or not list(folder.glob("zlib_ng-*.whl")):
        pytest.skip(f"zlib-ng's wheel could not be downloaded: {result.stdout[-300:]} {result.stderr[-300:]}")
    return folder


@pytest.mark.slow
def test_an_install_into_a_fresh_user_site_is_used_at_once(wheelhouse, tmp_path):
    """The whole path the settings page takes, in QGIS's own Python (the system one: no zlib-ng there): pip with
    the page's command into a user site that does not exist yet, then the codec deflates with zlib-ng without a
    restart."""
    python = Path(sys.base_exec_prefix) / "bin" / f"python{sys.version_info[0]}.{sys.version_info[1]}"
    code = textwrap.dedent(f"""\
        import json
        from tfrecord_bridge.core.base import optional_packages as o
        from tfrecord_bridge.core.codec import deflate
        from tfrecord_bridge.ui.packages_page import use_new_packages
        zlib_ng = next(p for p in o.PACKAGES if p.name == "zlib-ng")
        before = (o.installed_version(zlib_ng), deflate.probe_backends())
        facts = o.python_facts()
        outcome = o.PipRun(facts, [zlib_ng.requirement], ["--no-index", "--find-links", {str(wheelhouse)!r}]).run()
        restart = use_new_packages([zlib_ng])
        print(json.dumps({{"before": before, "kind": outcome.kind, "text": outcome.text, "output": outcome.output,
                           "version": o.installed_version(zlib_ng), "after": deflate.backend_for(6)[0],
                           "inflate": deflate.INFLATE_BACKEND, "restart": [p.name for p in restart],
                           "managed": facts.externally_managed}}))
        """)
    env = dict(os.environ, PYTHONUSERBASE=str(tmp_path / "userbase"), PYTHONPATH=str(ROOT))
    env.pop("PYTHONNOUSERSITE", None)
    result = subprocess.run([str(python), "-c", code], capture_output=True, text=True, env=env, timeout=300)
    assert result.returncode == 0, result.stderr
    told = json.loads(result.stdout.splitlines()[-1])
    assert told["before"] == [None, ["zlib", "zlib"]], "the system Python already has zlib-ng"
    assert (told["kind"], told["text"]) == ("done", "Installed zlib-ng."), told["output"]
    assert told["version"] == next(wheelhouse.glob("zlib_ng-*.whl")).name.split("-")[1]
    assert (told["after"], told["inflate"], told["restart"]) == ("zlib_ng", "zlib_ng", [])
    assert list((tmp_path / "userbase").rglob("zlib_ng/__init__.py"))  # into the user site, nowhere else
