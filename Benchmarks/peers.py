#!/usr/bin/env python3
"""Chroma against Skia (skia-python), cairo (pycairo), libvips (pyvips) and Pillow + numpy, on the workloads of the
speed suite, in one run, alternating: every round runs each contender once, in a fresh process,
so load on a shared machine falls on all of them alike. Prints a table of medians, spreads,
ratios, file sizes and peak memory.

    python3 Benchmarks/peers.py [--rounds 5] [--only linear,splash] [--chroma PATH]
    python3 Benchmarks/peers.py --only start-up,small --rounds 20   # start-up and small files beside ImageMagick
    python3 Benchmarks/peers.py --baseline /tmp/chroma-before        # an older chroma in the same rounds

Run it from the repository. It builds `chroma` and the `fill-rate` helper in release mode if
they are missing, and installs the peers from PyPI into a scratch virtual environment
(Benchmarks/.build/peers-venv; pycairo builds against libcairo2-dev, which it asks for when
missing).

How each contender is timed:
- chroma: the whole process, from exec to exit (process start, file written, synced to disk and renamed),
  for every workload that writes files. Fill rate comes from the `fill-rate` helper, which
  renders into a buffer it allocated once, on every core.
- peers: inside their process, from the first drawing call to the file closed (the Python
  start and imports are not counted). Fill rate: the drawing call alone, into a surface or
  array allocated once. Peers draw on one thread, as they do by default.
Peak memory is each contender's whole process (maximum resident set), Python included.
"""
import argparse
import json
import math
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
VENV = os.path.join(HERE, ".build", "peers-venv")
PEER_PACKAGES = ["numpy==2.4.6", "pillow==13.0.0", "skia-python==144.1", "pycairo==1.29.2", "pyvips==3.2.0", "pyvips-binary==8.18.7"]

SIDE = 4096
RAMP = ["#1e3c72", "#ff7e5f"]
MESH_POSITIONS = [(0, 0), (0.5, 0), (1, 0), (0, 0.5), (0.55, 0.45), (1, 0.5), (0, 1), (0.5, 1), (1, 1)]
MESH_COLORS = [0xff6b6b, 0xfeca57, 0x48dbfb, 0xff9ff3, 0xffffff, 0x1dd1a1, 0x5f27cd, 0x54a0ff, 0xff9f43]
SPLASH = dict(width=400, height=200, radius=20, fps=60, duration=1.0, hold=1 / 3, frames=240,
              colors=["#0000ff", "#ff0000", "#00ff00", "#ffa500"])
# The same card without holds: three transitions fill the 240 frames, so few frames repeat.
SPLASH_WITHOUT_HOLDS = dict(SPLASH, duration=239 / 180, hold=0.0)


def rgb(hex_color):
    value = int(hex_color.lstrip("#"), 16)
    return ((value >> 16) & 255) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255


# MARK: Workload scenes, for chroma render (the same as Benchmarks/Sources/BenchmarkWorkloads)

def mesh_patches(side):
    points = [(x * side, y * side) for x, y in MESH_POSITIONS]
    patches = []
    for r in range(2):
        for c in range(2):
            corners = [r * 3 + c, r * 3 + c + 1, (r + 1) * 3 + c + 1, (r + 1) * 3 + c]
            patches.append(([points[i] for i in corners], [MESH_COLORS[i] for i in corners]))
    return patches


def chroma_scene(kind, dither=False, depth=8):
    s = SIDE
    if kind == "linear":
        paint = {"linear": {"start": [0, 0], "end": [s, s], "stops": RAMP}}
    elif kind == "radial":
        paint = {"radial": {"center": [s / 2, s / 2], "endRadius": s / 2, "stops": RAMP}}
    elif kind == "angular":
        paint = {"angular": {"center": [s / 2, s / 2], "stops": [RAMP[0], RAMP[1], RAMP[0]]}}
    else:
        def straight(a, b):
            return [list(a), [a[0] + (b[0] - a[0]) / 3, a[1] + (b[1] - a[1]) / 3],
                    [a[0] + 2 * (b[0] - a[0]) / 3, a[1] + 2 * (b[1] - a[1]) / 3], list(b)]
        patches = [{"sides": [straight(p[k], p[(k + 1) % 4]) for k in range(4)],
                    "colors": ["#%06x" % c for c in colors]} for p, colors in mesh_patches(s)]
        paint = {"mesh": {"patches": patches, "colorSpace": "device"}}
    return {"width": s, "height": s, "background": "#000000", "depth": depth, "dither": dither,
            "layers": [{"paint": paint}]}


# MARK: Peers (run in a child process: `peers.py --peer NAME WORKLOAD OUTPUT`)

def skia_paint(kind):
    import skia
    colors = [skia.Color(*[round(v * 255) for v in rgb(h)]) for h in RAMP]
    paint = skia.Paint()
    if kind == "linear":
        paint.setShader(skia.GradientShader.MakeLinear([skia.Point(0, 0), skia.Point(SIDE, SIDE)], colors))
    elif kind == "radial":
        paint.setShader(skia.GradientShader.MakeRadial(skia.Point(SIDE / 2, SIDE / 2), SIDE / 2, colors))
    elif kind == "angular":
        paint.setShader(skia.GradientShader.MakeSweep(SIDE / 2, SIDE / 2, colors + [colors[0]]))
    return paint


def skia_draw(canvas, kind):
    import skia
    canvas.clear(skia.ColorBLACK)
    if kind == "mesh":
        for corners, colors in mesh_patches(SIDE):
            cubics = []
            for k in range(4):
                a, b = corners[k], corners[(k + 1) % 4]
                for j in range(3):
                    cubics.append(skia.Point(a[0] + (b[0] - a[0]) * j / 3, a[1] + (b[1] - a[1]) * j / 3))
            canvas.drawPatch(cubics, [skia.Color((c >> 16) & 255, (c >> 8) & 255, c & 255) for c in colors],
                             [], skia.BlendMode.kDst, skia.Paint())  # kDst: the patch's own colors
    else:
        canvas.drawPaint(skia_paint(kind))


def cairo_source(kind):
    import cairo
    if kind == "linear":
        pattern = cairo.LinearGradient(0, 0, SIDE, SIDE)
    elif kind == "radial":
        pattern = cairo.RadialGradient(SIDE / 2, SIDE / 2, 0, SIDE / 2, SIDE / 2, SIDE / 2)
    elif kind == "mesh":
        pattern = cairo.MeshPattern()
        for corners, colors in mesh_patches(SIDE):
            pattern.begin_patch()
            pattern.move_to(*corners[0])
            for k in range(1, 4):
                pattern.line_to(*corners[k])
            for k, c in enumerate(colors):
                pattern.set_corner_color_rgb(k, ((c >> 16) & 255) / 255, ((c >> 8) & 255) / 255, (c & 255) / 255)
            pattern.end_patch()
        return pattern
    else:
        return None  # cairo has no conic gradient
    for offset, color in zip((0, 1), RAMP):
        pattern.add_color_stop_rgb(offset, *rgb(color))
    return pattern


def cairo_draw(context, kind):
    import cairo
    context.set_source_rgb(0, 0, 0)
    context.paint()
    context.set_source(cairo_source(kind))
    context.paint()


def numpy_pixels(kind):
    import numpy as np
    c0 = np.array(rgb(RAMP[0]), dtype=np.float32) * 255
    c1 = np.array(rgb(RAMP[1]), dtype=np.float32) * 255
    coordinates = np.arange(SIDE, dtype=np.float32) + 0.5
    x = coordinates[None, :]
    y = coordinates[:, None]
    if kind == "linear":
        t = (x + y) / (2 * SIDE)
    elif kind == "radial":
        t = np.minimum(np.hypot(x - SIDE / 2, y - SIDE / 2) / (SIDE / 2), 1)
    else:
        turns = (np.arctan2(y - SIDE / 2, x - SIDE / 2) / (2 * np.pi)) % 1
        t = 1 - np.abs(2 * turns - 1)
    t = t.astype(np.float32)[:, :, None]
    return (c0 + (c1 - c0) * t + 0.5).astype(np.uint8)


def vips_image(kind):
    """The workload as a lazy libvips pipeline (RGB, 8 bits): per-pixel arithmetic on an xy
    image, which libvips evaluates on every core when the file is saved. libvips has no mesh
    primitive: each straight-sided patch is inverted as a bilinear map (a quadratic in v)."""
    import pyvips
    xy = pyvips.Image.xyz(SIDE, SIDE).cast("float") + 0.5
    x, y = xy[0], xy[1]
    half = SIDE / 2

    def ramp(t, c0, c1):
        bands = [t * (b - a) + a + 0.5 for a, b in zip(c0, c1)]
        return bands[0].bandjoin(bands[1:]).cast("uchar")

    c0, c1 = [[v * 255 for v in rgb(h)] for h in RAMP]
    if kind == "linear":
        return ramp((x + y) / (2 * SIDE), c0, c1)
    if kind == "radial":
        t = (((x - half) ** 2 + (y - half) ** 2) ** 0.5) / half
        return ramp((t > 1).ifthenelse(1, t), c0, c1)
    if kind == "angular":
        turns = (y - half).math2(x - half, "atan2") / 360  # degrees, 0…360
        return ramp(1 - (turns * 2 - 1).abs(), c0, c1)
    image = pyvips.Image.black(SIDE, SIDE, bands=3)
    for corners, colors in mesh_patches(SIDE):
        (p00, p10, p11, p01) = corners
        e = (p10[0] - p00[0], p10[1] - p00[1])
        f = (p01[0] - p00[0], p01[1] - p00[1])
        g = (p00[0] - p10[0] + p11[0] - p01[0], p00[1] - p10[1] + p11[1] - p01[1])
        # Only the patch's bounding box is computed, then inserted.
        left, top = int(min(p[0] for p in corners)), int(min(p[1] for p in corners))
        right, bottom = int(math.ceil(max(p[0] for p in corners))), int(math.ceil(max(p[1] for p in corners)))
        box = pyvips.Image.xyz(right - left, bottom - top).cast("float") + 0.5
        hx, hy = box[0] + (left - p00[0]), box[1] + (top - p00[1])
        k2 = g[0] * f[1] - g[1] * f[0]
        k1 = (e[0] * f[1] - e[1] * f[0]) + (hx * g[1] - hy * g[0])
        k0 = hx * e[1] - hy * e[0]
        if abs(k2) < 1e-9:
            v = -k0 / k1
        else:
            root = ((k1 * k1 - k0 * (4 * k2)).abs()) ** 0.5
            v1, v2 = (-k1 + root) / (2 * k2), (-k1 - root) / (2 * k2)
            v = ((v1 >= 0) & (v1 <= 1)).ifthenelse(v1, v2)
        u = (hx - v * f[0]) / (v * g[0] + e[0])
        inside = (u >= 0) & (u <= 1) & (v >= 0) & (v <= 1)
        channels = []
        for shift in (16, 8, 0):
            a, b, c, d = [((k >> shift) & 255) for k in colors]  # p00, p10, p11, p01
            channels.append((1 - u) * (1 - v) * a + u * (1 - v) * b + u * v * c + (1 - u) * v * d + 0.5)
        below = image.crop(left, top, right - left, bottom - top)
        image = image.insert(inside.ifthenelse(channels[0].bandjoin(channels[1:]), below), left, top)
    return image.cast("uchar")


def splash_progress(i):
    """Per transition, the eased progress at frame i (CSS cubic-bezier(0.42, 0, 0.58, 1))."""
    t = i / SPLASH["fps"]
    result = []
    for k in range(len(SPLASH["colors"]) - 1):
        u = (t - k * (SPLASH["duration"] + SPLASH["hold"])) / SPLASH["duration"]
        if u <= 0:
            result.append(0.0)
            continue
        if u >= 1:
            result.append(1.0)
            continue
        lo, hi = 0.0, 1.0
        for _ in range(50):
            s = (lo + hi) / 2
            x = 3 * (1 - s) ** 2 * s * 0.42 + 3 * (1 - s) * s * s * 0.58 + s ** 3
            lo, hi = (s, hi) if x < u else (lo, s)
        s = (lo + hi) / 2
        result.append(3 * (1 - s) * s * s + s ** 3)
    return result


def splash_frame_skia(surface, i):
    import skia
    w, h, r = SPLASH["width"], SPLASH["height"], SPLASH["radius"]
    canvas = surface.getCanvas()
    canvas.clear(skia.ColorTRANSPARENT)
    canvas.save()
    canvas.clipRRect(skia.RRect.MakeRectXY(skia.Rect.MakeWH(w, h), r, r), True)
    progress = splash_progress(i)
    settled = max([k + 1 for k, p in enumerate(progress) if p >= 1], default=0)
    colors = [skia.Color(*[round(v * 255) for v in rgb(c)]) for c in SPLASH["colors"]]
    canvas.drawColor(colors[settled])
    farthest = math.hypot(w / 2, h / 2)
    for k in range(settled, len(progress)):
        if progress[k] > 0:
            canvas.drawCircle(w / 2, h / 2, progress[k] * farthest, skia.Paint(Color=colors[k + 1], AntiAlias=True))
    canvas.restore()


def splash_frame_cairo(surface, i):
    import cairo
    w, h, r = SPLASH["width"], SPLASH["height"], SPLASH["radius"]
    context = cairo.Context(surface)
    context.set_operator(cairo.OPERATOR_CLEAR)
    context.paint()
    context.set_operator(cairo.OPERATOR_OVER)
    context.new_sub_path()
    for cx, cy, a in ((w - r, r, -90), (w - r, h - r, 0), (r, h - r, 90), (r, r, 180)):
        context.arc(cx, cy, r, math.radians(a), math.radians(a + 90))
    context.close_path()
    context.clip()
    progress = splash_progress(i)
    settled = max([k + 1 for k, p in enumerate(progress) if p >= 1], default=0)
    context.set_source_rgb(*rgb(SPLASH["colors"][settled]))
    context.paint()
    farthest = math.hypot(w / 2, h / 2)
    for k in range(settled, len(progress)):
        if progress[k] > 0:
            context.set_source_rgb(*rgb(SPLASH["colors"][k + 1]))
            context.arc(w / 2, h / 2, progress[k] * farthest, 0, 2 * math.pi)
            context.fill()


def run_peer(peer, workload, output):
    """Runs one workload in this process; prints the seconds it took."""
    kind = workload.split("-")[-1]
    if workload.startswith("fill-"):
        if peer == "skia":
            import skia
            surface = skia.Surface(SIDE, SIDE)
            skia_draw(surface.getCanvas(), "mesh" if kind == "mesh" else "linear")  # touch the pixels once
            start = time.perf_counter()
            skia_draw(surface.getCanvas(), kind)
            surface.flushAndSubmit()
        elif peer == "cairo":
            import cairo
            surface = cairo.ImageSurface(cairo.FORMAT_RGB24, SIDE, SIDE)
            context = cairo.Context(surface)
            cairo_draw(context, "linear")
            start = time.perf_counter()
            cairo_draw(context, kind)
            surface.flush()
        else:
            start = time.perf_counter()
            numpy_pixels(kind)
    elif workload.startswith("file-"):
        start = time.perf_counter()
        if peer == "skia":
            import skia
            surface = skia.Surface(SIDE, SIDE)
            skia_draw(surface.getCanvas(), kind)
            surface.makeImageSnapshot().save(output, skia.kPNG)
        elif peer == "cairo":
            import cairo
            surface = cairo.ImageSurface(cairo.FORMAT_RGB24, SIDE, SIDE)
            cairo_draw(cairo.Context(surface), kind)
            surface.write_to_png(output)
        elif peer == "libvips":
            vips_image(kind).pngsave(output)
        else:
            from PIL import Image
            Image.fromarray(numpy_pixels(kind), "RGB").save(output)
    elif workload.startswith("splash-frames"):
        if workload.endswith("without-holds"):
            SPLASH.update(SPLASH_WITHOUT_HOLDS)
        start = time.perf_counter()
        w, h = SPLASH["width"], SPLASH["height"]
        if peer == "skia":
            import skia
            surface = skia.Surface(w, h)
            for i in range(SPLASH["frames"]):
                splash_frame_skia(surface, i)
                surface.makeImageSnapshot().save(f"{output}/frame-{i:05d}.png", skia.kPNG)
        else:
            import cairo
            surface = cairo.ImageSurface(cairo.FORMAT_ARGB32, w, h)
            for i in range(SPLASH["frames"]):
                splash_frame_cairo(surface, i)
                surface.write_to_png(f"{output}/frame-{i:05d}.png")
    elif workload == "splash-apng":
        import skia
        from PIL import Image
        start = time.perf_counter()
        w, h = SPLASH["width"], SPLASH["height"]
        surface = skia.Surface(w, h)
        frames = []
        for i in range(SPLASH["frames"]):
            splash_frame_skia(surface, i)
            frames.append(Image.fromarray(surface.makeImageSnapshot().toarray(colorType=skia.kRGBA_8888_ColorType), "RGBA"))
        frames[0].save(output, save_all=True, append_images=frames[1:], duration=1000 / SPLASH["fps"], loop=0)
    else:
        raise SystemExit(f"unknown workload {workload}")
    print(json.dumps({"seconds": time.perf_counter() - start}))


# MARK: The parent: contenders, rounds, the table

class Contender:
    def __init__(self, name, command, output, timing):
        self.name, self.command, self.output, self.timing = name, command, output, timing


def size_of(path):
    if path is None or not os.path.exists(path):
        return None
    if os.path.isdir(path):
        return sum(os.path.getsize(os.path.join(folder, f)) for folder, _, files in os.walk(path) for f in files)
    return os.path.getsize(path)


def run_once(contender, scratch):
    """One run: a fresh output, the command, the time by the contender's own measure."""
    output = None
    if contender.output == "file":
        output = os.path.join(scratch, contender.name.replace(" ", "_") + ".png")
    elif contender.output == "folder":
        output = os.path.join(scratch, contender.name.replace(" ", "_"))
        shutil.rmtree(output, ignore_errors=True)
        os.makedirs(output)
    command = [part.replace("{out}", output or "") for part in contender.command]
    # A fresh process per run; wait4 gives that child's own peak memory. Its output goes to
    # files, which never fill up and block it the way a pipe nobody reads would.
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        start = time.perf_counter()
        process = subprocess.Popen(command, stdout=out, stderr=err, cwd=ROOT)
        _, status, usage = os.wait4(process.pid, 0)
        wall = time.perf_counter() - start
        out.seek(0)
        err.seek(0)
        stdout, stderr = out.read().decode(), err.read().decode()
    if os.waitstatus_to_exitcode(status) != 0:
        raise SystemExit(f"{' '.join(command)} failed:\n{stderr}")
    if contender.timing == "wall":
        seconds = wall
    elif contender.timing == "fill-rate":
        seconds = json.loads(stdout)["times_ms"][-1] / 1000
    else:
        seconds = json.loads(stdout.strip().splitlines()[-1])["seconds"]
    return seconds, size_of(output), usage.ru_maxrss


def with_baseline(result, chroma, baseline):
    """Each workload with an older chroma beside every chroma contender (the same arguments),
    named "… (baseline)", so a change is measured before and after in the same rounds."""
    if baseline is None:
        return result
    extended = []
    for title, contenders, measure in result:
        more = list(contenders)
        for c in contenders:
            if c.command[0] == chroma:
                more.append(Contender(c.name + " (baseline)", [baseline] + c.command[1:], c.output, c.timing))
        extended.append((title, more, measure))
    return extended


def load():
    """The machine's load averages (1, 5, 15 minutes), for the table's caption."""
    return "load %.2f %.2f %.2f" % os.getloadavg()


def workloads(chroma, fill_rate, python, scratch):
    """Each workload: a title, its contenders (Chroma first), and what it measures."""
    def scene_file(name, **options):
        path = os.path.join(scratch, name + ".json")
        with open(path, "w") as f:
            json.dump(chroma_scene(**options), f)
        return path

    def peer(name, workload, output):
        return Contender(name, [python, os.path.abspath(__file__), "--peer", name.split()[0], workload, "{out}"], output, "inside")

    result = []
    # Start-up and small files: both sides timed as whole processes (ImageMagick's `convert`).
    magick = shutil.which("convert") or "convert"
    result.append(("start-up: chroma --version, convert -version",
                   [Contender("chroma", [chroma, "--version"], None, "wall"), Contender("imagemagick", [magick, "-version"], None, "wall")],
                   "process"))
    result.append(("start-up: chroma convert red, convert -version",
                   [Contender("chroma", [chroma, "convert", "red"], None, "wall"), Contender("imagemagick", [magick, "-version"], None, "wall")],
                   "process"))
    ramp = ["linear", "--size", "512x256", "--stops", ",".join(RAMP)]
    result.append(("small: 512×256 gradient to PNG",
                   [Contender("chroma", [chroma, "gradient", *ramp, "-o", "{out}"], "file", "wall"),
                    Contender("chroma --no-dither", [chroma, "gradient", *ramp, "--no-dither", "-o", "{out}"], "file", "wall"),
                    Contender("imagemagick", [magick, "-size", "256x512", f"gradient:{RAMP[0]}-{RAMP[1]}", "-rotate", "-90", "{out}"], "file", "wall")],
                   "process"))
    result.append(("small: the example app's assets (Examples/assets/app-assets.yaml)",
                   [Contender("chroma", [chroma, "render", os.path.join(ROOT, "Examples", "assets", "app-assets.yaml"), "-o", "{out}", "--quiet"],
                              "folder", "wall")], "process"))
    for kind in ("linear", "radial", "angular", "mesh"):
        contenders = [Contender("chroma", [fill_rate, kind, "2"], None, "fill-rate"), peer("skia", f"fill-{kind}", None)]
        if kind != "angular":
            contenders.append(peer("cairo", f"fill-{kind}", None))
        if kind != "mesh":
            contenders.append(peer("numpy", f"fill-{kind}", None))
        result.append((f"fill {kind} {SIDE}²", contenders, "fill"))
    result.append(("memory write bandwidth (memset)", [Contender("memset", [fill_rate, "memset", "2"], None, "fill-rate")], "fill"))
    for kind in ("linear", "radial", "angular", "mesh"):
        plain = scene_file(kind, kind=kind)
        contenders = [Contender("chroma", [chroma, "render", plain, "-o", "{out}"], "file", "wall")]
        contenders.append(Contender("chroma fast", [chroma, "render", plain, "--compression", "fast", "-o", "{out}"], "file", "wall"))
        if kind == "linear":
            dithered = scene_file("linear-dithered", kind="linear", dither=True)
            contenders.append(Contender("chroma dithered", [chroma, "render", dithered, "-o", "{out}"], "file", "wall"))
        contenders.append(peer("libvips", f"file-{kind}", "file"))
        contenders.append(peer("skia", f"file-{kind}", "file"))
        if kind != "angular":
            contenders.append(peer("cairo", f"file-{kind}", "file"))
        if kind != "mesh":
            contenders.append(peer("pillow+numpy", f"file-{kind}", "file"))
        result.append((f"{kind} {SIDE}² to 8-bit PNG file", contenders, "file"))
    def splash(timeline):
        return [chroma, "splash", "--size", f"{timeline['width']}x{timeline['height']}", "--colors", ",".join(timeline["colors"]),
                "--animation", "circle", "--duration", repr(timeline["duration"]), "--hold", repr(timeline["hold"]),
                "--fps", str(timeline["fps"]), "--easing", "easeInOut", "--corner-radius", str(timeline["radius"]),
                "--frames", f"0-{timeline['frames'] - 1}", "--quiet"]
    result.append(("splash 240 frames 400×200 to numbered PNGs",
                   [Contender("chroma", splash(SPLASH) + ["-o", "{out}"], "folder", "wall"),
                    peer("skia", "splash-frames", "folder"), peer("cairo", "splash-frames", "folder")], "frames"))
    result.append(("splash 240 frames 400×200 without holds to numbered PNGs",
                   [Contender("chroma", splash(SPLASH_WITHOUT_HOLDS) + ["-o", "{out}"], "folder", "wall"),
                    peer("skia", "splash-frames-without-holds", "folder"), peer("cairo", "splash-frames-without-holds", "folder")],
                   "frames"))
    result.append(("splash 240 frames 400×200 to APNG",
                   [Contender("chroma", splash(SPLASH) + ["--apng", "{out}"], "file", "wall"),
                    peer("skia+pillow", "splash-apng", "file")], "frames"))
    return result


def ensure_venv():
    python = os.path.join(VENV, "bin", "python")
    marker = os.path.join(VENV, "installed.txt")
    if os.path.exists(marker) and open(marker).read() == "\n".join(PEER_PACKAGES):
        return python
    if shutil.which("pkg-config") is None or subprocess.run(["pkg-config", "--exists", "cairo"]).returncode != 0:
        raise SystemExit("pycairo builds against cairo: install it first (apt-get install libcairo2-dev pkg-config)")
    print(f"installing {', '.join(PEER_PACKAGES)} into {VENV}", file=sys.stderr)
    subprocess.run([sys.executable, "-m", "venv", VENV], check=True)
    subprocess.run([python, "-m", "pip", "install", "--quiet", *PEER_PACKAGES], check=True)
    with open(marker, "w") as f:
        f.write("\n".join(PEER_PACKAGES))
    return python


def ensure_built(path, package_folder, product):
    if os.path.exists(path):
        return path
    print(f"building {product} (release)", file=sys.stderr)
    # chroma as it is released: on Linux the Swift runtime and Foundation linked in (README, "Speed").
    static = ["--static-swift-stdlib"] if product == "chroma" and sys.platform.startswith("linux") else []
    subprocess.run(["swift", "build", "-c", "release", "--product", product] + static, cwd=package_folder, check=True)
    return path


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=5, help="runs of each contender, alternating (default 5)")
    parser.add_argument("--only", default="", help="comma-separated words; run the workloads whose title has one")
    parser.add_argument("--chroma", default=os.path.join(ROOT, ".build", "release", "chroma"))
    parser.add_argument("--fill-rate", default=os.path.join(HERE, ".build", "release", "fill-rate"))
    parser.add_argument("--baseline", help="another chroma (say, a build of the previous commit) run beside chroma in every round")
    arguments = parser.parse_args()
    if arguments.rounds < 1:
        raise SystemExit(f"--rounds {arguments.rounds}: expected at least 1")
    chroma = ensure_built(arguments.chroma, ROOT, "chroma")
    words = [w for w in arguments.only.split(",") if w]
    with tempfile.TemporaryDirectory(prefix="chroma-peers-") as scratch:
        def choose(fill_rate, python):
            every = with_baseline(workloads(chroma, fill_rate, python, scratch), chroma, arguments.baseline)
            return [w for w in every if not words or any(x in w[0] for x in words)]
        chosen = choose(arguments.fill_rate, sys.executable)
        # The start-up and small-file rows need neither the peers' packages nor the fill-rate helper.
        if any(measure != "process" for _, _, measure in chosen):
            chosen = choose(ensure_built(arguments.fill_rate, HERE, "fill-rate"), ensure_venv())
        print(f"{len(chosen)} workloads, {arguments.rounds} rounds; medians (min–max); ratio = peer time / chroma time;\n"
              f"chroma timed as a whole process, peers inside theirs; fill rates in Mpix/s on {SIDE}²; {load()} at the start\n")
        for title, contenders, measure in chosen:
            samples = {c.name: [] for c in contenders}
            sizes, memory = {}, {}
            for _ in range(arguments.rounds):
                for contender in contenders:
                    seconds, size, peak = run_once(contender, scratch)
                    samples[contender.name].append(seconds)
                    sizes[contender.name] = size
                    memory[contender.name] = max(memory.get(contender.name, 0), peak)
            print(f"{title}  ({load()} after it)")
            reference = statistics.median(samples[contenders[0].name])
            for contender in contenders:
                times = samples[contender.name]
                median = statistics.median(times)
                line = f"  {contender.name:16s} {median * 1000:8.1f} ms ({min(times) * 1000:.0f}–{max(times) * 1000:.0f})"
                if measure == "fill":
                    line += f"  {SIDE * SIDE / median / 1e6:7.0f} Mpix/s"
                if contender is not contenders[0]:
                    line += f"  ratio {median / reference:5.2f}×"
                else:
                    line += "  " + " " * 13
                if sizes[contender.name] is not None and sizes[contender.name] < 65536:
                    line += f"  {sizes[contender.name]:7d} bytes"
                elif sizes[contender.name] is not None:
                    line += f"  {sizes[contender.name] / 1024:9.0f} KiB"
                line += f"  peak {memory[contender.name] / 1024:6.0f} MiB"
                print(line)
            print()


if __name__ == "__main__":
    if len(sys.argv) == 5 and sys.argv[1] == "--peer":
        run_peer(sys.argv[2], sys.argv[3], sys.argv[4])
    else:
        main()
