"""Behaviour unchanged (issue 42 item 8): every case of behaviour_matrix.py gives the digests committed in
tests/data/behaviour_matrix.json, i.e. byte-identical exports and pixel-identical imports to the day it was
written. A failure names the case and each file (or import detail) that differs; regenerate the JSON only for
an intended change of behaviour (see behaviour_matrix.py)."""

import json

import pytest

import behaviour_matrix

EXPECTED = json.loads(behaviour_matrix.EXPECTED.read_text(encoding="utf-8"))


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


def test_every_case_is_in_the_committed_digests():
    assert sorted(EXPECTED) == sorted(behaviour_matrix.CASES)


@pytest.mark.parametrize("name", sorted(behaviour_matrix.CASES))
def test_behaviour_is_unchanged(name):
    differences = _differences(EXPECTED.get(name, {}), behaviour_matrix.run_case(name))
    assert not differences, f"case {name} differs from tests/data/behaviour_matrix.json:\n" + "\n".join(differences)
