import ColorCore

/// An 11-step scale, 50 … 950, from one seed color in OKLCH, as design systems ship them
/// (Tailwind's 50–950): the seed's hue held at every step, lightness falling step by step from
/// near white to near black, chroma tapering from the seed's step toward both ends, and every
/// step brought inside the target gamut by lowering chroma at constant OKLCH lightness and hue.
public struct OKLCHScale: Sendable {
    /// The step names, light to dark.
    public static let steps = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 950]

    /// The OKLCH lightness of each step when no seed sits there, 0 … 1 (close to Tailwind 4's
    /// ladder: 0.971 for 50 down to 0.258 for 950).
    public static let lightnessLadder = [0.971, 0.936, 0.885, 0.808, 0.704, 0.637, 0.577, 0.505, 0.444, 0.396, 0.258]

    /// How far chroma falls from the seed's step to the farthest step: the farthest step asks for
    /// this fraction (0 … 1) of the seed's chroma (the gamut may allow less).
    public static let endChroma = 0.4

    /// The gamuts a scale can be made for.
    public enum Gamut: String, CaseIterable, Sendable {
        case srgb, p3
        /// The RGB space of the gamut.
        public var space: ColorSpace { self == .srgb ? .srgb : .displayP3 }
    }

    /// One step of the scale.
    public struct Step: Sendable {
        /// 50, 100, … 950.
        public let name: Int
        /// The color, in the target gamut's RGB space, every channel 0 … 1.
        public let color: Color
        /// The chroma asked for before the gamut lowered it (OKLCH C, 0 … about 0.4).
        public let requestedChroma: Double
        /// OKLCH lightness, 0 … 1.
        public let lightness: Double
        /// OKLCH hue, degrees (the seed's; 0 for a gray seed).
        public let hue: Double
    }

    /// The seed, as given.
    public let seed: Color
    /// The gamut every step lies in.
    public let gamut: Gamut
    /// The index (0 … 10) of the step the seed sits at.
    public let seedIndex: Int
    /// The 11 steps, light to dark.
    public let steps: [Step]

    /// Makes the scale. The seed must have finite components (``ScaleError`` otherwise).
    public init(seed: Color, gamut: Gamut = .srgb) throws {
        let oklch = seed.components(in: .oklch)
        // NaN is a missing component (CSS `none`), read as 0; infinities are refused.
        let given = seed.components
        guard !given.x.isInfinite, !given.y.isInfinite, !given.z.isInfinite, !oklch.x.isInfinite, !oklch.y.isInfinite,
              !(oklch.x.isNaN && !seed.hasMissingComponents) else {
            throw ScaleError("the seed has components that are not finite numbers")
        }
        let seedL = oklch.x.isNaN ? 0 : min(max(oklch.x, 0), 1)
        let seedC = oklch.y.isNaN ? 0 : max(oklch.y, 0)
        let hue = oklch.z.isNaN || seedC < 1e-6 ? 0 : oklch.z
        let ladder = Self.lightnessLadder
        let seedIndex = ladder.indices.min { abs(ladder[$0] - seedL) < abs(ladder[$1] - seedL) }!
        let farthest = Double(max(seedIndex, ladder.count - 1 - seedIndex))
        var steps: [Step] = []
        for (index, name) in Self.steps.enumerated() {
            let lightness = index == seedIndex ? seedL : ladder[index]
            let distance = Double(abs(index - seedIndex)) / farthest
            // A cubic taper: 1 at the seed, nearly flat for a few steps, `endChroma` at the farthest
            // step (Tailwind 4's blue keeps 93% of its 500 chroma at 800, 68% at 900, 43% at 950).
            let taper = 1 - (1 - Self.endChroma) * distance * distance * distance
            let requested = seedC * taper
            let chroma = Self.inGamutChroma(lightness: lightness, chroma: requested, hue: hue, gamut: gamut)
            let color = Color(.oklch, lightness, chroma, hue).converted(to: gamut.space)
            let c = color.components
            // The search leaves channels within 1e-9 of the cube; clamp that rounding away.
            let inside = Color(gamut.space, SIMD3(c.x, c.y, c.z).clamped(lowerBound: .zero, upperBound: .one))
            steps.append(Step(name: name, color: inside, requestedChroma: requested, lightness: lightness, hue: hue))
        }
        self.seed = seed
        self.gamut = gamut
        self.seedIndex = seedIndex
        self.steps = steps
    }

    /// The most chroma, up to `chroma`, that an OKLCH lightness and hue has inside the gamut
    /// (binary search; lightness 0 and 1 give 0).
    static func inGamutChroma(lightness: Double, chroma: Double, hue: Double, gamut: Gamut) -> Double {
        func inside(_ c: Double) -> Bool { Color(.oklch, lightness, c, hue).isInGamut(of: gamut.space, tolerance: 1e-9) }
        if inside(chroma) { return chroma }
        var low = 0.0, high = chroma
        for _ in 0..<50 {
            let mid = (low + high) / 2
            if inside(mid) { low = mid } else { high = mid }
        }
        return low
    }
}

/// A scale or contrast-step request that cannot be met, naming the value and what was expected.
public struct ScaleError: Error, Hashable, Sendable, CustomStringConvertible {
    /// One line naming the bad value and what was expected.
    public var message: String
    /// An error with its message.
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
