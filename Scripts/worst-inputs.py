#!/usr/bin/env python3
"""The worst input of each reader and writer at several sizes, timed through the real `chroma` binary.

For every reader, a generator makes the costliest file of a given size it knows (the shapes that
were quadratic or unbounded before: many @theme blocks, long reference chains, var() chains and
var() channels in stylesheets, alias chains in design tokens, non-color declarations that must
all be tried, group blocks that hold no color, a PNG that announces a huge image, an assets
document of many entries, a scene of many layers written as SVG), runs the command once, and
prints the wall time, the peak resident memory (/usr/bin/time) and the exit status. The
writers are measured at sizes of their own (SCALED): every palette format at up to the 10 000
colors allowed, every animation format at up to 800 frames, the GIF quantizer and the WebP
encoder at growing pictures, a CSS string up to the argument limit. Linear doors show time and
memory growing with the size, and refusals (over the color limit, over the 64 MiB cap) coming
early.

    Scripts/worst-inputs.py [--chroma .build/release/chroma] [--sizes 1,10,64] [--doors gpl,css,...]
"""

import argparse
import json
import os
import shutil
import struct
import subprocess
import sys
import tempfile
import time
import zlib

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MIB = 1 << 20


def fill(unit, size, head=b"", tail=b""):
    """head, then `unit` repeated to `size` bytes in all, then tail."""
    count = max(0, (size - len(head) - len(tail)) // len(unit))
    return head + unit * count + tail


def ase_groups(size):
    # Group start (0xc001, a one-character name) and end (0xc002) blocks: no color, all parsed.
    start = struct.pack(">HI", 0xC001, 6) + struct.pack(">H", 2) + "g\0".encode("utf-16-be")
    end = struct.pack(">HI", 0xC002, 0)
    pairs = max(1, (size - 12) // (len(start) + len(end)))
    return b"ASEF" + struct.pack(">HHI", 1, 0, 2 * pairs + 1) + (start + end) * pairs + \
        struct.pack(">HI", 0x0001, 22) + struct.pack(">H", 2) + "c\0".encode("utf-16-be") + b"RGB " + struct.pack(">fffH", 1, 0, 0, 2)


def png_bomb(size):
    # One color, as many rows as make about `size` bytes of deflate: it announces side² pixels.
    side = min(65535, int((size * 1000) ** 0.5))
    compressor = zlib.compressobj(9)
    row = bytes([0]) + bytes([10, 200, 90]) * side
    data = b"".join(compressor.compress(row) for _ in range(side)) + compressor.flush()
    header = struct.pack(">IIBBBBB", side, side, 8, 2, 0, 0, 0)

    def chunk(kind, body):
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", data) + chunk(b"IEND", b"")


def aco(size):
    # Photoshop swatches, version 1 then 2 (names), as many colors as fill the size.
    count = max(1, min(65535, size // 40))
    v1 = struct.pack(">HH", 1, count) + struct.pack(">HHHHH", 0, 65535, 0, 0, 0) * count
    name = "c\u00e9".encode("utf-16-be")
    v2 = struct.pack(">HH", 2, count) + (struct.pack(">HHHHH", 0, 0, 65535, 0, 0) + struct.pack(">I", 3) + name + b"\0\0") * count
    return v1 + v2


def var_chain(size):
    # The shape that was quadratic: a var() chain declared last to first, broken at its root.
    count = max(2, size // 24)
    lines = ["  --c%d: var(--c%d);\n" % (i, i + 1) for i in range(count)]
    return (":root {\n" + "".join(lines) + "  --c%d: var(--missing);\n  --ok: red;\n}\n" % count).encode()


def var_channels(size):
    # A var() used as a channel, referenced by every color: each must be read once.
    count = max(1, size // 44)
    return (":root {\n  --r: calc(255 / 2);\n" + "".join("  --c%d: rgb(var(--r) var(--r) 0);\n" % i for i in range(count)) + "}\n").encode()


def dtcg_aliases(size):
    # Design tokens: one color and a chain of aliases to it, each in its own nested group.
    count = max(1, size // 60)
    tokens = {"c0": {"$type": "color", "$value": "#3366cc"}}
    for i in range(1, count):
        tokens["g%d" % i] = {"c": {"$type": "color", "$value": "{%s}" % ("c0" if i == 1 else "g%d.c" % (i - 1))}}
    return json.dumps(tokens).encode()


def svg_layers(size):
    # A scene of many shape layers, written as SVG.
    count = max(1, size // 70)
    layer = '{"paint": "#3366cc", "shape": {"path": "M0 0 L10 10 L0 10 Z"}},'
    return ('{"width": 64, "height": 64, "layers": [' + layer * (count - 1) + layer[:-1] + "]}").encode()


def assets_document(size):
    # An assets document of many Android color entries, each naming the same palette.
    count = max(1, size // 60)
    entries = "".join("  - kind: android-colors\n    path: res%d\n    palette: brand.gpl\n" % i for i in range(count))
    return ("assets:\n" + entries).encode()


def gpl_colors(count):
    return ("GIMP Palette\n" + "".join("%d %d %d c%d\n" % (i % 256, i // 256 % 256, 7, i) for i in range(count))).encode()


DOORS = {
    # name: (file name, generator(size) -> bytes, command after the binary with {in} and {out})
    "gpl": ("p.gpl", lambda n: fill(b"# a comment line that is read and skipped\n", n, b"GIMP Palette\n", b"1 2 3 x\n"),
            ["palette", "convert", "{in}", "{out}.txt"]),
    "css": ("p.css", lambda n: fill(b"--spacing-x: calc(1px + 2px);\n", n, b":root {\n", b"--c: red; }\n"),
            ["palette", "convert", "{in}", "{out}.txt"]),
    "tailwind": ("p.tailwind.css", lambda n: fill(b"@theme { }\n", n, b"", b"@theme { --color-c: red; }\n"),
                 ["palette", "convert", "{in}", "{out}.txt"]),
    "text": ("p.txt", lambda n: fill(b"// a comment line that is read and skipped\n", n, b"", b"#ff0000\n"),
             ["palette", "convert", "{in}", "{out}.gpl"]),
    "json": ("p.json", lambda n: fill(b'"d": {"$type": "dimension", "$value": "1px"},', n, b"{", b'"c": {"$type": "color", "$value": "red"}}'),
             ["palette", "convert", "{in}", "{out}.txt"]),
    "android": ("colors.xml", lambda n: fill(b"<!-- a comment that is read and skipped -->\n", n, b"<resources>\n",
                                             b"<color name=\"a\">#ff0000</color>\n" + b"".join(
                                                 b"<color name=\"c%d\">@color/%s</color>\n" % (i, b"a" if i == 0 else b"c%d" % (i - 1))
                                                 for i in range(9000)) + b"</resources>\n"),
                ["palette", "convert", "{in}", "{out}.txt"]),
    "ase": ("p.ase", ase_groups, ["palette", "convert", "{in}", "{out}.txt"]),
    "scene": ("s.json", lambda n: fill(b"1,", n, b'{"width": 8, "height": 8, "layers": [{"paint": "red"}], "x": [', b"1]}"),
              ["render", "{in}", "-o", "{out}.png"]),
    "yaml": ("s.yaml", lambda n: fill(b"- 1\n", n, b"width: 8\nheight: 8\nlayers:\n  - paint: red\nx:\n", b"- 1\n"),
             ["render", "{in}", "-o", "{out}.png"]),
    "png": ("p.png", png_bomb, ["palette", "extract", "{in}", "-n", "4"]),
    "aco": ("p.aco", aco, ["palette", "convert", "{in}", "{out}.txt"]),
    "css-var-chain": ("p.css", var_chain, ["palette", "convert", "{in}", "{out}.txt"]),
    "css-var-channels": ("p.css", var_channels, ["palette", "convert", "{in}", "{out}.txt"]),
    "dtcg": ("p.tokens", dtcg_aliases, ["palette", "convert", "{in}", "{out}.txt"]),
    "svg": ("s.json", svg_layers, ["render", "{in}", "-o", "{out}.svg"]),
}

# Doors measured at sizes of their own, not MiB of input: (unit, sizes, command with {n}).
# The CSS string is one argument (the text limit is 4 096 characters); an assets document
# lists up to 1 000 targets; the palette writers write N colors (the
# limit is 10 000); the animation writers N frames of a 200×100 splash (up to 400); the GIF quantizer and
# the WebP encoder an N×N picture of many colors.
SCALED = {
    "css-string": ("KiB", [1, 2, 4], None),
    "assets": ("entries", [10, 100, 1000], ["render", "{in}", "-o", "{out}-assets"]),
    "gif-mesh": ("side px", [125, 250, 500], ["gradient", "mesh", "--size", "{n}x{n}", "--grid", "4x4", "--colors",
                                                "red,blue,lime,orange", "--seed", "3", "-o", "{out}.gif"]),
    "webp-wide": ("width px", [4096, 8192, 16384], ["gradient", "linear", "--stops", "red,blue", "--size", "{n}x64",
                                                    "-o", "{out}.webp"]),
}
for _format in ["gpl", "json", "css", "ase", "txt", "aco", "xml", "tailwind.css"]:
    SCALED["write-" + _format] = ("colors", [100, 1000, 10000], ["palette", "convert", "{in}", "{out}." + _format])
for _format in ["png", "webp", "gif", "mp4", "webm", "json", "lottie"]:
    SCALED["anim-" + _format] = ("frames", [25, 100, 400], ["splash", "--size", "200x100", "--colors",
                                                              "#0000ff,#ff0000,#00ff00,#ffa500", "--animation", "circle",
                                                              "--frame-count", "{n}", "--animated", "{out}." + _format])


def measure(binary, arguments, cwd):
    """Wall time, peak resident memory (MiB) and exit status of one run. The memory comes from
    /usr/bin/time, whose child is forked from a small process: a child forked from this script
    would count this script's memory (the generated input) as its own."""
    report = os.path.join(cwd, ".time")
    start = time.monotonic()
    process = subprocess.run(["/usr/bin/time", "-f", "%M", "-o", report, binary] + arguments, cwd=cwd,
                             stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    elapsed = time.monotonic() - start
    peak = int(open(report).read().strip().splitlines()[-1]) / 1024
    return elapsed, peak, process.returncode, process.stderr.decode("utf-8", "replace").strip()


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--chroma", default=os.path.join(ROOT, ".build", "release", "chroma"))
    parser.add_argument("--sizes", default="1,10,64", help="MiB, comma-separated (64 is the cap: 64 MiB less 1 KiB)")
    parser.add_argument("--doors", default=",".join(list(DOORS) + list(SCALED)))
    args = parser.parse_args()
    args.chroma = os.path.abspath(args.chroma)
    work = tempfile.mkdtemp(prefix="chroma-worst-")
    print("%-16s %6s %-8s %10s %9s %12s %6s  %s" % ("door", "size", "unit", "bytes", "seconds", "peak MiB", "exit", "message"))
    try:
        brand = os.path.join(ROOT, "Examples", "assets", "brand.gpl")
        shutil.copy(brand, os.path.join(work, "brand.gpl"))
        for door in args.doors.split(","):
            if door in SCALED:
                unit, sizes, command = SCALED[door]
                for n in sizes:
                    path = os.path.join(work, "in.gpl")
                    if door == "css-string":
                        text = "linear-gradient(red, blue), " + "radial-gradient(circle at 30% 40%, #fff8, oklch(70% 0.1 200) 60%), " * (n * 1024 // 72)
                        arguments = ["css", text[: n * 1024 - 32].rstrip(", ").rsplit("), ", 1)[0] + ")", "--size", "64x64", "-o",
                                     os.path.join(work, "out.png")]
                        size = len(arguments[1])
                    else:
                        if door == "assets":
                            path = os.path.join(work, "a.yaml")
                            shutil.rmtree(os.path.join(work, "out-assets"), ignore_errors=True)
                        data = assets_document(n * 60) if door == "assets" else gpl_colors(n)
                        open(path, "wb").write(data)
                        size = len(data) if door.startswith("write-") or door == "assets" else 0
                        arguments = [a.replace("{in}", path).replace("{out}", os.path.join(work, "out")).replace("{n}", str(n))
                                     for a in command]
                    seconds, peak, code, stderr = measure(args.chroma, arguments, work)
                    print("%-16s %6d %-8s %10d %9.2f %12.1f %6d  %s" % (door, n, unit, size, seconds, peak, code, stderr[:110]))
                    sys.stdout.flush()
                continue
            name, generate, command = DOORS[door]
            for mib in [float(s) for s in args.sizes.split(",")]:
                size = int(mib * MIB) - (1024 if mib >= 64 else 0)
                data = generate(size)
                path = os.path.join(work, name)
                open(path, "wb").write(data)
                shutil.rmtree(os.path.join(work, "out-assets"), ignore_errors=True)
                arguments = [a.replace("{in}", path).replace("{out}", os.path.join(work, "out")) for a in command]
                seconds, peak, code, stderr = measure(args.chroma, arguments, work)
                print("%-16s %6g %-8s %10d %9.2f %12.1f %6d  %s" % (door, mib, "MiB", len(data), seconds, peak, code, stderr[:110]))
                sys.stdout.flush()
                os.unlink(path)
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
