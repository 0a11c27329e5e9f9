import ChromaJSON
import ChromaRaster

/// Paths as Lottie's Bézier shapes: vertices `v`, and each vertex's in and out tangents `i`,
/// `o` relative to it; one closed subpath.
enum LottiePath {
    /// A vertex and its tangents.
    private struct Vertex {
        var point: Point
        var inTangent = Point.zero
        var outTangent = Point.zero
    }

    /// The shape of the first subpath of `path`, scaled by `scale` and then moved by `shift`.
    /// `reference` (a path with the same commands, by default `path` itself) decides whether the
    /// last vertex, back on the first, is folded into it, so the paths of one animation keep
    /// the same vertex count.
    static func shape(_ path: Path, scale: Double = 1, shift: Point = .zero, reference: Path? = nil) -> JSON {
        let vertices = self.vertices(path)
        let folds = Self.foldsLast(vertices: reference.map(self.vertices) ?? vertices)
        var kept = vertices
        if folds, kept.count > 1 {
            let last = kept.removeLast()
            kept[0].inTangent = last.inTangent
        }
        func pair(_ p: Point) -> JSON { .ns([p.x, p.y]) }
        return .object([
            ("c", .bool(true)),
            ("i", .array(kept.map { pair($0.inTangent * scale) })),
            ("o", .array(kept.map { pair($0.outTangent * scale) })),
            ("v", .array(kept.map { pair($0.point * scale + shift) })),
        ])
    }

    /// Whether a closing vertex lies on the first (a subpath drawn back to its start).
    private static func foldsLast(vertices: [Vertex]) -> Bool {
        guard vertices.count > 1, let first = vertices.first, let last = vertices.last else { return false }
        let d = last.point - first.point
        return abs(d.x) < 1e-9 && abs(d.y) < 1e-9
    }

    private static func vertices(_ path: Path) -> [Vertex] {
        var vertices: [Vertex] = []
        loop: for element in path.elements {
            switch element {
            case .move(let p):
                if !vertices.isEmpty { break loop }
                vertices.append(Vertex(point: p))
            case .line(let p):
                vertices.append(Vertex(point: p))
            case .quadCurve(let c, let p):
                guard let start = vertices.last?.point else { continue }
                let c1 = start + (c - start) * (2.0 / 3), c2 = p + (c - p) * (2.0 / 3)
                vertices[vertices.count - 1].outTangent = c1 - start
                vertices.append(Vertex(point: p, inTangent: c2 - p))
            case .curve(let c1, let c2, let p):
                guard let start = vertices.last?.point else { continue }
                vertices[vertices.count - 1].outTangent = c1 - start
                vertices.append(Vertex(point: p, inTangent: c2 - p))
            case .close:
                break loop
            }
        }
        return vertices
    }
}
