"""The Example protos as protobuf message classes, in a private descriptor pool.

For reference decoding and for checking our own encoder against protobuf's.
The messages live in a package of our own in a pool of our own, so importing
this next to TensorFlow (which registers ``tensorflow.Example`` globally) cannot
clash. Field numbers and types are those of tensorflow/core/example/*.proto, so
the wire format is identical.
"""

from google.protobuf import descriptor_pb2, descriptor_pool, message_factory

_PACKAGE = "tfrecord_bridge.example"
_F = descriptor_pb2.FieldDescriptorProto


def _field(message, name, number, field_type, label=_F.LABEL_OPTIONAL, type_name=None,
           packed=None, oneof_index=None):
    field = message.field.add(name=name, number=number, type=field_type, label=label)
    if type_name:
        field.type_name = f".{_PACKAGE}.{type_name}"
    if packed is not None:
        field.options.packed = packed
    if oneof_index is not None:
        field.oneof_index = oneof_index
    return field


def _map_entry(message, entry_name, value_type):
    entry = message.nested_type.add(name=entry_name)
    entry.options.map_entry = True
    _field(entry, "key", 1, _F.TYPE_STRING)
    _field(entry, "value", 2, _F.TYPE_MESSAGE, type_name=value_type)
    return entry


def _file_descriptor():
    proto = descriptor_pb2.FileDescriptorProto(name="tfrecord_bridge/example.proto",
                                               package=_PACKAGE, syntax="proto3")
    for list_name, value_type in (("BytesList", _F.TYPE_BYTES), ("FloatList", _F.TYPE_FLOAT),
                                  ("Int64List", _F.TYPE_INT64)):
        message = proto.message_type.add(name=list_name)
        _field(message, "value", 1, value_type, _F.LABEL_REPEATED,
               packed=None if value_type == _F.TYPE_BYTES else True)

    feature = proto.message_type.add(name="Feature")
    feature.oneof_decl.add(name="kind")
    _field(feature, "bytes_list", 1, _F.TYPE_MESSAGE, type_name="BytesList", oneof_index=0)
    _field(feature, "float_list", 2, _F.TYPE_MESSAGE, type_name="FloatList", oneof_index=0)
    _field(feature, "int64_list", 3, _F.TYPE_MESSAGE, type_name="Int64List", oneof_index=0)

    features = proto.message_type.add(name="Features")
    _map_entry(features, "FeatureEntry", "Feature")
    _field(features, "feature", 1, _F.TYPE_MESSAGE, _F.LABEL_REPEATED, "Features.FeatureEntry")

    feature_list = proto.message_type.add(name="FeatureList")
    _field(feature_list, "feature", 1, _F.TYPE_MESSAGE, _F.LABEL_REPEATED, "Feature")

    feature_lists = proto.message_type.add(name="FeatureLists")
    _map_entry(feature_lists, "FeatureListEntry", "FeatureList")
    _field(feature_lists, "feature_list", 1, _F.TYPE_MESSAGE, _F.LABEL_REPEATED,
           "FeatureLists.FeatureListEntry")

    example = proto.message_type.add(name="Example")
    _field(example, "features", 1, _F.TYPE_MESSAGE, type_name="Features")

    sequence_example = proto.message_type.add(name="SequenceExample")
    _field(sequence_example, "context", 1, _F.TYPE_MESSAGE, type_name="Features")
    _field(sequence_example, "feature_lists", 2, _F.TYPE_MESSAGE, type_name="FeatureLists")
    return proto


def _message_class(descriptor):
    # GetMessageClass arrived in protobuf 4.21; MessageFactory.GetPrototype left in 5.x.
    if hasattr(message_factory, "GetMessageClass"):
        return message_factory.GetMessageClass(descriptor)
    return message_factory.MessageFactory(descriptor.file.pool).GetPrototype(descriptor)


POOL = descriptor_pool.DescriptorPool()
POOL.AddSerializedFile(_file_descriptor().SerializeToString())

BytesList, FloatList, Int64List, Feature, Features, FeatureList, FeatureLists, Example, SequenceExample = (
    _message_class(POOL.FindMessageTypeByName(f"{_PACKAGE}.{name}"))
    for name in ("BytesList", "FloatList", "Int64List", "Feature", "Features", "FeatureList",
                 "FeatureLists", "Example", "SequenceExample"))
