"""Writes docs/NAME.html beside each docs/NAME.md: the help pages the plugin ships and opens offline (the
Help buttons of its dialogs and of its Processing dialogs), readable in any browser without a network.

Usage: python3 scripts/docs_html.py   (any Python 3.9+, standard library only; scripts/algorithms_doc.py runs it
too, and tests/test_help.py fails when a page is out of date).

Why HTML made here, and committed: a browser shows .md as plain text (or offers to download it), and anchors
into it do not work; QGIS's Python has no Markdown module everywhere (Debian's and OSGeo4W's QGIS do not need
python3-markdown), so the plugin cannot render at run time. The pages use a small subset of Markdown
(headings, paragraphs, lists, tables, fenced code, inline code, bold, italic, links, images and a few inline
HTML tags), which this converter renders. Heading ids are GitHub's anchors, so helpUrl() takes the same
anchors offline as on the web; each page links to its web version too.
"""

import configparser
import html
import re
import sys
import unicodedata
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PLUGIN_ROOT = ROOT / "tfrecord_bridge"
DOCS = PLUGIN_ROOT / "docs"

# Inline HTML the pages use (algorithms.md holds the algorithms' help, written for QGIS's rich text).
ALLOWED_TAG = re.compile(r"</?(?:b|i|br|em|strong|code|sub|sup)\s*/?>", re.IGNORECASE)
CODE_SPAN = re.compile(r"(`+)(.+?)\1")
IMAGE = re.compile(r"!\[([^\]]*)\]\(([^)\s]+)\)")
LINK = re.compile(r"\[([^\]]+)\]\(([^)\s]+)\)")
BOLD = re.compile(r"\*\*(?=\S)(.+?)(?<=\S)\*\*")
ITALIC = re.compile(r"(?<![\w*])\*(?=[^\s*])(.+?)(?<=[^\s*])\*(?![\w*])")
ESCAPED = re.compile(r"\\([\\`*_{}\[\]()#+\-.!|<>])")
HEADING = re.compile(r"^(#{1,6})\s+(.*?)\s*#*\s*$")
LIST_ITEM = re.compile(r"^(\s*)([-*+]|\d+[.)])\s+(.*)$")
TABLE_SEPARATOR = re.compile(r"^\s*\|?\s*:?-+:?\s*(\|\s*:?-+:?\s*)*\|?\s*$")

STYLE = """body { font-family: sans-serif; max-width: 60em; margin: 1em auto; padding: 0 1em; line-height: 1.45; }
code, pre { font-family: monospace; background: #f4f4f4; }
pre { padding: 0.6em; overflow-x: auto; }
table { border-collapse: collapse; margin: 0.6em 0; }
th, td { border: 1px solid #bbb; padding: 0.25em 0.5em; vertical-align: top; text-align: left; }
p.web { font-size: 90%; color: #555; border-bottom: 1px solid #ddd; padding-bottom: 0.4em; }"""


def github_anchor(heading):
    """The anchor GitHub gives a Markdown heading: lower case, punctuation dropped, spaces to hyphens."""
    text = heading.strip().lower()
    text = "".join(ch for ch in text if ch in " -_" or unicodedata.category(ch)[0] in "LN")
    return text.replace(" ", "-")


def repository_url(root=PLUGIN_ROOT):
    metadata = configparser.ConfigParser(interpolation=None)
    metadata.read(root / "metadata.txt", encoding="utf-8")
    return metadata.get("general", "repository").rstrip("/")


def _href(target):
    """Links between the pages go to their HTML renderings."""
    if re.match(r"^[a-z][a-z0-9+.-]*:", target, re.IGNORECASE):
        return target
    path, hash_mark, fragment = target.partition("#")
    if path.endswith(".md"):
        path = path[:-3] + ".html"
    return path + hash_mark + fragment


def inline(text):
    """One block's text as HTML: code spans verbatim, the rest escaped but for the allowed tags."""
    codes = []

    def keep_code(match):
        codes.append("<code>" + html.escape(match.group(2).strip(), quote=False) + "</code>")
        return f"\x00{len(codes) - 1}\x00"

    text = CODE_SPAN.sub(keep_code, text)
    pieces = []
    position = 0
    for match in ALLOWED_TAG.finditer(text):
        pieces.append(html.escape(text[position:match.start()], quote=False))
        pieces.append(match.group(0))
        position = match.end()
    pieces.append(html.escape(text[position:], quote=False))
    text = "".join(pieces)
    text = ESCAPED.sub(lambda match: f"&#{ord(match.group(1))};", text)
    text = IMAGE.sub(lambda match: f'<img src="{html.escape(_href(match.group(2)))}" alt="{match.group(1)}">', text)
    text = LINK.sub(lambda match: f'<a href="{html.escape(_href(match.group(2)))}">{match.group(1)}</a>', text)
    text = BOLD.sub(r"<strong>\1</strong>", text)
    text = ITALIC.sub(r"<em>\1</em>", text)
    return re.sub("\x00(\\d+)\x00", lambda match: codes[int(match.group(1))], text)


def _cells(line):
    line = line.strip()
    if line.startswith("|"):
        line = line[1:]
    if line.endswith("|") and not line.endswith("\\|"):
        line = line[:-1]
    return [cell.strip() for cell in re.split(r"(?<!\\)\|", line)]


class _Renderer:
    """Renders the Markdown subset block by block: paragraphs, lists (nested by indent), headings, tables, code."""

    def __init__(self, text):
        self.lines = text.splitlines()
        self.index = 0
        self.out, self.paragraph, self.lists, self.item = [], [], [], []
        self.anchors = {}

    def flush_paragraph(self):
        if self.paragraph:
            self.out.append("<p>" + inline(" ".join(self.paragraph)) + "</p>")
            self.paragraph.clear()

    def flush_item(self):
        if self.item:
            self.out.append(inline(" ".join(self.item)))
            self.item.clear()

    def close_blocks(self, indent=-1):
        """End the paragraph, and the lists deeper than ``indent`` (all by default)."""
        self.flush_paragraph()
        self.flush_item()
        while self.lists and self.lists[-1][0] > indent:
            self.out.append(f"</li></{self.lists.pop()[1]}>")

    def code(self, fence_line):
        self.close_blocks()
        language = fence_line.strip()[3:].strip()
        code = []
        self.index += 1
        while self.index < len(self.lines) and not self.lines[self.index].strip().startswith("```"):
            code.append(self.lines[self.index])
            self.index += 1
        attribute = f' class="language-{html.escape(language)}"' if language else ""
        self.out.append(f"<pre><code{attribute}>" + html.escape("\n".join(code), quote=False) + "</code></pre>")
        self.index += 1

    def heading(self, match):
        self.close_blocks()
        level, title = match.groups()
        anchor = github_anchor(title)
        count = self.anchors.get(anchor, 0)
        self.anchors[anchor] = count + 1
        anchor = f"{anchor}-{count}" if count else anchor
        self.out.append(f'<h{len(level)} id="{anchor}">{inline(title)}</h{len(level)}>')
        self.index += 1

    def table(self):
        self.close_blocks()
        header = _cells(self.lines[self.index])
        self.out.append("<table>\n<tr>" + "".join(f"<th>{inline(cell)}</th>" for cell in header) + "</tr>")
        self.index += 2
        while self.index < len(self.lines) and self.lines[self.index].strip().startswith("|"):
            cells = _cells(self.lines[self.index])
            self.out.append("<tr>" + "".join(f"<td>{inline(cell)}</td>" for cell in cells) + "</tr>")
            self.index += 1
        self.out.append("</table>")

    def list_item(self, match):
        self.flush_paragraph()
        indent = len(match.group(1))
        tag = "ol" if match.group(2)[0].isdigit() else "ul"
        if self.lists and indent > self.lists[-1][0]:
            self.flush_item()
            self.out.append(f"<{tag}><li>")
            self.lists.append((indent, tag))
        else:
            self.close_blocks(indent)
            if self.lists:
                self.out.append("</li><li>")
            else:
                self.out.append(f"<{tag}><li>")
                self.lists.append((indent, tag))
        self.item.append(match.group(3))
        self.index += 1

    def is_table(self, line):
        return (line.strip().startswith("|") and self.index + 1 < len(self.lines)
                and bool(TABLE_SEPARATOR.match(self.lines[self.index + 1])))

    def render(self):
        while self.index < len(self.lines):
            line = self.lines[self.index]
            if not line.strip():
                self.close_blocks()
                self.index += 1
            elif line.strip().startswith("```"):
                self.code(line)
            elif HEADING.match(line):
                self.heading(HEADING.match(line))
            elif self.is_table(line):
                self.table()
            elif LIST_ITEM.match(line):
                self.list_item(LIST_ITEM.match(line))
            else:
                (self.item if self.lists else self.paragraph).append(line.strip())
                self.index += 1
        self.close_blocks()
        return "\n".join(self.out) + "\n"


def markdown_body(text):
    """The HTML body of a page in the Markdown subset the docs use."""
    return _Renderer(text).render()


def page_html(markdown_path, root=PLUGIN_ROOT):
    """The whole page for one docs/NAME.md, with a link to its web version."""
    text = markdown_path.read_text(encoding="utf-8")
    title_match = re.search(r"^#\s+(.*)$", text, re.MULTILINE)
    title = title_match.group(1).strip() if title_match else markdown_path.stem
    web = f"{repository_url(root)}/blob/main/tfrecord_bridge/docs/{markdown_path.name}"
    return (f'<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n'
            f"<!-- Made from {markdown_path.name} by scripts/docs_html.py: edit the .md and run that script. -->\n"
            f"<title>{html.escape(title)}</title>\n<style>\n{STYLE}\n</style>\n</head>\n<body>\n"
            f'<p class="web">TFRecord Bridge help, shipped with the plugin. The same page on the web: '
            f'<a href="{html.escape(web)}">{html.escape(web)}</a></p>\n'
            f"{markdown_body(text)}</body>\n</html>\n")


def pages(root=PLUGIN_ROOT):
    """{html path: its content} for every docs/*.md."""
    return {path.with_suffix(".html"): page_html(path, root) for path in sorted((root / "docs").glob("*.md"))}


def main():
    for path, content in pages().items():
        if not path.is_file() or path.read_text(encoding="utf-8") != content:
            path.write_text(content, encoding="utf-8")
            print(f"wrote {path.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
