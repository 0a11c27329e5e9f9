#!/usr/bin/env python3
"""Regenerates coloraide-vectors.json, the reference vectors the color core is tested against.

Run with coloraide from PyPI:
    python3 -m venv /tmp/chroma-fixtures && /tmp/chroma-fixtures/bin/pip install coloraide==8.13.1
    /tmp/chroma-fixtures/bin/python Tests/ColorCoreTests/Fixtures/make_fixtures.py

The vectors are seeded, so a rerun with the same coloraide version writes the same file.
NaN (a missing or powerless component) is written as null. The `missing` vectors are CSS
strings with `none` in every position (alpha included): the components as parsed, and the
color as used (`nans=False`: CSS Color 4 reads a missing component, alpha too, as 0), in its
own space and in sRGB. `missingMixes` mix such colors: a `none` takes the other color's value.
"""
import json
import math
import pathlib
import random

import coloraide
from coloraide import Color

SPACES = {
    # Chroma name: coloraide name
    "srgb": "srgb", "srgb-linear": "srgb-linear",
    "display-p3": "display-p3", "display-p3-linear": "display-p3-linear",
    "a98-rgb": "a98-rgb", "a98-rgb-linear": "a98-rgb-linear",
    "prophoto-rgb": "prophoto-rgb", "prophoto-rgb-linear": "prophoto-rgb-linear",
    "rec2020": "rec2020", "rec2020-linear": "rec2020-linear",
    "xyz-d65": "xyz-d65", "xyz-d50": "xyz-d50",
    "lab": "lab", "lch": "lch", "oklab": "oklab", "oklch": "oklch",
    "hsl": "hsl", "hwb": "hwb", "hsb": "hsv",
}
HUE_METHODS = ["shorter", "longer", "increasing", "decreasing"]

rng = random.Random(20261121)


def num(v):
    return None if math.isnan(v) else v


def coords(color):
    return [num(v) for v in color[:-1]]


def random_srgb():
    return Color("srgb", [rng.random() for _ in range(3)], rng.choice([1.0, 1.0, rng.random()]))


def conversions():
    """Random colors in every space (sampled through sRGB and beyond it), converted to every space."""
    out = []
    for source in SPACES:
        for i in range(6):
            # Mostly in-gamut colors, some wide-gamut ones from OKLCH.
            if i < 4:
                base = random_srgb()
            else:
                base = Color("oklch", [rng.uniform(0.2, 0.9), rng.uniform(0.1, 0.3), rng.uniform(0, 360)])
            src = base.convert(SPACES[source])
            if any(math.isnan(v) for v in src[:-1]):
                continue
            entry = {"space": source, "components": coords(src), "expected": {}}
            for target, name in SPACES.items():
                entry["expected"][target] = coords(src.convert(name))
            out.append(entry)
    # Grays and black/white, whose hues are powerless.
    for gray in [0.0, 0.5, 1.0, 0.2]:
        src = Color("srgb", [gray] * 3)
        entry = {"space": "srgb", "components": coords(src), "expected": {}}
        for target, name in SPACES.items():
            entry["expected"][target] = coords(src.convert(name))
        out.append(entry)
    return out


def mixes():
    out = []
    for space in SPACES:
        for method in (HUE_METHODS if space in ("lch", "oklch", "hsl", "hwb", "hsb") else ["shorter"]):
            for _ in range(3):
                a, b = random_srgb(), random_srgb()
                t = rng.random()
                m = a.mix(b, t, space=SPACES[space], hue=method, premultiplied=True)
                out.append({
                    "a": coords(a) + [a[-1]], "b": coords(b) + [b[-1]], "t": t,
                    "space": space, "hue": method,
                    "expected": coords(m) + [num(m[-1])],
                })
    # Achromatic ends: the gray takes the other color's hue.
    for space in ("oklch", "lch", "hsl", "hsb"):
        a, b = Color("white"), Color("blue")
        m = a.mix(b, 0.5, space=SPACES[space])
        out.append({"a": coords(a) + [1.0], "b": coords(b) + [1.0], "t": 0.5, "space": space,
                    "hue": "shorter", "expected": coords(m) + [num(m[-1])]})
    return out


def gamut():
    out = []
    for _ in range(40):
        c = Color("oklch", [rng.uniform(0.05, 0.95), rng.uniform(0.0, 0.4), rng.uniform(0, 360)])
        out.append({
            "oklch": coords(c),
            "css": coords(c.clone().fit("srgb", method="minde-chroma").convert("srgb")),
            "clip": coords(c.clone().fit("srgb", method="clip").convert("srgb")),
            "inGamut": c.in_gamut("srgb", tolerance=0),
        })
    return out


def differences():
    out = []
    for _ in range(40):
        a, b = random_srgb(), random_srgb()
        out.append({
            "a": coords(a), "b": coords(b),
            "76": a.delta_e(b, method="76", space="lab"),
            "2000": a.delta_e(b, method="2000", space="lab"),
            "ok": a.delta_e(b, method="ok"),
            "contrast": a.contrast(b, method="wcag21"),
            "luminanceA": a.luminance(),
        })
    return out


MISSING = [
    "rgb(255 0 0 / none)", "rgb(none 128 64)", "rgb(10 none 200 / 0.5)", "rgb(10 20 none / none)",
    "hsl(none 50% 50%)", "hsl(120 none 50% / none)", "hsl(200 60% none)",
    "hwb(none 20% 30%)", "hwb(90 none 30% / none)", "hwb(90 20% none)",
    "lab(none 20 -30)", "lab(50 none -30 / none)", "lab(50 20 none)",
    "lch(none 40 120)", "lch(60 none 120)", "lch(60 40 none / none)",
    "oklab(none 0.1 -0.1)", "oklab(0.6 none -0.1)", "oklab(0.6 0.1 none / none)",
    "oklch(none 0.15 30)", "oklch(0.6 none 30)", "oklch(0.6 0.15 none / none)",
    "color(display-p3 none 0.5 1)", "color(display-p3 1 none 0.2 / none)", "color(srgb-linear 0.2 0.4 none)",
    "color(xyz-d65 none 0.3 0.2 / none)",
]

MISSING_MIXES = [
    # (a, b, space, t). A missing component meets the other color at the same alpha: CSS Color 4
    # fills it before premultiplying (csswg-drafts#6967), coloraide after, which differs only
    # when the alphas differ.
    ("rgb(255 0 0 / none)", "rgb(0 0 255 / 0.5)", "srgb", 0.5),
    ("rgb(255 0 0 / none)", "rgb(0 0 255 / none)", "srgb", 0.25),
    ("rgb(255 0 0 / 0.8)", "rgb(0 0 255 / none)", "oklab", 0.7),
    ("oklch(0.7 0.1 none)", "oklch(0.5 0.2 250)", "oklch", 0.5),
    ("oklch(none 0.1 40 / none)", "oklch(0.5 none 250 / 0.4)", "oklch", 0.3),
    ("lch(60 none 120)", "lch(30 50 300)", "lch", 0.6),
    ("hsl(none 50% 50%)", "hsl(200 none 20% / none)", "hsl", 0.5),
    ("rgb(none 128 64 / 0.6)", "rgb(200 none 0 / 0.6)", "srgb-linear", 0.4),
    ("lab(none 20 -30)", "lab(80 none 10)", "lab", 0.5),
    ("color(display-p3 none 0.5 1 / none)", "color(display-p3 1 0 none)", "display-p3", 0.5),
]


def missing():
    out = []
    for css in MISSING:
        c = Color(css)
        name = next(k for k, v in SPACES.items() if v == c.space())
        out.append({
            "css": css, "space": name,
            "components": coords(c), "alpha": num(c[-1]),
            "used": list(c.coords(nans=False)), "usedAlpha": c.alpha(nans=False),
            "srgb": list(c.convert("srgb").coords(nans=False)),
        })
    return out


def missing_mixes():
    out = []
    for a, b, space, t in MISSING_MIXES:
        # CSS Color 4 §12.2 carries a missing component forward into an analogous one.
        m = Color(a).mix(b, t, space=SPACES[space], premultiplied=True, carryforward=True)
        out.append({"a": a, "b": b, "space": space, "t": t,
                    "expected": coords(m) + [num(m[-1])], "usedAlpha": m.alpha(nans=False)})
    return out


def main():
    data = {
        "generator": f"coloraide {coloraide.__version__}",
        "conversions": conversions(),
        "mixes": mixes(),
        "gamut": gamut(),
        "differences": differences(),
        "missing": missing(),
        "missingMixes": missing_mixes(),
    }
    path = pathlib.Path(__file__).with_name("coloraide-vectors.json")
    path.write_text(json.dumps(data, indent=1) + "\n")
    print(f"wrote {path}: {sum(len(v) for v in data.values() if isinstance(v, list))} vectors")


if __name__ == "__main__":
    main()
