"""Running an ONNX model over an export's patches: the model's header and contract, the runtime that opens it
(onnxruntime, imported only inside runtime's functions, so core and the plugin load without it), the request,
the plan checked before any work, and the run in one process that writes the output as the import writes a
GeoTIFF.

Imports core.base, places, codec, layout, export and importing; never distributed or cli.
"""
