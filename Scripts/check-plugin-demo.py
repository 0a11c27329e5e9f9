#!/usr/bin/env python3
"""Examples/PluginDemo, built as a user builds it: ChromaPlugin's build commands, checked.

1. a build from clean (the demo's .build removed): every palette and the assets document are
   generated once (the build's log shows one `chroma: …` line for each);
   then a second build: SwiftPM 6.3 links the plugin's `chroma` once more in the first build after
   a clean one, and a newer `chroma` is an input of every command, so they run again; the script
   accepts that only when the tool's file did change, and says so;
2. a build with nothing changed: no `chroma: …` line (nothing regenerated);
3. a build after touching one palette (brand.gpl): exactly one `chroma: …` line, for it; then
   after touching the scene the assets document names in a subfolder (Assets/scenes/badge.yaml):
   exactly one, rendering assets.yaml;
4. the demo's output: each generated color, light and dark, equals the palette's exactly (the hex
   of Colors.json / Colors.dark.json and the rows of brand.gpl), and the rendered images are in
   the resource bundle.

Prints each build's `chroma: …` lines (the plugin's log) and wall time. Exit 0 when all holds, 1
with a line per failure. Run by .ci/run. A build inside `swift test` would compile Chroma a second
time in another build folder, minutes under load, for every test run: this runs in CI instead.

Usage: Scripts/check-plugin-demo.py [--keep] [--configuration debug|release]
  --keep  builds on the demo's existing .build instead of removing it first
"""
import argparse
import glob
import json
import os
import re
import shutil
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEMO = os.path.join(ROOT, "Examples", "PluginDemo")
SOURCES = os.path.join(DEMO, "Sources", "PluginDemo")
LOG_LINE = re.compile(r"chroma: (generating|rendering) .*")


def build(configuration, label):
    start = time.monotonic()
    result = subprocess.run(["swift", "build", "--package-path", DEMO, "-c", configuration],
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    seconds = time.monotonic() - start
    if result.returncode != 0:
        sys.stdout.write(result.stdout)
        sys.exit(f"check-plugin-demo: the {label} build failed (exit {result.returncode})")
    lines = [m.group(0) for m in LOG_LINE.finditer(result.stdout)]
    print(f"{label} build: {seconds:.2f} s, {len(lines)} plugin command(s) run")
    for line in lines:
        print("  " + line)
    return lines


def token_hex(path, name):
    """The hex of the color token at a dotted path (the demo's files give each one)."""
    node = json.load(open(path))
    for part in name.split("."):
        node = node[part]
    value = node["$value"]
    if isinstance(value, str) and value.startswith("{"):
        return token_hex(path, value.strip("{}"))
    return value["hex"].upper() + "FF"


def gpl_rows(path):
    rows = {}
    for line in open(path):
        parts = line.split()
        if len(parts) >= 4 and all(p.isdigit() for p in parts[:3]):
            rows[" ".join(parts[3:])] = "#" + "".join(f"{int(p):02X}" for p in parts[:3]) + "FF"
    return rows


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--keep", action="store_true")
    parser.add_argument("--configuration", default="debug", choices=["debug", "release"])
    args = parser.parse_args()
    failures = []
    if not args.keep:
        shutil.rmtree(os.path.join(DEMO, ".build"), ignore_errors=True)

    first = build(args.configuration, "clean")
    expected_first = {"Colors.json", "brand.gpl", "assets.yaml"}
    seen = {name for name in expected_first if any(f" from {name}" in line or f"rendering {name}" in line for line in first)}
    if not args.keep and seen != expected_first:
        failures.append(f"the clean build generated {sorted(seen)}; expected {sorted(expected_first)}")

    # The plugin's chroma, as SwiftPM builds it for the host: .build/<triple>/<configuration>/chroma-tool.
    tools = glob.glob(os.path.join(DEMO, ".build", "*", args.configuration, "chroma-tool"))
    stamps = {tool: os.stat(tool).st_mtime_ns for tool in tools}
    settle = build(args.configuration, "second")
    if settle:
        relinked = any(os.stat(tool).st_mtime_ns != stamp for tool, stamp in stamps.items())
        if relinked:
            print("  (SwiftPM linked the plugin's chroma again, an input of every command: they ran again)")
        else:
            failures.append(f"the second build ran {len(settle)} plugin command(s) with the plugin's chroma unchanged; expected none")

    second = build(args.configuration, "no-change")
    if second:
        failures.append(f"the build with nothing changed ran {len(second)} plugin command(s); expected none")

    os.utime(os.path.join(SOURCES, "brand.gpl"))
    third = build(args.configuration, "touched brand.gpl")
    if len(third) != 1 or "from brand.gpl" not in third[0]:
        failures.append(f"the build after touching brand.gpl ran {third}; expected one command, for brand.gpl")

    os.utime(os.path.join(SOURCES, "Assets", "scenes", "badge.yaml"))
    fourth = build(args.configuration, "touched Assets/scenes/badge.yaml")
    if len(fourth) != 1 or "rendering assets.yaml" not in fourth[0]:
        failures.append(f"the build after touching Assets/scenes/badge.yaml ran {fourth}; expected one command, rendering assets.yaml")

    binary = os.path.join(DEMO, ".build", args.configuration, "PluginDemo")
    output = subprocess.run([binary], stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    print(output.stdout, end="")
    printed = {}
    for line in output.stdout.splitlines():
        match = re.fullmatch(r"(\w+) light (#[0-9A-F]{8}) dark (#[0-9A-F]{8})", line)
        if match:
            printed[match.group(1)] = (match.group(2), match.group(3))
    colors = os.path.join(SOURCES, "Colors.json")
    dark_colors = os.path.join(SOURCES, "Colors.dark.json")
    rows = gpl_rows(os.path.join(SOURCES, "brand.gpl"))
    expected = {
        "brandPrimary": (token_hex(colors, "brand.primary"), token_hex(dark_colors, "brand.primary")),
        "brandSurface": (token_hex(colors, "brand.surface"), token_hex(dark_colors, "brand.surface")),
        "tide": (rows["tide"], rows["tide-dark"]),
        "sun": (rows["sun"], rows["sun"]),
    }
    for name, pair in expected.items():
        if printed.get(name) != pair:
            failures.append(f"{name}: the demo printed {printed.get(name)}; the palettes say {pair}")
    if output.returncode != 0:
        failures.append(f"the demo exited {output.returncode}")
    if "icon-192.png" not in output.stdout:
        failures.append("the demo's resource bundle has no assets/web/icon-192.png rendered from assets.yaml")

    sys.stdout.flush()
    for failure in failures:
        print("check-plugin-demo: " + failure, file=sys.stderr)
    print("check-plugin-demo: " + ("ok" if not failures else f"{len(failures)} failure(s)"))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
