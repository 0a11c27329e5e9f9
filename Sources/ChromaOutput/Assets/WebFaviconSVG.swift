import ChromaAssetModel
import ChromaRaster
import ChromaSVG
import Foundation

/// `favicon.svg`, written beside `favicon.ico` when every layer of the scene is a vector SVG
/// draws exactly (`SVGWriter`: shapes, solid fills, linear and radial gradients, text); a
/// scene with a layer SVG would embed as a PNG (an angular gradient, a mesh) gets none, as a
/// bitmap inside an SVG is no better than the ICO. A scene whose adaptive colors differ in dark
/// mode holds both drawings, the dark one shown under `@media (prefers-color-scheme: dark)`.
public enum WebFaviconSVG {
    /// The SVG text, or nil when a layer is not a vector.
    public static func svg(_ scene: Scene) -> String? {
        let light = scene.resolvingColors(in: AssetAppearance.any.environment)
        guard let day = SceneSVG.vector(light) else { return nil }
        guard scene.hasAdaptiveColors, let night = SceneSVG.vector(scene.resolvingColors(in: AssetAppearance.dark.environment)), night != day else { return day }
        // Two drawings in one document: ids of the dark one prefixed so none collide.
        let dark = night.replacingOccurrences(of: "id=\"", with: "id=\"dark-").replacingOccurrences(of: "url(#", with: "url(#dark-")
            .replacingOccurrences(of: "href=\"#", with: "href=\"#dark-")
        let (w, h) = (scene.width, scene.height)
        return """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(w)" height="\(h)" viewBox="0 0 \(w) \(h)">
            <style>.dark { display: none } @media (prefers-color-scheme: dark) { .light { display: none } .dark { display: inline } }</style>
            \(classed(day, "light"))\(classed(dark, "dark"))</svg>

            """
    }

    /// The drawing's outer `<svg>` given a class.
    private static func classed(_ svg: String, _ name: String) -> String {
        guard let range = svg.range(of: "<svg ") else { return svg }
        return svg.replacingCharacters(in: range, with: "<svg class=\"\(name)\" ")
    }
}
