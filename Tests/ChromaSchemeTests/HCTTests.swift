import ColorCore
import Testing
@testable import ChromaScheme

/// HCT by its properties: every 8-bit color survives HCT and back, tones are L*, and hostile
/// hue, chroma and tone values give a color without crashing or hanging.
@Suite struct HCTTests {
    @Test func colorsRoundTripThroughHueChromaTone() {
        var checked = 0
        for r in stride(from: 0, through: 255, by: 15) {
            for g in stride(from: 0, through: 255, by: 15) {
                for b in stride(from: 0, through: 255, by: 15) {
                    let argb = ARGB(red: r, green: g, blue: b)
                    let hct = HCT(argb)
                    #expect(HCT(hue: hct.hue, chroma: hct.chroma, tone: hct.tone).argb == argb, "\(argb)")
                    checked += 1
                }
            }
        }
        #expect(checked == 18 * 18 * 18)
    }

    @Test func toneIsLStarAndChromaIsCappedBySRGB() {
        for tone in stride(from: 0.0, through: 100.0, by: 5) {
            for hue in stride(from: 0.0, to: 360.0, by: 15) {
                let hct = HCT(hue: hue, chroma: 200, tone: tone)
                #expect(abs(hct.tone - tone) <= 0.6, "hue \(hue) tone \(tone)")
                #expect(hct.chroma < 200)
            }
        }
        #expect(abs(HCT(ARGB(rgb: 0xffffff)).tone - 100) <= 1e-9)
        #expect(abs(HCT(ARGB(rgb: 0)).tone) <= 1e-9)
    }

    @Test func hostileInputsGiveAColor() {
        for value in [Double.nan, .infinity, -.infinity, 1e308, -1e308, 0, -1] {
            _ = HCT(hue: value, chroma: 40, tone: 50)
            _ = HCT(hue: 120, chroma: value, tone: 50)
            _ = HCT(hue: 120, chroma: 40, tone: value)
            _ = TonalPalette(hue: value, chroma: 40).tone(50)
        }
        #expect(HCT(hue: 0, chroma: 40, tone: 150).argb == ARGB(rgb: 0xffffff))
        #expect(HCT(hue: 0, chroma: 40, tone: -5).argb == ARGB(rgb: 0))
    }

    /// Material rounds halves up: tone 99 of a yellow palette averages tones 98 and 100, and an
    /// odd channel sum rounds up.
    @Test func yellowToneNinetyNineAveragesRoundingHalvesUp() {
        let palette = TonalPalette(hue: 110, chroma: 40)
        let a = palette.tone(98), b = palette.tone(100), mid = palette.tone(99)
        for (x, y, m) in [(a.red, b.red, mid.red), (a.green, b.green, mid.green), (a.blue, b.blue, mid.blue)] {
            #expect(m == (x + y + 1) / 2)
        }
    }

    @Test func generationRefusesBadContrastLevelsAndTones() {
        for level in [Double.nan, .infinity, -1.0001, 1.5, 1e308] {
            let error = #expect(throws: (any Error).self) { try MaterialGeneration.generate(seed: .red, contrastLevel: level) }
            #expect(error.map { "\($0)".contains("contrast level") } == true, "\(String(describing: error))")
        }
        for tones in [[101], [-1], [Int](), Array(repeating: 50, count: 102)] {
            #expect(throws: (any Error).self) { try MaterialGeneration.generate(seed: .red, tones: tones) }
        }
    }
}

/// A scheme's contrast level is clamped to −1 … 1, NaN read as 0: hostile levels give the
/// scheme of the nearest valid level, never a crash.
@Suite struct ContrastLevelClampTests {
    @Test func hostileLevelsClamp() {
        let seed = HCT(ARGB(rgb: 0x6750a4))
        func colors(_ level: Double) -> [String] {
            MaterialScheme(seed: seed, variant: .tonalSpot, isDark: false, contrastLevel: level).colors.map(\.color.hex)
        }
        #expect(colors(.nan) == colors(0))
        #expect(colors(5) == colors(1))
        #expect(colors(.infinity) == colors(1))
        #expect(colors(-1e308) == colors(-1))
        #expect(colors(1) != colors(0))
    }
}
