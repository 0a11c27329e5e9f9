import ChromaRaster

/// The scene of an asset in each appearance it is drawn for: `any` always, and any of dark,
/// high contrast and dark high contrast. Each scene is in points: the asset's 1× size.
public struct AppearanceScenes: Sendable {
    /// The scenes, one per appearance, in the order of ``AssetAppearance/allCases``.
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

    /// Every scene changed by `transform`.
    public func map(_ transform: (Scene) throws -> Scene) rethrows -> AppearanceScenes {
        var copy = self
        copy.variants = try variants.map { ($0.appearance, try transform($0.scene)) }
        return copy
    }
}
