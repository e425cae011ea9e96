"""STAC documents checked against the schemas kept in tests/data/stac_schemas (their README says whence), each
$ref resolved there and never on the network: what tests/test_stac.py and tests/test_distributed.py share."""

from __future__ import annotations

import json
from pathlib import Path

from helpers import ROOT

SCHEMAS = ROOT / "tests" / "data" / "stac_schemas"
ITEM_SCHEMA = "https://schemas.stacspec.org/v1.0.0/item-spec/json-schema/item.json"
CATALOG_SCHEMA = "https://schemas.stacspec.org/v1.0.0/catalog-spec/json-schema/catalog.json"


def _registry():
    from referencing import Registry, Resource
    from referencing.jsonschema import DRAFT7
    resources = []
    for path in SCHEMAS.rglob("*.json"):
        contents = json.loads(path.read_text(encoding="utf-8"))
        resources.append((contents["$id"].rstrip("#"), Resource.from_contents(contents, DRAFT7)))
    # No retrieve: a $ref to any schema not kept here fails, naming it, rather than reaching the network.
    return Registry().with_resources(resources)


REGISTRY = _registry()


def stac_errors(document):
    """Every error of ``document`` (an Item or a Catalog) against the core schema and each extension it names."""
    from jsonschema import Draft7Validator
    from jsonschema.exceptions import best_match
    core = ITEM_SCHEMA if document.get("type") == "Feature" else CATALOG_SCHEMA
    errors = []
    for uri in [core, *document.get("stac_extensions", [])]:
        schema = REGISTRY.contents(uri)
        # The deepest reason of each (a oneOf's "not valid under any" names the whole document otherwise).
        reasons = [best_match([error]) for error in Draft7Validator(schema, registry=REGISTRY).iter_errors(document)]
        errors += [f"{uri}: {'/'.join(map(str, reason.absolute_path))}: {reason.message[:300]}" for reason in reasons]
    return errors


def valid_stac(path):
    """The STAC document at ``path``, asserted valid; every asset and link it names relatively exists."""
    document = json.loads(Path(path).read_text(encoding="utf-8"))
    assert stac_errors(document) == []
    for target in [*document.get("assets", {}).values(), *document.get("links", [])]:
        if target["href"].startswith("./"):
            assert (Path(path).parent / target["href"]).exists(), target["href"]
    return document
