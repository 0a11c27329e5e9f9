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
public final class VideoFile: FrameSink {
    public let encoder: any FrameEncoder = RGBAFrameEncoder()
    private let canvas: AnimationCanvas
    private let file: OutputFile?
    private let writer: VideoEncoder
    /// Whether frames are composited over white (an MP4 of a sequence that is not opaque).
    private let overWhite: Bool

    /// Starts ffmpeg for `frameCount` frames of `sequence`.
    /// - Throws: `VideoError` (ffmpeg missing first), `AnimationError`, `FileError`.
    public init(format: VideoFormat, to destination: FileDestination, sequence: some FrameSequence, frameCount: Int,
                quality: Int?, padsToEven: Bool = false) throws {
        canvas = AnimationCanvas(sequence)
        overWhite = !sequence.isOpaque && !format.keepsAlpha
        let keepsAlpha = !sequence.isOpaque && format.keepsAlpha
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
            // WebM is 10-bit VP9 (profile 2), which browsers play, or 8-bit with alpha; MP4 is
            // 8-bit H.264, since browsers and phones do not decode H.264 High 10.
            writer = try VideoEncoder(format: format, path: path, width: canvas.width, height: canvas.height, frameCount: frameCount,
                                      frameDuration: AnimationCanvas.duration(sequence), depth: canvas.depth, quality: quality,
                                      tenBit: format == .webm, keepsAlpha: keepsAlpha, padsToEven: padsToEven)
        } catch {
            file?.discard()
            throw error
        }
    }

    public func append(_ encoded: [UInt8], frame index: Int, repeatsPrevious: Bool) throws {
        try writer.add(canvas.frame(overWhite ? Self.overWhite(encoded, depth: canvas.depth) : encoded))
    }

    /// Straight RGBA composited over opaque white, rounded.
    static func overWhite(_ bytes: [UInt8], depth: AnimationFrame.Depth) -> [UInt8] {
        var out = bytes
        out.withUnsafeMutableBytes { raw in
            if depth == .eight {
                let p = raw.bindMemory(to: UInt8.self)
                for i in stride(from: 0, to: p.count, by: 4) {
                    let a = UInt32(p[i + 3]), rest = 255 * (255 - a)
                    for c in 0..<3 { p[i + c] = UInt8((UInt32(p[i + c]) * a + rest + 127) / 255) }
                    p[i + 3] = 255
                }
            } else {
                let p = raw.bindMemory(to: UInt16.self)
                for i in stride(from: 0, to: p.count, by: 4) {
                    let a = UInt64(p[i + 3]), rest = 65535 * (65535 - a)
                    for c in 0..<3 { p[i + c] = UInt16((UInt64(p[i + c]) * a + rest + 32767) / 65535) }
                    p[i + 3] = 65535
                }
            }
        }
        return out
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
