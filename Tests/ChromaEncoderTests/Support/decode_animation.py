#!/usr/bin/env python3
"""Decodes GIF and WebP files with Pillow, an independent decoder, for Chroma's encoder tests.

Usage: decode_animation.py FILE...
Prints a JSON list, one object per file: its format, size, frame count, each frame's duration
in milliseconds, the loop count Pillow read (null when the file has none), and each frame as
Pillow composes it on the canvas, as base64 RGBA bytes. For WebP also "stored": each ANMF
chunk's rectangle, duration and flags, read from the RIFF container here (Pillow reports no
duration for an animation of one frame).
"""
import base64
import json
import struct
import sys

from PIL import Image, ImageSequence


def webp_frames(path):
    """The ANMF chunks of a WebP: x, y, width, height, duration (ms) and the flags byte."""
    with open(path, "rb") as file:
        data = file.read()
    frames = []
    offset = 12
    while offset + 8 <= len(data):
        tag, size = data[offset:offset + 4], struct.unpack("<I", data[offset + 4:offset + 8])[0]
        payload = data[offset + 8:offset + 8 + size]
        if tag == b"ANMF":
            x, y, w, h, duration = (int.from_bytes(payload[k:k + 3], "little") for k in (0, 3, 6, 9, 12))
            frames.append({"x": 2 * x, "y": 2 * y, "width": w + 1, "height": h + 1, "duration": duration, "flags": payload[15]})
        offset += 8 + size + (size & 1)
    return frames


def describe(path):
    with Image.open(path) as image:
        info = {"format": image.format, "size": list(image.size), "frames": getattr(image, "n_frames", 1),
                "loop": image.info.get("loop"), "durations": [], "rgba": []}
        for frame in ImageSequence.Iterator(image):
            frame.load()  # Pillow's WebP reader sets the duration when the frame is loaded
            info["durations"].append(frame.info.get("duration", 0))
            info["rgba"].append(base64.b64encode(frame.convert("RGBA").tobytes()).decode("ascii"))
        if image.format == "WEBP":
            info["stored"] = webp_frames(path)
        return info


if __name__ == "__main__":
    print(json.dumps([describe(path) for path in sys.argv[1:]]))
