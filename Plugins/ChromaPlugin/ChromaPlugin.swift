import Foundation
import PackagePlugin

/// The build-tool plugin: a target's palettes become Swift source and its assets documents become
/// rendered images among the target's resources, at build time, by the package's own `chroma`
/// (docs/PLUGIN.md).
///
/// **Palettes** (one Swift file each, `extension Color { static let … }`): `Colors.json`,
/// `*.tokens.json` and `*.tokens` (DTCG design tokens), `*.gpl`, `*.ase`, `*.aco`, `*.tailwind.css`,
/// `colors.xml` (Android), `*.hex` and `*.colors` (one color a line). Generic names (`*.json`,
/// `*.css`, `*.txt`, `*.xml`) are left alone: they are too often something else. A palette
/// `NAME.dark.EXT` beside `NAME.EXT` is the dark appearance of it (`Colors.dark.json`), so each
/// of its colors becomes the dark value of `Color(light:dark:)`.
///
/// **Assets documents** (`assets.yaml`, `assets.yml`, `assets.json`, `*.assets.yaml`…): rendered
/// with `chroma render` into a folder named after the document (`assets/`), which SwiftPM copies
/// into the target's resource bundle.
///
/// Each is one build command whose inputs are the files it reads (SwiftPM adds `chroma` itself)
/// and whose outputs are what it writes, so a build with nothing changed runs none of them.
@main
struct ChromaPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target.sourceModule else { return [] }
        let files = module.sourceFiles.map(\.url)
        return try ChromaPlugin.commands(files: files, chroma: context.tool(named: "chroma").url, workDirectory: context.pluginWorkDirectoryURL)
    }

    /// The build commands for a target's files; throws `OutputCollision` when two files would
    /// write the same output (SwiftPM's own "multiple producers" error names neither file).
    static func commands(files: [URL], chroma: URL, workDirectory: URL) throws -> [Command] {
        let names = Set(files.map(\.path))
        var commands: [Command] = []
        // Output name (compared case-insensitively and by canonical equivalence, as macOS's file
        // systems compare names) → the file that writes it.
        var producers: [String: URL] = [:]
        var collisions: [OutputCollision.Pair] = []
        func claim(_ output: URL, for file: URL) {
            let key = output.lastPathComponent.lowercased()
            if let other = producers[key] {
                collisions.append(.init(first: other, second: file, output: output.lastPathComponent))
            } else {
                producers[key] = file
            }
        }
        for file in files.sorted(by: { $0.path < $1.path }) {
            let name = file.lastPathComponent
            if let stem = PaletteName.stem(of: name) {
                // A dark palette is read with its light one, not on its own.
                if PaletteName.isDark(stem), names.contains(file.deletingLastPathComponent().appendingPathComponent(PaletteName.lightName(of: name)).path) { continue }
                let dark = file.deletingLastPathComponent().appendingPathComponent(PaletteName.darkName(of: name))
                let hasDark = names.contains(dark.path)
                let output = workDirectory.appendingPathComponent(PaletteName.swiftFileName(name))
                claim(output, for: file)
                var arguments = ["palette", "convert", file.path]
                if hasDark { arguments += ["--dark", dark.path] }
                arguments.append(output.path)
                commands.append(.buildCommand(
                    displayName: "chroma: generating \(output.lastPathComponent) from \(name)\(hasDark ? " and \(dark.lastPathComponent)" : "")",
                    executable: chroma,
                    arguments: arguments,
                    inputFiles: [file] + (hasDark ? [dark] : []),
                    outputFiles: [output]
                ))
            } else if let stem = AssetsDocument.stem(of: name) {
                // The document names its scenes and palettes by paths relative to its folder
                // (`scene: scenes/badge.yaml`): every file of the target in that folder and the
                // folders below it is an input (Swift sources aside), so editing any of them
                // renders again and SwiftPM sees every one handled.
                let folder = file.deletingLastPathComponent().path
                let prefix = folder.hasSuffix("/") ? folder : folder + "/"
                let inputs = files.filter { $0.path.hasPrefix(prefix) && AssetsDocument.mayBeNamed($0.lastPathComponent) }
                let output = workDirectory.appendingPathComponent(stem)
                claim(output, for: file)
                commands.append(.buildCommand(
                    displayName: "chroma: rendering \(name) into the folder \(stem)",
                    executable: chroma,
                    arguments: ["render", file.path, "-o", output.path],
                    inputFiles: inputs,
                    outputFiles: [output]
                ))
            }
        }
        if !collisions.isEmpty { throw OutputCollision(pairs: collisions) }
        return commands
    }
}

/// Two files of a target whose outputs would have the same name: the plugin names both, and the
/// build fails before SwiftPM's "multiple producers" error, which names neither.
struct OutputCollision: Error, CustomStringConvertible {
    /// Two files writing one output name.
    struct Pair {
        let first: URL
        let second: URL
        let output: String
    }
    let pairs: [Pair]

    var description: String {
        pairs.map {
            "ChromaPlugin: '\($0.first.path)' and '\($0.second.path)' would both write '\($0.output)' "
                + "(output names are compared ignoring case); rename one of them"
        }.joined(separator: "\n")
    }
}

/// Which file names are palettes, and how a dark palette is named beside its light one.
enum PaletteName {
    /// Extensions of palettes, longest first (`.tokens.json` before `.json`).
    static let suffixes = [".tokens.json", ".tailwind.css", ".tokens", ".gpl", ".ase", ".aco", ".hex", ".colors"]
    /// Whole file names that are palettes though their extension is generic.
    static let wholeNames = ["colors.json": ".json", "colors.xml": ".xml"]

    /// The extension (with its dot) a palette file name ends in, nil when the name is no palette.
    static func suffix(of name: String) -> String? {
        let lower = name.lowercased()
        if let suffix = suffixes.first(where: { lower.hasSuffix($0) && lower.count > $0.count }) { return suffix }
        for (whole, suffix) in wholeNames {
            if lower == whole || lower == whole.replacingOccurrences(of: suffix, with: ".dark" + suffix) { return suffix }
        }
        return nil
    }

    /// The name without its palette extension (`Colors.dark` for `Colors.dark.json`).
    static func stem(of name: String) -> String? {
        suffix(of: name).map { String(name.dropLast($0.count)) }
    }

    static func isDark(_ stem: String) -> Bool { stem.lowercased().hasSuffix(".dark") }

    /// `Colors.json` → `Colors.dark.json`.
    static func darkName(of name: String) -> String {
        let suffix = suffix(of: name) ?? ""
        return String(name.dropLast(suffix.count)) + ".dark" + String(name.suffix(suffix.count))
    }

    /// `Colors.dark.json` → `Colors.json`.
    static func lightName(of name: String) -> String {
        let suffix = suffix(of: name) ?? ""
        return String(name.dropLast(suffix.count + ".dark".count)) + String(name.suffix(suffix.count))
    }

    /// The generated Swift file's name: the palette's whole name, so `brand.gpl` and `brand.ase`
    /// give two files (`brand.gpl.swift`), in characters safe in a path: letters and digits of any
    /// script (`café.gpl` and `cafè.gpl` stay apart) and `.-_`; anything else becomes `_`.
    static func swiftFileName(_ name: String) -> String {
        String(name.map { $0.isLetter || $0.isNumber || "-_.".contains($0) ? $0 : "_" }) + ".swift"
    }
}

/// Which file names are assets documents, and which files one may name.
enum AssetsDocument {
    static let extensions = [".yaml", ".yml", ".json"]

    /// `assets` for `assets.yaml`, `app.assets` for `app.assets.yaml`; nil for other files.
    static func stem(of name: String) -> String? {
        let lower = name.lowercased()
        guard let ext = extensions.first(where: { lower.hasSuffix($0) }) else { return nil }
        let stem = String(name.dropLast(ext.count))
        guard stem.lowercased() == "assets" || stem.lowercased().hasSuffix(".assets") else { return nil }
        return stem
    }

    /// Scenes, documents and palettes: the files an assets document reads from its folder.
    static func mayBeNamed(_ name: String) -> Bool {
        let lower = name.lowercased()
        return (extensions + PaletteName.suffixes + [".json", ".css", ".txt", ".xml", ".png"]).contains(where: { lower.hasSuffix($0) })
    }
}
