import ChromaRaster
import ColorCore
import Testing
@testable import ChromaCSS

/// Resolving CSS for a box: the gradient line, the ending shape, stop fix-up and the conic turn.
@Suite struct CSSResolverTests {
    static let boxes: [(Double, Double)] = [(1, 1), (128, 48), (48, 128), (1000, 3), (640, 320)]

    func linear(_ css: String, _ w: Double, _ h: Double) throws -> LinearGradient {
        guard case .linear(let g) = try CSSImage(parsing: css).paints(width: w, height: h)[0] else {
            throw CSSParseError(whole: "not a linear gradient")
        }
        return g
    }

    /// ChromaRaster's t at a point.
    func t(_ g: LinearGradient, _ x: Double, _ y: Double) -> Double {
        guard case .pixels(let s) = g.startPoint, case .pixels(let e) = g.endPoint else { return .nan }
        let d = e - s
        return (Point(x: x, y: y) - s).dot(d) / d.dot(d)
    }

    /// "Magic corners": the midpoint isoline joins the two other corners, and the named corner is t = 1.
    @Test(arguments: boxes)
    func magicCorners(_ box: (Double, Double)) throws {
        let (w, h) = box
        for (name, corner, opposite, others) in [
            ("top right", (w, 0.0), (0.0, h), [(0.0, 0.0), (w, h)]),
            ("bottom left", (0.0, h), (w, 0.0), [(0.0, 0.0), (w, h)]),
            ("top left", (0.0, 0.0), (w, h), [(w, 0.0), (0.0, h)]),
            ("bottom right", (w, h), (0.0, 0.0), [(w, 0.0), (0.0, h)]),
        ] {
            let g = try linear("linear-gradient(to \(name), red, blue)", w, h)
            #expect(abs(t(g, corner.0, corner.1) - 1) < 1e-9, "\(name) \(box)")
            #expect(abs(t(g, opposite.0, opposite.1)) < 1e-9, "\(name) \(box)")
            for p in others { #expect(abs(t(g, p.0, p.1) - 0.5) < 1e-9, "\(name) \(box)") }
        }
    }

    /// For any angle the gradient line reaches exactly the outermost corners: t is 0 and 1 there.
    @Test(arguments: boxes)
    func angleLineSpansTheBox(_ box: (Double, Double)) throws {
        let (w, h) = box
        for degrees in stride(from: -720.0, through: 720, by: 7.5) {
            let g = try linear("linear-gradient(\(degrees)deg, red, blue)", w, h)
            let ts = [(0.0, 0.0), (w, 0.0), (0.0, h), (w, h)].map { t(g, $0.0, $0.1) }
            #expect(abs(ts.min()! - 0) < 1e-9 && abs(ts.max()! - 1) < 1e-9, "\(degrees)deg \(box): \(ts)")
        }
        // The sides: 0deg is to top, 90deg to right.
        #expect(abs(t(try linear("linear-gradient(0deg, red, blue)", w, h), w / 2, 0) - 1) < 1e-9)
        #expect(abs(t(try linear("linear-gradient(90deg, red, blue)", w, h), w, h / 2) - 1) < 1e-9)
    }

    @Test func pixelStopsAndStopsOutsideStretchTheLine() throws {
        // red at 20px and blue at 60px on a 128px line: a padded ramp keeps the whole line (its
        // first stop's color shows before 20px), so the ramp's 0…1 is the line's 0…128 px.
        let g = try linear("linear-gradient(90deg, red 20px, blue 60px)", 128, 48)
        #expect(abs(t(g, 0, 0)) < 1e-9 && abs(t(g, 128, 0) - 1) < 1e-9)
        let wide = try linear("linear-gradient(to right, red -50%, blue 150%)", 100, 10)
        #expect(abs(t(wide, -50, 0)) < 1e-9 && abs(t(wide, 150, 0) - 1) < 1e-9)
    }

    @Test func radialExtents() throws {
        let resolver = CSSGradientResolver(width: 100, height: 50)
        let c = Point(x: 30, y: 20)
        let root2 = 2.0.squareRoot()
        func r(_ shape: CSSGradient.RadialShape, _ e: CSSGradient.Extent) -> (Double, Double) {
            resolver.radii(shape: shape, size: .extent(e), center: c)
        }
        #expect(r(.circle, .closestSide) == (20, 20))
        #expect(r(.circle, .farthestSide) == (70, 70))
        #expect(r(.circle, .closestCorner).0 == (30.0 * 30 + 20 * 20).squareRoot())
        #expect(r(.circle, .farthestCorner).0 == (70.0 * 70 + 30 * 30).squareRoot())
        #expect(r(.ellipse, .closestSide) == (30, 20))
        #expect(r(.ellipse, .farthestSide) == (70, 30))
        #expect(r(.ellipse, .closestCorner) == (30 * root2, 20 * root2))
        #expect(r(.ellipse, .farthestCorner) == (70 * root2, 30 * root2))
        // The corner ellipses pass through their corner.
        let (a, b) = r(.ellipse, .farthestCorner)
        #expect(abs(70 * 70 / (a * a) + 30 * 30 / (b * b) - 1) < 1e-12)
        // Default: an ellipse to the farthest corner; one length is a circle.
        #expect(resolver.radii(shape: nil, size: nil, center: c) == (70 * root2, 30 * root2))
        #expect(resolver.radii(shape: nil, size: .lengths(.pixels(12), nil), center: c) == (12, 12))
        #expect(resolver.radii(shape: nil, size: .lengths(.percent(10), .percent(50)), center: c) == (10, 25))
    }

    @Test func stopFixUp() throws {
        func locations(_ css: String) throws -> [Double] {
            let g = try CSSImage(parsing: css).gradients[0]
            return try StopList(g.elements, lineLength: 100, interpolation: g.resolvedInterpolation, offset: 0).locations
        }
        #expect(try locations("linear-gradient(red 60%, yellow 20%, blue 80%)") == [0.6, 0.6, 0.8])
        let spread = try locations("linear-gradient(red 10%, orange, yellow, green 90%)")
        #expect(zip(spread, [0.1, 0.1 + 0.8 / 3, 0.1 + 1.6 / 3, 0.9]).allSatisfy { abs($0 - $1) < 1e-12 })
        #expect(try locations("linear-gradient(red, blue 50px, green)") == [0, 0.5, 1])
        #expect(try locations("linear-gradient(red 0 30%, blue 30% 70%)") == [0, 0.3, 0.3, 0.7])
        // A hint becomes Chromium's nine stops; a hint in the middle is dropped.
        #expect(try locations("linear-gradient(red, 20%, blue)").count == 11)
        #expect(try locations("linear-gradient(red, 50%, blue)") == [0, 1])
    }

    @Test func degenerateGradients() throws {
        // A repeating gradient of zero period, or a zero radius, is its last color (as Chromium).
        for css in ["repeating-linear-gradient(red 10px, blue 10px)", "repeating-radial-gradient(red 5px, blue 5px)",
                    "repeating-conic-gradient(red 10deg, blue 10deg)", "radial-gradient(0px 0px, red, blue)",
                    "radial-gradient(0px 20px, red, blue)", "repeating-radial-gradient(circle 0px, red, blue)"] {
            for (w, h) in [(20.0, 10.0), (1, 1), (3, 500)] {
                guard case .solid(let c) = try CSSImage(parsing: css).paints(width: w, height: h)[0] else {
                    Issue.record("\(css) is not solid"); continue
                }
                #expect(c == Color(.srgb, 0, 0, 1), "\(css)")
            }
        }
    }

    @Test func conicStopsAreClippedToOneTurn() throws {
        guard case .angular(let g) = try CSSImage(parsing: "conic-gradient(red -90deg, blue 450deg)").paints(width: 10, height: 10)[0] else {
            Issue.record("not conic"); return
        }
        let stops = g.style.gradient.stops
        #expect(stops.first!.location == 0 && stops.last!.location == 1)
        // At 0deg the color is a sixth of the way from red to blue (90 of 540 degrees), in sRGB.
        let first = stops.first!.color.components(in: .srgb)
        #expect(abs(first.x - 5.0 / 6) < 1e-9 && abs(first.z - 1.0 / 6) < 1e-9)
        // A repeating conic gradient of 30° has 12 periods around the turn.
        guard case .angular(let r) = try CSSImage(parsing: "repeating-conic-gradient(red 0 15deg, blue 15deg 30deg)").paints(width: 10, height: 10)[0] else {
            Issue.record("not conic"); return
        }
        #expect(r.style.gradient.stops.filter { $0.color == Color(.srgb, 1, 0, 0) }.count >= 24)
    }

    /// A box elsewhere on the canvas moves the geometry with it.
    @Test func boxesAwayFromTheOrigin() throws {
        let image = try CSSImage(parsing: "linear-gradient(to right, red, blue), radial-gradient(circle at 25% 50%, red, blue), conic-gradient(at 10px 0, red, blue)")
        let here = try image.paints(width: 40, height: 20)
        let there = try image.paints(in: Rect(x: 100, y: -30, width: 40, height: 20))
        guard case .linear(let a) = here[0], case .linear(let b) = there[0], case .pixels(let sa) = a.startPoint, case .pixels(let sb) = b.startPoint,
              case .radial(let ra) = here[1], case .radial(let rb) = there[1], case .pixels(let ca) = ra.center, case .pixels(let cb) = rb.center,
              case .angular(let aa) = here[2], case .angular(let ab) = there[2], case .pixels(let ka) = aa.center, case .pixels(let kb) = ab.center
        else { Issue.record("unexpected paints"); return }
        for (p, q) in [(sa, sb), (ca, cb), (ka, kb)] { #expect(q.x == p.x + 100 && q.y == p.y - 30) }
        #expect(ka == Point(x: 10, y: 0))
        #expect(throws: CSSParseError.self) { try image.paints(in: Rect(x: .nan, y: 0, width: 4, height: 4)) }
        #expect(throws: CSSParseError.self) { try image.paints(in: Rect(x: 0, y: 1e12, width: 4, height: 4)) }
    }

    @Test(arguments: [0.0, -1, .nan, .infinity, 1e308, -0.0])
    func badBoxesAreRefused(_ side: Double) throws {
        let image = try CSSImage(parsing: "linear-gradient(red, blue)")
        #expect(throws: CSSParseError.self) { try image.paints(width: side, height: 10) }
        #expect(throws: CSSParseError.self) { try image.paints(width: 10, height: side) }
    }

    @Test(arguments: ["radial-gradient(1e300px 1e300px, red, blue)", "radial-gradient(at 1e300px 0, red, blue)",
                      "conic-gradient(at 1e300px 0, red, blue)", "linear-gradient(red 1e300px, blue)",
                      "repeating-conic-gradient(red 0, blue 0.0001deg)"])
    func hugeValuesAreRefused(_ css: String) throws {
        // Lengths beyond ±2²⁴ pixels are refused as they are read; what is left, when resolved.
        #expect(throws: CSSParseError.self) { try CSSImage(parsing: css).paints(width: 100, height: 100) }
    }
}
