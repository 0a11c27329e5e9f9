import ChromaLimits

extension Scene {
    /// Checks everything a render would otherwise trust, before any work: the canvas (1 to
    /// ``InputRange/canvasSide`` pixels a side, within ``ResourceLimits/pixels``), the layer
    /// count (``ResourceLimits/layers``) and every layer's paint, shape, clip and opacity.
    /// Documents decoded by Chroma's readers pass; scenes built in Swift should call it.
    /// - Throws: ``SceneError`` naming the first bad value, as `layers[3].shape.circle.radius`.
    public func validate() throws {
        for (side, key) in [(width, "width"), (height, "height")] where !(1...InputRange.canvasSide).contains(side) {
            throw SceneError(path: key, message: "size \(side) is outside 1…\(InputRange.canvasSide) pixels")
        }
        try GeometryCheck.limit(ResourceLimits.product(width, height), .pixels, "the canvas \(width)×\(height)", at: "")
        try GeometryCheck.limit(layers.count, .layers, "the scene", at: "layers")
        for (index, layer) in layers.enumerated() {
            try layer.validate(at: "layers[\(index)]")
        }
    }
}

extension Layer {
    /// Checks the paint, the shape, the clip and the opacity (0…1).
    /// - Throws: ``SceneError`` at `path`.
    public func validate(at path: String) throws {
        try paint.validate(at: path + ".paint")
        try shape?.validate(at: path + ".shape")
        try clip?.validate(at: path + ".clip")
        guard opacity >= 0, opacity <= 1 else { throw SceneError(path: path + ".opacity", message: "\(opacity) is outside 0…1") }
    }
}
