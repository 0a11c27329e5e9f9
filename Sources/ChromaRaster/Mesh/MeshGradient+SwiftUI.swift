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
                smoothsColors: Bool = true, colorSpace: ColorInterpolation = .device) {
        self.init(width: width, height: height, points: points.map { MeshPoint(position: Point($0)) }, colors: colors,
                  smoothsColors: smoothsColors, interpolation: colorSpace, background: background)
        coordinates = .unit
    }

    /// `MeshGradient(width:height:bezierPoints:colors:background:smoothsColors:colorSpace:)`: the
    /// grid with explicit Bézier control points, in unit coordinates.
    public init(width: Int, height: Int, bezierPoints: [BezierPoint], colors: [Color], background: Color = .clear,
                smoothsColors: Bool = true, colorSpace: ColorInterpolation = .device) {
        let points = bezierPoints.map {
            MeshPoint(position: Point($0.position), leadingControlPoint: Point($0.leadingControlPoint), topControlPoint: Point($0.topControlPoint),
                      trailingControlPoint: Point($0.trailingControlPoint), bottomControlPoint: Point($0.bottomControlPoint))
        }
        self.init(width: width, height: height, points: points, colors: colors, smoothsColors: smoothsColors,
                  interpolation: colorSpace, background: background)
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
