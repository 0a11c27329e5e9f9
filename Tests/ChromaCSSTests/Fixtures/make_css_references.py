#!/usr/bin/env python3
"""Renders every case of cases.json in headless Chromium into references/<name>.png.

The references are what CSSReferenceTests compares Chroma's renders with; no browser is
needed at test time. Debian's chromium package works headless:

    apt-get install -y chromium
    .build/test-python/bin/python Tests/ChromaCSSTests/Fixtures/make_css_references.py

Each case is one absolutely positioned <div> with the CSS as its background-image and the
case's "appearance" (light by default) as its color-scheme, which light-dark() follows, on one page
with a transparent background; the page is screenshot once (device scale 1, sRGB output
profile) and each case is cut out of it. Needs Pillow (the venv that `.ci/run` sets up).
"""
import html
import json
import os
import subprocess
import sys
import tempfile

from PIL import Image

HERE = os.path.dirname(os.path.abspath(__file__))
CHROMIUM = os.environ.get("CHROMIUM", "chromium")
PAGE_WIDTH = 1024
GAP = 8


def layout(cases):
    """Places the cases in rows, left to right; returns [(x, y)] and the page height."""
    x = y = row_height = 0
    places = []
    for case in cases:
        w, h = case["size"]
        if x + w > PAGE_WIDTH:
            x, y, row_height = 0, y + row_height + GAP, 0
        places.append((x, y))
        x += w + GAP
        row_height = max(row_height, h)
    return places, y + row_height


def main():
    with open(os.path.join(HERE, "cases.json")) as f:
        cases = json.load(f)["cases"]
    places, height = layout(cases)
    divs = "\n".join(
        f'<div style="left:{x}px;top:{y}px;width:{c["size"][0]}px;height:{c["size"][1]}px;'
        f'color-scheme:{c.get("appearance", "light")};'
        f'background-image:{html.escape(c["css"], quote=True)}"></div>'
        for c, (x, y) in zip(cases, places))
    page = ("<!doctype html><html><head><style>html,body{margin:0;padding:0;overflow:hidden;background:transparent}"
            "div{position:absolute}</style></head><body>\n" + divs + "\n</body></html>\n")
    out_dir = os.path.join(HERE, "references")
    os.makedirs(out_dir, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        page_path = os.path.join(tmp, "cases.html")
        shot = os.path.join(tmp, "shot.png")
        with open(page_path, "w") as f:
            f.write(page)
        subprocess.run([CHROMIUM, "--headless", "--no-sandbox", "--hide-scrollbars", "--force-color-profile=srgb",
                        "--force-device-scale-factor=1", "--default-background-color=00000000",
                        f"--window-size={PAGE_WIDTH},{height}", f"--screenshot={shot}", "file://" + page_path],
                       check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        image = Image.open(shot).convert("RGBA")
        if image.size != (PAGE_WIDTH, height):
            sys.exit(f"chromium made a {image.size} screenshot; expected {(PAGE_WIDTH, height)}")
        for case, (x, y) in zip(cases, places):
            w, h = case["size"]
            image.crop((x, y, x + w, y + h)).save(os.path.join(out_dir, case["name"] + ".png"), optimize=True)
    version = subprocess.run([CHROMIUM, "--version"], capture_output=True, text=True).stdout.strip()
    with open(os.path.join(out_dir, "VERSION"), "w") as f:
        f.write(version + "\n")
    print(f"{len(cases)} references from {version}")


if __name__ == "__main__":
    main()
