"""Draws the covers of the Juniper, Halcyon and Saffron case studies: each product's main
screen as an SVG mock-up in the EV cover's style (ev_cover.py). Text is outlined (outline.py):
    python3 scripts/design/study_covers.py
"""

from __future__ import annotations

import outline
from outline import ROOT, word

# The variable font straight from its package when the build's copy is not there.
if not outline.FONTS["inter"].exists():
    outline.FONTS["inter"] = (
        ROOT / "node_modules" / "@fontsource-variable" / "inter" / "files" / "inter-latin-wght-normal.woff2"
    )

W, H = 640, 480
NAVY, PANEL, LINE = "#12143a", "#1a1e4f", "#2e3585"
BRAND_300, BRAND_400, INK_300 = "#9eaeff", "#7082fb", "#c2c8d6"
ACCENT, GREEN, RED, WHITE = "#fbb454", "#34d399", "#f87171", "#ffffff"


def t(text, size, x, y, fill=INK_300, weight=500, anchor="start"):
    return word("inter", weight, text, size, x, y, fill, anchor=anchor)[0]


def chrome(title: str, subtitle: str, badge: str) -> str:
    dots = "".join(
        f'<circle cx="{x}" cy="30" r="5" fill="{c}"/>' for x, c in [(30, RED), (46, ACCENT), (62, GREEN)]
    )
    return (
        f'<rect width="{W}" height="{H}" rx="18" fill="{NAVY}"/>'
        f'<rect x="0.5" y="0.5" width="{W - 1}" height="{H - 1}" rx="17.5" fill="none" stroke="{LINE}"/>'
        f'<path d="M0 56h{W}" stroke="{LINE}"/>{dots}'
        + t(title, 13, 84, 35, WHITE, 600)
        + t(subtitle, 12, 84 + 9 * len(title) + 6, 35, BRAND_300, 400)
        + f'<rect x="470" y="17" width="154" height="26" rx="13" fill="{PANEL}" stroke="{LINE}"/>'
        + f'<circle cx="486" cy="30" r="4" fill="{GREEN}"/>'
        + t(badge, 12, 497, 34.5, WHITE, 500)
    )


# A status chip's tones: its fill and its ink.
OK, WARN, ALERT, RULE = (GREEN, "#064e3b"), (ACCENT, "#451a03"), (RED, "#450a0a"), (BRAND_300, NAVY)


def panel(x, y, w, h, title) -> str:
    """A card with its title in small capitals at the top left."""
    return f'<rect x="{x}" y="{y}" width="{w}" height="{h}" rx="12" fill="{PANEL}" stroke="{LINE}"/>' + t(
        title, 11, x + 16, y + 26, BRAND_300, 700
    )


def chip(end, y, text, tone) -> str:
    """A status chip whose right edge is at `end`."""
    fill, ink = tone
    width = 7 * len(text) + 16
    x = end - width
    return f'<rect x="{x}" y="{y - 13}" width="{width}" height="19" rx="9.5" fill="{fill}"/>' + t(
        text, 10.5, x + width / 2, y, ink, 600, "middle"
    )


def figures(x, top, gap, rows) -> str:
    """Label and value rows down to the right edge at 608, each with a rule under it."""
    s = ""
    for i, (label, value, colour) in enumerate(rows):
        y = top + i * gap
        s += f'<path d="M{x} {y + gap - 32}H608" stroke="{LINE}"/>' + t(label, 12, x, y, INK_300) + t(value, 12, 608, y, colour, 700, "end")
    return s


def juniper() -> str:
    rows = [
        ("M. Okafor", "Knee replacement · week 3", "Red flag", ALERT),
        ("J. Whitfield", "Cardiac rehab · week 6", "Call today", WARN),
        ("S. Patel", "Hip replacement · week 2", "On track", OK),
        ("L. Brennan", "Physiotherapy · week 4", "On track", OK),
        ("D. Hughes", "Knee replacement · week 8", "On track", OK),
    ]
    body = panel(16, 72, 392, 392, "TODAY'S CHECK-INS")
    for i, (name, path, status, tone) in enumerate(rows):
        y = 130 + i * 66
        body += (
            f'<rect x="32" y="{y - 18}" width="360" height="54" rx="10" fill="{NAVY}"/>'
            f'<circle cx="56" cy="{y + 9}" r="14" fill="{LINE}"/>'
            + t(name[0], 12, 56, y + 13, WHITE, 700, "middle")
            + t(name, 13, 80, y + 4, WHITE, 600)
            + t(path, 11, 80, y + 22, BRAND_300, 400)
            + chip(380, y + 14, status, tone)
        )
    bars = [12.4, 11.8, 10.9, 9.6, 8.9, 8.4]
    side = panel(424, 72, 200, 392, "MISSED APPOINTMENTS")
    side += t("-32%", 30, 440, 140, WHITE, 800) + t("six months after rollout", 11, 440, 160, GREEN, 600)
    for i, value in enumerate(bars):
        h = value * 11
        x = 444 + i * 28
        side += f'<rect x="{x}" y="{330 - h:.1f}" width="18" height="{h:.1f}" rx="4" fill="{BRAND_400 if i < 5 else GREEN}"/>'
    side += f'<path d="M440 336H608" stroke="{LINE}"/>' + t("Jun", 10, 444, 352, BRAND_300) + t("Dec", 10, 608, 352, BRAND_300, 500, "end")
    side += t("Nurse calls", 12, 440, 396, WHITE, 500) + t("-41%", 12, 608, 396, GREEN, 700, "end")
    side += t("App rating", 12, 440, 426, WHITE, 500) + t("4.7", 12, 608, 426, ACCENT, 700, "end")
    return chrome("Care team", "Leeds clinic · Tue 5 Dec", "14 clinics live") + body + side


def halcyon() -> str:
    lines = [
        ("Northlight Studio", "+$12,400.00", "Matched", OK),
        ("Card fees · Oct", "-$186.20", "Rule", RULE),
        ("Brightwave Media", "+$4,950.00", "Matched", OK),
        ("Office lease", "-$3,200.00", "Rule", RULE),
        ("Hollis & Reed", "+$2,175.00", "Suggested", WARN),
        ("Payroll 31 Oct", "-$41,880.00", "Matched", OK),
    ]
    body = panel(16, 72, 392, 392, "BANK LINES · OPERATING ACCOUNT")
    for i, (name, amount, status, tone) in enumerate(lines):
        y = 132 + i * 54
        body += (
            f'<path d="M32 {y + 20}H392" stroke="{LINE}"/>'
            + t(name, 13, 32, y, WHITE, 500)
            + t(amount, 13, 250, y, GREEN if amount.startswith("+") else INK_300, 600, "end")
            + chip(392, y + 1, status, tone)
        )
    body += f'<rect x="32" y="430" width="160" height="24" rx="12" fill="{BRAND_400}"/>' + t(
        "Approve 27 matches", 11.5, 112, 446, WHITE, 600, "middle"
    )
    # Auto-matched share as a ring at 70 %.
    import math

    cx, cy, r = 524, 178, 46
    a = 2 * math.pi * 0.7
    ex, ey = cx + r * math.sin(a), cy - r * math.cos(a)
    side = panel(424, 72, 200, 392, "THIS MONTH")
    side += (
        f'<circle cx="{cx}" cy="{cy}" r="{r}" fill="none" stroke="{LINE}" stroke-width="10"/>'
        f'<path d="M{cx} {cy - r} A{r} {r} 0 1 1 {ex:.1f} {ey:.1f}" fill="none" stroke="{GREEN}" stroke-width="10" stroke-linecap="round"/>'
        + t("70%", 20, cx, cy + 7, WHITE, 800, "middle")
        + t("reconciled automatically", 11, cx, 252, BRAND_300, 500, "middle")
    )
    side += figures(
        440, 300, 48, [("Month-end close", "1 day", GREEN), ("Open invoices", "$38.2k", WHITE), ("SOC 2 controls", "Passing", GREEN)]
    )
    return chrome("Reconciliation", "Northlight Studio LLC", "Ledger balanced") + body + side


def phone(x, rtl: bool) -> str:
    w, h = 176, 360
    y = 88
    s = (
        f'<rect x="{x}" y="{y}" width="{w}" height="{h}" rx="26" fill="#0b0d2b" stroke="{LINE}" stroke-width="2"/>'
        f'<rect x="{x + 64}" y="{y + 10}" width="48" height="6" rx="3" fill="{LINE}"/>'
    )
    # Header bar: logo block and a language chip, mirrored for right-to-left.
    logo_x = x + w - 16 - 54 if rtl else x + 16
    lang_x = x + 16 if rtl else x + w - 16 - 34
    s += f'<rect x="{logo_x}" y="{y + 28}" width="54" height="12" rx="4" fill="{WHITE}"/>'
    s += f'<rect x="{lang_x}" y="{y + 26}" width="34" height="16" rx="8" fill="{PANEL}" stroke="{LINE}"/>'
    s += t("AR" if rtl else "EN", 9, lang_x + 17, y + 37.5, BRAND_300, 700, "middle")
    # Hero image and two product cards.
    s += f'<rect x="{x + 12}" y="{y + 54}" width="{w - 24}" height="110" rx="12" fill="{BRAND_400}" fill-opacity="0.35"/>'
    s += f'<path d="M{x + 40} {y + 150} q20 -70 48 -70 t48 70z" fill="{ACCENT}" fill-opacity="0.7"/>'
    for col in range(2):
        cx = x + 12 + col * 80
        s += f'<rect x="{cx}" y="{y + 176}" width="72" height="92" rx="10" fill="{PANEL}"/>'
        s += f'<rect x="{cx + 8}" y="{y + 184}" width="56" height="50" rx="6" fill="{LINE}"/>'
        bx = cx + 72 - 8 - 44 if rtl else cx + 8
        s += f'<rect x="{bx}" y="{y + 242}" width="44" height="6" rx="3" fill="{INK_300}"/>'
        s += f'<rect x="{bx + (14 if rtl else 0)}" y="{y + 254}" width="30" height="6" rx="3" fill="{ACCENT}"/>'
    # Lines of copy, aligned to the reading side.
    for i, width in enumerate([132, 110, 120]):
        lx = x + w - 22 - width if rtl else x + 22
        s += f'<rect x="{lx}" y="{y + 284 + i * 14}" width="{width}" height="6" rx="3" fill="{LINE}"/>'
    s += f'<rect x="{x + 12}" y="{y + 326}" width="{w - 24}" height="22" rx="11" fill="{ACCENT}"/>'
    return s


def saffron() -> str:
    vitals = panel(416, 88, 208, 360, "REAL VISITS · PHONES")
    vitals += t("1.3 s", 30, 432, 158, WHITE, 800) + t("largest contentful paint", 11, 432, 178, GREEN, 600)
    vitals += figures(
        432, 230, 50, [("Mobile conversion", "+41%", GREEN), ("Stock from tills", "< 1 min", WHITE), ("Languages", "AR · EN", WHITE), ("Stores", "22", WHITE)]
    )
    return chrome("Storefront", "loomcart · autumn edit", "Sale traffic OK") + phone(24, False) + phone(216, True) + vitals


def main() -> None:
    for slug, draw in [
        ("patient-follow-up-app", juniper),
        ("agency-accounting-saas", halcyon),
        ("headless-fashion-commerce", saffron),
    ]:
        out = ROOT / "public" / "case-studies" / slug / "cover.svg"
        out.parent.mkdir(parents=True, exist_ok=True)
        out.write_text(f'<svg xmlns="http://www.w3.org/2000/svg" width="{W}" height="{H}" viewBox="0 0 {W} {H}">{draw()}</svg>\n')
        print(f"wrote {out.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
