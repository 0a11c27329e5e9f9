#!/usr/bin/env python3
"""Renders mesh-cases.json with pycairo's mesh patterns into reference/mesh-*.cairo.png.

    python3 -m venv /tmp/chroma-refs && /tmp/chroma-refs/bin/pip install pycairo==1.29.2
    /tmp/chroma-refs/bin/python Tests/ChromaRasterTests/Fixtures/make_mesh_references.py

(pycairo builds against the system cairo: apt-get install libcairo2-dev.) Each case is painted
over opaque black; cairo's own subdivision of the patches is known to depart from the exact
patch by up to about 3 levels, which the test allows.
"""
import json
import pathlib

import cairo

HERE = pathlib.Path(__file__).resolve().parent


def render(case):
    width, height = case["size"]
    surface = cairo.ImageSurface(cairo.FORMAT_ARGB32, width, height)
    context = cairo.Context(surface)
    context.set_source_rgb(0, 0, 0)
    context.paint()
    mesh = cairo.MeshPattern()
    for patch in case["patches"]:
        sides = patch["sides"]
        mesh.begin_patch()
        mesh.move_to(*sides[0][0])
        for side in sides:
            mesh.curve_to(*side[1], *side[2], *side[3])
        for k, (r, g, b) in enumerate(patch["colors"]):
            mesh.set_corner_color_rgb(k, r / 255, g / 255, b / 255)
        for k, point in enumerate(patch.get("interior", [])):
            mesh.set_control_point(k, *point)
        mesh.end_patch()
    context.set_source(mesh)
    context.paint()
    surface.write_to_png(str(HERE / "reference" / f"mesh-{case['name']}.cairo.png"))


def main():
    cases = json.loads((HERE / "mesh-cases.json").read_text())["cases"]
    for case in cases:
        render(case)
    print(f"wrote {len(cases)} mesh references")


if __name__ == "__main__":
    main()
