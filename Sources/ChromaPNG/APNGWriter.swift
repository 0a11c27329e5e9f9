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
    private let sink: ByteSink
    private let destination: PNGDestination
    private var sequence: UInt32 = 0
    private var framesWritten = 0
    private var finished = false

    /// Opens the destination.
    /// - Throws: ``PNGError`` for an invalid configuration, a frame count under 1, or a
    ///   destination that cannot be created.
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
        sink = try ByteSink(destination)
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
        let canvas = (configuration.width, configuration.height)
        if framesWritten == 0 {
            guard pixels.width == canvas.0, pixels.height == canvas.1, control.xOffset == 0, control.yOffset == 0 else {
                throw PNGError(.invalidArgument, "the first APNG frame must be the whole \(canvas.0)×\(canvas.1) canvas at (0, 0), not \(pixels.width)×\(pixels.height) at (\(control.xOffset), \(control.yOffset))")
            }
        }
        guard pixels.width >= 1, pixels.height >= 1, control.xOffset >= 0, control.yOffset >= 0,
              control.xOffset + pixels.width <= canvas.0, control.yOffset + pixels.height <= canvas.1
        else {
            throw PNGError(.invalidArgument, "APNG frame of \(pixels.width)×\(pixels.height) at (\(control.xOffset), \(control.yOffset)) does not fit the \(canvas.0)×\(canvas.1) canvas")
        }
        do {
            try writeFrame(pixels, control: control)
        } catch {
            finished = true
            sink.discard()
            throw error
        }
    }

    private func writeFrame(_ pixels: PixelRows, control: APNGFrameControl) throws {
        var frameConfiguration = configuration
        frameConfiguration.width = pixels.width
        frameConfiguration.height = pixels.height
        if framesWritten > 0 {
            frameConfiguration.colorProfile = .none
            frameConfiguration.metadata = PNGMetadata(software: nil)
        }
        let writer = try PNGWriter(to: .memory, configuration: frameConfiguration)
        try writer.write(pixels)
        let chunks = try PNGChunk.parse(writer.finish()!)
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
        out += PNGChunk(type: "fcTL", data: control.chunkData(sequence: sequence, width: pixels.width, height: pixels.height)).bytes
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
    /// - Throws: ``PNGError`` when fewer frames than announced were added, or on a write failure.
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
