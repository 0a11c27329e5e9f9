import ColorCore
import Testing
@testable import ChromaScheme

/// The OKLCH scale by its stated properties, over a sweep of seeds: 11 steps 50…950, the seed at
/// its step, hue held, chroma tapered from the seed's step, chroma lowered only as far as the
/// gamut needs, every step in the gamut, lightness falling step by step (also after 8-bit hex).
@Suite struct OKLCHScaleTests {
    static var seeds: [Color] {
        var seeds: [Color] = []
        for hue in stride(from: 0.0, to: 360.0, by: 30) {
            for (l, c) in [(0.95, 0.03), (0.8, 0.12), (0.63, 0.2), (0.45, 0.15), (0.25, 0.08)] {
                seeds.append(Color(.oklch, l, c, hue))
            }
        }
        // Gray, near-white, near-black, the extremes, and colors outside sRGB (and outside P3).
        for text in ["#808080", "#fefefe", "#010101", "#ffffff", "#000000", "#777", "oklch(0.7 0.4 150)",
                     "color(display-p3 0 1 0)", "color(rec2020 1 0 0)", "oklch(0.99 0.37 110)", "oklch(0.05 0.3 270)", "lab(50 120 -120)"] {
            seeds.append(try! Color(parsing: text))
        }
        return seeds
    }

    @Test func propertiesHoldOverTheSweep() throws {
        var scales = 0
        for gamut in OKLCHScale.Gamut.allCases {
            for seed in Self.seeds {
                let scale = try OKLCHScale(seed: seed, gamut: gamut)
                scales += 1
                let context = "\(seed) \(gamut)"
                #expect(scale.steps.map(\.name) == [50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 950])
                let seedLCH = seed.components(in: .oklch)
                let seedL = min(max(seedLCH.x, 0), 1)
                // The seed sits at its nearest step.
                let ladder = OKLCHScale.lightnessLadder
                for index in ladder.indices {
                    #expect(abs(ladder[scale.seedIndex] - seedL) <= abs(ladder[index] - seedL) + 1e-12, "\(context)")
                }
                if seed.isInGamut(of: gamut.space, tolerance: 1e-9) {
                    let step = scale.steps[scale.seedIndex].color
                    #expect(step.deltaEOK(seed) < 1e-6, "the seed's own step is the seed: \(context)")
                }
                var previousLightness = 2.0, previousHexLightness = 2.0
                for (index, step) in scale.steps.enumerated() {
                    let c = step.color.components
                    #expect(all(c .>= 0) && all(c .<= 1), "in \(gamut): \(context) step \(step.name)")
                    let lch = step.color.components(in: .oklch)
                    #expect(lch.x < previousLightness, "lightness falls: \(context) step \(step.name)")
                    previousLightness = lch.x
                    let hexL = try Color(parsing: step.color.hexString).components(in: .oklch).x
                    if gamut == .srgb {
                        #expect(hexL < previousHexLightness, "hex lightness falls: \(context) step \(step.name)")
                    }
                    previousHexLightness = hexL
                    #expect(abs(lch.x - step.lightness) <= 1e-6, "\(context)")
                    if lch.y > 1e-3 {
                        let hueError = abs(((lch.z - step.hue) + 540).truncatingRemainder(dividingBy: 360) - 180)
                        #expect(hueError < 1e-3, "hue held: \(context) step \(step.name)")
                    }
                    // Tapered: the chroma asked for never grows away from the seed's step.
                    if index > scale.seedIndex {
                        #expect(step.requestedChroma <= scale.steps[index - 1].requestedChroma + 1e-12, "\(context)")
                    } else if index < scale.seedIndex {
                        #expect(step.requestedChroma <= scale.steps[index + 1].requestedChroma + 1e-12, "\(context)")
                    }
                    // Chroma lowered only as far as the gamut needs.
                    #expect(lch.y <= step.requestedChroma + 1e-6, "\(context)")
                    if lch.y < step.requestedChroma - 1e-4 {
                        #expect(!Color(.oklch, step.lightness, lch.y + 1e-3, step.hue).isInGamut(of: gamut.space), "chroma lowered too far: \(context) step \(step.name)")
                    }
                }
                if seedLCH.y > 0.02 && seedL > 0.3 && seedL < 0.9 {
                    #expect(scale.steps[0].requestedChroma < seedLCH.y, "tapered toward 50: \(context)")
                    #expect(scale.steps[10].requestedChroma < seedLCH.y, "tapered toward 950: \(context)")
                }
            }
        }
        #expect(scales == Self.seeds.count * 2)
    }

    @Test func p3StepsHoldMoreChromaThanSRGB() throws {
        let seed = try Color(parsing: "oklch(0.65 0.3 145)")
        let srgb = try OKLCHScale(seed: seed, gamut: .srgb), p3 = try OKLCHScale(seed: seed, gamut: .p3)
        let more = zip(srgb.steps, p3.steps).filter { $1.color.components(in: .oklch).y > $0.color.components(in: .oklch).y + 0.01 }
        #expect(more.count > 3)
    }

    @Test func nonFiniteSeedsAreRefused() {
        for seed in [Color(.oklch, .infinity, 0.1, 30), Color(.oklch, -.infinity, 0.1, 30), Color(.oklch, 0.5, .infinity, 30),
                     Color(.oklch, 0.5, 0.1, .infinity), Color(.srgb, 1e308, 0, 0)] {
            let error = #expect(throws: (any Error).self, "\(seed) \(seed.components(in: .oklch))") { try OKLCHScale(seed: seed) }
            #expect(error.map { "\($0)".contains("not finite") } == true, "\(String(describing: error))")
        }
    }
}
