import ChromaPNG
import ColorCore
import Foundation
import Testing
@testable import ChromaRaster

/// Chroma's gradients against Skia's and cairo's renders of the same geometry
/// (Fixtures/gradient-cases.json, references by Fixtures/make_references.py).
@Suite struct GradientReferenceTests {
    struct Cases: Decodable {
        struct Case: Decodable {
            var name: String
            var kind: String
            var size: [Int]
            var start: [Double]?
            var end: [Double]?
            var center: [Double]?
            var startCenter: [Double]?
            var startRadius: Double?
            var endRadius: Double?
            var startAngle: Double?
            var endAngle: Double?
            var stops: [[Double]]
            var spread: String
            var background: [Int]
        }
        var cases: [Case]
    }

    static let fixtures = Bundle.module.url(forResource: "Fixtures", withExtension: nil)!
    static let cases: [Cases.Case] = {
        let data = try! Data(contentsOf: fixtures.appendingPathComponent("gradient-cases.json"))
        return try! JSONDecoder().decode(Cases.self, from: data).cases
    }()

    static func point(_ values: [Double]?) -> AnchorPoint { .pixels(Point(x: values![0], y: values![1])) }

    /// The case as a Chroma scene: device interpolation, no dither, 8 bits.
    static func scene(_ c: Cases.Case) -> Scene {
        let gradient = Gradient(stops: c.stops.map {
            Gradient.Stop(color: Color(.srgb, $0[0] / 255, $0[1] / 255, $0[2] / 255, opacity: $0[3] / 255), location: $0[4])
        })
        let spread = SpreadMode(rawValue: c.spread)!
        let paint: Paint
        switch c.kind {
        case "linear":
            paint = .linear(LinearGradient(gradient: gradient, startPoint: point(c.start), endPoint: point(c.end), spread: spread))
        case "radial":
            paint = .radial(RadialGradient(gradient: gradient, center: point(c.center), startRadius: c.startRadius!,
                                           endRadius: c.endRadius!, startCenter: c.startCenter.map { _ in point(c.startCenter) },
                                           spread: spread))
        default:
            paint = .angular(AngularGradient(gradient: gradient, center: point(c.center), startAngle: .degrees(c.startAngle!),
                                             endAngle: .degrees(c.endAngle!), spread: spread))
        }
        let background = Color(.srgb, Double(c.background[0]) / 255, Double(c.background[1]) / 255, Double(c.background[2]) / 255)
        return Scene(width: c.size[0], height: c.size[1], background: background, dither: false, layers: [Layer(paint: paint)])
    }

    /// Pixels a comparison skips, with the reason: where Chroma anti-aliases a discontinuity that
    /// the reference point-samples (the conic seam; the wrap of a repeating gradient).
    static func skipped(_ c: Cases.Case, x: Int, y: Int) -> Bool {
        let px = Double(x) + 0.5, py = Double(y) + 0.5
        switch c.kind {
        case "angular":
            let cx = c.center![0], cy = c.center![1]
            let dx = px - cx, dy = py - cy
            let radius = (dx * dx + dy * dy).squareRoot()
            if radius < 2 { return true }  // the center, where every color meets
            let seam = c.startAngle! * .pi / 180
            let delta = atan2(dy, dx) - seam
            let distance = radius * sin(delta)
            return abs(distance) < 1.5 && cos(delta) > 0
        case "linear" where c.spread == "repeat":
            let sx = c.start![0], sy = c.start![1], ex = c.end![0] - sx, ey = c.end![1] - sy
            let l2 = ex * ex + ey * ey
            let t = ((px - sx) * ex + (py - sy) * ey) / l2
            let h = 0.5 * (abs(ex) + abs(ey)) / l2
            return (t - h).rounded(.down) != (t + h).rounded(.down)
        case "radial" where c.spread == "repeat":
            let dx = px - c.center![0], dy = py - c.center![1]
            let radius = (dx * dx + dy * dy).squareRoot()
            let t = (radius - c.startRadius!) / (c.endRadius! - c.startRadius!)
            let h = 0.75 / (c.endRadius! - c.startRadius!)
            return (t - h).rounded(.down) != (t + h).rounded(.down)
        default:
            return false
        }
    }

    struct Comparison {
        var maxDifference = 0
        var compared = 0
        var skipped = 0
        var atOne = 0
    }

    static func compare(_ c: Cases.Case, with library: String) throws -> Comparison? {
        let url = fixtures.appendingPathComponent("reference/\(c.name).\(library).png")
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        let reference = try PNGReader.read(contentsOf: url.path)
        let ours = Renderer().renderPixels(scene(c))
        #expect(reference.width == c.size[0] && reference.height == c.size[1])
        var result = Comparison()
        for y in 0..<reference.height {
            for x in 0..<reference.width {
                if skipped(c, x: x, y: y) { result.skipped += 1; continue }
                result.compared += 1
                let i = (y * reference.width + x) * 4
                let difference = (0..<3).map { abs(Int(ours[i + $0]) - Int(reference.samples[i + $0])) }.max()!
                if difference == 1 { result.atOne += 1 }
                if difference > 1 {
                    Issue.record("\(c.name) vs \(library) at (\(x), \(y)): ours \(Array(ours[i..<i + 4])), theirs \(Array(reference.samples[i..<i + 4]))")
                }
                result.maxDifference = max(result.maxDifference, difference)
            }
        }
        return result
    }

    @Test(arguments: cases.map(\.name))
    func agreesWithSkiaAndCairoWithinOneLevel(_ name: String) throws {
        let c = Self.cases.first { $0.name == name }!
        for library in ["skia", "cairo"] {
            guard let result = try Self.compare(c, with: library) else {
                // cairo has no conic gradient and interpolates translucent stops unpremultiplied.
                #expect(library == "cairo" && (c.kind == "angular" || c.stops.contains { $0[3] < 255 }),
                        "missing \(library) reference for \(name)")
                continue
            }
            #expect(result.maxDifference <= 1)
            #expect(result.skipped * 5 < result.compared, "\(name): too many pixels skipped")
            print("\(name) vs \(library): max difference \(result.maxDifference)/255 over \(result.compared) pixels, \(result.atOne) differ by 1, \(result.skipped) skipped at a discontinuity")
        }
    }
}
