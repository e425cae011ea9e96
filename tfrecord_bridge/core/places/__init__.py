"""Where files live and how they get there: an output place read once when a run starts (place), local paths,
buckets and URLs behind one interface (storage), shards staged to S3, the output folder's files and their
commit (outputs, writer_lock), GDAL's block cache, and the JSON files given as inputs, read within a ceiling.

Imports core.base only.
"""
