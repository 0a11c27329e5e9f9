/// A failure after the arguments were read, with the sysexits status the command exits with.
struct CommandFailure: Error, CustomStringConvertible {
    /// The exit status: 65 bad data, 66 no input, 73 cannot create, 74 I/O error.
    var status: Int32
    /// One line naming what failed.
    var message: String

    var description: String { message }

    static func cannotCreate(_ message: String) -> CommandFailure { CommandFailure(status: 73, message: message) }
    static func io(_ message: String) -> CommandFailure { CommandFailure(status: 74, message: message) }
}
