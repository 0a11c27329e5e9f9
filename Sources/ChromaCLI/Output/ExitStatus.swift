import ArgumentParser
import ChromaFiles
import ChromaLimits
import ChromaVideo

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

    /// The status for an error that reached the top of the command line: the category the
    /// error carries (``CategorizedError``), never its text. A closed pipe is a quiet 141;
    /// ArgumentParser's own errors (help, version, parse failures) carry its exit code; any
    /// other error is one Chroma did not expect: 70, a bug to report (never 1, which means a
    /// check failed).
    static func status(for error: Error) -> ExitStatus {
        switch error {
        case let failure as CommandFailure: failure.status
        case let error as FileError where error.isBrokenPipe: .brokenPipe
        case let error as VideoError where error.isBrokenPipe: .brokenPipe
        case let error as CategorizedError: ExitStatus(error.category)
        case is ValidationError, is ShardError: .usage
        case let code as ExitCode: ExitStatus(rawValue: code.rawValue) ?? .software
        default:
            // ArgumentParser gives EXIT_FAILURE (1) to every error it does not know.
            switch ChromaCommand.exitCode(for: error) {
            case .failure: .software
            case let code: ExitStatus(rawValue: code.rawValue) ?? .software
            }
        }
    }

    /// The status of a category.
    init(_ category: ErrorCategory) {
        switch category {
        case .usage: self = .usage
        case .dataError: self = .dataError
        case .noInput: self = .noInput
        case .unavailable: self = .unavailable
        case .software: self = .software
        case .cannotCreate: self = .cannotCreate
        case .ioError: self = .ioError
        }
    }
}
