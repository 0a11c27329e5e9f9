import ColorCore

/// SwiftUI's `MeshGradient`, as SwiftUI users write it: points in the unit square, resolved
/// against the shape or canvas when the mesh is drawn, like the other gradients' unit points.
extension MeshGradient {
    /// A vertex with its Bézier control points, SwiftUI's `MeshGradient.BezierPoint`, all in unit
    /// coordinates (0…1 across the shape or canvas).
    public struct BezierPoint: Hashable, Sendable {
        /// The vertex.
        public var position: SIMD2<Float>
        /// The control point toward the previous vertex in the row.
        public var leadingControlPoint: SIMD2<Float>
        /// The control point toward the vertex above.
        public var topControlPoint: SIMD2<Float>
        /// The control point toward the next vertex in the row.
        public var trailingControlPoint: SIMD2<Float>
        /// The control point toward the vertex below.
        public var bottomControlPoint: SIMD2<Float>

        /// Creates a point with its four control points.
        public init(position: SIMD2<Float>, leadingControlPoint: SIMD2<Float>, topControlPoint: SIMD2<Float>,
                    trailingControlPoint: SIMD2<Float>, bottomControlPoint: SIMD2<Float>) {
            self.position = position
            self.leadingControlPoint = leadingControlPoint
            self.topControlPoint = topControlPoint
            self.trailingControlPoint = trailingControlPoint
            self.bottomControlPoint = bottomControlPoint
        }
    }

    /// `MeshGradient(width:height:points:colors:background:smoothsColors:colorSpace:)`: a grid of
    /// `width × height` vertices (≥ 2 each way), row by row, in unit coordinates, so
    /// `[[0, 0], [0.5, 0], [1, 0], …]` means what it means in SwiftUI.
    public init(width: Int, height: Int, points: [SIMD2<Float>], colors: [Color], background: Color = .clear,
                smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.init(width: width, height: height, points: points.map { MeshPoint(position: Point($0)) }, colors: colors,
                  smoothsColors: smoothsColors, interpolation: ColorInterpolation(space: colorSpace), background: background)
        coordinates = .unit
    }

    /// `MeshGradient(width:height:points:resolvedColors:background:smoothsColors:colorSpace:)`.
    public init(width: Int, height: Int, points: [SIMD2<Float>], resolvedColors: [Color.Resolved], background: Color = .clear,
                smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.init(width: width, height: height, points: points, colors: resolvedColors.map(Color.init), background: background,
                  smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    /// `MeshGradient(width:height:bezierPoints:resolvedColors:background:smoothsColors:colorSpace:)`.
    public init(width: Int, height: Int, bezierPoints: [BezierPoint], resolvedColors: [Color.Resolved], background: Color = .clear,
                smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.init(width: width, height: height, bezierPoints: bezierPoints, colors: resolvedColors.map(Color.init), background: background,
                  smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    /// The vertices of a SwiftUI mesh, as SwiftUI's `MeshGradient.Locations`.
    public enum Locations: Hashable, Sendable {
        /// Plain points, unit coordinates.
        case points([SIMD2<Float>])
        /// Points with their Bézier control points, unit coordinates.
        case bezierPoints([BezierPoint])
    }

    /// The colors of a SwiftUI mesh, as SwiftUI's `MeshGradient.Colors`.
    public enum Colors: Hashable, Sendable {
        /// Colors (adaptive ones resolve with the render's appearance).
        case colors([Color])
        /// Concrete colors.
        case resolvedColors([Color.Resolved])
    }

    /// `MeshGradient(width:height:locations:colors:background:smoothsColors:colorSpace:)`.
    public init(width: Int, height: Int, locations: Locations, colors: Colors, background: Color = .clear,
                smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        let plain: [Color]
        switch colors {
        case .colors(let list): plain = list
        case .resolvedColors(let list): plain = list.map(Color.init)
        }
        switch locations {
        case .points(let points):
            self.init(width: width, height: height, points: points, colors: plain, background: background,
                      smoothsColors: smoothsColors, colorSpace: colorSpace)
        case .bezierPoints(let points):
            self.init(width: width, height: height, bezierPoints: points, colors: plain, background: background,
                      smoothsColors: smoothsColors, colorSpace: colorSpace)
        }
    }

    /// The grid's vertices across (0 for a mesh of patches), as SwiftUI's `width`.
    public var width: Int {
        if case .grid(let width, _, _, _) = form { return width }
        return 0
    }

    /// The grid's vertices down (0 for a mesh of patches), as SwiftUI's `height`.
    public var height: Int {
        if case .grid(_, let height, _, _) = form { return height }
        return 0
    }

    /// The grid's vertices, as SwiftUI's `locations`: plain points when no vertex has control
    /// points, otherwise Bézier points (a missing control point lies a third of the way to its
    /// neighbour, as the mesh draws it). In the mesh's own coordinates; empty for patches.
    public var locations: Locations {
        guard case .grid(let width, _, let points, _) = form else { return .points([]) }
        func v(_ p: Point) -> SIMD2<Float> { SIMD2(Float(p.x), Float(p.y)) }
        guard points.contains(where: { $0.leadingControlPoint != nil || $0.topControlPoint != nil
            || $0.trailingControlPoint != nil || $0.bottomControlPoint != nil }) else {
            return .points(points.map { v($0.position) })
        }
        return .bezierPoints(points.indices.map { i in
            let p = points[i]
            func third(_ j: Int?) -> SIMD2<Float> {
                guard let j, points.indices.contains(j) else { return v(p.position) }
                return v(p.position) + (v(points[j].position) - v(p.position)) / 3
            }
            let column = i % width
            return BezierPoint(position: v(p.position),
                               leadingControlPoint: p.leadingControlPoint.map(v) ?? third(column > 0 ? i - 1 : nil),
                               topControlPoint: p.topControlPoint.map(v) ?? third(i - width),
                               trailingControlPoint: p.trailingControlPoint.map(v) ?? third(column < width - 1 ? i + 1 : nil),
                               bottomControlPoint: p.bottomControlPoint.map(v) ?? third(i + width))
        })
    }

    /// The grid's colors, as SwiftUI's `colors`; empty for patches.
    public var colors: Colors {
        guard case .grid(_, _, _, let colors) = form else { return .colors([]) }
        return .colors(colors)
    }

    /// The interpolation space, as SwiftUI's `colorSpace`.
    public var colorSpace: Gradient.ColorSpace { interpolation.space }

    /// `MeshGradient(width:height:bezierPoints:colors:background:smoothsColors:colorSpace:)`: the
    /// grid with explicit Bézier control points, in unit coordinates.
    public init(width: Int, height: Int, bezierPoints: [BezierPoint], colors: [Color], background: Color = .clear,
                smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        let points = bezierPoints.map {
            MeshPoint(position: Point($0.position), leadingControlPoint: Point($0.leadingControlPoint), topControlPoint: Point($0.topControlPoint),
                      trailingControlPoint: Point($0.trailingControlPoint), bottomControlPoint: Point($0.bottomControlPoint))
        }
        self.init(width: width, height: height, points: points, colors: colors, smoothsColors: smoothsColors,
                  interpolation: ColorInterpolation(space: colorSpace), background: background)
        coordinates = .unit
    }

    /// The mesh in pixels: unit points scaled onto `bounds` (the shape or canvas painted);
    /// a mesh already in pixels is returned as it is.
    public func resolved(in bounds: Rect) -> MeshGradient {
        guard coordinates == .unit else { return self }
        var copy = transformed { Point(x: bounds.minX + $0.x * bounds.width, y: bounds.minY + $0.y * bounds.height) }
        copy.coordinates = .pixels
        return copy
    }

    /// The mesh with every vertex and control point moved by `place`.
    func transformed(_ place: (Point) -> Point) -> MeshGradient {
        var copy = self
        switch form {
        case .grid(let width, let height, let points, let colors):
            let placed = points.map {
                MeshPoint(position: place($0.position), leadingControlPoint: $0.leadingControlPoint.map(place),
                          topControlPoint: $0.topControlPoint.map(place), trailingControlPoint: $0.trailingControlPoint.map(place),
                          bottomControlPoint: $0.bottomControlPoint.map(place))
            }
            copy.form = .grid(width: width, height: height, points: placed, colors: colors)
        case .patches(let patches):
            copy.form = .patches(patches.map {
                MeshPatch(sides: $0.sides.map { $0.map(place) }, colors: $0.colors, interior: $0.interior?.map(place))
            })
        }
        return copy
    }
}

extension Point {
    /// A point from SwiftUI's `SIMD2<Float>`.
    init(_ vector: SIMD2<Float>) {
        self.init(x: Double(vector.x), y: Double(vector.y))
    }
}
