import ChromaAnimation
import Foundation

/// Writes an MP4 (H.264) or WebM (VP9) through the system `ffmpeg`: frames are streamed, as
/// they are added, to its standard input as raw RGBA (8-bit `rgba`, or `rgba64le` for 16-bit
/// frames), at the exact frame rate (`-r` as the rational 1/frameDuration), so the video has
/// exactly the frames given and lasts exactly frameCount × frameDuration.
///
/// **Depth.** 10-bit 4:2:0 by default (`yuv420p10le`: H.264 High 10, VP9 profile 2), since
/// gradients band in 8-bit 4:2:0; ``tenBit`` false gives 8-bit (`yuv420p`), which every player
/// decodes. Colors are converted with the BT.709 matrix in limited range and tagged so.
///
/// **Size.** 4:2:0 needs even sides: an odd width or height is refused
/// (``VideoError/oddSize(width:height:)``, naming the nearest even sizes) unless ``padsToEven``,
/// which adds one more column or row, copying the last one.
///
/// **Alpha.** Stored only by a WebM asked for it (``keepsAlpha``): VP9 with an alpha plane
/// (`yuva420p`, 8-bit: libvpx-vp9 has no 10-bit alpha), which browsers play transparent. Otherwise
/// a video shows each pixel's color as if opaque; MP4 (H.264) has no alpha.
///
/// **Files.** ffmpeg writes `path` itself (any name: the container is given by ``format``);
/// pass the temporary path of an atomic output file and move it into place after ``finish()``
/// succeeds, so a failed or killed encode never leaves a partial file under the final name.
/// "-" writes standard output, for WebM only. Nothing is written to a final name here.
public final class VideoEncoder {
    /// The container and codec.
    public let format: VideoFormat
    /// Frame width in pixels, 1…65535.
    public let width: Int
    /// Frame height in pixels, 1…65535.
    public let height: Int
    /// Frames the video will have, 1…10 000 000.
    public let frameCount: Int
    /// Each frame's duration.
    public let frameDuration: FrameDuration
    /// Bits per sample of the frames given.
    public let depth: AnimationFrame.Depth
    /// Whether the video is 10-bit.
    public let tenBit: Bool
    /// The encoder's CRF (0 best … 51 for H.264, 63 for VP9).
    public let crf: Int
    /// Whether the video keeps the frames' alpha (WebM only; then 8-bit `yuva420p`).
    public let keepsAlpha: Bool
    /// Whether an odd side is padded to even by repeating the last column or row.
    public let padsToEven: Bool

    private let ffmpeg: FFmpegProcess
    /// The file ffmpeg writes, or "-".
    private let path: String
    private var added = 0
    private var done = false

    /// Starts ffmpeg.
    /// - Parameters:
    ///   - format: MP4 or WebM.
    ///   - path: the file ffmpeg writes (replaced), or "-" for standard output (WebM only).
    ///   - width, height: 1…65535 pixels.
    ///   - frameCount: 1…10 000 000 frames.
    ///   - frameDuration: each frame's duration.
    ///   - depth: the frames' bits per sample.
    ///   - quality: 0 (smallest) … 100 (best), mapped linearly onto the CRF scale; nil for a
    ///     visually transparent default (CRF 18 for H.264, 24 for VP9).
    ///   - tenBit: 10-bit (default) or 8-bit video; a WebM keeping alpha is 8-bit.
    ///   - keepsAlpha: store the frames' alpha (WebM only: VP9 `yuva420p`).
    ///   - padsToEven: pad an odd side to even by repeating the last column or row; false
    ///     refuses an odd side.
    ///   - ffmpegPath: the ffmpeg to run; nil finds it on the PATH.
    /// - Throws: ``VideoError`` (``VideoError/ffmpegMissing`` first of all, after the size
    ///   and numbers) or ``AnimationError``.
    public init(format: VideoFormat, path: String, width: Int, height: Int, frameCount: Int, frameDuration: FrameDuration,
                depth: AnimationFrame.Depth = .eight, quality: Int? = nil, tenBit: Bool = true, keepsAlpha: Bool = false,
                padsToEven: Bool = false, ffmpegPath: String? = nil) throws {
        guard (1...AnimationFrame.maximumSide).contains(width), (1...AnimationFrame.maximumSide).contains(height) else {
            throw AnimationError.invalidSize(width: width, height: height)
        }
        guard padsToEven || (width % 2 == 0 && height % 2 == 0) else { throw VideoError.oddSize(width: width, height: height) }
        if keepsAlpha, !format.keepsAlpha { throw VideoError.noAlpha(format) }
        guard (1...FrameSchedule.maximumFrameCount).contains(frameCount) else { throw AnimationError.invalidFrameCount(frameCount) }
        if let quality, !(0...100).contains(quality) { throw VideoError.invalidQuality(quality) }
        if path == "-", !format.canStream { throw VideoError.cannotStream(format) }
        guard let executable = ffmpegPath ?? FFmpegProcess.locate() else { throw VideoError.ffmpegMissing }
        self.format = format
        self.path = path
        self.width = width
        self.height = height
        self.frameCount = frameCount
        self.frameDuration = frameDuration
        self.depth = depth
        self.tenBit = tenBit && !keepsAlpha
        self.keepsAlpha = keepsAlpha
        self.padsToEven = padsToEven
        crf = quality.map { Int((Double(100 - $0) / 100 * Double(format.worstCRF)).rounded()) } ?? format.defaultCRF
        #if _endian(big)
        let wide = "rgba64be"
        #else
        let wide = "rgba64le"
        #endif
        let (evenWidth, evenHeight) = (width + width % 2, height + height % 2)
        let arguments = ["-hide_banner", "-nostdin", "-nostats", "-loglevel", "error", "-y",
                         "-f", "rawvideo", "-pix_fmt", depth == .eight ? "rgba" : wide, "-s", "\(evenWidth)x\(evenHeight)",
                         "-r", frameDuration.rateString, "-i", "pipe:0",
                         "-an", "-vf", "scale=out_color_matrix=bt709:out_range=tv:flags=accurate_rnd+full_chroma_int",
                         "-colorspace", "bt709", "-color_primaries", "bt709", "-color_trc", "bt709", "-color_range", "tv",
                         "-r", frameDuration.rateString, "-frames:v", String(frameCount)]
            + format.codecArguments(crf: crf, tenBit: self.tenBit, alpha: keepsAlpha)
            + ["-f", format.muxer, path == "-" ? "pipe:1" : path]
        ffmpeg = try FFmpegProcess(executable: executable, arguments: arguments, output: path == "-" ? FileHandle.standardOutput : nil)
    }

    /// Sends the next frame to ffmpeg.
    /// - Throws: ``VideoError`` for a frame of another size or depth, one too many, or ffmpeg
    ///   failing (its last line); after a failure the encoder is finished.
    public func add(_ frame: AnimationFrame) throws {
        guard !done else { throw VideoError.finished }
        guard frame.width == width, frame.height == height else {
            throw VideoError.frameSizeMismatch(expected: (width, height), found: (frame.width, frame.height))
        }
        guard frame.depth == depth else { throw VideoError.depthMismatch(expected: depth.rawValue, found: frame.depth.rawValue) }
        guard added < frameCount else { throw VideoError.tooManyFrames(announced: frameCount) }
        added += 1
        let bytes = width % 2 == 0 && height % 2 == 0 ? frame.bytes : Self.padToEven(frame)
        let sent = bytes.withUnsafeBytes { ffmpeg.send($0) }
        if !sent {
            done = true
            try ffmpeg.finish()
            throw VideoError.ffmpegFailed(status: -1, message: ffmpeg.lastErrorLine())
        }
    }

    /// Ends the input, waits for ffmpeg to write the file, and checks the file is whole.
    /// - Throws: ``VideoError/missingFrames(announced:added:)`` (ffmpeg is stopped), ffmpeg's
    ///   failure, ``VideoError/incompleteFile(_:_:)``, or ``VideoError/outputClosed`` when
    ///   standard output's reader went away.
    public func finish() throws {
        guard !done else { throw VideoError.finished }
        done = true
        guard added == frameCount else {
            ffmpeg.cancel()
            throw VideoError.missingFrames(announced: frameCount, added: added)
        }
        try ffmpeg.finish()
        // ffmpeg's success is not enough: the file must be whole (see VideoFileCheck).
        if path != "-" { try VideoFileCheck.check(path, format: format) }
    }

    /// Stops ffmpeg without finishing the video (what it wrote is incomplete: discard it).
    public func cancel() {
        guard !done else { return }
        done = true
        ffmpeg.cancel()
    }

    /// The frame with an odd side made even by repeating its last column or row.
    static func padToEven(_ frame: AnimationFrame) -> [UInt8] {
        let pixel = frame.depth.bytesPerPixel
        let row = frame.width * pixel, evenRow = (frame.width + frame.width % 2) * pixel
        let rows = frame.height + frame.height % 2
        var out = [UInt8](repeating: 0, count: evenRow * rows)
        frame.bytes.withUnsafeBytes { source in
            out.withUnsafeMutableBytes { target in
                for y in 0..<rows {
                    let from = min(y, frame.height - 1) * row, to = y * evenRow
                    target.baseAddress!.advanced(by: to).copyMemory(from: source.baseAddress!.advanced(by: from), byteCount: row)
                    if evenRow > row {
                        target.baseAddress!.advanced(by: to + row).copyMemory(from: source.baseAddress!.advanced(by: from + row - pixel), byteCount: pixel)
                    }
                }
            }
        }
        return out
    }
}
