import ChromaLimits
import ColorCore

/// A vertex of a mesh gradient's grid, as SwiftUI's `MeshGradient.BezierPoint`: a position and
/// optional control points for the four patch edges that meet there. Missing control points are
/// implied so that the edges pass smoothly (C1) through the vertices.
public struct MeshPoint: Hashable, Sendable {
    public var position: Point
    public var leadingControlPoint: Point?
    public var topControlPoint: Point?
    public var trailingControlPoint: Point?
    public var bottomControlPoint: Point?

    /// Creates a vertex; positions are pixels and may lie outside the canvas.
    public init(position: Point, leadingControlPoint: Point? = nil, topControlPoint: Point? = nil,
                trailingControlPoint: Point? = nil, bottomControlPoint: Point? = nil) {
        self.position = position
        self.leadingControlPoint = leadingControlPoint
        self.topControlPoint = topControlPoint
        self.trailingControlPoint = trailingControlPoint
        self.bottomControlPoint = bottomControlPoint
    }
}

/// One patch of a free-form mesh, in cairo's and PDF's terms: four cubic Bézier sides, side k
/// running from corner k to corner k + 1, the color of corner k, and optionally the four interior
/// control points of a tensor-product patch (without them, a Coons patch).
public struct MeshPatch: Hashable, Sendable {
    /// The four sides, each [start, control, control, end]; each side starts where the last ended.
    public var sides: [[Point]]
    /// The corner colors, corner k where side k starts.
    public var colors: [Color]
    /// The interior control points, near corners 0, 1, 2 and 3, or nil for a Coons patch.
    public var interior: [Point]?

    public init(sides: [[Point]], colors: [Color], interior: [Point]? = nil) {
        self.sides = sides
        self.colors = colors
        self.interior = interior
    }
}

/// A mesh gradient: SwiftUI's grid of vertices with colors, or a free list of Coons and
/// tensor-product patches as cairo and PDF draw them.
///
/// Inside a patch the color is bilinear in the patch parameters (cairo, PDF, SwiftUI's
/// `smoothsColors: false`) or, for grids, smooth: bicubic Hermite across the whole grid with
/// tangents from the neighbouring vertices, so colors are C1 across patch edges; `monotone`
/// limits those tangents and clamps each patch to its corner colors, so nothing overshoots.
/// Where patches fold over, later patches cover earlier ones and, inside a patch, higher v
/// (down the grid) wins, then higher u (across it), cairo's documented rule. Pixels no patch
/// covers get `background`.
public struct MeshGradient: Hashable, Sendable {
    /// The geometry.
    public enum Form: Hashable, Sendable {
        /// `width × height` vertices, row by row, with one color each.
        case grid(width: Int, height: Int, points: [MeshPoint], colors: [Color])
        /// Patches painted in order.
        case patches([MeshPatch])
    }

    public var form: Form
    /// Smooth (bicubic) colors across the grid; bilinear when false. Free-form patches are bilinear.
    public var smoothsColors: Bool
    /// Keep smooth colors within each patch's corner colors.
    public var monotone: Bool
    /// The space colors are interpolated in (premultiplied), device sRGB by default.
    public var interpolation: ColorInterpolation
    /// The color where the mesh does not reach.
    public var background: Color
    /// What happens to colors outside the output gamut (sRGB, or Display P3 for a P3 scene):
    /// `GamutMode/map` (the default) maps them as CSS Color 4 does, only where a color is out,
    /// for a smooth wallpaper; `GamutMode/clip` clamps each channel.
    public var gamut: GamutMode
    /// What the points are measured in: pixels, or SwiftUI's unit square (0…1 across the shape
    /// or canvas painted), resolved when the mesh is drawn.
    public var coordinates: MeshCoordinates = .pixels

    /// A SwiftUI-style grid: `MeshGradient(width:height:points:colors:)`.
    public init(width: Int, height: Int, points: [MeshPoint], colors: [Color], smoothsColors: Bool = true,
                monotone: Bool = false, interpolation: ColorInterpolation = .device, background: Color = .clear,
                gamut: GamutMode = .map) {
        form = .grid(width: width, height: height, points: points, colors: colors)
        self.smoothsColors = smoothsColors
        self.monotone = monotone
        self.interpolation = interpolation
        self.background = background
        self.gamut = gamut
    }

    /// A free-form mesh of patches, painted in order.
    public init(patches: [MeshPatch], interpolation: ColorInterpolation = .device, background: Color = .clear,
                gamut: GamutMode = .map) {
        form = .patches(patches)
        smoothsColors = false
        monotone = false
        self.interpolation = interpolation
        self.background = background
        self.gamut = gamut
    }
}

/// What a mesh's points are measured in.
public enum MeshCoordinates: Hashable, Sendable {
    /// Pixels of the canvas.
    case pixels
    /// SwiftUI's unit square: (0, 0) is the top-left of the shape or canvas painted, (1, 1) its
    /// bottom-right.
    case unit
}

/// A mesh that cannot be drawn.
public struct MeshError: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String
    public var description: String { message }
}

extension MeshGradient {
    /// The largest grid side, in vertices: the current `ResourceLimits/meshSide` (64 unless raised).
    public static var maximumGridSide: Int { ResourceLimits.current.meshSide }

    /// Checks counts and coordinates, naming the first problem.
    public func validate() throws {
        func fail(_ message: String) -> MeshError { MeshError(message: message) }
        switch form {
        case .grid(let width, let height, let points, let colors):
            for (side, name) in [(width, "width"), (height, "height")] where !InputRange.meshGridSide.contains(Double(side)) {
                throw fail("the mesh grid \(width)×\(height): \(name): \(InputRangeError(value: Double(side), range: .meshGridSide))")
            }
            do {
                try ResourceLimits.check(max(width, height), .meshSide, "the mesh grid \(width)×\(height)")
            } catch let error as ResourceLimitError {
                throw fail(error.description)
            }
            guard points.count == width * height else { throw fail("\(points.count) points for a \(width)×\(height) grid; expected \(width * height)") }
            guard colors.count == width * height else { throw fail("\(colors.count) colors for a \(width)×\(height) grid; expected \(width * height)") }
            for point in points {
                let all = [point.position, point.leadingControlPoint, point.topControlPoint, point.trailingControlPoint, point.bottomControlPoint]
                guard all.allSatisfy({ $0?.isFinite ?? true }) else { throw fail("a mesh point is not finite") }
            }
        case .patches(let patches):
            guard !patches.isEmpty else { throw fail("a mesh needs at least one patch") }
            for (i, patch) in patches.enumerated() {
                guard patch.sides.count == 4, patch.sides.allSatisfy({ $0.count == 4 }) else {
                    throw fail("patch \(i): expected four sides of four points each")
                }
                guard patch.colors.count == 4 else { throw fail("patch \(i): expected four corner colors, found \(patch.colors.count)") }
                if let interior = patch.interior, interior.count != 4 { throw fail("patch \(i): expected four interior points, found \(interior.count)") }
                for k in 0..<4 where patch.sides[k][3] != patch.sides[(k + 1) % 4][0] {
                    throw fail("patch \(i): side \(k) ends at (\(patch.sides[k][3].x), \(patch.sides[k][3].y)) but side \((k + 1) % 4) starts at (\(patch.sides[(k + 1) % 4][0].x), \(patch.sides[(k + 1) % 4][0].y))")
                }
                guard patch.sides.joined().allSatisfy(\.isFinite), patch.interior?.allSatisfy(\.isFinite) ?? true else {
                    throw fail("patch \(i): a point is not finite")
                }
            }
        }
    }
}
