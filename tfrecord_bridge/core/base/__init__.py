"""The small basics every part of core uses: a user's message and its translation template (messages),
what a log must not show (redaction), progress and cancelling, the words of a failure, the worker pools, the
import's error type.

Imports nothing else of core.
"""
