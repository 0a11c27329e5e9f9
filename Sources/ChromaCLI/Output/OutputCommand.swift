import ArgumentParser

/// A command whose whole result is text on standard output, computed by ``output()`` so tests
/// can check it without spawning a process.
protocol OutputCommand: ParsableCommand {
    /// The text the command prints, without the final newline.
    func output() throws -> String
}

extension OutputCommand {
    func run() throws {
        try StandardOutput.line(try output())
    }
}
