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

and counts, per door:

  signals    the process died of a signal (SIGILL trap, SIGSEGV, SIGABRT ...)
  hangs      it ran past --timeout seconds and was killed
  leftovers  files left in the output folder by a run that failed (or hidden temporaries
             `.NAME.chroma-XXXXXX` left by any run)
  runaways   its peak resident memory passed --rss-limit MiB
  peak RSS   the largest resident memory of any run (from wait4's rusage, per child)
  statuses   an exit status docs/EXIT-CODES.md does not list for it (70, a crash's 134 ...)
  controls   a raw control byte (ESC, BEL, NUL ...) on standard output or standard error

Palettes come from Examples/palettes and from the libFuzzer corpus (Fuzz/Corpus/fuzz-palette,
one file per format). The seed is fixed (--seed), so a run is repeatable; --seconds bounds it. Every input that
caused a signal, a hang or a runaway is saved in --findings with the command line, to become
a regression test. Exits 1 when any run died of a signal or hung (or, with --strict, left
files or ran away), else 0.

    Scripts/fuzz-cli.py [--seconds 60] [--seed 22] [--chroma .build/release/chroma] [--doors png,css]
"""

import argparse
import json
import os
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


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seconds", type=float, default=60, help="time budget (default 60)")
    parser.add_argument("--seed", type=int, default=22, help="random seed (default 22)")
    parser.add_argument("--timeout", type=float, default=10, help="seconds before a run counts as a hang (default 10)")
    parser.add_argument("--rss-limit", type=int, default=1536, help="MiB of resident memory that count as a runaway (default 1536)")
    parser.add_argument("--chroma", help="the binary (default .build/release/chroma, else .build/debug/chroma)")
    parser.add_argument("--findings", default=os.path.join(ROOT, ".build", "fuzz-cli", "findings"),
                        help="where inputs that crash, hang or run away are saved")
    parser.add_argument("--strict", action="store_true", help="also fail on leftover files and memory runaways")
    parser.add_argument("--doors", default="render,palette,catalog,png,css",
                        help="the doors to fuzz, comma-separated (default all: render,palette,catalog,png,css)")
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

    rng = random.Random(args.seed)
    items = corpus()
    others = [data for _, data, _ in items]
    pngs = png_seeds()
    doors = [door for door in args.doors.split(",") if door]
    scenes = [item for item in items if item[2] == "scene"]
    palettes = [item for item in items if item[2] == "palette"]
    # Limits that keep every accepted run short (a 4-megapixel canvas, 600 frames), so that a
    # run past --timeout is a hang, not a large but legitimate render on a busy machine; inputs
    # over them still exercise the refusals.
    env = {"PATH": "/usr/bin:/bin", "CHROMA_THREADS": "2", "CHROMA_MAX_MEMORY": "1G", "CHROMA_MAX_PIXELS": "4194304",
           "CHROMA_MAX_FRAMES": "600", "LC_ALL": "C.UTF-8"}
    stats = {}
    findings = 0
    peak = (0, "")
    runs = 0
    start = time.monotonic()
    work = tempfile.mkdtemp(prefix="chroma-fuzz-cli-")
    try:
        while time.monotonic() - start < args.seconds:
            door = rng.choice(doors)
            name, data, kind = rng.choice(scenes if door == "render" else palettes)
            if door in ("render", "palette"):
                if name.endswith(".json") and rng.random() < 0.6:
                    try:
                        mutant = dump(mutate_json(json.loads(data), rng)).encode()
                    except (ValueError, RecursionError):
                        mutant = mutate_bytes(data, rng, others)
                else:
                    mutant = mutate_bytes(data, rng, others)
            elif door == "png":
                name, mutant = "in.png", mutate_png(rng.choice(pngs), rng, others)
            elif door == "css":
                name, mutant = "in.css", mutate_css(rng.choice(CSS_SEEDS), rng).encode("utf-8", "replace")
            else:
                name, mutant = "in.xcassets", b""
            case = os.path.join(work, "case")
            os.makedirs(case)
            # Relative palette paths in scenes resolve against Examples/.
            if door == "render":
                shutil.copytree(os.path.join(ROOT, "Examples", "palettes"), os.path.join(case, "palettes"))
            path = os.path.join(case, name)
            if door == "catalog":
                path = make_catalog(case, rng, others)
            else:
                open(path, "wb").write(mutant)
            out = os.path.join(case, "out")
            os.makedirs(out)
            if door == "render":
                label, command = "render", [binary, "render", path, "-o", os.path.join(out, "x.png")]
            elif door == "png":
                label, command = "png", [binary, "palette", "extract", path, "-n", str(rng.choice([1, 4, 64]))]
            elif door == "css":
                # One argument holds at most 128 KiB (MAX_ARG_STRLEN); far past the text limit anyway.
                label, command = "css", [binary, "css", mutant.decode("utf-8", "replace").replace("\x00", "")[:100_000], "--size",
                                         rng.choice(["64x64", "16x200", "300x3"]), "-o", os.path.join(out, "x.png")]
            elif door == "catalog":
                label, command = "catalog", [binary, "palette", "convert", path, os.path.join(out, "x.gpl")]
            else:
                roll = rng.random()
                if roll < 0.4:
                    label, command = "palette convert", [binary, "palette", "convert", path, os.path.join(out, "x.gpl")]
                elif roll < 0.7:
                    label, command = "palette check", [binary, "palette", "check", path]
                else:
                    label, command = "palette sheet", [binary, "palette", "sheet", "--from", path, "--labels",
                                                       "name,hex,rgb,oklch", "-o", os.path.join(out, "x.png")]
            code, killed, hung, rss, stderr, stdout = run(command, case, args.timeout, env)
            runs += 1
            left = []
            for folder, _, files in os.walk(out):
                for file in files:
                    if code != 0 or ".chroma-" in file:
                        left.append(os.path.relpath(os.path.join(folder, file), out))
            entry = stats.setdefault(label, {"runs": 0, "signals": 0, "hangs": 0, "leftovers": 0, "runaways": 0,
                                             "failures": 0, "peak_kib": 0, "statuses": 0, "controls": 0})
            entry["runs"] += 1
            entry["failures"] += code != 0
            entry["peak_kib"] = max(entry["peak_kib"], rss)
            if rss > peak[0]:
                peak = (rss, label + " " + name)
            runaway = rss > args.rss_limit * 1024
            problem = []
            if killed:
                entry["signals"] += 1
                problem.append("signal %d" % killed)
            if hung:
                entry["hangs"] += 1
                problem.append("hang")
            if left:
                entry["leftovers"] += 1
                problem.append("leftover " + ", ".join(left[:3]))
            if runaway:
                entry["runaways"] += 1
                problem.append("rss %d MiB" % (rss // 1024))
            if not killed and not hung and code not in DOCUMENTED:
                entry["statuses"] += 1
                problem.append("undocumented status %d" % code)
            raw = [b for b in stderr + stdout if (b < 0x20 and b not in (0x0A, 0x09)) or b == 0x7F]
            if raw:
                entry["controls"] += 1
                problem.append("raw control byte 0x%02x on a stream" % raw[0])
            if problem:
                findings += 1
                os.makedirs(args.findings, exist_ok=True)
                stem = os.path.join(args.findings, "%s-%d-%s" % (label.replace(" ", "-"), findings, name))
                if door == "catalog":
                    shutil.copytree(path, stem, symlinks=True)
                else:
                    open(stem, "wb").write(mutant)
                open(stem + ".txt", "w").write(" ".join(command) + "\n" + "; ".join(problem) + "\n"
                                               + stderr.decode("utf-8", "replace"))
                print("fuzz-cli: %s on %s (saved %s)" % ("; ".join(problem), name, stem), file=sys.stderr)
            shutil.rmtree(case)
    finally:
        shutil.rmtree(work, ignore_errors=True)

    elapsed = time.monotonic() - start
    print("fuzz-cli: %d runs in %.0f s, seed %d, %s" % (runs, elapsed, args.seed, os.path.relpath(binary, ROOT)))
    print("%-16s %6s %8s %8s %6s %10s %9s %9s %9s %13s" % ("door", "runs", "failures", "signals", "hangs", "leftovers",
                                                          "runaways", "statuses", "controls", "peak RSS MiB"))
    for label, entry in sorted(stats.items()):
        print("%-16s %6d %8d %8d %6d %10d %9d %9d %9d %13.1f" % (label, entry["runs"], entry["failures"], entry["signals"],
                                                                entry["hangs"], entry["leftovers"], entry["runaways"],
                                                                entry["statuses"], entry["controls"], entry["peak_kib"] / 1024))
    print("peak RSS of any run: %.1f MiB (%s)" % (peak[0] / 1024, peak[1]))
    signals = sum(e["signals"] for e in stats.values())
    hangs = sum(e["hangs"] for e in stats.values())
    statuses = sum(e["statuses"] + e["controls"] for e in stats.values())
    strict = sum(e["leftovers"] + e["runaways"] for e in stats.values()) if args.strict else 0
    return 1 if signals or hangs or statuses or strict else 0


if __name__ == "__main__":
    sys.exit(main())
