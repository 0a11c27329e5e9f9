import ColorCore
import Testing
@testable import ChromaScheme

/// Contrast steps by their stated property over a sweep of seeds and backgrounds: each step's
/// contrast with the background at least its target and within 0.05 above it, the seed's
/// hue kept where the step has chroma, unreachable and malformed targets refused by name.
@Suite struct ContrastStepsTests {
    static let backgrounds = ["white", "black", "#777777", "#1e1e1e", "#f5f5dc", "#3366cc"]

    @Test func everyStepIsWithinToleranceOfItsTarget() throws {
        var steps = 0
        // Every other seed of the scale sweep (half the hues, all the extremes).
        for (index, seed) in OKLCHScaleTests.seeds.enumerated() where index % 2 == 0 || index >= 60 {
            for backgroundText in Self.backgrounds {
                let background = try Color(parsing: backgroundText)
                for (metric, targets) in [(ContrastSteps.Metric.wcag, ContrastSteps.defaultRatios + [1, 10, 15]),
                                          (.apca, ContrastSteps.defaultLc)] {
                    for target in targets {
                        // Targets beyond what the background allows are refused; the rest are met.
                        do {
                            let result = try ContrastSteps(seed: seed, background: background, targets: [target], metric: metric)
                            let color = result.steps[0].color
                            let measured = metric == .wcag ? color.contrastRatio(with: background) : abs(color.apcaContrast(on: background))
                            #expect(measured >= target, "\(seed) on \(backgroundText) \(metric) \(target)")
                            #expect(measured <= target + metric.tolerance, "\(seed) on \(backgroundText) \(metric) \(target)")
                            #expect(abs(result.steps[0].contrast - measured) <= 1e-9)
                            #expect(try Color(parsing: color.hexString).hexString == color.hexString)
                            steps += 1
                        } catch let error as ScaleError {
                            #expect(error.message.contains("cannot be reached"), "\(error.message)")
                            let most = [Color.white, Color.black].map {
                                metric == .wcag ? $0.contrastRatio(with: background) : abs($0.apcaContrast(on: background))
                            }.max()!
                            // Only a target close to or beyond what black or white reach may be refused.
                            #expect(target > most * 0.8, "\(seed) on \(backgroundText) \(metric) \(target): \(error.message)")
                        }
                    }
                }
            }
        }
        #expect(steps > 1000)
    }

    @Test func defaultRatiosAgainstWhiteKeepTheSeedsHue() throws {
        let seed = try Color(parsing: "#0b7285")
        let result = try ContrastSteps(seed: seed, background: .white, targets: ContrastSteps.defaultRatios)
        #expect(result.steps.map(\.target) == [1.25, 1.5, 2, 3, 4.5, 7])
        let seedHue = seed.components(in: .oklch).z
        var lightness = 2.0
        for step in result.steps {
            let lch = step.color.components(in: .oklch)
            #expect(abs(lch.z - seedHue) < 4, "hue of \(step.color.hexString)")
            #expect(lch.x < lightness, "higher contrast on white is darker")
            lightness = lch.x
        }
    }

    @Test func hostileTargetsAreRefusedByName() {
        for target in [Double.nan, .infinity, -.infinity, 0, 0.99, 21.5, 1e308, -1] {
            let error = #expect(throws: (any Error).self) { try ContrastSteps(seed: .blue, background: .white, targets: [target]) }
            #expect(error.map { "\($0)".contains("invalid contrast target \(target)") } == true, "\(String(describing: error))")
        }
        for target in [Double.nan, -1, 107, 1e308] {
            #expect(throws: (any Error).self) { try ContrastSteps(seed: .blue, background: .white, targets: [target], metric: .apca) }
        }
        #expect(throws: (any Error).self) { try ContrastSteps(seed: .blue, background: .white, targets: []) }
        #expect(throws: (any Error).self) { try ContrastSteps(seed: .blue, background: .white, targets: Array(repeating: 2, count: 65)) }
        let unreachable = #expect(throws: (any Error).self) { try ContrastSteps(seed: .blue, background: Color(white: 0.5), targets: [21]) }
        #expect(unreachable.map { "\($0)".contains("contrast target 21.0 cannot be reached against #808080") } == true, "\(String(describing: unreachable))")
    }
}
