"""Running an ONNX model over an export's patches: the model's header and contract, the runtime (onnxruntime,
imported only inside runtime's functions: core and the plugin load without it), the request, the plan checked
before any work, and the run in one process, writing its output as the import writes a GeoTIFF.

Imports core.base, places, codec, layout, export and importing; never distributed or cli.
"""
