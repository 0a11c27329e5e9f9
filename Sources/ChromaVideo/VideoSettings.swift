import ChromaAnimation

/// Everything that decides the ffmpeg command of a video: its size, frames, rate, the layout of
/// the raw frames piped in, and the codec settings. ``VideoEncoder`` runs exactly
/// ``arguments(output:)``; a benchmark gives ffmpeg the same arguments and the same raw input
/// (``pixelFormat``, ``frameBytes``) to time the encoder alone.
///
/// **Input.** A video that keeps alpha, of 8-bit frames (``pipesYUV``), is piped as the very
/// planes it stores (`yuva420p`), converted by Chroma (``YUV420Planes``, on the threads that
/// draw the frames) as ffmpeg's scale filter would, so ffmpeg only encodes: ffmpeg's RGBA to
/// `yuva420p` conversion cost more than its encoder's spare time. Other videos are piped in the
/// smallest layout that loses nothing the video keeps: RGB (`rgb24`, `rgb48le`), since a video
/// without alpha shows each pixel's color as if opaque, or `rgba64le` for 16-bit frames with
/// alpha, and ffmpeg's scale filter converts them, beside its encoder (for an opaque 8-bit video
/// that is faster than converting on the drawing threads, which the drawing needs). An odd side
/// padded to even (``padsToEven``) is piped padded.
public struct VideoSettings: Sendable, Equatable {
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
    /// Whether the video is 10-bit (never with alpha).
    public let tenBit: Bool
    /// The encoder's CRF (0 best … 51 for H.264, 63 for VP9).
    public let crf: Int
    /// Whether the video keeps the frames' alpha (WebM only; then 8-bit `yuva420p`).
    public let keepsAlpha: Bool
    /// Whether an odd side is padded to even by repeating the last column or row.
    public let padsToEven: Bool
    /// Whether frames are piped as the video's own 8-bit 4:2:0 planes (``YUV420Planes``): true
    /// for an 8-bit video of 8-bit frames, unless ``pipingRGB()`` asked for RGB.
    public private(set) var pipesYUV: Bool

    /// Checks and gathers the settings.
    /// - Parameters:
    ///   - quality: 0 (smallest) … 100 (best), mapped linearly onto the CRF scale; nil for a
    ///     visually transparent default (CRF 18 for H.264, 24 for VP9).
    ///   - tenBit: 10-bit or 8-bit video; a WebM keeping alpha is 8-bit.
    ///   - Other parameters as ``VideoEncoder/init(format:path:width:height:frameCount:frameDuration:depth:quality:tenBit:keepsAlpha:padsToEven:ffmpegPath:)``.
    /// - Throws: ``VideoError`` or ``AnimationError`` for a bad size, count or quality.
    public init(format: VideoFormat, width: Int, height: Int, frameCount: Int, frameDuration: FrameDuration,
                depth: AnimationFrame.Depth = .eight, quality: Int? = nil, tenBit: Bool = true, keepsAlpha: Bool = false,
                padsToEven: Bool = false) throws {
        guard (1...AnimationFrame.maximumSide).contains(width), (1...AnimationFrame.maximumSide).contains(height) else {
            throw AnimationError.invalidSize(width: width, height: height)
        }
        guard padsToEven || (width % 2 == 0 && height % 2 == 0) else { throw VideoError.oddSize(width: width, height: height) }
        if keepsAlpha, !format.keepsAlpha { throw VideoError.noAlpha(format) }
        guard (1...FrameSchedule.maximumFrameCount).contains(frameCount) else { throw AnimationError.invalidFrameCount(frameCount) }
        if let quality, !(0...100).contains(quality) { throw VideoError.invalidQuality(quality) }
        self.format = format
        self.width = width
        self.height = height
        self.frameCount = frameCount
        self.frameDuration = frameDuration
        self.depth = depth
        self.tenBit = tenBit && !keepsAlpha
        self.keepsAlpha = keepsAlpha
        self.padsToEven = padsToEven
        crf = quality.map { Int((Double(100 - $0) / 100 * Double(format.worstCRF)).rounded()) } ?? format.defaultCRF
        pipesYUV = Self.pipesYUV(depth: depth, keepsAlpha: keepsAlpha)
    }

    /// Whether frames of `depth` for a video that `keepsAlpha` are piped as 8-bit 4:2:0 planes
    /// with alpha: 8-bit frames of a video keeping alpha (which is 8-bit).
    public static func pipesYUV(depth: AnimationFrame.Depth, keepsAlpha: Bool) -> Bool {
        depth == .eight && keepsAlpha
    }

    /// The same video with frames piped as RGB(A) and converted by ffmpeg's scale filter (what
    /// every video piped before Chroma converted 8-bit ones itself): the same file from
    /// ffmpeg's side of the work, for a benchmark's peer.
    public func pipingRGB() -> VideoSettings {
        var settings = self
        settings.pipesYUV = false
        return settings
    }

    /// Samples a piped RGB pixel has: 4 with alpha, else 3 (when not ``pipesYUV``).
    public var channels: Int { keepsAlpha ? 4 : 3 }
    /// Bytes of one piped pixel: 3, 4, 6 or 8.
    public var bytesPerPixel: Int { channels * (depth == .eight ? 1 : 2) }
    /// The piped frame's sides: odd sides padded to even.
    public var pipedSize: (width: Int, height: Int) { (width + width % 2, height + height % 2) }
    /// Bytes of one piped frame (after padding).
    public var frameBytes: Int {
        pipesYUV ? YUV420Planes.byteCount(width: width, height: height, alpha: keepsAlpha) : pipedSize.width * pipedSize.height * bytesPerPixel
    }

    /// ffmpeg's name of the piped layout: `yuv420p`, `yuva420p` (``pipesYUV``), `rgb24`, `rgba`,
    /// `rgb48le`/`be`, `rgba64le`/`be` (16-bit samples in native byte order).
    public var pixelFormat: String {
        if pipesYUV { return keepsAlpha ? "yuva420p" : "yuv420p" }
        if depth == .eight { return keepsAlpha ? "rgba" : "rgb24" }
        #if _endian(big)
        return keepsAlpha ? "rgba64be" : "rgb48be"
        #else
        return keepsAlpha ? "rgba64le" : "rgb48le"
        #endif
    }

    /// The ffmpeg arguments (after the program's name) reading the raw frames from standard
    /// input and writing `output` ("pipe:1" for standard output).
    public func arguments(output: String) -> [String] {
        let rate = frameDuration.rateString, size = pipedSize
        return ["-hide_banner", "-nostdin", "-nostats", "-loglevel", "error", "-y",
                "-f", "rawvideo", "-pix_fmt", pixelFormat, "-s", "\(size.width)x\(size.height)", "-r", rate, "-i", "pipe:0",
                "-an"]
            + (pipesYUV ? [] : ["-vf", "scale=out_color_matrix=bt709:out_range=tv:flags=accurate_rnd+full_chroma_int"])
            + ["-colorspace", "bt709", "-color_primaries", "bt709", "-color_trc", "bt709", "-color_range", "tv",
                "-r", rate, "-frames:v", String(frameCount)]
            + format.codecArguments(crf: crf, tenBit: tenBit, alpha: keepsAlpha)
            + ["-f", format.muxer, output]
    }

    /// Straight RGBA pixels (`depth`'s samples, `width × height`) as the piped frame: YUV
    /// planes (``pipesYUV``), or RGB(A); alpha dropped unless kept (colors taken as if opaque),
    /// an odd side padded by repeating the last column or row.
    /// - Throws: ``AnimationError/pixelCountMismatch(expected:found:)``.
    public func piped(rgba bytes: [UInt8]) throws -> [UInt8] {
        let sample = depth == .eight ? 1 : 2
        let expected = width * height * 4 * sample
        guard bytes.count == expected else { throw AnimationError.pixelCountMismatch(expected: expected, found: bytes.count) }
        if pipesYUV {
            return bytes.withUnsafeBufferPointer {
                YUV420Planes.planes(rgba: $0, width: width, height: height, keepsAlpha: keepsAlpha, overWhite: false)
            }
        }
        if keepsAlpha, width % 2 == 0, height % 2 == 0 { return bytes }
        return Self.pack(bytes, width: width, height: height, sampleBytes: sample, from: 4, to: channels)
    }

    /// A frame already in the piped layout, odd sides padded: YUV planes (``pipesYUV``: padded
    /// already, ``frameBytes`` bytes, handed on as they are), or RGB(A) pixels (``channels``
    /// samples, unpadded).
    /// - Throws: ``AnimationError/pixelCountMismatch(expected:found:)``.
    public func piped(packed bytes: [UInt8]) throws -> [UInt8] {
        if pipesYUV {
            guard bytes.count == frameBytes else { throw AnimationError.pixelCountMismatch(expected: frameBytes, found: bytes.count) }
            return bytes
        }
        let expected = width * height * bytesPerPixel
        guard bytes.count == expected else { throw AnimationError.pixelCountMismatch(expected: expected, found: bytes.count) }
        if width % 2 == 0, height % 2 == 0 { return bytes }
        return Self.pack(bytes, width: width, height: height, sampleBytes: depth == .eight ? 1 : 2, from: channels, to: channels)
    }

    /// Rows of `from`-sample pixels as `to`-sample pixels (the first `to` samples of each), each
    /// odd side made even by repeating the last column or row.
    static func pack(_ bytes: [UInt8], width: Int, height: Int, sampleBytes: Int, from: Int, to: Int) -> [UInt8] {
        let source = from * sampleBytes, target = to * sampleBytes
        let evenWidth = width + width % 2, rows = height + height % 2
        let rowBytes = evenWidth * target
        return [UInt8](unsafeUninitializedCapacity: rowBytes * rows) { out, initialized in
            bytes.withUnsafeBufferPointer { input in
                for y in 0..<rows {
                    let line = min(y, height - 1) * width * source, start = y * rowBytes
                    if from == to {
                        _ = UnsafeMutableBufferPointer(rebasing: out[start..<(start + width * target)])
                            .initialize(from: input[line..<(line + width * source)])
                    } else {
                        for x in 0..<width {
                            for b in 0..<target { out[start + x * target + b] = input[line + x * source + b] }
                        }
                    }
                    if evenWidth > width {
                        let last = start + (width - 1) * target
                        for b in 0..<target { out[last + target + b] = out[last + b] }
                    }
                }
            }
            initialized = rowBytes * rows
        }
    }
}
