#!/usr/bin/env python3
"""Writes a photo-like PNG for trying `chroma palette extract`: a beach at sunset (sky gradient,
sun with a glow, sea with waves, sand, a flat red umbrella) with sensor-like noise.

    python3 -m venv /tmp/photo && /tmp/photo/bin/pip install numpy pillow
    /tmp/photo/bin/python Scripts/make_photo_like.py beach.png 4000 3000

Seeded: the same size gives the same file.
"""
import sys

import numpy as np
from PIL import Image

path = sys.argv[1] if len(sys.argv) > 1 else "beach.png"
width = int(sys.argv[2]) if len(sys.argv) > 2 else 4000
height = int(sys.argv[3]) if len(sys.argv) > 3 else 3000
rng = np.random.default_rng(20261123)
y, x = np.mgrid[0:height, 0:width].astype(np.float32)
u, v = x / width, y / height
img = np.zeros((height, width, 3), np.float32)

horizon, shore = 0.55, 0.78
# Sky: deep blue at the top to warm peach at the horizon.
t = np.clip(v / horizon, 0, 1)[..., None]
sky = (1 - t) * np.array([40, 70, 140]) + t * np.array([250, 180, 130])
# Sun and glow.
d = np.hypot(u - 0.68, (v - 0.42) * height / width)
glow = np.exp(-(d / 0.12) ** 2)[..., None]
sky = sky * (1 - glow) + glow * np.array([255, 200, 120])
sky[d < 0.045] = [255, 236, 180]
# Sea with waves, sand with ripples.
waves = (np.sin(x * 0.05 + np.sin(y * 0.02) * 3) * 12)[..., None]
sea = np.array([20, 80, 120]) + waves * np.array([0.5, 1, 1.2])
ripples = (np.sin(x * 0.013 + y * 0.04) * 8)[..., None]
sand = np.array([222, 196, 150]) + ripples
img = np.where((v < horizon)[..., None], sky, np.where((v < shore)[..., None], sea, sand))
img += rng.normal(0, 4, img.shape)
img = np.clip(img, 0, 255).astype(np.uint8)
# A flat umbrella, exactly #d62728, no noise.
umbrella = (np.hypot(u - 0.25, (v - 0.8) * height / width) < 0.16) & (v < 0.8)
img[umbrella] = [0xD6, 0x27, 0x28]
Image.fromarray(img, "RGB").save(path, compress_level=1)
print(f"wrote {path}: {width}x{height}, umbrella {umbrella.mean():.1%} of the image")
