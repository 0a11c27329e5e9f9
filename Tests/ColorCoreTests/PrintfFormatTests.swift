import ColorCore
import Foundation
import Testing

/// `PrintfFormat` writes what Foundation's `String(format:)` writes for every format Chroma
/// uses, at ordinary and hostile values (rounding ties, negative zero, 1e308, NaN, infinities).
@Suite struct PrintfFormatTests {
    static let doubleFormats = ["%.0f", "%.1f", "%.2f", "%.3f", "%.4f", "%.10f", "%.17f", "%.10g",
                                "%5.1f%%", "%.0f%%", "%.1f%%", "Score: %.2f%%", "hsb(%.0f ", "oklch(%.3f %.3f %.1f)"]
    static let values: [Double] = {
        var values: [Double] = [0, -0.0, 0.5, 1.5, 2.5, -2.5, 0.125, 0.0625, 1.005, 2.675, 99.95, 123.456,
                                1e15, -1e15, 1e308, -1e308, 5e-324, -1e-300, .nan, .infinity, -.infinity,
                                Double.greatestFiniteMagnitude, Double.ulpOfOne]
        var generator = SplitMix64(seed: 40)
        for _ in 0..<200 { values.append((Double(generator.next() % 2_000_001) - 1_000_000) / 997) }
        return values
    }()

    @Test(arguments: doubleFormats)
    func doublesAreWrittenAsFoundationWritesThem(_ format: String) {
        let slots = format.components(separatedBy: "%").count - 1 - (format.contains("%%") ? 2 : 0)
        for value in Self.values {
            let arguments = Array(repeating: value, count: max(slots, 1))
            #expect(PrintfFormat.string(format, arguments[0], arguments.count > 1 ? arguments[1] : 0, arguments.count > 2 ? arguments[2] : 0)
                    == String(format: format, arguments[0], arguments.count > 1 ? arguments[1] : 0, arguments.count > 2 ? arguments[2] : 0),
                    "\(format) at \(value)")
        }
    }

    @Test func bytesAsTwoHexDigitsAndLongResults() {
        for byte in UInt8.min...UInt8.max {
            #expect(PrintfFormat.string("%02X", byte) == String(format: "%02X", byte))
        }
        // Longer than any first guess of a buffer: 1e308 written whole with 17 decimals.
        let long = PrintfFormat.string("%.17f", 1e308)
        #expect(long.count == 309 + 18 && long == String(format: "%.17f", 1e308))
        #expect(PrintfFormat.string("") == "")
        #expect(PrintfFormat.string("no numbers") == "no numbers")
    }
}
