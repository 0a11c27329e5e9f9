import ChromaRaster

/// Hands each rendered frame on as its raw straight RGBA bytes (8 or 16 bits a sample, as
/// rendered): for the sinks whose encoders need neighbouring frames (WebP and GIF store what
/// changed; a video encoder is one stream), which encode in order, on every core themselves.
public struct RGBAFrameEncoder: FrameEncoder {
    public init() {}

    public func encode(_ image: RenderedImage) throws -> [UInt8] { image.bytes }
}
