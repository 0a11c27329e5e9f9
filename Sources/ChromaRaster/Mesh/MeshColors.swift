import ColorCore

/// The colors of a mesh in its interpolation space: premultiplied components (hue left alone),
/// with the bilinear and the smooth (bicubic Hermite) models.
struct MeshColors: Sendable {
    /// Per vertex (grid) or per patch corner (free form): [c0·a, c1·a, c2·a, a] in the space,
    /// hues unwrapped so that neighbours differ by at most 180°.
    let values: [SIMD4<Double>]
    let interpolation: ColorInterpolation

    /// Colors of a grid, in row-major order; hues unwrapped against the left (or upper) neighbour.
    init(grid colors: [Color], width: Int, interpolation: ColorInterpolation) {
        self.interpolation = interpolation
        var values = colors.map { Self.premultiplied($0, interpolation) }
        if let h = interpolation.space.hueIndex {
            Self.fillMissingHues(&values, hueIndex: h)
            for k in values.indices {
                let reference = k % width > 0 ? k - 1 : (k >= width ? k - width : nil)
                if let reference { values[k][h] = Self.unwrap(values[k][h], near: values[reference][h]) }
            }
        }
        self.values = values
    }

    /// The four corner colors of a free-form patch; hues unwrapped against corner 0.
    init(corners colors: [Color], interpolation: ColorInterpolation) {
        self.interpolation = interpolation
        var values = colors.map { Self.premultiplied($0, interpolation) }
        if let h = interpolation.space.hueIndex {
            Self.fillMissingHues(&values, hueIndex: h)
            for k in 1..<values.count { values[k][h] = Self.unwrap(values[k][h], near: values[0][h]) }
        }
        self.values = values
    }

    private static func premultiplied(_ color: Color, _ interpolation: ColorInterpolation) -> SIMD4<Double> {
        let c = color.interpolationComponents(in: interpolation.space)
        let alpha = color.resolvedOpacity
        var v = SIMD4(c.x, c.y, c.z, alpha)
        for i in 0..<3 where i != interpolation.space.hueIndex {
            v[i] = (v[i].isNaN ? 0 : v[i]) * alpha
        }
        return v
    }

    /// A powerless hue takes the mean of the others (or 0): a gray corner borrows its neighbours'.
    private static func fillMissingHues(_ values: inout [SIMD4<Double>], hueIndex h: Int) {
        let known = values.map { $0[h] }.filter { !$0.isNaN }
        let fallback = known.isEmpty ? 0 : known[0]
        for k in values.indices where values[k][h].isNaN { values[k][h] = fallback }
    }

    /// The hue equal to `hue` modulo 360 that lies within 180° of `reference`: one remainder,
    /// not a loop of 360° steps, which never ends for a hue of 1e300 or an infinity.
    static func unwrap(_ hue: Double, near reference: Double) -> Double {
        guard hue.isFinite, reference.isFinite else { return hue.isFinite ? hue : reference }
        let h = reference + (hue - reference).remainder(dividingBy: 360)
        return h - reference > 180 ? h - 360 : (reference - h > 180 ? h + 360 : h)
    }

    /// The output color of premultiplied space components: unpremultiplied, converted, brought
    /// into the output gamut (mapped only where it is out: in-gamut colors are converted and
    /// nothing more), premultiplied again.
    static func output(_ v: SIMD4<Double>, space: ColorSpace, outputSpace: ColorSpace, gamut: GamutMode) -> PremultipliedColor {
        let alpha = min(max(v.w, 0), 1)
        guard alpha > 0 else { return .transparent }
        var c = SIMD3(v.x, v.y, v.z)
        for i in 0..<3 where i != space.hueIndex { c[i] /= v.w }
        var out = ColorSpace.convert(c, from: space, to: outputSpace)
        let tolerance = 1e-7
        if gamut == .map, !(all(out .>= -tolerance) && all(out .<= 1 + tolerance)) {
            out = Color(space, c).gamutMapped(to: outputSpace, method: .css).components
        }
        func unit(_ x: Double) -> Float { Float(x.isNaN ? 0 : min(max(x, 0), 1)) }
        return StraightColor(red: unit(out.x), green: unit(out.y), blue: unit(out.z), alpha: Float(alpha)).premultiplied()
    }
}

/// How the color varies inside one patch, in space components.
enum PatchColorModel: Sendable {
    /// Bilinear between the corner colors 0 (s = 0, t = 0), 1 (0, 1), 2 (1, 1), 3 (1, 0).
    case bilinear([SIMD4<Double>])
    /// Bicubic Hermite: corner values, their derivatives along s and t (per patch), no twist,
    /// optionally clamped to the corners' range.
    case hermite(values: [SIMD4<Double>], ds: [SIMD4<Double>], dt: [SIMD4<Double>], clamp: Bool)

    func value(s: Double, t: Double) -> SIMD4<Double> {
        switch self {
        case .bilinear(let c):
            let top = c[0] * (1 - t) + c[1] * t
            let bottom = c[3] * (1 - t) + c[2] * t
            return top * (1 - s) + bottom * s
        case .hermite(let c, let ds, let dt, let clamp):
            // Corner k sits at (s, t) = (0,0), (0,1), (1,1), (1,0).
            let h0 = { (x: Double) in 2 * x * x * x - 3 * x * x + 1 }
            let h1 = { (x: Double) in -2 * x * x * x + 3 * x * x }
            let g0 = { (x: Double) in x * x * x - 2 * x * x + x }
            let g1 = { (x: Double) in x * x * x - x * x }
            let sCorner = [0, 0, 1, 1], tCorner = [0, 1, 1, 0]
            var result = SIMD4<Double>.zero
            for k in 0..<4 {
                let hs = sCorner[k] == 0 ? h0(s) : h1(s), gs = sCorner[k] == 0 ? g0(s) : g1(s)
                let ht = tCorner[k] == 0 ? h0(t) : h1(t), gt = tCorner[k] == 0 ? g0(t) : g1(t)
                result += c[k] * (hs * ht) + ds[k] * (gs * ht) + dt[k] * (hs * gt)
            }
            if clamp {
                let low = c.dropFirst().reduce(c[0]) { pointwiseMin($0, $1) }
                let high = c.dropFirst().reduce(c[0]) { pointwiseMax($0, $1) }
                result = result.clamped(lowerBound: low, upperBound: high)
            }
            return result
        }
    }
}
