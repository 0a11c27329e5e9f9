/// One PNG chunk: a four-letter type and its data (the length and CRC are derived).
struct PNGChunk: Hashable {
    var type: String
    var data: [UInt8]

    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The chunk as it is stored: length, type, data, CRC-32 of type and data.
    var bytes: [UInt8] {
        let typeBytes = Array(type.utf8)
        return UInt32(data.count).bigEndianBytes + typeBytes + data + CRC32.checksum(typeBytes + data).bigEndianBytes
    }

    /// Checks that every chunk's announced length lies within the data, without copying; a
    /// reader must never trust a length the bytes cannot back.
    static func checkLengths(_ bytes: [UInt8]) throws {
        var offset = 8
        while bytes.count - offset >= 12 {
            let length = Int(UInt32(bigEndianBytes: bytes[offset..<offset + 4]))
            guard length <= bytes.count - offset - 12 else {
                throw PNGError(.invalidData, "truncated PNG: a chunk claims \(length) bytes past the end of the data")
            }
            if bytes[offset + 4..<offset + 8].elementsEqual("IEND".utf8) { return }
            offset += 12 + length
        }
    }

    /// Splits a PNG into its chunks, checking the signature, every length and, unless
    /// `checkingCRC` is false (bytes this process just encoded), every CRC.
    static func parse(_ bytes: [UInt8], checkingCRC: Bool = true) throws -> [PNGChunk] {
        guard bytes.count >= 8, Array(bytes[0..<8]) == signature else {
            throw PNGError(.invalidData, "not a PNG file: the PNG signature is missing")
        }
        var chunks: [PNGChunk] = []
        var offset = 8
        while offset < bytes.count {
            guard bytes.count - offset >= 12 else { throw PNGError(.invalidData, "truncated PNG: a chunk header is cut off") }
            let length = Int(UInt32(bigEndianBytes: bytes[offset..<offset + 4]))
            guard length <= bytes.count - offset - 12 else {
                throw PNGError(.invalidData, "truncated PNG: a chunk claims \(length) bytes past the end of the data")
            }
            let typeBytes = Array(bytes[offset + 4..<offset + 8])
            let data = Array(bytes[offset + 8..<offset + 8 + length])
            let crc = UInt32(bigEndianBytes: bytes[offset + 8 + length..<offset + 12 + length])
            let type = String(decoding: typeBytes, as: UTF8.self)
            guard !checkingCRC || CRC32.checksum(typeBytes + data) == crc else {
                throw PNGError(.invalidData, "corrupt PNG: the CRC of chunk \(type) does not match")
            }
            chunks.append(PNGChunk(type: type, data: data))
            offset += 12 + length
            if type == "IEND" { break }
        }
        return chunks
    }
}

/// CRC-32 as PNG uses it (ISO 3309, polynomial 0xEDB88320).
enum CRC32 {
    private static let table: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    static func checksum(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes { crc = table[Int((crc ^ UInt32(byte)) & 0xff)] ^ (crc >> 8) }
        return crc ^ 0xFFFF_FFFF
    }
}

extension FixedWidthInteger {
    /// The value as big-endian bytes.
    var bigEndianBytes: [UInt8] {
        (0..<Self.bitWidth / 8).reversed().map { UInt8(truncatingIfNeeded: self >> ($0 * 8)) }
    }

    /// A value from big-endian bytes.
    init<C: Collection>(bigEndianBytes bytes: C) where C.Element == UInt8 {
        self = bytes.reduce(0) { $0 << 8 | Self($1) }
    }
}
