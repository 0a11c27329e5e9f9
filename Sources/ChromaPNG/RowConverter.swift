/// Converts RGBA rows of any ``PixelFormat`` to the bytes of a PNG row: straight alpha, the
/// file's channels, big-endian 16-bit samples.
///
/// The layout switch happens once per row; each inner loop is specialised for its sample types.
struct RowConverter {
    let width: Int
    let source: PixelFormat
    let colorType: PNGColorType
    let bitDepth: PNGBitDepth

    /// Bytes of one converted row.
    var bytesPerRow: Int { width * colorType.channelCount * bitDepth.bytesPerSample }

    func convert(_ row: UnsafeRawPointer, into destination: UnsafeMutablePointer<UInt8>) {
        switch (source.sample, bitDepth) {
        case (.uint8, .eight): convert(row, UInt8.self, into: destination, Store8.self)
        case (.uint8, .sixteen): convert(row, UInt8.self, into: destination, Store16.self)
        case (.uint16, .eight): convert(row, UInt16.self, into: destination, Store8.self)
        case (.uint16, .sixteen): convert(row, UInt16.self, into: destination, Store16.self)
        }
    }

    @inline(__always)
    private func convert<Sample: FixedWidthInteger & UnsignedInteger, Store: SampleStore>(
        _ row: UnsafeRawPointer, _: Sample.Type, into destination: UnsafeMutablePointer<UInt8>, _: Store.Type
    ) {
        let samples = row.assumingMemoryBound(to: Sample.self)
        let maxValue = UInt32(Sample.max)
        let premultiplied = source.alpha == .premultiplied
        let channels = colorType.channelCount
        for x in 0..<width {
            var r = UInt32(samples[4 &* x]), g = UInt32(samples[4 &* x &+ 1])
            var b = UInt32(samples[4 &* x &+ 2])
            let a = UInt32(samples[4 &* x &+ 3])
            if premultiplied && a != maxValue {
                if a == 0 {
                    r = 0; g = 0; b = 0
                } else {
                    let half = a >> 1
                    r = min((r &* maxValue &+ half) / a, maxValue)
                    g = min((g &* maxValue &+ half) / a, maxValue)
                    b = min((b &* maxValue &+ half) / a, maxValue)
                }
            }
            let out = x &* channels
            switch colorType {
            case .rgba:
                Store.store(r, max: maxValue, destination, out)
                Store.store(g, max: maxValue, destination, out &+ 1)
                Store.store(b, max: maxValue, destination, out &+ 2)
                Store.store(a, max: maxValue, destination, out &+ 3)
            case .rgb:
                Store.store(r, max: maxValue, destination, out)
                Store.store(g, max: maxValue, destination, out &+ 1)
                Store.store(b, max: maxValue, destination, out &+ 2)
            case .grayAlpha:
                Store.store(Self.gray(r, g, b), max: maxValue, destination, out)
                Store.store(a, max: maxValue, destination, out &+ 1)
            case .gray:
                Store.store(Self.gray(r, g, b), max: maxValue, destination, out)
            }
        }
    }

    /// The gray of a pixel: exact when r = g = b (the automatic layout only picks gray then);
    /// otherwise Rec. 709 luma of the encoded values, rounded.
    @inline(__always)
    private static func gray(_ r: UInt32, _ g: UInt32, _ b: UInt32) -> UInt32 {
        if r == g && g == b { return r }
        return (r &* 2126 &+ g &* 7152 &+ b &* 722 &+ 5000) / 10000
    }
}

/// Stores one sample, rescaled from 0…max to the file's depth.
protocol SampleStore {
    static func store(_ value: UInt32, max: UInt32, _ destination: UnsafeMutablePointer<UInt8>, _ index: Int)
}

enum Store8: SampleStore {
    @inline(__always)
    static func store(_ value: UInt32, max: UInt32, _ destination: UnsafeMutablePointer<UInt8>, _ index: Int) {
        // 16 → 8 bits: round(v / 257), exactly.
        destination[index] = UInt8(truncatingIfNeeded: max == 255 ? value : (value &* 255 &+ 32895) >> 16)
    }
}

enum Store16: SampleStore {
    @inline(__always)
    static func store(_ value: UInt32, max: UInt32, _ destination: UnsafeMutablePointer<UInt8>, _ index: Int) {
        let wide = max == 255 ? value &* 257 : value  // 8 → 16 bits: v × 257 maps 255 to 65535
        destination[2 &* index] = UInt8(truncatingIfNeeded: wide >> 8)
        destination[2 &* index &+ 1] = UInt8(truncatingIfNeeded: wide)
    }
}
