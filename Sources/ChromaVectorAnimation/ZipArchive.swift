import CZlib

/// A ZIP archive written in memory (PKWARE APPNOTE 6.3: local headers, central directory, end
/// record; no ZIP64, so at most 65 535 entries under 4 GiB): each entry deflated with zlib when
/// that is smaller, stored otherwise, with its CRC-32. Entries keep the order given and a fixed
/// time stamp (1980-01-01), so the same entries always give the same bytes.
struct ZipArchive {
    private var body: [UInt8] = []
    private var directory: [UInt8] = []
    private var count = 0

    /// Adds a file.
    /// - Throws: ``VectorAnimationError`` when the archive would pass ZIP's 4 GiB or 65 535
    ///   entries, or zlib fails.
    mutating func add(_ name: String, _ data: [UInt8]) throws {
        let deflated = try Self.deflate(data)
        let useDeflate = deflated.count < data.count
        let stored = useDeflate ? deflated : data
        let nameBytes = Array(name.utf8)
        guard count < 0xFFFF, data.count < 0xFFFF_FFFF, body.count + stored.count + 30 + nameBytes.count < 0xFFFF_FFFF else {
            throw VectorAnimationError("the archive would pass ZIP's 4 GiB or 65 535 files (\(name), \(data.count) bytes)")
        }
        let crc = UInt32(data.withUnsafeBufferPointer { crc32(0, $0.baseAddress, UInt32($0.count)) })
        let offset = UInt32(body.count)
        let method: UInt16 = useDeflate ? 8 : 0
        // Local file header.
        Self.put32(0x0403_4B50, &body)
        Self.put16(20, &body)  // version needed: 2.0
        Self.put16(0x0800, &body)  // UTF-8 names
        Self.put16(method, &body)
        Self.put16(0, &body); Self.put16(0x21, &body)  // 00:00, 1980-01-01
        Self.put32(crc, &body)
        Self.put32(UInt32(stored.count), &body)
        Self.put32(UInt32(data.count), &body)
        Self.put16(UInt16(nameBytes.count), &body)
        Self.put16(0, &body)
        body += nameBytes
        body += stored
        // Central directory entry.
        Self.put32(0x0201_4B50, &directory)
        Self.put16(0x0314, &directory)  // made by: Unix, 2.0
        Self.put16(20, &directory)
        Self.put16(0x0800, &directory)
        Self.put16(method, &directory)
        Self.put16(0, &directory); Self.put16(0x21, &directory)
        Self.put32(crc, &directory)
        Self.put32(UInt32(stored.count), &directory)
        Self.put32(UInt32(data.count), &directory)
        Self.put16(UInt16(nameBytes.count), &directory)
        Self.put16(0, &directory); Self.put16(0, &directory)  // extra, comment
        Self.put16(0, &directory); Self.put16(0, &directory)  // disk, internal attributes
        Self.put32(0o100644 << 16, &directory)  // a regular file, rw-r--r--
        Self.put32(offset, &directory)
        directory += nameBytes
        count += 1
    }

    /// The whole archive.
    func bytes() -> [UInt8] {
        var out = body + directory
        Self.put32(0x0605_4B50, &out)
        Self.put16(0, &out); Self.put16(0, &out)
        Self.put16(UInt16(count), &out); Self.put16(UInt16(count), &out)
        Self.put32(UInt32(directory.count), &out)
        Self.put32(UInt32(body.count), &out)
        Self.put16(0, &out)
        return out
    }

    /// Raw deflate (no zlib header), level 9.
    static func deflate(_ data: [UInt8]) throws -> [UInt8] {
        var stream = z_stream()
        guard deflateInit2_(&stream, 9, Z_DEFLATED, -15, 9, Z_DEFAULT_STRATEGY, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            throw VectorAnimationError("zlib could not start deflating")
        }
        defer { deflateEnd(&stream) }
        var output = [UInt8](repeating: 0, count: Int(deflateBound(&stream, UInt(data.count))) + 16)
        var input = data
        let status = input.withUnsafeMutableBufferPointer { source in
            output.withUnsafeMutableBufferPointer { target in
                stream.next_in = source.baseAddress
                stream.avail_in = UInt32(source.count)
                stream.next_out = target.baseAddress
                stream.avail_out = UInt32(target.count)
                return CZlib.deflate(&stream, Z_FINISH)
            }
        }
        guard status == Z_STREAM_END else { throw VectorAnimationError("zlib could not deflate \(data.count) bytes (status \(status))") }
        return Array(output.prefix(Int(stream.total_out)))
    }

    private static func put16(_ value: UInt16, _ out: inout [UInt8]) {
        out += [UInt8(value & 0xFF), UInt8(value >> 8)]
    }

    private static func put32(_ value: UInt32, _ out: inout [UInt8]) {
        out += [UInt8(value & 0xFF), UInt8((value >> 8) & 0xFF), UInt8((value >> 16) & 0xFF), UInt8(value >> 24)]
    }
}
