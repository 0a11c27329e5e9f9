/// Converts RGBA rows of any ``PixelFormat`` to the bytes of a PNG row: straight alpha, the
/// file's channels, big-endian 16-bit samples.
///
/// All decisions are made once per row: straight pixels at the file's own depth take copy
/// loops with no arithmetic; premultiplied or depth-changing pixels take a loop specialised for
/// their sample types and channel layout.
struct RowConverter {
    let width: Int
    let source: PixelFormat
    let colorType: PNGColorType
    let bitDepth: PNGBitDepth

    /// Bytes of one converted row.
    var bytesPerRow: Int { width * colorType.channelCount * bitDepth.bytesPerSample }

    func convert(_ row: UnsafeRawPointer, into destination: UnsafeMutablePointer<UInt8>) {
        switch (source.sample, bitDepth, source.alpha) {
        case (.uint8, .eight, .straight):
            copy8(row.assumingMemoryBound(to: UInt8.self), into: destination)
        case (.uint8, .eight, .premultiplied):
            general(row, UInt8.self, into: destination, Depth8From8.self)
        case (.uint8, .sixteen, _):
            general(row, UInt8.self, into: destination, Depth16From8.self)
        case (.uint16, .eight, _):
            general(row, UInt16.self, into: destination, Depth8From16.self)
        case (.uint16, .sixteen, _):
            general(row, UInt16.self, into: destination, Depth16From16.self)
        }
    }

    /// Straight 8-bit RGBA to 8-bit samples: channel selection only.
    private func copy8(_ s: UnsafePointer<UInt8>, into d: UnsafeMutablePointer<UInt8>) {
        switch colorType {
        case .rgba:
            d.update(from: s, count: width &* 4)
        case .rgb:
            // A pixel's four bytes stored whole: the fourth lands on the next pixel's first
            // byte, which the next store overwrites. The last pixel goes byte by byte.
            let source = UnsafeRawPointer(s), destination = UnsafeMutableRawPointer(d)
            for x in 0..<(width &- 1) {
                destination.storeBytes(of: source.loadUnaligned(fromByteOffset: 4 &* x, as: UInt32.self),
                                       toByteOffset: 3 &* x, as: UInt32.self)
            }
            let last = width &- 1
            d[3 &* last] = s[4 &* last]
            d[3 &* last &+ 1] = s[4 &* last &+ 1]
            d[3 &* last &+ 2] = s[4 &* last &+ 2]
        case .grayAlpha:
            for x in 0..<width {
                d[2 &* x] = UInt8(truncatingIfNeeded: Self.gray(UInt32(s[4 &* x]), UInt32(s[4 &* x &+ 1]), UInt32(s[4 &* x &+ 2])))
                d[2 &* x &+ 1] = s[4 &* x &+ 3]
            }
        case .gray:
            for x in 0..<width {
                d[x] = UInt8(truncatingIfNeeded: Self.gray(UInt32(s[4 &* x]), UInt32(s[4 &* x &+ 1]), UInt32(s[4 &* x &+ 2])))
            }
        }
    }

    /// Any source to any depth, removing premultiplication when the source has it.
    private func general<Sample: FixedWidthInteger & UnsignedInteger, Depth: DepthConversion>(
        _ row: UnsafeRawPointer, _: Sample.Type, into d: UnsafeMutablePointer<UInt8>, _: Depth.Type
    ) {
        let s = row.assumingMemoryBound(to: Sample.self)
        let premultiplied = source.alpha == .premultiplied
        @inline(__always) func pixel(_ x: Int) -> SIMD4<UInt32> {
            let p = SIMD4<UInt32>(UInt32(s[4 &* x]), UInt32(s[4 &* x &+ 1]), UInt32(s[4 &* x &+ 2]), UInt32(s[4 &* x &+ 3]))
            return premultiplied ? Self.unpremultiply(p, max: UInt32(Sample.max)) : p
        }
        switch colorType {
        case .rgba:
            for x in 0..<width {
                let p = pixel(x)
                Depth.store(p.x, d, 4 &* x); Depth.store(p.y, d, 4 &* x &+ 1)
                Depth.store(p.z, d, 4 &* x &+ 2); Depth.store(p.w, d, 4 &* x &+ 3)
            }
        case .rgb:
            for x in 0..<width {
                let p = pixel(x)
                Depth.store(p.x, d, 3 &* x); Depth.store(p.y, d, 3 &* x &+ 1); Depth.store(p.z, d, 3 &* x &+ 2)
            }
        case .grayAlpha:
            for x in 0..<width {
                let p = pixel(x)
                Depth.store(Self.gray(p.x, p.y, p.z), d, 2 &* x); Depth.store(p.w, d, 2 &* x &+ 1)
            }
        case .gray:
            for x in 0..<width {
                let p = pixel(x)
                Depth.store(Self.gray(p.x, p.y, p.z), d, x)
            }
        }
    }

    /// Straight color from premultiplied, rounded: c × max / a, and 0 where a = 0.
    @inline(__always)
    private static func unpremultiply(_ p: SIMD4<UInt32>, max: UInt32) -> SIMD4<UInt32> {
        let a = p.w
        if a == max { return p }
        if a == 0 { return .zero }
        let half = a >> 1
        let r = Swift.min((p.x &* max &+ half) / a, max)
        let g = Swift.min((p.y &* max &+ half) / a, max)
        let b = Swift.min((p.z &* max &+ half) / a, max)
        return SIMD4(r, g, b, a)
    }

    /// The gray of a pixel: exact when r = g = b (the automatic layout only picks gray then);
    /// otherwise Rec. 709 luma of the encoded values, rounded.
    @inline(__always)
    private static func gray(_ r: UInt32, _ g: UInt32, _ b: UInt32) -> UInt32 {
        if r == g && g == b { return r }
        return (r &* 2126 &+ g &* 7152 &+ b &* 722 &+ 5000) / 10000
    }
}

/// Stores one sample at the file's depth, rescaling it from the source's range.
protocol DepthConversion {
    static func store(_ value: UInt32, _ destination: UnsafeMutablePointer<UInt8>, _ index: Int)
}

/// 8-bit source, 8-bit file.
enum Depth8From8: DepthConversion {
    @inline(__always)
    static func store(_ value: UInt32, _ destination: UnsafeMutablePointer<UInt8>, _ index: Int) {
        destination[index] = UInt8(truncatingIfNeeded: value)
    }
}

/// 16-bit source, 8-bit file: round(v / 257), exactly.
enum Depth8From16: DepthConversion {
    @inline(__always)
    static func store(_ value: UInt32, _ destination: UnsafeMutablePointer<UInt8>, _ index: Int) {
        destination[index] = UInt8(truncatingIfNeeded: (value &* 255 &+ 32895) >> 16)
    }
}

/// 8-bit source, 16-bit big-endian file: v × 257 maps 255 to 65535.
enum Depth16From8: DepthConversion {
    @inline(__always)
    static func store(_ value: UInt32, _ destination: UnsafeMutablePointer<UInt8>, _ index: Int) {
        let byte = UInt8(truncatingIfNeeded: value)
        destination[2 &* index] = byte
        destination[2 &* index &+ 1] = byte
    }
}

/// 16-bit source, 16-bit big-endian file.
enum Depth16From16: DepthConversion {
    @inline(__always)
    static func store(_ value: UInt32, _ destination: UnsafeMutablePointer<UInt8>, _ index: Int) {
        destination[2 &* index] = UInt8(truncatingIfNeeded: value >> 8)
        destination[2 &* index &+ 1] = UInt8(truncatingIfNeeded: value)
    }
}
