import ChromaAssetModel
import ChromaPalette
import ChromaRaster
import ColorCore

/// An assets document (`assets:`): the list of every asset of an app, each a target with the
/// scenes it is drawn from and where it goes, so one `chroma render` regenerates them all
/// (docs/ASSETS.md). The reader resolves it completely: every scene, foreground and palette a
/// target names is read (each file once), under the document's path rule, and listed among the
/// reading's dependencies; the caller reads no file.
public struct AssetsDocument: Sendable {
    /// What a target writes.
    public enum Kind: Hashable, Sendable {
        /// Images drawn from scenes: an image set, an app icon, Android resources or web icons.
        case asset(AssetKind)
        /// A palette's colors as asset catalog colorsets (`path` is the catalog).
        case colorSets
        /// A palette's colors as Android `values/colors.xml` and `values-night/colors.xml`
        /// (`path` is the `res` folder).
        case androidColors
    }

    /// One asset to write, resolved: its scenes and palette read.
    public struct Target: Sendable {
        /// What it writes.
        public var kind: Kind
        /// Where, relative to the output folder (`-o`); never absolute, never with `..`.
        public var path: String
        /// The scene of each appearance given its own, read from its file; `any` is always
        /// there for image kinds.
        public var scenes: [AssetAppearance: Scene]
        /// The file of each scene in ``scenes``, made absolute against the document's folder.
        public var sceneFiles: [AssetAppearance: String]
        /// Every appearance to draw (`any` included), in ``AssetAppearance/allCases`` order.
        public var appearances: [AssetAppearance]
        /// Whether the target names its appearances (`appearances`, or a scene per appearance);
        /// otherwise they follow the scene's adaptive colors.
        public var namesAppearances: Bool
        /// An adaptive icon's foreground scene, if any.
        public var foreground: Scene?
        /// The foreground's file.
        public var foregroundFile: String?
        /// The palette of a colors target, read from its file.
        public var palette: Palette?
        /// The palette's file.
        public var paletteFile: String?
        /// An Android resource name, if not the kind's default.
        public var name: String?
        /// An Android splash's icon scene per appearance (`icon`).
        public var icon: [AssetAppearance: Scene] = [:]
        /// An Android splash's icon background color per appearance (`icon-background`).
        public var iconBackground: [AssetAppearance: Color] = [:]
        /// An Android splash's window color per appearance (`splash-background`).
        public var splashBackground: [AssetAppearance: Color] = [:]
        /// The theme an Android app's activity gets after the splash (`app-theme`).
        public var appTheme: String?
        /// A web maskable icon's padding color (`background`).
        public var background: Color?
        /// A web app's startup screen scene per appearance (`startup`).
        public var startup: [AssetAppearance: Scene] = [:]
        /// Where the target is in the document, for messages (`assets[2]`).
        public var location: String
    }

    /// The targets, in document order.
    public var targets: [Target]

    /// The most targets one document may list.
    public static let maximumTargets = 1000

    /// The names of the kinds, as documents write them.
    public static let kindNames = ["imageset", "appiconset", "android-launcher", "android-adaptive", "android-splash", "android-drawable",
                                   "web", "icon", "colorsets", "android-colors"]
}

/// Reads `assets:`.
enum AssetsSection {
    static let keys = ["kind", "path", "scene", "scenes", "appearances", "foreground", "palette", "name", "macos",
                       "icon", "icon-background", "splash-background", "app-theme", "background", "startup"]

    static func document(_ node: DocumentNode, context: DocumentContext) throws -> AssetsDocument {
        guard case .array(let items) = node.value else { throw node.expected("an array of asset targets") }
        guard !items.isEmpty else { throw node.error("expected at least one asset target") }
        guard items.count <= AssetsDocument.maximumTargets else {
            throw node.error("\(items.count) targets; an assets document may list at most \(AssetsDocument.maximumTargets)")
        }
        var cache: [String: Scene] = [:]
        return AssetsDocument(targets: try node.array().map { try target($0, context: context, cache: &cache) })
    }

    static func target(_ node: DocumentNode, context: DocumentContext, cache: inout [String: Scene]) throws -> AssetsDocument.Target {
        let fields = try node.object(keys: keys)
        let pathNode = try fields.required("path")
        let path = try pathNode.string()
        let parts = path.split(separator: "/", omittingEmptySubsequences: true)
        guard !path.isEmpty, !path.hasPrefix("/"), !parts.contains(".."), !parts.isEmpty, !path.contains("\0") else {
            throw pathNode.error("expected a path inside the output folder (relative, without ..), found \(DocumentValue.quote(path))")
        }
        try checkNamed(path, at: pathNode)
        let macOS = try fields["macos"]?.bool() ?? false
        let kind: AssetsDocument.Kind
        if let kindNode = fields["kind"] {
            kind = try Self.kind(try kindNode.choice("asset kind", among: AssetsDocument.kindNames), macOS: macOS)
            if case .asset(let assetKind) = kind, [.imageSet, .appIcon(macOS: macOS), .iconComposer].contains(assetKind) {
                let named = AssetKind.catalogKind(ofPath: path, macOS: macOS)
                guard named == assetKind else { throw pathNode.error("an \(assetKind.name) target's path ends in .\(assetKind.name), found \(DocumentValue.quote(path))") }
            }
        } else {
            guard let named = AssetKind.catalogKind(ofPath: path, macOS: false) else {
                throw DocumentError.missingKey("kind", at: node.path)
            }
            kind = .asset(named == .appIcon(macOS: false) ? .appIcon(macOS: macOS) : named)
        }
        if macOS, kind != .asset(.appIcon(macOS: true)) { throw fields["macos"]!.error("macos is for appiconset targets") }
        var target = AssetsDocument.Target(kind: kind, path: path, scenes: [:], sceneFiles: [:], appearances: [.any], namesAppearances: false,
                                           location: node.path)
        let splashKeys = ["icon", "icon-background", "splash-background", "app-theme"], webKeys = ["background", "startup"]
        for key in splashKeys where fields.has(key) && kind != .asset(.android(.splash)) { throw fields[key]!.error("\(key) is for android-splash targets") }
        for key in webKeys where fields.has(key) && kind != .asset(.web) { throw fields[key]!.error("\(key) is for web targets") }
        if let color = fields["icon-background"] {
            target.iconBackground = try perAppearance(color, "a color") { try $0.opaqueColor("the Android 12 splash icon's background is one opaque color") }
        }
        if let color = fields["splash-background"] {
            target.splashBackground = try perAppearance(color, "a color") { try $0.opaqueColor("Android's splash window is one opaque color") }
        }
        if let theme = fields["app-theme"] {
            let name = try theme.string()
            if let problem = AndroidThemeName.problem(name) { throw theme.error("app-theme \(DocumentValue.quote(name)) is not an Android theme name: \(problem)") }
            target.appTheme = name
        }
        if let color = fields["background"] { target.background = try color.opaqueColor("a maskable icon is opaque to its edges") }
        switch kind {
        case .colorSets, .androidColors:
            for key in ["scene", "scenes", "appearances", "foreground", "name"] where fields.has(key) {
                throw fields[key]!.error("a colors target has a palette, not \(key)")
            }
            let paletteNode = try fields.required("palette")
            target.paletteFile = try context.resolve(paletteNode)
            target.palette = try context.palette(paletteNode)
        case .asset(let assetKind):
            if fields.has("palette") { throw fields["palette"]!.error("palette is for colorsets and android-colors targets") }
            // Every key is checked before any file is read, so a mistake in the document is
            // named before a missing file is.
            var sceneNodes: [AssetAppearance: DocumentNode] = [:]
            if let scene = fields["scene"] { sceneNodes[.any] = scene }
            if let scenes = fields["scenes"] {
                guard case .object(let object) = scenes.value else { throw scenes.expected("an object of appearance: scene file") }
                for key in object.keys {
                    let member = DocumentNode(value: object[key]!, path: scenes.path(of: key))
                    guard let appearance = AssetAppearance(rawValue: key == "light" ? "any" : key) else {
                        throw DocumentError.unknownName(key, at: scenes.path, kind: "appearance", expected: AssetAppearance.allCases.map(\.rawValue))
                    }
                    guard sceneNodes[appearance] == nil else { throw member.error("a second scene for \(appearance.rawValue)") }
                    sceneNodes[appearance] = member
                }
            }
            guard sceneNodes[.any] != nil else { throw DocumentError.missingKey("scene", at: node.path) }
            var appearances = Set(sceneNodes.keys)
            if let list = fields["appearances"] {
                for item in try list.array() { appearances.insert(try item.choice("appearance", among: AssetAppearance.allCases.map(\.rawValue)).asAppearance) }
            }
            target.appearances = appearances.sorted()
            target.namesAppearances = fields.has("appearances") || sceneNodes.count > 1
            for appearance in target.appearances where !assetKind.supportedAppearances.contains(appearance) {
                throw node.error(AssetKind.unstoredAppearance(appearance, kind: assetKind.name, supported: assetKind.supportedAppearances))
            }
            if let foreground = fields["foreground"], assetKind != .android(.adaptive), assetKind != .web {
                throw foreground.error("foreground is for android-adaptive and web targets")
            }
            if let name = fields["name"] {
                guard case .android = assetKind else { throw name.error("name is for Android targets; catalog assets are named by their folder") }
                target.name = try name.string()
            }
            for appearance in sceneNodes.keys.sorted() {
                (target.sceneFiles[appearance], target.scenes[appearance]) = try context.scene(sceneNodes[appearance]!, cache: &cache)
            }
            if let foreground = fields["foreground"] {
                (target.foregroundFile, target.foreground) = try context.scene(foreground, cache: &cache)
            }
            if let icon = fields["icon"] { target.icon = try perAppearance(icon, "a scene file") { try context.scene($0, cache: &cache).1 } }
            if let startup = fields["startup"] { target.startup = try perAppearance(startup, "a scene file") { try context.scene($0, cache: &cache).1 } }
        }
        return target
    }

    /// Refuses a path whose last part is an asset catalog suffix alone (`ios/.appiconset`):
    /// without a name before the suffix it reads as a hidden folder of no kind, as `-o` does.
    static func checkNamed(_ path: String, at node: DocumentNode) throws {
        let name = PathSuffix.lastComponent(path).lowercased()
        for suffix in [AssetKind.imageSetSuffix, AssetKind.appIconSetSuffix, AssetKind.iconComposerSuffix] where name == "." + suffix {
            throw node.error("\(DocumentValue.quote(path)) has no name before .\(suffix); expected a name before the suffix, as in "
                + (suffix == AssetKind.imageSetSuffix ? "Splash." : "AppIcon.") + suffix)
        }
    }

    /// One value for `any`, or an object of `any`/`light` and `dark` values.
    static func perAppearance<T>(_ node: DocumentNode, _ what: String, _ read: (DocumentNode) throws -> T) throws -> [AssetAppearance: T] {
        guard case .object(let object) = node.value else { return [.any: try read(node)] }
        var values: [AssetAppearance: T] = [:]
        for key in object.keys.sorted() {
            guard let appearance = ["any": AssetAppearance.any, "light": .any, "dark": .dark][key] else {
                throw DocumentError.unknownName(key, at: node.path, kind: "appearance", expected: ["any", "dark"])
            }
            values[appearance] = try read(DocumentNode(value: object[key]!, path: node.path(of: key)))
        }
        guard values[.any] != nil else { throw node.error("expected \(what) for the any (light) appearance, and optionally dark") }
        return values
    }

    static func kind(_ name: String, macOS: Bool) throws -> AssetsDocument.Kind {
        switch name {
        case "imageset": .asset(.imageSet)
        case "appiconset": .asset(.appIcon(macOS: macOS))
        case "icon": .asset(.iconComposer)
        case "web": .asset(.web)
        case "colorsets": .colorSets
        case "android-colors": .androidColors
        default: .asset(.android(AndroidAsset(rawValue: String(name.dropFirst("android-".count)))!))
        }
    }
}

private extension String {
    var asAppearance: AssetAppearance { AssetAppearance(rawValue: self)! }
}
