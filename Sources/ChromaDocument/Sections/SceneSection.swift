import ChromaLimits
import ChromaRaster
import ColorCore

/// A scene document: the canvas and its layers, bottom first. A layer is a paint with an
/// optional shape, clip and opacity; or text (`{"text": …}`); or a grid of swatches
/// (`{"swatches": …}`), which become several layers.
enum SceneSection {
    /// `appearance` is read by ``DocumentReader`` for every kind of document.
    static let keys = ["width", "height", "scale", "background", "depth", "dither", "colorProfile", "layers", "appearance"]

    static func scene(_ node: DocumentNode, context: DocumentContext) throws -> Scene {
        let fields = try node.object(keys: keys)
        let width = try fields.required("width").integer(in: .canvasSide)
        let height = try fields.required("height").integer(in: .canvasSide)
        // An asset's scene sets only its shape: its images are checked as they are drawn.
        if !ResourceLimits.canvasIsShapeOnly { try node.check(width * height, .pixels, "the canvas \(width)×\(height)") }
        var scene = Scene(width: width, height: height)
        if let background = fields["background"] { scene.background = try background.color() }
        if let depth = fields["depth"] { scene.depth = try self.depth(depth) }
        if let dither = fields["dither"] { scene.dither = try dither.bool() }
        if let profile = fields["colorProfile"] { scene.colorProfile = try profile.choice("color profile", OutputColorSpace.self) }
        if let layers = fields["layers"] {
            let canvas = scene.bounds
            for layerNode in try layers.array(limit: .layers, what: "the scene") {
                scene.layers += try self.layers(layerNode, canvas: canvas, context: context)
            }
            try layers.check(scene.layers.count, .layers, "the scene (its layers, text and swatches drawn)")
        }
        // The model's own checks (ranges of derived geometry, limits over the whole scene), with
        // their paths in the document's terms.
        do {
            try scene.validate()
        } catch let failure as SceneError {
            throw DocumentError(path: failure.path, message: failure.message)
        }
        return try fields["scale"].map { try scene.scaled(by: $0.scale()) } ?? scene
    }

    /// Bits per channel: 8 or 16.
    static func depth(_ node: DocumentNode) throws -> ColorDepth {
        guard case .number(let bits) = node.value, let depth = ColorDepth(rawValue: Int(exactly: bits) ?? 0) else {
            throw node.expected("a depth of 8 or 16 bits")
        }
        return depth
    }

    private static func layers(_ node: DocumentNode, canvas: Rect, context: DocumentContext) throws -> [Layer] {
        if case .object(let object) = node.value {
            if object["text"] != nil { return [try TextSection.layer(node, context: context)] }
            if object["swatches"] != nil { return try SwatchesSection.layers(node) }
        }
        let fields = try node.object(keys: ["paint", "shape", "clip", "opacity"])
        let shape = try fields["shape"].map { try ShapeSection.shape($0, canvas: canvas) }
        let clip = try fields["clip"].map { try ShapeSection.shape($0, canvas: canvas) }
        let opacity = try fields["opacity"]?.number(in: .fraction) ?? 1
        // A CSS list is several images over the same shape: one layer each, the first on top.
        return try PaintSection.paints(fields.required("paint"), box: shape?.bounds ?? canvas).map {
            Layer(paint: $0, shape: shape, clip: clip, opacity: opacity)
        }
    }
}
