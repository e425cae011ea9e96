"""Carries the translations of core messages over when words of a template became placeholders (issue 42: core
names options by key, e.g. "MIN_LABEL_SHARE and ..." became "{share} and ..." with share=option_name(...)).

    /usr/bin/python3 scripts/carry_translations.py   # then: scripts/translations.py (extract and compile)

For each template of the code that has no finished translation, the one text of i18n/*.ts that no longer is in
the code and reads the same but for words or placeholders where the template has placeholders is its old
version: its translation is carried over with the same replacements (MIN_LABEL_SHARE -> {share}), when each
word replaced occurs as often in the translation as in the old text; otherwise the text is listed for a
translator. Nothing else of the .ts files changes.
"""

import re
import string
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import translations

# What stood where a placeholder is now: a word (a Processing parameter, an EE key), or another placeholder,
# either followed by " false" (a boolean set false, now one placeholder).
_REPLACED = r"(?:[A-Za-z][A-Za-z0-9_]*|\{[^{}]*\})(?: false)?"


def _escaped(literal):
    return re.escape(literal.replace("{", "{{").replace("}", "}}"))


def _pattern(template):
    """(regex matching the old texts of ``template``, the placeholders in order as written in the template)."""
    parts, placeholders = [], []
    for literal, field, spec, conversion in string.Formatter().parse(template):
        parts.append(_escaped(literal))
        if field is None:
            continue
        written = "{" + field + (f"!{conversion}" if conversion else "") + (f":{spec}" if spec else "") + "}"
        placeholders.append(written)
        parts.append(f"({re.escape(written)}|{_REPLACED})")
    return re.compile("".join(parts)), placeholders


def _replacements(template, old):
    """{word of ``old``: its placeholder in ``template``} when ``old`` is ``template`` with words where it has
    placeholders; None when it is not, or one word became two different placeholders."""
    pattern, placeholders = _pattern(template)
    found = pattern.fullmatch(old)
    if found is None:
        return None
    replaced = {}
    for word, placeholder in zip(found.groups(), placeholders):
        if word != placeholder and replaced.setdefault(word, placeholder) != placeholder:
            return None
    return replaced or None


def _whole(word):
    return re.compile(r"(?<![A-Za-z0-9_])" + re.escape(word) + r"(?![A-Za-z0-9_])")


def carried(translation, old, replaced, template):
    """``translation`` of ``old`` with the words ``replaced``; None when a word is not there as often, or when
    the template keeps the word somewhere too ("CRS of the geometry (CRS)" -> "CRS of the geometry ({name})":
    which "CRS" of the translation became the placeholder cannot be told)."""
    for word in sorted(replaced, key=len, reverse=True):
        if len(_whole(word).findall(translation)) != len(_whole(word).findall(old)) or _whole(word).search(template):
            return None
    for word in sorted(replaced, key=len, reverse=True):
        translation = _whole(word).sub(lambda _, word=word: replaced[word], translation)
    return translation


def main():
    texts = translations.translatable_texts()
    numerus = translations.numerus_texts()
    left = 0
    for ts_path in translations.ts_files():
        language = ts_path.stem[len(translations.FILE_PREFIX):]
        if language == translations.ENGLISH:
            continue  # English's file holds the counts alone, their forms the code's: nothing to carry
        old = translations.read_translations(ts_path)
        gone = {source: translation for source, (translation, kind) in old.items()
                if source not in texts and translation}
        for template in texts:
            if old.get(template, ("", "unfinished"))[1] is None:
                continue  # translated already
            matches = [(source, replaced) for source in gone
                       if (replaced := _replacements(template, source)) is not None]
            if len(matches) != 1:
                continue
            source, replaced = matches[0]
            translation = carried(gone[source], source, replaced, template)
            if translation is None:
                left += 1
                print(f"{language}: not carried (a word replaced is not in the translation as often, or is also kept): "
                      f"{template!r}")
                continue
            old[template] = (translation, None)
            print(f"{language}: {source!r}\n    -> {template!r}")
        translations.write_ts(ts_path, language, texts, old, numerus)
    return 1 if left else 0


if __name__ == "__main__":
    sys.exit(main())
