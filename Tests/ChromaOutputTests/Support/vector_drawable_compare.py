#!/usr/bin/env python3
"""An Android VectorDrawable drawn by an independent renderer and compared with a PNG.

Usage: vector_drawable_compare.py DRAWABLE.xml REFERENCE.png SAFE_RADIUS_FRACTION

The drawable is converted to SVG (its pathData is SVG path syntax; #AARRGGBB fills become
fill and fill-opacity; <gradient> elements inside aapt:attr become userSpaceOnUse linear or
radial gradients; fillAlpha multiplies; fillType evenOdd is fill-rule evenodd; a group's
clip-path clips the group) and rendered by rsvg-convert at the reference's size. Prints one
JSON object: the largest channel difference and the mean difference (premultiplied, 0-255),
the share of pixels differing by more than 2 and by more than 8, and the largest alpha found
outside the circle of SAFE_RADIUS_FRACTION of the side (plus one pixel).
"""
import json
import os
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

from PIL import Image, ImageChops, ImageDraw

ANDROID = "{http://schemas.android.com/apk/res/android}"
AAPT = "{http://schemas.android.com/aapt}"


def color(text):
    """(#RRGGBB, opacity) of an Android #AARRGGBB or #RRGGBB color."""
    text = text.lstrip("#")
    if len(text) == 6:
        return "#" + text, 1.0
    if len(text) != 8:
        raise ValueError("not an Android color: #" + text)
    return "#" + text[2:], int(text[:2], 16) / 255


def svg_of(drawable):
    root = ET.parse(drawable).getroot()
    if root.tag != "vector":
        raise ValueError("root is " + root.tag)
    vw, vh = root.get(ANDROID + "viewportWidth"), root.get(ANDROID + "viewportHeight")
    defs, body, counter = [], [], [0]

    def new_id(prefix):
        counter[0] += 1
        return "%s%d" % (prefix, counter[0])

    def gradient(element):
        kind = element.get(ANDROID + "type", "linear")
        gid = new_id("g")
        stops = "".join(
            '<stop offset="%s" stop-color="%s" stop-opacity="%.6f"/>' % ((item.get(ANDROID + "offset"),) + color(item.get(ANDROID + "color")))
            for item in element.findall("item"))
        if kind == "linear":
            geometry = 'x1="%s" y1="%s" x2="%s" y2="%s"' % tuple(element.get(ANDROID + k) for k in ("startX", "startY", "endX", "endY"))
            defs.append('<linearGradient id="%s" gradientUnits="userSpaceOnUse" %s>%s</linearGradient>' % (gid, geometry, stops))
        elif kind == "radial":
            geometry = 'cx="%s" cy="%s" r="%s"' % tuple(element.get(ANDROID + k) for k in ("centerX", "centerY", "gradientRadius"))
            defs.append('<radialGradient id="%s" gradientUnits="userSpaceOnUse" %s>%s</radialGradient>' % (gid, geometry, stops))
        else:
            raise ValueError("gradient type " + kind)
        return "url(#%s)" % gid

    def path(element):
        alpha = float(element.get(ANDROID + "fillAlpha", "1"))
        fill, opacity = "none", 1.0
        if element.get(ANDROID + "fillColor") is not None:
            fill, opacity = color(element.get(ANDROID + "fillColor"))
        for attr in element.findall(AAPT + "attr"):
            if attr.get("name") == "android:fillColor":
                fill = gradient(attr.find("gradient"))
        rule = "evenodd" if element.get(ANDROID + "fillType") == "evenOdd" else "nonzero"
        return '<path d="%s" fill="%s" fill-opacity="%.6f" fill-rule="%s"/>' % (element.get(ANDROID + "pathData"), fill, opacity * alpha, rule)

    def children(parent, out):
        for element in parent:
            if element.tag == "path":
                out.append(path(element))
            elif element.tag == "group":
                inner, clip = [], None
                for child in element:
                    if child.tag == "clip-path":
                        clip = new_id("c")
                        defs.append('<clipPath id="%s"><path d="%s"/></clipPath>' % (clip, child.get(ANDROID + "pathData")))
                children([c for c in element if c.tag != "clip-path"], inner)
                out.append('<g%s>%s</g>' % (' clip-path="url(#%s)"' % clip if clip else "", "".join(inner)))
            else:
                raise ValueError("unexpected element " + element.tag)

    children(root, body)
    return '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 %s %s"><defs>%s</defs>%s</svg>' % (vw, vh, "".join(defs), "".join(body))


def main():
    drawable, reference, safe = sys.argv[1], sys.argv[2], float(sys.argv[3])
    expected = Image.open(reference).convert("RGBA")
    with tempfile.TemporaryDirectory() as folder:
        svg = os.path.join(folder, "icon.svg")
        png = os.path.join(folder, "icon.png")
        with open(svg, "w") as f:
            f.write(svg_of(drawable))
        subprocess.run(["rsvg-convert", "-w", str(expected.width), "-h", str(expected.height), "-o", png, svg], check=True)
        drawn = Image.open(png).convert("RGBA")
        drawn.load()
    side = expected.width
    # Premultiplied, so a transparent pixel's color does not count; each pixel's largest channel difference.
    difference = ImageChops.difference(expected.convert("RGBa"), drawn.convert("RGBa"))
    channels = difference.split()
    worst = channels[0]
    for band in channels[1:]:
        worst = ImageChops.lighter(worst, band)
    histogram = worst.histogram()
    count = side * expected.height
    # Outside the safe circle (plus a pixel): the drawn alpha there.
    outside = Image.new("L", drawn.size, 255)
    radius = safe * side + 1
    ImageDraw.Draw(outside).ellipse((side / 2 - radius, expected.height / 2 - radius, side / 2 + radius, expected.height / 2 + radius), fill=0)
    alpha_outside = ImageChops.multiply(drawn.getchannel("A"), outside).getextrema()[1]
    print(json.dumps({"max": max(v for v in range(256) if histogram[v]), "mean": sum(v * n for v, n in enumerate(histogram)) / count,
                      "over2": sum(histogram[3:]) / count, "over8": sum(histogram[9:]) / count, "alphaOutside": alpha_outside,
                      "width": drawn.width, "height": drawn.height}))


if __name__ == "__main__":
    main()
