import Testing
@testable import ColorCore

/// CMYK as people write it: `cmyk()` reads as `device-cmyk()`, and plain numbers above 1 (which
/// CSS clamps to 1) get a warning naming the percent spelling, as `hsb()`'s 0…1 numbers do.
@Suite struct CMYKSpellingTests {
    static let values: [Double] = [0, 0.25, 1, 1.5, 20, 50, 99.5, 100, 100.5, 255]

    static func text(_ v: Double) -> String { DecimalFormat.string(v, maxFractionDigits: 4) }

    @Test func cmykReadsAsDeviceCMYKEverywhere() throws {
        for c in Self.values { for m in Self.values.reversed() { for y in [0, 0.5, 60.0] { for k in [0, 0.2, 100.0] {
            let body = "\(Self.text(c)) \(Self.text(m)) \(Self.text(y)) \(Self.text(k))"
            for suffix in ["", " / 0.5", " / 40%"] {
                let device = try Color(parsing: "device-cmyk(\(body)\(suffix))")
                #expect(try Color(parsing: "cmyk(\(body)\(suffix))") == device, "\(body)\(suffix)")
                #expect(try Color(parsing: "CMYK(\(body)\(suffix))") == device, "\(body)\(suffix)")
            }
            #expect(try Color(parsing: "cmyk(\(body.replacingOccurrences(of: " ", with: ", ")))") == Color(parsing: "device-cmyk(\(body))"))
        } } } }
        #expect(throws: ColorParseError.self) { try Color(parsing: "cmyk(1 2 3)") }
        #expect(throws: ColorParseError.self) { try Color(parsing: "cmyk(from red c m y k)") }
    }

    @Test func numbersAbove1WarnWithThePercentSpelling() throws {
        for name in ["device-cmyk", "cmyk"] {
            for c in Self.values { for m in Self.values { for k in [0, 1, 50.0] {
                let written = "\(name)(\(Self.text(c)) \(Self.text(m)) 0 \(Self.text(k)))"
                let intent = Color.likelyFractionIntent(of: written)
                let numbers = [c, m, 0, k]
                let meant = try Color(parsing: "device-cmyk(" + numbers.map { Self.text($0) + "%" }.joined(separator: " ") + ")")
                let writtenColor = try Color(parsing: written)
                let expected = numbers.contains { $0 > 1 } && numbers.allSatisfy { $0 <= 100 } && meant.hexString != writtenColor.hexString
                #expect((intent != nil) == expected, "\(written): \(intent?.message ?? "no warning")")
                guard let intent else { continue }
                #expect(intent.meant == "\(name)(" + numbers.map { Self.text($0) + "%" }.joined(separator: " ") + ")")
                #expect(intent.meantHex == meant.hexString && intent.writtenHex == writtenColor.hexString)
                #expect(intent.message.contains("'\(written)' has numbers above 1") && intent.message.contains("write '\(intent.meant)'"), "\(intent.message)")
            } } }
        }
        // The issue's example: device-cmyk(0 50 100 0) is #ff0000 (clamped) and meant #ff8000.
        let intent = try #require(Color.likelyFractionIntent(of: "device-cmyk(0 50 100 0)"))
        #expect(intent.writtenHex == "#ff0000" && intent.meantHex == "#ff8000" && intent.meant == "device-cmyk(0% 50% 100% 0%)")
        #expect(Color.likelyFractionIntent(of: "device-cmyk(0 50 100 0 / 0.5)")?.meant == "device-cmyk(0% 50% 100% 0% / 0.5)")
        #expect(Color.likelyFractionIntent(of: "device-cmyk(0, 50, 100, 0, 0.5)")?.meant == "device-cmyk(0% 50% 100% 0% / 0.5)")
        for quiet in ["device-cmyk(0 0.5 1 0)", "device-cmyk(0% 50% 100% 0%)", "device-cmyk(0 50% 1 0)", "cmyk(1 1 1 1)", "device-cmyk(none 50 1 0)"] {
            #expect(Color.likelyFractionIntent(of: quiet) == nil, "\(quiet)")
        }
    }
}
