import ArgumentParser
import ChromaAnimation
import ChromaFiles
import ChromaGIF
import ChromaLimits
import ChromaOutput
import ChromaPNG
import ChromaPalette
import ChromaSplash
import ChromaText
import ChromaVectorAnimation
import ChromaVideo
import ChromaWebP
import ColorCore
import ChromaRaster

/// The statuses `chroma` exits with: sysexits(3) for failures, the shell's 128 + N for signals.
/// This is the one place they are written in Swift; docs/EXIT-CODES.md is the table for people,
/// and `ExitStatusTests` checks every command against it.
enum ExitStatus: Int32, CaseIterable {
    /// Done (also `--help` and `--version`).
    case success = 0
    /// A check ran and found what it was asked to fail on: `palette check --fail-under` with a
    /// required pair below the ratio. For CI.
    case checkFailed = 1
    /// EX_USAGE: the command line or a `CHROMA_*` variable is wrong: an unknown option, a value
    /// that does not parse or is out of its documented range, options that exclude each other.
    case usage = 64
    /// EX_DATAERR: an input's contents are wrong (a scene, a palette, a font, standard input), or
    /// the input or the arguments ask for more than a resource limit or the input size cap allows.
    case dataError = 65
    /// EX_NOINPUT: an input file is missing, unreadable, or not a regular file (a folder, a FIFO,
    /// a device).
    case noInput = 66
    /// EX_UNAVAILABLE: a tool the output needs is not installed (ffmpeg for video).
    case unavailable = 69
    /// EX_SOFTWARE: an error Chroma did not expect; a bug to report.
    case software = 70
    /// EX_CANTCREAT: an output cannot be created (a missing folder, no permission, a folder or a
    /// symbolic link in the output's place).
    case cannotCreate = 73
    /// EX_IOERR: writing an output failed part way (a full disk).
    case ioError = 74
    /// SIGINT: interrupted; unfinished files removed.
    case interrupted = 130
    /// SIGPIPE: standard output was closed by its reader (`-o - | head -c 100`); quiet.
    case brokenPipe = 141
    /// SIGTERM: terminated; unfinished files removed.
    case terminated = 143

    /// The status for an error that reached the top of the command line, from its type (and
    /// for a file error, its kind and errno), never from its text.
    static func status(for error: Error) -> ExitStatus {
        switch error {
        case let failure as CommandFailure: failure.status
        case is ResourceLimitError: .dataError
        case is ResourceLimitError.InvalidSetting: .usage
        case is ValidationError, is ColorParseError, is OutputError, is VectorAnimationError: .usage
        case is PaletteError, is SplashError, is FontError, is InputError: .dataError
        // A scene over a limit or with a bad value, found where a writer checks it (SVG).
        case is SceneError: .dataError
        case let error as FileError: status(for: error)
        case let error as PNGError: error.kind == .invalidData ? .dataError : .software
        case is AnimationError: .dataError
        case let error as VideoError: status(for: error)
        case let error as WebPError:
            if case .invalidQuality = error { .usage } else if case .canvasTooLarge = error { .dataError } else { .software }
        case let error as GIFError:
            if case .invalidColorCount = error { .usage } else { .software }
        // ArgumentParser's own errors (help, version, parse failures) carry its exit code.
        default: ExitStatus(rawValue: ChromaCommand.exitCode(for: error).rawValue) ?? .software
        }
    }

    /// A file error's status: a quiet 141 for a closed pipe, 73 when an output cannot be
    /// created, 74 when writing it fails, 66 when an input cannot be read.
    /// A missing ffmpeg is a service that is unavailable (69); ffmpeg failing or stopped, an I/O
    /// error (74: it writes the file; its own last line says why); a bad request, a usage error.
    static func status(for error: VideoError) -> ExitStatus {
        switch error {
        case .ffmpegMissing, .cannotStart: .unavailable
        case .ffmpegFailed, .ffmpegStopped: .ioError
        case .invalidQuality, .cannotStream: .usage
        case .frameSizeMismatch, .depthMismatch, .tooManyFrames, .missingFrames, .finished: .software
        }
    }

    static func status(for error: FileError) -> ExitStatus {
        if error.isBrokenPipe { return .brokenPipe }
        switch error.kind {
        case .cannotCreate: return .cannotCreate
        case .cannotWrite: return .ioError
        case .cannotRead: return .noInput
        }
    }
}
