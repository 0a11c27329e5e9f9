#!/usr/bin/env python3
"""The layers, checked: each module's allowed dependencies, Package.swift and docs/ARCHITECTURE.md held to them.

Every `import` in Sources/<Module>/**/*.swift (any attributes or access level, `import struct
X.Y` included) must name a module in that module's ALLOWED set below, or a platform module
(Foundation, Glibc, Dispatch...). A module folder under Sources/ that holds Swift files and has
no ALLOWED entry fails the check too: a new module says where it sits before it lands.

Package.swift is read (its `products:` and `targets:` entries, by a small parser of the
manifest's literal syntax) and checked against the same table:
- the modules the package ships are the targets its library and executable products name and
  everything they depend on (C shims and system libraries included; test targets, test support
  and examples are not shipped); each has an ALLOWED entry, and each ALLOWED entry is one of them;
- each shipped target's `dependencies:` (targets, and products of outside packages by their
  product name) are exactly its ALLOWED set: a dependency ALLOWED does not list fails, naming the
  line, and so does an allowance the package does not declare;
- a Swift target imports each module it depends on somewhere in its folder: a dependency nothing
  imports is linked for nothing.

docs/ARCHITECTURE.md is checked against the same table:
- its module table has a row for every module in ALLOWED (a row's first cell names one module,
  or several that share the row, in backticks);
- each row whose first cell names one module lists, in "depends on", exactly that module's
  ALLOWED set ("nothing" for none; words that name no module, like "zlib", are not compared);
  rows that say "every module below" or "the library modules" (the CLI and the umbrella) are not
  compared;
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

# Each shipped module's allowed dependencies: the modules it may see, its C shims and outside
# packages' products; Package.swift declares exactly these. To add an edge, add it here, to the
# target's dependencies in Package.swift and to docs/ARCHITECTURE.md's table (the check says where).
ALLOWED = {
    # C shims and system libraries (no Swift imports; their dependencies are Package.swift's).
    "CFiles": set(),
    "CRaster": set(),
    "CLibPNG": set(),
    "CDeflate": set(),
    "CPNG": {"CLibPNG", "CDeflate", "CFiles"},
    "CWebP": set(),
    "CGIF": set(),
    "CFreeType": set(),
    "CZlib": set(),

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
                  "ChromaPreviewBoard", "ChromaVideo", "ChromaVectorAnimation",
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


class ManifestError(Exception):
    """Package.swift holds something the manifest parser does not read."""


TOKEN = re.compile(r'(?P<space>\s+)|(?P<comment>//[^\n]*|/\*.*?\*/)|(?P<string>"(?:\\.|[^"\\\n])*")'
                   r'|(?P<name>[A-Za-z_][A-Za-z0-9_]*)|(?P<number>[0-9][0-9_.]*)|(?P<punct>.)', re.S)


def tokens(text):
    """Package.swift as (kind, text, line) tokens: string, name, number or one punctuation character."""
    found, line = [], 1
    for match in TOKEN.finditer(text):
        kind, value = match.lastgroup, match.group()
        if kind == "string":
            found.append(("string", value[1:-1], line))
        elif kind not in ("space", "comment"):
            found.append((kind, value, line))
        line += value.count("\n")
    return found


class Text(str):
    """A string literal of the manifest, with the line it is on."""

    def __new__(cls, value, line):
        text = super().__new__(cls, value)
        text.line = line
        return text


class Manifest:
    """The literal syntax of a manifest: strings, numbers, arrays, `.member` and calls with labels.

    A call is ("call", name, [(label or None, value)], line); an array a list; a string a str."""

    def __init__(self, text):
        self.tokens = tokens(text)
        self.at = 0

    def peek(self, offset=0):
        index = self.at + offset
        return self.tokens[index] if index < len(self.tokens) else ("end", "", self.tokens[-1][2] if self.tokens else 1)

    def take(self, expected=None):
        token = self.peek()
        if expected is not None and token[1] != expected:
            raise ManifestError(f"Package.swift:{token[2]}: expected '{expected}', found '{token[1] or 'the end'}'")
        self.at += 1
        return token

    def value(self):
        kind, text, line = self.peek()
        if kind == "string":
            self.take()
            return Text(text, line)
        if kind == "number":
            self.take()
            return float(text.replace("_", "")) if "." in text else int(text.replace("_", ""))
        if text == "[":
            self.take()
            items = []
            while self.peek()[1] != "]":
                items.append(self.value())
                if self.peek()[1] != ",":
                    break
                self.take(",")
            self.take("]")
            return items
        if text == "." or kind == "name":
            name = ""
            while self.peek()[1] == "." or self.peek()[0] == "name":
                name += self.take()[1]
            if self.peek()[1] != "(":
                return ("member", name.lstrip("."), [], line)
            self.take("(")
            arguments = []
            while self.peek()[1] != ")":
                label = None
                if self.peek()[0] == "name" and self.peek(1)[1] == ":":
                    label = self.take()[1]
                    self.take(":")
                arguments.append((label, self.value()))
                if self.peek()[1] != ",":
                    break
                self.take(",")
            self.take(")")
            return ("call", name.lstrip("."), arguments, line)
        raise ManifestError(f"Package.swift:{line}: cannot read '{text or 'the end'}' (strings, numbers, arrays, .members and calls only)")

    def package(self):
        """The `Package(…)` call."""
        for index, (kind, text, _) in enumerate(self.tokens):
            if kind == "name" and text == "Package" and index + 1 < len(self.tokens) and self.tokens[index + 1][1] == "(":
                self.at = index
                return self.value()
        raise ManifestError("Package.swift: no Package(…) call")


def argument(call, label):
    """The value of `call`'s argument `label`, or None."""
    return next((value for name, value in call[2] if name == label), None)


def read_package(root):
    """(products, targets) of root/Package.swift: products as {name: (kind, [target])}, targets as
    {name: {"kind", "path", "line", "dependencies": [(name, line)]}}."""
    with open(os.path.join(root, "Package.swift"), encoding="utf-8") as handle:
        package = Manifest(handle.read()).package()
    products, targets = {}, {}
    for product in argument(package, "products") or []:
        if isinstance(product, tuple) and product[0] == "call":
            products[argument(product, "name")] = (product[1], argument(product, "targets") or [])
    for target in argument(package, "targets") or []:
        if not (isinstance(target, tuple) and target[0] == "call"):
            continue
        dependencies = []
        for dependency in argument(target, "dependencies") or []:
            if isinstance(dependency, str):
                dependencies.append((str(dependency), getattr(dependency, "line", target[3])))
            elif isinstance(dependency, tuple) and dependency[0] == "call" and dependency[1] in ("product", "target", "byName"):
                dependencies.append((str(argument(dependency, "name")), dependency[3]))
            else:
                raise ManifestError(f"Package.swift:{target[3]}: a dependency of {argument(target, 'name')} the check cannot read")
        name = argument(target, "name")
        targets[str(name)] = {"kind": target[1], "path": argument(target, "path"), "line": getattr(name, "line", target[3]),
                                             "dependencies": dependencies}
    return products, targets


def shipped(products, targets):
    """The targets the library and executable products name, and everything they depend on."""
    found, pending = set(), [name for kind, names in products.values() if kind in ("library", "executable") for name in names]
    while pending:
        name = pending.pop()
        if name in found or name not in targets:
            continue
        found.add(name)
        pending.extend(dependency for dependency, _ in targets[name]["dependencies"])
    return found


def check_package(root):
    if not os.path.exists(os.path.join(root, "Package.swift")):
        return [f"{root}: no Package.swift to check the targets' dependencies against"]
    try:
        products, targets = read_package(root)
    except ManifestError as error:
        return [str(error)]
    problems = []
    modules = shipped(products, targets)
    for name in sorted(modules - set(ALLOWED)):
        problems.append(f"Package.swift:{targets[name]['line']}: the target {name} has no entry in Scripts/check-layers.py's ALLOWED; "
                        f"add its allowed dependencies there and a row to docs/ARCHITECTURE.md's table")
    for name in sorted(set(ALLOWED) - modules):
        problems.append(f"Scripts/check-layers.py: ALLOWED has an entry for {name}, which is no target the package's products ship")
    for name in sorted(modules & set(ALLOWED)):
        target = targets[name]
        declared = {dependency for dependency, _ in target["dependencies"]}
        allowed = ", ".join(sorted(ALLOWED[name])) or "nothing"
        for dependency, line in target["dependencies"]:
            if dependency not in ALLOWED[name]:
                problems.append(f"Package.swift:{line}: {name} depends on {dependency}; it may depend on {allowed} "
                                f"(Scripts/check-layers.py, docs/ARCHITECTURE.md)")
        for dependency in sorted(ALLOWED[name] - declared):
            problems.append(f"Package.swift:{target['line']}: {name} does not depend on {dependency}, which Scripts/check-layers.py "
                            f"allows it; remove it from ALLOWED (and docs/ARCHITECTURE.md) or add the dependency")
        folder = os.path.join(root, target["path"] or os.path.join("Sources", name))
        if target["kind"] in ("target", "executableTarget") and os.path.isdir(folder):
            used = {module for _, _, module in imports(folder)}
            if not used and not any(f.endswith(".swift") for _, _, files in os.walk(folder) for f in files):
                continue
            for dependency in sorted(declared - used):
                problems.append(f"Package.swift:{target['line']}: {name} depends on {dependency}, which no file in "
                                f"{os.path.relpath(folder, root)} imports; remove the dependency")
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
    rows = set()
    for number, line in enumerate(text.split("\n"), 1):
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")] if line.startswith("| `") else []
        if len(cells) < 4:
            continue
        named = re.findall(r"`([^`]+)`", cells[0])
        rows.update(named)
        if len(named) != 1 or named[0] not in ALLOWED:
            continue
        module, depends = named[0], cells[-1]
        listed = {word for word in re.findall(r"[A-Za-z_][A-Za-z0-9_]*", re.sub(r"\([^)]*\)", "", depends)) if word in known}
        if listed != ALLOWED[module]:
            missing = ", ".join(sorted(ALLOWED[module] - listed)) or "none"
            extra = ", ".join(sorted(listed - ALLOWED[module])) or "none"
            problems.append(f"docs/ARCHITECTURE.md:{number}: the {module} row's 'depends on' differs from Scripts/check-layers.py "
                            f"(missing: {missing}; not allowed: {extra})")
    for module in sorted(set(ALLOWED) - rows, key=str.lower):
        problems.append(f"docs/ARCHITECTURE.md: the module table has no row for {module}; add one "
                        f"(| `{module}` | folder | job | depends on: {', '.join(sorted(ALLOWED[module])) or 'nothing'} |)")
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
    problems = check_imports(arguments.root) + check_package(arguments.root) + check_docs(arguments.root, write=arguments.write_docs)
    for problem in problems:
        print(problem, file=sys.stderr)
    if problems:
        print(f"check-layers: {len(problems)} violation(s)", file=sys.stderr)
        return 1
    print(f"check-layers: {len(ALLOWED)} modules, every import and dependency allowed, Package.swift and docs/ARCHITECTURE.md agree")
    return 0


if __name__ == "__main__":
    sys.exit(main())
