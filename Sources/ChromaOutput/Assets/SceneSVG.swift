import ChromaRaster
import ChromaSVG

/// A scene as SVG when SVG draws all of it as vectors (`SVGWriter`: shapes, solid fills,
/// linear and radial gradients, text), for the asset files that take SVG where the drawing is
/// vector: `favicon.svg`, an Icon Composer layer.
public enum SceneSVG {
    /// Thrown by the writer's layer encoder: a layer would be embedded as a bitmap.
    private struct NotVector: Error {}

    /// The scene's SVG text, nil when a layer would be embedded as PNG (an angular gradient, a
    /// mesh, a distance field) or the scene does not validate.
    public static func vector(_ scene: Scene, title: String = "icon") -> String? {
        let writer = SVGWriter(threads: 1) { _ in throw NotVector() }
        guard let bytes = try? writer.svg(SVGDocument(scene: scene, title: title)) else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }
}
