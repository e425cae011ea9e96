"""A bounded GDAL block cache while our exports and imports run, restored afterwards.

GDAL's cache defaults to 5% of RAM, and a run that streams a raster through it
(reading strips, writing tiles) fills it whole: peak memory then grows with the
raster instead of staying flat. Our reads and writes are whole strips and
tiles, so a small cache costs no re-reading. The cache is global to the
process (QGIS shares it), so it is only lowered, never raised, and put back
when the last overlapping run ends.
"""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Iterator

from osgeo import gdal

CACHE_BYTES = 64 << 20

_lock = threading.Lock()
_runs = 0
_saved = None


@contextlib.contextmanager
def bounded_gdal_cache(limit: int = CACHE_BYTES) -> Iterator[None]:
    """Within the block, GDAL's cache holds at most ``limit`` bytes (or less if it was set lower)."""
    global _runs, _saved
    with _lock:
        if _runs == 0:
            _saved = gdal.GetCacheMax()
            gdal.SetCacheMax(min(_saved, limit))
        _runs += 1
    try:
        yield
    finally:
        with _lock:
            _runs -= 1
            if _runs == 0:
                gdal.SetCacheMax(_saved)
