"""Reading an export back into a GeoTIFF: the plan made from the files, mixer and sidecar (import_plan)
and the import itself (import_image).

Imports core.base, places, codec and layout; never core.export.
"""
