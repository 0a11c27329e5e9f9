import Foundation
@testable import ChromaCLI

/// `chroma` inside the test process, for the tests about what arguments mean: the same parse
/// (`ChromaCommand.parse`: the bound on the argument count, negative values joined to their
/// option, ArgumentParser and each command's `validate()`), the same `run()`, and for an error
/// the same status (`ExitStatus.status(for:)`) and the same one line `chroma: …` that
/// `ChromaCommand.run` writes on standard error — without starting the debug binary.
///
/// What a process shows and this does not: the environment is the test process's own (no
/// `CHROMA_*` setting), there is no standard input, and nothing a command writes to standard
/// output or standard error while it runs is seen. A command whose whole result is text
/// (``OutputCommand``) gives that text as `stdout`; the others write their files as the binary
/// does, so a test that checks a stream (warnings, progress, `-o -`), signals or the exit itself
/// runs the binary with `CommandLineTests.run`. `InProcessAgreementTests` holds the two to the
/// same statuses and lines.
enum InProcessChroma {
    /// Parses and runs `arguments`; the status and the streams `chroma` would give.
    static func run(_ arguments: [String]) -> CommandLineTests.Result {
        do {
            var command = try ChromaCommand.parse(arguments)
            if let textCommand = command as? any OutputCommand {
                return CommandLineTests.Result(status: 0, stdout: try textCommand.output() + "\n", stderr: "")
            }
            try command.run()
            return CommandLineTests.Result(status: 0, stdout: "", stderr: "")
        } catch {
            let status = ExitStatus.status(for: error)
            if status == .success {
                // --help and --version: ChromaCommand.run prints them on standard output.
                return CommandLineTests.Result(status: 0, stdout: ChromaCommand.fullMessage(for: error) + "\n", stderr: "")
            }
            let message = status == .brokenPipe ? "" : ChromaCommand.line(for: error)
            return CommandLineTests.Result(status: status.rawValue, stdout: "",
                                           stderr: message.isEmpty ? "" : "chroma: \(TerminalText.line(message))\n")
        }
    }
}
