import ChromaLimits
import ChromaRaster
import ColorCore

/// Meshes: SwiftUI's grid (`width`, `height`, `points`, `colors`) or cairo's patches.
enum MeshSection {
    private static let gridKeys = ["width", "height", "points", "colors", "smoothsColors", "monotone"]

    /// A mesh painted into `box` (the layer's shape bounds or the canvas). `"units": "unit"` reads
    /// its points in SwiftUI's unit square of the box; pixel points that all lie within 0…1 on a
    /// larger box are drawn as given, with a warning.
    static func mesh(_ node: DocumentNode, box: Rect) throws -> MeshGradient {
        let fields = try node.object(keys: gridKeys + ["patches", "colorSpace", "hue", "gamut", "background", "units"])
        let units = try fields["units"]?.units()
        var mesh = try read(node, fields)
        if units == .unit { mesh.coordinates = .unit }
        if units == nil {
            var positions: [Point] = []
            switch mesh.form {
            case .grid(_, _, let points, _): positions = points.map(\.position)
            case .patches(let patches): positions = patches.flatMap { $0.sides.flatMap { $0 } }
            }
            node.warnIfUnitLike(positions.map(AnchorPoint.pixels), box: box, what: "the mesh's points")
        }
        return mesh
    }

    private static func read(_ node: DocumentNode, _ fields: DocumentFields) throws -> MeshGradient {
        let gamut = try PaintSection.gamut(fields)
        let interpolation = try PaintSection.interpolation(fields)
        let background = try fields["background"]?.color() ?? .clear
        if let patchesNode = fields["patches"] {
            for key in gridKeys where fields.has(key) {
                throw fields[key]!.error("a mesh of patches takes no \(key); give either patches or a grid (width, height, points, colors)")
            }
            let patches = try patchesNode.array(limit: .meshPatches, what: "the mesh").map(patch)
            guard !patches.isEmpty else { throw patchesNode.error("a mesh needs at least one patch") }
            return MeshGradient(patches: patches, interpolation: interpolation, background: background, gamut: gamut)
        }
        let widthNode = try fields.required("width"), heightNode = try fields.required("height")
        let width = try widthNode.integer(in: 2...Scene.maximumSide), height = try heightNode.integer(in: 2...Scene.maximumSide)
        try widthNode.check(width, .meshSide, "the mesh grid \(width)×\(height)")
        try heightNode.check(height, .meshSide, "the mesh grid \(width)×\(height)")
        try node.check((width - 1) * (height - 1), .meshPatches, "the mesh grid \(width)×\(height)")
        let count = width * height
        let points = try fields.required("points").array(count: count, of: "\(count) points for a \(width)×\(height) grid").map(meshPoint)
        let colors = try fields.required("colors").array(count: count, of: "\(count) colors for a \(width)×\(height) grid").map { try $0.color() }
        return MeshGradient(width: width, height: height, points: points, colors: colors,
                            smoothsColors: try fields["smoothsColors"]?.bool() ?? true, monotone: try fields["monotone"]?.bool() ?? false,
                            interpolation: interpolation, background: background, gamut: gamut)
    }

    private static func patch(_ node: DocumentNode) throws -> MeshPatch {
        let fields = try node.object(keys: ["sides", "colors", "interior"])
        let sidesNode = try fields.required("sides")
        let shape = "four sides of four points each, [[P0, c, c, P1], [P1, c, c, P2], [P2, c, c, P3], [P3, c, c, P0]]"
        let sides = try sidesNode.array(count: 4, of: shape).map { try $0.array(count: 4, of: "a side of four points, [P, c, c, P]").map { try $0.pixelPoint() } }
        let colors = try fields.required("colors").array(count: 4, of: "four corner colors").map { try $0.color() }
        let interior = try fields["interior"].map { try $0.array(count: 4, of: "four interior points").map { try $0.pixelPoint() } }
        for k in 0..<4 where sides[k][3] != sides[(k + 1) % 4][0] {
            throw sidesNode.error("side \(k) ends where side \((k + 1) % 4) does not start; each side must start at the previous side's end")
        }
        return MeshPatch(sides: sides, colors: colors, interior: interior)
    }

    private static func meshPoint(_ node: DocumentNode) throws -> MeshPoint {
        if case .array = node.value { return MeshPoint(position: try node.pixelPoint()) }
        let fields = try node.object(keys: ["position", "leadingControlPoint", "topControlPoint", "trailingControlPoint", "bottomControlPoint"])
        return MeshPoint(position: try fields.required("position").pixelPoint(),
                         leadingControlPoint: try fields["leadingControlPoint"]?.pixelPoint(),
                         topControlPoint: try fields["topControlPoint"]?.pixelPoint(),
                         trailingControlPoint: try fields["trailingControlPoint"]?.pixelPoint(),
                         bottomControlPoint: try fields["bottomControlPoint"]?.pixelPoint())
    }
}
