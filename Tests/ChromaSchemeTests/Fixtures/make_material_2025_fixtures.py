#!/usr/bin/env python3
"""Regenerates material-2025-vectors.json: Material's 2025 color spec, the reference the
`spec: .spec2025` generator is tested against.

Run with materialyoucolor from PyPI, as make_material_fixtures.py is run:
    python3 -m venv .build/material-python
    .build/material-python/bin/pip install materialyoucolor==3.0.4
    .build/material-python/bin/python Tests/ChromaSchemeTests/Fixtures/make_material_2025_fixtures.py

It shares make_material_fixtures.py's seeds, contrast levels, halves-up rounding patch and checks
of materialyoucolor's defaults (viewing conditions, Google's own 2021 test expectations), and
builds every scheme with spec_version="2025", platform "phone" (Google's ColorSpec2025 with
DynamicScheme's default platform). On top of that it checks, and where needed patches,
materialyoucolor against Google's material-color-utilities (commit 6112292f, Java ColorSpec2025,
DynamicScheme, TonalPalette; the TypeScript agrees):
- Variants. The 2025 spec defines tonal spot, neutral, vibrant and expressive; a scheme of any
  other variant falls back to the 2021 spec (DynamicScheme.maybeFallbackSpecVersion). Only the
  four are written; the check asserts the fallback.
- Palettes depend on light or dark (tonal spot's primary, expressive's primary, secondary and
  neutrals), so each variant lists its light palettes and, under "dark", those dark palettes that
  differ from the light ones.
- Roles. The 2021 roles plus primaryDim, secondaryDim, tertiaryDim and errorDim, which only the
  2025 spec defines (ROLES order, each Dim after its accent).
- Color from tone (ColorSpec2025.getHct). Google takes the palette's own color at the resolved
  tone when the role's chroma multiplier is 1 (TonalPalette.getHct, where tone 99 of a yellow
  palette, hue 105 ..< 125, is the average of tones 98 and 100), and otherwise the palette's hue
  at the multiplied chroma, with the same tone-99 rule for a yellow hue. materialyoucolor 3.0.4's
  ColorCalculationDelegateImpl2025.get_hct always solves the hue, chroma and tone directly, so
  the yellow tone-99 rule is missing (light surface and surfaceBright of a yellow neutral are at
  tone 99). The script replaces get_hct with Google's rule and counts the values it changes.

Layout as in material-vectors.json: palettes as strings of 101 hex colors (tones 0...100, no '#'),
the roles for contrast levels -1, 0, 0.5, 1, light and dark, one string each.
"""
import json
import pathlib
import sys

sys.path.insert(0, str(pathlib.Path(__file__).parent))

import make_material_fixtures as base  # noqa: E402  (sets nothing up until called)
from materialyoucolor.dynamiccolor import color_spec  # noqa: E402
from materialyoucolor.dynamiccolor.dynamic_scheme import DynamicScheme  # noqa: E402
from materialyoucolor.dynamiccolor.material_dynamic_colors import MaterialDynamicColors  # noqa: E402
from materialyoucolor.hct import Hct  # noqa: E402
from materialyoucolor.palettes.tonal_palette import TonalPalette  # noqa: E402
from materialyoucolor.scheme.scheme_content import SchemeContent  # noqa: E402

SPEC = "2025"
VARIANTS = [(name, cls) for name, cls in base.VARIANTS
            if name in ("tonalSpot", "vibrant", "expressive", "neutral")]
DIM_AFTER = {"primary": "primaryDim", "secondary": "secondaryDim", "tertiary": "tertiaryDim",
             "error": "errorDim"}
ROLES = [r for role in base.ROLES for r in ([role, DIM_AFTER[role]] if role in DIM_AFTER else [role])]
COLORS = MaterialDynamicColors(spec=SPEC)

materialyoucolor_get_hct = color_spec.ColorCalculationDelegateImpl2025.get_hct


def google_get_hct(self, scheme, color):
    """ColorSpec2025.getHct of material-color-utilities."""
    palette = color.palette(scheme)
    tone = color.get_tone(scheme)
    multiplier = color.chroma_multiplier(scheme) if color.chroma_multiplier else 1.0
    if multiplier == 1.0:
        return palette.get_hct(tone)
    chroma = palette.chroma * multiplier
    if tone == 99.0 and Hct.is_yellow(palette.hue):
        return TonalPalette.from_hue_and_chroma(palette.hue, chroma).get_hct(tone)
    return Hct.from_hct(palette.hue, chroma, tone)


def scheme(variant_class, seed, dark, contrast):
    return variant_class(Hct.from_int(base.argb(seed)), dark, contrast, spec_version=SPEC)


def role_hex(s, role):
    return base.hex6(getattr(COLORS, role).get_argb(s))


def check_spec():
    s = scheme(SchemeContent, "#6750a4", False, 0.0)
    assert s.spec_version == "2021", "content must fall back to the 2021 spec"
    for name, cls in VARIANTS:
        s = scheme(cls, "#6750a4", True, 0.5)
        assert (s.spec_version, s.platform) == (SPEC, "phone"), name
    # Error palette: hue by the seed's hue, chroma by variant (hue 282 of #6750a4 -> 12).
    s = scheme(dict(VARIANTS)["tonalSpot"], "#6750a4", False, 0.0)
    assert (s.error_palette.hue, s.error_palette.chroma) == (12.0, 60.0), (s.error_palette.hue,)


def all_role_values():
    return [role_hex(scheme(cls, seed, dark, contrast), r)
            for seed in base.SEEDS for _, cls in VARIANTS for contrast in base.CONTRAST_LEVELS
            for dark in (False, True) for r in ROLES]


def hex_tones(palette):
    return "".join(base.hex6(palette.tone(t)) for t in range(101))


def generate():
    seeds = []
    for number, seed in enumerate(base.SEEDS, 1):
        print(f"  seed {number}/{len(base.SEEDS)} {seed}", flush=True)
        variants = {}
        for name, variant_class in VARIANTS:
            light = scheme(variant_class, seed, False, 0.0)
            dark = scheme(variant_class, seed, True, 0.0)
            palettes = {p: hex_tones(getattr(light, a)) for p, a in zip(base.PALETTES, base.PALETTE_ATTRIBUTES)}
            dark_palettes = {}
            for p, a in zip(base.PALETTES, base.PALETTE_ATTRIBUTES):
                tones = hex_tones(getattr(dark, a))
                if tones != palettes[p]:
                    dark_palettes[p] = tones
            schemes = {}
            for contrast in base.CONTRAST_LEVELS:
                schemes[repr(contrast)] = {
                    mode: "".join(role_hex(scheme(variant_class, seed, mode == "dark", contrast), r)
                                  for r in ROLES)
                    for mode in ["light", "dark"]
                }
            variants[name] = {"palettes": palettes, "darkPalettes": dark_palettes, "schemes": schemes}
        seeds.append({"seed": seed, "variants": variants})
    return seeds


def main():
    base.set_rounding(base.round_half_up)
    base.check_defaults()
    check_spec()
    as_published = all_role_values()
    color_spec.ColorCalculationDelegateImpl2025.get_hct = google_get_hct
    as_google = all_role_values()
    changed = sum(a != b for a, b in zip(as_published, as_google))
    print(f"Google's getHct (yellow tone 99, palette colors) changes {changed} of {len(as_google)} role values")
    seeds = generate()
    out = {
        "generator": f"materialyoucolor {base.EXPECTED_VERSION}, spec 2025, platform phone, "
                     "rounding halves up, Google's getHct",
        "tones": 101,
        "palettes": base.PALETTES,
        "contrastLevels": base.CONTRAST_LEVELS,
        "roles": ROLES,
        "variants": [name for name, _ in VARIANTS],
        "seeds": seeds,
    }
    path = pathlib.Path(__file__).with_name("material-2025-vectors.json")
    path.write_text(json.dumps(out, separators=(",", ":")) + "\n")
    total = sum(len(v["palettes"]) * 101 + len(v["darkPalettes"]) * 101 for s in seeds for v in s["variants"].values())
    total += len(base.SEEDS) * len(VARIANTS) * len(base.CONTRAST_LEVELS) * 2 * len(ROLES)
    print(f"wrote {path.name}: {len(base.SEEDS)} seeds, {total} hex values")


if __name__ == "__main__":
    main()
