#!/usr/bin/env python3
"""A mutation fuzzer for the real `chroma` binary, with nothing but Python's standard library.

It mutates the shipped scenes (Examples/*.json, *.yaml) and palettes,
runs each mutant through `chroma render`, `chroma palette convert` or `chroma palette sheet`,
and counts, per command:

  signals    the process died of a signal (SIGILL trap, SIGSEGV, SIGABRT ...)
  hangs      it ran past --timeout seconds and was killed
  leftovers  files left in the output folder by a run that failed (or hidden temporaries
             `.NAME.chroma-XXXXXX` left by any run)
  runaways   its peak resident memory passed --rss-limit MiB
  peak RSS   the largest resident memory of any run (from wait4's rusage, per child)

Palettes come from Examples/palettes and from the libFuzzer corpus (Fuzz/Corpus/fuzz-palette,
one file per format). The seed is fixed (--seed), so a run is repeatable; --seconds bounds it. Every input that
caused a signal, a hang or a runaway is saved in --findings with the command line, to become
a regression test. Exits 1 when any run died of a signal or hung (or, with --strict, left
files or ran away), else 0.

    Scripts/fuzz-cli.py [--seconds 60] [--seed 22] [--chroma .build/release/chroma]
"""

import argparse
import json
import os
import random
import shutil
import signal
import sys
import tempfile
import time

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
    with open(err_path, "wb") as err, open(os.devnull, "rb") as null:
        pid = os.fork()
        if pid == 0:  # the child: its own group, so a hang is killed with everything it started
            try:
                os.setpgid(0, 0)
                os.chdir(cwd)
                os.dup2(null.fileno(), 0)
                os.dup2(os.open(os.devnull, os.O_WRONLY), 1)
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
    killed = os.WTERMSIG(status) if os.WIFSIGNALED(status) and not hung else 0
    code = os.WEXITSTATUS(status) if os.WIFEXITED(status) else -1
    return code, killed, hung, usage.ru_maxrss, stderr


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
            name, data, kind = rng.choice(items)
            mutant = data
            if name.endswith(".json") and rng.random() < 0.6:
                try:
                    mutant = dump(mutate_json(json.loads(data), rng)).encode()
                except (ValueError, RecursionError):
                    mutant = mutate_bytes(data, rng, others)
            else:
                mutant = mutate_bytes(data, rng, others)
            case = os.path.join(work, "case")
            os.makedirs(case)
            # Relative palette paths in scenes resolve against Examples/.
            if kind == "scene":
                shutil.copytree(os.path.join(ROOT, "Examples", "palettes"), os.path.join(case, "palettes"))
            path = os.path.join(case, name)
            open(path, "wb").write(mutant)
            out = os.path.join(case, "out")
            os.makedirs(out)
            if kind == "scene":
                label, command = "render", [binary, "render", path, "-o", os.path.join(out, "x.png")]
            elif rng.random() < 0.5:
                label, command = "palette convert", [binary, "palette", "convert", path, os.path.join(out, "x.gpl")]
            else:
                label, command = "palette sheet", [binary, "palette", "sheet", "--from", path, "--labels",
                                                   "name,hex,rgb,oklch", "-o", os.path.join(out, "x.png")]
            code, killed, hung, rss, stderr = run(command, case, args.timeout, env)
            runs += 1
            left = []
            for folder, _, files in os.walk(out):
                for file in files:
                    if code != 0 or ".chroma-" in file:
                        left.append(os.path.relpath(os.path.join(folder, file), out))
            entry = stats.setdefault(label, {"runs": 0, "signals": 0, "hangs": 0, "leftovers": 0, "runaways": 0,
                                             "failures": 0, "peak_kib": 0})
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
            if problem:
                findings += 1
                os.makedirs(args.findings, exist_ok=True)
                stem = os.path.join(args.findings, "%s-%d-%s" % (label.replace(" ", "-"), findings, name))
                open(stem, "wb").write(mutant)
                open(stem + ".txt", "w").write(" ".join(command) + "\n" + "; ".join(problem) + "\n"
                                               + stderr.decode("utf-8", "replace"))
                print("fuzz-cli: %s on %s (saved %s)" % ("; ".join(problem), name, stem), file=sys.stderr)
            shutil.rmtree(case)
    finally:
        shutil.rmtree(work, ignore_errors=True)

    elapsed = time.monotonic() - start
    print("fuzz-cli: %d runs in %.0f s, seed %d, %s" % (runs, elapsed, args.seed, os.path.relpath(binary, ROOT)))
    print("%-16s %6s %8s %8s %6s %10s %9s %13s" % ("command", "runs", "failures", "signals", "hangs", "leftovers",
                                                   "runaways", "peak RSS MiB"))
    for label, entry in sorted(stats.items()):
        print("%-16s %6d %8d %8d %6d %10d %9d %13.1f" % (label, entry["runs"], entry["failures"], entry["signals"],
                                                        entry["hangs"], entry["leftovers"], entry["runaways"],
                                                        entry["peak_kib"] / 1024))
    print("peak RSS of any run: %.1f MiB (%s)" % (peak[0] / 1024, peak[1]))
    signals = sum(e["signals"] for e in stats.values())
    hangs = sum(e["hangs"] for e in stats.values())
    strict = sum(e["leftovers"] + e["runaways"] for e in stats.values()) if args.strict else 0
    return 1 if signals or hangs or strict else 0


if __name__ == "__main__":
    sys.exit(main())
