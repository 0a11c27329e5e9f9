#!/usr/bin/env python3
"""A mutation fuzzer for the real `chroma` binary, with nothing but Python's standard library.

One fuzzer per door Chroma reads through, each mutating its own seeds:

  render           scenes and documents (Examples/*.json, *.yaml), structurally and bytewise
  palette convert  palette bytes of every format (Examples/palettes, Fuzz/Corpus/fuzz-palette)
  palette sheet    the same palettes drawn as a sheet
  palette check    the same palettes as a terminal table (names with escapes must come out escaped)
  catalog          .xcassets folders: mutated Contents.json, links, fan-out, oversized files
  png              PNG input to `palette extract`: header fields, image data, palettes, bombs
  css              CSS <image> strings to `chroma css`: numbers at the edges, many layers
  svg              scenes, charts (hostile --step, --hue, --pairs ...) and palette sheets written
                   as .svg; what is written must be well-formed XML with an <svg> root
  animation        splash --animated and render --animated into every format (APNG, WebP, GIF,
                   MP4, WebM, Lottie, dotLottie) with mutated scenes and hostile --frame-count,
                   --fps, --duration, --hold ...; a file said written must start as its format
  assets           assets documents (Examples/assets, entries picked and mutated: hostile paths,
                   scenes, bytes), -o into a folder that sometimes holds links leading out of it;
                   nothing may appear outside the -o folder
  stylesheet       CSS palettes stressing var(): chains, cycles, deep fallbacks, var() channels,
                   relative colors and mixes of chains, fans
  preview          one `chroma preview` of a small folder, sent mutated HTTP requests (methods,
                   paths, Host, many or huge headers, lying lengths, pipelining, cut short),
                   WebSocket handshakes and frames (any Origin, opcodes, lying lengths) and
                   bursts of idle connections; after each, a plain GET / must be answered 200
                   within --timeout, else the server's death or hang is a finding and it restarts

and counts, per door:

  signals    the process died of a signal (SIGILL trap, SIGSEGV, SIGABRT ...)
  hangs      it ran past --timeout seconds and was killed
  leftovers  files left in the output folder by a run that failed (or hidden temporaries
             `.NAME.chroma-XXXXXX` left by any run)
  runaways   its peak resident memory passed --rss-limit MiB
  peak RSS   the largest resident memory of any run (from wait4's rusage, per child)
  statuses   an exit status docs/EXIT-CODES.md does not list for it (70, a crash's 134 ...)
  controls   a raw control byte (ESC, BEL, NUL ...) on standard output or standard error
  outputs    an output that is wrong though the run succeeded: a malformed SVG, an animation
             file that is not its format, a file written outside the -o folder

Palettes come from Examples/palettes and from the libFuzzer corpus (Fuzz/Corpus/fuzz-palette,
one file per format). The seed is fixed (--seed), so a run is repeatable; --seconds bounds it,
shared evenly by the doors (each with its own random stream), and each door's run count is
printed. Every input that
caused a signal, a hang or a runaway is saved in --findings with the command line, to become
a regression test. Exits 1 when any run died of a signal, hung, gave an undocumented status,
wrote a raw control byte or a wrong output (or, with --strict, left files or ran away), else 0.

    Scripts/fuzz-cli.py [--seconds 60] [--seed 22] [--chroma .build/release/chroma] [--doors svg,preview]
"""

import argparse
import json
import os
import re
import random
import shutil
import signal
import struct
import sys
import tempfile
import time
import zlib

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# Numbers that have broken renderers: the edges of Double, Int, Float, canvas sides, zero.
INTERESTING_NUMBERS = [
    "0", "-0", "1", "-1", "0.5", "1e308", "-1e308", "1e-300", "-1e-300", "1e999", "2.7e302",
    "65535", "65536", "2147483647", "2147483648", "4294967296", "9223372036854775807",
    "9223372036854775808", "16777216", "16777217", "100000", "1e15", "NaN", "Infinity",
    "-2147483649", "0.0000001", "3.4028235e38",
]
INTERESTING_STRINGS = [
    "", "\u001b]0;x\u0007", "\u0000", "none", "nan", "#", "#ffffffffff", "rgb(1e999 0 0)",
    "oklch(none none none)", "color(srgb 1e308 0 0)", "x" * 5000, "M0 0" + " L1 1" * 2000,
    "color-mix(in oklch, red 0%, blue 0%)", "oklch(from red calc(l / 0) calc(infinity) calc(h + NaN))",
    "rgb(from " * 40 + "red" + " r g b)" * 40, "calc(" * 2000, "color-mix(" + "red, " * 3000 + "blue)",
    "var(--x)", "hsl(from var(--a, var(--b, red)) calc(h + 1e308) s l)",
    "M10 10 A1e-300 1e-300 0 0 1 20 20 Z", "../../../../etc/passwd", "/proc/self/environ",
]


def mutate_json(value, rng, depth=0):
    """Returns a structurally mutated copy of a JSON value."""
    if isinstance(value, dict):
        out = {}
        for key, item in value.items():
            if rng.random() < 0.03:
                continue  # drop a member
            out[key] = mutate_json(item, rng, depth + 1) if rng.random() < 0.5 else item
        if rng.random() < 0.03 and value:
            key = rng.choice(list(value))
            out[key + rng.choice(["", "x", "_"])] = value[key]
        return out
    if isinstance(value, list):
        items = [mutate_json(item, rng, depth + 1) if rng.random() < 0.5 else item for item in value]
        roll = rng.random()
        if roll < 0.05 and items:
            items = items * rng.choice([2, 10, 100, 1000])  # many layers, stops, patches, colors
        elif roll < 0.08 and items:
            del items[rng.randrange(len(items))]
        elif roll < 0.10:
            items = []
        return items
    if isinstance(value, bool):
        return (not value) if rng.random() < 0.3 else value
    if isinstance(value, (int, float)):
        roll = rng.random()
        if roll < 0.5:
            return RawNumber(rng.choice(INTERESTING_NUMBERS))
        if roll < 0.8:
            return value * rng.choice([-1, 2, 10, 1000, 1e6, 1e-6])
        return value
    if isinstance(value, str):
        roll = rng.random()
        if roll < 0.3:
            return rng.choice(INTERESTING_STRINGS)
        if roll < 0.4:
            return value * rng.choice([2, 50])
        return value
    return value


class RawNumber(str):
    """A number written as given (1e999, NaN), which json.dumps cannot spell."""


def dump(value):
    """JSON text, with RawNumber values written bare."""
    if isinstance(value, RawNumber):
        return str(value)
    if isinstance(value, dict):
        return "{" + ",".join(json.dumps(k) + ":" + dump(v) for k, v in value.items()) + "}"
    if isinstance(value, list):
        return "[" + ",".join(dump(v) for v in value) + "]"
    return json.dumps(value)


def mutate_bytes(data, rng, others):
    """Byte-level mutations: flips, interesting numbers, deletions, repeats, splices, nesting."""
    data = bytearray(data)
    for _ in range(rng.randint(1, 4)):
        roll = rng.random()
        if not data or roll < 0.1:
            data += rng.choice(others)[: rng.randint(0, 200)]
        elif roll < 0.3:
            i = rng.randrange(len(data))
            data[i] ^= 1 << rng.randrange(8)
        elif roll < 0.45:
            i = rng.randrange(len(data) + 1)
            data[i:i] = rng.choice(INTERESTING_NUMBERS).encode()
        elif roll < 0.55:
            i = rng.randrange(len(data))
            del data[i:i + rng.randint(1, 16)]
        elif roll < 0.65:
            i = rng.randrange(len(data))
            chunk = data[i:i + rng.randint(1, 64)]
            data[i:i] = chunk * rng.choice([2, 16, 256])
        elif roll < 0.72:
            depth = rng.choice([100, 10_000, 100_000])
            data = bytearray(b"[" * depth + b"1" + b"]" * depth) if rng.random() < 0.5 else \
                bytearray(b'{"a":' * depth + b"1" + b"}" * depth)
        elif roll < 0.8:
            i = rng.randrange(len(data) + 1)
            data[i:i] = bytes(rng.randrange(256) for _ in range(rng.randint(1, 8)))
        else:
            other = rng.choice(others)
            if other:
                j = rng.randrange(len(other))
                i = rng.randrange(len(data) + 1)
                data[i:i] = other[j:j + rng.randint(1, 128)]
    return bytes(data)


# The statuses docs/EXIT-CODES.md lists for a run that was not interrupted.
DOCUMENTED = {0, 1, 64, 65, 66, 73, 74}


def png_chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)


def make_png(width, height, color_type=2, depth=8, interlace=0, pixel=None, palette=None):
    """A PNG written with zlib: filter 0 rows, any color type; Adam7 rows when interlaced."""
    channels = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}[color_type]
    bits = channels * depth
    pixel = pixel or (lambda x, y: bytes((x * 37 + y * 11 + c * 101) & 255 for c in range((bits + 7) // 8)))
    compressor = zlib.compressobj(9)
    data = bytearray()
    passes = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)] \
        if interlace else [(0, 0, 1, 1)]
    for x0, y0, dx, dy in passes:
        columns = range(x0, width, dx)
        if not columns:
            continue
        row_bytes = (len(columns) * bits + 7) // 8
        for y in range(y0, height, dy):
            row = bytes([0]) + (b"".join(pixel(x, y) for x in columns)[:row_bytes] if bits >= 8
                                else bytes((x * 7 + y) & 255 for x in range(row_bytes)))
            data += compressor.compress(row)
    data += compressor.flush()
    header = struct.pack(">IIBBBBB", width, height, depth, color_type, 0, 0, interlace)
    chunks = [png_chunk(b"IHDR", header)]
    if color_type == 3:
        chunks.append(png_chunk(b"PLTE", palette or bytes(range(48))))
    chunks += [png_chunk(b"IDAT", bytes(data)), png_chunk(b"IEND", b"")]
    return b"\x89PNG\r\n\x1a\n" + b"".join(chunks)


def png_bomb(side):
    """One color over side × side pixels: a few hundred KiB that announce gigabytes."""
    compressor = zlib.compressobj(9)
    row = bytes([0]) + bytes([200, 100, 50]) * side
    data = b"".join(compressor.compress(row) for _ in range(side)) + compressor.flush()
    header = struct.pack(">IIBBBBB", side, side, 8, 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + png_chunk(b"IHDR", header) + png_chunk(b"IDAT", data) + png_chunk(b"IEND", b"")


def png_seeds():
    seeds = [make_png(8, 8), make_png(13, 7, color_type=6, interlace=1), make_png(9, 9, color_type=0, depth=16),
             make_png(16, 4, color_type=3, depth=4, pixel=None, palette=bytes(range(12))),
             make_png(5, 5, color_type=4), make_png(3, 300, color_type=2, interlace=1)]
    seeds.append(png_bomb(4000))
    return seeds


def mutate_png(data, rng, others):
    """PNG-aware mutations with the CRCs fixed (header fields, image data, palette), or raw bytes."""
    roll = rng.random()
    if roll < 0.2 or len(data) < 33:
        return mutate_bytes(data, rng, others)
    chunks, offset = [], 8
    while offset + 12 <= len(data):
        length = struct.unpack(">I", data[offset:offset + 4])[0]
        chunks.append([data[offset + 4:offset + 8], bytearray(data[offset + 8:offset + 8 + length])])
        offset += 12 + length
    if not chunks or chunks[0][0] != b"IHDR" or len(chunks[0][1]) != 13:
        return mutate_bytes(data, rng, others)
    header = chunks[0][1]
    if roll < 0.55:
        field = rng.choice(["width", "height", "depth", "type", "interlace", "filter"])
        value = rng.choice([0, 1, 2, 3, 7, 8, 16, 255, 65535, 65536, 1 << 20, (1 << 31) - 1, 1 << 31, (1 << 32) - 1])
        if field in ("width", "height"):
            struct.pack_into(">I", header, 0 if field == "width" else 4, value & 0xFFFFFFFF)
        else:
            header[{"depth": 8, "type": 9, "filter": 11, "interlace": 12}[field]] = value & 255
    elif roll < 0.8:
        for chunk in chunks:
            if chunk[0] == b"IDAT":
                try:
                    raw = bytearray(zlib.decompress(bytes(chunk[1])))
                except zlib.error:
                    break
                for _ in range(rng.randint(1, 8)):
                    if raw:
                        raw[rng.randrange(len(raw))] = rng.randrange(256)
                if rng.random() < 0.3:
                    raw = raw[: rng.randrange(len(raw) + 1)]
                chunk[1] = bytearray(zlib.compress(bytes(raw)))
                break
    else:
        for chunk in chunks:
            if chunk[0] == b"PLTE":
                chunk[1] = chunk[1][: 3 * rng.randint(0, max(1, len(chunk[1]) // 3))]
        if rng.random() < 0.5:
            chunks.insert(1, [b"tEXt", bytearray(b"k\x00" + b"\x1b]0;owned\x07" * rng.randint(1, 1000))])
    return b"\x89PNG\r\n\x1a\n" + b"".join(png_chunk(bytes(kind), bytes(body)) for kind, body in chunks)


CSS_SEEDS = [
    "linear-gradient(45deg, red, blue)", "linear-gradient(to right in oklch, #f06 10%, #48f 90%)",
    "radial-gradient(circle at 30% 40%, #fff8, transparent 60%)", "radial-gradient(ellipse 20px 40px, red, 30%, blue)",
    "conic-gradient(from 45deg at 20px 30%, #f06, #48f, #f06)", "repeating-conic-gradient(red 0, blue 0.2deg, red 0.4deg)",
    "repeating-linear-gradient(red 0, blue 1px, red 2px)", "repeating-radial-gradient(red 0 2px, blue 2px 4px)",
    "linear-gradient(red 0 0), conic-gradient(from 1turn, red, blue)",
    # CSS Color 5 colors in gradients: mixes, relative colors with calc(), contrast-color().
    "linear-gradient(color-mix(in oklch longer hue, red 20%, lime, blue 30%), oklch(from #3366cc calc(l + 0.1) c calc(h * 2)))",
    "conic-gradient(contrast-color(color-mix(red, blue)), rgb(from teal calc(r * 1e308) min(g, b) round(up, b, 7)), red)",
]
CSS_UNITS = ["deg", "turn", "rad", "grad", "px", "%", "em", "in", "", "q"]


def mutate_css(text, rng):
    out = text
    for _ in range(rng.randint(1, 4)):
        roll = rng.random()
        if roll < 0.35:  # a number at an edge, with a unit
            digits = [i for i, c in enumerate(out) if c.isdigit()]
            if digits:
                i = rng.choice(digits)
                j = i
                while j < len(out) and (out[j].isdigit() or out[j] in ".e"):
                    j += 1
                number = rng.choice(INTERESTING_NUMBERS)
                out = out[:i] + number + (rng.choice(CSS_UNITS) if rng.random() < 0.3 else "") + out[j:]
        elif roll < 0.5:  # many layers
            out = ", ".join([out] * rng.choice([2, 10, 60]))
        elif roll < 0.6:  # many stops
            out = out.replace(", ", ", " + ", ".join(rng.choice(["red", "blue 1%", "#0f08 2deg"]) for _ in range(rng.choice([10, 500]))) + ", ", 1)
        elif roll < 0.75:
            i = rng.randrange(len(out) + 1)
            out = out[:i] + rng.choice(["(", ")", ",", " ", "from", "at", "in", "/*", "\x1b[2J", "none", "calc(", "1e999"]) + out[i:]
        elif roll < 0.85 and out:
            i = rng.randrange(len(out))
            out = out[:i] + out[i + rng.randint(1, 8):]
        else:
            out = rng.choice(CSS_SEEDS) + ", " + out
    return out


COLORSET = {"colors": [{"idiom": "universal", "color": {"color-space": "srgb", "components":
            {"red": "0.100", "green": "0.200", "blue": "0.300", "alpha": "1.000"}}},
            {"idiom": "universal", "appearances": [{"appearance": "luminosity", "value": "dark"}],
             "color": {"color-space": "display-p3", "components": {"red": "0x10", "green": "200", "blue": "0.5"}}}],
            "info": {"author": "xcode", "version": 1}}


def make_catalog(folder, rng, others):
    """An .xcassets folder: colorsets with mutated Contents.json, groups, and hostile links."""
    catalog = os.path.join(folder, "in.xcassets")
    os.makedirs(catalog)
    open(os.path.join(catalog, "Contents.json"), "w").write('{"info": {"author": "xcode", "version": 1}}')
    for index in range(rng.choice([1, 3, 20])):
        group = catalog if rng.random() < 0.7 else os.path.join(catalog, "group%d" % (index % 3))
        name = rng.choice(["c%d" % index, "name\x1b[2J%d" % index, "long" * 60 + str(index), "é" * 100 + str(index)])
        path = os.path.join(group, name + ".colorset")
        try:
            os.makedirs(path, exist_ok=True)
        except OSError:
            continue
        text = dump(mutate_json(COLORSET, rng)).encode() if rng.random() < 0.7 else mutate_bytes(json.dumps(COLORSET).encode(), rng, others)
        open(os.path.join(path, "Contents.json"), "wb").write(text)
    roll = rng.random()
    if roll < 0.15:  # fan-out: levels of links to the next level
        previous = catalog
        for level in range(rng.choice([3, 8])):
            nxt = os.path.join(folder, "level%d" % level)
            os.makedirs(nxt)
            for link in range(8):
                os.symlink(nxt, os.path.join(previous, "l%d" % link))
            previous = nxt
    elif roll < 0.25:  # a Contents.json that is a link to something else
        path = os.path.join(catalog, "linked.colorset")
        os.makedirs(path)
        os.symlink(rng.choice(["/dev/zero", "/proc/self/environ", "/etc/passwd", catalog]), os.path.join(path, "Contents.json"))
    elif roll < 0.3:  # a loop
        os.symlink(catalog, os.path.join(catalog, "loop"))
    return catalog


# --- SVG output: scenes, charts and palette sheets written as .svg, checked as well-formed XML.

CHART_KINDS = ["rgb", "hsb", "strips", "wheel", "harmony", "mixing"]


def svg_case(rng, scenes, palettes, others, case, out):
    """(label, input name, mutant, command) for one SVG run."""
    roll = rng.random()
    target = os.path.join(out, "x.svg")
    if roll < 0.45:
        # Not the splash scenes: their -o is a folder of frames (the animation door has them).
        name, data, _ = rng.choice([scene for scene in scenes if b'"splash"' not in scene[1]])
        mutant = mutate_scene(name, data, rng, others)
        shutil.copytree(os.path.join(ROOT, "Examples", "palettes"), os.path.join(case, "palettes"))
        path = os.path.join(case, name)
        open(path, "wb").write(mutant)
        return "svg render", name, mutant, ["render", path, "-o", target]
    if roll < 0.75:
        kind = rng.choice(CHART_KINDS)
        command = ["chart", kind]
        own = {"rgb": "--step", "hsb": "--step", "wheel": "--hue", "harmony": "--color", "mixing": "--pairs"}.get(kind)
        for option, values in (("--step", ["0.02", "0.05", "0.1", "1", "0.019", "0", "-1", "NaN", "1e308", "1e-308"]),
                               ("--hue", INTERESTING_NUMBERS + ["180", "-720"]),
                               ("--color", INTERESTING_STRINGS[:12] + ["#3366cc", "oklch(70% 0.2 30)"]),
                               ("--pairs", ["red:blue", "a:b", ":", "red:" * 500, ",".join(["red:blue"] * 300), "\x1b[2J:red"]),
                               ("--in", ["hsb", "oklch", "lab"]), ("--scale", ["1", "2", "4", "0.5", "NaN", "1e308"]),
                               ("--appearance", ["dark", "light-increased", "x"])):
            if rng.random() < (0.6 if option == own else 0.08):
                command += [option, rng.choice(values)]
        if rng.random() < 0.2:
            command.append("--full-brightness")
        command += ["-o", target]
        mutant = " ".join(command).encode("utf-8", "replace")
        return "svg chart", "chart-" + kind, mutant, command
    name, data, _ = rng.choice(palettes)
    mutant = mutate_bytes(data, rng, others)
    path = os.path.join(case, name)
    open(path, "wb").write(mutant)
    command = ["palette", "sheet", "--from", path, "--labels", rng.choice(["name,hex", "name,hex,rgb,oklch", "hex"])]
    if rng.random() < 0.3:
        command += ["--columns", rng.choice(["1", "0", "65536", "-1", "4"])]
    command += ["-o", target]
    return "svg palette", name, mutant, command


def check_svg(path):
    """A problem when the SVG written is not well-formed XML or not an <svg> document; else None."""
    import xml.etree.ElementTree as ElementTree
    try:
        root = ElementTree.parse(path).getroot()
    except (ElementTree.ParseError, ValueError, OSError) as error:
        return "malformed SVG (%s)" % str(error)[:80]
    if not root.tag.endswith("svg"):
        return "SVG root is <%s>" % root.tag[:40]
    return None


def mutate_scene(name, data, rng, others):
    """A scene mutated structurally (JSON) or bytewise."""
    if name.endswith(".json") and rng.random() < 0.6:
        try:
            return dump(mutate_json(json.loads(data), rng)).encode()
        except (ValueError, RecursionError):
            pass
    return mutate_bytes(data, rng, others)


# --- Animations: every format, from splash and from render, with hostile timing options.

ANIMATION_FORMATS = [".png", ".apng", ".webp", ".gif", ".mp4", ".webm", ".json", ".lottie"]
# What a complete file of each format starts with (offset, bytes).
MAGIC = {".png": (0, b"\x89PNG"), ".apng": (0, b"\x89PNG"), ".webp": (8, b"WEBP"), ".gif": (0, b"GIF8"),
         ".mp4": (4, b"ftyp"), ".webm": (0, b"\x1a\x45\xdf\xa3"), ".json": (0, b"{"), ".lottie": (0, b"PK\x03\x04")}
TIMING = ["0", "-1", "1", "2", "3", "0.5", "1e-9", "1e308", "-1e308", "NaN", "Infinity", "1000", "1001", "5000",
          "65536", "2147483648", "9223372036854775808", "0.001", "3600", "1e-300", " 2", "2x", ""]


def animation_case(rng, splashes, others, case, out):
    """(label, input name, mutant, command, target) for one animated run."""
    extension = rng.choice(ANIMATION_FORMATS)
    target = os.path.join(out, "x" + extension)
    if rng.random() < 0.5:
        command = ["splash", "--size", rng.choice(["16x8", "40x20", "64x64", "3x300", "1x1", "0x5", "99999x2"]),
                   "--colors", rng.choice(["red,blue", "#0000ff,#ff0000,#00ff00,#ffa500", "red,blue", "red," * 200 + "blue",
                                           "oklch(70% 0.2 30),color-mix(in oklch, red, blue)", "\x1b[2J,red", "red"]),
                   "--animated", target]
        for option, values in (("--frame-count", TIMING + ["2", "5", "30"] * 8), ("--fps", TIMING + ["12", "30", "60"] * 8),
                               ("--duration", TIMING + ["0.25", "0.5", "1"] * 8), ("--hold", TIMING + ["0.1", "0"] * 8),
                               ("--animation", ["circle", "diamond:3,4", "angle:1e308", "angle:NaN", "circle:-1e9,5"]),
                               ("--easing", ["spring", "spring(0,0)", "spring(1e308,NaN)", "cubic-bezier(0,2,1,-1)", "steps(3)"]),
                               ("--loop", ["0", "1", "65535", "65536", "-1"]), ("--quality", ["0", "100", "101", "-1", "50"]),
                               ("--soft-edge", ["0", "2", "1e308", "-1"]), ("--starts", ["0,0", "1e308", "-1", "0,NaN"])):
            if rng.random() < 0.15:
                command += [option, rng.choice(values)]
        mutant = " ".join(command).encode("utf-8", "replace")
        return "animation splash", "splash" + extension, mutant, command, target
    name, data = rng.choice(splashes)
    try:  # a small card at a low rate, so that a run stays short in a debug build
        scene = json.loads(data)
        scene["splash"].update({"size": [rng.choice([8, 24, 48]), rng.choice([8, 16])], "fps": rng.choice([4, 12, 24])})
        data = json.dumps(scene).encode()
    except (ValueError, KeyError, TypeError, AttributeError):
        pass
    mutant = mutate_scene(name, data, rng, others)
    path = os.path.join(case, name)
    open(path, "wb").write(mutant)
    command = ["render", path, "--animated", target]
    for option, values in (("--frame-count", TIMING + ["2", "5", "30"] * 8), ("--fps", TIMING + ["12", "30"] * 8),
                           ("--duration", TIMING + ["0.25", "1"] * 8)):
        if rng.random() < 0.15:
            command += [option, rng.choice(values)]
    return "animation render", name, mutant, command, target


def check_animation(path, extension):
    """A problem when a file said to be written is empty, truncated at the start, or not its format."""
    try:
        head = open(path, "rb").read(64)
    except OSError as error:
        return "no file (%s)" % error.strerror
    offset, magic = MAGIC[extension]
    if head[offset:offset + len(magic)] != magic:
        return "%s file does not start as one (%r)" % (extension, head[:12])
    if extension == ".json":
        try:
            json.load(open(path, "rb"))
        except ValueError:
            return "Lottie file is not JSON"
    return None


# --- Assets documents: app-assets.yaml mutated, -o into a folder, nothing written outside it.

HOSTILE_PATHS = ["../escape", "../../escape", "/tmp/chroma-fuzz-escape", "ios/../../escape", "a/./../../escape",
                 "link/inside", "..", ".", "", "x" * 300, "ios/\x1b[2J", "ios/Assets.xcassets/../../../escape",
                 "ios//Assets.xcassets", "~/escape", "$HOME/escape", "con", "a\\..\\..\\escape"]


def assets_case(rng, others, case, out):
    """(label, input name, mutant, command) for one assets run: a document of a few of the
    example's entries, mutated, whose scenes sit beside it; sometimes a link inside the output
    folder points outside it."""
    source = os.path.join(ROOT, "Examples", "assets")
    folder = os.path.join(case, "doc")
    shutil.copytree(source, folder)
    # The launch screens at a tenth of their size (their pixels follow the scene's size), so a
    # run stays short in a debug build on a busy machine; the layers keep their coordinates.
    for scene in ("splash.yaml", "splash-dark.yaml"):
        scene_path = os.path.join(folder, scene)
        text = open(scene_path, encoding="utf-8").read().replace("width: 320\n", "width: 32\n").replace("height: 568\n", "height: 57\n")
        open(scene_path, "w", encoding="utf-8").write(text)
    text = open(os.path.join(source, "app-assets.yaml"), encoding="utf-8").read()
    head, _, body = text.partition("assets:\n")
    entries = ["  - kind:" + entry for entry in body.split("  - kind:")[1:]]
    # Large icons (app icons at 1024 px, the web's startup images) render slowly in a debug
    # build: one or two entries, the large kinds rarely and alone.
    large = [entry for entry in entries if any(kind in entry for kind in ("appiconset", "kind: icon", "kind: web"))]
    small = [entry for entry in entries if entry not in large]
    chosen = [rng.choice(large)] if rng.random() < 0.05 else rng.sample(small, rng.choice([1, 1, 2]))
    lines = "".join(chosen).splitlines(True)
    for _ in range(rng.randint(0, 4)):
        roll = rng.random()
        if not lines:
            break
        i = rng.randrange(len(lines))
        if roll < 0.35 and "path:" in "".join(lines):
            j = rng.choice([k for k, line in enumerate(lines) if "path:" in line])
            indent = lines[j][: len(lines[j]) - len(lines[j].lstrip())]
            lines[j] = indent + "path: " + json.dumps(rng.choice(HOSTILE_PATHS)) + "\n"
        elif roll < 0.5:
            lines[i] = lines[i].replace(".yaml", rng.choice(["../icon.yaml", "/etc/passwd", "missing.yaml", ".yaml"]))
        elif roll < 0.6:
            lines.insert(i, lines[i])
        elif roll < 0.7:
            del lines[i]
        else:
            lines[i] = mutate_bytes(lines[i].encode(), rng, others).decode("utf-8", "replace")
    mutant = (head + "assets:\n" + "".join(lines)).encode()
    if rng.random() < 0.05:
        mutant = mutate_bytes(mutant, rng, others)
    path = os.path.join(folder, "app-assets.yaml")
    open(path, "wb").write(mutant)
    for scene in ("icon.yaml", "splash.yaml"):  # scenes mutated too, sometimes
        if rng.random() < 0.15:
            scene_path = os.path.join(folder, scene)
            open(scene_path, "wb").write(mutate_bytes(open(scene_path, "rb").read(), rng, others))
    outside = os.path.join(case, "outside")
    os.makedirs(outside)
    if rng.random() < 0.3:  # links inside the output tree that lead out of it
        for link in rng.sample(["ios", "android", "web", "link", "ios/Assets.xcassets", "android/app/src/main/res"], 2):
            at = os.path.join(out, link)
            os.makedirs(os.path.dirname(at), exist_ok=True)
            if not os.path.lexists(at):
                os.symlink(outside, at)
    return "assets", "app-assets.yaml", mutant, ["render", path, "-o", out]


def tree(folder):
    """Every path under folder (links not followed), relative."""
    found = set()
    for base, folders, files in os.walk(folder):
        for item in folders + files:
            found.add(os.path.relpath(os.path.join(base, item), folder))
    return found


# --- Stylesheets with var(): chains, cycles, deep nesting, var() as a channel.

def stylesheet(rng):
    """A CSS palette built to stress var() resolution."""
    count = rng.choice([3, 50, 1000, 5000])
    roll = rng.random()
    lines = []
    if roll < 0.25:  # a chain, in either order, maybe broken at its root
        lines = ["--c%d: var(--c%d);" % (i, i + 1) for i in range(count)]
        lines.append("--c%d: %s;" % (count, rng.choice(["#3366cc", "var(--missing)", "12px", "var(--c0)"])))
    elif roll < 0.4:  # cycles of every length
        lines = ["--c%d: var(--c%d);" % (i, (i + 1) % count) for i in range(count)]
    elif roll < 0.55:  # deep fallbacks
        depth = rng.choice([10, 100, 1000])
        lines = ["--a: " + "var(--x, " * depth + "red" + ")" * depth + ";"]
    elif roll < 0.7:  # a var() used as channels, referenced everywhere
        lines = ["--r: 255;", "--g: calc(var(--r) / 2);", "--b: var(--g);"] + \
                ["--c%d: rgb(var(--r) var(--g) var(--b));" % i for i in range(count)]
    elif roll < 0.85:  # relative colors and mixes of a chain
        lines = ["--c0: #3366cc;"] + ["--c%d: %s;" % (i, rng.choice([
            "oklch(from var(--c%d) calc(l + 0.01) c h)", "color-mix(in oklab, var(--c%d) 99%%, red)",
            "light-dark(var(--c%d), black)", "contrast-color(var(--c%d))"]) % (i - 1)) for i in range(1, count)]
    else:  # a fan: each refers to all before it
        width = min(count, 60)
        lines = ["--c0: red;"] + ["--c%d: color-mix(in srgb, %s);" % (i, ", ".join("var(--c%d)" % j for j in range(max(0, i - 2), i)))
                                  for i in range(1, width)]
    if rng.random() < 0.5:
        rng.shuffle(lines)
    text = ":root {\n" + "\n".join("  " + line for line in lines) + "\n}\n"
    if rng.random() < 0.1:
        text = "@theme {\n" + text.replace("--c", "--color-c").split("{", 1)[1]
    return text



# --- The preview server: mutated HTTP requests and WebSocket frames, then a normal request.

WS_KEY = "dGhlIHNhbXBsZSBub25jZQ=="


def preview_request(rng, port, others):
    """(what, list of byte strings to send, hold): one hostile exchange with the preview server."""
    host = rng.choice(["127.0.0.1:%d" % port, "localhost", "[::1]:%d" % port, "evil.example", "127.0.0.1:%d" % port])
    path = rng.choice(["/", "/state.json", "/page.js", "/image/0/1/1x.png", "/image/0/1/2x.png", "/image/-1/99999999999999999999/2x.png",
                       "/../../etc/passwd", "/%2e%2e/x", "/" + "a/" * 5000, "/events", "/image/0/0/3x.png", "*", "http://x/"])
    method = rng.choice(["GET", "GET", "HEAD", "POST", "PUT", "DELETE", "OPTIONS", "BREW", "G\x00T", "GET" * 1000])
    headers = ["Host: " + host]
    roll = rng.random()
    if roll < 0.25:  # a WebSocket, then frames
        origin = rng.choice(["http://127.0.0.1:%d" % port, "http://localhost:%d" % port, "https://evil.example", "null", ""])
        handshake = ("GET /events HTTP/1.1\r\nHost: 127.0.0.1:%d\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                     "Sec-WebSocket-Key: %s\r\nSec-WebSocket-Version: %s\r\n%s\r\n") % (
            port, rng.choice([WS_KEY, "", "x" * 10000]), rng.choice(["13", "8", "99999999999"]),
            "Origin: %s\r\n" % origin if origin else "")
        frames = []
        for _ in range(rng.randint(1, 6)):
            opcode = rng.choice([0x1, 0x2, 0x8, 0x9, 0xA, 0x0, 0x3, 0xF])
            payload = rng.choice([b"", b"hi", b"\xff\xfe", os.urandom(200), b"x" * 70000])
            length = len(payload)
            lie = rng.random() < 0.2
            first = bytes([(0x80 if rng.random() < 0.8 else 0) | opcode | (rng.choice([0, 0x70]) if rng.random() < 0.1 else 0)])
            masked = rng.random() < 0.85
            if lie:
                header = first + bytes([(0x80 if masked else 0) | 127]) + struct.pack(">Q", rng.choice([1 << 63, (1 << 64) - 1, 1 << 40]))
            elif length < 126:
                header = first + bytes([(0x80 if masked else 0) | length])
            elif length < 65536:
                header = first + bytes([(0x80 if masked else 0) | 126]) + struct.pack(">H", length)
            else:
                header = first + bytes([(0x80 if masked else 0) | 127]) + struct.pack(">Q", length)
            mask = os.urandom(4) if masked else b""
            body = bytes(b ^ mask[i % 4] for i, b in enumerate(payload)) if masked else payload
            frames.append(header + mask + body)
        if rng.random() < 0.2:
            frames = [mutate_bytes(b"".join(frames), rng, others)]
        return "websocket", [handshake.encode()] + frames, rng.random() < 0.1
    if roll < 0.35:  # many headers
        headers += ["X-%d: %s" % (i, "v") for i in range(rng.choice([1000, 20000, 100000]))]
    elif roll < 0.45:  # one huge header
        headers.append("X-Big: " + "a" * rng.choice([65536, 1 << 20, 4 << 20]))
    elif roll < 0.55:  # bodies that lie about their length
        headers.append(rng.choice(["Content-Length: 9223372036854775808", "Content-Length: -1", "Content-Length: 99999999",
                                   "Transfer-Encoding: chunked", "Content-Length: 5\r\nContent-Length: 6"]))
    elif roll < 0.6:
        headers = headers[1:]  # no Host
    text = "%s %s %s\r\n%s\r\n\r\n" % (method, path, rng.choice(["HTTP/1.1", "HTTP/1.0", "HTTP/9.9", "", "HTTP/1.1 x"]), "\r\n".join(headers))
    data = text.encode("utf-8", "replace")
    if rng.random() < 0.15:
        data += rng.choice([b"ffffffffffffffff\r\n", b"0\r\n\r\n", b"x" * 100000])
    if rng.random() < 0.3:
        data = mutate_bytes(data, rng, others)
    if rng.random() < 0.1:  # pipelined
        data = data * rng.choice([2, 50])
    if rng.random() < 0.08:  # cut short: the server must give up on it
        data = data[: rng.randrange(len(data) + 1)]
    return "http", [data], rng.random() < 0.05


def exchange(port, chunks, hold, seconds=2.0):
    """Sends chunks to the server (a socket each time) and reads its answer for up to `seconds`;
    returns the bytes received (b"" when it closed at once). Errors from a closing peer are
    part of the exchange, not findings."""
    import socket
    received = b""
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=seconds) as connection:
            for chunk in chunks:
                connection.sendall(chunk)
            if hold:
                time.sleep(0.5)
            deadline = time.monotonic() + seconds
            while time.monotonic() < deadline and len(received) < 1 << 20:
                connection.settimeout(max(0.05, deadline - time.monotonic()))
                got = connection.recv(65536)
                if not got:
                    break
                received += got
    except OSError:
        pass
    return received


def idle_connections(port, count):
    """Opens `count` connections that send nothing, holds them a second, closes them; returns how
    many opened (this process's descriptor limit is raised as far as it may go first)."""
    import resource
    import socket
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft < min(hard, count + 64):
        resource.setrlimit(resource.RLIMIT_NOFILE, (min(hard, count + 64), hard))
    sockets = []
    try:
        for _ in range(count):
            try:
                sockets.append(socket.create_connection(("127.0.0.1", port), timeout=2))
            except OSError:
                break
        time.sleep(1)
    finally:
        for connection in sockets:
            connection.close()
    return len(sockets)


def healthy(port, timeout):
    """Whether the server answers a plain GET / with 200 within `timeout` seconds."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        answer = exchange(port, [b"GET / HTTP/1.1\r\nHost: 127.0.0.1:%d\r\nConnection: close\r\n\r\n" % port], False, 2.0)
        if answer.startswith(b"HTTP/1.1 200"):
            return True
        time.sleep(0.2)
    return False


class Preview:
    """A `chroma preview` of a small folder, started on a free port."""

    def __init__(self, binary, folder, env, timeout):
        import re
        import subprocess
        self.log = os.path.join(folder, "..", "preview.log")
        self.process = subprocess.Popen([binary, "preview", folder, "--quiet"], stdout=subprocess.PIPE,
                                        stderr=open(self.log, "wb"), stdin=subprocess.DEVNULL, env=env, start_new_session=True)
        self.port = None
        deadline = time.monotonic() + max(60, timeout * 2)
        line = b""
        import select
        while time.monotonic() < deadline and self.process.poll() is None:
            ready, _, _ = select.select([self.process.stdout], [], [], 0.5)
            if ready:
                line += os.read(self.process.stdout.fileno(), 4096)
                match = re.search(rb"http://127\.0\.0\.1:(\d+)/", line)
                if match:
                    self.port = int(match.group(1))
                    break
        self.output = line
        self.peak_kib = 0

    def sample_memory(self):
        """Reads the server's peak resident memory so far (VmHWM, KiB)."""
        try:
            for line in open("/proc/%d/status" % self.process.pid):
                if line.startswith("VmHWM:"):
                    self.peak_kib = max(self.peak_kib, int(line.split()[1]))
        except OSError:
            pass

    def stop(self):
        """Stops it (SIGTERM, then SIGKILL) and returns (exit status or -signal, stderr tail)."""
        if self.process.poll() is None:
            try:
                os.killpg(self.process.pid, signal.SIGTERM)
                self.process.wait(5)
            except (ProcessLookupError, Exception):
                try:
                    os.killpg(self.process.pid, signal.SIGKILL)
                except ProcessLookupError:
                    pass
                self.process.wait()
        self.process.stdout.close()
        return self.process.returncode, open(self.log, "rb").read()[-2000:]


def preview_folder(case):
    """A folder with one small scene and one small splash for the preview to serve."""
    folder = os.path.join(case, "docs")
    os.makedirs(folder)
    open(os.path.join(folder, "a.json"), "w").write('{"width": 32, "height": 16, "layers": [{"paint": {"linear": '
                                                     '{"start": [0, 0], "end": [32, 0], "stops": ["red", "blue"]}}}]}')
    open(os.path.join(folder, "b.json"), "w").write('{"splash": {"size": [16, 8], "fills": ["red", "blue"], "fps": 4}}')
    return folder


def corpus():
    """(path, bytes, kind) for every shipped scene and palette."""
    items = []
    examples = os.path.join(ROOT, "Examples")
    for name in sorted(os.listdir(examples)):
        path = os.path.join(examples, name)
        if name.endswith((".json", ".yaml")) and os.path.isfile(path):
            items.append((name, open(path, "rb").read(), "scene"))
    palettes = os.path.join(examples, "palettes")
    for name in sorted(os.listdir(palettes)):
        items.append((name, open(os.path.join(palettes, name), "rb").read(), "palette"))
    # The libFuzzer palette corpus: one file per format, after the byte that picks the format.
    seeds = os.path.join(ROOT, "Fuzz", "Corpus", "fuzz-palette")
    for name in sorted(os.listdir(seeds)):
        items.append(("seed-" + name, open(os.path.join(seeds, name), "rb").read()[1:], "palette"))
    return items


def run(command, cwd, timeout, env):
    """Runs a command in its own process group; returns (status, signal, hung, rss_kib, stderr)."""
    err_path = os.path.join(cwd, ".stderr")
    out_path = os.path.join(cwd, ".stdout")
    # An argument (and an environment variable) is a C string: a NUL byte can never reach a
    # process (execve would refuse the whole command, and the child's 127 would read as chroma's
    # status), so a mutated one ends at its first NUL, as it would reaching chroma any other way.
    def c_string(part):
        return part.split(b"\0" if isinstance(part, bytes) else "\0", 1)[0]
    command = [c_string(part) for part in command]
    env = {c_string(key): c_string(value) for key, value in env.items()}
    with open(err_path, "wb") as err, open(out_path, "wb") as output, open(os.devnull, "rb") as null:
        pid = os.fork()
        if pid == 0:  # the child: its own group, so a hang is killed with everything it started
            try:
                os.setpgid(0, 0)
                os.chdir(cwd)
                os.dup2(null.fileno(), 0)
                os.dup2(output.fileno(), 1)
                os.dup2(err.fileno(), 2)
                os.execve(command[0], command, env)
            finally:
                os._exit(127)
    deadline = time.monotonic() + timeout
    hung = False
    while True:
        done, status, usage = os.wait4(pid, os.WNOHANG)
        if done:
            break
        if time.monotonic() > deadline:
            hung = True
            try:
                os.killpg(pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
            done, status, usage = os.wait4(pid, 0)
            break
        time.sleep(0.005)
    stderr = open(err_path, "rb").read()[-2000:]
    os.unlink(err_path)
    stdout = open(out_path, "rb").read()[-200_000:]
    os.unlink(out_path)
    killed = os.WTERMSIG(status) if os.WIFSIGNALED(status) and not hung else 0
    code = os.WEXITSTATUS(status) if os.WIFEXITED(status) else -1
    return code, killed, hung, usage.ru_maxrss, stderr, stdout


ALL_DOORS = ["render", "palette", "catalog", "png", "css", "svg", "animation", "assets", "stylesheet", "preview"]


class Tally:
    """The counts per label, and the inputs of every finding saved to --findings."""

    COLUMNS = ["runs", "failures", "signals", "hangs", "leftovers", "runaways", "statuses", "controls", "outputs"]

    def __init__(self, args):
        self.args = args
        self.stats = {}
        self.findings = 0
        self.peak = (0, "")
        self.runs = 0

    def entry(self, label):
        return self.stats.setdefault(label, dict({column: 0 for column in self.COLUMNS}, peak_kib=0))

    def record(self, label, name, code, killed, hung, rss, streams, left=(), output_problem=None, save=None, command=()):
        """Counts one run; saves its input when anything was wrong."""
        self.runs += 1
        entry = self.entry(label)
        entry["runs"] += 1
        entry["failures"] += code != 0
        entry["peak_kib"] = max(entry["peak_kib"], rss)
        if rss > self.peak[0]:
            self.peak = (rss, label + " " + name)
        problem = []
        if killed:
            entry["signals"] += 1
            problem.append("signal %d" % killed)
        if hung:
            entry["hangs"] += 1
            problem.append("hang")
        if left:
            entry["leftovers"] += 1
            problem.append("leftover " + ", ".join(sorted(left)[:3]))
        if rss > self.args.rss_limit * 1024:
            entry["runaways"] += 1
            problem.append("rss %d MiB" % (rss // 1024))
        if not killed and not hung and code not in DOCUMENTED:
            entry["statuses"] += 1
            problem.append("undocumented status %d" % code)
        raw = [b for b in streams if (b < 0x20 and b not in (0x0A, 0x09)) or b == 0x7F]
        if raw:
            entry["controls"] += 1
            problem.append("raw control byte 0x%02x on a stream" % raw[0])
        if output_problem:
            entry["outputs"] += 1
            problem.append(output_problem)
        if problem:
            self.findings += 1
            os.makedirs(self.args.findings, exist_ok=True)
            stem = os.path.join(self.args.findings, "%s-%d-%s" % (label.replace(" ", "-"), self.findings, os.path.basename(name)[:60]))
            if save:
                save(stem)
            open(stem + ".txt", "w").write(" ".join(command) + "\n" + "; ".join(problem) + "\n"
                                           + streams.decode("utf-8", "replace")[-2000:])
            print("fuzz-cli: %s: %s on %s (saved %s)" % (label, "; ".join(problem), name, stem), file=sys.stderr)

    def failed(self):
        """Whether CI fails: a signal, a hang, an undocumented status, a raw control byte, a bad
        output (a malformed SVG, a truncated animation, a file outside -o), and with --strict
        leftovers and runaways."""
        total = {column: sum(e[column] for e in self.stats.values()) for column in self.COLUMNS}
        strict = total["leftovers"] + total["runaways"] if self.args.strict else 0
        return bool(total["signals"] or total["hangs"] or total["statuses"] or total["controls"] or total["outputs"] or strict)

    def print(self, elapsed, binary, counts):
        print("fuzz-cli: %d runs in %.0f s, seed %d, %s" % (self.runs, elapsed, self.args.seed, os.path.relpath(binary, ROOT)))
        print("runs per door: " + ", ".join("%s %d" % item for item in counts.items()))
        print("%-18s %6s %8s %8s %6s %10s %9s %9s %9s %8s %13s" % ("door", "runs", "failures", "signals", "hangs", "leftovers",
                                                                  "runaways", "statuses", "controls", "outputs", "peak RSS MiB"))
        for label, entry in sorted(self.stats.items()):
            print("%-18s %6d %8d %8d %6d %10d %9d %9d %9d %8d %13.1f" % (
                label, entry["runs"], entry["failures"], entry["signals"], entry["hangs"], entry["leftovers"], entry["runaways"],
                entry["statuses"], entry["controls"], entry["outputs"], entry["peak_kib"] / 1024))
        print("peak RSS of any run: %.1f MiB (%s)" % (self.peak[0] / 1024, self.peak[1]))


def one_run(door, rng, binary, items, pngs, work, env, tally, timeout):
    """One mutated input through one door, counted in tally."""
    others = [data for _, data, _ in items]
    scenes = [item for item in items if item[2] == "scene"]
    palettes = [item for item in items if item[2] == "palette"]
    splashes = [(name, data) for name, data, kind in scenes if b'"splash"' in data]
    case = os.path.join(work, "case")
    os.makedirs(case)
    out = os.path.join(case, "out")
    os.makedirs(out)
    output_check = None  # a function of the exit status returning a problem or None
    mutant = b""
    path = None
    try:
        if door in ("render", "palette"):
            name, data, _ = rng.choice(scenes if door == "render" else palettes)
            mutant = mutate_scene(name, data, rng, others) if name.endswith(".json") else mutate_bytes(data, rng, others)
            if door == "render":  # relative palette paths in scenes resolve against Examples/
                shutil.copytree(os.path.join(ROOT, "Examples", "palettes"), os.path.join(case, "palettes"))
            path = os.path.join(case, name)
            open(path, "wb").write(mutant)
            if door == "render":
                label, arguments = "render", ["render", path, "-o", os.path.join(out, "x.png")]
            else:
                roll = rng.random()
                if roll < 0.4:
                    label, arguments = "palette convert", ["palette", "convert", path, os.path.join(out, "x.gpl")]
                elif roll < 0.7:
                    label, arguments = "palette check", ["palette", "check", path]
                else:
                    label, arguments = "palette sheet", ["palette", "sheet", "--from", path, "--labels", "name,hex,rgb,oklch",
                                                         "-o", os.path.join(out, "x.png")]
        elif door == "png":
            name, mutant = "in.png", mutate_png(rng.choice(pngs), rng, others)
            path = os.path.join(case, name)
            open(path, "wb").write(mutant)
            label, arguments = "png", ["palette", "extract", path, "-n", str(rng.choice([1, 4, 64]))]
        elif door == "css":
            name, mutant = "in.css", mutate_css(rng.choice(CSS_SEEDS), rng).encode("utf-8", "replace")
            # One argument holds at most 128 KiB (MAX_ARG_STRLEN); far past the text limit anyway.
            label, arguments = "css", ["css", mutant.decode("utf-8", "replace").replace("\x00", "")[:100_000], "--size",
                                       rng.choice(["64x64", "16x200", "300x3"]), "-o", os.path.join(out, "x.png")]
        elif door == "catalog":
            name = "in.xcassets"
            path = make_catalog(case, rng, others)
            label, arguments = "catalog", ["palette", "convert", path, os.path.join(out, "x.gpl")]
        elif door == "svg":
            label, name, mutant, arguments = svg_case(rng, scenes, palettes, others, case, out)
            target = arguments[-1]
            output_check = lambda code: check_svg(target) if code == 0 else None
        elif door == "animation":
            label, name, mutant, arguments, target = animation_case(rng, splashes, others, case, out)
            extension = os.path.splitext(target)[1]
            output_check = lambda code: check_animation(target, extension) if code == 0 else None
        elif door == "assets":
            label, name, mutant, arguments = assets_case(rng, others, case, out)
            before = tree(case) - {p for p in tree(case) if p == "out" or p.startswith("out" + os.sep)}

            def output_check(code, before=before):
                after = tree(case) - {p for p in tree(case) if p == "out" or p.startswith("out" + os.sep)}
                escaped = sorted(after - before - {".stderr", ".stdout"})
                if os.path.exists("/tmp/chroma-fuzz-escape"):
                    escaped.append("/tmp/chroma-fuzz-escape")
                    shutil.rmtree("/tmp/chroma-fuzz-escape", ignore_errors=True)
                return "wrote outside -o: " + ", ".join(escaped[:3]) if escaped else None
        elif door == "stylesheet":
            name, mutant = "p.css", stylesheet(rng).encode()
            if rng.random() < 0.2:
                mutant = mutate_bytes(mutant, rng, others)
            path = os.path.join(case, name)
            open(path, "wb").write(mutant)
            # check compares every pair of colors (quadratic by design): only for short sheets.
            if rng.random() < 0.6 or mutant.count(b"\n") > 200:
                label, arguments = "stylesheet convert", ["palette", "convert", path, os.path.join(out, "x.gpl")]
            else:
                label, arguments = "stylesheet check", ["palette", "check", path]
        else:
            raise ValueError("unknown door " + door)
        command = [binary] + arguments
        code, killed, hung, rss, stderr, stdout = run(command, case, timeout, env)
        left = set()
        for folder, _, files in os.walk(out):
            for file in files:
                # A temporary is `.NAME.chroma-…`; `.chroma-files`, the list of files an
                # asset run wrote (docs/ASSETS.md), is an output like any other.
                if code != 0 or re.match(r"^\..+\.chroma-", file):
                    left.add(os.path.relpath(os.path.join(folder, file), out))
        problem = output_check(code) if output_check and not killed and not hung else None

        def save(stem):
            if door == "catalog" or door == "assets":
                shutil.copytree(path if door == "catalog" else os.path.join(case, "doc"), stem, symlinks=True)
            else:
                open(stem, "wb").write(mutant)
        tally.record(label, name, code, killed, hung, rss, stderr + stdout, left, problem, save, command)
    finally:
        shutil.rmtree(case, ignore_errors=True)


def fuzz_preview(rng, binary, work, env, tally, seconds, timeout):
    """Mutated requests and frames at one running preview; after each, a plain request must be
    answered. A server that dies or stops answering is a finding, and is started again."""
    case = os.path.join(work, "preview")
    os.makedirs(case)
    folder = preview_folder(case)
    start = time.monotonic()
    server = None
    try:
        while time.monotonic() - start < seconds:
            if server is None:
                server = Preview(binary, folder, env, timeout)
                if server.port is None:
                    code, stderr = server.stop()
                    tally.record("preview start", "docs", code if code >= 0 else 0, -code if code < 0 else 0, code is None,
                                 0, stderr + server.output, command=[binary, "preview", folder])
                    return
            if rng.random() < 0.04:  # idle connections, more than a process's descriptors, then closed
                what, chunks = "idle", [b"(%d idle connections)" % idle_connections(server.port, rng.choice([50, 300, 1100]))]
            else:
                what, chunks, hold = preview_request(rng, server.port, [b"GET / HTTP/1.1\r\n"])
                exchange(server.port, chunks, hold)
            server.sample_memory()
            alive = healthy(server.port, timeout) if server.process.poll() is None else False
            if alive:
                tally.record("preview " + what, "request", 0, 0, False, server.peak_kib, b"")
                continue
            hung = server.process.poll() is None
            code, stderr = server.stop()
            died = code if code is not None else 0
            tally.record("preview " + what, "request", 0 if hung else max(died, 0), 0 if hung else max(-died, 0), hung, 0,
                         stderr + server.output, save=lambda stem: open(stem, "wb").write(b"".join(chunks)),
                         command=[binary, "preview", folder, "(then the saved bytes on port %d)" % server.port])
            server = None
    finally:
        if server is not None:
            code, stderr = server.stop()
            raw = [b for b in stderr if (b < 0x20 and b not in (0x0A, 0x09)) or b == 0x7F]
            if raw:
                tally.record("preview stderr", "stderr", 0, 0, False, 0, stderr)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seconds", type=float, default=60, help="time budget, shared evenly by the doors (default 60)")
    parser.add_argument("--seed", type=int, default=22, help="random seed (default 22)")
    parser.add_argument("--timeout", type=float, default=10, help="seconds before a run counts as a hang (default 10)")
    parser.add_argument("--rss-limit", type=int, default=1536, help="MiB of resident memory that count as a runaway (default 1536)")
    parser.add_argument("--chroma", help="the binary (default .build/release/chroma, else .build/debug/chroma)")
    parser.add_argument("--findings", default=os.path.join(ROOT, ".build", "fuzz-cli", "findings"),
                        help="where inputs that crash, hang or run away are saved")
    parser.add_argument("--strict", action="store_true", help="also fail on leftover files and memory runaways")
    parser.add_argument("--doors", default=",".join(ALL_DOORS),
                        help="the doors to fuzz, comma-separated (default all: %s)" % ",".join(ALL_DOORS))
    args = parser.parse_args()

    binary = args.chroma
    if binary is None:
        for candidate in ("release", "debug"):
            path = os.path.join(ROOT, ".build", candidate, "chroma")
            if os.path.exists(path):
                binary = path
                break
    if binary is None or not os.access(binary, os.X_OK):
        print("fuzz-cli: no chroma binary; run `swift build` first or give --chroma", file=sys.stderr)
        return 2
    binary = os.path.abspath(binary)
    doors = [door for door in args.doors.split(",") if door]
    unknown = [door for door in doors if door not in ALL_DOORS]
    if unknown or not doors:
        print("fuzz-cli: unknown door %s; expected some of %s" % (",".join(unknown) or "(none)", ",".join(ALL_DOORS)), file=sys.stderr)
        return 2

    items = corpus()
    pngs = png_seeds()
    # Limits that keep every accepted run short (a 4-megapixel canvas, 600 frames), so that a
    # run past --timeout is a hang, not a large but legitimate render on a busy machine; inputs
    # over them still exercise the refusals.
    env = {"PATH": "/usr/bin:/bin", "CHROMA_THREADS": "2", "CHROMA_MAX_MEMORY": "1G", "CHROMA_MAX_PIXELS": "4194304",
           "CHROMA_MAX_FRAMES": "600", "LC_ALL": "C.UTF-8", "HOME": "/nonexistent"}
    tally = Tally(args)
    counts = {}
    start = time.monotonic()
    work = tempfile.mkdtemp(prefix="chroma-fuzz-cli-")
    try:
        # Each door has an equal share of the time and its own random stream, so adding a door
        # changes no other door's inputs.
        for index, door in enumerate(doors):
            rng = random.Random(args.seed * 1000 + ALL_DOORS.index(door))
            share = args.seconds * (index + 1) / len(doors) - (time.monotonic() - start)
            before = tally.runs
            if door == "preview":
                fuzz_preview(rng, binary, work, env, tally, share, args.timeout)
            else:
                door_start = time.monotonic()
                while time.monotonic() - door_start < share:
                    one_run(door, rng, binary, items, pngs, work, env, tally, args.timeout)
            counts[door] = tally.runs - before
    finally:
        shutil.rmtree(work, ignore_errors=True)
    tally.print(time.monotonic() - start, binary, counts)
    return 1 if tally.failed() else 0


if __name__ == "__main__":
    sys.exit(main())
