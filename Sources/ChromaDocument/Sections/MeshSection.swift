import ChromaLimits
import ChromaRaster
import ColorCore

/// Meshes: SwiftUI's grid (`width`, `height`, `points`, `colors`), cairo's patches, or a seeded
/// grid (`grid`, `colors`, `seed`, `jitter`) spread over `box`, the shape or canvas painted.
enum MeshSection {
    private static let gridKeys = ["width", "height", "points", "colors", "smoothsColors", "monotone"]
    private static let seededKeys = ["grid", "seed", "jitter"]

    /// A mesh painted into `box` (the layer's shape bounds or the canvas). `"units": "unit"` reads
    /// its points in SwiftUI's unit square of the box. Without `units`, points that all lie within
    /// 0…1 on a box larger than 2×2 are an error naming `"units": "unit"` (such a mesh would cover
    /// one pixel: SwiftUI's unit points read as pixels). A seeded grid is spread over `box`.
    static func mesh(_ node: DocumentNode, box: Rect) throws -> MeshGradient {
        let fields = try node.object(keys: gridKeys + seededKeys + ["patches", "colorSpace", "hue", "gamut", "background", "units"])
        let units = try fields["units"]?.units()
        var mesh = try read(node, fields, box: box)
        if units == .unit { mesh.coordinates = .unit }
        if units == nil, !fields.has("grid") {
            var positions: [Point] = []
            switch mesh.form {
            case .grid(_, _, let points, _): positions = points.map(\.position)
            case .patches(let patches): positions = patches.flatMap { $0.sides.flatMap { $0 } }
            }
            if PointUnits.looksLikeUnit(positions, box: box) {
                throw node.error("the mesh's points all lie within 0…1 but are read as pixels: on this \(Int(box.width))×\(Int(box.height)) box "
                    + "the mesh would cover one pixel; for SwiftUI's unit points add \"units\": \"unit\" (or give pixel points)")
            }
        }
        return mesh
    }

    private static func read(_ node: DocumentNode, _ fields: DocumentFields, box: Rect) throws -> MeshGradient {
        let gamut = try PaintSection.gamut(fields)
        let interpolation = try PaintSection.interpolation(fields)
        let background = try fields["background"]?.color() ?? .clear
        if let gridNode = fields["grid"] {
            for key in ["width", "height", "points", "patches"] where fields.has(key) {
                throw fields[key]!.error("a seeded mesh (grid) takes no \(key); give either grid, colors, seed and jitter, or width, height, points and colors")
            }
            return try seeded(fields, grid: gridNode, box: box, interpolation: interpolation, background: background, gamut: gamut)
        }
        for key in ["seed", "jitter"] where fields.has(key) {
            throw fields[key]!.error("\(key) belongs to a seeded mesh; give \"grid\": \"COLUMNSxROWS\" with it")
        }
        if let patchesNode = fields["patches"] {
            for key in gridKeys where fields.has(key) {
                throw fields[key]!.error("a mesh of patches takes no \(key); give either patches or a grid (width, height, points, colors)")
            }
            let patches = try patchesNode.array(limit: .meshPatches, what: "the mesh").map(patch)
            guard !patches.isEmpty else { throw patchesNode.error("a mesh needs at least one patch") }
            return MeshGradient(patches: patches, interpolation: interpolation, background: background, gamut: gamut)
        }
        let widthNode = try fields.required("width"), heightNode = try fields.required("height")
        let width = try widthNode.integer(in: .meshGridSide), height = try heightNode.integer(in: .meshGridSide)
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

    /// `{"grid": "4x3", "colors": […], "seed": 7, "jitter": 0.3}`: ``MeshGradient/seeded(columns:rows:colors:seed:jitter:in:smoothsColors:monotone:interpolation:background:gamut:)``
    /// over `box`, smooth and monotone unless told otherwise, as `chroma gradient mesh` draws it.
    private static func seeded(_ fields: DocumentFields, grid gridNode: DocumentNode, box: Rect, interpolation: ColorInterpolation,
                               background: Color, gamut: GamutMode) throws -> MeshGradient {
        let text = try gridNode.string()
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let first = Double(parts[0]), let second = Double(parts[1]) else {
            throw gridNode.expected("\"COLUMNSxROWS\" with at least 2 each, such as \"3x3\"")
        }
        let columns: Int, rows: Int
        do {
            columns = try InputRange.meshGridSide.checkWhole(first)
            rows = try InputRange.meshGridSide.checkWhole(second)
        } catch {
            throw gridNode.error(error.description)
        }
        try gridNode.check(max(columns, rows), .meshSide, "the mesh grid \(columns)×\(rows)")
        let colorsNode = try fields.required("colors")
        let colors = try colorsNode.array(limit: .paletteColors, what: "the mesh").map { try $0.color() }
        guard !colors.isEmpty else { throw colorsNode.error("a seeded mesh needs at least one color") }
        let seed = try fields["seed"]?.integer(in: .seed) ?? 0
        let jitter = try fields["jitter"]?.number(in: .jitter) ?? 0
        let smooth = try fields["smoothsColors"]?.bool() ?? true, monotone = try fields["monotone"]?.bool() ?? true
        do throws(MeshError) {
            return try MeshGradient.seeded(columns: columns, rows: rows, colors: colors, seed: UInt64(seed), jitter: jitter, in: box,
                                           smoothsColors: smooth, monotone: monotone,
                                           interpolation: interpolation, background: background, gamut: gamut)
        } catch {
            throw fields.node.error(error.message)
        }
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
