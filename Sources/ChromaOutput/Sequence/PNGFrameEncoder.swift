import ChromaPNG
import ChromaRaster

/// Encodes each frame as a complete PNG of the sequence's layout: what a numbered frame file
/// holds, and what an APNG takes its image data from.
public struct PNGFrameEncoder: FrameEncoder {
    /// The layout and compression of every frame (width and height are the canvas's).
    public var configuration: PNGWriter.Configuration

    /// Creates an encoder for frames of `sequence`'s size, depth, opacity and color profile.
    public init(for sequence: some FrameSequence, compression: PNGCompression) {
        let (width, height) = sequence.canvasSize
        configuration = PNGWriter.Configuration(width: width, height: height, colorType: sequence.isOpaque ? .rgb : .rgba,
                                                bitDepth: PNGBitDepth(sequence.depth), compression: compression,
                                                colorProfile: PNGColorProfile(sequence.colorProfile))
    }

    public func encode(_ image: RenderedImage) throws -> [UInt8] {
        try image.withRows { try APNGWriter.encodeFrame($0, configuration: configuration, first: true) }
    }
}
