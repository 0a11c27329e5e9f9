import ChromaCharts
import ChromaRaster
import ChromaSplash

/// A document, read and resolved: what `chroma render` draws. A document is one of four kinds,
/// told apart by its top-level keys: a scene (`width`, `height`, `layers`…), a `splash`, a
/// `chart` or a `palette` sheet (docs/SCENES.md).
public enum Document: Sendable {
    /// A still picture.
    case scene(Scene)
    /// A chart or a palette sheet: a still picture that also says where its swatches and labels are.
    case chart(Chart)
    /// A splash animation.
    case splash(SplashTimeline)
    /// An assets document: targets drawn from other scene files (docs/ASSETS.md).
    case assets(AssetsDocument)

    /// The still picture, or nil for an animation.
    public var scene: Scene? {
        switch self {
        case .scene(let scene): scene
        case .chart(let chart): chart.scene
        case .splash, .assets: nil
        }
    }
}
