"""The import's refusal, in a module of its own.

Both the finding and ordering of shards (:mod:`.naming`) and the import's planning (:mod:`.import_plan`) raise
it, and the planning imports naming: here, neither has to import the other to name it.
"""


class ImageImportError(ValueError):
    """Records that cannot be placed on the mixer's grid; the message names what and where."""
