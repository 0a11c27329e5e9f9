import ChromaPNG
import ColorCore
import Testing
@testable import ChromaRaster

/// A mesh whose OKLCH colors leave sRGB: mapped (the default) or clipped, against the color
/// core's evaluation at each pixel.
@Suite struct MeshGamutTests {
    static let size = 96
    static let corners = [Color(.oklch, 0.63, 0.26, 29), Color(.oklch, 0.87, 0.29, 142),
                          Color(.oklch, 0.45, 0.31, 264), Color(.oklch, 0.97, 0.21, 110)]

    static func render(_ gamut: GamutMode, output: OutputColorSpace = .srgb) -> [UInt16] {
        let s = Double(size)
        let points = [Point(x: 0, y: 0), Point(x: s, y: 0), Point(x: 0, y: s), Point(x: s, y: s)].map { MeshPoint(position: $0) }
        let mesh = MeshGradient(width: 2, height: 2, points: points, colors: corners, smoothsColors: false,
                                interpolation: ColorInterpolation(space: .oklch), gamut: gamut)
        return Renderer().renderPixels(Scene(width: size, height: size, background: .black, dither: false,
                                             colorProfile: output, layers: [Layer(paint: .mesh(mesh))]))
    }

    /// The exact color at a pixel center: bilinear in OKLCH (hues unwrapped as the mesh does),
    /// then into the output gamut.
    static func exact(x: Int, y: Int, gamut: GamutMode, output: ColorSpace = .srgb) -> (color: SIMD3<Double>, inGamut: Bool) {
        var c = corners.map { $0.components }
        for k in 1..<4 {
            while c[k].z - c[k == 2 ? 0 : k - 1].z > 180 { c[k].z -= 360 }
            while c[k == 2 ? 0 : k - 1].z - c[k].z > 180 { c[k].z += 360 }
        }
        let u = (Double(x) + 0.5) / Double(size), v = (Double(y) + 0.5) / Double(size)
        let top = c[0] * (1 - u) + c[1] * u, bottom = c[2] * (1 - u) + c[3] * u
        let color = Color(.oklch, top * (1 - v) + bottom * v)
        return (color.gamutMapped(to: output, method: gamut.method).components, color.isInGamut(of: output))
    }

    @Test(arguments: [(GamutMode.map, OutputColorSpace.srgb), (.clip, .srgb), (.map, .displayP3)])
    func pixelsFollowTheColorCore(_ gamut: GamutMode, _ output: OutputColorSpace) {
        let pixels = Self.render(gamut, output: output)
        let space: ColorSpace = output == .displayP3 ? .displayP3 : .srgb
        var outside = 0, worst = 0.0, checked = 0, at = "", within = 0
        // Inner pixels (the outline's anti-aliased edge aside), every third.
        for y in stride(from: 2, to: Self.size - 2, by: 3) {
            for x in stride(from: 2, to: Self.size - 2, by: 3) {
                let (want, inGamut) = Self.exact(x: x, y: y, gamut: gamut, output: space)
                if !inGamut { outside += 1 }
                let i = (y * Self.size + x) * 4
                let error = (0..<3).map { abs(Double(pixels[i + $0]) - want[$0] * 255) }.max()!
                if error <= 2 { within += 1 }
                for k in 0..<3 where abs(Double(pixels[i + k]) - want[k] * 255) > worst {
                    worst = abs(Double(pixels[i + k]) - want[k] * 255)
                    at = "(\(x), \(y)): ours \(pixels[i..<i + 3].map { $0 }), exact \(want * 255)"
                }
                checked += 1
            }
        }
        // Triangles of a few pixels are linear in the output: within two levels of the exact color,
        // except in cells where a gamma-encoded channel leaves 0 or 1 steeply (the tessellation's
        // limit, in clip and map alike, up to tens of levels on a pixel or two).
        #expect(within * 100 >= checked * 80, "\(gamut) in \(output): \(checked - within) of \(checked) pixels over 2 levels, worst \(worst) at \(at)")
        #expect(outside * 5 > checked, "only \(outside) of \(checked) pixels out of gamut")
        print("mesh \(gamut) in \(output): \(within) of \(checked) pixels within 2 levels (worst \(worst)), \(outside) out of gamut")
    }

    @Test func vertexColorsAreTheColorCoresMappedOnlyWhereOutOfGamut() {
        var g = RampExactnessTests.Generator(state: 1816)
        for _ in 0..<400 {
            let space = g.pick([ColorSpace.oklch, .oklab, .lch, .lab, .displayP3, .srgb, .hsl])
            let alpha = g.pick([1.0, 1.0, g.uniform(0.05...1)])
            let color = Color(.oklch, g.uniform(0...1.05), g.uniform(0...0.4), g.uniform(0...360), opacity: alpha).converted(to: space)
            var v = SIMD4(color.components.x, color.components.y, color.components.z, alpha)
            for i in 0..<3 where i != space.hueIndex { v[i] *= alpha }
            for output in [ColorSpace.srgb, .displayP3] {
                for gamut in GamutMode.allCases {
                    let got = MeshColors.output(v, space: space, outputSpace: output, gamut: gamut).simd
                    let want = PremultipliedColor(color, in: output, gamut: gamut).simd
                    #expect((got - want).magnitudeMax < 1e-5, "\(color) → \(output) \(gamut): \(got) vs \(want)")
                }
            }
        }
    }

    @Test func mapAndClipAgreeInsideTheGamutOnly() {
        let mapped = Self.render(.map), clipped = Self.render(.clip)
        var apart = 0
        for y in stride(from: 2, to: Self.size - 2, by: 5) {
            for x in stride(from: 2, to: Self.size - 2, by: 5) {
                let i = (y * Self.size + x) * 4
                let difference = (0..<3).map { abs(Int(mapped[i + $0]) - Int(clipped[i + $0])) }.max()!
                if Self.exact(x: x, y: y, gamut: .clip).inGamut { #expect(difference <= 1) } else if difference > 3 { apart += 1 }
            }
        }
        #expect(apart > 20)
    }
}
