import ColorCore
import Foundation

/// Photoshop color swatches (`.aco`), after Adobe's "Photoshop File Formats Specification",
/// section "Color Swatches": big-endian; a version 1 section (u16 version = 1, u16 count, then per
/// color u16 color space and four u16 values), then a version 2 section with the same colors,
/// each followed by its name (u32 length in UTF-16 code units counting a final NUL, the UTF-16
/// units, the NUL).
///
/// Color spaces read: 0 RGB (0 … 65535 per channel), 1 HSB (hue 0 … 65535 for 0° … 360°),
/// 2 CMYK (65535 is no ink, 0 full ink), 7 Lab (L 0 … 10000, a and b signed hundredths),
/// 8 grayscale (0 … 10000 of black ink, as Photoshop's "75% Gray" swatch is 7500). Written: RGB
/// from 8-bit sRGB (n × 257), both sections. ACO has no palette name and no opacity: both
/// are dropped on writing. A file with only the version 1 section reads as unnamed colors.
enum ACO {
    static func read(_ data: Data) throws -> Palette {
        let bytes = [UInt8](data)
        var offset = 0
        func u16() throws -> UInt16 {
            guard bytes.count - offset >= 2 else { throw PaletteError("byte \(offset): the file ends inside a swatch; expected 2 more bytes") }
            defer { offset += 2 }
            return UInt16(bytes[offset]) << 8 | UInt16(bytes[offset + 1])
        }
        func section() throws -> (version: UInt16, colors: [Palette.Entry]) {
            let start = offset
            let version = try u16()
            guard version == 1 || version == 2 else {
                throw PaletteError("byte \(start): ACO version \(version) is not supported; expected a version 1 or 2 section")
            }
            let count = Int(try u16())
            // Each color takes at least 10 bytes (14 with an empty name): check before reserving.
            let least = version == 1 ? 10 : 14
            guard (bytes.count - offset) / least >= count else {
                throw PaletteError("byte \(start + 2): \(count) colors cannot fit in the \(bytes.count - offset) bytes left")
            }
            try Palette.checkCount(count)
            var colors: [Palette.Entry] = []
            colors.reserveCapacity(count)
            for _ in 0..<count {
                let at = offset
                let space = try u16()
                let values = [try u16(), try u16(), try u16(), try u16()]
                let color = try Self.color(space: space, values, at: at)
                var name: String?
                if version == 2 { name = try Self.name(bytes, &offset) }
                colors.append(.init(name: name?.isEmpty == true ? nil : name, color: color))
            }
            return (version, colors)
        }
        guard !bytes.isEmpty else { throw PaletteError("byte 0: the file is empty; expected an ACO version 1 section") }
        var (version, colors) = try section()
        if version == 1, offset < bytes.count {
            let first = colors
            (version, colors) = try section()
            guard version == 2, colors.count == first.count else {
                throw PaletteError("byte 4: the second section must be version 2 with the same \(first.count) colors")
            }
        }
        guard offset == bytes.count else { throw PaletteError("byte \(offset): \(bytes.count - offset) bytes follow the last section") }
        return Palette(entries: colors)
    }

    private static func color(space: UInt16, _ v: [UInt16], at offset: Int) throws -> Color {
        func unit(_ x: UInt16) -> Double { Double(x) / 65535 }
        switch space {
        case 0: return Color(.srgb, unit(v[0]), unit(v[1]), unit(v[2]))
        case 1: return Color(.hsb, unit(v[0]) * 360, unit(v[1]), unit(v[2]))
        case 2: return Color(cyan: 1 - unit(v[0]), magenta: 1 - unit(v[1]), yellow: 1 - unit(v[2]), black: 1 - unit(v[3]))
        case 7:
            guard v[0] <= 10000 else { throw PaletteError("byte \(offset + 2): Lab lightness \(v[0]) is out of range; expected 0 to 10000") }
            return Color(.lab, Double(v[0]) / 100, Double(Int16(bitPattern: v[1])) / 100, Double(Int16(bitPattern: v[2])) / 100)
        case 8:
            guard v[0] <= 10000 else { throw PaletteError("byte \(offset + 2): gray \(v[0]) is out of range; expected 0 to 10000") }
            return Color(white: 1 - Double(v[0]) / 10000)
        default:
            throw PaletteError("byte \(offset): color space \(space) is not supported; expected 0 (RGB), 1 (HSB), 2 (CMYK), 7 (Lab) or 8 (gray)")
        }
    }

    private static func name(_ bytes: [UInt8], _ offset: inout Int) throws -> String {
        let start = offset
        guard bytes.count - offset >= 4 else { throw PaletteError("byte \(start): the file ends before a color's name") }
        let units = Int(bytes[offset..<offset + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) })
        offset += 4
        guard (bytes.count - offset) / 2 >= units else {
            throw PaletteError("byte \(start): a name of \(units) UTF-16 units runs past the end of the file")
        }
        var code: [UInt16] = []
        code.reserveCapacity(units)
        for k in 0..<units { code.append(UInt16(bytes[offset + 2 * k]) << 8 | UInt16(bytes[offset + 2 * k + 1])) }
        offset += 2 * units
        if code.last == 0 { code.removeLast() }
        return String(decoding: code, as: UTF16.self)
    }

    static func write(_ palette: Palette) -> Data {
        var out: [UInt8] = []
        func u16(_ v: UInt16) { out += [UInt8(v >> 8), UInt8(v & 0xff)] }
        // Counts are 16-bit: a palette over 65535 colors (above the default limit) is cut there.
        let entries = palette.entries.prefix(Int(UInt16.max))
        for version in [UInt16(1), 2] {
            u16(version)
            u16(UInt16(entries.count))
            for entry in entries {
                let c = entry.color.rgba8
                u16(0)
                for channel in [c.r, c.g, c.b] { u16(UInt16(channel) * 257) }
                u16(0)
                if version == 2 {
                    let units = Array((entry.name ?? entry.color.hexString).utf16) + [0]
                    let count = UInt32(units.count)
                    out += [UInt8(count >> 24), UInt8(count >> 16 & 0xff), UInt8(count >> 8 & 0xff), UInt8(count & 0xff)]
                    units.forEach(u16)
                }
            }
        }
        return Data(out)
    }
}
