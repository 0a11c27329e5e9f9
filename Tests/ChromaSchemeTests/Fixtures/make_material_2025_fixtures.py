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
- Expressive's primary tones. materialyoucolor 3.0.4 has an older rule for two of them:
  primary (_primary_tone_2025) caps the tone of most chroma at 25 for a yellow primary hue and at
  88 for a cyan one whether light or dark, where Google caps dark schemes at 88 (cyan) or 98, light
  ones at 25 (yellow) or 98; primaryContainer in dark schemes (_primary_container_tone_2025) takes
  t_max_c(primary, 30, 93), where Google takes tMinC(primary, 30, 93). The script replaces both
  with Google's rules (ColorSpec2025.primary and primaryContainer) and counts the values they
  change. Every other 2025 rule of materialyoucolor was read against Google's and agrees.

Layout as in material-vectors.json: palettes as strings of 101 hex colors (tones 0...100, no '#'),
the roles for contrast levels -1, 0, 0.5, 1, light and dark, one string each.
"""
import functools
import json
import pathlib
import sys

sys.path.insert(0, str(pathlib.Path(__file__).parent))

import make_material_fixtures as base  # noqa: E402  (sets nothing up until called)
from materialyoucolor.dynamiccolor import color_spec, color_spec_2025  # noqa: E402
from materialyoucolor.dynamiccolor.dynamic_scheme import DynamicScheme  # noqa: E402
from materialyoucolor.dynamiccolor.material_dynamic_colors import MaterialDynamicColors  # noqa: E402
from materialyoucolor.dynamiccolor.variant import Variant  # noqa: E402
from materialyoucolor.hct import Hct  # noqa: E402
from materialyoucolor.palettes.tonal_palette import TonalPalette  # noqa: E402
from materialyoucolor.scheme.scheme_content import SchemeContent  # noqa: E402

SPEC = "2025"
VARIANTS = [(name, cls) for name, cls in base.VARIANTS
            if name in ("tonalSpot", "vibrant", "expressive", "neutral")]
DIM_AFTER = {"primary": "primaryDim", "secondary": "secondaryDim", "tertiary": "tertiaryDim",
             "error": "errorDim"}
ROLES = [r for role in base.ROLES for r in ([role, DIM_AFTER[role]] if role in DIM_AFTER else [role])]
COLORS = None  # made in main(), after the patches

PUBLISHED_GET_HCT = color_spec.ColorCalculationDelegateImpl2025.get_hct
CHANGED_BY_GOOGLES_GET_HCT = []  # (role, published hex, Google's hex)


def google_get_hct(self, scheme, color):
    """ColorSpec2025.getHct of material-color-utilities. Where it differs from materialyoucolor's
    (tone 99 of a yellow hue), the difference is recorded."""
    palette = color.palette(scheme)
    tone = color.get_tone(scheme)
    multiplier = color.chroma_multiplier(scheme) if color.chroma_multiplier else 1.0
    if multiplier == 1.0:
        answer = palette.get_hct(tone)
    else:
        chroma = palette.chroma * multiplier
        if tone == 99.0 and Hct.is_yellow(palette.hue):
            answer = TonalPalette.from_hue_and_chroma(palette.hue, chroma).get_hct(tone)
        else:
            answer = Hct.from_hct(palette.hue, chroma, tone)
    published = PUBLISHED_GET_HCT(self, scheme, color)
    if published.to_int() != answer.to_int():
        CHANGED_BY_GOOGLES_GET_HCT.append((color.name, base.hex6(published.to_int()), base.hex6(answer.to_int())))
    return answer


PUBLISHED_PRIMARY_TONE = color_spec_2025.ColorSpecDelegateImpl2025._primary_tone_2025
PUBLISHED_PRIMARY_CONTAINER_TONE = color_spec_2025.ColorSpecDelegateImpl2025._primary_container_tone_2025


def google_primary_tone(self, s):
    """ColorSpec2025.primary's tone (phone) of material-color-utilities."""
    if s.variant != Variant.EXPRESSIVE:
        return PUBLISHED_PRIMARY_TONE(self, s)
    assert s.platform == "phone"
    p = s.primary_palette
    upper = (88 if Hct.is_cyan(p.hue) else 98) if s.is_dark else (25 if Hct.is_yellow(p.hue) else 98)
    return color_spec_2025.t_max_c(p, 0, upper)


def google_primary_container_tone(self, s):
    """ColorSpec2025.primaryContainer's tone (phone) of material-color-utilities."""
    if s.variant != Variant.EXPRESSIVE or not s.is_dark:
        return PUBLISHED_PRIMARY_CONTAINER_TONE(self, s)
    assert s.platform == "phone"
    return color_spec_2025.t_min_c(s.primary_palette, 30, 93)


# A pure function of its arguments, searched again for every role by materialyoucolor: cached,
# which changes no value and makes the run take minutes instead of hours.
color_spec_2025.find_best_tone_for_chroma = functools.lru_cache(maxsize=None)(color_spec_2025.find_best_tone_for_chroma)


def scheme(variant_class, seed, dark, contrast):
    return variant_class(Hct.from_int(base.argb(seed)), dark, contrast, spec_version=SPEC)


def role_hex(s, role):
    """A role's color in a scheme, as six hex digits."""
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
    global COLORS
    COLORS = MaterialDynamicColors(spec=SPEC)
    published = [role_hex(scheme(cls, seed, dark, contrast), r)
                 for seed in base.SEEDS for name, cls in VARIANTS if name == "expressive"
                 for contrast in base.CONTRAST_LEVELS for dark in (False, True) for r in ROLES]
    color_spec_2025.ColorSpecDelegateImpl2025._primary_tone_2025 = google_primary_tone
    color_spec_2025.ColorSpecDelegateImpl2025._primary_container_tone_2025 = google_primary_container_tone
    COLORS = MaterialDynamicColors(spec=SPEC)
    google = [role_hex(scheme(cls, seed, dark, contrast), r)
              for seed in base.SEEDS for name, cls in VARIANTS if name == "expressive"
              for contrast in base.CONTRAST_LEVELS for dark in (False, True) for r in ROLES]
    print(f"Google's expressive primary and primaryContainer tones change "
          f"{sum(a != b for a, b in zip(published, google))} of {len(google)} expressive role values")
    color_spec.ColorCalculationDelegateImpl2025.get_hct = google_get_hct
    seeds = generate()
    roles = len(base.SEEDS) * len(VARIANTS) * len(base.CONTRAST_LEVELS) * 2 * len(ROLES)
    print(f"Google's getHct changes {len(CHANGED_BY_GOOGLES_GET_HCT)} of {roles} role values "
          f"from materialyoucolor's, e.g. (role, published, Google's) {sorted(set(CHANGED_BY_GOOGLES_GET_HCT))[:3]}")
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
