import ChromaAnimation
import Foundation

/// Writes an MP4 (H.264) or WebM (VP9) through the system `ffmpeg`: frames are streamed, as
/// they are added, to its standard input as raw pixels (``VideoSettings/pixelFormat``: RGB, or
/// RGBA when the video keeps alpha; 8 or 16 bits), at the exact frame rate (`-r` as the
/// rational 1/frameDuration), so the video has exactly the frames given and lasts exactly
/// frameCount × frameDuration.
///
/// **Overlap.** ``add(_:)`` queues the frame and returns; a thread of the encoder sends the
/// queue to ffmpeg, one `send` a frame, so the caller draws the next frames while ffmpeg
/// encodes. The queue holds at most ``queueCapacity`` bytes (two frames, or up to 32 MiB of
/// smaller ones); ``add(_:)`` waits while it is full.
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
    /// The video's size, frames, rate, piped layout and codec settings.
    public let settings: VideoSettings
    /// The container and codec.
    public var format: VideoFormat { settings.format }
    /// Frame width in pixels, 1…65535.
    public var width: Int { settings.width }
    /// Frame height in pixels, 1…65535.
    public var height: Int { settings.height }
    /// Frames the video will have, 1…10 000 000.
    public var frameCount: Int { settings.frameCount }
    /// Each frame's duration.
    public var frameDuration: FrameDuration { settings.frameDuration }
    /// Bits per sample of the frames given.
    public var depth: AnimationFrame.Depth { settings.depth }
    /// Whether the video is 10-bit.
    public var tenBit: Bool { settings.tenBit }
    /// The encoder's CRF (0 best … 51 for H.264, 63 for VP9).
    public var crf: Int { settings.crf }
    /// Whether the video keeps the frames' alpha (WebM only; then 8-bit `yuva420p`).
    public var keepsAlpha: Bool { settings.keepsAlpha }
    /// Whether an odd side is padded to even by repeating the last column or row.
    public var padsToEven: Bool { settings.padsToEven }
    /// Bytes of frames queued for ffmpeg at most, at least two frames.
    public var queueCapacity: Int { feeder.capacity }

    /// The bytes of frames an encoder with `settings` queues for ffmpeg at most: two frames, or
    /// up to 32 MiB of smaller ones (for a memory check before it starts).
    public static func queueCapacity(for settings: VideoSettings) -> Int {
        FrameFeeder.capacity(frameBytes: settings.frameBytes)
    }

    private let ffmpeg: FFmpegProcess
    private let feeder: FrameFeeder
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
    public convenience init(format: VideoFormat, path: String, width: Int, height: Int, frameCount: Int, frameDuration: FrameDuration,
                            depth: AnimationFrame.Depth = .eight, quality: Int? = nil, tenBit: Bool = true, keepsAlpha: Bool = false,
                            padsToEven: Bool = false, ffmpegPath: String? = nil) throws {
        try self.init(settings: VideoSettings(format: format, width: width, height: height, frameCount: frameCount, frameDuration: frameDuration,
                                              depth: depth, quality: quality, tenBit: tenBit, keepsAlpha: keepsAlpha, padsToEven: padsToEven),
                      path: path, ffmpegPath: ffmpegPath)
    }

    /// Starts ffmpeg with `settings`' arguments, writing `path` (a file, replaced, or "-" for
    /// standard output, WebM only).
    /// - Throws: ``VideoError/cannotStream(_:)``, ``VideoError/ffmpegMissing``,
    ///   ``VideoError/cannotStart(_:)``.
    public init(settings: VideoSettings, path: String, ffmpegPath: String? = nil) throws {
        if path == "-", !settings.format.canStream { throw VideoError.cannotStream(settings.format) }
        guard let executable = ffmpegPath ?? FFmpegProcess.locate() else { throw VideoError.ffmpegMissing }
        self.settings = settings
        self.path = path
        ffmpeg = try FFmpegProcess(executable: executable, arguments: settings.arguments(output: path == "-" ? "pipe:1" : path),
                                   output: path == "-" ? FileHandle.standardOutput : nil)
        feeder = FrameFeeder(ffmpeg: ffmpeg, capacity: FrameFeeder.capacity(frameBytes: settings.frameBytes))
    }

    deinit { cancel() }

    /// Queues the next frame for ffmpeg (straight RGBA; alpha dropped unless the video keeps it).
    /// - Throws: ``VideoError`` for a frame of another size or depth, one too many, or ffmpeg
    ///   failing (its last line); after a failure the encoder is finished.
    public func add(_ frame: AnimationFrame) throws {
        try checkOpen()
        guard frame.width == width, frame.height == height else {
            throw VideoError.frameSizeMismatch(expected: (width, height), found: (frame.width, frame.height))
        }
        guard frame.depth == depth else { throw VideoError.depthMismatch(expected: depth.rawValue, found: frame.depth.rawValue) }
        try queue(settings.piped(rgba: frame.bytes))
    }

    /// Queues the next frame given in the piped layout already (``VideoSettings/channels``
    /// samples a pixel, of ``depth``, `width × height`, unpadded): what a caller that converts
    /// frames on its own threads hands on without another pass.
    /// - Throws: `AnimationError.pixelCountMismatch` for another byte count; otherwise as ``add(_:)``.
    public func add(packed bytes: [UInt8]) throws {
        try checkOpen()
        try queue(settings.piped(packed: bytes))
    }

    private func checkOpen() throws {
        guard !done else { throw VideoError.finished }
        guard added < frameCount else { throw VideoError.tooManyFrames(announced: frameCount) }
    }

    private func queue(_ bytes: [UInt8]) throws {
        added += 1
        if !feeder.push(bytes) {
            done = true
            _ = feeder.close()
            try ffmpeg.finish()
            throw VideoError.ffmpegFailed(status: -1, message: ffmpeg.lastErrorLine())
        }
    }

    /// Sends what is queued, ends the input, waits for ffmpeg to write the file, and checks
    /// the file is whole.
    /// - Throws: ``VideoError/missingFrames(announced:added:)`` (ffmpeg is stopped), ffmpeg's
    ///   failure, ``VideoError/incompleteFile(_:_:)``, or ``VideoError/outputClosed`` when
    ///   standard output's reader went away.
    public func finish() throws {
        guard !done else { throw VideoError.finished }
        done = true
        guard added == frameCount else {
            feeder.abort()
            ffmpeg.cancel()
            throw VideoError.missingFrames(announced: frameCount, added: added)
        }
        let sent = feeder.close()
        try ffmpeg.finish()
        if !sent { throw VideoError.ffmpegFailed(status: -1, message: ffmpeg.lastErrorLine()) }
        // ffmpeg's success is not enough: the file must be whole (see VideoFileCheck).
        if path != "-" { try VideoFileCheck.check(path, format: format) }
    }

    /// Stops ffmpeg without finishing the video (what it wrote is incomplete: discard it).
    public func cancel() {
        guard !done else { return }
        done = true
        feeder.abort()
        ffmpeg.cancel()
    }
}
