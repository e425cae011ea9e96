"""One feature of an export's records, in a module of its own: the export plans it (:mod:`.export_image`) and
the size estimate reads it (:mod:`.estimate`), which the export imports."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .raster_source import Band


@dataclass
class OutputFeature:
    """One feature of every record, made of one or more bands (several when collapsed)."""

    name: str
    kind: str
    bands: list[Band]  # in order
    depths: list[int]  # the depth each band takes (1 for scalar bands)

    @property
    def depth(self) -> int:
        return sum(self.depths)
