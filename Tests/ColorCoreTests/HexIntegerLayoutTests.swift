import Testing
@testable import ColorCore

/// Hex integers without guessing: `Color(rgb:)` reads 0xRRGGBB and `Color(rgba:)` 0xRRGGBBAA
/// whatever their leading zeros; `Color(hex:)` reads by size (documented); strings by digit count.
@Suite struct HexIntegerLayoutTests {
    static let bytes: [UInt32] = [0x00, 0x01, 0x0f, 0x10, 0x7f, 0x80, 0xab, 0xfe, 0xff]

    @Test func explicitLayoutsReadEveryByteWhereItIs() throws {
        for r in Self.bytes { for g in Self.bytes { for b in Self.bytes {
            let rgb = r << 16 | g << 8 | b
            let color = Color(rgb: rgb)
            #expect(color.rgba8 == (UInt8(r), UInt8(g), UInt8(b), 255), "\(rgb)")
            for a in [UInt32(0x00), 0x01, 0x80, 0xff] {
                let rgba = Color(rgba: rgb << 8 | a)
                #expect(rgba.rgba8 == (UInt8(r), UInt8(g), UInt8(b), UInt8(a)), "\(rgb << 8 | a)")
                // The string with all eight digits says the same, leading zeros and all.
                let digits = String(rgb << 8 | a, radix: 16).leftPadded(to: 8)
                for prefix in ["#", "0x", "0X", ""] {
                    #expect(try Color(parsingHex: prefix + digits).rgba8 == rgba.rgba8, "\(prefix)\(digits)")
                }
                #expect(try Color(parsingHex: "#" + String(rgb, radix: 16).leftPadded(to: 6)).rgba8 == color.rgba8)
            }
            // Color(hex:) reads by size: above 0xFFFFFF is RRGGBBAA, otherwise RRGGBB.
            #expect(Color(hex: UInt64(rgb)).rgba8 == color.rgba8)
            if r > 0 { #expect(Color(hex: UInt64(rgb << 8 | 0x80)).rgba8 == Color(rgba: rgb << 8 | 0x80).rgba8) }
        } } }
        // The issue's case: the integer 0x000000FF is blue by size, black by the explicit layout.
        #expect(Color(hex: 0x0000_00FF).hexString == "#0000ff")
        #expect(Color(rgba: 0x0000_00FF).hexString == "#000000")
        #expect(Color(rgb: 0x0000FF).hexString == "#0000ff")
        #expect(try Color(parsingHex: "0x000000FF").hexString == "#000000")
        #expect(Color(hex: "0x000000FF")?.hexString == "#000000")
        #expect(Color(rgb: 0x123456, opacity: 0.5).rgba8.a == 128)
    }
}
