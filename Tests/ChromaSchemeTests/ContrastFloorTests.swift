import ColorCore
import Testing
@testable import ChromaScheme

/// Contrast targets are floors: over seeds of every hue, grays, near white and near black and
/// colors outside sRGB, against light, dark, mid and tinted backgrounds, every step a target
/// can reach measures at least its target and at most 0.05 above it (WCAG ratio and APCA |Lc|).
@Suite struct ContrastFloorTests {
    static let seeds: [String] = {
        var seeds = (0..<24).map { "oklch(0.6 0.15 \($0 * 15))" }
        seeds += ["#ff0000", "#00ff00", "#0000ff", "#ffff00", "#808080", "#777", "#fefefe", "#f0f0f0", "#010101", "#0a0a0a",
                  "#ffffff", "#000000", "oklch(0.7 0.4 150)", "color(display-p3 0 1 0)", "color(rec2020 1 0 0)",
                  "oklch(0.99 0.37 110)", "oklch(0.05 0.3 270)", "lab(50 120 -120)", "#0b7285", "#ff6b6b"]
        return seeds
    }()
    static let backgrounds = ["white", "black", "#777777", "#1e1e1e", "#f5f5dc", "#3366cc", "#fefefe", "#010101", "#ff0000"]
    static let wcagTargets = [1, 1.1, 1.25, 1.5, 2, 2.5, 3, 3.3, 4.5, 5.25, 7, 8.8, 10, 12.5, 15, 17, 19, 21]
    static let apcaTargets = [0, 7.5, 8, 15, 22.5, 30, 45, 60, 67.5, 75, 90, 100, 105]

    static func measure(_ color: Color, _ background: Color, _ metric: ContrastSteps.Metric) -> Double {
        metric == .wcag ? color.contrastRatio(with: background) : abs(color.apcaContrast(on: background))
    }

    @Test(arguments: [ContrastSteps.Metric.wcag, .apca])
    func everyReachableTargetIsAFloorWithin005(_ metric: ContrastSteps.Metric) throws {
        var made = 0, refused = 0
        for backgroundText in Self.backgrounds {
            let background = try Color(parsing: backgroundText)
            let most = max(Self.measure(.white, background, metric), Self.measure(.black, background, metric))
            for seedText in Self.seeds {
                let seed = try Color(parsing: seedText)
                for target in metric == .wcag ? Self.wcagTargets : Self.apcaTargets {
                    let context = "\(seedText) on \(backgroundText), \(metric) \(target)"
                    do {
                        let step = try ContrastSteps(seed: seed, background: background, targets: [target], metric: metric).steps[0]
                        let measured = Self.measure(step.color, background, metric)
                        #expect(measured >= target, "\(context): \(step.color.hexString) measures \(measured)")
                        #expect(measured <= target + 0.05, "\(context): \(step.color.hexString) measures \(measured)")
                        #expect(step.contrast == measured, "\(context)")
                        made += 1
                    } catch let error as ScaleError {
                        // Only a target beyond what black or white reach on this background is refused.
                        #expect(error.message.contains("cannot be reached"), "\(context): \(error.message)")
                        #expect(target > most - 1e-9 || target > most * 0.8, "\(context): \(error.message)")
                        refused += 1
                    }
                }
            }
        }
        #expect(made > 800, "\(made) steps made, \(refused) refused")
    }

    @Test func theIssuesExampleIsAtLeast45() throws {
        for seed in ["#ff0000", "#00ff00", "#0000ff", "#808080", "oklch(0.7 0.4 30)"] {
            for target in [3.0, 4.5, 7] {
                let step = try ContrastSteps(seed: try Color(parsing: seed), background: .white, targets: [target]).steps[0]
                #expect(step.contrast >= target && step.contrast <= target + 0.05, "\(seed) \(target): \(step.color.hexString) \(step.contrast)")
            }
        }
    }

    @Test func apcaTargetsInsideTheClampAreRefusedByName() {
        for target in [0.01, 1, 5, 7, 7.29] {
            #expect {
                try ContrastSteps(seed: .blue, background: .white, targets: [target], metric: .apca)
            } throws: { error in
                "\(error)".contains("invalid contrast target \(target)") && "\(error)".contains("7.3")
            }
        }
    }
}
