import ColorCore
import XCTest
@testable import ChromaScheme

/// HCT by its properties: every 8-bit color survives HCT and back, tones are L*, and hostile
/// hue, chroma and tone values give a color without crashing or hanging.
final class HCTTests: XCTestCase {
    func testColorsRoundTripThroughHueChromaTone() {
        var checked = 0
        for r in stride(from: 0, through: 255, by: 15) {
            for g in stride(from: 0, through: 255, by: 15) {
                for b in stride(from: 0, through: 255, by: 15) {
                    let argb = ARGB(red: r, green: g, blue: b)
                    let hct = HCT(argb)
                    XCTAssertEqual(HCT(hue: hct.hue, chroma: hct.chroma, tone: hct.tone).argb, argb, "\(argb)")
                    checked += 1
                }
            }
        }
        XCTAssertEqual(checked, 18 * 18 * 18)
    }

    func testToneIsLStarAndChromaIsCappedBySRGB() {
        for tone in stride(from: 0.0, through: 100.0, by: 5) {
            for hue in stride(from: 0.0, to: 360.0, by: 15) {
                let hct = HCT(hue: hue, chroma: 200, tone: tone)
                XCTAssertEqual(hct.tone, tone, accuracy: 0.6, "hue \(hue) tone \(tone)")
                XCTAssertLessThan(hct.chroma, 200)
            }
        }
        XCTAssertEqual(HCT(ARGB(rgb: 0xffffff)).tone, 100, accuracy: 1e-9)
        XCTAssertEqual(HCT(ARGB(rgb: 0)).tone, 0, accuracy: 1e-9)
    }

    func testHostileInputsGiveAColor() {
        for value in [Double.nan, .infinity, -.infinity, 1e308, -1e308, 0, -1] {
            _ = HCT(hue: value, chroma: 40, tone: 50)
            _ = HCT(hue: 120, chroma: value, tone: 50)
            _ = HCT(hue: 120, chroma: 40, tone: value)
            _ = TonalPalette(hue: value, chroma: 40).tone(50)
        }
        XCTAssertEqual(HCT(hue: 0, chroma: 40, tone: 150).argb, ARGB(rgb: 0xffffff))
        XCTAssertEqual(HCT(hue: 0, chroma: 40, tone: -5).argb, ARGB(rgb: 0))
    }

    /// Material rounds halves up: tone 99 of a yellow palette averages tones 98 and 100, and an
    /// odd channel sum rounds up.
    func testYellowToneNinetyNineAveragesRoundingHalvesUp() {
        let palette = TonalPalette(hue: 110, chroma: 40)
        let a = palette.tone(98), b = palette.tone(100), mid = palette.tone(99)
        for (x, y, m) in [(a.red, b.red, mid.red), (a.green, b.green, mid.green), (a.blue, b.blue, mid.blue)] {
            XCTAssertEqual(m, (x + y + 1) / 2)
        }
    }

    func testGenerationRefusesBadContrastLevelsAndTones() {
        for level in [Double.nan, .infinity, -1.0001, 1.5, 1e308] {
            XCTAssertThrowsError(try MaterialGeneration.generate(seed: .red, contrastLevel: level)) { error in
                XCTAssertTrue("\(error)".contains("contrast level"), "\(error)")
            }
        }
        for tones in [[101], [-1], [Int](), Array(repeating: 50, count: 102)] {
            XCTAssertThrowsError(try MaterialGeneration.generate(seed: .red, tones: tones))
        }
    }
}

/// A scheme's contrast level is clamped to −1 … 1, NaN read as 0: hostile levels give the
/// scheme of the nearest valid level, never a crash.
final class ContrastLevelClampTests: XCTestCase {
    func testHostileLevelsClamp() {
        let seed = HCT(ARGB(rgb: 0x6750a4))
        func colors(_ level: Double) -> [String] {
            MaterialScheme(seed: seed, variant: .tonalSpot, isDark: false, contrastLevel: level).colors.map(\.color.hex)
        }
        XCTAssertEqual(colors(.nan), colors(0))
        XCTAssertEqual(colors(5), colors(1))
        XCTAssertEqual(colors(.infinity), colors(1))
        XCTAssertEqual(colors(-1e308), colors(-1))
        XCTAssertNotEqual(colors(1), colors(0))
    }
}
