"""What an export looks like on disk: the patch grid and kernel (grid), the mixer, the files' names
(naming), the sidecar and manifest beside the shards, EE's formatOptions (format_options) and the class
table.

Imports core.base, core.places and core.codec.
"""
