"""What an export looks like on disk and what each algorithm takes: the patch grid and kernel (grid), the
mixer, the files' names (naming), the sidecar and manifest beside the shards, EE's formatOptions
(format_options), the class table, and every algorithm's options and outputs (schema).

Imports core.base, core.places and core.codec.
"""
