import Testing
@testable import ChromaGIF

/// The color histogram stays bounded whatever a frame holds: its coarsening only ever drops more
/// bits, so a frame of more colors than the table holds is counted in linear time, in the table's
/// fixed size, and no pixel is lost on the way.
@Suite struct GIFHistogramBoundsTests {
    /// `count` distinct colors spread over the whole RGB cube (a multiplicative walk), so that
    /// dropping one bit of each channel still leaves most of them distinct.
    static func spread(_ count: Int) -> [(UInt8, UInt8, UInt8)] {
        (0..<count).map { i in
            let v = UInt32(truncatingIfNeeded: i &* 2_654_435_761) >> 8
            return (UInt8(v >> 16 & 255), UInt8(v >> 8 & 255), UInt8(v & 255))
        }
    }

    @Test(arguments: [40_000, 70_000, 300_000])
    func manyColorsCoarsenPastOneBitAndKeepEveryPixel(count: Int) {
        let histogram = ColorHistogram()
        for (r, g, b) in Self.spread(count) { histogram.add(red: r, green: g, blue: b) }
        let entries = histogram.entries
        // More keys than the table holds at one bit dropped: the shift must have grown past 1
        // (it stayed at 1 and re-coarsened at every new color, without end, before).
        #expect(histogram.shift >= 2, "shift \(histogram.shift) for \(count) colors")
        #expect(histogram.shift <= 3)
        #expect(entries.count <= ColorHistogram.capacity / 2)
        #expect(entries.reduce(0) { $0 + $1.count } == UInt64(count))
        // Every entry's key is its mean color at the final shift, and keys are distinct.
        var keys = Set<UInt32>()
        for entry in entries { #expect(keys.insert(entry.key).inserted) }
    }

    @Test func aFrameWithinTheTableIsCountedExactly() {
        let histogram = ColorHistogram()
        let colors = Self.spread(30_000)
        for (r, g, b) in colors + colors { histogram.add(red: r, green: g, blue: b) }
        #expect(histogram.isExact)
        #expect(histogram.entries.allSatisfy { $0.count == 2 })
    }

    /// A still GIF of a frame of noise (every pixel its own color) is made, with a full palette.
    @Test func noiseQuantizes() throws {
        let side = 192
        var bytes = [UInt8](repeating: 255, count: side * side * 4)
        for (i, (r, g, b)) in Self.spread(side * side).enumerated() { (bytes[i * 4], bytes[i * 4 + 1], bytes[i * 4 + 2]) = (r, g, b) }
        let histogram = ColorHistogram()
        for i in 0..<(side * side) { histogram.add(red: bytes[i * 4], green: bytes[i * 4 + 1], blue: bytes[i * 4 + 2]) }
        let palette = GIFEncoder.palette(histogram, colors: 256)
        #expect(palette.count == 256)
    }
}
