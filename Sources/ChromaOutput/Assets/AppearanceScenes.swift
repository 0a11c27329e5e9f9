import ChromaRaster

/// The scene of an asset in each appearance it is drawn for: `any` always, and any of dark,
/// high contrast and dark high contrast. Each scene is in points: the asset's 1× size.
public struct AppearanceScenes: Sendable {
    /// The scenes, one per appearance, in the order of `AssetAppearance/allCases`.
    public private(set) var variants: [(appearance: AssetAppearance, scene: Scene)]

    /// One scene for the default appearance only.
    public init(_ scene: Scene) {
        variants = [(.any, scene)]
    }

    /// The scenes of `appearances` (which must include `any`), each made by `scene`: how a
    /// document whose colors depend on the appearance (`light-dark()`, system colors) is drawn
    /// once per appearance.
    /// - Throws: whatever `scene` throws.
    public init(appearances: [AssetAppearance], scene: (AssetAppearance) throws -> Scene) rethrows {
        let list = Set(appearances + [.any]).sorted()
        variants = try list.map { ($0, try scene($0)) }
    }

    /// The scene of `appearance`, nil when it has none.
    public subscript(appearance: AssetAppearance) -> Scene? {
        variants.first { $0.appearance == appearance }?.scene
    }

    /// The default appearance's scene.
    public var any: Scene { self[.any]! }

    /// The appearances drawn.
    public var appearances: [AssetAppearance] { variants.map(\.appearance) }

    /// Whether a dark scene is drawn and looks exactly as the default one, its colors resolved
    /// in each one's environment: a scene without dark colors asked for in dark
    /// (`--appearances any,dark`), or one scene given for both. An icon's dark variant is then
    /// the default drawing, which the icon kinds say in one line.
    public var darkDrawsAsDefault: Bool {
        guard let dark = self[.dark] else { return false }
        let light = any.resolvingColors(in: any.environment)
        var drawn = dark.resolvingColors(in: dark.environment)
        drawn.environment = light.environment
        return drawn == light
    }

    /// Every scene changed by `transform`.
    public func map(_ transform: (Scene) throws -> Scene) rethrows -> AppearanceScenes {
        var copy = self
        copy.variants = try variants.map { ($0.appearance, try transform($0.scene)) }
        return copy
    }
}

extension AppearanceScenes {
    /// One scene drawn in each of `appearances`: its adaptive colors (SwiftUI's system colors,
    /// `light-dark()`) take each appearance's values (`AssetAppearance/environment`).
    public init(drawing scene: Scene, in appearances: [AssetAppearance]) {
        self.init(appearances: appearances) { appearance in
            var variant = scene
            variant.environment = appearance.environment
            return variant
        }
    }

    /// The appearances among `supported` in which `scene` looks different from the variant a
    /// device would fall back to (dark and high contrast to `any`, dark high contrast to dark),
    /// with `any`: what an asset of a scene with adaptive colors writes when no appearances are
    /// asked for. Only `any` for a scene without adaptive colors.
    public static func appearances(of scene: Scene, among supported: [AssetAppearance]) -> [AssetAppearance] {
        guard scene.hasAdaptiveColors else { return [.any] }
        func resolved(_ appearance: AssetAppearance) -> Scene { scene.resolvingColors(in: appearance.environment) }
        return supported.filter { appearance in
            switch appearance {
            case .any: true
            case .dark, .highContrast: resolved(appearance) != resolved(.any)
            case .darkHighContrast: resolved(appearance) != resolved(.dark)
            }
        }
    }
}
