#!/usr/bin/env python3
"""Regenerates css-color5-vectors.json: CSS Color 5 strings (color-mix(), relative colors,
contrast-color(), light-dark(), their nestings, strings that must be refused, and the spec's
worked examples) with the color each resolves to, computed by coloraide and, when a Chromium is
installed, as Chromium computes it.

Rerunning
---------
    python3 -m venv /tmp/chroma-fixtures && /tmp/chroma-fixtures/bin/pip install coloraide==8.13.1
    /tmp/chroma-fixtures/bin/python Tests/ColorCoreTests/Fixtures/make_css_color5_fixtures.py

Chromium is looked up as $CHROMIUM, then `chromium`, `chromium-browser`, `google-chrome` on PATH;
`--no-chromium` skips it (every "chromium" field is then null). With Chromium the script puts all
strings into a few local HTML pages, runs `chromium --headless --dump-dom` on each, reads
`getComputedStyle(el).color` after `el.style.color = css` (an empty `el.style.color` means the
string was refused), and prints how many vectors there are and where coloraide and Chromium
disagree. The vectors are seeded, so a rerun with the same coloraide (and Chromium) writes the
same file.

The file
--------
{"generator": {"coloraide": "8.13.1", "chromium": "156.0.…" or null},
 "vectors": [{"css", "group", "coloraide", "chromium", "spec", "note"?, "tolerance"?}, …]}
A color is {"space", "components": [c0, c1, c2], "alpha"}; null for a missing (`none`) value.
Spaces and units are the project's: hsl s/l and hwb w/b in 0…1, lab/lch L 0…100, oklab/oklch
L 0…1, hues in degrees, rgb channels 0…1. "chromium" is "invalid" when Chromium refuses the
string, null when it was not run. "spec" holds, for the spec's worked examples only, the value the
spec text states, as printed there; "tolerance" is the absolute difference per component (in the
units of that value's space, hue in degrees) its rounding and its older conversion constants
allow (the draft's LCH values come from colorjs of its time: up to 0.01 off coloraide's). Groups: mix2, mixN, relative, contrast, nested,
invalid, spec.

How coloraide's side is computed (and why)
------------------------------------------
color-mix(): percentages are normalized by css-values-5 "normalize mix percentages" with the
force-normalization flag set (https://drafts.csswg.org/css-values-5/#normalize-mix-percentages):
the specified sum is capped at 100%, omitted percentages share what is left equally, every
percentage is scaled by 100/total when total > 0, leftover = 100% − total when total < 100%.
css-color-5 "calculate the result of color-mix" (https://drafts.csswg.org/css-color-5/#color-mix-result)
then mixes pairwise from the front of an item stack: pop a and b, interpolate at progress
b / (a + b) (0.5 when both are 0), push the result with weight a + b; a sole item is only converted;
finally alpha is multiplied by 1 − leftover. The stored snapshots of the editor's draft reachable
here predate that text, so the steps were checked against their verbatim quotations in WebKit's
color-mix resolver and in @csstools/css-color-parser, which cite the same section.
Each pairwise step follows CSS Color 4 §12 (interpolation):
  * conversion to the interpolation space carries missing components forward into analogous
    ones; coloraide's carry-forward conversion (coloraide.interpolate.carryforward_convert) is used
    for that: its analogous sets agree with Chromium (hsl l ↔ lab L, r ↔ x, and a+b ↔ C+H);
  * a hue is powerless (missing) when the color is *converted* into a polar space and comes out
    achromatic (coloraide's own test, chroma below ~1e-6 of the channel's range); a hue given in
    the interpolation space itself is kept even at zero chroma (Chromium does the same;
    coloraide's `powerless=False`);
  * a component missing in one color takes the other's value *before* premultiplying
    (CSS Color 4 §12.2/§12.3); coloraide's own mix fills it after premultiplying, so the script
    fills it first and then calls coloraide's mix (premultiplied=True) — the two differ only when
    the two alphas differ;
  * hues follow the hue method; the result hue is reported in [0, 360).
No gamut mapping happens before mixing in hsl/hwb: CSS Color 5's example maps
color(display-p3 0 1 0) into sRGB first, Chromium (and this script) convert it unclamped.

Relative colors: the origin is converted to the function's space by coloraide; a missing origin
component reads as 0, a hue keyword is normalized to [0, 360) (an achromatic origin's hue, missing
in coloraide, reads as 0); channel keywords are numbers in the function's own scale (rgb 0…255,
hsl/hwb 0…100, lab L 0…100, oklab L 0…1, color() 0…1) and percentages resolve against that
scale (rgb 100% = 255, lab a/b 100% = 125, lch C 100% = 150, oklab a/b and oklch C 100% = 0.4).
Each CSS string carries a Python expression that computes its channel. The results then follow
Chromium's rules, which are Chromium's choice where the spec is silent: rgb()/hsl()/hwb()/color()
results are not clamped; lab/lch L is clamped to 0…100, oklab/oklch L to 0…1, lch/oklch C to ≥ 0;
alpha to 0…1; a NaN channel becomes 0, ±infinity becomes ±3.40282e38 (float max) in the
channel's own scale, a non-finite hue becomes 0.

contrast-color(): WCAG 2.1 contrast of the color (coloraide's luminance, alpha ignored) against
white and against black; the larger wins, white on a tie (MDN; the spec leaves the algorithm to
the UA). Chromium first rounds the color to 8-bit sRGB, which can flip colors within half a step
of the crossover (luminance ≈ 0.1791); such vectors carry a note.
light-dark() resolves to its first (light) color, as Chromium does in the default light scheme.

What Chromium 156 does (checked with this script's pages)
---------------------------------------------------------
* color-mix() takes exactly two colors; one or three+ are refused (the draft allows 1…n).
  0%/0% is accepted: progress 0.5, alpha multiplied by 0 (the current draft; older drafts said invalid).
  Percentages outside 0…100% are refused; calc() percentages are accepted; `in display-p3-linear` works.
* Missing components carry forward into analogous ones (r↔x, hsl l↔lab L, lab a+b↔lch c+h); a
  component missing on one side takes the other's value before premultiplying; `none` alphas on both
  sides give a `none` alpha (kept through the alpha multiplier).
* Powerless hue: set when a color is *converted* into lch/oklch with chroma ≤ 0.02, or into hsl/hwb
  exactly achromatic; a hue written in the interpolation space itself is kept at chroma 0. In
  relative colors no hue is powerless: h of white in lch is float noise (356.6).
* Relative colors: keywords are numbers (h + 30deg is refused, h + 30 is fine); a missing origin
  component reads as 0; `none` written in rgb()/lab()/oklch()/color() stays `none`, in hsl()/hwb()
  it becomes 0 (the result is serialized as color(srgb …)); `/ none` stays `none`.
* contrast-color(): alpha ignored (contrast-color(rgb(0 0 0 / 0.5)) is white); the color is clamped
  to sRGB and rounded to 8 bits first; no tie can happen after that rounding.
* Conversions run in float32 through Chromium's own XYZ-D50 matrices: lab/lch values differ from
  coloraide by up to ~0.015, rgb by ~2e-4; rec2020 uses the BT.2020 OETF, not gamma 2.4.
"""
import argparse
import html
import json
import math
import os
import pathlib
import random
import re
import shutil
import subprocess
import tempfile

import coloraide
import coloraide.spaces.rec2020_oetf
from coloraide import Color
from coloraide.interpolate import carryforward_convert

FLOAT_MAX = 3.4028234663852886e38
RECTANGULAR = ["srgb", "srgb-linear", "display-p3", "display-p3-linear", "a98-rgb", "prophoto-rgb",
               "rec2020", "lab", "oklab", "xyz", "xyz-d50", "xyz-d65"]
POLAR = ["hsl", "hwb", "lch", "oklch"]
HUE_METHODS = ["shorter", "longer", "increasing", "decreasing"]
CSS_TO_SPACE = {"xyz": "xyz-d65"}
HUE_INDEX = {"hsl": 0, "hwb": 0, "lch": 2, "oklch": 2}

rng = random.Random(20261130)


def fmt(x, digits=4):
    """A short CSS number (no exponent, no trailing zeros)."""
    s = f"{x:.{digits}f}".rstrip("0").rstrip(".")
    return "0" if s in ("-0", "") else s


# --- expression nodes: each knows its CSS text and its coloraide value ---------------------------


class Lit:
    """A CSS color coloraide parses itself (named, hex, rgb()/hsl()/…/color(), with none)."""

    def __init__(self, css):
        self.css = css

    def value(self):
        return Color(self.css)


class LightDark:
    def __init__(self, light, dark):
        self.light, self.dark = light, dark
        self.css = f"light-dark({light.css}, {dark.css})"

    def value(self):
        return self.light.value()


def contrast_pick(color):
    """White or black, whichever has the larger WCAG 2.1 contrast with `color` (white on a tie)."""
    c = color.clone()
    c[-1] = 1.0
    c = Color(c.space(), c.coords(nans=False), 1.0)
    white, black = Color("srgb", [1, 1, 1]), Color("srgb", [0, 0, 0])
    cw, cb = c.contrast(white, method="wcag21"), c.contrast(black, method="wcag21")
    return (white if cw >= cb else black), cw, cb


class Contrast:
    def __init__(self, inner):
        self.inner = inner
        self.css = f"contrast-color({inner.css})"

    def value(self):
        return contrast_pick(self.inner.value())[0]


def normalize_percentages(pcts):
    """css-values-5 normalize mix percentages, force flag set: (percentages, alpha multiplier)."""
    given = [p for p in pcts if p is not None]
    specified = min(100.0, sum(given))
    omitted = len(pcts) - len(given)
    share = (100.0 - specified) / omitted if omitted else 0.0
    filled = [share if p is None else p for p in pcts]
    total = sum(filled)
    if total > 0:
        filled = [p * 100.0 / total for p in filled]
    leftover = 100.0 - total if total < 100 else 0.0
    return filled, 1.0 - leftover / 100.0


def to_interpolation_space(color, space):
    """CSS Color 4 §12: convert, carrying missing components forward and marking powerless hues."""
    c = color.clone()
    if c.space() == space:
        return c
    carryforward_convert(c, space, HUE_INDEX.get(space, -1), False)
    if c.space() != space:
        c = c.convert(space)
    return c


def mix_pair(a, b, t, space, hue):
    """Interpolate a→b at progress t in `space` with premultiplied alpha, missing values filled first."""
    a, b = to_interpolation_space(a, space), to_interpolation_space(b, space)
    for i in range(4):
        if math.isnan(a[i]) and not math.isnan(b[i]):
            a[i] = b[i]
        elif math.isnan(b[i]) and not math.isnan(a[i]):
            b[i] = a[i]
    return a.mix(b, t, space=space, hue=hue or "shorter", premultiplied=True)


class Mix:
    def __init__(self, space, hue, items):
        """items: (node, percentage CSS text or None, percentage value or None)."""
        self.space, self.hue, self.items = space, hue, items
        head = ""
        if space is not None:
            head = f"in {space}" + (f" {hue} hue" if hue else "") + ", "
        parts = [n.css + (f" {pc}" if pc else "") for n, pc, _ in items]
        self.css = f"color-mix({head}{', '.join(parts)})"

    def value(self):
        space = CSS_TO_SPACE.get(self.space or "oklab", self.space or "oklab")
        pcts, mult = normalize_percentages([pv for _, _, pv in self.items])
        colors = [n.value() for n, _, _ in self.items]
        if len(colors) == 1:
            acc = to_interpolation_space(colors[0], space)
        else:
            acc, pa = colors[0], pcts[0]
            for color, pb in zip(colors[1:], pcts[1:]):
                total = pa + pb
                acc = mix_pair(acc, color, pb / total if total > 0 else 0.5, space, self.hue)
                pa = total
        if not math.isnan(acc[-1]):
            acc[-1] = acc[-1] * mult
        return acc


# Relative colors: the function's space, its channel keywords, each channel's CSS-number-to-project
# scale, what 100% means for each channel, and how a result channel is clamped (Chromium).
FUNCS = {
    # name: (space, keywords, divide-by, percent-reference, hue index)
    "rgb": ("srgb", ("r", "g", "b"), (255, 255, 255), (255, 255, 255), None),
    "hsl": ("hsl", ("h", "s", "l"), (1, 100, 100), (None, 100, 100), 0),
    "hwb": ("hwb", ("h", "w", "b"), (1, 100, 100), (None, 100, 100), 0),
    "lab": ("lab", ("l", "a", "b"), (1, 1, 1), (100, 125, 125), None),
    "lch": ("lch", ("l", "c", "h"), (1, 1, 1), (100, 150, None), 2),
    "oklab": ("oklab", ("l", "a", "b"), (1, 1, 1), (1, 0.4, 0.4), None),
    "oklch": ("oklch", ("l", "c", "h"), (1, 1, 1), (1, 0.4, None), 2),
}
FUNCS["rgba"], FUNCS["hsla"] = FUNCS["rgb"], FUNCS["hsl"]
COLOR_SPACES = ["srgb", "srgb-linear", "display-p3", "display-p3-linear", "a98-rgb", "prophoto-rgb",
                "rec2020", "xyz", "xyz-d50", "xyz-d65"]


def css_round(mode, a, b=1.0):
    q = a / b
    r = {"nearest": math.floor(q + 0.5), "up": math.ceil(q), "down": math.floor(q),
         "to-zero": math.trunc(q)}[mode]
    return r * b


def css_mod(a, b):
    return a - b * math.floor(a / b)


def css_clamp(lo, v, hi):
    return max(lo, min(v, hi))


def sign(x):
    return 0.0 if x == 0 else math.copysign(1.0, x)


def sind(x):
    return math.sin(math.radians(x))


def cosd(x):
    return math.cos(math.radians(x))


def tand(x):
    return math.tan(math.radians(x))


def asind(x):
    return math.degrees(math.asin(x))


def acosd(x):
    return math.degrees(math.acos(x))


def atand(x):
    return math.degrees(math.atan(x))


def atan2d(y, x):
    return math.degrees(math.atan2(y, x))


def log(x, base=None):
    return math.log(x) if base is None else math.log(x) / math.log(base)


PY_NAMES = {
    "math": math, "e": math.e, "pi": math.pi, "inf": math.inf, "nan": math.nan,
    "css_round": css_round, "mod": css_mod, "rem": math.fmod, "clamp": css_clamp, "sign": sign,
    "sind": sind, "cosd": cosd, "tand": tand, "asind": asind, "acosd": acosd, "atand": atand,
    "atan2d": atan2d, "log": log, "exp": math.exp, "sqrt": math.sqrt, "hypot": math.hypot,
    "pow": math.pow, "none": None, "min": min, "max": max, "abs": abs,
}


def finite(v):
    if math.isnan(v):
        return 0.0
    if math.isinf(v):
        return math.copysign(FLOAT_MAX, v)
    return v


class Rel:
    def __init__(self, func, origin, channels, alpha=None, cspace=None):
        """channels: three (css, python) pairs; alpha: (css, python) or None; cspace for color()."""
        self.func, self.origin, self.channels, self.alpha, self.cspace = func, origin, channels, alpha, cspace
        args = " ".join(c for c, _ in channels)
        if alpha is not None:
            args += f" / {alpha[0]}"
        if func == "color":
            self.css = f"color(from {origin.css} {cspace} {args})"
        else:
            self.css = f"{func}(from {origin.css} {args})"

    def layout(self):
        if self.func == "color":
            space = CSS_TO_SPACE.get(self.cspace, self.cspace)
            keys = ("x", "y", "z") if self.cspace.startswith("xyz") else ("r", "g", "b")
            return space, keys, (1, 1, 1), (1, 1, 1), None
        return FUNCS[self.func]

    def keywords(self):
        space, keys, div, _, hue_index = self.layout()
        o = self.origin.value().convert(space)
        names = {}
        for i, k in enumerate(keys):
            v = o[i]
            v = 0.0 if math.isnan(v) else v * div[i]
            if i == hue_index:
                v = v % 360.0
            names[k] = v
        names["alpha"] = 0.0 if math.isnan(o[-1]) else o[-1]
        return names

    def value(self):
        space, keys, div, _, hue_index = self.layout()
        names = dict(PY_NAMES)
        names.update(self.keywords())
        out = []
        for i, (_, expr) in enumerate(self.channels):
            v = eval(expr, {"__builtins__": {}}, names)
            if v is None:
                out.append(math.nan)
                continue
            v = float(v)
            if i == hue_index:
                v = v % 360.0 if math.isfinite(v) else 0.0
            else:
                v = finite(v)
                if self.func in ("lab", "lch") and i == 0:
                    v = min(max(v, 0.0), 100.0)
                if self.func in ("oklab", "oklch") and i == 0:
                    v = min(max(v, 0.0), 1.0)
                if self.func in ("lch", "oklch") and i == 1:
                    v = max(v, 0.0)
            out.append(v / div[i])
        if self.alpha is None:
            a = names["alpha"]
        else:
            a = eval(self.alpha[1], {"__builtins__": {}}, names)
            a = math.nan if a is None else min(max(finite(float(a)), 0.0), 1.0)
        return Color(space, out, a)


# --- serialization ---------------------------------------------------------------------------


def num(v):
    return None if v is None or math.isnan(v) else v


def shape(color):
    space = color.space()
    coords = [num(v) for v in color[:-1]]
    if space in HUE_INDEX and coords[HUE_INDEX[space]] is not None:
        coords[HUE_INDEX[space]] %= 360.0
    return {"space": space, "components": coords, "alpha": num(color[-1])}


NUMBER = r"[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?|none"


def parse_chromium(text):
    """Chromium's computed color serialization in the fixture's shape."""
    text = text.strip()
    m = re.fullmatch(r"rgba?\(([^)]*)\)", text)
    if m:
        parts = [float(p) for p in m.group(1).split(",")]
        return {"space": "srgb", "components": [p / 255 for p in parts[:3]],
                "alpha": parts[3] if len(parts) > 3 else 1.0, "legacy": True}
    m = re.fullmatch(r"(color|lab|lch|oklab|oklch)\((.*)\)", text)
    if not m:
        raise ValueError(f"unexpected Chromium serialization {text!r}")
    fn, body = m.groups()
    main, _, alpha = body.partition("/")
    parts = main.split()
    if fn == "color":
        space, parts = CSS_TO_SPACE.get(parts[0], parts[0]), parts[1:]
    else:
        space = fn
    vals = [None if p == "none" else float(p) for p in parts]
    a = alpha.strip()
    a = 1.0 if not a else (None if a == "none" else float(a))
    return {"space": space, "components": vals, "alpha": a}


# --- Chromium --------------------------------------------------------------------------------


def find_chromium():
    for cand in [os.environ.get("CHROMIUM"), "chromium", "chromium-browser", "google-chrome"]:
        if cand and shutil.which(cand):
            return shutil.which(cand)
    return None


def chromium_version(binary):
    out = subprocess.run([binary, "--version"], capture_output=True, text=True, timeout=60).stdout
    m = re.search(r"(\d+\.\d+\.\d+\.\d+)", out)
    return m.group(1) if m else out.strip() or None


PAGE = """<!doctype html><html><body><div id="e"></div><pre id="out"></pre><script>
const strings = %s; const e = document.getElementById("e"); const out = [];
for (const s of strings) {
  e.style.color = ""; e.style.color = s;
  out.push(e.style.color === "" ? null : getComputedStyle(e).color);
}
document.getElementById("out").textContent = "BEGIN" + JSON.stringify(out) + "END";
</script></body></html>"""


def run_chromium(binary, strings, chunk=300):
    results = []
    with tempfile.TemporaryDirectory() as tmp:
        for start in range(0, len(strings), chunk):
            part = strings[start:start + chunk]
            page = pathlib.Path(tmp) / f"page{start}.html"
            page.write_text(PAGE % json.dumps(part).replace("</", "<\\/"))
            proc = subprocess.run(
                [binary, "--headless", "--no-sandbox", "--disable-gpu", "--dump-dom", page.as_uri()],
                capture_output=True, text=True, timeout=300)
            m = re.search(r'<pre id="out">BEGIN(.*?)END</pre>', proc.stdout, re.S)
            if not m:
                raise RuntimeError(f"Chromium gave no result page: {proc.stderr[-500:]}")
            got = json.loads(html.unescape(m.group(1)))
            assert len(got) == len(part)
            results.extend(got)
    return results


# --- comparison ------------------------------------------------------------------------------

# Per-channel scale for the tolerance: 1e-4 of the channel's usual range (1 for 0…1 channels).
SCALES = {"lab": (100, 125, 125), "lch": (100, 150, 360), "oklch": (1, 0.4, 360), "oklab": (1, 0.4, 0.4)}


def compare(ca, ch, tol=1e-4, absolute=False, rectangular_hue=True):
    """None when coloraide's and Chromium's colors agree, else a short description.

    The tolerance is `tol` times each channel's usual range (1 for 0…1 channels), or `tol` itself
    when `absolute`; rgb()/rgba() serializations, which Chromium rounds to 8 bits, allow 0.5/255.
    """
    ca_color = Color(ca["space"], [math.nan if v is None else v for v in ca["components"]],
                     math.nan if ca["alpha"] is None else ca["alpha"])
    space = ch["space"]
    legacy = ch.get("legacy")
    target = ca_color.convert(space) if ca_color.space() != space else ca_color
    got = [num(v) for v in target[:-1]]
    exp = ch["components"]
    problems = []
    if ca_color.space() == space:
        for i, (g, x) in enumerate(zip(got, exp)):
            if (g is None) != (x is None):
                problems.append(f"c{i} missing in one: coloraide {g}, chromium {x}")
    ga = num(ca_color[-1])
    xa = ch["alpha"]
    if (ga is None) != (xa is None):
        problems.append(f"alpha missing in one: coloraide {ga}, chromium {xa}")
    elif ga is not None and abs(ga - xa) > (0.5 / 255 if legacy else max(tol, 1e-4)):
        problems.append(f"alpha {ga:.6g} vs {xa:.6g}")
    gz = [0.0 if v is None else v for v in got]
    xz = [0.0 if v is None else v for v in exp]
    scales = SCALES.get(space, (1, 1, 1))
    if space in ("lch", "oklch") and rectangular_hue:
        # Compare the hue through the a/b plane, so an achromatic color's hue does not count.
        def rect(v):
            return [v[0], v[1] * math.cos(math.radians(v[2])), v[1] * math.sin(math.radians(v[2]))]
        gz, xz = rect(gz), rect(xz)
        scales = (scales[0], scales[1], scales[1])
    for i, (g, x) in enumerate(zip(gz, xz)):
        if not rectangular_hue and space in HUE_INDEX and i == HUE_INDEX[space]:
            if exp[i] is None or got[i] is None or (space in ("lch", "oklch") and xz[1] < tol):
                continue  # a missing or powerless hue
            g = x + (g - x + 180.0) % 360.0 - 180.0
        allowed = 0.5 / 255 if legacy else (tol if absolute else tol * scales[i])
        allowed = max(allowed, 1e-5 * abs(x))  # float32 values near float max
        if abs(g - x) > allowed:
            problems.append(f"c{i} {g:.6g} vs {x:.6g}")
    return "; ".join(problems) or None


# --- vector builders ---------------------------------------------------------------------------

NAMED = ["peru", "palegoldenrod", "teal", "olive", "rebeccapurple", "crimson", "gold", "navy",
         "hotpink", "seagreen", "tomato", "slateblue", "chartreuse", "coral", "orchid", "steelblue",
         "darkorange", "indigo", "turquoise", "firebrick", "lime", "blue", "red", "yellow"]


def chromatic_enough(css):
    c = Color(css)
    return c.convert("lch")[1] > 2 and c.convert("oklch")[1] > 0.03


def random_color(alpha=False, none=False):
    """A random CSS color in one of many notations, never near-achromatic (see the docstring)."""
    while True:
        kind = rng.choice(["named", "hex", "rgb", "hsl", "hwb", "lab", "lch", "oklab", "oklch",
                           "p3", "rec2020", "xyz-d50"])
        a = rng.choice([0.25, 0.5, 0.8, 0.6]) if alpha else None
        if kind == "named":
            css = rng.choice(NAMED)
            if a is not None:
                css = f"rgb(from {css} r g b / {a})"
                continue  # keep literals literal: named colors stay opaque
        elif kind == "hex":
            css = "#" + "".join(f"{rng.randrange(256):02x}" for _ in range(3))
            if a is not None:
                css += f"{round(a * 255):02x}"
        else:
            if kind == "rgb":
                ch = [str(rng.randrange(256)) for _ in range(3)]
            elif kind == "hsl":
                ch = [fmt(rng.uniform(0, 360), 2), fmt(rng.uniform(20, 100), 2) + "%", fmt(rng.uniform(15, 85), 2) + "%"]
            elif kind == "hwb":
                w = rng.uniform(0, 40)
                ch = [fmt(rng.uniform(0, 360), 2), fmt(w, 2) + "%", fmt(rng.uniform(0, 40), 2) + "%"]
            elif kind == "lab":
                ch = [fmt(rng.uniform(20, 90), 3), fmt(rng.uniform(-70, 70), 3), fmt(rng.uniform(-70, 70), 3)]
            elif kind == "lch":
                ch = [fmt(rng.uniform(20, 90), 3), fmt(rng.uniform(10, 100), 3), fmt(rng.uniform(0, 360), 3)]
            elif kind == "oklab":
                ch = [fmt(rng.uniform(0.3, 0.9)), fmt(rng.uniform(-0.2, 0.2)), fmt(rng.uniform(-0.2, 0.2))]
            elif kind == "oklch":
                ch = [fmt(rng.uniform(0.3, 0.9)), fmt(rng.uniform(0.05, 0.3)), fmt(rng.uniform(0, 360), 2)]
            else:
                ch = [fmt(rng.uniform(0, 1)) for _ in range(3)]
            if none and rng.random() < 0.7:
                ch[rng.randrange(3)] = "none"
            fn = {"p3": "color(display-p3 ", "rec2020": "color(rec2020 ", "xyz-d50": "color(xyz-d50 "}.get(kind, kind + "(")
            alpha_txt = ""
            if a is not None:
                alpha_txt = " / " + ("none" if none and rng.random() < 0.2 else fmt(a))
            css = fn + " ".join(ch) + alpha_txt + ")"
        try:
            if "none" in css or chromatic_enough(css):
                return css
        except Exception:
            continue


PCT_FORMS = ["none", "p1", "p2", "both<100", "both>100", "both=100", "zero", "calc"]


def percentages(form):
    """CSS text and values of the two percentages for one of PCT_FORMS."""
    p = round(rng.uniform(5, 95), 1)
    q = round(rng.uniform(5, 95), 1)
    if form == "none":
        return (None, None), (None, None)
    if form == "p1":
        return (f"{fmt(p)}%", None), (p, None)
    if form == "p2":
        return (None, f"{fmt(q)}%"), (None, q)
    if form == "both<100":
        p, q = round(rng.uniform(5, 45), 1), round(rng.uniform(5, 45), 1)
        return (f"{fmt(p)}%", f"{fmt(q)}%"), (p, q)
    if form == "both>100":
        p, q = round(rng.uniform(55, 100), 1), round(rng.uniform(55, 100), 1)
        return (f"{fmt(p)}%", f"{fmt(q)}%"), (p, q)
    if form == "both=100":
        return (f"{fmt(p)}%", f"{fmt(round(100 - p, 1))}%"), (p, round(100 - p, 1))
    if form == "zero":
        return ("0%", "0%"), (0.0, 0.0)
    a, b = round(rng.uniform(5, 30), 1), round(rng.uniform(5, 30), 1)
    choice = rng.randrange(3)
    if choice == 0:
        return (f"calc({fmt(a)}% + {fmt(b)}%)", None), (a + b, None)
    if choice == 1:
        return (None, "calc(100% / 3)"), (None, 100 / 3)
    return (f"calc({fmt(a)}% * 2)", f"{fmt(b)}%"), (a * 2, b)


def mix2_vectors():
    out = []
    for space in RECTANGULAR + POLAR:
        methods = [None] + (HUE_METHODS if space in POLAR else [])
        for method in methods:
            count = 6 if space in RECTANGULAR else (2 if method is None else 5)
            for k in range(count):
                form = PCT_FORMS[(k + len(out)) % len(PCT_FORMS)]
                (c1, c2), (v1, v2) = percentages(form)
                a = Lit(random_color(alpha=k % 3 == 1, none=k % 4 == 2))
                b = Lit(random_color(alpha=k % 2 == 1, none=k % 5 == 3))
                out.append(Mix(space, method, [(a, c1, v1), (b, c2, v2)]))
    # The interpolation method omitted: Oklab.
    for k in range(8):
        (c1, c2), (v1, v2) = percentages(PCT_FORMS[k])
        out.append(Mix(None, None, [(Lit(random_color(alpha=k % 2 == 0)), c1, v1), (Lit(random_color(none=k % 3 == 0)), c2, v2)]))
    # Hand-picked: achromatic ends, both hues missing, alpha 0, missing alpha, analogous carry-forward.
    hand = [
        ("lch", None, "white", "blue"), ("oklch", None, "white", "blue"), ("hsl", None, "white", "blue"),
        ("hwb", None, "gray", "seagreen"), ("lch", None, "white", "black"), ("oklch", "longer", "black", "gold"),
        ("srgb", None, "rgb(255 0 0 / 0)", "rgb(0 0 255 / 0)"), ("srgb", None, "rgb(255 0 0 / none)", "rgb(0 0 255 / 0.5)"),
        ("srgb", None, "rgb(255 0 0 / none)", "rgb(0 0 255 / none)"), ("srgb", None, "rgb(none 0 0 / 0.2)", "rgb(0 0 255 / 0.8)"),
        ("lch", None, "lch(50 0 30)", "lch(50 50 90)"), ("lch", None, "lab(50 none none)", "lch(60 30 90)"),
        ("oklch", None, "rgb(none 255 0)", "blue"), ("lab", None, "hsl(0 100% none)", "blue"),
        ("xyz", None, "color(srgb none 0 0)", "blue"), ("srgb", None, "color(xyz none 0.2 0.3)", "blue"),
        ("hsl", None, "hsl(none 50% 50%)", "lch(50 50 none)"), ("oklab", None, "oklch(0.7 none none / 0.5)", "oklab(0.4 0.1 -0.1 / 0.9)"),
        ("hsl", None, "color(display-p3 0 1 0)", "yellow"), ("hwb", None, "color(display-p3 0 1 0)", "yellow"),
        ("hsl", "decreasing", "red", "blue"), ("hwb", "increasing", "hwb(350 10% 10%)", "hwb(10 20% 20%)"),
        ("lch", "longer", "lch(50 40 10)", "lch(60 40 10)"), ("oklch", "shorter", "oklch(0.6 0.1 350)", "oklch(0.6 0.1 170)"),
        ("srgb", None, "transparent", "red"), ("oklab", None, "#ff000080", "#0000ff"),
        ("lch", None, "lab(50 0.01 0)", "lch(50 50 90)"), ("oklch", None, "oklab(0.5 0.01 0)", "oklch(0.5 0.1 90)"),
    ]
    for space, method, a, b in hand:
        out.append(Mix(space, method, [(Lit(a), None, None), (Lit(b), None, None)]))
    for p in ["0%", "100%"]:
        out.append(Mix("oklch", None, [(Lit("peru"), p, float(p[:-1])), (Lit("navy"), None, None)]))
    out.append(Mix("srgb", None, [(Lit("rgb(255 0 0 / none)"), "20%", 20.0), (Lit("rgb(0 0 255 / none)"), "20%", 20.0)]))
    return out


def mixn_vectors():
    out = []
    for k in range(40):
        n = 3 + k % 4
        space = rng.choice(RECTANGULAR + POLAR)
        method = rng.choice(HUE_METHODS) if space in POLAR and rng.random() < 0.6 else None
        items = []
        style = k % 5
        for i in range(n):
            if style == 0:
                pc = None
            elif style == 1:
                pc = round(rng.uniform(5, 40), 1) if rng.random() < 0.6 else None
            elif style == 2:
                pc = round(rng.uniform(2, 100 / n - 2), 1)  # sum < 100
            elif style == 3:
                pc = round(rng.uniform(30, 90), 1)  # sum > 100
            else:
                pc = rng.choice([0.0, 0.0, round(rng.uniform(5, 30), 1), None])
            items.append((Lit(random_color(alpha=rng.random() < 0.3, none=rng.random() < 0.2)),
                          None if pc is None else f"{fmt(pc)}%", pc))
        out.append(Mix(space, method, items))
    # All zeros, and every weight omitted with the method omitted.
    out.append(Mix("srgb", None, [(Lit("red"), "0%", 0.0), (Lit("lime"), "0%", 0.0), (Lit("blue"), "0%", 0.0)]))
    out.append(Mix(None, None, [(Lit("red"), None, None), (Lit("lime"), None, None), (Lit("blue"), None, None)]))
    out.append(Mix("oklch", "longer", [(Lit("red"), "50%", 50.0), (Lit("lime"), None, None), (Lit("blue"), None, None)]))
    out.append(Mix("lab", None, [(Lit("red"), "60%", 60.0), (Lit("lime"), "60%", 60.0), (Lit("blue"), None, None)]))
    # One color.
    for space, color, pc in [("srgb", "red", 50.0), ("srgb", "red", None), ("oklch", "peru", 25.0),
                             ("lab", "rgb(0 128 255 / 0.5)", 100.0), ("hsl", "color(display-p3 0.2 0.8 0.3)", 0.0),
                             (None, "teal", None), ("xyz-d50", "gold", 80.0), ("lch", "lch(50 30 none)", 40.0)]:
        out.append(Mix(space, None, [(Lit(color), None if pc is None else f"{fmt(pc)}%", pc)]))
    return out


ORIGINS = ["peru", "rebeccapurple", "#3a7bd5", "#ff336699", "hsl(200 60% 40%)", "hwb(120 10% 20% / 0.7)",
           "lab(60 -30 40)", "lch(70 50 300 / 0.4)", "oklab(0.6 0.1 -0.12)", "oklch(0.7 0.15 140)",
           "color(display-p3 0.1 0.9 0.2)", "oklch(0.75 0.35 150)", "color(rec2020 0.9 0.1 0.6)",
           "color(xyz-d50 0.3 0.2 0.5)", "oklch(0.6 0.12 none)", "rgb(none 120 200 / 0.8)", "lab(50 none 30 / none)",
           "white", "gray", "black", "transparent", "rgb(from peru r g b / 0.5)", "lch(from teal calc(l + 10) c h)",
           "color-mix(in oklab, teal, gold)", "color-mix(in lch, crimson 30%, navy)"]


def origin_node(css):
    if css.startswith("rgb(from peru"):
        return Rel("rgb", Lit("peru"), [("r", "r"), ("g", "g"), ("b", "b")], ("0.5", "0.5"))
    if css.startswith("lch(from teal"):
        return Rel("lch", Lit("teal"), [("calc(l + 10)", "l + 10"), ("c", "c"), ("h", "h")])
    if css.startswith("color-mix(in oklab"):
        return Mix("oklab", None, [(Lit("teal"), None, None), (Lit("gold"), None, None)])
    if css.startswith("color-mix(in lch"):
        return Mix("lch", None, [(Lit("crimson"), "30%", 30.0), (Lit("navy"), None, None)])
    return Lit(css)


def channel_ops(k, x, pct_ref, is_hue):
    """(CSS, Python) forms for one channel keyword k with a typical constant x in its scale."""
    X = fmt(x, 4)
    if is_hue:
        return [
            ("calc(h + 30)", "h + 30"), ("calc(h - 400)", "h - 400"), ("90deg", "90"), ("1.5rad", "math.degrees(1.5)"),
            ("100grad", "90"), ("0.25turn", "90"), ("calc(h * 2)", "h * 2"), ("none", "none"),
            ("calc(atan2(1, 1) / 1deg)", "atan2d(1, 1)"), ("mod(calc(h + 200), 360)", "mod(h + 200, 360)"),
            ("calc(h + 0.5turn / 1deg)", "h + 180"), ("calc(infinity)", "inf"), ("calc(NaN)", "nan"),
            ("round(to-zero, calc(h / 7), 1)", "css_round('to-zero', h / 7)"), ("calc(720.5 - h)", "720.5 - h"),
            ("calc(acos(-1) / 1deg)", "acosd(-1)"), ("max(h, 200)", "max(h, 200)"),
        ]
    ops = [
        (k, k), (X, X), ("none", "none"),
        (f"calc({k} + {X})", f"{k} + {X}"), (f"calc({k} - {X})", f"{k} - {X}"), (f"calc({k} * 1.5)", f"{k} * 1.5"),
        (f"calc({k} / 2)", f"{k} / 2"), (f"calc(({k} + {X}) * 0.5 - {X} / 4)", f"({k} + {X}) * 0.5 - {X} / 4"),
        (f"min({k}, {X})", f"min({k}, {X})"), (f"max({k}, {X})", f"max({k}, {X})"),
        (f"clamp({X}, {k}, {fmt(x * 3, 4)})", f"clamp({X}, {k}, {fmt(x * 3, 4)})"),
        (f"round({k}, {X})", f"css_round('nearest', {k}, {X})"), (f"round(up, {k}, {X})", f"css_round('up', {k}, {X})"),
        (f"round(down, {k}, {X})", f"css_round('down', {k}, {X})"), (f"round(to-zero, calc({k} - {X} * 7), {X})", f"css_round('to-zero', {k} - {X} * 7, {X})"),
        (f"mod({k}, {X})", f"mod({k}, {X})"), (f"rem(calc(-1 * {k}), {X})", f"rem(-1 * {k}, {X})"),
        (f"mod(calc(-1 * {k}), {X})", f"mod(-1 * {k}, {X})"),
        (f"abs(calc({k} - {X}))", f"abs({k} - {X})"), (f"calc(sign({k} - {X}) * {X})", f"sign({k} - {X}) * {X}"),
        (f"calc({k} * sin(30deg))", f"{k} * sind(30)"), (f"calc({k} * cos(pi / 3))", f"{k} * math.cos(pi / 3)"),
        (f"calc({k} * tan(45deg))", f"{k} * tand(45)"), (f"calc({k} * sin(asin(0.5)))", f"{k} * sind(asind(0.5))"),
        (f"calc({k} * atan(1) / 1deg / 45)", f"{k} * atand(1) / 45"), (f"calc({k} * acos(0.5) / 60deg)", f"{k} * acosd(0.5) / 60"),
        (f"calc(pow({k}, 2) / {X})", f"pow({k}, 2) / {X}"), (f"sqrt(abs({k}))", f"sqrt(abs({k}))"),
        (f"hypot({k}, {X})", f"hypot({k}, {X})"), (f"calc(log(abs({k}) + 1) * {X})", f"log(abs({k}) + 1) * {X}"),
        (f"calc(log(8, 2) * {X})", f"log(8, 2) * {X}"), (f"calc(exp(1) / e * {k})", f"math.exp(1) / e * {k}"),
        (f"calc({k} + pi - pi)", f"{k} + pi - pi"),
    ]
    if pct_ref is not None:
        ops.append(("50%", f"{pct_ref} * 0.5"))
        ops.append(("12.5%", f"{pct_ref} * 0.125"))
    return ops


ALPHA_OPS = [None, ("alpha", "alpha"), ("0.5", "0.5"), ("50%", "0.5"), ("calc(alpha * 0.5)", "alpha * 0.5"),
             ("none", "none"), ("calc(alpha + 1)", "alpha + 1"), ("calc(alpha - 2)", "alpha - 2"),
             ("calc(infinity)", "inf"), ("clamp(0.2, alpha, 0.6)", "clamp(0.2, alpha, 0.6)")]

TYPICAL = {"rgb": (40, 40, 40), "hsl": (30, 20, 20), "hwb": (30, 20, 20), "lab": (10, 15, 15),
           "lch": (10, 20, 30), "oklab": (0.1, 0.05, 0.05), "oklch": (0.1, 0.05, 30)}


def relative_vectors():
    out = []
    funcs = [(f, None) for f in ["rgb", "rgba", "hsl", "hsla", "hwb", "lab", "lch", "oklab", "oklch"]]
    funcs += [("color", s) for s in COLOR_SPACES]
    origin_cycle = 0
    for func, cspace in funcs:
        if func == "color":
            keys = ("x", "y", "z") if cspace.startswith("xyz") else ("r", "g", "b")
            typical, prefs, hue_index = (0.2, 0.2, 0.2), (1, 1, 1), None
        else:
            _, keys, _, prefs, hue_index = FUNCS[func]
            typical = TYPICAL[func.rstrip("a") if func in ("rgba", "hsla") else func]
        per_channel = [channel_ops(keys[i], typical[i], prefs[i], i == hue_index) for i in range(3)]
        identity = [(k, k) for k in keys]
        # Light functions (rgba, hsla, most color() spaces) get fewer forms; the main ones get all.
        full = func in ("rgb", "hsl", "hwb", "lab", "lch", "oklab", "oklch") or cspace in ("srgb", "xyz-d50", "display-p3")
        n_ops = max(len(ops) for ops in per_channel) if full else 8
        for j in range(n_ops):
            ch = list(identity)
            i = j % 3
            ops = per_channel[i]
            ch[i] = ops[j % len(ops)] if full else rng.choice(ops)
            origin = ORIGINS[origin_cycle % len(ORIGINS)]
            origin_cycle += 1
            alpha = ALPHA_OPS[j % len(ALPHA_OPS)]
            out.append(Rel(func, origin_node(origin), ch, alpha, cspace))
        # identity, swaps and all-constant forms
        out.append(Rel(func, origin_node(rng.choice(ORIGINS)), identity, None, cspace))
        if func in ("rgb", "color"):
            out.append(Rel(func, origin_node("peru"), [identity[2], identity[0], identity[1]], None, cspace))
        elif hue_index is None:
            out.append(Rel(func, origin_node("peru"), [identity[0], identity[2], identity[1]], None, cspace))
        else:
            rest = [i for i in range(3) if i != hue_index]
            sw = list(identity)
            sw[rest[0]], sw[rest[1]] = identity[rest[1]], identity[rest[0]]
            out.append(Rel(func, origin_node("peru"), sw, None, cspace))
        consts = [(fmt(t, 4), fmt(t, 4)) for t in typical]
        out.append(Rel(func, origin_node("seagreen"), consts, ("0.3", "0.3"), cspace))
    # Result ranges (Chromium's clamping), non-finite values, and missing values in and out.
    red = Lit("red")
    same = {"rgb": ("r", "g", "b"), "hsl": ("h", "s", "l"), "hwb": ("h", "w", "b"), "lab": ("l", "a", "b"),
            "lch": ("l", "c", "h"), "oklab": ("l", "a", "b"), "oklch": ("l", "c", "h")}
    for func, i, css, py, alpha in [
        ("hsl", 1, "calc(s - 150)", "s - 150", None), ("hsl", 2, "calc(l + 80)", "l + 80", None),
        ("hsl", 2, "calc(l - 80)", "l - 80", None), ("hwb", 1, "calc(w + 80)", "w + 80", None),
        ("lab", 0, "calc(l + 100)", "l + 100", None), ("lab", 0, "calc(l - 100)", "l - 100", None),
        ("lch", 1, "calc(c - 200)", "c - 200", None), ("oklch", 0, "calc(l + 1)", "l + 1", None),
        ("oklab", 0, "calc(l - 2)", "l - 2", None), ("lab", 1, "calc(infinity)", "inf", None),
        ("lab", 2, "calc(-infinity)", "-inf", None), ("rgb", 0, "calc(infinity)", "inf", None),
        ("rgb", 0, "calc(-infinity)", "-inf", None), ("rgb", 1, "calc(NaN)", "nan", None),
        ("oklab", 1, "calc(NaN)", "nan", None), ("rgb", 0, "calc(r * 2)", "r * 2", None),
        ("rgb", 2, "calc(b - 100)", "b - 100", None), ("lch", 2, "calc(-infinity)", "-inf", None),
        ("rgb", 0, "r", "r", ("calc(alpha * 2)", "alpha * 2")), ("rgb", 0, "r", "r", ("calc(alpha - 2)", "alpha - 2")),
        ("oklch", 2, "h", "h", ("none", "none")), ("rgb", 0, "none", "none", None), ("hsl", 0, "none", "none", None),
        ("lab", 0, "none", "none", None), ("oklch", 2, "none", "none", None), ("hwb", 2, "none", "none", ("none", "none")),
    ]:
        ch = [(k, k) for k in same[func]]
        ch[i] = (css, py)
        out.append(Rel(func, red, ch, alpha))
    hwb = [("h", "h"), ("calc(w + 80)", "w + 80"), ("calc(b + 60)", "b + 60")]
    out.append(Rel("hwb", red, hwb))
    out.append(Rel("color", red, [("calc(r * 2)", "r * 2"), ("calc(infinity)", "inf"), ("calc(g - 1)", "g - 1")], None, "srgb"))
    for origin in ["rgb(none 10 20)", "lab(none 10 20)", "oklch(none none none / none)", "hsl(none 50% 50%)",
                   "color(display-p3 none 0.5 none)"]:
        for func in ["rgb", "lab", "oklch", "hsl"]:
            out.append(Rel(func, Lit(origin), [(k, k) for k in same[func]]))
    return out


def contrast_vectors():
    out = []
    for g in list(range(110, 126)) + [0, 255, 64, 200]:
        out.append(Contrast(Lit(f"rgb({g} {g} {g})")))
    picked = 0
    while picked < 18:
        css = "#" + "".join(f"{rng.randrange(256):02x}" for _ in range(3))
        y = Color(css).luminance()
        if 0.15 < y < 0.21:
            # Keep away from within one 8-bit step of the crossover (Chromium rounds to 8 bits).
            _, cw, cb = contrast_pick(Color(css))
            if abs(cw - cb) > 0.05:
                out.append(Contrast(Lit(css)))
                picked += 1
    for css in ["rgb(0 0 0 / 0.5)", "rgb(255 255 255 / 0)", "rgb(118 118 118 / none)", "rgb(none none none)",
                "transparent", "#ff000080", "hsl(60 100% 50% / 0.1)", "oklch(0.2 0.1 250 / 0.3)",
                "color(display-p3 0 1 0)", "color(display-p3 1 0 0)", "color(rec2020 0 0 1)", "oklch(0.7 0.3 30)",
                "oklch(0.62 0.35 265)", "lab(55 90 -120)", "color(prophoto-rgb 0.4 0.5 0.2)", "color(xyz-d65 0.18 0.18 0.18)",
                "color(srgb 0.4607 0.4607 0.4607)", "color(srgb 0.4609 0.4609 0.4609)", "color(srgb 1.2 0 0)",
                "color(srgb -0.5 0.9 0.9)"]:
        out.append(Contrast(Lit(css)))
    out.append(Contrast(Mix("srgb", None, [(Lit("red"), None, None), (Lit("blue"), None, None)])))
    out.append(Contrast(Mix("oklab", None, [(Lit("white"), "40%", 40.0), (Lit("navy"), None, None)])))
    out.append(Contrast(Rel("oklch", Lit("teal"), [("calc(l + 0.2)", "l + 0.2"), ("c", "c"), ("h", "h")])))
    out.append(Contrast(Contrast(Lit("gold"))))
    out.append(Contrast(LightDark(Lit("white"), Lit("black"))))
    return out


def nested_vectors():
    teal_light = Rel("oklch", Lit("teal"), [("calc(l + 0.15)", "l + 0.15"), ("c", "c"), ("h", "h")])
    mix1 = Mix("oklab", None, [(teal_light, "30%", 30.0), (Lit("gold"), None, None)])
    out = [
        Rel("lch", mix1, [("l", "l"), ("calc(c * 0.5)", "c * 0.5"), ("calc(h + 20)", "h + 20")]),
        Mix("lch", "longer", [(Rel("hsl", Lit("peru"), [("calc(h + 120)", "h + 120"), ("s", "s"), ("l", "l")]), None, None),
                              (Rel("oklab", Lit("navy"), [("l", "l"), ("calc(a * -1)", "a * -1"), ("b", "b")], ("0.5", "0.5")), "25%", 25.0)]),
        Mix("srgb", None, [(LightDark(Lit("red"), Lit("blue")), None, None), (Lit("white"), None, None)]),
        Rel("rgb", LightDark(Lit("#3366cc"), Lit("black")), [("r", "r"), ("calc(g + 40)", "g + 40"), ("b", "b")]),
        LightDark(Rel("rgb", Lit("red"), [("r", "r"), ("g", "g"), ("200", "200")]), Lit("blue")),
        LightDark(Mix("oklch", None, [(Lit("peru"), None, None), (Lit("teal"), None, None)]), Lit("black")),
        LightDark(Lit("color(display-p3 0.2 0.7 0.3)"), Lit("white")),
        Contrast(Mix("oklch", None, [(Lit("gold"), "70%", 70.0), (Lit("navy"), None, None)])),
        Mix("oklab", None, [(Contrast(Lit("navy")), "20%", 20.0), (Lit("navy"), None, None)]),
        Rel("oklch", Contrast(Lit("gold")), [("l", "l"), ("0.1", "0.1"), ("250", "250")]),
        Rel("hwb", Rel("lab", Lit("orchid"), [("l", "l"), ("0", "0"), ("0", "0")]), [("h", "h"), ("w", "w"), ("b", "b")]),
        Rel("lch", Rel("lch", Lit("orchid"), [("l", "l"), ("0", "0"), ("h", "h")]), [("l", "l"), ("30", "30"), ("h", "h")]),
        Rel("color", Mix("display-p3", None, [(Lit("color(display-p3 1 0 0)"), None, None), (Lit("color(display-p3 0 1 0)"), None, None)]),
            [("r", "r"), ("g", "g"), ("calc(b + 0.5)", "b + 0.5")], None, "display-p3"),
        Mix("hsl", None, [(Rel("hsl", Lit("white"), [("h", "h"), ("s", "s"), ("l", "l")]), None, None), (Lit("blue"), None, None)]),
        Mix("oklch", None, [(Mix("oklch", None, [(Lit("red"), None, None), (Lit("lime"), None, None)]), "60%", 60.0),
                            (Mix("lab", None, [(Lit("blue"), None, None), (Lit("white"), None, None)]), None, None)]),
        Rel("oklab", Mix("xyz-d50", None, [(Lit("rgb(255 0 0 / 0.4)"), None, None), (Lit("rgb(0 0 255 / 0.9)"), None, None)]),
            [("calc(l * 0.9)", "l * 0.9"), ("a", "a"), ("b", "b")], ("calc(alpha * 2)", "alpha * 2")),
        Mix("srgb", None, [(Rel("rgb", Lit("red"), [("r", "r"), ("g", "g"), ("b", "b")], ("none", "none")), None, None),
                           (Lit("rgb(0 0 255 / 0.5)"), None, None)]),
        Rel("lab", Mix("lch", "increasing", [(Lit("lch(50 40 none)"), None, None), (Lit("lch(70 20 100)"), "30%", 30.0)]),
            [("l", "l"), ("a", "a"), ("b", "b")]),
        Rel("rgb", Rel("hsl", Rel("oklch", Lit("peru"), [("l", "l"), ("c", "c"), ("calc(h + 90)", "h + 90")]),
                       [("h", "h"), ("calc(s * 0.8)", "s * 0.8"), ("l", "l")]),
            [("calc(255 - r)", "255 - r"), ("calc(255 - g)", "255 - g"), ("calc(255 - b)", "255 - b")]),
        Contrast(Rel("lch", Lit("white"), [("calc(l * 0.3)", "l * 0.3"), ("c", "c"), ("h", "h")])),
        Mix("lab", None, [(LightDark(Mix("srgb", None, [(Lit("red"), None, None), (Lit("blue"), None, None)]), Lit("black")), None, None),
                          (Contrast(Lit("yellow")), "10%", 10.0)]),
        Rel("color", Contrast(LightDark(Lit("navy"), Lit("white"))), [("x", "x"), ("y", "y"), ("calc(z * 0.5)", "z * 0.5")], None, "xyz-d65"),
    ]
    return out


INVALID = [
    "rgb(from red r, g, b)", "rgb(from red r g)", "rgb(from red r g b b)", "rgb(from red calc(r+5) g b)",
    "rgb(from red calc(r + 10%) g b)", "hsl(from red calc(h + 30deg) s l)", "lch(from red l c calc(h + 1turn))",
    "color-mix(in srgb, red 120%, blue)", "color-mix(in srgb, red -10%, blue)", "color-mix(in srgb, red, blue 101%)",
    "color-mix(in srgb shorter hue, red, blue)", "color-mix(in lab longer hue, red, blue)", "color-mix(in xyz increasing hue, red, blue)",
    "color-mix(in oklch sideways hue, red, blue)", "color-mix(in foo, red, blue)", "color-mix(in srgb red, blue)",
    "color-mix(in srgb, red blue)", "color-mix(in srgb, red 10% 20%, blue)", "color-mix(in srgb, , blue)",
    "rgb(from red q g b)", "rgb(from red r g b / beta)", "lab(from red l c h)", "oklch(from red l a b)",
    "device-cmyk(from red c m y k)", "rgb(from red r g b, 0.5)", "rgba(from red, r, g, b, 0.5)", "rgb(red r g b)",
    "rgb(from r g b)", "color(from red r g b)", "color(from red srgb x y z)", "color(from red xyz r g b)",
    "color(from red foo r g b)", "hwb(from red h w)", "contrast-color()", "contrast-color(red, blue)", "contrast-color(red max)",
    "light-dark(red)", "light-dark(red, blue, green)", "rgb(from red calc(r + g b)", "oklch(from red l c h / 0.5 / 0.5)",
    "color-mix(in hsl, red 50%, blue 50%, )", "rgb(from red r g b) extra", "rgb(from red 10px g b)",
    "hsl(from red h s calc(l + 5%))", "lab(from red l a calc(b + 2%))", "rgb(from red r g b / calc(alpha + 10%))",
]


def spec_vectors():
    """css-color-5's worked examples, with the values its text states (and the tolerance its rounding allows)."""
    def v(css, space, comps, alpha=1.0, tol=1e-4, note=None):
        return {"css": css, "space": space, "components": comps, "alpha": alpha, "tolerance": tol, "note": note}
    purple_plum = [51.51, 52.21, 325.8]
    out = [v(c, "lch", purple_plum, 1.0, 0.06) for c in [
        "color-mix(in lch, purple 50%, plum 50%)", "color-mix(in lch, purple 50%, plum)", "color-mix(in lch, purple, plum 50%)",
        "color-mix(in lch, purple, plum)", "color-mix(in lch, plum, purple)", "color-mix(in lch, purple 80%, plum 80%)"]]
    out += [
        v("color-mix(in lch, purple 30%, plum 30%)", "lch", purple_plum, 0.6, 0.06),
        v("color-mix(in lch, peru 40%, palegoldenrod)", "lch", [79.7256, 40.448, 84.771], 1.0, 0.01),
        v("color-mix(in lch, teal 65%, olive)", "lch", [49.4429, 40.4830, 162.5452], 1.0, 0.005),
        v("color-mix(in lch, white, black)", "lch", [50, 0, None], 1.0, 0.01,
          "the spec prints lch(50% 0 0); both hues are powerless, so the result's hue is missing"),
        v("color-mix(in xyz, white, black)", "lch", [76, 0, None], 1.0, 0.5,
          "stated as lch(76% 0 0) (rounded to 1%)"),
        v("color-mix(in srgb, white, black)", "lch", [53.4, 0, None], 1.0, 0.05, "stated as lch(53.4% 0 0)"),
        v("color-mix(in xyz, rgb(82.02% 30.21% 35.02%) 75.23%, rgb(5.64% 55.94% 85.31%))", "srgb",
          [0.72300, 0.38639, 0.53557], 1.0, 2e-4,
          "also stated as lch(53.0304% 38.9346 352.8138); the spec's working rounds X, Y, Z to 4 decimals"),
        v("color-mix(in lch, white, blue)", "lch", [64.7841, 65.6008, 301.364], 1.0, 0.001),
        v("color-mix(in oklch, white, blue)", "oklch", [0.72601, 0.15661, 264.052], 1.0, 2e-4),
        v("color-mix(in srgb, white, blue)", "srgb", [0.5, 0.5, 1.0]),
        v("color-mix(in hsl, color(display-p3 0 1 0) 80%, yellow)", "hsl", [108, 1.0, 0.499184], 1.0, 1e-4,
          "the spec gamut-maps the display-p3 color into sRGB before converting to hsl; Chromium converts it unclamped "
          "(coloraide's side follows Chromium)"),
        v("color-mix(in srgb, rgb(100% 0% 0% / 0.7) 25%, rgb(0% 100% 0% / 0.2))", "srgb", [0.53846, 0.46154, 0], 0.325, 1e-5),
        v("color-mix(in srgb, rgb(100% 0% 0% / 0.7) 20%, rgb(0% 100% 0% / 0.2) 60%)", "srgb", [0.53846, 0.46154, 0], 0.26, 1e-5),
        v("rgb(from indianred 255 g b)", "srgb", [1, 92 / 255, 92 / 255]),
        v("rgb(from darkblue 16 32 b / 0.5)", "srgb", [16 / 255, 32 / 255, 139 / 255], 0.5),
        v("hsl(from lightseagreen calc(h + 180deg) s l)", "hsl", [357, 0.70, 0.41], 1.0, 0.006,
          "the stored draft adds an angle to the hue keyword; Chromium (keywords are numbers) refuses it; "
          "`calc(h + 180)` is the accepted form"),
        v("lch(from lightseagreen l c calc(h + 180deg))", "lch", [65.4937, 39.4484, 370.1013 - 360], 1.0, 0.001,
          "stated as LCH(65.4937% 39.4484 370.1013) (hue not reduced); the angle form is refused by Chromium"),
        v("lch(from lightseagreen l c calc(h + 180))", "lch", [65.4937, 39.4484, 10.1013], 1.0, 0.01,
          "the spec example with the hue added as a number"),
        v("rgb(from red calc(r * .3 + g * .59 + b * .11) calc(r * .3 + g * .59 + b * .11) calc(r * .3 + g * .59 + b * .11))",
          "srgb", [0.30, 0.30, 0.30]),
        v("rgb(from lime calc(r * .3 + g * .59 + b * .11) calc(r * .3 + g * .59 + b * .11) calc(r * .3 + g * .59 + b * .11))",
          "srgb", [0.59, 0.59, 0.59]),
        v("rgb(from blue calc(r * .3 + g * .59 + b * .11) calc(r * .3 + g * .59 + b * .11) calc(r * .3 + g * .59 + b * .11))",
          "srgb", [0.11, 0.11, 0.11]),
        v("rgb(from darkolivegreen calc(r * .3 + g * .59 + b * .11) calc(r * .3 + g * .59 + b * .11) calc(r * .3 + g * .59 + b * .11))",
          "srgb", [0.37, 0.37, 0.37], 1.0, 0.005, "stated as approximately rgb(37% 37% 37%)"),
        v("lab(from orchid l 0 0)", "lab", [62.753, 0, 0], 1.0, 0.005, "also stated as rgb(59.515% 59.515% 59.515%)"),
        v("lch(from orchid l 0 h)", "lch", [62.753, 0, 326.973], 1.0, 0.005),
        v("lch(from lch(from orchid l 0 h) l 30 h)", "lch", [62.753, 30, 326.973], 1.0, 0.005,
          "the spec's --mymuted, with var(--mygray) written out"),
        v("lch(from peru calc(l * 0.8) c h)", "lch", [49.80256, 54.0114, 63.6769], 1.0, 0.005),
        v("lch(from lch(60% 90 320) l c calc(h - 120))", "lch", [60, 90, 200]),
        v("hsl(from lch(60% 90 320) calc(h - 120) s l)", "hsl", [169.18, 0.93136, 0.65531], 1.0, 0.01),
        v("oklch(from lch(60% 90 320) l c calc(h - 120))", "oklch", [0.69012, 0.25077, 199.893], 1.0, 0.001),
    ]
    return out



def spec_nodes():
    """coloraide's side of the spec examples (None where Chromium refuses the string's form)."""
    def mix(space, a, pa, b, pb):
        def val(p):
            return None if p is None else float(p.rstrip("%"))
        return Mix(space, None, [(Lit(a), pa, val(pa)), (Lit(b), pb, val(pb))])
    gray = [("calc(r * .3 + g * .59 + b * .11)", "r * .3 + g * .59 + b * .11")] * 3
    nodes = [
        mix("lch", "purple", "50%", "plum", "50%"), mix("lch", "purple", "50%", "plum", None),
        mix("lch", "purple", None, "plum", "50%"), mix("lch", "purple", None, "plum", None),
        mix("lch", "plum", None, "purple", None), mix("lch", "purple", "80%", "plum", "80%"),
        mix("lch", "purple", "30%", "plum", "30%"), mix("lch", "peru", "40%", "palegoldenrod", None),
        mix("lch", "teal", "65%", "olive", None), mix("lch", "white", None, "black", None),
        mix("xyz", "white", None, "black", None), mix("srgb", "white", None, "black", None),
        mix("xyz", "rgb(82.02% 30.21% 35.02%)", "75.23%", "rgb(5.64% 55.94% 85.31%)", None),
        mix("lch", "white", None, "blue", None), mix("oklch", "white", None, "blue", None),
        mix("srgb", "white", None, "blue", None), mix("hsl", "color(display-p3 0 1 0)", "80%", "yellow", None),
        mix("srgb", "rgb(100% 0% 0% / 0.7)", "25%", "rgb(0% 100% 0% / 0.2)", None),
        mix("srgb", "rgb(100% 0% 0% / 0.7)", "20%", "rgb(0% 100% 0% / 0.2)", "60%"),
        Rel("rgb", Lit("indianred"), [("255", "255"), ("g", "g"), ("b", "b")]),
        Rel("rgb", Lit("darkblue"), [("16", "16"), ("32", "32"), ("b", "b")], ("0.5", "0.5")),
        None, None,
        Rel("lch", Lit("lightseagreen"), [("l", "l"), ("c", "c"), ("calc(h + 180)", "h + 180")]),
        Rel("rgb", Lit("red"), gray), Rel("rgb", Lit("lime"), gray), Rel("rgb", Lit("blue"), gray),
        Rel("rgb", Lit("darkolivegreen"), gray),
        Rel("lab", Lit("orchid"), [("l", "l"), ("0", "0"), ("0", "0")]),
        Rel("lch", Lit("orchid"), [("l", "l"), ("0", "0"), ("h", "h")]),
        Rel("lch", Rel("lch", Lit("orchid"), [("l", "l"), ("0", "0"), ("h", "h")]), [("l", "l"), ("30", "30"), ("h", "h")]),
        Rel("lch", Lit("peru"), [("calc(l * 0.8)", "l * 0.8"), ("c", "c"), ("h", "h")]),
        Rel("lch", Lit("lch(60% 90 320)"), [("l", "l"), ("c", "c"), ("calc(h - 120)", "h - 120")]),
        Rel("hsl", Lit("lch(60% 90 320)"), [("calc(h - 120)", "h - 120"), ("s", "s"), ("l", "l")]),
        Rel("oklch", Lit("lch(60% 90 320)"), [("l", "l"), ("c", "c"), ("calc(h - 120)", "h - 120")]),
    ]
    return nodes


NOTES = {
    "color-mix(in hsl, color(display-p3 0 1 0), yellow)":
        "no gamut mapping before converting to hsl (Chromium's behaviour; CSS Color 5's example maps first)",
    "color-mix(in hwb, color(display-p3 0 1 0), yellow)":
        "no gamut mapping before converting to hwb (Chromium's behaviour; CSS Color 5's example maps first)",
    "color-mix(in lch, lch(50 0 30), lch(50 50 90))":
        "a hue given in the interpolation space is kept even at chroma 0 (Chromium agrees)",
    "color-mix(in srgb, rgb(255 0 0 / 0), rgb(0 0 255 / 0))": "alpha 0: the premultiplied components (0) stay",
}
POWERLESS_NOTE = ("Chromium treats a converted color with chroma <= 0.02 (lch and oklch alike) as achromatic and "
                  "its hue as missing; coloraide (and CSS Color 4's sample code: 0.0015 for lch) use a smaller "
                  "epsilon, so this hue is kept")
NOTES["color-mix(in lch, lab(50 0.01 0), lch(50 50 90))"] = POWERLESS_NOTE
NOTES["color-mix(in oklch, oklab(0.5 0.01 0), oklch(0.5 0.1 90))"] = POWERLESS_NOTE


def build():
    groups = [("mix2", mix2_vectors()), ("mixN", mixn_vectors()), ("relative", relative_vectors()),
              ("contrast", contrast_vectors()), ("nested", nested_vectors())]
    vectors, seen = [], set()
    for group, nodes in groups:
        for node in nodes:
            if node.css in seen:
                continue
            seen.add(node.css)
            vectors.append({"css": node.css, "group": group, "coloraide": shape(node.value()),
                            "chromium": None, "spec": None, "_node": node})
    for css in INVALID:
        vectors.append({"css": css, "group": "invalid", "coloraide": None, "chromium": None, "spec": None, "_node": None})
    for s, node in zip(spec_vectors(), spec_nodes()):
        if node is not None:
            assert node.css.replace(" ", "") == s["css"].replace(" ", ""), (node.css, s["css"])
        entry = {"css": s["css"], "group": "spec", "coloraide": shape(node.value()) if node else None,
                 "chromium": None, "spec": {"space": s["space"], "components": s["components"], "alpha": s["alpha"]},
                 "tolerance": s["tolerance"], "_node": node}
        if s["note"]:
            entry["note"] = s["note"]
        vectors.append(entry)
    return vectors


class Rec2020OETF(coloraide.spaces.rec2020_oetf.Rec2020OETF):
    """rec2020 with the BT.2020 OETF, as Chromium 156 has it (coloraide's rec2020 is BT.1886 gamma 2.4)."""

    NAME = "rec2020"
    SERIALIZE = ("rec2020",)


class ChromiumRec2020Color(Color):
    pass


ChromiumRec2020Color.register(Rec2020OETF(), overwrite=True)


def with_color_class(cls, fn):
    """Run fn with the module's Color bound to cls (to recompute a node with another rec2020)."""
    saved = globals()["Color"]
    globals()["Color"] = cls
    try:
        return fn()
    finally:
        globals()["Color"] = saved


LOOSE = 1e-3

REASONS = {
    "rec2020": "Chromium 156's rec2020 uses the BT.2020 OETF; coloraide 8.13 (and the project) use gamma 2.4 "
               "(BT.1886, CSS Color 4's current definition); with the OETF coloraide agrees",
    "precision": f"conversion precision: Chromium converts in float32 through its own XYZ-D50 matrices "
                 f"(lab/lch ~0.01, rgb ~2e-4 off); agrees within {LOOSE:g} of the channel's range",
    "achromatic": "white/gray/black origin: coloraide converts it exactly (hue missing, chroma 0), Chromium's "
                  "float32 conversion leaves noise (lch(from white l c h) is lch(99.9988 0.0188 356.6)), which a "
                  "step function (round(), mod()), a hue keyword or a product can amplify",
    "powerless": "Chromium's achromatic threshold on conversion (chroma <= 0.02) is larger than coloraide's",
    "contrast": "Chromium clamps the color to sRGB and rounds it to 8 bits before the WCAG comparison; "
                "computed that way coloraide agrees",
}


def explain(v, node):
    """Why coloraide and Chromium differ on v, as a REASONS key, or None when unexplained."""
    ch = v["chromium"]
    if v["group"] == "contrast" or isinstance(node, Contrast):
        inner = node.inner.value() if isinstance(node, Contrast) else None
        if inner is not None:
            clipped = inner.convert("srgb").clip()
            q = Color("srgb", [round(c * 255) / 255 for c in clipped.coords(nans=False)])
            if compare(shape(contrast_pick(q)[0]), ch) is None:
                return "contrast"
    if "rec2020" in v["css"]:
        alt = with_color_class(ChromiumRec2020Color, lambda: shape(node.value()))
        if compare(alt, ch) is None or compare(alt, ch, LOOSE) is None:
            return "rec2020"
    if NOTES.get(v["css"]) == POWERLESS_NOTE:
        return "powerless"
    if re.search(r"from (white|gray|black)\b", v["css"]):
        return "achromatic"
    if compare(v["coloraide"], ch, LOOSE) is None:
        return "precision"
    return None


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--no-chromium", action="store_true", help="do not run Chromium; chromium fields are null")
    ap.add_argument("--show", action="store_true", help="print every disagreement")
    args = ap.parse_args()

    vectors = build()
    binary = None if args.no_chromium else find_chromium()
    version = chromium_version(binary) if binary else None
    disagreements = []
    if binary:
        results = run_chromium(binary, [v["css"] for v in vectors])
        for v, got in zip(vectors, results):
            v["chromium"] = "invalid" if got is None else parse_chromium(got)
        for v in vectors:
            ch, node = v["chromium"], v["_node"]
            if isinstance(node, Mix) and len(node.items) != 2 and ch == "invalid":
                v["note"] = "Chromium 156 accepts exactly two colors"
                continue
            if v["coloraide"] is None:
                if v["group"] == "invalid" and ch != "invalid":
                    disagreements.append((v, "Chromium accepts it", None))
                continue
            if ch == "invalid":
                disagreements.append((v, "Chromium refuses it", None))
                continue
            problem = compare(v["coloraide"], ch)
            if problem:
                reason = explain(v, node)
                if reason:
                    v["note"] = (v["note"] + "; " if v.get("note") else "") + REASONS[reason]
                disagreements.append((v, problem, reason))
        for v in vectors:
            if isinstance(v["chromium"], dict):
                v["chromium"].pop("legacy", None)
    for v in vectors:
        if v["css"] in NOTES:
            v["note"] = NOTES[v["css"]] + ("; " + v["note"] if v.get("note") else "")
        del v["_node"]
        if v.get("note") is None:
            v.pop("note", None)

    data = {"generator": {"coloraide": coloraide.__version__, "chromium": version}, "vectors": vectors}
    path = pathlib.Path(__file__).with_name("css-color5-vectors.json")
    lines = ",\n".join(json.dumps(v, ensure_ascii=False, separators=(",", ":")) for v in vectors)
    head = json.dumps(data["generator"], separators=(",", ":"))
    path.write_text('{"generator":' + head + ',\n"vectors":[\n' + lines + "\n]}\n")

    counts = {}
    for v in vectors:
        counts[v["group"]] = counts.get(v["group"], 0) + 1
    print(f"wrote {path}: {len(vectors)} vectors " + ", ".join(f"{g} {n}" for g, n in counts.items()))
    if binary:
        compared = sum(1 for v in vectors if v["coloraide"] is not None and isinstance(v["chromium"], dict))
        print(f"Chromium {version}: {compared} vectors with both values; {len(disagreements)} disagreements beyond "
              f"1e-4 of the channel's range (0.5/255 for rgb() serializations):")
        by_reason = {}
        for v, problem, reason in disagreements:
            by_reason.setdefault(reason, []).append((v, problem))
        for reason, items in by_reason.items():
            print(f"  {len(items):4d}  {reason or 'unexplained'}")
        for v, problem, reason in disagreements:
            if args.show or reason is None:
                print(f"  [{v['group']}] {v['css']}\n      {problem}" + (f"  ({reason})" if reason else ""))
        spec = [v for v in vectors if v["group"] == "spec"]
        print("spec examples (stated value vs coloraide / Chromium, within the stated rounding):")
        for v in spec:
            def verdict(other):
                if other is None:
                    return "n/a"
                if other == "invalid":
                    return "refused"
                return "agrees" if compare(other, v["spec"], v["tolerance"], True, False) is None else \
                    "DIFFERS: " + compare(other, v["spec"], v["tolerance"], True, False)
            print(f"  {v['css']}\n      coloraide {verdict(v['coloraide'])}; Chromium {verdict(v['chromium'])}")
    else:
        print("Chromium not found or not run: chromium fields are null")


if __name__ == "__main__":
    main()
