import ChromaLimits

extension Paint {
    /// Checks the paint's geometry (points, radii and angles finite and within `InputRange`),
    /// its stop count (`ResourceLimits/stops`) and a mesh's counts and points
    /// (``MeshGradient/validate(at:)``).
    /// - Parameter path: The paint's path in its document, for the error.
    /// - Throws: ``SceneError`` naming the first bad value.
    public func validate(at path: String = "paint") throws {
        switch self {
        case .solid: break
        case .linear(let g):
            try g.style.validate(at: path + ".linear")
            try GeometryCheck.anchor(g.startPoint, at: path + ".linear.start")
            try GeometryCheck.anchor(g.endPoint, at: path + ".linear.end")
        case .radial(let g):
            try g.style.validate(at: path + ".radial")
            try GeometryCheck.anchor(g.center, at: path + ".radial.center")
            if let start = g.startCenter { try GeometryCheck.anchor(start, at: path + ".radial.startCenter") }
            try GeometryCheck.length(g.startRadius, at: path + ".radial.startRadius")
            try GeometryCheck.length(g.endRadius, at: path + ".radial.endRadius")
        case .elliptical(let g):
            try g.style.validate(at: path + ".elliptical")
            try GeometryCheck.anchor(g.center, at: path + ".elliptical.center")
            try GeometryCheck.check(g.startRadiusFraction, .radiusFraction, at: path + ".elliptical.startRadiusFraction")
            try GeometryCheck.check(g.endRadiusFraction, .radiusFraction, at: path + ".elliptical.endRadiusFraction")
        case .angular(let g):
            try g.style.validate(at: path + ".angular")
            try GeometryCheck.anchor(g.center, at: path + ".angular.center")
            try GeometryCheck.check(g.startAngle.degrees, .angle, at: path + ".angular.startAngle")
            try GeometryCheck.check(g.endAngle.degrees, .angle, at: path + ".angular.endAngle")
        case .shadow(let shadow):
            try GeometryCheck.rect(shadow.rect, at: path + ".shadow.rect")
            try GeometryCheck.length(shadow.radius, at: path + ".shadow.radius")
        case .mesh(let mesh):
            try mesh.validate(at: path + ".mesh")
        }
    }
}

extension GradientStyle {
    /// Checks the stop count against `ResourceLimits/stops` and every location and hint
    /// (finite, within `InputRange/location`).
    /// - Throws: ``SceneError`` at `path.stops`.
    public func validate(at path: String) throws {
        try GeometryCheck.limit(gradient.stops.count, .stops, "the gradient", at: path + ".stops")
        for (index, stop) in gradient.stops.enumerated() {
            try GeometryCheck.check(stop.location, .location, at: "\(path).stops[\(index)].location")
        }
        for (index, hint) in gradient.hints.enumerated() {
            if let hint { try GeometryCheck.check(hint, .location, at: "\(path).stops[\(index)].hint") }
        }
    }
}

extension MeshGradient {
    /// ``validate()``, then the patch count against `ResourceLimits/meshPatches` and every
    /// point (positions, control and interior points) against `InputRange/coordinate`.
    /// - Throws: ``SceneError`` at `path`.
    public func validate(at path: String) throws {
        do {
            try validate()
        } catch let error as MeshError {
            throw SceneError(path: path, message: error.message)
        }
        switch form {
        case .grid(let width, let height, let points, _):
            try GeometryCheck.limit(ResourceLimits.product(width - 1, height - 1), .meshPatches, "the mesh grid \(width)×\(height)", at: path)
            for (index, point) in points.enumerated() {
                for p in [point.position, point.leadingControlPoint, point.topControlPoint, point.trailingControlPoint, point.bottomControlPoint] {
                    if let p { try GeometryCheck.point(p, at: "\(path).points[\(index)]") }
                }
            }
        case .patches(let patches):
            try GeometryCheck.limit(patches.count, .meshPatches, "the mesh", at: path + ".patches")
            for (index, patch) in patches.enumerated() {
                for p in patch.sides.joined() + (patch.interior ?? []) { try GeometryCheck.point(p, at: "\(path).patches[\(index)]") }
            }
        }
    }
}
