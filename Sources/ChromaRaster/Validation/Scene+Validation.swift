import ChromaLimits

extension Scene {
    /// Checks everything a render would otherwise trust, before any work: the canvas (1 to
    /// `InputRange/canvasSide` pixels a side, within `ResourceLimits/pixels`), the layer
    /// count (`ResourceLimits/layers`), every layer's paint, shape, clip and opacity, and the
    /// patches of all its meshes together (`ResourceLimits/meshPatches`, each mesh counting at
    /// least 64).
    /// Documents decoded by Chroma's readers pass; scenes built in Swift should call it.
    /// - Throws: ``SceneError`` naming the first bad value, as `layers[3].shape.circle.radius`.
    public func validate() throws {
        try GeometryCheck.check(Double(width), .canvasSide, at: "width")
        try GeometryCheck.check(Double(height), .canvasSide, at: "height")
        if !ResourceLimits.canvasIsShapeOnly {
            try GeometryCheck.limit(ResourceLimits.product(width, height), .pixels, "the canvas \(width)×\(height)", at: "")
        }
        try GeometryCheck.limit(layers.count, .layers, "the scene", at: "layers")
        for (index, layer) in layers.enumerated() {
            try layer.validate(at: "layers[\(index)]")
        }
        // Meshes share the patch limit: each costs its patches, and at least 64, for its
        // tessellation (up to 62 500 cells) costs that much whatever its patch count.
        var patches = 0
        for layer in layers {
            guard case .mesh(let mesh) = layer.paint else { continue }
            let count: Int
            switch mesh.form {
            case .grid(let width, let height, _, _): count = ResourceLimits.product(max(0, width - 1), max(0, height - 1))
            case .patches(let list): count = list.count
            }
            patches = ResourceLimits.sum(patches, max(64, count))
        }
        try GeometryCheck.limit(patches, .meshPatches, "the scene's meshes (each counts at least 64 patches)", at: "layers")
    }
}

extension Layer {
    /// Checks the paint, the shape, the clip and the opacity (`InputRange/fraction`).
    /// - Throws: ``SceneError`` at `path`.
    public func validate(at path: String) throws {
        try paint.validate(at: path + ".paint")
        try shape?.validate(at: path + ".shape")
        try clip?.validate(at: path + ".clip")
        try GeometryCheck.check(opacity, .fraction, at: path + ".opacity")
    }
}
