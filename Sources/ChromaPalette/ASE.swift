import ChromaLimits
import ColorCore
import Foundation

/// Adobe Swatch Exchange: "ASEF", version 1.0, then blocks (group start 0xC001, group end
/// 0xC002, color 0x0001), big-endian, names in UTF-16 with a final NUL. Colors are RGB, CMYK,
/// LAB or Gray, as 32-bit floats.
enum ASE {
    static func read(_ data: Data) throws -> Palette {
        let bytes = [UInt8](data)
        var offset = 0
        func need(_ count: Int) throws {
            guard bytes.count - offset >= count else { throw PaletteError("byte \(offset): the file ends inside a block") }
        }
        func u16() throws -> UInt16 { try need(2); defer { offset += 2 }; return UInt16(bytes[offset]) << 8 | UInt16(bytes[offset + 1]) }
        func u32() throws -> UInt32 {
            try need(4)
            defer { offset += 4 }
            return bytes[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) }
        }
        func f32() throws -> Double { Double(Float(bitPattern: try u32())) }

        guard bytes.count >= 4, Array(bytes[0..<4]) == Array("ASEF".utf8) else {
            throw PaletteError("byte 0: not an ASE file (the signature 'ASEF' is missing)")
        }
        offset = 4
        let major = try u16(), minor = try u16()
        guard major == 1 else { throw PaletteError("byte 4: ASE version \(major).\(minor) is not supported; expected 1.0") }
        let count = try u32()
        var palette = Palette(entries: [])
        for _ in 0..<count {
            let blockStart = offset
            let type = try u16()
            let length = Int(try u32())
            try need(length)
            let end = offset + length
            switch type {
            case 0xC001:
                if palette.name == nil, length >= 2 { palette.name = try name(bytes, &offset, limit: end) }
            case 0xC002:
                break
            case 0x0001:
                let entryName = try name(bytes, &offset, limit: end)
                try need(4)
                let model = String(decoding: bytes[offset..<offset + 4], as: UTF8.self)
                offset += 4
                let color: Color
                let label: PaletteMessage = entryName.isEmpty ? "a color" : "color \(quoted: entryName.prefix(40))"
                // ASE stores RGB, CMYK, gray and Lab lightness as fractions 0…1, Lab a and b
                // about ±128: anything else (NaN, an infinity, 1e30) would come out as black or
                // white without a word, so it is refused.
                func fraction() throws -> Double {
                    let value = try f32()
                    guard value >= -1e-4, value <= 1 + 1e-4 else {
                        throw PaletteError("byte \(blockStart): \(message: label) has a \(quoted: model.trimmedOfSpaces) component \(value); expected 0 to 1")
                    }
                    return min(max(value, 0), 1)
                }
                func axis() throws -> Double {
                    let value = try f32()
                    guard abs(value) <= 1000 else {
                        throw PaletteError("byte \(blockStart): \(message: label) has a Lab a or b of \(value); expected -1000 to 1000")
                    }
                    return value
                }
                switch model {
                case "RGB ": color = Color(.srgb, try fraction(), try fraction(), try fraction())
                case "CMYK": color = Color(cyan: try fraction(), magenta: try fraction(), yellow: try fraction(), black: try fraction())
                case "LAB ": color = Color(.lab, try fraction() * 100, try axis(), try axis())
                case "Gray": color = Color(white: try fraction())
                default: throw PaletteError("byte \(offset - 4): unknown ASE color model \(quoted: model); expected RGB, CMYK, LAB or Gray")
                }
                // A NaN or an infinity would become black without a word: refuse it.
                let c = color.components
                guard c.x.isFinite, c.y.isFinite, c.z.isFinite else {
                    throw PaletteError("byte \(blockStart): \(message: label) has a component that is not a finite number (NaN or infinity)")
                }
                palette.entries.append(.init(name: entryName.isEmpty ? nil : entryName, color: color))
                try Palette.checkCount(palette.entries.count)
            default:
                throw PaletteError("byte \(blockStart): unknown ASE block type 0x\(String(type, radix: 16)); expected 0xc001, 0xc002 or 0x0001")
            }
            guard offset <= end else { throw PaletteError("byte \(blockStart): a block is longer than its length says") }
            offset = end
        }
        return palette
    }

    private static func name(_ bytes: [UInt8], _ offset: inout Int, limit: Int) throws -> String {
        guard limit - offset >= 2 else { throw PaletteError("byte \(offset): the block ends before its name") }
        let units = Int(UInt16(bytes[offset]) << 8 | UInt16(bytes[offset + 1]))
        offset += 2
        guard limit - offset >= units * 2 else { throw PaletteError("byte \(offset): a name of \(units) characters runs past its block") }
        var code: [UInt16] = []
        for k in 0..<units { code.append(UInt16(bytes[offset + 2 * k]) << 8 | UInt16(bytes[offset + 2 * k + 1])) }
        offset += units * 2
        if code.last == 0 { code.removeLast() }
        return String(decoding: code, as: UTF16.self)
    }

    static func write(_ palette: Palette) -> Data {
        func u16(_ v: UInt16) -> [UInt8] { [UInt8(v >> 8), UInt8(v & 0xff)] }
        func u32(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 0xff), UInt8(v >> 8 & 0xff), UInt8(v & 0xff)] }
        func utf16(_ s: String) -> [UInt8] {
            let units = Array(s.utf16) + [0]
            return u16(UInt16(units.count)) + units.flatMap(u16)
        }
        var blocks: [[UInt8]] = []
        if let name = palette.name { blocks.append(u16(0xC001) + u32(UInt32(utf16(name).count)) + utf16(name)) }
        for entry in palette.entries {
            // 8-bit levels, so a round trip through any format gives the same colors.
            let rgb = entry.color.rgba8
            let body = utf16(entry.name ?? entry.color.hexString) + Array("RGB ".utf8)
                + [rgb.r, rgb.g, rgb.b].flatMap { u32((Float($0) / 255).bitPattern) } + u16(2)
            blocks.append(u16(0x0001) + u32(UInt32(body.count)) + body)
        }
        if palette.name != nil { blocks.append(u16(0xC002) + u32(0)) }
        return Data(Array("ASEF".utf8) + u16(1) + u16(0) + u32(UInt32(blocks.count)) + blocks.joined())
    }
}
