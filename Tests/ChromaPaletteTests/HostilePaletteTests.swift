import ColorCore
import Foundation
import Testing
@testable import ChromaPalette

/// Deeply nested token files are refused before the reader recurses, and colors that are not
/// numbers (NaN, infinities) are refused rather than read as black.
@Suite struct HostilePaletteTests {
    func error(_ data: Data, _ format: PaletteFormat) -> String? {
        do { _ = try PaletteReader.read(data, format: format); return nil } catch { return "\(error)" }
    }

    @Test(arguments: [65, 1000, 100_000, 1_000_000])
    func deepNestingIsRefusedWithoutRecursion(_ depth: Int) {
        for (open, close) in [("{\"a\":", "}"), ("[", "]")] {
            let text = String(repeating: open, count: depth) + "1" + String(repeating: close, count: depth)
            let message = error(Data(text.utf8), .json)
            #expect(message?.contains("levels of nesting") == true && message?.contains("CHROMA_MAX_NESTING") == true, "\(depth): \(message ?? "read")")
            #expect(message.map { !$0.contains("\n") } == true)
        }
    }

    @Test func nestingUpToTheLimitIsRead() throws {
        // 63 groups and the token object: 64 levels.
        let groups = (0..<63).map { "{\"g\($0)\":" }.joined()
        let text = groups + "{\"$type\": \"color\", \"$value\": \"#ff8800\"}" + String(repeating: "}", count: 63)
        let palette = try PaletteReader.read(Data(text.utf8), format: .json)
        #expect(palette.entries.count == 1 && palette.entries[0].color.hexString.lowercased() == "#ff8800")
    }

    @Test(arguments: ["1e999", "-1e999", "1e400"])
    func infiniteTokenComponentsAreRefused(_ number: String) {
        let text = "{\"c\": {\"$type\": \"color\", \"$value\": {\"colorSpace\": \"srgb\", \"components\": [\(number), 0, 0]}}}"
        let message = error(Data(text.utf8), .json)
        #expect(message?.contains(number) == true && message?.contains("finite") == true, "\(message ?? "read")")
    }

    /// Finite but beyond any color: refused by name, as in CSS strings (they read as black).
    @Test(arguments: ["1e308", "-1e7", "1000001"])
    func hugeTokenComponentsAreRefused(_ number: String) {
        for space in ["srgb", "lab", "oklch", "display-p3"] {
            for position in 0..<3 {
                var components = ["0.5", "0.1", "30"]
                components[position] = number
                let text = "{\"c\": {\"$type\": \"color\", \"$value\": {\"colorSpace\": \"\(space)\", \"components\": [\(components.joined(separator: ", "))]}}}"
                let message = error(Data(text.utf8), .json)
                #expect(message?.contains("component \(position + 1)") == true && message?.contains("magnitude at most 1000000") == true, "\(space): \(message ?? "read")")
            }
        }
    }

    @Test(arguments: ["2", "-0.5", "\"x\""])
    func tokenAlphaOutsideZeroToOneIsRefused(_ alpha: String) {
        let text = "{\"c\": {\"$type\": \"color\", \"$value\": {\"colorSpace\": \"srgb\", \"components\": [1, 0, 0], \"alpha\": \(alpha)}}}"
        #expect(error(Data(text.utf8), .json)?.contains("alpha") == true)
    }

    /// Components outside ASE's ranges (fractions 0…1; Lab a and b within ±1000), NaN and the
    /// infinities included, are refused by name: 1e30 read as white and -5 as black before.
    @Test(arguments: [Float.nan, .infinity, -.infinity, .signalingNaN, 1e30, -5, 1.5, -1e-3, 1001])
    func aseComponentsOutsideTheirRangeAreRefused(_ bad: Float) throws {
        for (model, count) in [("RGB ", 3), ("CMYK", 4), ("LAB ", 3), ("Gray", 1)] {
            for position in 0..<count {
                var body: [UInt8] = [0, 2, 0, 0x61, 0, 0] + Array(model.utf8)  // the name "a"
                for k in 0..<count {
                    let bits = (k == position ? bad : 0.5).bitPattern
                    body += [UInt8(bits >> 24), UInt8(bits >> 16 & 0xff), UInt8(bits >> 8 & 0xff), UInt8(bits & 0xff)]
                }
                body += [0, 2]
                let length = UInt32(body.count)
                let file: [UInt8] = Array("ASEF".utf8) + [0, 1, 0, 0, 0, 0, 0, 1, 0, 1]
                    + [UInt8(length >> 24), UInt8(length >> 16 & 0xff), UInt8(length >> 8 & 0xff), UInt8(length & 0xff)] + body
                let message = error(Data(file), .ase)
                let isLabAxis = model == "LAB " && position > 0
                if isLabAxis && abs(bad) <= 1000 {
                    #expect(message == nil, "\(model) component \(position) = \(bad): \(message ?? "read")")
                } else {
                    #expect(message?.contains(isLabAxis ? "expected -1000 to 1000" : "expected 0 to 1") == true && message?.contains("'a'") == true,
                            "\(model) component \(position) = \(bad): \(message ?? "read")")
                }
                // The same file with a finite component reads.
                if position == 0 && bad.isNaN {
                    var good = file
                    let offset = file.count - 2 - 4 * count
                    for k in 0..<4 { good[offset + k] = [0x3f, 0, 0, 0][k] }
                    #expect(error(Data(good), .ase) == nil, "\(model)")
                }
            }
        }
    }
}
