import ChromaAssetModel
import ChromaRaster

/// Which appearances an asset drawn from one scene is written in: the one policy of every route
/// to an asset set (the command line's `-o NAME.imageset`, ``StillOutput``'s).
public enum AppearanceChoice: Hashable, Sendable {
    /// Every appearance the asset stores in which the scene's adaptive colors (SwiftUI's system
    /// colors, `light-dark()`) differ from the one a device would fall back to, with `any`;
    /// only `any` for a scene without adaptive colors.
    case adaptive
    /// These appearances (`any` always among them), each drawn in its own environment.
    case these([AssetAppearance])
    /// The scene as it is, in its own environment, as the default appearance only (a drawing
    /// whose appearance was fixed, `--appearance dark`).
    case asDrawn
}

extension AppearanceScenes {
    /// The scenes of `scene` for an asset of `kind`, in the appearances `choice` says.
    public init(scene: Scene, for kind: AssetKind, choosing choice: AppearanceChoice) {
        switch choice {
        case .asDrawn: self.init(scene)
        case .these(let appearances): self.init(drawing: scene, in: appearances)
        case .adaptive: self.init(drawing: scene, in: Self.appearances(of: scene, among: kind.supportedAppearances))
        }
    }
}
