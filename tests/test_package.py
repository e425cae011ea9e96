"""scripts/package.sh: the zip users install, checked as plugins.qgis.org checks it, installed into a
fresh QGIS profile and run from there by qgis_process; and `qgis-plugin-ci package` from the repository root,
which makes the same zip."""

import configparser
import importlib.util
import json
import os
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ElementTree
import zipfile
from pathlib import Path

import pytest

from helpers import PLUGIN_ROOT, ROOT
from qgis_process import QGIS_PROCESS

PLUGIN = "tfrecord_bridge"
# scripts/qgis_chroot.sh writes this list into the QGIS 3.40 / 3.44 chroots it makes.
IN_QGIS_CHROOT = Path("/etc/tfrecord-bridge-packages").is_file()
host_only = pytest.mark.skipif(
    IN_QGIS_CHROOT, reason="package.sh installs host tools (apt, .venv, qgis-plugin-ci); in a QGIS chroot the zip is "
                           "built by package.py's own functions and its install into that QGIS is tested")


def runs_package_sh(test):
    """Slow: package.sh runs bootstrap.sh first, which installs whatever requirements-dev.txt gained since (minutes
    then), and lrelease and qgis-plugin-ci after. Its tests share one pytest-xdist worker, so that `dist` is made
    once and two bootstraps never pip install into the venv at once."""
    return pytest.mark.slow(pytest.mark.xdist_group("package_sh")(test))


def load_package_script():
    spec = importlib.util.spec_from_file_location("package", ROOT / "scripts" / "package.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def package():
    return load_package_script()


@pytest.fixture(scope="module")
def version():
    metadata = configparser.ConfigParser(interpolation=None)
    metadata.read(PLUGIN_ROOT / "metadata.txt", encoding="utf-8")
    return metadata["general"]["version"]


@pytest.fixture(scope="module")
def plugin_zip(package, version, tmp_path_factory, compiled_translations):
    """The zip package.py builds and checks, made without the host's packaging tools (translations compiled)."""
    path = tmp_path_factory.mktemp("zip") / f"{PLUGIN}-{version}.zip"
    package.build_zip(path)
    package.check_zip(path, expected_version=version)
    return path


@pytest.fixture(scope="module")
def dist(tmp_path_factory):
    """What `bash scripts/package.sh --dist FOLDER` writes."""
    folder = tmp_path_factory.mktemp("dist")
    result = subprocess.run(["bash", str(ROOT / "scripts" / "package.sh"), "--dist", str(folder)],
                            capture_output=True, text=True, timeout=900)
    assert result.returncode == 0, result.stdout + result.stderr
    return folder


@runs_package_sh
@host_only
def test_package_sh_writes_the_zip_package_py_builds(dist, plugin_zip, version):
    with zipfile.ZipFile(dist / f"{PLUGIN}-{version}.zip") as written, zipfile.ZipFile(plugin_zip) as built:
        assert written.namelist() == built.namelist()


def test_zip_holds_one_plugin_folder_with_the_runtime_files_only(plugin_zip):
    with zipfile.ZipFile(plugin_zip) as archive:
        names = archive.namelist()
    assert {name.split("/")[0] for name in names} == {PLUGIN}
    files = {name[len(PLUGIN) + 1:] for name in names}
    # data.py: inspect's PyTorch, Keras and Grain snippets import PatchDataset from the installed plugin's folder.
    for required in ("metadata.txt", "__init__.py", "plugin.py", "texts.py", "data.py", "LICENSE",
                     "core/codec/records.py", "provider/export_image.py", "ui/export_dialog.py", "resources/icon.svg",
                     "resources/export_patches_at_points.svg", "resources/sample/sample.tif",
                     "resources/models/classmapfrompredictions.model3", "resources/class_map.svg",
                     "resources/models/trainingsetsfrompolygons.model3", "resources/training_sets.svg",
                     "resources/models/predictclassmap.model3"):
        assert required in files
    tops = {name.split("/")[0] for name in files}
    assert tops <= {"metadata.txt", "__init__.py", "plugin.py", "texts.py", "data.py", "LICENSE", "core", "provider",
                    "ui", "resources", "i18n", "docs"}, tops
    assert not [name for name in files if "__pycache__" in name or name.endswith((".pyc", ".aux.xml"))]
    assert "resources/sample/make_sample.py" not in files
    # Every runtime file of the checkout made it (tests and scripts are not runtime; docs/ is, for the Help).
    runtime = {path.relative_to(PLUGIN_ROOT).as_posix() for folder in ("core", "provider", "ui")
               for path in (PLUGIN_ROOT / folder).glob("*.py")}
    assert runtime <= files
    assert (ROOT / "LICENSE").read_bytes() == zipfile.ZipFile(plugin_zip).read(f"{PLUGIN}/LICENSE")


def test_zip_holds_the_help_pages_the_help_buttons_open(plugin_zip):
    """docs/ is shipped whole: each page as Markdown and as the HTML a browser shows offline, and the images."""
    with zipfile.ZipFile(plugin_zip) as archive:
        files = {name[len(PLUGIN) + 1:]: name for name in archive.namelist()}
        docs = {path.relative_to(PLUGIN_ROOT).as_posix() for path in (PLUGIN_ROOT / "docs").iterdir() if path.is_file()}
        assert docs <= set(files), sorted(docs - set(files))
        for page in (PLUGIN_ROOT / "docs").glob("*.md"):
            rendered = f"docs/{page.stem}.html"
            assert rendered in files, rendered
            assert archive.read(files[rendered]) == (PLUGIN_ROOT / rendered).read_bytes()
        assert {"docs/algorithms.md", "docs/algorithms.html", "docs/format.html",
                "docs/export_panel_en.png"} <= set(files)
        assert b'id="tfrecordexportimage"' in archive.read(files["docs/algorithms.html"])


def test_zip_holds_the_compiled_translations(plugin_zip):
    with zipfile.ZipFile(plugin_zip) as archive:
        names = set(archive.namelist())
    assert {f"{PLUGIN}/i18n/tfrecord_bridge_{language}.qm" for language in ("ko", "pt_BR", "en")} <= names
    assert not [name for name in names if name.endswith(".ts")]


@runs_package_sh
@host_only
def test_plugins_xml_describes_the_zip_for_a_custom_repository(dist, version):
    root = ElementTree.parse(dist / "plugins.xml").getroot()
    (plugin,) = root.findall("pyqgis_plugin")
    assert plugin.get("name") == "TFRecord Bridge" and plugin.get("version") == version
    assert plugin.findtext("file_name") == f"{PLUGIN}-{version}.zip"
    assert plugin.findtext("download_url").endswith(f"/releases/download/v{version}/{PLUGIN}-{version}.zip")
    assert plugin.findtext("qgis_minimum_version") == "3.22"
    assert (dist / plugin.findtext("icon")).is_file()


@runs_package_sh
@host_only
def test_download_url_can_name_where_the_zip_is_served(tmp_path, version):
    result = subprocess.run(["bash", str(ROOT / "scripts" / "package.sh"), "--dist", str(tmp_path),
                             "--download-url", "https://plugins.example.org/qgis/"],
                            capture_output=True, text=True, timeout=900)
    assert result.returncode == 0, result.stderr
    plugin = ElementTree.parse(tmp_path / "plugins.xml").getroot().find("pyqgis_plugin")
    assert plugin.findtext("download_url") == f"https://plugins.example.org/qgis/{PLUGIN}-{version}.zip"


@pytest.mark.qgis_process
def test_installed_zip_runs_in_a_fresh_profile(plugin_zip, tmp_path):
    """Unzipped where QGIS installs plugins, enabled in a new profile, and run by qgis_process: the
    bytecode Python writes beside the installed modules shows that copy, not the checkout, ran."""
    profile = tmp_path / "profile"
    plugins = profile / "profiles" / "default" / "python" / "plugins"
    plugins.mkdir(parents=True)
    with zipfile.ZipFile(plugin_zip) as archive:
        archive.extractall(plugins)
    installed = plugins / PLUGIN
    assert not list(installed.rglob("__pycache__"))
    env = {key: value for key, value in os.environ.items()
           if key not in ("QGIS_PLUGINPATH", "PYTHONPATH", "PYTHONDONTWRITEBYTECODE")}
    env.update(QT_QPA_PLATFORM="offscreen", QGIS_CUSTOM_CONFIG_PATH=str(profile))

    enabled = subprocess.run([QGIS_PROCESS, "plugins", "enable", PLUGIN], env=env, cwd=tmp_path,
                             capture_output=True, text=True, timeout=600)
    assert enabled.returncode == 0, enabled.stdout + enabled.stderr
    output = tmp_path / "patches"
    run = subprocess.run([QGIS_PROCESS, "--json", "run", "tfrecord:exportimage", "--",
                          f"INPUT={installed / 'resources' / 'sample' / 'sample.tif'}", "PATCH_DIMENSIONS=64,64",
                          f"OUTPUT={output}", "PREFIX=sample"],
                         env=env, cwd=tmp_path, capture_output=True, text=True, timeout=600)
    assert run.returncode == 0, run.stdout + run.stderr
    results = json.loads(run.stdout)["results"]
    assert results["PATCH_COUNT"] > 0
    assert [os.path.basename(path) for path in results["FILES"]] == ["sample-00000.tfrecord.gz"]
    assert (output / "sample-mixer.json").is_file()
    for module in ("provider/export_image", "core/export/export_image", "core/codec/records"):
        folder, name = module.rsplit("/", 1)
        compiled = list((installed / folder / "__pycache__").glob(f"{name}.*.pyc"))
        assert compiled, f"{module} was not run from {installed}"
    # The shipped models load from the installed copy, their steps resolved (the output comes from a step).
    for model, output in (("classmapfrompredictions", "classmap:class_map: <outputRaster>"),
                          ("trainingsetsfrompolygons", "export:training_sets: <outputFolder>")):
        described = subprocess.run([QGIS_PROCESS, "help", f"tfrecord:{model}"], env=env, cwd=tmp_path,
                                   capture_output=True, text=True, timeout=600)
        assert described.returncode == 0 and output in described.stdout, described.stdout


@pytest.mark.slow
@host_only
def test_qgis_plugin_ci_package_from_the_repository_root_makes_the_same_zip(package, tmp_path, version,
                                                                            compiled_translations):
    """`qgis-plugin-ci package VERSION` in a clone of the committed checkout, as docs/install.md gives it (the
    compiled translations added with -a): one top folder tfrecord_bridge/ with the files package.py zips from the
    same clone, the version written into metadata.txt, and a zip package.py's checks pass; the clone is reset."""
    qgis_plugin_ci = Path(sys.executable).parent / "qgis-plugin-ci"  # requirements-dev.txt, in the venv
    if not qgis_plugin_ci.is_file():
        pytest.skip(f"{qgis_plugin_ci} is missing: bash scripts/bootstrap.sh installs requirements-dev.txt")
    clone = tmp_path / "clone"
    subprocess.run(["git", "clone", "-q", str(ROOT), str(clone)], check=True, capture_output=True, timeout=120)
    qm_files = [f"{PLUGIN}/i18n/{path.name}" for path in sorted((PLUGIN_ROOT / "i18n").glob("*.qm"))]
    assert qm_files, "no compiled translations"
    for name in qm_files:
        shutil.copyfile(ROOT / name, clone / name)
    # qgis-plugin-ci archives `git stash create`, a commit, so git must know who makes it.
    env = dict(os.environ, GIT_AUTHOR_NAME="test", GIT_AUTHOR_EMAIL="test@example.org",
               GIT_COMMITTER_NAME="test", GIT_COMMITTER_EMAIL="test@example.org")
    # The version metadata.txt gives: the changelog's newest heading must be the zip's (check_zip).
    result = subprocess.run([str(qgis_plugin_ci), "package", version, *(f"--asset-path={name}" for name in qm_files)],
                            cwd=clone, env=env, capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stdout + result.stderr
    made = clone / f"{PLUGIN}.{version}.zip"
    assert package.check_zip(made, expected_version=version)["name"] == "TFRecord Bridge"
    expected = package.build_zip(tmp_path / "package_py.zip", clone / PLUGIN)
    with zipfile.ZipFile(made) as archive:
        assert sorted(archive.namelist()) == expected
        for name in expected:
            if not name.endswith(("/metadata.txt", "/LICENSE")):  # the version written in; the LICENSE beside
                assert archive.read(name) == (clone / name).read_bytes(), name
        assert archive.read(f"{PLUGIN}/LICENSE") == (ROOT / "LICENSE").read_bytes()
    # It rewrote metadata.txt for the archive only: the clone is back at its commit.
    status = subprocess.run(["git", "status", "--porcelain", "--untracked-files=no"], cwd=clone, check=True,
                            capture_output=True, text=True).stdout
    assert status == ""


def test_qgis_plugin_ci_is_configured_for_the_plugins_folder_and_repository():
    """pyproject.toml's [tool.qgis-plugin-ci] names the plugin's folder and metadata.txt's repository."""
    try:
        import tomllib
    except ImportError:  # Python 3.9 and 3.10 (the QGIS chroots may have either)
        pytest.skip("tomllib is Python 3.11's")
    settings = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["qgis-plugin-ci"]
    metadata = configparser.ConfigParser(interpolation=None)
    metadata.read(PLUGIN_ROOT / "metadata.txt", encoding="utf-8")
    repository = metadata["general"]["repository"].rstrip("/")
    assert settings["plugin_path"] == PLUGIN == PLUGIN_ROOT.name
    assert repository == f"https://github.com/{settings['github_organization_slug']}/{settings['project_slug']}"


def write_zip(path, files):
    with zipfile.ZipFile(path, "w") as archive:
        for name, content in files.items():
            archive.writestr(name, content)
    return path


@pytest.fixture
def good_files(version):
    return {f"{PLUGIN}/__init__.py": "def classFactory(iface):\n    pass\n",
            f"{PLUGIN}/metadata.txt": (PLUGIN_ROOT / "metadata.txt").read_text(encoding="utf-8"),
            f"{PLUGIN}/LICENSE": "GPL",
            f"{PLUGIN}/resources/icon.svg": "<svg/>",
            f"{PLUGIN}/resources/sample/sample.tif": (PLUGIN_ROOT / "resources" / "sample" / "sample.tif").read_bytes()}


def test_check_accepts_a_plugin_with_its_sample_geotiff(package, good_files, tmp_path, version):
    metadata = package.check_zip(write_zip(tmp_path / "good.zip", good_files), expected_version=version)
    assert metadata["version"] == version


@pytest.mark.parametrize("change, message", [
    ({f"{PLUGIN}/core/__pycache__/records.cpython-311.pyc": b"\x00"}, "a .pyc file"),
    ({f"{PLUGIN}/core/_speedups.so": b"\x7fELF\x02\x01"}, "compiled code"),
    ({f"{PLUGIN}/resources/tool.tif": b"\x7fELF\x02\x01"}, "compiled code"),
    ({f"{PLUGIN}/resources/fake.tif": b"PK\x03\x04\x00\x00"}, "not the .tif file its name says"),
    ({f"{PLUGIN}/resources/blob.bin": b"data\x00data"}, "a binary file"),
    ({f"{PLUGIN}/.git/config": "x"}, "inside a .git folder"),
    ({"other/readme.txt": "x"}, "one top folder"),
    ({f"{PLUGIN}/LICENSE": None}, "no tfrecord_bridge/LICENSE"),
    ({f"{PLUGIN}/metadata.txt": "[general]\nname=TFRecord Bridge\nversion=0.2.0\n"}, "email is missing"),
])
def test_check_refuses_what_plugins_qgis_org_refuses(package, good_files, tmp_path, change, message):
    files = dict(good_files)
    for name, content in change.items():
        if content is None:
            del files[name]
        else:
            files[name] = content
    with pytest.raises(package.PackageError, match=message):
        package.check_zip(write_zip(tmp_path / "bad.zip", files))


def test_check_refuses_a_zip_over_the_size_limit(package, good_files, tmp_path, monkeypatch):
    path = write_zip(tmp_path / "big.zip", good_files)
    monkeypatch.setattr(package, "MAX_UPLOAD_BYTES", os.path.getsize(path) - 1)
    with pytest.raises(package.PackageError, match="over plugins.qgis.org's limit"):
        package.check_zip(path)


def test_check_refuses_a_changelog_whose_newest_heading_is_not_the_version(package, good_files, tmp_path, version):
    """The plugin manager shows the version and the changelog side by side (issue 44: a 0.2.0 zip listed its
    features under "0.3.0 (unreleased)")."""
    metadata = good_files[f"{PLUGIN}/metadata.txt"]
    for heading in ("9.9.9:", f"{version} (unreleased):"):
        files = dict(good_files)
        files[f"{PLUGIN}/metadata.txt"] = metadata.replace(f"changelog={version}:", f"changelog={heading}", 1)
        assert files[f"{PLUGIN}/metadata.txt"] != metadata
        with pytest.raises(package.PackageError, match=re.escape(f"first heading {heading!r} is not '{version}:'")):
            package.check_zip(write_zip(tmp_path / "stale.zip", files), expected_version=version)


def test_the_version_is_one_fact(package, version):
    """metadata.txt's version is the one the changelog's newest heading, pyproject.toml (the command's package),
    the qgis-plugin-ci commands of docs/install.md and package.py, and package.sh's zip name give."""
    metadata = package.read_metadata((PLUGIN_ROOT / "metadata.txt").read_text(encoding="utf-8"))
    assert package.changelog_heading(metadata["changelog"]) == f"{version}:"
    pyproject = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    assert re.findall(r'^version = "([^"]+)"', pyproject, re.MULTILINE) == [version]
    for text in ((PLUGIN_ROOT / "docs" / "install.md").read_text(encoding="utf-8"), package.__doc__):
        assert set(re.findall(r"qgis-plugin-ci package (\S+)", text)) == {version}
    assert set(re.findall(r"tfrecord_bridge\.(\d[\d.]*\d)\.zip",
                          (PLUGIN_ROOT / "docs" / "install.md").read_text(encoding="utf-8"))) == {version}


def test_check_refuses_a_version_other_than_the_zips(package, good_files, tmp_path):
    with pytest.raises(package.PackageError, match="is not the zip's '9.9.9'"):
        package.check_zip(write_zip(tmp_path / "good.zip", good_files), expected_version="9.9.9")


# Bandit and detect-secrets come from requirements-dev.txt into the host's venv; the QGIS chroots do not have them.
security_scanners = pytest.mark.skipif(
    IN_QGIS_CHROOT or importlib.util.find_spec("bandit") is None or importlib.util.find_spec("detect_secrets") is None,
    reason="Bandit and detect-secrets are installed into the host's venv (requirements-dev.txt)")


@pytest.mark.slow
@security_scanners
def test_zip_passes_the_security_scans_of_plugins_qgis_org(package, plugin_zip):
    """plugins.qgis.org runs Bandit and detect-secrets on every upload; the zip gives them nothing to report, at any
    severity, in any file (package.sh refuses a zip that would)."""
    assert package.security_problems(plugin_zip) == []


@pytest.mark.slow
@security_scanners
def test_security_scan_reports_what_plugins_qgis_org_would_flag(package, good_files, tmp_path):
    files = dict(good_files)
    access_key = "AKIA" + "IOSFODNN7EXAMPLE"  # AWS's documented example key, assembled so no scan of tests/ flags it
    files[f"{PLUGIN}/core/leak.py"] = (f"import subprocess\nKEY = {access_key!r}\n"
                                       "subprocess.call('ls ' + KEY, shell=True)\n")
    files[f"{PLUGIN}/.env"] = "x"
    files[f"{PLUGIN}/install.sh"] = "echo\n"
    path = write_zip(tmp_path / "flagged.zip", files)
    with zipfile.ZipFile(path, "a") as archive:
        runnable = zipfile.ZipInfo(f"{PLUGIN}/run.py")
        runnable.external_attr = 0o755 << 16
        archive.writestr(runnable, "print(1)\n")
    found = "\n".join(package.security_problems(path))
    assert f"Bandit B602 (HIGH) {PLUGIN}/core/leak.py:3" in found, found
    assert f"detect-secrets: AWS Access Key in {PLUGIN}/core/leak.py:2" in found, found
    assert f"{PLUGIN}/.env: a hidden file" in found and f"{PLUGIN}/install.sh: a script file" in found, found
    assert f"{PLUGIN}/run.py: a Python file with the executable bit" in found, found


def test_compiled_translations_are_packed_and_their_sources_not(package, tmp_path):
    """Outside git, every file of the plugin's folder counts, but caches and developer files; i18n/ gives its .qm
    files only. What is beside the plugin's folder (tests) is not in the zip, but for the LICENSE."""
    for name, content in {"tfrecord_bridge/metadata.txt": "[general]\n", "tfrecord_bridge/__init__.py": "",
                          "tfrecord_bridge/core/codec/records.py": "", "tfrecord_bridge/i18n/tfrecord_bridge_fr.qm": "",
                          "tfrecord_bridge/core/__pycache__/records.cpython-311.pyc": "",
                          "tfrecord_bridge/i18n/tfrecord_bridge_fr.ts": "", "tests/test_x.py": "", "LICENSE": "GPL",
                          "tfrecord_bridge/resources/sample/make_sample.py": "",
                          "tfrecord_bridge/resources/sample/sample.tif.aux.xml": ""}.items():
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(content)
    assert package.runtime_files(tmp_path / "tfrecord_bridge") == [
        "__init__.py", "core/codec/records.py", "i18n/tfrecord_bridge_fr.qm", "metadata.txt"]
    names = package.build_zip(tmp_path / "plugin.zip", tmp_path / "tfrecord_bridge")
    assert names == [f"{PLUGIN}/{name}" for name in ("LICENSE", "__init__.py", "core/codec/records.py",
                                                      "i18n/tfrecord_bridge_fr.qm", "metadata.txt")]
