#!/usr/bin/env python3
"""cairo's fill time for the mesh of Benchmarks/Sources/mesh-fill: 3×3 vertices on a 4096×4096
canvas, four bilinear Coons patches with straight sides, over black, into an image surface.

    /tmp/chroma-bench/bin/python Benchmarks/mesh_cairo.py [size] [runs]
"""
import statistics
import sys
import time

import cairo

size = int(sys.argv[1]) if len(sys.argv) > 1 else 4096
runs = int(sys.argv[2]) if len(sys.argv) > 2 else 5
positions = [(0, 0), (0.5, 0), (1, 0), (0, 0.5), (0.55, 0.45), (1, 0.5), (0, 1), (0.5, 1), (1, 1)]
hexes = [0xff6b6b, 0xfeca57, 0x48dbfb, 0xff9ff3, 0xffffff, 0x1dd1a1, 0x5f27cd, 0x54a0ff, 0xff9f43]
points = [(x * size, y * size) for x, y in positions]
colors = [((h >> 16) / 255, ((h >> 8) & 255) / 255, (h & 255) / 255) for h in hexes]

def fill():
    surface = cairo.ImageSurface(cairo.FORMAT_ARGB32, size, size)
    context = cairo.Context(surface)
    context.set_source_rgb(0, 0, 0)
    context.paint()
    mesh = cairo.MeshPattern()
    for r in range(2):
        for c in range(2):
            corners = [r * 3 + c, r * 3 + c + 1, (r + 1) * 3 + c + 1, (r + 1) * 3 + c]
            mesh.begin_patch()
            mesh.move_to(*points[corners[0]])
            for k in range(1, 5):
                mesh.line_to(*points[corners[k % 4]])
            for k, index in enumerate(corners):
                mesh.set_corner_color_rgb(k, *colors[index])
            mesh.end_patch()
    context.set_source(mesh)
    context.paint()
    surface.flush()

times = []
for _ in range(runs):
    start = time.perf_counter()
    fill()
    times.append(time.perf_counter() - start)
median = statistics.median(times)
print(f"cairo mesh fill {size}×{size}, bilinear colors: median {median * 1000:.0f} ms ({size * size / median / 1e6:.0f} Mpixel/s), one thread")
