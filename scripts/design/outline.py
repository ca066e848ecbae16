"""Text as SVG outlines from the site's own fonts, for the artwork in public/.

Outlined text renders the same on every machine and needs no font when an SVG is loaded as
<img>. Requires fontTools and brotli (pip install fonttools brotli); the site does not.
"""

from __future__ import annotations

import functools
import pathlib

from fontTools.pens.svgPathPen import SVGPathPen
from fontTools.pens.transformPen import TransformPen
from fontTools.ttLib import TTFont
from fontTools.varLib.instancer import instantiateVariableFont

ROOT = pathlib.Path(__file__).resolve().parents[2]
FONTS = {
    "jakarta": ROOT / "app" / "fonts" / "plus-jakarta-sans-latin-wght.woff2",
    "inter": ROOT / "app" / "fonts" / "inter-latin-wght.woff2",
}


@functools.cache
def instance(family: str, weight: int) -> TTFont:
    return instantiateVariableFont(TTFont(FONTS[family]), {"wght": weight})


def text_path(family: str, weight: int, text: str, size: float, x: float, baseline: float,
              tracking: float = 0.0) -> tuple[str, float]:
    """SVG path data for `text` set at `size` px from (x, baseline); returns (d, end x)."""
    font = instance(family, weight)
    glyphs = font.getGlyphSet()
    cmap = font.getBestCmap()
    scale = size / font["head"].unitsPerEm
    pen = SVGPathPen(glyphs, ntos=lambda v: f"{v:.1f}".rstrip("0").rstrip("."))
    cursor = x
    for char in text:
        name = cmap[ord(char)]
        glyph = glyphs[name]
        glyph.draw(TransformPen(pen, (scale, 0, 0, -scale, cursor, baseline)))
        cursor += glyph.width * scale + tracking
    return pen.getCommands(), cursor - tracking


def word(family, weight, text, size, x, baseline, fill, tracking=0.0, anchor="start"):
    """A filled path of `text`; anchor "end" or "middle" aligns it like SVG text-anchor."""
    if anchor != "start":
        _, end = text_path(family, weight, text, size, 0, baseline, tracking)
        x = x - end if anchor == "end" else x - end / 2
    d, end = text_path(family, weight, text, size, x, baseline, tracking)
    return f'<path fill="{fill}" d="{d}"/>', end
