"""Builds the plugin zip that QGIS's "Install from ZIP" and plugins.qgis.org take, checks it as
plugins.qgis.org checks an upload, and writes plugins.xml for a custom plugin repository.

Usage: package.py [--dist FOLDER] [--download-url URL]   (run by scripts/package.sh)

The zip holds one folder, tfrecord_bridge/: the plugin's folder in this repository, as git tracks it, plus the
compiled translations (i18n/*.qm, build products) and the repository's LICENSE; without the translation sources
(i18n/*.ts) and resources/sample/make_sample.py (LEFT_OUT). Tests, benchmarks and developer scripts live outside
the plugin's folder. docs/ is in it (the .md pages, their images and the HTML renderings scripts/docs_html.py
makes), since the Help buttons open those pages offline.

qgis-plugin-ci makes the same zip from the repository root (pyproject.toml's [tool.qgis-plugin-ci] names the
plugin's folder; .gitattributes leaves out the same files; tfrecord_bridge/docs/install.md gives the command):
    /usr/bin/python3 scripts/translations.py --compile
    qgis-plugin-ci package 0.3.0 -a tfrecord_bridge/i18n/tfrecord_bridge_ko.qm \
        -a tfrecord_bridge/i18n/tfrecord_bridge_pt_BR.qm -a tfrecord_bridge/i18n/tfrecord_bridge_en.qm
It archives the committed state (git archive), writes the version into metadata.txt and then resets the checkout
(`git checkout -- .`), so it is for a clean clone, e.g. a release job. It adds .qm files only when it pulls them
from Transifex, hence the -a options. This script zips the working tree as it is, leaves the checkout untouched,
and checks the zip as plugins.qgis.org checks an upload; qgis-plugin-ci is used here for reading metadata.txt (its
Parameters, which refuse missing keys) and writing plugins.xml (its create_plugin_repo).

plugins.qgis.org also scans every upload with Bandit and detect-secrets (and flags executable .py files, hidden
files and shell scripts); security_problems() runs the same scans, stricter (every severity and confidence of
Bandit, every file to detect-secrets, metadata.txt included), so the zip package.sh writes is clean before upload.
"""

import argparse
import configparser
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path
from urllib.parse import urlparse

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = "tfrecord_bridge"
# The plugin's folder: what QGIS needs to run it (docs/ too: the help pages the dialogs' Help buttons open
# offline, helpUrl()), under the name QGIS imports it by.
PLUGIN_ROOT = ROOT / PACKAGE

# Inside it, relative to it: developer files, and caches GDAL or Python remake. .gitattributes leaves the same
# developer files out of git archive (export-ignore), so qgis-plugin-ci's zip has the same files.
LEFT_OUT = (re.compile(r"(^|/)__pycache__/"), re.compile(r"\.py[co]$"), re.compile(r"\.aux\.xml$"),
            re.compile(r"^resources/sample/make_sample\.py$"), re.compile(r"^i18n/(?!.*\.qm$)"))

# plugins.qgis.org's validator (QGIS-Django plugins/validator.py).
MAX_UPLOAD_BYTES = 25_000_000
REQUIRED_METADATA = ("name", "description", "version", "qgisMinimumVersion", "author", "email", "about",
                     "tracker", "repository")
URL_METADATA = ("tracker", "repository", "homepage")
FORBIDDEN_FOLDERS = ("__MACOSX", ".git", "__pycache__")
PACKAGE_NAME_RULE = re.compile(r"^[A-Za-z][A-Za-z0-9-_]+$")

# No compiled code in a plugin (the site's guidelines; it refuses .pyc itself). Binary files are
# allowed only as the data types the plugin ships, each recognised by its content: the sample
# scene is a GeoTIFF the plugin opens (a resource, not code), icons are SVG, translations .qm.
COMPILED_SUFFIXES = (".pyc", ".pyo", ".pyd", ".so", ".dll", ".dylib", ".exe", ".o", ".a", ".lib", ".class",
                     ".jar", ".whl", ".egg")
DATA_MAGIC = {".tif": (b"II*\x00", b"MM\x00*", b"II+\x00", b"MM\x00+"), ".tiff": (b"II*\x00", b"MM\x00*"),
              ".png": (b"\x89PNG\r\n\x1a\n",), ".qm": (b"\x3c\xb8\x64\x18",)}
EXECUTABLE_MAGIC = (b"\x7fELF", b"MZ", b"\xca\xfe\xba\xbe", b"\xcf\xfa\xed\xfe", b"\xce\xfa\xed\xfe")
# What plugins.qgis.org's scanner (QGIS-Plugins-Website plugins/security_scanner.py) flags besides the two tools:
# files a plugin has no reason to run or hide.
SCRIPT_SUFFIXES = (".sh", ".bat", ".ps1", ".cmd")


class PackageError(Exception):
    """What makes the zip unfit for QGIS or plugins.qgis.org."""


def runtime_files(root=PLUGIN_ROOT):
    """Paths relative to the plugin's folder ``root`` of the files of it the zip holds, sorted.

    In a git checkout: the files git tracks or would track (so ignored caches stay out) plus compiled
    translations, which are build products; elsewhere every file under ``root``.
    """
    try:
        listed = subprocess.run(["git", "-C", str(root), "ls-files", "--cached", "--others", "--exclude-standard",
                                 "-z", "--", "."], check=True, capture_output=True).stdout
        paths = {name for name in listed.decode("utf-8").split("\0") if name and (root / name).is_file()}
    except (OSError, subprocess.CalledProcessError):
        paths = {path.relative_to(root).as_posix() for path in root.rglob("*") if path.is_file()}
    paths |= {path.relative_to(root).as_posix() for path in (root / "i18n").glob("*.qm")}
    return sorted(path for path in paths if not any(rule.search(path) for rule in LEFT_OUT))


def read_metadata(text):
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str
    parser.read_string(text)
    if not parser.has_section("general"):
        raise PackageError("metadata.txt has no [general] section")
    return dict(parser.items("general"))


def changelog_heading(changelog):
    """The first line of metadata.txt's changelog: the newest version's heading ('0.3.0:')."""
    return next((line.strip() for line in changelog.splitlines() if line.strip()), "")


def build_zip(zip_path, root=PLUGIN_ROOT):
    """Write the zip (files under tfrecord_bridge/) through a temporary name; returns its member names.
    The LICENSE is the repository's, beside the plugin's folder (as qgis-plugin-ci adds it too)."""
    partial = Path(str(zip_path) + ".part")
    names = []
    with zipfile.ZipFile(partial, "w", compression=zipfile.ZIP_DEFLATED) as archive:
        files = {path: root / path for path in runtime_files(root)}
        if "LICENSE" not in files and (root.parent / "LICENSE").is_file():
            files["LICENSE"] = root.parent / "LICENSE"
        for path, source in sorted(files.items()):
            name = f"{PACKAGE}/{path}"
            archive.write(source, name)
            names.append(name)
    os.replace(partial, zip_path)
    return names


def check_zip(zip_path, expected_version=None):
    """Refuse the zip as plugins.qgis.org would, plus no compiled code; returns its metadata."""
    problems = []
    size = os.path.getsize(zip_path)
    if size > MAX_UPLOAD_BYTES:
        problems.append(f"{zip_path} is {size} bytes, over plugins.qgis.org's limit of {MAX_UPLOAD_BYTES}")
    with zipfile.ZipFile(zip_path) as archive:
        names = archive.namelist()
        bad = archive.testzip()
        if bad:
            problems.append(f"{zip_path}: CRC error in {bad}")
        problems += layout_problems(zip_path, names)
        for name in names:
            problems += member_problems(name) + binary_problems(name, archive.read(name))
        metadata = {}
        if f"{PACKAGE}/metadata.txt" in names:
            try:
                metadata = read_metadata(archive.read(f"{PACKAGE}/metadata.txt").decode("utf-8"))
            except (configparser.Error, UnicodeDecodeError, PackageError) as error:
                problems.append(f"metadata.txt cannot be read: {error}")
            problems += metadata_problems(metadata, names, expected_version)
    if problems:
        raise PackageError("the plugin zip is not fit to publish:\n  " + "\n  ".join(problems))
    return metadata


def layout_problems(zip_path, names):
    """One top folder named as a package plugins.qgis.org takes, holding the files every plugin needs."""
    problems = []
    tops = {name.split("/")[0] for name in names}
    if tops != {PACKAGE} or any("/" not in name for name in names):
        problems.append(f"{zip_path} must hold one top folder {PACKAGE}/, it holds {sorted(tops)}")
    if not PACKAGE_NAME_RULE.match(PACKAGE):
        problems.append(f"{PACKAGE} is not a package name plugins.qgis.org takes")
    for required in ("__init__.py", "metadata.txt", "LICENSE"):
        if f"{PACKAGE}/{required}" not in names:
            problems.append(f"{zip_path} has no {PACKAGE}/{required}")
    return problems


def member_problems(name):
    """What plugins.qgis.org refuses in a member's path."""
    problems = []
    if ".." in name or name.startswith("/"):
        problems.append(f"{name}: a path outside the plugin folder")
    if ".pyc" in name:
        problems.append(f"{name}: a .pyc file")
    problems += [f"{name}: inside a {folder} folder" for folder in FORBIDDEN_FOLDERS if folder in name.split("/")[:-1]]
    return problems


def binary_problems(name, content):
    suffix = os.path.splitext(name)[1].lower()
    if name.endswith("/"):
        return []
    if suffix in COMPILED_SUFFIXES or content.startswith(EXECUTABLE_MAGIC):
        return [f"{name}: compiled code"]
    if suffix in DATA_MAGIC:
        if not content.startswith(DATA_MAGIC[suffix]):
            return [f"{name}: not the {suffix} file its name says"]
        return []
    if b"\x00" in content:
        return [f"{name}: a binary file that is none of the data types the plugin ships ({', '.join(DATA_MAGIC)})"]
    return []


def metadata_problems(metadata, names, expected_version):
    problems = [f"metadata.txt: {key} is missing or empty" for key in REQUIRED_METADATA
                if not metadata.get(key, "").strip()]
    for key in URL_METADATA:
        url = urlparse(metadata.get(key, ""))
        if metadata.get(key) and not (url.scheme and url.netloc):
            problems.append(f"metadata.txt: {key} is not a URL: {metadata[key]!r}")
    if "/" in metadata.get("author", ""):
        problems.append("metadata.txt: author must not contain slashes")
    version = metadata.get("version", "")
    if version and not re.fullmatch(r"\d+\.\d+(\.\d+)?", version):
        problems.append(f"metadata.txt: version {version!r} is not like 1.2.3")
    if expected_version and version != expected_version:
        problems.append(f"metadata.txt: version {version!r} is not the zip's {expected_version!r}")
    heading = changelog_heading(metadata.get("changelog", ""))
    if version and heading != f"{version}:":
        # The plugin manager shows both: a zip of one version listing its news under another (or as unreleased)
        # tells the user nothing true.
        problems.append(f"metadata.txt: the changelog's first heading {heading!r} is not {version + ':'!r}")
    minimum = metadata.get("qgisMinimumVersion", "")
    if minimum and not re.fullmatch(r"\d+\.\d+(\.\d+)?", minimum):
        problems.append(f"metadata.txt: qgisMinimumVersion {minimum!r} is not like 3.22")
    for flag in ("experimental", "deprecated", "server", "hasProcessingProvider"):
        if flag in metadata and metadata[flag].strip().lower() not in ("true", "false", "yes", "no", "1", "0"):
            problems.append(f"metadata.txt: {flag} must be True or False, not {metadata[flag]!r}")
    icon = metadata.get("icon", "").removeprefix("./")
    if icon and f"{PACKAGE}/{icon}" not in names:
        problems.append(f"metadata.txt: icon {icon} is not in the zip")
    return problems


def security_problems(zip_path):
    """What Bandit and detect-secrets find in the unpacked zip, and the files plugins.qgis.org's scanner flags
    (executable .py files, hidden files, scripts). Both tools come from requirements-dev.txt."""
    problems = []
    with zipfile.ZipFile(zip_path) as archive:
        for info in archive.infolist():
            base = info.filename.rstrip("/").rsplit("/", 1)[-1]
            if info.filename.endswith(".py") and (info.external_attr >> 16) & 0o111:
                problems.append(f"{info.filename}: a Python file with the executable bit")
            if base.startswith("."):
                problems.append(f"{info.filename}: a hidden file")
            if base.lower().endswith(SCRIPT_SUFFIXES):
                problems.append(f"{info.filename}: a script file")
        with tempfile.TemporaryDirectory() as unpacked:
            archive.extractall(unpacked)
            problems += bandit_problems(unpacked) + secrets_problems(unpacked)
    return problems


def scanner_report(command, folder):
    """The JSON a scanner prints for ``folder`` (run as ``python -m`` in this Python, so the venv's tools)."""
    try:
        result = subprocess.run([sys.executable, "-m", *command], cwd=folder, capture_output=True, text=True,
                                timeout=600)
        return json.loads(result.stdout)
    except (OSError, subprocess.TimeoutExpired, json.JSONDecodeError) as error:
        raise PackageError(f"{command[0]} did not run on the zip ({error}); scripts/package.sh installs it with "
                           "requirements-dev.txt") from error


def bandit_problems(folder):
    """Every Bandit finding, at every severity and confidence (the site reports medium and above)."""
    report = scanner_report(["bandit", "-r", ".", "-f", "json", "-q"], folder)
    problems = [f"Bandit {issue['test_id']} ({issue['issue_severity']}) {issue['filename'].removeprefix('./')}:"
                f"{issue['line_number']}: {issue['issue_text']}" for issue in report["results"]]
    return problems + [f"Bandit could not read {error['filename']}: {error['reason']}" for error in report["errors"]]


def secrets_problems(folder):
    """Every detect-secrets finding in every file of the zip (the site leaves metadata.txt out)."""
    report = scanner_report(["detect_secrets", "scan", "--all-files", "."], folder)
    return [f"detect-secrets: {secret['type']} in {path.removeprefix('./')}:{secret['line_number']}"
            for path, secrets in sorted(report["results"].items()) for secret in secrets]


def write_plugins_xml(dist, zip_name, version, download_url):
    """dist/plugins.xml (and the plugins.xsl that renders it) with qgis-plugin-ci's template."""
    try:
        from qgispluginci.parameters import Parameters
        from qgispluginci.release import create_plugin_repo
    except ImportError as error:
        raise PackageError(f"qgis-plugin-ci is not installed ({error}); scripts/package.sh installs it with "
                           "requirements-dev.txt (it needs Python 3.10 or newer)") from error
    owner, _, project = urlparse(read_metadata((PLUGIN_ROOT / "metadata.txt").read_text("utf-8"))["repository"]) \
        .path.strip("/").partition("/")
    parameters = Parameters({"plugin_path": str(PLUGIN_ROOT), "github_organization_slug": owner,
                             "project_slug": project})
    if parameters.plugin_slug != PACKAGE:
        raise PackageError(f"metadata.txt's name gives the folder {parameters.plugin_slug!r}, not {PACKAGE!r}")
    here = os.getcwd()
    os.chdir(dist)  # create_plugin_repo writes ./plugins.xml
    try:
        written = create_plugin_repo(parameters, release_version=version, release_tag=f"v{version}",
                                     archive=zip_name, plugin_repo_url=download_url)
    finally:
        os.chdir(here)
    # plugins.xml names the icon relative to itself, as QGIS's plugin manager resolves it.
    icon = parameters.icon.removeprefix("./")
    if icon:
        (Path(dist) / icon).parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(PLUGIN_ROOT / icon, Path(dist) / icon)
    return Path(dist) / written


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dist", default=str(ROOT / "dist"), help="folder for the zip and plugins.xml")
    parser.add_argument("--download-url", help="where the zip will be downloaded from, ending in / "
                        "(default: the repository's GitHub release of this version)")
    arguments = parser.parse_args(argv)
    metadata = read_metadata((PLUGIN_ROOT / "metadata.txt").read_text("utf-8"))
    version = metadata["version"]
    dist = Path(arguments.dist).resolve()
    dist.mkdir(parents=True, exist_ok=True)
    zip_path = dist / f"{PACKAGE}-{version}.zip"
    try:
        build_zip(zip_path)
        check_zip(zip_path, expected_version=version)
        found = security_problems(zip_path)
        if found:
            raise PackageError("plugins.qgis.org's security scan would flag the zip:\n  " + "\n  ".join(found))
        download_url = arguments.download_url or \
            f"{metadata['repository'].rstrip('/')}/releases/download/v{version}/"
        plugins_xml = write_plugins_xml(dist, zip_path.name, version, download_url)
    except PackageError as error:
        print(f"package.py: {error}", file=sys.stderr)
        return 1
    with zipfile.ZipFile(zip_path) as archive:
        count = len(archive.namelist())
    print(f"{zip_path} ({os.path.getsize(zip_path)} bytes, {count} files)\n{plugins_xml}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
