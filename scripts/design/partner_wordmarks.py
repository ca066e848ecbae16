"""Draws the invented partner wordmarks of the EV case study as SVG files.

Text is converted to outlines from the site's own fonts (app/fonts), so the logos look the
same on every machine and need no font when loaded as <img>. The partners and their marks are
our inventions: no real company's name or logo.

Only needed to redraw the committed files in public/case-studies/partners/ (see outline.py
for what it needs):
    python3 scripts/design/partner_wordmarks.py
"""

from __future__ import annotations

from outline import ROOT, word

OUT = ROOT / "public" / "case-studies" / "partners"
WIDTH, HEIGHT = 200, 56


def svg(name: str, label: str, body: str, end: float) -> None:
    """Writes one logo, centred horizontally on the shared 200 x 56 canvas (marks start at x 4)."""
    if end > WIDTH - 4:
        raise ValueError(f"{name}: the wordmark is {end:.0f}px wide; the canvas is {WIDTH}px")
    OUT.mkdir(parents=True, exist_ok=True)
    shift = (WIDTH - end - 4) / 2
    doc = (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{HEIGHT}" '
        f'viewBox="0 0 {WIDTH} {HEIGHT}" role="img" aria-label="{label}">'
        f'<title>{label}</title><g transform="translate({shift:.1f} 0)">{body}</g></svg>\n'
    )
    (OUT / f"{name}.svg").write_text(doc)


def kinetra() -> None:
    teal, ink = "#0f766e", "#0f172a"
    mark = (
        f'<rect x="4" y="10" width="36" height="36" rx="10" fill="{teal}"/>'
        '<path fill="#fff" d="M24.5 15 14 30.5h7.5L19 41l11-15.5h-7.5z"/>'
    )
    a, end = word("jakarta", 800, "Kinetra", 22, 50, 30, ink, -0.3)
    b, end2 = word("jakarta", 600, "CHARGE", 9.5, 51, 44, teal, 2.6)
    svg("kinetra-charge", "Kinetra Charge", mark + a + b, max(end, end2))


def lumaplug() -> None:
    amber = "#c2410c"
    mark = (
        f'<circle cx="22" cy="28" r="17" fill="none" stroke="{amber}" stroke-width="4"/>'
        f'<rect x="15.5" y="19" width="4" height="10" rx="2" fill="{amber}"/>'
        f'<rect x="24.5" y="19" width="4" height="10" rx="2" fill="{amber}"/>'
        f'<path fill="{amber}" d="M13 28h18v3a9 9 0 0 1-18 0z"/>'
    )
    a, end = word("jakarta", 700, "lumaplug", 25, 48, 36, "#1c1917", -0.6)
    svg("lumaplug", "Lumaplug", mark + a, end)


def voltaro() -> None:
    indigo = "#3730a3"
    mark = (
        f'<path fill="{indigo}" d="M4 12h10l8 19 8-19h10L27 44H17z"/>'
        '<path fill="#f59e0b" d="M22 31l3.2-7.6h-6.4z"/>'
    )
    a, end = word("inter", 800, "VOLTARO", 20, 48, 30, indigo, 1.6)
    b, end2 = word("inter", 500, "MOBILITY", 9, 49, 44, "#475569", 3.4)
    svg("voltaro-mobility", "Voltaro Mobility", mark + a + b, max(end, end2))


def norvane() -> None:
    slate, red = "#1e293b", "#dc2626"
    mark = (
        f'<path fill="{slate}" d="M4 44V12h8l16 20V12h8v32h-8L12 24v20z"/>'
        f'<rect x="4" y="47" width="32" height="3" fill="{red}"/>'
    )
    a, end = word("inter", 700, "NORVANE", 18, 46, 30, slate, 2.4)
    b, end2 = word("inter", 500, "TRUCKS", 9, 47, 44, red, 4.2)
    svg("norvane-trucks", "Norvane Trucks", mark + a + b, max(end, end2))


def paynexa() -> None:
    violet = "#6d28d9"
    mark = (
        f'<circle cx="17" cy="28" r="13" fill="{violet}"/>'
        '<circle cx="29" cy="28" r="13" fill="#a78bfa" fill-opacity="0.85"/>'
    )
    a, end = word("jakarta", 800, "paynexa", 26, 50, 36, "#2e1065", -0.8)
    svg("paynexa", "Paynexa", mark + a, end)


def terravue() -> None:
    green = "#15803d"
    mark = (
        f'<path fill="{green}" d="M22 8c-8.3 0-15 6.5-15 14.6C7 33.5 22 48 22 48s15-14.5 15-25.4C37 14.5 30.3 8 22 8z"/>'
        '<path fill="none" stroke="#fff" stroke-width="2.2" stroke-linecap="round" '
        'd="M13 21c3-2.5 6-2.5 9 0s6 2.5 9 0M13 27c3-2.5 6-2.5 9 0s6 2.5 9 0"/>'
    )
    a, end = word("jakarta", 700, "Terravue", 20, 46, 34, "#14532d", -0.4)
    b, end = word("jakarta", 400, "maps", 20, end + 4, 34, green, -0.4)
    svg("terravue-maps", "Terravue Maps", mark + a + b, end)


def gridwell() -> None:
    blue, yellow = "#1d4ed8", "#eab308"
    cells = "".join(
        f'<rect x="{x}" y="{y}" width="15" height="15" rx="3" fill="{fill}"/>'
        for x, y, fill in [(4, 12, blue), (21, 12, blue), (4, 29, blue), (21, 29, yellow)]
    )
    a, end = word("inter", 800, "Gridwell", 21, 46, 30, "#172554", -0.5)
    b, end2 = word("inter", 600, "ENERGY", 9, 47, 44, blue, 3.6)
    svg("gridwell-energy", "Gridwell Energy", cells + a + b, max(end, end2))


def cellsight() -> None:
    emerald = "#047857"
    mark = (
        f'<rect x="4" y="15" width="32" height="26" rx="6" fill="none" stroke="{emerald}" stroke-width="3.5"/>'
        f'<rect x="37" y="23" width="4" height="10" rx="1.5" fill="{emerald}"/>'
        f'<rect x="10" y="21" width="5" height="14" rx="1.5" fill="{emerald}"/>'
        f'<rect x="17.5" y="21" width="5" height="14" rx="1.5" fill="{emerald}"/>'
        '<rect x="25" y="21" width="5" height="14" rx="1.5" fill="#6ee7b7"/>'
    )
    a, end = word("inter", 600, "cellsight", 25, 50, 36, "#064e3b", -0.7)
    svg("cellsight", "Cellsight", mark + a, end)


def depotwise() -> None:
    orange = "#b45309"
    mark = (
        f'<path fill="{orange}" d="M22 8 4 20v24h36V20z"/>'
        '<path fill="#fff" d="M23.5 21 16 32h5l-1.5 8L27 29h-5z"/>'
    )
    a, end = word("jakarta", 800, "Depotwise", 23, 48, 36, "#292524", -0.6)
    svg("depotwise", "Depotwise", mark + a, end)


def pingstone() -> None:
    rose = "#be123c"
    mark = (
        f'<path fill="{rose}" d="M8 10h28a6 6 0 0 1 6 6v16a6 6 0 0 1-6 6H20l-9 8v-8H8a6 6 0 0 1-6-6V16a6 6 0 0 1 6-6z"/>'
        '<circle cx="14" cy="24" r="2.6" fill="#fff"/><circle cx="22" cy="24" r="2.6" fill="#fff"/>'
        '<circle cx="30" cy="24" r="2.6" fill="#fff"/>'
    )
    a, end = word("jakarta", 700, "pingstone", 24, 50, 35, "#4c0519", -0.5)
    svg("pingstone", "Pingstone", mark + a, end)


if __name__ == "__main__":
    for draw in (kinetra, lumaplug, voltaro, norvane, paynexa, terravue, gridwell, cellsight,
                 depotwise, pingstone):
        draw()
    print(f"wrote {len(list(OUT.glob('*.svg')))} files to {OUT.relative_to(ROOT)}")
