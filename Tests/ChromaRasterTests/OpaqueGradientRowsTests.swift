import ColorCore
import CRaster
import Foundation
import Testing
@testable import ChromaRaster

/// The fast path of one opaque linear, concentric or angular gradient (`OpaqueGradientRows`) against the
/// general path (shader, then quantisation) that it replaces: the same bytes for every pixel of
/// random padded gradients at many sizes, positions, spaces and hostile geometries.
@Suite(.serialized) struct OpaqueGradientRowsTests {
    typealias Generator = RampExactnessTests.Generator

    /// Both paths' bytes for every row of a scene; fails if the fast path was not taken.
    static func bothPaths(_ scene: Scene) -> (fast: [UInt8], general: [UInt8], taken: Bool) {
        let fast = PreparedScene(scene, fastPaths: true), general = PreparedScene(scene, fastPaths: false)
        let rowBytes = scene.width * scene.depth.bytesPerPixel
        var a = [UInt8](repeating: 0xAA, count: rowBytes * scene.height), b = [UInt8](repeating: 0x55, count: rowBytes * scene.height)
        let context = RowContext(width: scene.width)
        a.withUnsafeMutableBytes { out in
            for y in 0..<scene.height { fast.render(row: y, context: context, into: out.baseAddress! + y * rowBytes) }
        }
        b.withUnsafeMutableBytes { out in
            for y in 0..<scene.height { general.render(row: y, context: context, into: out.baseAddress! + y * rowBytes) }
        }
        return (a, b, fast.opaqueGradient != nil && general.opaqueGradient == nil)
    }

    static func randomColor(_ g: inout Generator) -> Color {
        Color(red: g.unit(), green: g.unit(), blue: g.unit())
    }

    static func randomGradient(_ g: inout Generator) -> Gradient {
        let count = 2 + Int(g.next() % 5)
        var locations = (0..<count).map { _ in g.unit() }.sorted()
        if g.next() % 3 == 0 { locations = (0..<count).map { Double($0) / Double(count - 1) } }
        // Distinct locations only: a hard stop makes the ramp box-filtered, which is not this path.
        for i in 1..<count where locations[i] <= locations[i - 1] { locations[i] = min(1, locations[i - 1] + 1e-3) }
        return Gradient(stops: (0..<count).map { Gradient.Stop(color: Self.randomColor(&g), location: locations[$0]) })
    }

    /// Both kernels: AVX2 (where the processor has it) and the baseline.
    @Test(arguments: [true, false]) func sameBytesAsTheGeneralPath(avx2: Bool) {
        chroma_raster_allow_avx2(avx2 ? 1 : 0)
        defer { chroma_raster_allow_avx2(1) }
        var g = Generator(state: 20)
        let sizes = [(1, 1), (7, 3), (8, 2), (9, 2), (33, 17), (257, 5), (1024, 3)]
        let spaces: [ColorSpace] = [.srgb, .srgbLinear, .oklab, .oklch, .displayP3, .hsl]
        var mismatches: [String] = []
        for index in 0..<240 {
            let (width, height) = sizes[index % sizes.count]
            let w = Double(width), h = Double(height)
            let style = (gradient: Self.randomGradient(&g), spread: SpreadMode.pad,
                         interpolation: ColorInterpolation(space: g.pick(spaces)))
            let paint: Paint
            switch index % 4 {
            case 0:
                let scale = g.pick([1e-3, 0.3, 1, 40, 1e5])
                let start = Point(x: g.uniform(-w...2 * w), y: g.uniform(-h...2 * h))
                let end = Point(x: start.x + g.uniform(-1...1) * w * scale + 0.01, y: start.y + g.uniform(-1...1) * h * scale)
                paint = .linear(LinearGradient(gradient: style.gradient, startPoint: .pixels(start), endPoint: .pixels(end),
                                               spread: style.spread, interpolation: style.interpolation))
            case 1:
                let center = Point(x: g.uniform(-w...2 * w), y: g.uniform(-h...2 * h))
                let start = g.pick([0, 0, g.uniform(0...w)])
                paint = .radial(RadialGradient(gradient: style.gradient, center: .pixels(center), startRadius: start,
                                               endRadius: start + g.pick([1e-2, 1, w / 2, 10 * w, 1e6]),
                                               spread: style.spread, interpolation: style.interpolation))
            case 3:
                // The last color is the first, so no seam shows: a full turn from any start, or
                // SwiftUI's gap under a full turn.
                var stops = style.gradient.stops
                stops[stops.count - 1].color = stops[0].color
                let start = g.pick([0, 90, -45, 33.3, 1e4])
                let span = g.pick([360, 360, 90, 200, 359.9])
                paint = .angular(AngularGradient(gradient: Gradient(stops: stops), center: .pixels(Point(x: g.uniform(-w...2 * w), y: g.uniform(-h...2 * h))),
                                                 startAngle: .degrees(start), endAngle: .degrees(start + span),
                                                 spread: .pad, interpolation: style.interpolation))
            default:
                paint = .elliptical(EllipticalGradient(gradient: style.gradient, center: .unit(UnitPoint(x: g.unit(), y: g.unit())),
                                                       startRadiusFraction: g.pick([0, 0.1]), endRadiusFraction: g.pick([0.3, 0.5, 2]),
                                                       spread: style.spread, interpolation: style.interpolation))
            }
            let scene = Scene(width: width, height: height, background: .black, dither: index % 2 == 0,
                              layers: [Layer(paint: paint)])
            let result = Self.bothPaths(scene)
            #expect(result.taken, "case \(index): the fast path was not taken")
            if result.fast != result.general {
                let first = zip(result.fast, result.general).enumerated().first { $0.element.0 != $0.element.1 }!.offset
                mismatches.append("case \(index) \(width)×\(height) \(paint): byte \(first)")
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) cases differ: \(mismatches.prefix(3))")
    }

    @Test func notTakenWhereItDoesNotApply() {
        let ramp = Gradient(colors: [.red, .blue])
        let linear = Paint.linear(LinearGradient(gradient: ramp, startPoint: .pixels(Point(x: 0, y: 0)), endPoint: .pixels(Point(x: 9, y: 0))))
        let translucent = Paint.linear(LinearGradient(gradient: Gradient(colors: [.red, Color(red: 0, green: 0, blue: 1, opacity: 0.5)]),
                                                      startPoint: .pixels(Point(x: 0, y: 0)), endPoint: .pixels(Point(x: 9, y: 0))))
        let hard = Paint.linear(LinearGradient(gradient: Gradient(stops: [.init(color: .red, location: 0.5), .init(color: .blue, location: 0.5)]),
                                               startPoint: .pixels(Point(x: 0, y: 0)), endPoint: .pixels(Point(x: 9, y: 0))))
        let cases: [(String, Scene)] = [
            ("16-bit", Scene(width: 9, height: 2, background: .black, depth: .sixteen, layers: [Layer(paint: linear)])),
            ("a layer above", Scene(width: 9, height: 2, background: .black, layers: [Layer(paint: linear), Layer(paint: .solid(.red), opacity: 0.5)])),
            ("translucent ramp", Scene(width: 9, height: 2, background: .black, layers: [Layer(paint: translucent)])),
            ("repeat", Scene(width: 9, height: 2, background: .black, layers: [Layer(paint: .linear(LinearGradient(
                gradient: ramp, startPoint: .pixels(Point(x: 0, y: 0)), endPoint: .pixels(Point(x: 3, y: 0)), spread: .repeat)))])),
            ("hard stop", Scene(width: 9, height: 2, background: .black, layers: [Layer(paint: hard)])),
        ]
        for (name, scene) in cases {
            #expect(PreparedScene(scene).opaqueGradient == nil, "\(name)")
            let result = Self.bothPaths(scene)
            #expect(result.fast == result.general, "\(name)")
        }
    }
}
