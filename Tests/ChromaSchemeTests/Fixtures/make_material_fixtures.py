#!/usr/bin/env python3
"""Regenerates material-vectors.json, the reference the Material 3 generator is tested against.

Run with materialyoucolor from PyPI (a pure-Python implementation of Google's
material-color-utilities):
    python3 -m venv .build/material-python
    .build/material-python/bin/pip install materialyoucolor==3.0.4
    .build/material-python/bin/python Tests/ChromaSchemeTests/Fixtures/make_material_fixtures.py

Before writing anything the script makes materialyoucolor behave as Google's library does with
its default color spec, and checks it:
- Spec version. materialyoucolor's DynamicScheme defaults to the 2025 spec; Google's
  (DynamicScheme.DEFAULT_SPEC_VERSION in material-color-utilities) is 2021. Every scheme here is
  built with spec_version="2021" and MaterialDynamicColors(spec="2021").
- Rounding. materialyoucolor calls Python's round(), which rounds halves to even; Google calls
  Math.round (Java, JavaScript, Dart: halves up). The modules that round (sRGB delinearization,
  the tone-99 average of yellow palettes, the dislike analyzer, the light-foreground test, the
  temperature cache) get a `round` that rounds halves up. The script counts how many palette
  tones the patch changes (yellow palettes' tone 99 averages 98 and 100: an odd sum is a half).
- Viewing conditions. Google's defaults: D65 white (95.047, 100, 108.883), adapting luminance
  200/pi * Y(L*=50) / 100, background L* 50, average surround (2), illuminant not discounted.
  The default object is compared with one made from those numbers.
- Error palette. Hue 25, chroma 84 in the 2021 spec.
- Google's own expectations. GOOGLE_VECTORS are the hex values asserted by Google's scheme tests
  (material-color-utilities, swift/Tests/.../SchemeTests, commit 6112292f): all must match, and
  Google's tonal palette test (blue) too.

The seeds are fixed, so a rerun with the same materialyoucolor version writes the same file.
Layout: for every seed and variant, the six palettes as one string of 101 hex colors (tones
0...100, six hex digits each, no '#'), and the roles (ROLES order) for contrast levels
-1, 0, 0.5, 1, light and dark, as one string each.
"""
import builtins
import json
import math
import pathlib
from importlib.metadata import version

import materialyoucolor
from materialyoucolor.dislike import dislike_analyzer
from materialyoucolor.dynamiccolor import dynamic_color
from materialyoucolor.dynamiccolor.dynamic_scheme import DynamicScheme
from materialyoucolor.dynamiccolor.material_dynamic_colors import MaterialDynamicColors
from materialyoucolor.hct import Hct
from materialyoucolor.hct.viewing_conditions import ViewingConditions
from materialyoucolor.palettes import tonal_palette
from materialyoucolor.palettes.tonal_palette import TonalPalette
from materialyoucolor.scheme.scheme_content import SchemeContent
from materialyoucolor.scheme.scheme_expressive import SchemeExpressive
from materialyoucolor.scheme.scheme_fidelity import SchemeFidelity
from materialyoucolor.scheme.scheme_fruit_salad import SchemeFruitSalad
from materialyoucolor.scheme.scheme_monochrome import SchemeMonochrome
from materialyoucolor.scheme.scheme_neutral import SchemeNeutral
from materialyoucolor.scheme.scheme_rainbow import SchemeRainbow
from materialyoucolor.scheme.scheme_tonal_spot import SchemeTonalSpot
from materialyoucolor.scheme.scheme_vibrant import SchemeVibrant
from materialyoucolor.temperature import temperature_cache
from materialyoucolor.utils import color_utils

EXPECTED_VERSION = "3.0.4"
assert version("materialyoucolor") == EXPECTED_VERSION, version("materialyoucolor")

ROUNDING_MODULES = [color_utils, tonal_palette, dislike_analyzer, dynamic_color, temperature_cache]


def round_half_up(x):
    """Java's and JavaScript's Math.round: the nearest integer, halves toward +infinity."""
    return math.floor(x + 0.5)


def set_rounding(fn):
    for module in ROUNDING_MODULES:
        module.round = fn


VARIANTS = [
    ("tonalSpot", SchemeTonalSpot), ("content", SchemeContent), ("fidelity", SchemeFidelity),
    ("vibrant", SchemeVibrant), ("expressive", SchemeExpressive), ("monochrome", SchemeMonochrome),
    ("neutral", SchemeNeutral), ("rainbow", SchemeRainbow), ("fruitSalad", SchemeFruitSalad),
]
CONTRAST_LEVELS = [-1.0, 0.0, 0.5, 1.0]
PALETTES = ["primary", "secondary", "tertiary", "neutral", "neutralVariant", "error"]
PALETTE_ATTRIBUTES = ["primary_palette", "secondary_palette", "tertiary_palette",
                      "neutral_palette", "neutral_variant_palette", "error_palette"]

COLORS = MaterialDynamicColors(spec="2021")
ROLES = [
    "primaryPaletteKeyColor", "secondaryPaletteKeyColor", "tertiaryPaletteKeyColor",
    "neutralPaletteKeyColor", "neutralVariantPaletteKeyColor", "errorPaletteKeyColor",
    "background", "onBackground", "surface", "surfaceDim", "surfaceBright",
    "surfaceContainerLowest", "surfaceContainerLow", "surfaceContainer", "surfaceContainerHigh",
    "surfaceContainerHighest", "onSurface", "surfaceVariant", "onSurfaceVariant",
    "inverseSurface", "inverseOnSurface", "outline", "outlineVariant", "shadow", "scrim",
    "surfaceTint", "primary", "onPrimary", "primaryContainer", "onPrimaryContainer",
    "inversePrimary", "secondary", "onSecondary", "secondaryContainer", "onSecondaryContainer",
    "tertiary", "onTertiary", "tertiaryContainer", "onTertiaryContainer", "error", "onError",
    "errorContainer", "onErrorContainer", "primaryFixed", "primaryFixedDim", "onPrimaryFixed",
    "onPrimaryFixedVariant", "secondaryFixed", "secondaryFixedDim", "onSecondaryFixed",
    "onSecondaryFixedVariant", "tertiaryFixed", "tertiaryFixedDim", "onTertiaryFixed",
    "onTertiaryFixedVariant",
]

# Across hues (every 30 degrees, saturated), across chromas (muted, pastel, deep), grays and the
# extremes, yellows (tone 99 is averaged), and the seeds of Google's own tests.
SEEDS = [
    "#0000ff", "#6750a4", "#fa2bec", "#850096", "#ff0000", "#ff8000", "#ffff00", "#80ff00",
    "#00ff00", "#00ff80", "#00ffff", "#0080ff", "#8000ff", "#ff0080", "#b33b15", "#f3c84f",
    "#c8c832", "#4a6741", "#2f4f6f", "#a0a0b0", "#808080", "#000000", "#ffffff", "#fefefe",
    "#010101", "#e6d8b0", "#3d0a0a", "#00332b", "#9e7bb5", "#dcdc00",
]

GOOGLE_VECTORS = [  # (variant, seed, dark, contrast, role, expected)
    ('content', '#0000ff', False, 0.0, 'primaryPaletteKeyColor', '#080cff'),
    ('content', '#0000ff', False, 0.0, 'secondaryPaletteKeyColor', '#656dd3'),
    ('content', '#0000ff', False, 0.0, 'tertiaryPaletteKeyColor', '#81009f'),
    ('content', '#0000ff', False, 0.0, 'neutralPaletteKeyColor', '#767684'),
    ('content', '#0000ff', False, 0.0, 'neutralVariantPaletteKeyColor', '#757589'),
    ('content', '#0000ff', False, -1.0, 'primary', '#5660ff'),
    ('content', '#0000ff', False, 0.0, 'primary', '#0001bb'),
    ('content', '#0000ff', False, 1.0, 'primary', '#00019f'),
    ('content', '#0000ff', False, -1.0, 'primaryContainer', '#d5d6ff'),
    ('content', '#0000ff', False, 0.0, 'primaryContainer', '#0000ff'),
    ('content', '#0000ff', False, 1.0, 'primaryContainer', '#0000f6'),
    ('content', '#0000ff', False, -1.0, 'tertiaryContainer', '#fac9ff'),
    ('content', '#0000ff', False, 0.0, 'tertiaryContainer', '#81009f'),
    ('content', '#0000ff', False, 1.0, 'tertiaryContainer', '#7d009a'),
    ('content', '#0000ff', False, -1.0, 'onPrimaryContainer', '#5e68ff'),
    ('content', '#0000ff', False, 0.0, 'onPrimaryContainer', '#b3b7ff'),
    ('content', '#0000ff', False, 1.0, 'onPrimaryContainer', '#ffffff'),
    ('content', '#0000ff', False, -1.0, 'surface', '#fbf8ff'),
    ('content', '#0000ff', False, 0.0, 'surface', '#fbf8ff'),
    ('content', '#0000ff', False, 1.0, 'surface', '#fbf8ff'),
    ('content', '#0000ff', True, -1.0, 'primary', '#7c84ff'),
    ('content', '#0000ff', True, 0.0, 'primary', '#bec2ff'),
    ('content', '#0000ff', True, 1.0, 'primary', '#f0eeff'),
    ('content', '#0000ff', True, -1.0, 'primaryContainer', '#0001c9'),
    ('content', '#0000ff', True, 0.0, 'primaryContainer', '#0000ff'),
    ('content', '#0000ff', True, 1.0, 'primaryContainer', '#babdff'),
    ('content', '#0000ff', True, -1.0, 'onPrimaryContainer', '#6b75ff'),
    ('content', '#0000ff', True, 0.0, 'onPrimaryContainer', '#b3b7ff'),
    ('content', '#0000ff', True, 1.0, 'onPrimaryContainer', '#00003d'),
    ('content', '#0000ff', True, -1.0, 'onTertiaryContainer', '#c254de'),
    ('content', '#0000ff', True, 0.0, 'onTertiaryContainer', '#f09fff'),
    ('content', '#0000ff', True, 1.0, 'onTertiaryContainer', '#1a0022'),
    ('content', '#0000ff', True, -1.0, 'surface', '#12121d'),
    ('content', '#0000ff', True, 0.0, 'surface', '#12121d'),
    ('content', '#0000ff', True, 1.0, 'surface', '#12121d'),
    ('expressive', '#0000ff', False, -1.0, 'primary', '#32835d'),
    ('expressive', '#0000ff', False, 0.0, 'primary', '#146c48'),
    ('expressive', '#0000ff', False, 1.0, 'primary', '#00341f'),
    ('expressive', '#0000ff', False, -1.0, 'primaryContainer', '#99eabd'),
    ('expressive', '#0000ff', False, 0.0, 'primaryContainer', '#a2f4c6'),
    ('expressive', '#0000ff', False, 1.0, 'primaryContainer', '#005436'),
    ('expressive', '#0000ff', False, -1.0, 'onPrimaryContainer', '#388862'),
    ('expressive', '#0000ff', False, 0.0, 'onPrimaryContainer', '#005234'),
    ('expressive', '#0000ff', False, 1.0, 'onPrimaryContainer', '#ffffff'),
    ('expressive', '#0000ff', False, -1.0, 'surface', '#fdf7ff'),
    ('expressive', '#0000ff', False, 0.0, 'surface', '#fdf7ff'),
    ('expressive', '#0000ff', False, 1.0, 'surface', '#fdf7ff'),
    ('expressive', '#0000ff', True, -1.0, 'primary', '#51a078'),
    ('expressive', '#0000ff', True, 0.0, 'primary', '#87d7ab'),
    ('expressive', '#0000ff', True, 1.0, 'primary', '#bbffd7'),
    ('expressive', '#0000ff', True, -1.0, 'primaryContainer', '#00432a'),
    ('expressive', '#0000ff', True, 0.0, 'primaryContainer', '#005234'),
    ('expressive', '#0000ff', True, 1.0, 'primaryContainer', '#83d3a8'),
    ('expressive', '#0000ff', True, -1.0, 'onPrimaryContainer', '#43936c'),
    ('expressive', '#0000ff', True, 0.0, 'onPrimaryContainer', '#a2f4c6'),
    ('expressive', '#0000ff', True, 1.0, 'onPrimaryContainer', '#000e06'),
    ('expressive', '#0000ff', True, -1.0, 'surface', '#14121a'),
    ('expressive', '#0000ff', True, 0.0, 'surface', '#14121a'),
    ('expressive', '#0000ff', True, 1.0, 'surface', '#14121a'),
    ('fidelity', '#0000ff', False, 0.0, 'neutralPaletteKeyColor', '#767684'),
    ('fidelity', '#0000ff', False, 0.0, 'neutralVariantPaletteKeyColor', '#757589'),
    ('fidelity', '#0000ff', False, -1.0, 'primary', '#5660ff'),
    ('fidelity', '#0000ff', False, 0.0, 'primary', '#0001bb'),
    ('fidelity', '#0000ff', False, 1.0, 'primary', '#00019f'),
    ('fidelity', '#0000ff', False, -1.0, 'primaryContainer', '#d5d6ff'),
    ('fidelity', '#0000ff', False, 0.0, 'primaryContainer', '#0000ff'),
    ('fidelity', '#0000ff', False, 1.0, 'primaryContainer', '#0000f6'),
    ('fidelity', '#0000ff', False, -1.0, 'tertiaryContainer', '#ffcdc6'),
    ('fidelity', '#0000ff', False, 0.0, 'tertiaryContainer', '#9d0002'),
    ('fidelity', '#0000ff', False, 1.0, 'tertiaryContainer', '#980002'),
    ('fidelity', '#850096', False, -1.0, 'tertiaryContainer', '#ebd982'),
    ('fidelity', '#850096', False, 0.0, 'tertiaryContainer', '#bcac5a'),
    ('fidelity', '#850096', False, 1.0, 'tertiaryContainer', '#544900'),
    ('fidelity', '#0000ff', False, -1.0, 'onPrimaryContainer', '#5e68ff'),
    ('fidelity', '#0000ff', False, 0.0, 'onPrimaryContainer', '#b3b7ff'),
    ('fidelity', '#0000ff', False, 1.0, 'onPrimaryContainer', '#ffffff'),
    ('fidelity', '#0000ff', False, -1.0, 'surface', '#fbf8ff'),
    ('fidelity', '#0000ff', False, 0.0, 'surface', '#fbf8ff'),
    ('fidelity', '#0000ff', False, 1.0, 'surface', '#fbf8ff'),
    ('fidelity', '#0000ff', True, -1.0, 'primary', '#7c84ff'),
    ('fidelity', '#0000ff', True, 0.0, 'primary', '#bec2ff'),
    ('fidelity', '#0000ff', True, 1.0, 'primary', '#f0eeff'),
    ('fidelity', '#0000ff', True, -1.0, 'primaryContainer', '#0001c9'),
    ('fidelity', '#0000ff', True, 0.0, 'primaryContainer', '#0000ff'),
    ('fidelity', '#0000ff', True, 1.0, 'primaryContainer', '#babdff'),
    ('fidelity', '#0000ff', True, -1.0, 'onPrimaryContainer', '#6b75ff'),
    ('fidelity', '#0000ff', True, 0.0, 'onPrimaryContainer', '#b3b7ff'),
    ('fidelity', '#0000ff', True, 1.0, 'onPrimaryContainer', '#00003d'),
    ('fidelity', '#0000ff', True, -1.0, 'onTertiaryContainer', '#ef4635'),
    ('fidelity', '#0000ff', True, 0.0, 'onTertiaryContainer', '#ffa598'),
    ('fidelity', '#0000ff', True, 1.0, 'onTertiaryContainer', '#220000'),
    ('fidelity', '#0000ff', True, -1.0, 'surface', '#12121d'),
    ('fidelity', '#0000ff', True, 0.0, 'surface', '#12121d'),
    ('fidelity', '#0000ff', True, 1.0, 'surface', '#12121d'),
    ('fruitSalad', '#0000ff', False, 0.0, 'primaryPaletteKeyColor', '#0393c3'),
    ('fruitSalad', '#0000ff', False, 0.0, 'neutralPaletteKeyColor', '#777682'),
    ('fruitSalad', '#0000ff', False, -1.0, 'primary', '#007ea7'),
    ('fruitSalad', '#0000ff', False, 0.0, 'primary', '#006688'),
    ('fruitSalad', '#0000ff', False, 1.0, 'primary', '#003042'),
    ('fruitSalad', '#0000ff', False, -1.0, 'primaryContainer', '#aae0ff'),
    ('fruitSalad', '#0000ff', False, 1.0, 'primaryContainer', '#004f6b'),
    ('fruitSalad', '#0000ff', False, -1.0, 'tertiaryContainer', '#d5d6ff'),
    ('fruitSalad', '#0000ff', False, 1.0, 'tertiaryContainer', '#40447b'),
    ('fruitSalad', '#0000ff', False, -1.0, 'onPrimaryContainer', '#0083ae'),
    ('fruitSalad', '#0000ff', False, 0.0, 'onPrimaryContainer', '#004d67'),
    ('fruitSalad', '#0000ff', False, 1.0, 'onPrimaryContainer', '#ffffff'),
    ('fruitSalad', '#0000ff', False, -1.0, 'surface', '#fbf8ff'),
    ('fruitSalad', '#0000ff', False, 0.0, 'surface', '#fbf8ff'),
    ('fruitSalad', '#0000ff', False, 1.0, 'surface', '#fbf8ff'),
    ('fruitSalad', '#0000ff', False, 0.0, 'secondary', '#196584'),
    ('fruitSalad', '#0000ff', False, 0.0, 'secondaryContainer', '#c2e8ff'),
    ('fruitSalad', '#0000ff', True, -1.0, 'primary', '#1e9bcb'),
    ('fruitSalad', '#0000ff', True, -1.0, 'primaryContainer', '#003f56'),
    ('fruitSalad', '#0000ff', True, -1.0, 'onPrimaryContainer', '#008ebc'),
    ('fruitSalad', '#0000ff', True, -1.0, 'onTertiaryContainer', '#7b7fbb'),
    ('fruitSalad', '#0000ff', True, 0.0, 'onTertiaryContainer', '#e0e0ff'),
    ('fruitSalad', '#0000ff', True, -1.0, 'surface', '#12131c'),
    ('fruitSalad', '#0000ff', True, 0.0, 'surface', '#12131c'),
    ('fruitSalad', '#0000ff', True, 1.0, 'surface', '#12131c'),
    ('fruitSalad', '#0000ff', True, 0.0, 'secondary', '#8ecff2'),
    ('fruitSalad', '#0000ff', True, 0.0, 'secondaryContainer', '#004d67'),
    ('monochrome', '#0000ff', False, 0.0, 'primaryPaletteKeyColor', '#777777'),
    ('monochrome', '#0000ff', False, 0.0, 'secondaryPaletteKeyColor', '#777777'),
    ('monochrome', '#0000ff', False, 0.0, 'tertiaryPaletteKeyColor', '#777777'),
    ('monochrome', '#0000ff', False, 0.0, 'neutralPaletteKeyColor', '#777777'),
    ('monochrome', '#0000ff', False, 0.0, 'neutralVariantPaletteKeyColor', '#777777'),
    ('monochrome', '#0000ff', False, -1.0, 'primary', '#747474'),
    ('monochrome', '#0000ff', False, 0.0, 'primary', '#000000'),
    ('monochrome', '#0000ff', False, 1.0, 'primary', '#000000'),
    ('monochrome', '#0000ff', False, -1.0, 'primaryContainer', '#d9d9d9'),
    ('monochrome', '#0000ff', False, 0.0, 'primaryContainer', '#3b3b3b'),
    ('monochrome', '#0000ff', False, 1.0, 'primaryContainer', '#3b3b3b'),
    ('monochrome', '#0000ff', False, -1.0, 'onPrimaryContainer', '#7a7a7a'),
    ('monochrome', '#0000ff', False, 0.0, 'onPrimaryContainer', '#ffffff'),
    ('monochrome', '#0000ff', False, 1.0, 'onPrimaryContainer', '#ffffff'),
    ('monochrome', '#0000ff', False, -1.0, 'surface', '#f9f9f9'),
    ('monochrome', '#0000ff', False, 0.0, 'surface', '#f9f9f9'),
    ('monochrome', '#0000ff', False, 1.0, 'surface', '#f9f9f9'),
    ('monochrome', '#0000ff', True, -1.0, 'primary', '#919191'),
    ('monochrome', '#0000ff', True, 0.0, 'primary', '#ffffff'),
    ('monochrome', '#0000ff', True, 1.0, 'primary', '#ffffff'),
    ('monochrome', '#0000ff', True, -1.0, 'primaryContainer', '#3a3a3a'),
    ('monochrome', '#0000ff', True, 0.0, 'primaryContainer', '#d4d4d4'),
    ('monochrome', '#0000ff', True, 1.0, 'primaryContainer', '#d4d4d4'),
    ('monochrome', '#0000ff', True, -1.0, 'onPrimaryContainer', '#848484'),
    ('monochrome', '#0000ff', True, 0.0, 'onPrimaryContainer', '#000000'),
    ('monochrome', '#0000ff', True, 1.0, 'onPrimaryContainer', '#000000'),
    ('monochrome', '#0000ff', True, -1.0, 'onTertiaryContainer', '#848484'),
    ('monochrome', '#0000ff', True, 0.0, 'onTertiaryContainer', '#000000'),
    ('monochrome', '#0000ff', True, 1.0, 'onTertiaryContainer', '#000000'),
    ('monochrome', '#0000ff', True, -1.0, 'surface', '#131313'),
    ('monochrome', '#0000ff', True, 0.0, 'surface', '#131313'),
    ('monochrome', '#0000ff', True, 1.0, 'surface', '#131313'),
    ('neutral', '#0000ff', False, 0.0, 'primaryPaletteKeyColor', '#767685'),
    ('neutral', '#0000ff', False, 0.0, 'secondaryPaletteKeyColor', '#777680'),
    ('neutral', '#0000ff', False, 0.0, 'neutralPaletteKeyColor', '#787678'),
    ('neutral', '#0000ff', False, 0.0, 'neutralVariantPaletteKeyColor', '#787678'),
    ('neutral', '#0000ff', False, -1.0, 'primary', '#737383'),
    ('neutral', '#0000ff', False, 0.0, 'primary', '#5d5d6c'),
    ('neutral', '#0000ff', False, 1.0, 'primary', '#2b2b38'),
    ('neutral', '#0000ff', False, -1.0, 'primaryContainer', '#d9d7e9'),
    ('neutral', '#0000ff', False, 0.0, 'primaryContainer', '#e2e1f3'),
    ('neutral', '#0000ff', False, 1.0, 'primaryContainer', '#484856'),
    ('neutral', '#0000ff', False, -1.0, 'onPrimaryContainer', '#797888'),
    ('neutral', '#0000ff', False, 0.0, 'onPrimaryContainer', '#454654'),
    ('neutral', '#0000ff', False, 1.0, 'onPrimaryContainer', '#ffffff'),
    ('neutral', '#0000ff', False, -1.0, 'surface', '#fcf8fa'),
    ('neutral', '#0000ff', False, 0.0, 'surface', '#fcf8fa'),
    ('neutral', '#0000ff', False, 1.0, 'surface', '#fcf8fa'),
    ('neutral', '#0000ff', True, -1.0, 'primary', '#908f9f'),
    ('neutral', '#0000ff', True, 0.0, 'primary', '#c6c5d6'),
    ('neutral', '#0000ff', True, 1.0, 'primary', '#f0eeff'),
    ('neutral', '#0000ff', True, -1.0, 'primaryContainer', '#393947'),
    ('neutral', '#0000ff', True, 0.0, 'primaryContainer', '#454654'),
    ('neutral', '#0000ff', True, 1.0, 'primaryContainer', '#c2c1d2'),
    ('neutral', '#0000ff', True, -1.0, 'onPrimaryContainer', '#838393'),
    ('neutral', '#0000ff', True, 0.0, 'onPrimaryContainer', '#e2e1f3'),
    ('neutral', '#0000ff', True, 1.0, 'onPrimaryContainer', '#090a16'),
    ('neutral', '#0000ff', True, -1.0, 'onTertiaryContainer', '#828299'),
    ('neutral', '#0000ff', True, 0.0, 'onTertiaryContainer', '#e1e0f9'),
    ('neutral', '#0000ff', True, 1.0, 'onTertiaryContainer', '#080a1b'),
    ('neutral', '#0000ff', True, -1.0, 'surface', '#131315'),
    ('neutral', '#0000ff', True, 0.0, 'surface', '#131315'),
    ('neutral', '#0000ff', True, 1.0, 'surface', '#131315'),
    ('rainbow', '#0000ff', False, 0.0, 'neutralPaletteKeyColor', '#777777'),
    ('rainbow', '#0000ff', False, 0.0, 'neutralVariantPaletteKeyColor', '#777777'),
    ('rainbow', '#0000ff', False, 1.0, 'primary', '#1b2074'),
    ('rainbow', '#0000ff', False, -1.0, 'primaryContainer', '#d5d6ff'),
    ('rainbow', '#0000ff', False, 1.0, 'primaryContainer', '#3a4092'),
    ('rainbow', '#0000ff', False, -1.0, 'tertiaryContainer', '#fbcbe7'),
    ('rainbow', '#0000ff', False, 0.0, 'tertiaryContainer', '#ffd8ee'),
    ('rainbow', '#0000ff', False, 1.0, 'tertiaryContainer', '#613e55'),
    ('rainbow', '#0000ff', False, -1.0, 'onPrimaryContainer', '#6c72c7'),
    ('rainbow', '#0000ff', False, 0.0, 'onPrimaryContainer', '#383e8f'),
    ('rainbow', '#0000ff', False, 1.0, 'onPrimaryContainer', '#ffffff'),
    ('rainbow', '#0000ff', False, -1.0, 'surface', '#f9f9f9'),
    ('rainbow', '#0000ff', False, 0.0, 'surface', '#f9f9f9'),
    ('rainbow', '#0000ff', False, 1.0, 'surface', '#f9f9f9'),
    ('rainbow', '#0000ff', False, 0.0, 'secondary', '#5c5d72'),
    ('rainbow', '#0000ff', False, 0.0, 'secondaryContainer', '#e1e0f9'),
    ('rainbow', '#0000ff', True, -1.0, 'primary', '#8389e0'),
    ('rainbow', '#0000ff', True, 0.0, 'primary', '#bec2ff'),
    ('rainbow', '#0000ff', True, 1.0, 'primary', '#f0eeff'),
    ('rainbow', '#0000ff', True, -1.0, 'primaryContainer', '#2a3082'),
    ('rainbow', '#0000ff', True, 1.0, 'primaryContainer', '#babdff'),
    ('rainbow', '#0000ff', True, -1.0, 'onPrimaryContainer', '#767cd2'),
    ('rainbow', '#0000ff', True, 0.0, 'onPrimaryContainer', '#e0e0ff'),
    ('rainbow', '#0000ff', True, 1.0, 'onPrimaryContainer', '#00003d'),
    ('rainbow', '#0000ff', True, -1.0, 'onTertiaryContainer', '#a17891'),
    ('rainbow', '#0000ff', True, 0.0, 'onTertiaryContainer', '#ffd8ee'),
    ('rainbow', '#0000ff', True, 1.0, 'onTertiaryContainer', '#1b0315'),
    ('rainbow', '#0000ff', True, -1.0, 'surface', '#131313'),
    ('rainbow', '#0000ff', True, 0.0, 'surface', '#131313'),
    ('rainbow', '#0000ff', True, 1.0, 'surface', '#131313'),
    ('rainbow', '#0000ff', True, 0.0, 'secondary', '#c5c4dd'),
    ('rainbow', '#0000ff', True, 0.0, 'secondaryContainer', '#444559'),
    ('tonalSpot', '#0000ff', False, 0.0, 'primary', '#555992'),
    ('tonalSpot', '#0000ff', True, 0.0, 'primary', '#bec2ff'),
    ('tonalSpot', '#6750a4', False, 0.0, 'primary', '#65558f'),
    ('tonalSpot', '#6750a4', False, 0.0, 'secondary', '#625b71'),
    ('tonalSpot', '#6750a4', False, 0.0, 'tertiary', '#7e5260'),
    ('tonalSpot', '#6750a4', False, 0.0, 'surface', '#fdf7ff'),
    ('tonalSpot', '#6750a4', False, 0.0, 'onSurface', '#1d1b20'),
    ('tonalSpot', '#6750a4', True, 0.0, 'primary', '#cfbdfe'),
    ('tonalSpot', '#6750a4', True, 0.0, 'secondary', '#cbc2db'),
    ('tonalSpot', '#6750a4', True, 0.0, 'tertiary', '#efb8c8'),
    ('tonalSpot', '#6750a4', True, 0.0, 'surface', '#141218'),
    ('tonalSpot', '#6750a4', True, 0.0, 'onSurface', '#e6e0e9'),
    ('tonalSpot', '#fa2bec', False, 0.0, 'primary', '#814c77'),
    ('tonalSpot', '#fa2bec', False, 0.0, 'onPrimary', '#ffffff'),
    ('tonalSpot', '#fa2bec', False, 0.0, 'primaryContainer', '#ffd7f3'),
    ('tonalSpot', '#fa2bec', False, 0.0, 'onPrimaryContainer', '#67355e'),
    ('tonalSpot', '#fa2bec', False, 0.0, 'secondary', '#6e5868'),
    ('tonalSpot', '#fa2bec', False, 0.0, 'onSecondary', '#ffffff'),
    ('tonalSpot', '#fa2bec', False, 0.0, 'secondaryContainer', '#f8daee'),
    ('tonalSpot', '#fa2bec', False, 0.0, 'onSecondaryContainer', '#554050'),
    ('tonalSpot', '#fa2bec', False, 0.0, 'tertiary', '#815343'),
    ('tonalSpot', '#fa2bec', False, 0.0, 'onTertiary', '#ffffff'),
    ('tonalSpot', '#fa2bec', False, 0.0, 'tertiaryContainer', '#ffdbd0'),
    ('tonalSpot', '#fa2bec', False, 0.0, 'onTertiaryContainer', '#663c2d'),
    ('tonalSpot', '#fa2bec', False, 0.0, 'error', '#ba1a1a'),
    ('tonalSpot', '#fa2bec', False, 0.0, 'onError', '#ffffff'),
    ('tonalSpot', '#fa2bec', False, 0.0, 'errorContainer', '#ffdad6'),
    ('tonalSpot', '#fa2bec', False, 0.0, 'onErrorContainer', '#93000a'),
    ('tonalSpot', '#fa2bec', False, 0.0, 'background', '#fff7f9'),
    ('tonalSpot', '#fa2bec', False, 0.0, 'onBackground', '#201a1e'),
    ('tonalSpot', '#fa2bec', False, 0.0, 'surface', '#fff7f9'),
    ('tonalSpot', '#fa2bec', False, 0.0, 'onSurface', '#201a1e'),
    ('tonalSpot', '#fa2bec', False, 0.0, 'surfaceVariant', '#eedee7'),
    ('tonalSpot', '#fa2bec', False, 0.0, 'onSurfaceVariant', '#4e444b'),
    ('tonalSpot', '#fa2bec', False, 0.0, 'outline', '#80747b'),
    ('tonalSpot', '#fa2bec', False, 0.0, 'outlineVariant', '#d2c2cb'),
    ('tonalSpot', '#fa2bec', False, 0.0, 'shadow', '#000000'),
    ('tonalSpot', '#fa2bec', False, 0.0, 'scrim', '#000000'),
    ('tonalSpot', '#fa2bec', False, 0.0, 'inverseSurface', '#362e33'),
    ('tonalSpot', '#fa2bec', False, 0.0, 'inverseOnSurface', '#faedf3'),
    ('tonalSpot', '#fa2bec', False, 0.0, 'inversePrimary', '#f3b2e4'),
    ('tonalSpot', '#fa2bec', True, 0.0, 'primary', '#f3b2e4'),
    ('tonalSpot', '#fa2bec', True, 0.0, 'onPrimary', '#4d1f47'),
    ('tonalSpot', '#fa2bec', True, 0.0, 'primaryContainer', '#67355e'),
    ('tonalSpot', '#fa2bec', True, 0.0, 'onPrimaryContainer', '#ffd7f3'),
    ('tonalSpot', '#fa2bec', True, 0.0, 'secondary', '#dbbed1'),
    ('tonalSpot', '#fa2bec', True, 0.0, 'onSecondary', '#3e2a39'),
    ('tonalSpot', '#fa2bec', True, 0.0, 'secondaryContainer', '#554050'),
    ('tonalSpot', '#fa2bec', True, 0.0, 'onSecondaryContainer', '#f8daee'),
    ('tonalSpot', '#fa2bec', True, 0.0, 'tertiary', '#f5b9a5'),
    ('tonalSpot', '#fa2bec', True, 0.0, 'onTertiary', '#4c2619'),
    ('tonalSpot', '#fa2bec', True, 0.0, 'tertiaryContainer', '#663c2d'),
    ('tonalSpot', '#fa2bec', True, 0.0, 'onTertiaryContainer', '#ffdbd0'),
    ('tonalSpot', '#fa2bec', True, 0.0, 'error', '#ffb4ab'),
    ('tonalSpot', '#fa2bec', True, 0.0, 'onError', '#690005'),
    ('tonalSpot', '#fa2bec', True, 0.0, 'errorContainer', '#93000a'),
    ('tonalSpot', '#fa2bec', True, 0.0, 'onErrorContainer', '#ffdad6'),
    ('tonalSpot', '#fa2bec', True, 0.0, 'background', '#181216'),
    ('tonalSpot', '#fa2bec', True, 0.0, 'onBackground', '#ecdfe5'),
    ('tonalSpot', '#fa2bec', True, 0.0, 'surface', '#181216'),
    ('tonalSpot', '#fa2bec', True, 0.0, 'onSurface', '#ecdfe5'),
    ('tonalSpot', '#fa2bec', True, 0.0, 'surfaceVariant', '#4e444b'),
    ('tonalSpot', '#fa2bec', True, 0.0, 'onSurfaceVariant', '#d2c2cb'),
    ('tonalSpot', '#fa2bec', True, 0.0, 'outline', '#9a8d95'),
    ('tonalSpot', '#fa2bec', True, 0.0, 'outlineVariant', '#4e444b'),
    ('tonalSpot', '#fa2bec', True, 0.0, 'shadow', '#000000'),
    ('tonalSpot', '#fa2bec', True, 0.0, 'scrim', '#000000'),
    ('tonalSpot', '#fa2bec', True, 0.0, 'inverseSurface', '#ecdfe5'),
    ('tonalSpot', '#fa2bec', True, 0.0, 'inverseOnSurface', '#362e33'),
    ('tonalSpot', '#fa2bec', True, 0.0, 'inversePrimary', '#814c77'),
    ('content', '#fa2bec', False, 0.0, 'primary', '#a7009e'),
    ('content', '#fa2bec', False, 0.0, 'onPrimary', '#ffffff'),
    ('content', '#fa2bec', False, 0.0, 'primaryContainer', '#d100c6'),
    ('content', '#fa2bec', False, 0.0, 'onPrimaryContainer', '#fffbff'),
    ('content', '#fa2bec', False, 0.0, 'secondary', '#9e2d93'),
    ('content', '#fa2bec', False, 0.0, 'onSecondary', '#ffffff'),
    ('content', '#fa2bec', False, 0.0, 'secondaryContainer', '#ff83ec'),
    ('content', '#fa2bec', False, 0.0, 'onSecondaryContainer', '#7c0276'),
    ('content', '#fa2bec', False, 0.0, 'tertiary', '#b51830'),
    ('content', '#fa2bec', False, 0.0, 'onTertiary', '#ffffff'),
    ('content', '#fa2bec', False, 0.0, 'tertiaryContainer', '#d83546'),
    ('content', '#fa2bec', False, 0.0, 'onTertiaryContainer', '#fffbff'),
    ('content', '#fa2bec', False, 0.0, 'error', '#ba1a1a'),
    ('content', '#fa2bec', False, 0.0, 'onError', '#ffffff'),
    ('content', '#fa2bec', False, 0.0, 'errorContainer', '#ffdad6'),
    ('content', '#fa2bec', False, 0.0, 'onErrorContainer', '#93000a'),
    ('content', '#fa2bec', False, 0.0, 'background', '#fff7f9'),
    ('content', '#fa2bec', False, 0.0, 'onBackground', '#251722'),
    ('content', '#fa2bec', False, 0.0, 'surface', '#fff7f9'),
    ('content', '#fa2bec', False, 0.0, 'onSurface', '#251722'),
    ('content', '#fa2bec', False, 0.0, 'surfaceVariant', '#f9daee'),
    ('content', '#fa2bec', False, 0.0, 'onSurfaceVariant', '#564050'),
    ('content', '#fa2bec', False, 0.0, 'outline', '#897081'),
    ('content', '#fa2bec', False, 0.0, 'outlineVariant', '#dcbed2'),
    ('content', '#fa2bec', False, 0.0, 'shadow', '#000000'),
    ('content', '#fa2bec', False, 0.0, 'scrim', '#000000'),
    ('content', '#fa2bec', False, 0.0, 'inverseSurface', '#3b2c37'),
    ('content', '#fa2bec', False, 0.0, 'inverseOnSurface', '#ffebf6'),
    ('content', '#fa2bec', False, 0.0, 'inversePrimary', '#ffabee'),
    ('content', '#fa2bec', True, 0.0, 'primary', '#ffabee'),
    ('content', '#fa2bec', True, 0.0, 'onPrimary', '#5c0057'),
    ('content', '#fa2bec', True, 0.0, 'primaryContainer', '#fa2bec'),
    ('content', '#fa2bec', True, 0.0, 'onPrimaryContainer', '#51004c'),
    ('content', '#fa2bec', True, 0.0, 'secondary', '#ffabee'),
    ('content', '#fa2bec', True, 0.0, 'onSecondary', '#5c0057'),
    ('content', '#fa2bec', True, 0.0, 'secondaryContainer', '#840f7c'),
    ('content', '#fa2bec', True, 0.0, 'onSecondaryContainer', '#ff93ec'),
    ('content', '#fa2bec', True, 0.0, 'tertiary', '#ffb3b2'),
    ('content', '#fa2bec', True, 0.0, 'onTertiary', '#680014'),
    ('content', '#fa2bec', True, 0.0, 'tertiaryContainer', '#ff525f'),
    ('content', '#fa2bec', True, 0.0, 'onTertiaryContainer', '#5b0010'),
    ('content', '#fa2bec', True, 0.0, 'error', '#ffb4ab'),
    ('content', '#fa2bec', True, 0.0, 'onError', '#690005'),
    ('content', '#fa2bec', True, 0.0, 'errorContainer', '#93000a'),
    ('content', '#fa2bec', True, 0.0, 'onErrorContainer', '#ffdad6'),
    ('content', '#fa2bec', True, 0.0, 'background', '#1c0f19'),
    ('content', '#fa2bec', True, 0.0, 'onBackground', '#f4dceb'),
    ('content', '#fa2bec', True, 0.0, 'surface', '#1c0f19'),
    ('content', '#fa2bec', True, 0.0, 'onSurface', '#f4dceb'),
    ('content', '#fa2bec', True, 0.0, 'surfaceVariant', '#564050'),
    ('content', '#fa2bec', True, 0.0, 'onSurfaceVariant', '#dcbed2'),
    ('content', '#fa2bec', True, 0.0, 'outline', '#a4899b'),
    ('content', '#fa2bec', True, 0.0, 'outlineVariant', '#564050'),
    ('content', '#fa2bec', True, 0.0, 'shadow', '#000000'),
    ('content', '#fa2bec', True, 0.0, 'scrim', '#000000'),
    ('content', '#fa2bec', True, 0.0, 'inverseSurface', '#f4dceb'),
    ('content', '#fa2bec', True, 0.0, 'inverseOnSurface', '#3b2c37'),
    ('content', '#fa2bec', True, 0.0, 'inversePrimary', '#ab00a2'),
    ('vibrant', '#0000ff', False, 0.0, 'neutralPaletteKeyColor', '#777682'),
    ('vibrant', '#0000ff', False, 0.0, 'neutralVariantPaletteKeyColor', '#767685'),
    ('vibrant', '#0000ff', False, -1.0, 'primary', '#5660ff'),
    ('vibrant', '#0000ff', False, 0.0, 'primary', '#343dff'),
    ('vibrant', '#0000ff', False, 1.0, 'primary', '#00019f'),
    ('vibrant', '#0000ff', False, -1.0, 'primaryContainer', '#d5d6ff'),
    ('vibrant', '#0000ff', False, 0.0, 'primaryContainer', '#e0e0ff'),
    ('vibrant', '#0000ff', False, 1.0, 'primaryContainer', '#0000f6'),
    ('vibrant', '#0000ff', False, -1.0, 'onPrimaryContainer', '#5e68ff'),
    ('vibrant', '#0000ff', False, 0.0, 'onPrimaryContainer', '#0000ef'),
    ('vibrant', '#0000ff', False, 1.0, 'onPrimaryContainer', '#ffffff'),
    ('vibrant', '#0000ff', False, -1.0, 'surface', '#fbf8ff'),
    ('vibrant', '#0000ff', False, 0.0, 'surface', '#fbf8ff'),
    ('vibrant', '#0000ff', False, 1.0, 'surface', '#fbf8ff'),
    ('vibrant', '#0000ff', True, -1.0, 'primary', '#7c84ff'),
    ('vibrant', '#0000ff', True, 0.0, 'primary', '#bec2ff'),
    ('vibrant', '#0000ff', True, 1.0, 'primary', '#f0eeff'),
    ('vibrant', '#0000ff', True, -1.0, 'primaryContainer', '#0001c9'),
    ('vibrant', '#0000ff', True, 0.0, 'primaryContainer', '#0000ef'),
    ('vibrant', '#0000ff', True, 1.0, 'primaryContainer', '#babdff'),
    ('vibrant', '#0000ff', True, -1.0, 'onPrimaryContainer', '#6b75ff'),
    ('vibrant', '#0000ff', True, 0.0, 'onPrimaryContainer', '#e0e0ff'),
    ('vibrant', '#0000ff', True, 1.0, 'onPrimaryContainer', '#00003d'),
    ('vibrant', '#0000ff', True, -1.0, 'onTertiaryContainer', '#9679ab'),
    ('vibrant', '#0000ff', True, 0.0, 'onTertiaryContainer', '#f2daff'),
    ('vibrant', '#0000ff', True, 1.0, 'onTertiaryContainer', '#16002a'),
    ('vibrant', '#0000ff', True, -1.0, 'surface', '#12131c'),
    ('vibrant', '#0000ff', True, 0.0, 'surface', '#12131c'),
    ('vibrant', '#0000ff', True, 1.0, 'surface', '#12131c'),
]
GOOGLE_BLUE_PALETTE = {100: "ffffff", 95: "f1efff", 90: "e0e0ff", 80: "bec2ff", 70: "9da3ff",
                       60: "7c84ff", 50: "5a64ff", 40: "343dff", 30: "0000ef", 20: "0001ac",
                       10: "00006e", 0: "000000"}


def argb(hex_string):
    return 0xFF000000 | int(hex_string.lstrip("#"), 16)


def hex6(value):
    return "%06x" % (value & 0xFFFFFF)


def scheme(variant_class, seed, dark, contrast):
    return variant_class(Hct.from_int(argb(seed)), dark, contrast, spec_version="2021")


def scheme_over(base, dark, contrast):
    """A scheme of base's seed and variant over base's palettes: in the 2021 spec the palettes
    do not depend on light or dark or the contrast level, so this equals building it anew."""
    return DynamicScheme(base.source_color_hct, base.variant, contrast, dark, spec_version="2021",
                         **{a: getattr(base, a) for a in PALETTE_ATTRIBUTES})


def role_hex(s, role):
    return hex6(getattr(COLORS, role).get_argb(s))


def check_defaults():
    default = ViewingConditions.DEFAULT
    lstar50_y = 100.0 * ((50.0 + 16.0) / 116.0) ** 3
    google = ViewingConditions.make([95.047, 100.0, 108.883], 200.0 / math.pi * lstar50_y / 100.0,
                                    50.0, 2.0, False)
    for field in ["n", "aw", "nbb", "ncb", "c", "nc", "fl", "f_l_root", "z"]:
        assert getattr(default, field) == getattr(google, field), field
    assert default.rgb_d == google.rgb_d
    s = scheme(SchemeTonalSpot, "#6750a4", False, 0.0)
    assert s.spec_version == "2021"
    assert (s.error_palette.hue, s.error_palette.chroma) == (25.0, 84.0)
    blue = TonalPalette.from_int(argb("#0000ff"))
    for tone, expected in GOOGLE_BLUE_PALETTE.items():
        assert hex6(blue.tone(tone)) == expected, (tone, hex6(blue.tone(tone)), expected)
    classes = dict(VARIANTS)
    equal = 0
    for variant, seed, dark, contrast, role, expected in GOOGLE_VECTORS:
        got = "#" + role_hex(scheme(classes[variant], seed, dark, contrast), role)
        assert got == expected, (variant, seed, dark, contrast, role, got, expected)
        equal += 1
    print(f"Google's test expectations: {equal} of {len(GOOGLE_VECTORS)} scheme values equal, "
          f"{len(GOOGLE_BLUE_PALETTE)} of {len(GOOGLE_BLUE_PALETTE)} palette tones equal")


def palette_tones():
    """Every palette tone of every seed and variant, as one list of hex values."""
    values = []
    for seed in SEEDS:
        for _, variant_class in VARIANTS:
            base = scheme(variant_class, seed, False, 0.0)
            for attribute in PALETTE_ATTRIBUTES:
                palette = getattr(base, attribute)
                values += [hex6(palette.tone(t)) for t in range(101)]
    return values


def generate():
    seeds = []
    for number, seed in enumerate(SEEDS, 1):
        print(f"  seed {number}/{len(SEEDS)} {seed}", flush=True)
        variants = {}
        for name, variant_class in VARIANTS:
            base = scheme(variant_class, seed, False, 0.0)
            palettes = {}
            for palette_name, attribute in zip(PALETTES, PALETTE_ATTRIBUTES):
                palette = getattr(base, attribute)
                palettes[palette_name] = "".join(hex6(palette.tone(t)) for t in range(101))
            schemes = {}
            for contrast in CONTRAST_LEVELS:
                schemes[repr(contrast)] = {
                    mode: "".join(role_hex(scheme_over(base, mode == "dark", contrast), r)
                                  for r in ROLES)
                    for mode in ["light", "dark"]
                }
            variants[name] = {"palettes": palettes, "schemes": schemes}
        seeds.append({"seed": seed, "variants": variants})
    return seeds


def main():
    set_rounding(builtins.round)
    banker = palette_tones()
    set_rounding(round_half_up)
    half_up = palette_tones()
    differing = sum(a != b for a, b in zip(banker, half_up))
    print(f"rounding halves up instead of to even changes {differing} of {len(half_up)} palette tones")
    check_defaults()
    seeds = generate()
    out = {
        "generator": f"materialyoucolor {EXPECTED_VERSION}, spec 2021, rounding halves up",
        "tones": 101,
        "palettes": PALETTES,
        "contrastLevels": CONTRAST_LEVELS,
        "roles": ROLES,
        "variants": [name for name, _ in VARIANTS],
        "google": [list(v) for v in GOOGLE_VECTORS],
        "seeds": seeds,
    }
    path = pathlib.Path(__file__).with_name("material-vectors.json")
    path.write_text(json.dumps(out, indent=1) + "\n")
    total = len(SEEDS) * len(VARIANTS) * (len(PALETTES) * 101 + len(CONTRAST_LEVELS) * 2 * len(ROLES))
    print(f"wrote {path.name}: {len(SEEDS)} seeds, {total} hex values")


if __name__ == "__main__":
    main()
