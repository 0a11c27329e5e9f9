import ChromaRaster

/// The largest canvas side a fuzz input renders at, in pixels.
public let fuzzCanvasSide = 48

/// Renders what a reader decoded, with the document's own geometry (every layer, shape and
/// paint as decoded, however far off or huge) on a canvas cut to at most ``fuzzCanvasSide``
/// pixels a side, so each input renders in milliseconds yet reaches the rasterizer, the
/// shaders and the mesh code with whatever numbers the input holds. Validation runs too, and
/// the render happens whether it passes or not: the renderer must never trap, even on a scene
/// its caller forgot to validate.
public func renderSmall(_ scene: Scene) {
    _ = try? scene.validate()
    var small = scene
    small.width = max(1, min(scene.width, fuzzCanvasSide))
    small.height = max(1, min(scene.height, fuzzCanvasSide))
    _ = Renderer(threads: 1).renderImage(small)
}
