import ChromaLimits

/// Reads the frames of an animated PNG, each decoded by libpng on its own.
public enum APNGReader {
    /// One frame: its control fields and its own pixels (the frame's region, not composed).
    public struct Frame: Hashable, Sendable {
        /// The frame's `fcTL` fields.
        public var control: APNGFrameControl
        /// The frame's pixels.
        public var image: PNGImage
    }

    /// The animation's frames and loop count (0: forever).
    public struct Animation: Hashable, Sendable {
        public var frames: [Frame]
        public var loopCount: Int
    }

    /// Reads an APNG file.
    public static func read(contentsOf path: String) throws -> Animation {
        try decode(PNGReader.readFile(path))
    }

    /// Decodes APNG bytes.
    /// - Throws: ``PNGError`` `.invalidData` for a PNG without `acTL`, out-of-order sequence
    ///   numbers, a frame count that does not match, or frame data libpng rejects.
    public static func decode(_ data: [UInt8]) throws -> Animation {
        let chunks = try PNGChunk.parse(data)
        guard let header = chunks.first, header.type == "IHDR", header.data.count == 13 else {
            throw PNGError(.invalidData, "corrupt PNG: the first chunk is not IHDR")
        }
        guard let control = chunks.first(where: { $0.type == "acTL" }), control.data.count == 8 else {
            throw PNGError(.invalidData, "not an animated PNG: there is no acTL chunk")
        }
        let announced = Int(UInt32(bigEndianBytes: control.data[0..<4]))
        let loops = Int(UInt32(bigEndianBytes: control.data[4..<8]))
        // Every frame is held decoded, as 16-bit samples: at most the canvas each.
        let width = Int(UInt32(bigEndianBytes: header.data[0..<4])), height = Int(UInt32(bigEndianBytes: header.data[4..<8]))
        try ResourceLimits.check(announced, .frames, "the animation")
        try ResourceLimits.check(ResourceLimits.product(width, height), .pixels, "the APNG's \(width)×\(height) canvas")
        try ResourceLimits.check(ResourceLimits.product(announced, width, height, 8), .memory,
                                 "decoding \(announced) frames of \(width)×\(height)")

        var frames: [Frame] = []
        var current: (APNGFrameControl, Int, Int)? = nil
        var pieces: [[UInt8]] = []
        var expectedSequence: UInt32 = 0
        func flush() throws {
            guard let (frameControl, width, height) = current else { return }
            var ihdr = header.data
            ihdr.replaceSubrange(0..<8, with: UInt32(width).bigEndianBytes + UInt32(height).bigEndianBytes)
            var png = PNGChunk.signature + PNGChunk(type: "IHDR", data: ihdr).bytes
            for piece in pieces { png += PNGChunk(type: "IDAT", data: piece).bytes }
            png += PNGChunk(type: "IEND", data: []).bytes
            frames.append(Frame(control: frameControl, image: try PNGReader.decode(png)))
            pieces = []
            current = nil
        }
        func checkSequence(_ bytes: ArraySlice<UInt8>) throws {
            let sequence = UInt32(bigEndianBytes: bytes)
            guard sequence == expectedSequence else {
                throw PNGError(.invalidData, "corrupt APNG: sequence number \(sequence) where \(expectedSequence) was expected")
            }
            expectedSequence += 1
        }
        for chunk in chunks {
            switch chunk.type {
            case "fcTL":
                guard chunk.data.count == 26 else { throw PNGError(.invalidData, "corrupt APNG: an fcTL chunk is not 26 bytes") }
                try flush()
                let d = chunk.data
                try checkSequence(d[0..<4])
                let value = { (range: Range<Int>) in Int(UInt32(bigEndianBytes: d[range])) }
                guard let dispose = APNGFrameControl.Dispose(rawValue: d[24]),
                      let blend = APNGFrameControl.Blend(rawValue: d[25])
                else { throw PNGError(.invalidData, "corrupt APNG: unknown dispose or blend operation") }
                let frameControl = APNGFrameControl(
                    delayNumerator: UInt16(bigEndianBytes: d[20..<22]), delayDenominator: UInt16(bigEndianBytes: d[22..<24]),
                    xOffset: value(12..<16), yOffset: value(16..<20), dispose: dispose, blend: blend)
                current = (frameControl, value(4..<8), value(8..<12))
            case "IDAT":
                if current != nil { pieces.append(chunk.data) }
            case "fdAT":
                guard chunk.data.count >= 4 else { throw PNGError(.invalidData, "corrupt APNG: an fdAT chunk has no sequence number") }
                try checkSequence(chunk.data[0..<4])
                pieces.append(Array(chunk.data[4...]))
            default:
                continue
            }
        }
        try flush()
        guard frames.count == announced else {
            throw PNGError(.invalidData, "corrupt APNG: acTL announces \(announced) frames but \(frames.count) are present")
        }
        return Animation(frames: frames, loopCount: loops)
    }
}
