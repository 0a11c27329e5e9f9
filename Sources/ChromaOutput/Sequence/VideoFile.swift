import ChromaAnimation
import ChromaFiles
import ChromaRaster
import ChromaVideo

/// An MP4 or WebM of a frame sequence (``VideoEncoder``: the system ffmpeg, fed raw frames).
/// ffmpeg writes the temporary file of an ``OutputFile``, which ``finish()`` syncs and renames
/// into place once ffmpeg has succeeded: a failed, stopped or killed encode leaves nothing under
/// the final name (SIGINT and SIGTERM remove the temporary file; after SIGKILL the next write
/// into the folder does). WebM can go to standard output, which ffmpeg then writes itself.
public final class VideoFile: FrameSink {
    public let encoder: any FrameEncoder = RGBAFrameEncoder()
    private let canvas: AnimationCanvas
    private let file: OutputFile?
    private let writer: VideoEncoder

    /// Starts ffmpeg for `frameCount` frames of `sequence`.
    /// - Throws: `VideoError` (ffmpeg missing first), `AnimationError`, `FileError`.
    public init(format: VideoFormat, to destination: FileDestination, sequence: some FrameSequence, frameCount: Int,
                quality: Int?) throws {
        canvas = AnimationCanvas(sequence)
        let path: String
        if case .file = destination {
            let file = try OutputFile(destination)
            guard let writing = file.writingPath else { throw VideoError.cannotStream(format) }
            self.file = file
            path = writing
        } else {
            file = nil
            path = "-"
        }
        do {
            writer = try VideoEncoder(format: format, path: path, width: canvas.width, height: canvas.height, frameCount: frameCount,
                                      frameDuration: AnimationCanvas.duration(sequence), depth: canvas.depth, quality: quality)
        } catch {
            file?.discard()
            throw error
        }
    }

    public func append(_ encoded: [UInt8], frame index: Int, repeatsPrevious: Bool) throws {
        try writer.add(canvas.frame(encoded))
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
