/// A failure after the arguments were read, with the sysexits status the command exits with.
struct CommandFailure: Error, CustomStringConvertible {
    /// The exit status.
    var status: ExitStatus
    /// One line naming what failed (escaped and cut to length where it is printed); empty for a
    /// failure that exits quietly.
    var message: String

    var description: String { message }

    init(_ status: ExitStatus, _ message: String) {
        self.status = status
        self.message = message
    }

    static func usage(_ message: String) -> CommandFailure { CommandFailure(.usage, message) }
    static func dataError(_ message: String) -> CommandFailure { CommandFailure(.dataError, message) }
    static func noInput(_ message: String) -> CommandFailure { CommandFailure(.noInput, message) }
    static func cannotCreate(_ message: String) -> CommandFailure { CommandFailure(.cannotCreate, message) }
    static func io(_ message: String) -> CommandFailure { CommandFailure(.ioError, message) }
    /// Standard output's reader went away: exit 141 without a word, as a process killed by
    /// SIGPIPE would (but after removing unfinished files).
    static let brokenPipe = CommandFailure(.brokenPipe, "")
}
