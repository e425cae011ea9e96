"""Writes sample.tif, the small raster the README's sample command exports (run once; output committed).

A Landsat-8-like surface reflectance scene: bands B2, B3, B4, B5 (blue, green,
red, near infrared) as UInt16 scaled by 10000, 30 m pixels in UTM zone 18N,
with a diagonal scene edge and a cloud masked as nodata 0, like an EE export
of a masked Landsat image. The terrain is smooth noise, seeded, so the file is
reproducible: /usr/bin/python3 tfrecord_bridge/resources/sample/make_sample.py
"""

import os

import numpy as np
from osgeo import gdal, osr

WIDTH, HEIGHT = 384, 256
ORIGIN = (300000.0, 4290000.0)  # UTM 18N, Virginia piedmont
PIXEL = 30.0


def smooth_noise(rng, scale):
    spectrum = np.fft.rfft2(rng.normal(size=(HEIGHT, WIDTH)))
    fy = np.fft.fftfreq(HEIGHT)[:, None]
    fx = np.fft.rfftfreq(WIDTH)[None, :]
    field = np.fft.irfft2(spectrum * np.exp(-(fx ** 2 + fy ** 2) * scale), s=(HEIGHT, WIDTH))
    return (field - field.mean()) / field.std()


def main():
    rng = np.random.default_rng(20261129)
    vegetation = 1 / (1 + np.exp(-2 * smooth_noise(rng, 4000)))  # 0 bare .. 1 dense forest
    water = smooth_noise(rng, 2500) > 1.6
    brightness = smooth_noise(rng, 800) * 0.1
    reflectance = {
        "B2": 0.06 + 0.03 * (1 - vegetation) + 0.01 * brightness,
        "B3": 0.07 + 0.04 * (1 - vegetation) + 0.02 * vegetation + 0.01 * brightness,
        "B4": 0.09 + 0.08 * (1 - vegetation) - 0.05 * vegetation + 0.01 * brightness,
        "B5": 0.18 + 0.25 * vegetation + 0.02 * brightness,
    }
    for name, water_value in (("B2", 0.05), ("B3", 0.04), ("B4", 0.03), ("B5", 0.01)):
        reflectance[name] = np.where(water, water_value, reflectance[name])

    rows, columns = np.mgrid[0:HEIGHT, 0:WIDTH]
    outside_scene = columns < (HEIGHT - rows) * 0.35  # the slanted edge of a Landsat path
    cloud = ((columns - 280) / 38.0) ** 2 + ((rows - 70) / 26.0) ** 2 < 1
    nodata = outside_scene | cloud

    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "sample.tif")
    driver = gdal.GetDriverByName("GTiff")
    dataset = driver.Create(path, WIDTH, HEIGHT, 4, gdal.GDT_UInt16,
                            ["COMPRESS=DEFLATE", "PREDICTOR=2", "TILED=YES"])
    dataset.SetGeoTransform((ORIGIN[0], PIXEL, 0.0, ORIGIN[1], 0.0, -PIXEL))
    srs = osr.SpatialReference()
    srs.ImportFromEPSG(32618)
    dataset.SetProjection(srs.ExportToWkt())
    for number, (name, values) in enumerate(reflectance.items(), 1):
        scaled = np.clip(np.round(values * 10000), 1, 65535).astype(np.uint16)
        scaled[nodata] = 0
        band = dataset.GetRasterBand(number)
        band.WriteArray(scaled)
        band.SetNoDataValue(0)
        band.SetDescription(name)
    dataset = None
    print(path)


if __name__ == "__main__":
    main()
