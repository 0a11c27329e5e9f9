#!/usr/bin/env python3
"""Times the reference article's splash example (4 colors, 0.5 s each, 60 fps, a 200×100 card
with 10 px corners, circle, easeInOut) rendered by `chroma splash` and by pycairo, alternating,
in the same run; prints medians and the ratio.

    python3 -m venv /tmp/chroma-bench && /tmp/chroma-bench/bin/pip install pycairo==1.29.2 pillow==13.0.0
    /tmp/chroma-bench/bin/python Benchmarks/splash_peers.py [path/to/chroma] [runs]

cairo writes one PNG per frame (its default compression); cairo + Pillow also assembles an
animated PNG from the same frames. (apt-get install libcairo2-dev for pycairo's build.)
"""
import math
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

import cairo
from PIL import Image

CHROMA = sys.argv[1] if len(sys.argv) > 1 else ".build/release/chroma"
RUNS = int(sys.argv[2]) if len(sys.argv) > 2 else 5
COLORS = [(0, 0, 1), (1, 0, 0), (0, 1, 0), (1, 0.647, 0)]
W, H, RADIUS, FPS, DURATION = 200, 100, 10, 60, 0.5


def ease_in_out(t):
    """CSS cubic-bezier(0.42, 0, 0.58, 1), solved by bisection."""
    if t <= 0:
        return 0.0
    if t >= 1:
        return 1.0
    lo, hi = 0.0, 1.0
    for _ in range(60):
        s = (lo + hi) / 2
        x = 3 * (1 - s) ** 2 * s * 0.42 + 3 * (1 - s) * s * s * 0.58 + s ** 3
        lo, hi = (s, hi) if x < t else (lo, s)
    s = (lo + hi) / 2
    return 3 * (1 - s) * s * s + s ** 3


def cairo_frames():
    total = (len(COLORS) - 1) * DURATION
    count = math.ceil(total * FPS - 1e-9) + 1
    farthest = math.hypot(W / 2, H / 2)
    for i in range(count):
        t = i / FPS
        progress = [ease_in_out((t - k * DURATION) / DURATION) for k in range(len(COLORS) - 1)]
        settled = max([k + 1 for k, p in enumerate(progress) if p >= 1], default=0)
        surface = cairo.ImageSurface(cairo.FORMAT_ARGB32, W, H)
        ctx = cairo.Context(surface)
        ctx.new_sub_path()
        for cx, cy, a in ((W - RADIUS, RADIUS, -90), (W - RADIUS, H - RADIUS, 0), (RADIUS, H - RADIUS, 90), (RADIUS, RADIUS, 180)):
            ctx.arc(cx, cy, RADIUS, math.radians(a), math.radians(a + 90))
        ctx.close_path()
        ctx.clip()
        ctx.set_source_rgb(*COLORS[settled])
        ctx.paint()
        for k in range(settled, len(progress)):
            if progress[k] > 0:
                ctx.set_source_rgb(*COLORS[k + 1])
                ctx.arc(W / 2, H / 2, progress[k] * farthest, 0, 2 * math.pi)
                ctx.fill()
        yield surface


def run_cairo(folder):
    for i, surface in enumerate(cairo_frames()):
        surface.write_to_png(f"{folder}/frame-{i:05d}.png")


def run_cairo_apng(path):
    frames = [Image.frombuffer("RGBA", (W, H), bytes(s.get_data()), "raw", "BGRA", 0, 1) for s in cairo_frames()]
    frames[0].save(path, save_all=True, append_images=frames[1:], duration=1000 / FPS, loop=0)


def run_chroma(folder, apng=None):
    args = [CHROMA, "splash", "--size", f"{W}x{H}", "--colors", "#0000ff,#ff0000,#00ff00,#ffa500", "--animation", "circle",
            "--duration", "0.5", "--fps", "60", "--easing", "easeInOut", "--corner-radius", "10", "--quiet"]
    args += ["-o", folder] if apng is None else ["--apng", apng]
    subprocess.run(args, check=True)


def timed(function, *arguments):
    start = time.perf_counter()
    function(*arguments)
    return time.perf_counter() - start


def main():
    results = {name: [] for name in ("chroma numbered", "cairo numbered", "chroma apng", "cairo+pillow apng")}
    for _ in range(RUNS):
        for name, function, kind in (("chroma numbered", run_chroma, "folder"), ("cairo numbered", run_cairo, "folder"),
                                     ("chroma apng", lambda p: run_chroma(None, p), "file"),
                                     ("cairo+pillow apng", run_cairo_apng, "file")):
            folder = tempfile.mkdtemp()
            target = folder if kind == "folder" else f"{folder}/splash.png"
            results[name].append(timed(function, target))
            shutil.rmtree(folder)
    for name, times in results.items():
        print(f"{name:20s} median {statistics.median(times) * 1000:7.1f} ms  (min {min(times) * 1000:.1f}, max {max(times) * 1000:.1f})")
    print(f"numbered PNGs: cairo / chroma = {statistics.median(results['cairo numbered']) / statistics.median(results['chroma numbered']):.2f}")
    print(f"animated PNG:  cairo+pillow / chroma = {statistics.median(results['cairo+pillow apng']) / statistics.median(results['chroma apng']):.2f}")


if __name__ == "__main__":
    main()
