#!/usr/bin/env python3
"""Decodes PNG and APNG files with Pillow, an independent decoder, for Chroma's PNG tests.

Usage: pillow_decode.py FILE...
Prints one JSON object per file: its Pillow mode, size, frame count, and for every frame the
RGBA pixels as Pillow composes them (8 bits per sample; Pillow reduces 16-bit color to 8 bits by
keeping the high byte).
"""
import json
import sys

from PIL import Image, ImageSequence


def describe(path):
    with Image.open(path) as image:
        info = {"mode": image.mode, "size": list(image.size), "frames": getattr(image, "n_frames", 1),
                "text": {k: v for k, v in getattr(image, "text", {}).items()}, "rgba": []}
        for frame in ImageSequence.Iterator(image):
            if frame.mode == "I;16":
                # 16-bit gray: keep the high byte, as for 16-bit color.
                gray = [v >> 8 for v in frame.getdata()]
                info["rgba"].append([c for v in gray for c in (v, v, v, 255)])
            else:
                info["rgba"].append([c for pixel in frame.convert("RGBA").getdata() for c in pixel])
        return info


if __name__ == "__main__":
    print(json.dumps([describe(path) for path in sys.argv[1:]]))
