import CZlib

extension SpecPNG {
    /// Image data to RGBA samples: inflate, undo the scanline filters (PNG §7.3 and §9), expand
    /// each layout to RGBA.
    struct Pixels {
        var header: Header
        var palette: [SIMD4<UInt16>]

        /// Bytes per complete pixel, at least 1: the distance a filter looks back.
        var filterDistance: Int { max(1, header.channels * header.bitDepth / 8) }

        func rowBytes(width: Int) -> Int { (width * header.channels * header.bitDepth + 7) / 8 }

        func decode(_ compressed: [UInt8], width: Int, height: Int) throws -> [UInt16] {
            let rowBytes = rowBytes(width: width)
            let filtered = try Zlib.inflate(compressed, expectedSize: height * (rowBytes + 1))
            let raw = try unfilter(filtered, rowBytes: rowBytes, height: height)
            return expand(raw, width: width, height: height, rowBytes: rowBytes)
        }

        func unfilter(_ data: [UInt8], rowBytes: Int, height: Int) throws -> [UInt8] {
            let distance = filterDistance
            var out = [UInt8](repeating: 0, count: rowBytes * height)
            for y in 0..<height {
                let filter = data[y * (rowBytes + 1)]
                let source = y * (rowBytes + 1) + 1, row = y * rowBytes, above = row - rowBytes
                for x in 0..<rowBytes {
                    let a = x >= distance ? Int(out[row + x - distance]) : 0
                    let b = y > 0 ? Int(out[above + x]) : 0
                    let c = x >= distance && y > 0 ? Int(out[above + x - distance]) : 0
                    let predictor: Int
                    switch filter {
                    case 0: predictor = 0
                    case 1: predictor = a
                    case 2: predictor = b
                    case 3: predictor = (a + b) / 2
                    case 4: predictor = Self.paeth(a, b, c)
                    default: throw DecodeError("row \(y) has filter type \(filter): expected 0 to 4")
                    }
                    out[row + x] = UInt8(truncatingIfNeeded: Int(data[source + x]) + predictor)
                }
            }
            return out
        }

        /// The Paeth predictor, as the specification writes it.
        static func paeth(_ a: Int, _ b: Int, _ c: Int) -> Int {
            let p = a + b - c
            let pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
            if pa <= pb && pa <= pc { return a }
            return pb <= pc ? b : c
        }

        func expand(_ raw: [UInt8], width: Int, height: Int, rowBytes: Int) -> [UInt16] {
            let depth = header.bitDepth, channels = header.channels
            let maximum = (1 << depth) - 1
            var out = [UInt16](repeating: 0, count: width * height * 4)
            for y in 0..<height {
                for x in 0..<width {
                    var samples = [Int](repeating: 0, count: channels)
                    for c in 0..<channels {
                        let index = x * channels + c
                        switch depth {
                        case 16: samples[c] = Int(raw[y * rowBytes + 2 * index]) << 8 | Int(raw[y * rowBytes + 2 * index + 1])
                        case 8: samples[c] = Int(raw[y * rowBytes + index])
                        default:
                            let bit = index * depth
                            let byte = Int(raw[y * rowBytes + bit / 8])
                            samples[c] = (byte >> (8 - depth - bit % 8)) & maximum
                        }
                    }
                    // Low depths scale to 8 bits (an indexed sample is an index, not a value).
                    let scale = { (v: Int) in depth < 8 ? v * 255 / maximum : v }
                    let full = depth == 16 ? 65535 : 255
                    let rgba: [Int]
                    switch header.colorType {
                    case 0: rgba = [scale(samples[0]), scale(samples[0]), scale(samples[0]), full]
                    case 2: rgba = [samples[0], samples[1], samples[2], full]
                    case 3:
                        let entry = samples[0] < palette.count ? palette[samples[0]] : SIMD4(0, 0, 0, 255)
                        rgba = [Int(entry.x), Int(entry.y), Int(entry.z), Int(entry.w)]
                    case 4: rgba = [samples[0], samples[0], samples[0], samples[1]]
                    default: rgba = samples
                    }
                    for c in 0..<4 { out[(y * width + x) * 4 + c] = UInt16(rgba[c]) }
                }
            }
            return out
        }
    }

    /// The zlib stream (RFC 1950), inflated by the system zlib, which also checks its Adler-32.
    enum Zlib {
        /// The inflated bytes. With `expectedSize`, the stream must end exactly there and use
        /// every input byte; without, it may be any size up to 64 MiB.
        static func inflate(_ input: [UInt8], expectedSize: Int?) throws -> [UInt8] {
            var stream = z_stream()
            guard inflateInit_(&stream, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
                throw DecodeError("zlib cannot start")
            }
            defer { inflateEnd(&stream) }
            let limit = expectedSize ?? 64 << 20
            var output = [UInt8](repeating: 0, count: max(1, min(limit, expectedSize ?? 1 << 16)))
            var produced = 0
            var input = input
            let status: Int32 = input.withUnsafeMutableBufferPointer { source in
                stream.next_in = source.baseAddress
                stream.avail_in = UInt32(source.count)
                while true {
                    let result: Int32 = output.withUnsafeMutableBufferPointer { target in
                        stream.next_out = target.baseAddress! + produced
                        stream.avail_out = UInt32(target.count - produced)
                        let result = CZlib.inflate(&stream, Z_NO_FLUSH)
                        produced = target.count - Int(stream.avail_out)
                        return result
                    }
                    if result != Z_OK { return result }
                    if produced == output.count {
                        // Full: room for one more byte tells an overlong stream from an exact one.
                        guard output.count <= limit else { return Z_BUF_ERROR }
                        output += [UInt8](repeating: 0, count: expectedSize == nil ? output.count : 1)
                    } else if stream.avail_in == 0 {
                        return Z_BUF_ERROR
                    }
                }
            }
            switch status {
            case Z_STREAM_END: break
            case Z_BUF_ERROR: throw DecodeError(produced > limit ? "the image data inflates past \(limit) bytes" : "the zlib stream is truncated")
            default: throw DecodeError("the zlib stream is corrupt (zlib status \(status))")
            }
            guard stream.avail_in == 0 else { throw DecodeError("\(stream.avail_in) bytes follow the end of the zlib stream") }
            if let expectedSize, produced != expectedSize {
                throw DecodeError("the image data inflates to \(produced) bytes: expected \(expectedSize)")
            }
            return Array(output[0..<produced])
        }
    }

    /// The chunk CRC (ISO 3309, as PNG §5.5 gives it), computed here bit by bit from its table.
    enum CRC32 {
        static let table: [UInt32] = (0..<256).map { n in
            var c = UInt32(n)
            for _ in 0..<8 { c = c & 1 != 0 ? 0xedb8_8320 ^ (c >> 1) : c >> 1 }
            return c
        }

        static func checksum(_ bytes: ArraySlice<UInt8>) -> UInt32 {
            var c: UInt32 = 0xffff_ffff
            for byte in bytes { c = table[Int((c ^ UInt32(byte)) & 0xff)] ^ (c >> 8) }
            return c ^ 0xffff_ffff
        }
    }
}
