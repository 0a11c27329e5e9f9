#!/usr/bin/env python3
"""Decodes GIF, WebP and APNG files with Pillow, an independent decoder, for Chroma's encoder tests.

Usage: decode_animation.py FILE...
Prints a JSON list, one object per file: its format, size, frame count, each frame's duration
in milliseconds, the loop count Pillow read (null when the file has none), and each frame as
Pillow composes it on the canvas, as base64 RGBA bytes. For WebP also "stored": each ANMF
chunk's rectangle, duration and flags, read from the RIFF container here (Pillow reports no
duration for an animation of one frame). For PNG also "apng": each fcTL chunk's fields (x, y,
width, height, delay as numerator and denominator, dispose and blend), read here; a PNG's
durations are Pillow's milliseconds rounded.
"""
import base64
import json
import struct
import sys

from PIL import Image, ImageSequence


def chunks(path, start, big_endian):
    """Yields (tag, payload) for each chunk of a RIFF (little-endian sizes, tag first, padded
    to even) or PNG (big-endian sizes, size first, a CRC after) file, from `start`."""
    with open(path, "rb") as file:
        data = file.read()
    offset = start
    while offset + 8 <= len(data):
        if big_endian:
            size, tag = struct.unpack(">I", data[offset:offset + 4])[0], data[offset + 4:offset + 8]
        else:
            tag, size = data[offset:offset + 4], struct.unpack("<I", data[offset + 4:offset + 8])[0]
        yield tag, data[offset + 8:offset + 8 + size]
        offset += 8 + size + (4 if big_endian else size & 1)


def webp_frames(path):
    """The ANMF chunks of a WebP: x, y, width, height, duration (ms) and the flags byte."""
    frames = []
    for tag, payload in chunks(path, 12, big_endian=False):
        if tag == b"ANMF":
            x, y, w, h, duration = (int.from_bytes(payload[k:k + 3], "little") for k in (0, 3, 6, 9, 12))
            frames.append({"x": 2 * x, "y": 2 * y, "width": w + 1, "height": h + 1, "duration": duration, "flags": payload[15]})
    return frames


def apng_frames(path):
    """The fcTL chunks of an APNG: the rectangle, the delay as a fraction, dispose and blend."""
    frames = []
    for tag, payload in chunks(path, 8, big_endian=True):
        if tag == b"fcTL":
            _, w, h, x, y = struct.unpack(">5I", payload[:20])
            num, den = struct.unpack(">2H", payload[20:24])
            frames.append({"x": x, "y": y, "width": w, "height": h, "numerator": num, "denominator": den or 100,
                           "dispose": payload[24], "blend": payload[25]})
    return frames


def describe(path):
    with Image.open(path) as image:
        info = {"format": image.format, "size": list(image.size), "frames": getattr(image, "n_frames", 1),
                "loop": image.info.get("loop"), "durations": [], "rgba": []}
        for frame in ImageSequence.Iterator(image):
            frame.load()  # Pillow's WebP reader sets the duration when the frame is loaded
            info["durations"].append(round(frame.info.get("duration", 0)))
            info["rgba"].append(base64.b64encode(frame.convert("RGBA").tobytes()).decode("ascii"))
        if image.format == "WEBP":
            info["stored"] = webp_frames(path)
        if image.format == "PNG":
            info["apng"] = apng_frames(path)
        return info


if __name__ == "__main__":
    print(json.dumps([describe(path) for path in sys.argv[1:]]))
