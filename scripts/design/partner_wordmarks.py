"""Draws the invented partner wordmarks of the EV case study as SVG files.

Text is converted to outlines from the site's own fonts (app/fonts), so the logos look the
same on every machine and need no font when loaded as <img>. The partners and their marks are
our inventions: no real company's name or logo.

Each logo carries its own dark variant: a <style> with a prefers-color-scheme: dark rule that
swaps each colour too dark to read on the dark theme's tiles for a light one (DARK below), so
the wordmarks stay legible in both themes while loaded as <img>
(docs/reader-settings.md#logos-and-wordmarks-in-the-dark).

Only needed to redraw the committed files in public/case-studies/partners/ (see outline.py
for what it needs):
    python3 scripts/design/partner_wordmarks.py
To change only the dark colours of the committed files (no fonts needed):
    python3 scripts/design/partner_wordmarks.py --dark-only
"""

from __future__ import annotations

import re
import sys
from typing import NamedTuple

from outline import ROOT

OUT = ROOT / "public" / "case-studies" / "partners"
WIDTH, HEIGHT = 200, 56


# Colours below 3:1 against the dark theme's logo tile (#131825), and the light colour each
# becomes there (3:1 and more for marks, 4.5:1 and more for lettering). Colours that already
# read on dark (the amber, yellow, teal, orange and red marks) keep their value.
DARK = {
    "#0f172a": "#e2e8f0",
    "#1c1917": "#e7e5e4",
    "#3730a3": "#818cf8",
    "#475569": "#94a3b8",
    "#1e293b": "#cbd5e1",
    "#6d28d9": "#8b5cf6",
    "#2e1065": "#ddd6fe",
    "#14532d": "#bbf7d0",
    "#1d4ed8": "#60a5fa",
    "#172554": "#bfdbfe",
    "#064e3b": "#a7f3d0",
    "#292524": "#e7e5e4",
    "#be123c": "#f43f5e",
    "#4c0519": "#fecdd3",
}


def dark_style(body: str) -> str:
    """A <style> that swaps the body's too-dark fills and strokes in the dark theme."""
    rules = "".join(
        f'[{attr}="{light}"]{{{attr}:{dark}}}'
        for light, dark in DARK.items()
        for attr in ("fill", "stroke")
        if f'{attr}="{light}"' in body
    )
    return f"<style>@media (prefers-color-scheme:dark){{{rules}}}</style>" if rules else ""


def restyle(doc: str) -> str:
    """The same logo with its dark <style> redone from DARK."""
    doc = re.sub(r"<style>.*?</style>", "", doc)
    return doc.replace("<title>", dark_style(doc) + "<title>", 1)


def svg(name: str, label: str, body: str, end: float) -> None:
    """Writes one logo, centred horizontally on the shared 200 x 56 canvas (marks start at x 4)."""
    if end > WIDTH - 4:
        raise ValueError(f"{name}: the wordmark is {end:.0f}px wide; the canvas is {WIDTH}px")
    OUT.mkdir(parents=True, exist_ok=True)
    shift = (WIDTH - end - 4) / 2
    doc = (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{HEIGHT}" '
        f'viewBox="0 0 {WIDTH} {HEIGHT}" role="img" aria-label="{label}">'
        f'{dark_style(body)}<title>{label}</title>'
        f'<g transform="translate({shift:.1f} 0)">{body}</g></svg>\n'
    )
    (OUT / f"{name}.svg").write_text(doc)


class Line(NamedTuple):
    """One line of a wordmark's text, in `word`'s terms; x None sets it 4px after the line before."""

    font: str
    weight: int
    text: str
    size: float
    x: float | None
    baseline: float
    fill: str
    tracking: float


class Partner(NamedTuple):
    slug: str
    label: str
    mark: str
    lines: tuple[Line, ...]


def draw(partner: Partner) -> None:
    """Sets the partner's lines of text beside its mark and writes the logo."""
    from outline import word  # needs fontTools; --dark-only does not

    body, end, line_end = partner.mark, 0.0, 0.0
    for line in partner.lines:
        x = line_end + 4 if line.x is None else line.x
        path, line_end = word(line.font, line.weight, line.text, line.size, x, line.baseline,
                              line.fill, line.tracking)
        body, end = body + path, max(end, line_end)
    svg(partner.slug, partner.label, body, end)


TEAL, INK = "#0f766e", "#0f172a"
AMBER = "#c2410c"
INDIGO = "#3730a3"
SLATE, RED = "#1e293b", "#dc2626"
VIOLET = "#6d28d9"
GREEN = "#15803d"
BLUE, YELLOW = "#1d4ed8", "#eab308"
EMERALD = "#047857"
ORANGE = "#b45309"
ROSE = "#be123c"

PARTNERS = (
    Partner("kinetra-charge", "Kinetra Charge", (
        f'<rect x="4" y="10" width="36" height="36" rx="10" fill="{TEAL}"/>'
        '<path fill="#fff" d="M24.5 15 14 30.5h7.5L19 41l11-15.5h-7.5z"/>'
    ), (
        Line("jakarta", 800, "Kinetra", 22, 50, 30, INK, -0.3),
        Line("jakarta", 600, "CHARGE", 9.5, 51, 44, TEAL, 2.6),
    )),
    Partner("lumaplug", "Lumaplug", (
        f'<circle cx="22" cy="28" r="17" fill="none" stroke="{AMBER}" stroke-width="4"/>'
        f'<rect x="15.5" y="19" width="4" height="10" rx="2" fill="{AMBER}"/>'
        f'<rect x="24.5" y="19" width="4" height="10" rx="2" fill="{AMBER}"/>'
        f'<path fill="{AMBER}" d="M13 28h18v3a9 9 0 0 1-18 0z"/>'
    ), (
        Line("jakarta", 700, "lumaplug", 25, 48, 36, "#1c1917", -0.6),
    )),
    Partner("voltaro-mobility", "Voltaro Mobility", (
        f'<path fill="{INDIGO}" d="M4 12h10l8 19 8-19h10L27 44H17z"/>'
        '<path fill="#f59e0b" d="M22 31l3.2-7.6h-6.4z"/>'
    ), (
        Line("inter", 800, "VOLTARO", 20, 48, 30, INDIGO, 1.6),
        Line("inter", 500, "MOBILITY", 9, 49, 44, "#475569", 3.4),
    )),
    Partner("norvane-trucks", "Norvane Trucks", (
        f'<path fill="{SLATE}" d="M4 44V12h8l16 20V12h8v32h-8L12 24v20z"/>'
        f'<rect x="4" y="47" width="32" height="3" fill="{RED}"/>'
    ), (
        Line("inter", 700, "NORVANE", 18, 46, 30, SLATE, 2.4),
        Line("inter", 500, "TRUCKS", 9, 47, 44, RED, 4.2),
    )),
    Partner("paynexa", "Paynexa", (
        f'<circle cx="17" cy="28" r="13" fill="{VIOLET}"/>'
        '<circle cx="29" cy="28" r="13" fill="#a78bfa" fill-opacity="0.85"/>'
    ), (
        Line("jakarta", 800, "paynexa", 26, 50, 36, "#2e1065", -0.8),
    )),
    Partner("terravue-maps", "Terravue Maps", (
        f'<path fill="{GREEN}" d="M22 8c-8.3 0-15 6.5-15 14.6C7 33.5 22 48 22 48s15-14.5 15-25.4C37 14.5 30.3 8 22 8z"/>'
        '<path fill="none" stroke="#fff" stroke-width="2.2" stroke-linecap="round" '
        'd="M13 21c3-2.5 6-2.5 9 0s6 2.5 9 0M13 27c3-2.5 6-2.5 9 0s6 2.5 9 0"/>'
    ), (
        Line("jakarta", 700, "Terravue", 20, 46, 34, "#14532d", -0.4),
        Line("jakarta", 400, "maps", 20, None, 34, GREEN, -0.4),
    )),
    Partner("gridwell-energy", "Gridwell Energy", "".join(
        f'<rect x="{x}" y="{y}" width="15" height="15" rx="3" fill="{fill}"/>'
        for x, y, fill in [(4, 12, BLUE), (21, 12, BLUE), (4, 29, BLUE), (21, 29, YELLOW)]
    ), (
        Line("inter", 800, "Gridwell", 21, 46, 30, "#172554", -0.5),
        Line("inter", 600, "ENERGY", 9, 47, 44, BLUE, 3.6),
    )),
    Partner("cellsight", "Cellsight", (
        f'<rect x="4" y="15" width="32" height="26" rx="6" fill="none" stroke="{EMERALD}" stroke-width="3.5"/>'
        f'<rect x="37" y="23" width="4" height="10" rx="1.5" fill="{EMERALD}"/>'
        f'<rect x="10" y="21" width="5" height="14" rx="1.5" fill="{EMERALD}"/>'
        f'<rect x="17.5" y="21" width="5" height="14" rx="1.5" fill="{EMERALD}"/>'
        '<rect x="25" y="21" width="5" height="14" rx="1.5" fill="#6ee7b7"/>'
    ), (
        Line("inter", 600, "cellsight", 25, 50, 36, "#064e3b", -0.7),
    )),
    Partner("depotwise", "Depotwise", (
        f'<path fill="{ORANGE}" d="M22 8 4 20v24h36V20z"/>'
        '<path fill="#fff" d="M23.5 21 16 32h5l-1.5 8L27 29h-5z"/>'
    ), (
        Line("jakarta", 800, "Depotwise", 23, 48, 36, "#292524", -0.6),
    )),
    Partner("pingstone", "Pingstone", (
        f'<path fill="{ROSE}" d="M8 10h28a6 6 0 0 1 6 6v16a6 6 0 0 1-6 6H20l-9 8v-8H8a6 6 0 0 1-6-6V16a6 6 0 0 1 6-6z"/>'
        '<circle cx="14" cy="24" r="2.6" fill="#fff"/><circle cx="22" cy="24" r="2.6" fill="#fff"/>'
        '<circle cx="30" cy="24" r="2.6" fill="#fff"/>'
    ), (
        Line("jakarta", 700, "pingstone", 24, 50, 35, "#4c0519", -0.5),
    )),
)


if __name__ == "__main__":
    if "--dark-only" in sys.argv:
        for file in sorted(OUT.glob("*.svg")):
            file.write_text(restyle(file.read_text()))
        print(f"restyled {len(list(OUT.glob('*.svg')))} files in {OUT.relative_to(ROOT)}")
        sys.exit(0)
    for partner in PARTNERS:
        draw(partner)
    print(f"wrote {len(list(OUT.glob('*.svg')))} files to {OUT.relative_to(ROOT)}")
