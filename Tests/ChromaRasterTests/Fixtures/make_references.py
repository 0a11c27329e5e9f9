#!/usr/bin/env python3
"""Renders gradient-cases.json with skia-python and pycairo into reference/*.png.

    python3 -m venv /tmp/chroma-refs && /tmp/chroma-refs/bin/pip install skia-python==144.1 pycairo==1.29.2
    /tmp/chroma-refs/bin/python Tests/ChromaRasterTests/Fixtures/make_references.py

(pycairo builds against the system cairo: apt-get install libcairo2-dev.) Skia renders every
case, interpolating premultiplied as CSS and Chroma do. cairo renders the linear and radial
cases with opaque stops: it interpolates unpremultiplied, which differs where a stop is
translucent, and its conic gradients are emulated with meshes. Neither library dithers here,
and both sample pixel centers, as Chroma does.
"""
import json
import pathlib

import cairo
import skia

HERE = pathlib.Path(__file__).resolve().parent
OUT = HERE / "reference"
MODES = {"pad": skia.TileMode.kClamp, "repeat": skia.TileMode.kRepeat, "reflect": skia.TileMode.kMirror}
EXTENDS = {"pad": cairo.EXTEND_PAD, "repeat": cairo.EXTEND_REPEAT, "reflect": cairo.EXTEND_REFLECT}


def skia_shader(case):
    colors = [skia.ColorSetARGB(a, r, g, b) for r, g, b, a, _ in case["stops"]]
    positions = [p for *_, p in case["stops"]]
    mode = MODES[case["spread"]]
    flags = skia.GradientShader.kInterpolateColorsInPremul_Flag  # CSS and Chroma interpolate premultiplied
    kind = case["kind"]
    if kind == "linear":
        return skia.GradientShader.MakeLinear([skia.Point(*case["start"]), skia.Point(*case["end"])], colors, positions, mode, flags)
    if kind == "radial":
        start = skia.Point(*case.get("startCenter", case["center"]))
        return skia.GradientShader.MakeTwoPointConical(start, case["startRadius"], skia.Point(*case["center"]),
                                                       case["endRadius"], colors, positions, mode, flags)
    cx, cy = case["center"]
    # Skia's sweep takes angles within 0…360; a start angle turns the whole sweep instead.
    rotation = skia.Matrix.RotateDeg(case["startAngle"], skia.Point(cx, cy))
    return skia.GradientShader.MakeSweep(cx, cy, colors, positions, mode, 0, case["endAngle"] - case["startAngle"],
                                         flags, rotation)


def render_skia(case):
    width, height = case["size"]
    surface = skia.Surface(width, height)
    canvas = surface.getCanvas()
    canvas.clear(skia.ColorSetARGB(255, *case["background"]))
    paint = skia.Paint(Shader=skia_shader(case), Dither=False, AntiAlias=False)
    canvas.drawRect(skia.Rect.MakeWH(width, height), paint)
    surface.makeImageSnapshot().save(str(OUT / f"{case['name']}.skia.png"), skia.kPNG)


def render_cairo(case):
    width, height = case["size"]
    surface = cairo.ImageSurface(cairo.FORMAT_ARGB32, width, height)
    context = cairo.Context(surface)
    context.set_source_rgb(*(c / 255 for c in case["background"]))
    context.paint()
    if case["kind"] == "linear":
        pattern = cairo.LinearGradient(*case["start"], *case["end"])
    else:
        sx, sy = case.get("startCenter", case["center"])
        pattern = cairo.RadialGradient(sx, sy, case["startRadius"], *case["center"], case["endRadius"])
    for r, g, b, a, position in case["stops"]:
        pattern.add_color_stop_rgba(position, r / 255, g / 255, b / 255, a / 255)
    pattern.set_extend(EXTENDS[case["spread"]])
    context.set_source(pattern)
    context.paint()
    surface.write_to_png(str(OUT / f"{case['name']}.cairo.png"))


def main():
    OUT.mkdir(exist_ok=True)
    cases = json.loads((HERE / "gradient-cases.json").read_text())["cases"]
    for case in cases:
        render_skia(case)
        if case["kind"] in ("linear", "radial") and all(stop[3] == 255 for stop in case["stops"]):
            render_cairo(case)
    print(f"wrote references for {len(cases)} cases into {OUT}")


if __name__ == "__main__":
    main()
