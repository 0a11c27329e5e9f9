import ChromaRaster

/// One destination of a frame sequence: a folder of numbered files, or one animation file.
///
/// ``FrameSequenceWriter`` renders each frame once, on a worker thread, and has it encoded there
/// by the sink's ``encoder`` (sinks whose encoders are equal share one encoding: numbered PNGs
/// and an APNG are made from the same PNG bytes); then it hands the encoded frames to every
/// sink in frame order. A sink that fails, or is dropped unfinished, leaves no partial file
/// under a final name.
public protocol FrameSink: AnyObject {
    /// How this sink wants each frame encoded.
    var encoder: any FrameEncoder { get }
    /// Takes frame `index` (numbered in the whole sequence), encoded by ``encoder``; called in
    /// frame order. `repeatsPrevious` is true when the frame equals the one before (a hold),
    /// which a format may store once with a longer duration.
    func append(_ encoded: [UInt8], frame index: Int, repeatsPrevious: Bool) throws
    /// Completes the output: every file complete and on disk under its name.
    func finish() throws
    /// Abandons the output: temporary files removed, earlier finished files left in place.
    func discard()
}

/// Turns one rendered frame into a format's bytes. Pure and thread-safe: frames are encoded on
/// every core at once. Equal encoders produce equal bytes, so their work is shared.
public protocol FrameEncoder: Hashable, Sendable {
    /// The encoded frame.
    func encode(_ image: RenderedImage) throws -> [UInt8]
}
