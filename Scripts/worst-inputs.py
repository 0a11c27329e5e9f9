#!/usr/bin/env python3
"""The worst input of each reader at several sizes, timed through the real `chroma` binary.

For every door, a generator makes the costliest file of a given size it knows (the shapes that
were quadratic or unbounded before: many @theme blocks, long reference chains, non-color
declarations that must all be tried, group blocks that hold no color, a PNG that announces a
huge image), runs the command once, and prints the wall time, the peak resident memory
(wait4's rusage) and the exit status. Linear readers show time and memory growing with the size,
and refusals (over the color limit, over the 64 MiB cap) coming early.

    Scripts/worst-inputs.py [--chroma .build/release/chroma] [--sizes 1,10,64] [--doors gpl,css,...]
"""

import argparse
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
}


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
    parser.add_argument("--doors", default=",".join(DOORS))
    args = parser.parse_args()
    args.chroma = os.path.abspath(args.chroma)
    work = tempfile.mkdtemp(prefix="chroma-worst-")
    print("%-9s %6s %10s %9s %12s %6s  %s" % ("reader", "MiB", "bytes", "seconds", "peak MiB", "exit", "message"))
    try:
        for door in args.doors.split(","):
            name, generate, command = DOORS[door]
            for mib in [float(s) for s in args.sizes.split(",")]:
                size = int(mib * MIB) - (1024 if mib >= 64 else 0)
                data = generate(size)
                path = os.path.join(work, name)
                open(path, "wb").write(data)
                arguments = [a.replace("{in}", path).replace("{out}", os.path.join(work, "out")) for a in command]
                seconds, peak, code, stderr = measure(args.chroma, arguments, work)
                print("%-9s %6g %10d %9.2f %12.1f %6d  %s" % (door, mib, len(data), seconds, peak, code, stderr[:110]))
                sys.stdout.flush()
                os.unlink(path)
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
