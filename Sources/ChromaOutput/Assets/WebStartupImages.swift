import ChromaAssetModel
import ChromaRaster

/// iOS startup images (`apple-touch-startup-image`) for a web app saved to the home screen:
/// one PNG per current iPhone and iPad screen, portrait, in the screen's pixels, light and
/// (with a dark scene) dark, each chosen by its media query. The startup scene is drawn
/// whole, centered and as large as fits ("contain"), on whole pixels; the bars above and below
/// (or beside) it continue its own edges, each row or column its edge pixel, so a gradient
/// runs on without a seam and a flat scene's bars are its background.
public enum WebStartupImages {
    /// One screen: its size in CSS pixels and its device pixel ratio.
    public struct Screen: Hashable, Sendable {
        /// Width and height in CSS pixels, portrait.
        public var width: Int, height: Int
        /// Device pixels per CSS pixel.
        public var ratio: Int
        /// The devices with this screen, for the documentation.
        public var devices: String

        /// The screen as a message names it, its size in points and its scale: `414×896 pt @2x`
        /// (two screens may share a size in points).
        public var label: String { "\(width)×\(height) pt @\(ratio)x" }
    }

    /// The screens: every iPhone and iPad size Apple sells or supports in the current iOS
    /// (iPhone SE to iPhone 17 Pro Max and Air; iPad mini to iPad Pro 13-inch).
    public static let screens: [Screen] = [
        Screen(width: 440, height: 956, ratio: 3, devices: "iPhone 16 Pro Max, 17 Pro Max"),
        Screen(width: 420, height: 912, ratio: 3, devices: "iPhone Air"),
        Screen(width: 402, height: 874, ratio: 3, devices: "iPhone 16 Pro, 17, 17 Pro"),
        Screen(width: 430, height: 932, ratio: 3, devices: "iPhone 14 Pro Max, 15 Plus, 15 Pro Max, 16 Plus"),
        Screen(width: 393, height: 852, ratio: 3, devices: "iPhone 14 Pro, 15, 15 Pro, 16"),
        Screen(width: 428, height: 926, ratio: 3, devices: "iPhone 12 Pro Max, 13 Pro Max, 14 Plus"),
        Screen(width: 390, height: 844, ratio: 3, devices: "iPhone 12, 13, 14, 16e"),
        Screen(width: 375, height: 812, ratio: 3, devices: "iPhone X, XS, 11 Pro, 12 mini, 13 mini"),
        Screen(width: 414, height: 896, ratio: 3, devices: "iPhone XS Max, 11 Pro Max"),
        Screen(width: 414, height: 896, ratio: 2, devices: "iPhone XR, 11"),
        Screen(width: 375, height: 667, ratio: 2, devices: "iPhone SE (2nd, 3rd generation), 8"),
        Screen(width: 1032, height: 1376, ratio: 2, devices: "iPad Pro 13-inch (M4, M5)"),
        Screen(width: 1024, height: 1366, ratio: 2, devices: "iPad Pro 12.9-inch, iPad Air 13-inch"),
        Screen(width: 834, height: 1210, ratio: 2, devices: "iPad Pro 11-inch (M4, M5)"),
        Screen(width: 834, height: 1194, ratio: 2, devices: "iPad Pro 11-inch, iPad Air 11-inch"),
        Screen(width: 820, height: 1180, ratio: 2, devices: "iPad Air (4th, 5th generation), iPad (10th, 11th generation)"),
        Screen(width: 744, height: 1133, ratio: 2, devices: "iPad mini (6th, 7th generation)"),
        Screen(width: 810, height: 1080, ratio: 2, devices: "iPad (7th–9th generation)"),
        Screen(width: 768, height: 1024, ratio: 2, devices: "iPad mini (5th generation), iPad 9.7-inch"),
    ]

    /// One startup image written: its file name inside the folder and its media query.
    public struct Image: Hashable, Sendable {
        /// The path from the folder (`startup/iphone-440x956@3x-dark.png`).
        public var name: String
        /// The `media` attribute that picks it.
        public var media: String
    }

    /// The images and their files, in `folder/startup/`.
    /// - Throws: ``OutputError/appearanceNotStored(_:kind:supported:)`` for a high-contrast scene.
    /// A scene whose aspect differs from a screen's gets one line in `notes` saying how it is
    /// placed (each size once).
    static func files(folder: String, scenes: AppearanceScenes, notes: AssetNotes? = nil) throws -> ([Image], [AssetFile]) {
        var images: [Image] = [], files: [AssetFile] = []
        var told = Set<[Int]>()
        for (appearance, scene) in scenes.variants {
            guard appearance == .any || appearance == .dark else {
                throw OutputError.appearanceNotStored(appearance, kind: "web startup image", supported: [.any, .dark])
            }
            if let notes, told.insert([scene.width, scene.height]).inserted, let line = placementNote(folder: folder, scene: scene) { notes.add(line) }
            // Each appearance's scene is measured: its colors may slant where the other's do not.
            if let notes, let line = slantNote(folder: folder, scene: scene, appearance: appearance) { notes.add(line) }
            for screen in screens {
                let width = screen.width * screen.ratio, height = screen.height * screen.ratio
                let scale = min(Double(width) / Double(scene.width), Double(height) / Double(scene.height))
                let (placed, area) = ScenePlacement.onWholePixels(scene, scale: scale, width: width, height: height)
                let family = screen.width >= 744 ? "ipad" : "iphone"
                let name = "startup/\(family)-\(screen.width)x\(screen.height)@\(screen.ratio)x\(appearance == .dark ? "-dark" : "").png"
                var media = "screen and (device-width: \(screen.width)px) and (device-height: \(screen.height)px) and (-webkit-device-pixel-ratio: \(screen.ratio)) and (orientation: portrait)"
                if scenes.appearances.contains(.dark) { media += " and (prefers-color-scheme: \(appearance == .dark ? "dark" : "light"))" }
                images.append(Image(name: name, media: media))
                files.append(AssetFile(path: folder + "/" + name, content: .image(AssetImage(scene: placed, treatment: .extended(area)))))
            }
        }
        return (images, files)
    }

    /// The line for a startup scene whose edges change across a side that gets bars
    /// (``ScenePlacement/slantedEdge(of:beside:bar:)``): the bars continue each row (column) of
    /// edge pixels, so a shape's edge or a gradient meeting that side at an angle turns flat in
    /// them. It names the sides, what slants there (and the row or column that changes most),
    /// how many screens have such bars and the widest; nil when the edges meet every side with
    /// bars level.
    static func slantNote(folder: String, scene: Scene, appearance: AssetAppearance, screens: [Screen] = screens) -> String? {
        var found: [(sides: String, what: String, screens: Set<Screen>)] = []
        var widest: (points: Double, screen: Screen)?
        for beside in [true, false] {
            var bars: [(bar: Double, points: Double, screen: Screen)] = []
            for screen in screens {
                let width = screen.width * screen.ratio, height = screen.height * screen.ratio
                // The bar on one side, in scene units, where the screen is wider (taller) than the scene.
                let bar = beside ? (Double(width) / Double(height) * Double(scene.height) - Double(scene.width)) / 2
                    : (Double(height) / Double(width) * Double(scene.width) - Double(scene.height)) / 2
                let points = bar * min(Double(screen.width) / Double(scene.width), Double(screen.height) / Double(scene.height))
                guard points * Double(screen.ratio) > 1 else { continue }
                bars.append((bar, points, screen))
            }
            guard let longest = bars.map(\.bar).max(), let slant = ScenePlacement.slantedEdge(of: scene, beside: beside, bar: longest) else { continue }
            let what: String
            switch slant {
            case .rim(let at): what = "a shape's edge meets them at an angle, the most at \(beside ? "y" : "x") \(Int(at.rounded(.down)))"
            case .gradient: what = "a gradient runs across them"
            }
            found.append((beside ? "left and right" : "top and bottom", what, Set(bars.map(\.screen))))
            for bar in bars where widest == nil || bar.points > widest!.points + 1e-9 { widest = (bar.points, bar.screen) }
        }
        guard let widest, !found.isEmpty else { return nil }
        let which = appearance == .any ? "" : " \(appearance.rawValue)"
        let edges = found.map { "its \($0.sides) edges (\($0.what))" }.joined(separator: " and ")
        let count = found.reduce(into: Set<Screen>()) { $0.formUnion($1.screens) }.count
        let lines = found.count == 2 ? "row and column" : found[0].sides == "left and right" ? "row" : "column"
        let sides = found.count == 2 ? "sides" : found[0].sides
        return "\(folder)/startup: the \(scene.width)×\(scene.height)\(which) startup scene changes across \(edges), "
            + "and \(count) of the \(screens.count) screens continue each \(lines) of its edge pixels into bars "
            + "(up to \(Int(widest.points.rounded())) pt on the \(widest.screen.label) screen), where that slope turns flat; "
            + "expected edges that meet the \(sides) level, or a scene of those screens' shape"
    }

    /// The line for a startup scene that does not fill every screen of `screens`: how many it
    /// fills (naming them) or that it fills none, where the widest bars are, and, when it fills
    /// none, the screen of the nearest shape to give it; nil when it fills them all.
    static func placementNote(folder: String, scene: Scene, screens: [Screen] = screens) -> String? {
        var filled: [Screen] = []
        var widest: (bar: Int, screen: Screen, across: Bool)?
        var nearest: (misfit: Double, screen: Screen)?
        let aspect = Double(scene.width) / Double(scene.height)
        for screen in screens {
            let width = screen.width * screen.ratio, height = screen.height * screen.ratio
            let scale = min(Double(width) / Double(scene.width), Double(height) / Double(scene.height))
            let w = min(Int((Double(scene.width) * scale + 1e-9).rounded(.down)), width)
            let h = min(Int((Double(scene.height) * scale + 1e-9).rounded(.down)), height)
            // A pixel's rounding is not a bar.
            let bar = max(width - w, height - h)
            guard bar > 1 else {
                filled.append(screen)
                continue
            }
            if widest == nil || bar > widest!.bar { widest = (bar, screen, width - w > height - h) }
            let ratio = aspect * Double(screen.height) / Double(screen.width)
            let misfit = max(ratio, 1 / ratio)
            if nearest == nil || misfit < nearest!.misfit { nearest = (misfit, screen) }
        }
        guard let widest, let nearest else { return nil }
        let where_ = widest.across ? "left and right" : "above and below"
        let placed = "drawn whole, centered and as large as fits, its edge pixels continued into the bars (widest: \(widest.bar) px in all, "
            + "\(where_), on the \(widest.screen.label) screen)"
        let scene = "\(folder)/startup: the \(scene.width)×\(scene.height) startup scene"
        guard filled.isEmpty else {
            let other = screens.count - filled.count
            return "\(scene) fills \(filled.count) of the \(screens.count) screens (\(filled.map(\.label).joined(separator: ", "))); on the other \(other) "
                + "it is \(placed)"
        }
        return "\(scene) has the shape of none of the \(screens.count) screens; it is \(placed); "
            + "give it a screen's shape to fill that screen, such as \(nearest.screen.width)×\(nearest.screen.height), the nearest"
    }
}
