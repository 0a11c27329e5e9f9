import ChromaPNG
import ColorCore
import Foundation
import Testing
@testable import ChromaRaster

/// Meshes against cairo's mesh patterns (Fixtures/mesh-cases.json, references by
/// Fixtures/make_mesh_references.py) and against an exact evaluation of the patches.
@Suite struct MeshReferenceTests {
    struct Cases: Decodable {
        struct Patch: Decodable {
            var sides: [[[Double]]]
            var colors: [[Double]]
            var interior: [[Double]]?
        }
        struct Case: Decodable {
            var name: String
            var size: [Int]
            var patches: [Patch]
        }
        var cases: [Case]
    }

    static let fixtures = Bundle.module.url(forResource: "Fixtures", withExtension: nil)!
    static let cases: [Cases.Case] = {
        let data = try! Data(contentsOf: fixtures.appendingPathComponent("mesh-cases.json"))
        return try! JSONDecoder().decode(Cases.self, from: data).cases
    }()

    static func mesh(_ c: Cases.Case) -> MeshGradient {
        func point(_ p: [Double]) -> Point { Point(x: p[0], y: p[1]) }
        let patches = c.patches.map { patch in
            MeshPatch(sides: patch.sides.map { $0.map(point) },
                      colors: patch.colors.map { Color(.srgb, $0[0] / 255, $0[1] / 255, $0[2] / 255) },
                      interior: patch.interior?.map(point))
        }
        return MeshGradient(patches: patches, background: .black)
    }

    /// The color of the exact patch at a pixel center, or nil outside every patch: (s, t) found
    /// by a coarse search and Newton's method; later patches win, as they paint over.
    static func exactColor(_ mesh: MeshGradient, x: Double, y: Double) -> SIMD3<Double>? {
        var result: SIMD3<Double>? = nil
        for (geometry, colors) in MeshTessellation.patches(mesh) {
            var best = (s: 0.0, t: 0.0, d: Double.infinity)
            for a in 0...10 {
                for b in 0...10 {
                    let s = Double(a) / 10, t = Double(b) / 10
                    let d = (geometry.point(s: s, t: t) - Point(x: x, y: y)).length
                    if d < best.d { best = (s, t, d) }
                }
            }
            var (s, t) = (best.s, best.t)
            for _ in 0..<30 {
                let p = geometry.point(s: s, t: t)
                let h = 1e-6
                let ps = geometry.point(s: s + h, t: t), pt = geometry.point(s: s, t: t + h)
                let a = (ps.x - p.x) / h, b = (pt.x - p.x) / h, c = (ps.y - p.y) / h, d = (pt.y - p.y) / h
                let det = a * d - b * c
                guard abs(det) > 1e-12 else { break }
                let ex = x - p.x, ey = y - p.y
                s += (d * ex - b * ey) / det
                t += (-c * ex + a * ey) / det
            }
            let p = geometry.point(s: s, t: t)
            guard (p - Point(x: x, y: y)).length < 1e-6, (-1e-9...1 + 1e-9).contains(s), (-1e-9...1 + 1e-9).contains(t) else { continue }
            let v = colors.value(s: min(max(s, 0), 1), t: min(max(t, 0), 1))
            result = SIMD3(v.x, v.y, v.z) / v.w * 255
        }
        return result
    }

    /// The outline coverage of every pixel.
    static func coverage(_ mesh: MeshGradient, width: Int, height: Int) -> [[Float]] {
        var union = Path()
        for (geometry, _) in MeshTessellation.patches(mesh) {
            for element in geometry.orientation < 0 ? [] : geometry.outline().elements {
                switch element {
                case .move(let p): union.move(to: p)
                case .curve(let c1, let c2, let p): union.addCurve(to: p, control1: c1, control2: c2)
                default: union.closeSubpath()
                }
            }
        }
        let rasterizer = CoverageRasterizer(shape: .path(union, fillRule: .nonZero), width: width, height: height)
        let scratch = CoverageRasterizer.Scratch(width: width)
        let row = UnsafeMutablePointer<Float>.allocate(capacity: width + 1)
        defer { row.deallocate() }
        return (0..<height).map { y in
            row.initialize(repeating: 0, count: width + 1)
            _ = rasterizer.coverage(row: y, into: row, scratch: scratch)
            return (0..<width).map { row[$0] }
        }
    }

    @Test(arguments: cases.map(\.name))
    func agreesWithCairoAndTheExactPatch(_ name: String) throws {
        let c = Self.cases.first { $0.name == name }!
        let (width, height) = (c.size[0], c.size[1])
        let mesh = Self.mesh(c)
        let ours = Renderer().renderPixels(Scene(width: width, height: height, background: .black, dither: false,
                                                 layers: [Layer(paint: .mesh(mesh))]))
        let cairo = try PNGReader.read(contentsOf: Self.fixtures.appendingPathComponent("reference/mesh-\(name).cairo.png").path)
        let coverage = Self.coverage(mesh, width: width, height: height)
        func neighbourhood(_ x: Int, _ y: Int) -> [Float] {
            (-1...1).flatMap { dy in (-1...1).map { dx in
                let (nx, ny) = (x + dx, y + dy)
                return nx >= 0 && ny >= 0 && nx < width && ny < height ? coverage[ny][nx] : 0
            } }
        }
        var inside = 0, outside = 0, worstCairo = 0, worstExact = 0.0, cairoWorstExact = 0.0, beyondThree = 0
        for y in 0..<height {
            for x in 0..<width {
                let i = (y * width + x) * 4
                let mine = SIMD3(Int(ours[i]), Int(ours[i + 1]), Int(ours[i + 2]))
                let around = neighbourhood(x, y)
                if around.allSatisfy({ $0 >= 0.999 }) {
                    inside += 1
                    let theirs = SIMD3(Int(cairo.samples[i]), Int(cairo.samples[i + 1]), Int(cairo.samples[i + 2]))
                    let d = mine &- theirs
                    let fromCairo = max(abs(d.x), abs(d.y), abs(d.z))
                    worstCairo = max(worstCairo, fromCairo)
                    let exact = try #require(Self.exactColor(mesh, x: Double(x) + 0.5, y: Double(y) + 0.5), "(\(x), \(y)) lies in no patch")
                    let e = SIMD3(Double(mine.x), Double(mine.y), Double(mine.z)) - exact
                    let fromExact = max(abs(e.x), abs(e.y), abs(e.z))
                    worstExact = max(worstExact, fromExact)
                    let ce = SIMD3(Double(theirs.x), Double(theirs.y), Double(theirs.z)) - exact
                    let cairoFromExact = max(abs(ce.x), abs(ce.y), abs(ce.z))
                    cairoWorstExact = max(cairoWorstExact, cairoFromExact)
                    // Within 3 of cairo, except where cairo itself is further than that from the
                    // exact patch; there, within a level of cairo's own error.
                    if fromCairo > 3 { beyondThree += 1 }
                    #expect(Double(fromCairo) <= max(3, cairoFromExact + 1), "\(name) at (\(x), \(y)): ours \(mine), cairo \(theirs), exact \(exact)")
                } else if around.allSatisfy({ $0 == 0 }) {
                    outside += 1
                    #expect(mine == SIMD3(0, 0, 0), "\(name): background expected at (\(x), \(y)), found \(mine)")
                }
            }
        }
        #expect(inside > 500)
        #expect(worstExact <= 1.0, "\(name): \(worstExact) levels from the exact patch")
        print("mesh \(name): \(inside) interior pixels: max \(worstCairo)/255 from cairo (\(beyondThree) pixels beyond 3, all where cairo strays from the exact patch), max \(String(format: "%.2f", worstExact))/255 from the exact patch (cairo: \(String(format: "%.2f", cairoWorstExact))/255); \(outside) background pixels exact")
    }
}
