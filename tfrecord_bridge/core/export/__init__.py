"""Writing an export: reading the source rasters and labels, planning and writing the image's patches
(export_image, assemble), training sets, patches at points, and the size estimate checked first.

Imports core.base, places, codec, layout, and core.tables and core.inspect (patches at points); never
core.importing.
"""
