#!/usr/bin/env python3
"""Writes dtcg-colors.json: DTCG 2025.10 color tokens in every space of the color module,
their components computed by coloraide (https://pypi.org/project/coloraide/), an independent
implementation of CSS Color 4.

Each token is one seed color written in one space, in the format's units (hsl and hwb
saturation, lightness, whiteness and blackness 0-100), with `none` for a powerless hue, its
alpha, and the seed's XYZ D65 coordinates in `$extensions` (`test.xyz-d65`) for the test to
compare against. Run from this folder with the project's venv:

    /work/venv/bin/pip install coloraide==8.13.1
    .build/test-python/bin/python3 Tests/ChromaPaletteTests/Fixtures/make_dtcg_fixtures.py
"""
import json
import random
from pathlib import Path

import coloraide
from coloraide import Color

SPACES = ["srgb", "srgb-linear", "hsl", "hwb", "lab", "lch", "oklab", "oklch", "display-p3",
          "a98-rgb", "prophoto-rgb", "rec2020", "xyz-d65", "xyz-d50"]
PERCENT = {"hsl": (1, 100, 100), "hwb": (1, 100, 100)}


def seeds():
    rng = random.Random(42)
    colors = []
    for _ in range(24):  # inside sRGB
        colors.append(Color("srgb", [rng.random(), rng.random(), rng.random()], rng.choice([1, 1, 0.5, 0.25])))
    for _ in range(8):  # inside Display P3, mostly outside sRGB
        colors.append(Color("display-p3", [rng.random(), rng.random(), rng.random()]))
    for _ in range(4):  # inside Rec. 2020
        colors.append(Color("rec2020", [rng.uniform(0.1, 0.9), rng.uniform(0.1, 0.9), rng.uniform(0.1, 0.9)]))
    for gray in [0, 0.25, 0.5, 1]:  # achromatic: hues are powerless (none)
        colors.append(Color("srgb", [gray, gray, gray]))
    return colors


def main():
    tokens = {"$description": f"DTCG 2025.10 color tokens from coloraide {coloraide.__version__} (make_dtcg_fixtures.py)"}
    for space in SPACES:
        group = {"$type": "color"}
        for number, seed in enumerate(seeds()):
            converted = seed.convert(space)
            factors = PERCENT.get(space, (1, 1, 1))
            components = []
            for value, factor in zip(converted.coords(nans=True), factors):
                components.append("none" if value != value else value * factor)
            value = {"colorSpace": space, "components": components}
            if seed.alpha() != 1:
                value["alpha"] = seed.alpha()
            xyz = seed.convert("xyz-d65").coords(nans=False)
            group[f"c{number:02d}"] = {"$value": value, "$extensions": {"test.xyz-d65": xyz}}
        tokens[space] = group
    path = Path(__file__).with_name("dtcg-colors.json")
    path.write_text(json.dumps(tokens, indent=1) + "\n")


if __name__ == "__main__":
    main()
