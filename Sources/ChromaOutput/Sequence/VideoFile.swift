import ChromaAnimation
import ChromaFiles
import ChromaRaster
import ChromaVideo
import Foundation

/// An MP4 (8-bit H.264, which every player decodes) or WebM (10-bit VP9) of a frame sequence
/// (`VideoEncoder`: the system ffmpeg, fed raw frames).
/// ffmpeg writes the temporary file of an `OutputFile`, which ``finish()`` syncs and renames
/// into place once ffmpeg has succeeded: a failed, stopped or killed encode leaves nothing under
/// the final name (SIGINT and SIGTERM remove the temporary file; after SIGKILL the next write
/// into the folder does; on Linux ffmpeg opens the temporary file through /proc, so it can never
/// make the name again once the name is removed). WebM can go to standard output, which ffmpeg then writes itself.
/// A WebM of a sequence that is not opaque keeps its transparency (8-bit VP9 with alpha,
/// `yuva420p`); an MP4 has none: its frames are composited over white first (`animationNote`
/// of ``FrameSequenceOutput`` says so). An odd size is refused unless `padsToEven`.
/// Frames are converted to the piped layout (``VideoFrameEncoder``: RGB unless alpha is kept)
/// on the threads that render them, and queued for ffmpeg while the next frames are drawn.
public final class VideoFile: FrameSink {
    public let encoder: any FrameEncoder
    private let file: OutputFile?
    private let writer: VideoEncoder

    /// The settings of the video of `frameCount` frames of `sequence`: WebM is 10-bit VP9
    /// (profile 2), which browsers play, or 8-bit with alpha when the sequence is not opaque;
    /// MP4 is 8-bit H.264, since browsers and phones do not decode H.264 High 10.
    /// - Throws: `VideoError`, `AnimationError`.
    public static func settings(format: VideoFormat, sequence: some FrameSequence, frameCount: Int, quality: Int?,
                                padsToEven: Bool = false) throws -> VideoSettings {
        let canvas = AnimationCanvas(sequence)
        return try VideoSettings(format: format, width: canvas.width, height: canvas.height, frameCount: frameCount,
                                 frameDuration: AnimationCanvas.duration(sequence), depth: canvas.depth, quality: quality,
                                 tenBit: format == .webm, keepsAlpha: !sequence.isOpaque && format.keepsAlpha, padsToEven: padsToEven)
    }

    /// How frames of `sequence` are converted for a video of `format` (as ``settings(format:sequence:frameCount:quality:padsToEven:)``
    /// pipes them): over white for an MP4 of a sequence that is not opaque; as YUV planes with
    /// alpha for a video keeping alpha, of 8-bit frames.
    public static func frameEncoder(format: VideoFormat, sequence: some FrameSequence) -> VideoFrameEncoder {
        let keepsAlpha = !sequence.isOpaque && format.keepsAlpha
        return VideoFrameEncoder(keepsAlpha: keepsAlpha, overWhite: !sequence.isOpaque && !format.keepsAlpha,
                                 planar: VideoSettings.pipesYUV(depth: AnimationCanvas(sequence).depth, keepsAlpha: keepsAlpha))
    }

    /// Starts ffmpeg for `frameCount` frames of `sequence`.
    /// - Throws: `VideoError` (ffmpeg missing first), `AnimationError`, `FileError`.
    public init(format: VideoFormat, to destination: FileDestination, sequence: some FrameSequence, frameCount: Int,
                quality: Int?, padsToEven: Bool = false) throws {
        encoder = Self.frameEncoder(format: format, sequence: sequence)
        let settings = try Self.settings(format: format, sequence: sequence, frameCount: frameCount, quality: quality, padsToEven: padsToEven)
        let path: String
        if case .file = destination {
            let file = try OutputFile(destination)
            guard let writing = file.writingPath else { throw VideoError.cannotStream(format) }
            self.file = file
            #if os(Linux)
            // ffmpeg opens the file this process holds open, through /proc, never by its name:
            // once a signal's cleanup has removed the temporary name, ffmpeg (still finishing,
            // since only this process was signalled) writes into the nameless file and cannot
            // create the name again.
            path = "/proc/\(getpid())/fd/\(file.descriptor)"
            _ = writing
            #else
            path = writing
            #endif
        } else {
            file = nil
            path = "-"
        }
        do {
            writer = try VideoEncoder(settings: settings, path: path)
        } catch {
            file?.discard()
            throw error
        }
    }

    public func append(_ encoded: [UInt8], frame index: Int, repeatsPrevious: Bool) throws {
        try writer.add(packed: encoded)
    }

    public func finish() throws {
        do {
            try writer.finish()
            try file?.commit()
        } catch {
            file?.discard()
            throw error
        }
    }

    public func discard() {
        writer.cancel()
        file?.discard()
    }
}
