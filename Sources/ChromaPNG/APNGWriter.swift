import ChromaFiles

/// Writes an animated PNG (APNG) frame by frame.
///
/// Debian's libpng has no APNG support, so each frame is encoded by libpng as an ordinary PNG
/// and its compressed data is re-wrapped: the first frame's `IDAT` is the default image, later
/// frames go into `fdAT` chunks, each frame preceded by its `fcTL`, with `acTL` after `IHDR`.
/// Frames are streamed to the destination as they come; a file is written atomically.
public final class APNGWriter {
    /// The canvas and encoding settings shared by every frame (width and height are the canvas's).
    public let configuration: PNGWriter.Configuration
    /// The number of frames the animation has, announced in `acTL`.
    public let frameCount: Int
    /// How many times the animation plays; 0 loops forever.
    public let loopCount: Int
    private let sink: OutputFile
    private let destination: PNGDestination
    private var sequence: UInt32 = 0
    private var framesWritten = 0
    private var finished = false

    /// Opens the destination.
    /// - Throws: ``PNGError`` for an invalid configuration or a frame count under 1; `FileError`
    ///   for a destination that cannot be created.
    public init(to destination: PNGDestination, configuration: PNGWriter.Configuration, frameCount: Int,
                loopCount: Int = 0) throws {
        try configuration.validate()
        guard (1...Int(Int32.max)).contains(frameCount) else {
            throw PNGError(.invalidArgument, "invalid APNG frame count \(frameCount): expected 1 or more")
        }
        guard (0...Int(Int32.max)).contains(loopCount) else {
            throw PNGError(.invalidArgument, "invalid APNG loop count \(loopCount): expected 0 (forever) or more")
        }
        self.configuration = configuration
        self.frameCount = frameCount
        self.loopCount = loopCount
        self.destination = destination
        sink = try OutputFile(destination)
    }

    deinit {
        if !finished { sink.discard() }
    }

    /// Adds the next frame. The first frame must cover the whole canvas at offset (0, 0); later
    /// frames may be smaller, placed by `control`'s offsets.
    /// - Throws: ``PNGError`` for a frame that does not fit the canvas, one frame too many, or a
    ///   write failure.
    public func addFrame(_ pixels: PixelRows, control: APNGFrameControl = APNGFrameControl()) throws {
        guard !finished, framesWritten < frameCount else {
            throw PNGError(.invalidArgument, "APNG frame \(framesWritten + 1) is more than the \(frameCount) announced")
        }
        try checkPlacement(width: pixels.width, height: pixels.height, control: control)
        do {
            try writeFrame(pixels, control: control)
        } catch {
            finished = true
            sink.discard()
            throw error
        }
    }

    private func writeFrame(_ pixels: PixelRows, control: APNGFrameControl) throws {
        let png = try Self.encodeFrame(pixels, configuration: configuration, first: framesWritten == 0)
        try appendFrame(try PNGChunk.parse(png, checkingCRC: false), width: pixels.width, height: pixels.height, control: control)
    }

    /// Encodes one frame as a PNG of the animation's layout, without color or text chunks
    /// unless it is the first frame. Pure, so frames can be encoded on several threads and
    /// added in order with ``addEncodedFrame(_:control:)``.
    public static func encodeFrame(_ pixels: PixelRows, configuration: PNGWriter.Configuration, first: Bool) throws -> [UInt8] {
        var frameConfiguration = configuration
        frameConfiguration.width = pixels.width
        frameConfiguration.height = pixels.height
        if !first {
            frameConfiguration.colorProfile = .none
            frameConfiguration.metadata = PNGMetadata(software: nil)
        }
        let writer = try PNGWriter(to: .memory, configuration: frameConfiguration)
        try writer.write(pixels)
        return try writer.finish()!
    }

    /// Adds the next frame from a PNG made by ``encodeFrame(_:configuration:first:)``, whose
    /// chunks are split once, without checking their CRCs (the bytes come from this process).
    /// - Throws: ``PNGError`` for a PNG whose layout differs from the animation's, a frame that
    ///   does not fit the canvas, or one frame too many; `FileError` for a write failure.
    public func addEncodedFrame(_ png: [UInt8], control: APNGFrameControl = APNGFrameControl()) throws {
        let chunks = try PNGChunk.parse(png, checkingCRC: false)
        guard let header = chunks.first(where: { $0.type == "IHDR" }), header.data.count == 13 else {
            throw PNGError(.invalidArgument, "the encoded APNG frame has no PNG header")
        }
        guard Int(header.data[8]) == configuration.bitDepth.rawValue, Int32(header.data[9]) == configuration.colorType.code else {
            throw PNGError(.invalidArgument, "the encoded APNG frame's layout differs from the animation's \(configuration.colorType.rawValue), \(configuration.bitDepth.rawValue)-bit")
        }
        let width = Int(UInt32(bigEndianBytes: header.data[0..<4])), height = Int(UInt32(bigEndianBytes: header.data[4..<8]))
        guard !finished, framesWritten < frameCount else {
            throw PNGError(.invalidArgument, "APNG frame \(framesWritten + 1) is more than the \(frameCount) announced")
        }
        try checkPlacement(width: width, height: height, control: control)
        do {
            try appendFrame(chunks, width: width, height: height, control: control)
        } catch {
            finished = true
            sink.discard()
            throw error
        }
    }

    private func checkPlacement(width: Int, height: Int, control: APNGFrameControl) throws {
        let canvas = (configuration.width, configuration.height)
        if framesWritten == 0 {
            guard width == canvas.0, height == canvas.1, control.xOffset == 0, control.yOffset == 0 else {
                throw PNGError(.invalidArgument, "the first APNG frame must be the whole \(canvas.0)×\(canvas.1) canvas at (0, 0), not \(width)×\(height) at (\(control.xOffset), \(control.yOffset))")
            }
        }
        guard width >= 1, height >= 1, control.xOffset >= 0, control.yOffset >= 0,
              control.xOffset + width <= canvas.0, control.yOffset + height <= canvas.1
        else {
            throw PNGError(.invalidArgument, "APNG frame of \(width)×\(height) at (\(control.xOffset), \(control.yOffset)) does not fit the \(canvas.0)×\(canvas.1) canvas")
        }
    }

    /// Wraps an encoded frame's image data into the animation.
    private func appendFrame(_ chunks: [PNGChunk], width: Int, height: Int, control: APNGFrameControl) throws {
        let imageData = chunks.filter { $0.type == "IDAT" }
        var out: [UInt8] = []
        if framesWritten == 0 {
            out += PNGChunk.signature
            for chunk in chunks where chunk.type != "IDAT" && chunk.type != "IEND" {
                out += chunk.bytes
                if chunk.type == "IHDR" {
                    let animation = UInt32(frameCount).bigEndianBytes + UInt32(loopCount).bigEndianBytes
                    out += PNGChunk(type: "acTL", data: animation).bytes
                }
            }
        }
        out += PNGChunk(type: "fcTL", data: control.chunkData(sequence: sequence, width: width, height: height)).bytes
        sequence += 1
        for chunk in imageData {
            if framesWritten == 0 {
                out += chunk.bytes
            } else {
                out += PNGChunk(type: "fdAT", data: sequence.bigEndianBytes + chunk.data).bytes
                sequence += 1
            }
        }
        try sink.write(out)
        framesWritten += 1
    }

    /// Writes `IEND` and, for a file, moves it into place.
    /// - Returns: the bytes for a `.memory` destination, nil otherwise.
    /// - Throws: ``PNGError`` when fewer frames than announced were added; `FileError` on a write failure.
    @discardableResult
    public func finish() throws -> [UInt8]? {
        guard !finished else { throw PNGError(.invalidArgument, "the APNG is already finished") }
        finished = true
        guard framesWritten == frameCount else {
            sink.discard()
            throw PNGError(.invalidArgument, "the APNG announced \(frameCount) frames but \(framesWritten) were added")
        }
        do {
            try sink.write(PNGChunk(type: "IEND", data: []).bytes)
            try sink.commit()
        } catch {
            sink.discard()
            throw error
        }
        return destination == .memory ? sink.memory : nil
    }
}
