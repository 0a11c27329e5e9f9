import ChromaAnimation

/// Why a video could not be made.
public enum VideoError: Error, Equatable, CustomStringConvertible {
    /// No `ffmpeg` on the PATH.
    case ffmpegMissing
    /// ffmpeg ended with a failure status; `message` is the last line it wrote to standard error.
    case ffmpegFailed(status: Int32, message: String)
    /// ffmpeg was stopped by a signal.
    case ffmpegStopped(signal: Int32)
    /// ffmpeg could not be started (the system's reason).
    case cannotStart(String)
    /// A quality outside 0…100.
    case invalidQuality(Int)
    /// A frame whose size differs from the video's.
    case frameSizeMismatch(expected: (width: Int, height: Int), found: (width: Int, height: Int))
    /// A frame whose depth differs from the video's.
    case depthMismatch(expected: Int, found: Int)
    /// More frames added than announced.
    case tooManyFrames(announced: Int)
    /// ``VideoEncoder/finish()`` before every announced frame was added.
    case missingFrames(announced: Int, added: Int)
    /// The encoder used after it finished, failed or was cancelled.
    case finished
    /// A format that cannot be written to standard output (MP4 needs a file it can seek in).
    case cannotStream(VideoFormat)
    /// ffmpeg reported success but the file it wrote is not a whole video: empty, or cut
    /// short (an MP4 without its `moov` index, a WebM whose Segment is unfinished); what is wrong.
    case incompleteFile(VideoFormat, String)
    /// Standard output was closed by its reader while ffmpeg wrote it: the command line's quiet
    /// closed pipe (141), as for every other format.
    case outputClosed

    /// Whether this is a closed standard output (``outputClosed``), not a failure to report.
    public var isBrokenPipe: Bool { self == .outputClosed }

    /// An odd width or height for a 4:2:0 codec, without padding asked for.
    case oddSize(width: Int, height: Int)
    /// Alpha asked of a codec that has none (H.264).
    case noAlpha(VideoFormat)

    /// The even sizes nearest an odd `width × height` (each odd side one less or one more,
    /// never 0), smallest first.
    public static func nearestEvenSizes(width: Int, height: Int) -> [(width: Int, height: Int)] {
        func sides(_ n: Int) -> [Int] { n % 2 == 0 ? [n] : [n - 1, n + 1].filter { (2...AnimationFrame.maximumSide).contains($0) } }
        let widths = sides(width), heights = sides(height)
        return widths.count == heights.count ? Array(zip(widths, heights)).map { ($0, $1) }
                                             : widths.flatMap { w in heights.map { (w, $0) } }
    }

    public static func == (a: VideoError, b: VideoError) -> Bool { a.description == b.description }

    public var description: String {
        switch self {
        case .ffmpegMissing:
            return "writing video needs ffmpeg, which is not on the PATH (apt-get install ffmpeg; brew install ffmpeg on macOS)"
        case let .ffmpegFailed(status, message):
            let reason = message.isEmpty ? "it printed no reason" : message
            return status == 0 ? "ffmpeg reported an error though it exited 0: \(reason)" : "ffmpeg failed (status \(status)): \(reason)"
        case let .ffmpegStopped(signal):
            return "ffmpeg was stopped by signal \(signal)"
        case let .cannotStart(reason):
            return "cannot start ffmpeg: \(reason)"
        case let .invalidQuality(quality):
            return "invalid video quality \(quality): expected 0 to 100"
        case let .frameSizeMismatch(expected, found):
            return "a frame of \(found.width)×\(found.height) in a \(expected.width)×\(expected.height) video"
        case let .depthMismatch(expected, found):
            return "a \(found)-bit frame in a video of \(expected)-bit frames"
        case let .tooManyFrames(announced):
            return "more frames than the \(announced) announced for the video"
        case let .missingFrames(announced, added):
            return "the video announced \(announced) frames but \(added) were added"
        case .finished:
            return "the video is already finished"
        case let .incompleteFile(format, reason):
            return "ffmpeg reported success but the \(format.rawValue) file it wrote is incomplete: \(reason); nothing was replaced"
        case .outputClosed:
            return "standard output was closed while ffmpeg wrote the video"
        case let .oddSize(width, height):
            let sizes = Self.nearestEvenSizes(width: width, height: height).map { "\($0.width)×\($0.height)" }
            return "a \(width)×\(height) video: H.264 and VP9 (4:2:0) need even sides; draw it at \(sizes.joined(separator: " or ")), or pad it (--pad repeats the last column and row)"
        case let .noAlpha(format):
            return "\(format.rawValue.uppercased()) has no alpha: only WebM (VP9) keeps transparency"
        case let .cannotStream(format):
            return "\(format.rawValue.uppercased()) cannot be written to standard output (it needs a file it can seek in); give a file name"
        }
    }
}
