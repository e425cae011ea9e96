"""TFRecord Bridge's QGIS-free engine.

The public codec API, usable from training scripts and notebooks without QGIS,
GDAL or a display::

    from tfrecord_bridge.core import read_records, write_records, encode_example, decode_example
"""

from .codec.example import (
                      decode_example,
                      decode_sequence_example,
                      encode_example,
                      encode_example_parts,
                      encode_sequence_example,
                      encode_sequence_example_parts,
)
from .codec.records import RecordReader, RecordWriter, ShardedRecordWriter, TFRecordError, read_records, write_records

__all__ = [
    "read_records", "write_records", "encode_example", "decode_example",
    "encode_sequence_example", "decode_sequence_example", "encode_example_parts",
    "encode_sequence_example_parts", "RecordReader", "RecordWriter", "ShardedRecordWriter",
    "TFRecordError",
]
