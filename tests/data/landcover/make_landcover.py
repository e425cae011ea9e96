"""Writes landcover.gpkg: a few land-cover polygons drawn over tests/data/rasterio/RGB.byte.tif.

    /usr/bin/python3 tests/data/landcover/make_landcover.py

The scene is a Landsat 7 view of Bahamian islands and banks (near 24.6 N, 77.7 W) in UTM 18N. The polygons are
drawn by eye on its pixels (column, row) and placed with its geotransform, so
they lie in its CRS over what the image shows: deep water east of the island,
the shallow banks around it, the island's land and two clouds. The text field
``class`` names each one's class; sorted, the classes are cloud, land, shallows,
water, which a label export numbers 1 to 4. The outlines are rough on purpose:
they are training labels for the README walkthrough and the tests, not a map.
tests/test_training_models.py checks that the committed file holds what this
script draws.
"""

import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
RASTER = os.path.join(os.path.dirname(HERE), "rasterio", "RGB.byte.tif")
OUTPUT = os.path.join(HERE, "landcover.gpkg")
LAYER = "landcover"

# (class, [(column, row), ...]) in RGB.byte.tif's pixels; each ring is closed when written.
POLYGONS = [
    ("water", [(470, 250), (560, 230), (600, 420), (520, 520), (470, 480)]),
    ("water", [(520, 600), (600, 580), (610, 650), (540, 680)]),
    ("shallows", [(85, 310), (150, 330), (195, 470), (120, 550), (70, 510)]),
    ("shallows", [(600, 250), (700, 230), (690, 395), (640, 420)]),
    ("land", [(230, 200), (290, 245), (360, 300), (380, 420), (300, 420), (240, 330)]),
    ("land", [(380, 480), (430, 470), (460, 600), (420, 640), (380, 560)]),
    ("cloud", [(410, 75), (478, 68), (495, 110), (450, 150), (400, 130)]),
    ("cloud", [(300, 195), (370, 185), (375, 235), (310, 240)]),
]


def map_polygons(geotransform):
    """(class, WKT) of each polygon, its pixel corners placed by ``geotransform`` (GDAL's six numbers)."""
    x0, dx, rx, y0, ry, dy = geotransform
    shapes = []
    for name, corners in POLYGONS:
        ring = [(x0 + column * dx + row * rx, y0 + column * ry + row * dy) for column, row in corners + corners[:1]]
        shapes.append((name, "POLYGON ((" + ", ".join(f"{x:.3f} {y:.3f}" for x, y in ring) + "))"))
    return shapes


def write(path=OUTPUT, raster=RASTER):
    from osgeo import gdal, ogr, osr

    gdal.UseExceptions()
    source = gdal.Open(raster)
    reference = osr.SpatialReference(wkt=source.GetProjection())
    shapes = map_polygons(source.GetGeoTransform())
    source = None
    if os.path.exists(path):
        os.remove(path)
    dataset = ogr.GetDriverByName("GPKG").CreateDataSource(path)
    layer = dataset.CreateLayer(LAYER, reference, ogr.wkbPolygon)
    layer.CreateField(ogr.FieldDefn("class", ogr.OFTString))
    for name, wkt in shapes:
        feature = ogr.Feature(layer.GetLayerDefn())
        feature.SetField("class", name)
        feature.SetGeometry(ogr.CreateGeometryFromWkt(wkt))
        layer.CreateFeature(feature)
    dataset = None
    return path


if __name__ == "__main__":
    print(write(*sys.argv[1:2]))
