"""Draws the EV case study's cover: the platform's route-planning console as an SVG mock-up.

A map with the day's route, two charging stops and the vehicle, beside the van's predicted
state of charge. Text is outlined (see outline.py for what this needs):
    python3 scripts/design/ev_cover.py
"""

from __future__ import annotations

from outline import ROOT, word

OUT = ROOT / "public" / "case-studies" / "ev-transport-platform" / "cover.svg"
W, H = 640, 480

NAVY, PANEL, LINE = "#12143a", "#1a1e4f", "#2e3585"
BRAND_300, BRAND_400, INK_300 = "#9eaeff", "#7082fb", "#c2c8d6"
ACCENT, GREEN, WHITE = "#fbb454", "#34d399", "#ffffff"


def t(text, size, x, y, fill=INK_300, weight=500, anchor="start", family="inter"):
    return word(family, weight, text, size, x, y, fill, anchor=anchor)[0]


def chrome() -> str:
    dots = "".join(
        f'<circle cx="{x}" cy="30" r="5" fill="{c}"/>'
        for x, c in [(30, "#f87171"), (46, ACCENT), (62, GREEN)]
    )
    return (
        f'<rect width="{W}" height="{H}" rx="18" fill="{NAVY}"/>'
        f'<rect x="0.5" y="0.5" width="{W - 1}" height="{H - 1}" rx="17.5" fill="none" stroke="{LINE}"/>'
        f'<path d="M0 56h{W}" stroke="{LINE}"/>{dots}'
        + t("Route planner", 13, 84, 35, WHITE, 600)
        + t("Tue 14 May · Bangkok depots", 12, 178, 35, BRAND_300, 400)
        + f'<rect x="470" y="17" width="154" height="26" rx="13" fill="{PANEL}" stroke="{LINE}"/>'
        + f'<circle cx="486" cy="30" r="4" fill="{GREEN}"/>'
        + t("2,014 vehicles live", 12, 497, 34.5, WHITE, 500)
    )


def map_panel() -> str:
    x0, y0, x1, y1 = 16, 72, 408, 464
    streets = "".join(
        f'<path d="{d}" stroke="#262b6b" stroke-width="{w}" fill="none" stroke-linecap="round"/>'
        for d, w in [
            ("M16 150 L408 120", 6), ("M16 260 L408 236", 4), ("M16 380 L408 350", 6),
            ("M90 72 L120 464", 4), ("M210 72 L230 464", 6), ("M330 72 L300 464", 4),
            ("M16 440 L180 72", 3), ("M250 464 L408 300", 3),
        ]
    )
    river = (
        '<path d="M150 72 C120 150 190 200 160 280 C135 350 210 400 190 464" '
        'stroke="#1f3d7a" stroke-width="16" fill="none" stroke-linecap="round"/>'
    )
    route = (
        "M62 420 C92 392 100 352 122 334 S172 292 200 280 S240 236 252 214 "
        "S300 184 322 170 S350 122 364 104"
    )
    stops = "".join(
        f'<circle cx="{x}" cy="{y}" r="11" fill="{NAVY}" stroke="{BRAND_300}" stroke-width="2.5"/>'
        + t(str(n), 11, x, y + 4, WHITE, 700, "middle")
        for n, (x, y) in enumerate([(122, 334), (200, 280), (322, 170), (364, 104)], start=1)
    )
    def charger(x, y, fill, ring):
        return (
            f'<circle cx="{x}" cy="{y}" r="13" fill="{fill}" stroke="{ring}" stroke-width="3"/>'
            f'<path d="M{x + 1.5} {y - 8} l-7 10h5l-1.5 6 7-10h-5z" fill="{NAVY}"/>'
        )
    idle_chargers = "".join(charger(x, y, "#3b4190", "#3b4190") for x, y in [(92, 190), (300, 380), (380, 250)])
    booked = charger(252, 214, GREEN, "#064e3b")
    callout = (
        f'<rect x="268" y="196" width="118" height="40" rx="10" fill="{WHITE}"/>'
        + t("Charger booked", 11, 278, 212, "#064e3b", 700)
        + t("Arrive 14:20 · 24%", 11, 278, 228, "#374151", 500)
    )
    vehicle = (
        f'<circle cx="226" cy="250" r="18" fill="{ACCENT}" fill-opacity="0.22"/>'
        f'<circle cx="226" cy="250" r="8" fill="{ACCENT}" stroke="{NAVY}" stroke-width="3"/>'
    )
    hub = (
        f'<rect x="48" y="406" width="28" height="28" rx="7" fill="{BRAND_400}"/>'
        + t("H", 13, 62, 425, WHITE, 800, "middle")
        + t("Hub", 11, 84, 425, BRAND_300, 600)
    )
    return (
        f'<clipPath id="map"><rect x="{x0}" y="{y0}" width="{x1 - x0}" height="{y1 - y0}" rx="12"/></clipPath>'
        f'<g clip-path="url(#map)"><rect x="{x0}" y="{y0}" width="{x1 - x0}" height="{y1 - y0}" fill="#161a45"/>'
        f"{streets}{river}</g>"
        f'<rect x="{x0 + 0.5}" y="{y0 + 0.5}" width="{x1 - x0 - 1}" height="{y1 - y0 - 1}" rx="12" fill="none" stroke="{LINE}"/>'
        f'<path d="{route}" stroke="{ACCENT}" stroke-opacity="0.25" stroke-width="12" fill="none" stroke-linecap="round"/>'
        f'<path d="{route}" stroke="{ACCENT}" stroke-width="3.5" fill="none" stroke-linecap="round"/>'
        f"{idle_chargers}{stops}{booked}{vehicle}{hub}{callout}"
    )


def side_panel() -> str:
    x = 424
    head = (
        f'<rect x="{x}" y="72" width="200" height="392" rx="12" fill="{PANEL}" stroke="{LINE}"/>'
        + t("VAN TH-2317", 11, x + 16, 96, BRAND_300, 700)
        + t("On route · stop 3 of 6", 12, x + 16, 114, WHITE, 500)
    )
    # State-of-charge ring at 64 %.
    cx, cy, r = x + 52, 170, 32
    import math
    a = 2 * math.pi * 0.64
    ex, ey = cx + r * math.sin(a), cy - r * math.cos(a)
    ring = (
        f'<circle cx="{cx}" cy="{cy}" r="{r}" fill="none" stroke="{LINE}" stroke-width="8"/>'
        f'<path d="M{cx} {cy - r} A{r} {r} 0 1 1 {ex:.1f} {ey:.1f}" fill="none" stroke="{GREEN}" '
        'stroke-width="8" stroke-linecap="round"/>'
        + t("64%", 15, cx, cy + 5, WHITE, 700, "middle")
        + t("Next charge", 11, x + 98, 156, BRAND_300, 500)
        + t("DC 120 kW", 13, x + 98, 174, WHITE, 600)
        + t("in 38 min", 11, x + 98, 191, GREEN, 600)
    )
    # Predicted state of charge over the day, with the 20 % threshold.
    gx0, gx1, gy0, gy1 = x + 16, x + 184, 250, 326
    def gy(pct):
        return gy1 - (gy1 - gy0) * pct / 100
    pts = [(0, 82), (0.18, 71), (0.36, 52), (0.48, 26), (0.56, 80), (0.74, 66), (1, 46)]
    line = " ".join(
        f"{'M' if i == 0 else 'L'}{gx0 + (gx1 - gx0) * px:.1f} {gy(p):.1f}" for i, (px, p) in enumerate(pts)
    )
    area = line + f" L{gx1} {gy1} L{gx0} {gy1} Z"
    chart = (
        t("Predicted charge", 11, gx0, 236, BRAND_300, 600)
        + f'<path d="{area}" fill="{BRAND_400}" fill-opacity="0.18"/>'
        + f'<path d="M{gx0} {gy(20):.1f} H{gx1}" stroke="#f87171" stroke-width="1.5" stroke-dasharray="4 4"/>'
        + f'<path d="{line}" fill="none" stroke="{BRAND_300}" stroke-width="2.5" stroke-linejoin="round"/>'
        + f'<circle cx="{gx0 + (gx1 - gx0) * 0.48:.1f}" cy="{gy(26):.1f}" r="4" fill="{GREEN}"/>'
        + t("20% threshold", 10, gx1, gy(20) + 14, "#fca5a5", 500, "end")
    )
    rows = ""
    for i, (label, pct, colour) in enumerate(
        [("Stop 4", 58, BRAND_300), ("Stop 5", 51, BRAND_300), ("Hub", 46, ACCENT)]
    ):
        y = 362 + i * 33
        rows += (
            t(label, 12, x + 16, y, WHITE, 500)
            + t(f"{pct}%", 12, x + 184, y, WHITE, 600, "end")
            + f'<rect x="{x + 16}" y="{y + 8}" width="168" height="5" rx="2.5" fill="{LINE}"/>'
            + f'<rect x="{x + 16}" y="{y + 8}" width="{168 * pct / 100:.1f}" height="5" rx="2.5" fill="{colour}"/>'
        )
    return head + ring + chart + rows


def main() -> None:
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_text(
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{W}" height="{H}" viewBox="0 0 {W} {H}">'
        f"{chrome()}{map_panel()}{side_panel()}</svg>\n"
    )
    print(f"wrote {OUT.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
