#!/usr/bin/env python3
"""The layers, checked: each module's allowed imports, and docs/ARCHITECTURE.md held to them.

Every `import` in Sources/<Module>/**/*.swift (any attributes or access level, `import struct
X.Y` included) must name a module in that module's ALLOWED set below, or a platform module
(Foundation, Glibc, Dispatch...). A module folder under Sources/ that holds Swift files and has
no ALLOWED entry fails the check too: a new module says where it sits before it lands.

docs/ARCHITECTURE.md is checked against the same table:
- each row of its module table whose first cell names one module lists, in "depends on", exactly
  that module's ALLOWED set ("nothing" for none); rows that say "every module below" or "the
  library modules" (the CLI and the umbrella) are not compared;
- the block between `<!-- layers:begin -->` and `<!-- layers:end -->` is the layer diagram this
  script generates (`--print-layers` prints it; `--write-docs` rewrites the block).

Usage: check-layers.py [--root DIR] [--print-layers] [--write-docs]
Exit 0 when everything holds; 1 with one line per violation otherwise (run by .ci/run and by
RepositoryTests).
"""
import argparse
import os
import re
import sys

# Each Swift module's allowed imports: the modules it may see, its C shims and outside packages.
# To add an edge, add it here and to docs/ARCHITECTURE.md's table (the check says where).
ALLOWED = {
    "ColorCore": {"ChromaLimits"},
    "ChromaLimits": set(),
    "ChromaJSON": {"ChromaLimits"},
    "ChromaParallel": set(),
    "ChromaAnimation": {"ChromaLimits"},
    "ChromaWatch": set(),
    "ChromaFiles": {"CFiles", "ChromaLimits"},
    "ChromaAssetModel": {"ColorCore", "ChromaJSON"},
    "ChromaPNG": {"CPNG", "ChromaFiles", "ChromaLimits", "ChromaParallel", "ColorCore"},
    "ChromaRaster": {"CRaster", "ColorCore", "ChromaLimits", "ChromaParallel"},
    "ChromaWebP": {"CWebP", "ChromaAnimation", "ChromaParallel", "ChromaLimits"},
    "ChromaGIF": {"CGIF", "ChromaAnimation", "ChromaParallel", "ChromaLimits"},
    "ChromaVideo": {"ChromaAnimation", "ChromaLimits"},
    "ChromaSVG": {"ChromaRaster", "ChromaPNG", "ChromaLimits", "ColorCore"},
    "ChromaCSS": {"ColorCore", "ChromaLimits", "ChromaRaster"},
    "ChromaPalette": {"ColorCore", "ChromaLimits", "ChromaFiles", "ChromaAssetModel", "ChromaJSON"},
    "ChromaScheme": {"ColorCore", "ChromaPalette", "ChromaLimits", "ChromaJSON"},
    "ChromaText": {"CFreeType", "ChromaRaster", "ChromaLimits"},
    "ChromaCharts": {"ChromaRaster", "ChromaText", "ChromaPalette", "ChromaScheme", "ChromaLimits", "ColorCore"},
    "ChromaSplash": {"ChromaRaster", "ChromaLimits", "ColorCore"},
    "ChromaVectorAnimation": {"ChromaSplash", "ChromaRaster", "ChromaSVG", "ColorCore", "CZlib", "ChromaLimits", "ChromaJSON"},
    # The output wing: every encoder, and the asset vocabulary it re-exports.
    "ChromaOutput": {"ChromaRaster", "ChromaPNG", "ChromaSVG", "ChromaVectorAnimation", "ChromaSplash", "ChromaFiles", "ChromaParallel", "ChromaLimits", "ChromaAnimation",
                     "ChromaWebP", "ChromaGIF", "ChromaVideo", "ChromaPalette", "ChromaAssetModel", "ChromaJSON", "ColorCore"},
    # The reader: no encoder, no part of the output wing.
    "ChromaDocument": {"ColorCore", "ChromaLimits", "ChromaFiles", "ChromaRaster", "ChromaCSS", "ChromaText", "ChromaPalette",
                       "ChromaScheme", "ChromaCharts", "ChromaSplash", "ChromaAssetModel", "ChromaJSON", "Yams"},
    # The preview: the board the renders post to (in `chroma`), and the server (only in `chroma-preview`).
    "ChromaPreviewBoard": set(),
    "ChromaPreview": {"ChromaPreviewBoard", "ChromaJSON", "FlyingFox", "FlyingSocks"},
    "ChromaCLI": {"ColorCore", "ChromaLimits", "ChromaFiles", "ChromaPNG", "ChromaRaster", "ChromaOutput", "ChromaSVG", "ChromaDocument",
                  "ChromaSplash", "ChromaCharts", "ChromaPalette", "ChromaScheme", "ChromaText", "ChromaCSS", "ChromaWatch",
                  "ChromaPreviewBoard", "ChromaAnimation", "ChromaWebP", "ChromaGIF", "ChromaVideo", "ChromaAssetModel", "ChromaVectorAnimation",
                  "ChromaJSON", "ArgumentParser"},
    "Chroma": {"ColorCore", "ChromaLimits", "ChromaFiles", "ChromaPNG", "ChromaRaster", "ChromaAssetModel", "ChromaOutput", "ChromaSVG",
               "ChromaText", "ChromaPalette", "ChromaScheme", "ChromaCharts", "ChromaSplash", "ChromaDocument", "ChromaCSS", "ChromaJSON"},
    "chroma": {"ChromaCLI"},
    "chroma-preview": {"ChromaCLI", "ChromaPreview"},
}

# The platform's own modules, which any module may import.
PLATFORM = {"Foundation", "FoundationEssentials", "FoundationInternationalization", "Glibc", "Musl", "Darwin", "Dispatch",
            "Synchronization", "_Concurrency", "os", "Android", "Bionic"}

IMPORT = re.compile(r"^\s*(?:@[A-Za-z_]+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|fileprivate|private)\s+)?import\s+"
                    r"(?:(?:struct|class|enum|protocol|func|var|let|typealias)\s+)?([A-Za-z_][A-Za-z0-9_]*)")


def strip_comments(text):
    """The Swift text without block comments (an `import` inside one is not an import)."""
    return re.sub(r"/\*.*?\*/", lambda m: "\n" * m.group(0).count("\n"), text, flags=re.S)


def imports(folder):
    """(file, line number, imported module) for every import under `folder`."""
    found = []
    for base, _, files in os.walk(folder):
        for name in sorted(files):
            if not name.endswith(".swift"):
                continue
            path = os.path.join(base, name)
            with open(path, encoding="utf-8", errors="replace") as handle:
                text = strip_comments(handle.read())
            for number, line in enumerate(text.split("\n"), 1):
                match = IMPORT.match(line)
                if match:
                    found.append((path, number, match.group(1)))
    return found


def swift_modules(sources):
    return sorted(name for name in os.listdir(sources)
                  if os.path.isdir(os.path.join(sources, name))
                  and any(f.endswith(".swift") for _, _, files in os.walk(os.path.join(sources, name)) for f in files))


def check_imports(root):
    problems = []
    sources = os.path.join(root, "Sources")
    for module in swift_modules(sources):
        if module not in ALLOWED:
            problems.append(f"Sources/{module}: a module with no entry in Scripts/check-layers.py's ALLOWED; "
                            f"add its allowed imports there and a row to docs/ARCHITECTURE.md's table")
            continue
        for path, number, name in imports(os.path.join(sources, module)):
            if name in PLATFORM or name in ALLOWED[module] or name == module:
                continue
            allowed = ", ".join(sorted(ALLOWED[module])) or "nothing"
            problems.append(f"{os.path.relpath(path, root)}:{number}: {module} imports {name}; it may import {allowed} "
                            f"(Scripts/check-layers.py, docs/ARCHITECTURE.md)")
    return problems


def layers():
    """Modules by layer: layer 0 imports no module of the project, layer n the ones below n."""
    level = {}

    def depth(module, seen=()):
        if module in level:
            return level[module]
        below = [name for name in ALLOWED.get(module, ()) if name in ALLOWED and name not in seen]
        level[module] = 1 + max((depth(name, seen + (module,)) for name in below), default=-1)
        return level[module]

    for module in ALLOWED:
        depth(module)
    return level


def diagram():
    """The generated layer diagram: top layer first, each module with what it may import."""
    level = layers()
    lines = ["```"]
    for number in sorted(set(level.values()), reverse=True):
        modules = sorted(m for m in level if level[m] == number)
        for module in modules:
            uses = ", ".join(sorted(ALLOWED[module], key=lambda n: (n not in ALLOWED, n))) or "-"
            lines.append(f"{number:>2}  {module:<17} → {uses}")
    lines.append("```")
    return "\n".join(lines)


BEGIN, END = "<!-- layers:begin -->", "<!-- layers:end -->"


def check_docs(root, write=False):
    path = os.path.join(root, "docs", "ARCHITECTURE.md")
    if not os.path.exists(path):
        return []
    problems = []
    with open(path, encoding="utf-8") as handle:
        text = handle.read()
    known = set(ALLOWED) | {name for names in ALLOWED.values() for name in names}
    for number, line in enumerate(text.split("\n"), 1):
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")] if line.startswith("| `") else []
        if len(cells) < 4:
            continue
        named = re.findall(r"`([^`]+)`", cells[0])
        if len(named) != 1 or named[0] not in ALLOWED:
            continue
        module, depends = named[0], cells[-1]
        if "every module below" in depends or "the library modules" in depends:
            continue
        listed = {word for word in re.findall(r"[A-Za-z_][A-Za-z0-9_]*", re.sub(r"\([^)]*\)", "", depends)) if word in known}
        if listed != ALLOWED[module]:
            missing = ", ".join(sorted(ALLOWED[module] - listed)) or "none"
            extra = ", ".join(sorted(listed - ALLOWED[module])) or "none"
            problems.append(f"docs/ARCHITECTURE.md:{number}: the {module} row's 'depends on' differs from Scripts/check-layers.py "
                            f"(missing: {missing}; not allowed: {extra})")
    if BEGIN not in text or END not in text:
        problems.append(f"docs/ARCHITECTURE.md: no generated layer diagram between {BEGIN} and {END}")
    else:
        start, end = text.index(BEGIN) + len(BEGIN), text.index(END)
        generated = "\n" + diagram() + "\n"
        if text[start:end] != generated:
            if write:
                with open(path, "w", encoding="utf-8") as handle:
                    handle.write(text[:start] + generated + text[end:])
            else:
                problems.append("docs/ARCHITECTURE.md: the layer diagram is not the one Scripts/check-layers.py generates "
                                "(run Scripts/check-layers.py --write-docs)")
    return problems


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--root", default=os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
    parser.add_argument("--print-layers", action="store_true", help="print the generated layer diagram")
    parser.add_argument("--write-docs", action="store_true", help="rewrite docs/ARCHITECTURE.md's generated diagram")
    arguments = parser.parse_args()
    if arguments.print_layers:
        print(diagram())
        return 0
    problems = check_imports(arguments.root) + check_docs(arguments.root, write=arguments.write_docs)
    for problem in problems:
        print(problem, file=sys.stderr)
    if problems:
        print(f"check-layers: {len(problems)} violation(s)", file=sys.stderr)
        return 1
    print(f"check-layers: {len(ALLOWED)} modules, every import allowed, docs/ARCHITECTURE.md agrees")
    return 0


if __name__ == "__main__":
    sys.exit(main())
