#!/usr/bin/env python3
"""Regenerates vision-vectors.json: color-vision-deficiency simulations (Machado et al. 2009)
and the pair measures of a palette check, computed by coloraide.

Run with coloraide from PyPI:
    python3 -m venv /tmp/chroma-fixtures && /tmp/chroma-fixtures/bin/pip install coloraide==8.13.1
    /tmp/chroma-fixtures/bin/python Tests/ColorCoreTests/Fixtures/make_vision_fixtures.py

Simulations use coloraide's 'machado' method in linear sRGB (its default space for CVD
filters), unclipped; severities between the published rows are interpolated by coloraide.
The vectors are seeded, so a rerun with the same coloraide version writes the same file.
"""
import json
import pathlib
import random

import coloraide
from coloraide import Color

rng = random.Random(20261123)
KINDS = {"protanopia": "protan", "deuteranopia": "deutan", "tritanopia": "tritan"}
SEVERITIES = [0.0, 0.1, 0.25, 0.5, 0.55, 0.73, 0.9, 0.99, 1.0]


def hex8():
    return "#" + "".join(f"{rng.randrange(256):02x}" for _ in range(3))


def simulations():
    colors = ["#000000", "#ffffff", "#ff0000", "#00ff00", "#0000ff", "#808080"] + [hex8() for _ in range(24)]
    out = []
    for hexcode in colors:
        for severity in SEVERITIES:
            entry = {"hex": hexcode, "severity": severity, "linear": {}}
            for name, filt in KINDS.items():
                c = Color(hexcode).filter(filt, severity, method="machado", space="srgb-linear")
                entry["linear"][name] = c[:-1]
            out.append(entry)
    return out


def palette_pairs():
    """Every pair of a small palette: what `PaletteCheck` reports, one measure at a time."""
    colors = ["#1e3c72", "#ff7e5f", "#feb47b", "#ffffff", "#000000", "#2a9d8f", "#e76f51", "#777777"]
    pairs = []
    for i, a in enumerate(colors):
        for b in colors[i + 1:]:
            ca, cb = Color(a), Color(b)
            pairs.append({
                "a": a, "b": b,
                "wcag2": ca.contrast(cb, method="wcag21"),
                "deltaE2000": ca.delta_e(cb, method="2000", space="lab"),
                "deltaEOK": ca.delta_e(cb, method="ok"),
                "deltaEOKSimulated": {
                    name: ca.filter(f, 1.0, method="machado").delta_e(cb.filter(f, 1.0, method="machado"), method="ok")
                    for name, f in KINDS.items()
                },
            })
    return pairs


data = {
    "generator": f"coloraide {coloraide.__version__}",
    "simulations": simulations(),
    "pairs": palette_pairs(),
}
path = pathlib.Path(__file__).with_name("vision-vectors.json")
path.write_text(json.dumps(data, indent=1) + "\n")
print(f"wrote {path}")
