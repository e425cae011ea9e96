"""The bytes of a TFRecord file: record framing and its CRC-32C (records, crc32c), GZIP written in
parallel segments (deflate), tf.train.Example and SequenceExample (example), protobuf's own classes for
the tests (protos).

Imports core.base and core.places.
"""
