"""Behaviour unchanged (issue 42 item 8): every case of behaviour_matrix.py gives the digests committed in
tests/data/behaviour_matrix.json, i.e. byte-identical exports and pixel-identical imports to the day it was
written, here, on a Dask cluster, in an S3 bucket and read from Cloud Storage; and what a case writes and reads
there is what it writes and reads here. A failure names the case and each file (or import detail) that
differs; regenerate the JSON only for an intended change of behaviour (see behaviour_matrix.py)."""

import json

import pytest

import behaviour_matrix
from behaviour_matrix import ELSEWHERE, GCS, S3, Cluster, Local

EXPECTED = json.loads(behaviour_matrix.EXPECTED.read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def matrix_client():
    """The cluster the Dask cases run on: the command's own (core.distributed.dask_client), as
    ``behaviour_matrix.py --write`` starts it, of behaviour_matrix.WORKERS processes."""
    pytest.importorskip("distributed")
    from tfrecord_bridge.core.distributed import dask_client
    with dask_client(workers=behaviour_matrix.WORKERS) as client:
        yield client


def _place(request, name):
    kind = behaviour_matrix.place_kind(name)
    if kind == Cluster.kind:
        return Cluster(request.getfixturevalue("matrix_client"))
    if kind == S3.kind:
        return S3(request.getfixturevalue("s3_bucket"))
    if kind == GCS.kind:
        return GCS(request.getfixturevalue("gcs_bucket"))
    return None


def _differences(expected, actual, where=""):
    if isinstance(expected, dict) and isinstance(actual, dict):
        found = []
        for key in sorted(set(expected) | set(actual)):
            if key not in actual:
                found.append(f"{where}{key}: missing (expected {expected[key]!r})")
            elif key not in expected:
                found.append(f"{where}{key}: new (got {actual[key]!r})")
            else:
                found += _differences(expected[key], actual[key], f"{where}{key} / ")
        return found
    return [] if expected == actual else [f"{where.rstrip(' /')}: expected {expected!r}, got {actual!r}"]


def _param(name):
    # A cluster of worker processes, as every test that starts one (pytest.ini), on the one pytest-xdist worker
    # the Dask tests share. A bucket case is a whole export and import through moto (0.5-1.5 s): slow too, left
    # to the full suite; the fast loop keeps the local cases and the check of every bucket case's digests
    # against its local case (test_a_case_writes_and_reads_...).
    if behaviour_matrix.place_kind(name) == Cluster.kind:
        return pytest.param(name, marks=[pytest.mark.slow, pytest.mark.xdist_group("dask_cluster")])
    if behaviour_matrix.place_kind(name) != Local.kind:
        return pytest.param(name, marks=[pytest.mark.slow])
    return name


def test_every_case_is_in_the_committed_digests():
    assert sorted(EXPECTED) == behaviour_matrix.NAMES


@pytest.mark.parametrize("name", [_param(name) for name in behaviour_matrix.NAMES])
def test_behaviour_is_unchanged(name, request):
    differences = _differences(EXPECTED.get(name, {}), behaviour_matrix.run_case(name, _place(request, name)))
    assert not differences, f"case {name} differs from tests/data/behaviour_matrix.json:\n" + "\n".join(differences)


@pytest.mark.parametrize("name", sorted(ELSEWHERE))
def test_a_case_writes_and_reads_on_a_cluster_and_in_a_bucket_what_it_does_here(name):
    """The committed digests of a case run elsewhere against its local case's, run now: the records byte for
    byte (file for file where the files are the same), the other files, the import. So a --write that took a
    cluster's or a bucket's wrong output for today's behaviour fails here."""
    case, _ = ELSEWHERE[name]
    here, there = behaviour_matrix.run_case(case, Local(joined=True)), EXPECTED[name]
    if behaviour_matrix.same_files(name):
        differences = _differences(here["export"], there["export"], "export / ")
    else:  # the shards cut elsewhere: their records joined, and every other file
        differences = _differences(here["records"], there["records"], "records / ") + _differences(
            *({file: digest for file, digest in each["export"].items() if ".tfrecord" not in file}
              for each in (here, there)), "export / ")
    differences += _differences(here["import"], there["import"], "import / ")
    assert not differences, f"case {name} differs from its local case {case}:\n" + "\n".join(differences)
