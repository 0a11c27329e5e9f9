import ArgumentParser
import ChromaFiles
import ChromaLimits
import ChromaOutput
import Foundation

/// The root of the `chroma` command line.
public struct ChromaCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "chroma",
        abstract: "Color images rendered headless: PNG, SVG, WebP, GIF, video, app assets, palettes.",
        discussion: """
            Colors are read as CSS Color 4 strings: names (rebeccapurple), hex (#ff8800, 0xff8800), \
            rgb(), hsl(), hwb(), lab(), lch(), oklab(), oklch() and color(). Quote them in the shell.

            Example: chroma convert 'oklch(70% 0.15 200)' --json
            """,
        version: ChromaVersion.current,
        subcommands: [
            ConvertCommand.self, MixCommand.self, DeltaCommand.self, ContrastCommand.self,
            HarmonyCommand.self, GameCommand.self, SwatchCommand.self, GradientCommand.self, CSSCommand.self, RenderCommand.self, SplashCommand.self,
            ChartCommand.self, PaletteCommand.self, PreviewCommand.self,
        ]
    )

    public init() {}

    /// Runs the command line and exits with an ``ExitStatus`` (docs/EXIT-CODES.md): 0 on success
    /// (and for `--help`, `--version`), 64 for bad usage, 65 for bad data or a limit, 66 for a
    /// missing input, 73 when an output cannot be created, 74 for an I/O error, 141 quietly when
    /// standard output's reader has gone. Every failure is one line on standard error prefixed
    /// `chroma:`, its control characters escaped and its quoted input cut (``TerminalText``).
    public static func run(arguments: [String]? = nil) -> Never {
        let signals = Interruption.install()
        defer { withExtendedLifetime(signals) {} }
        // A closed standard output is an EPIPE error to handle, not a silent death.
        signal(SIGPIPE, SIG_IGN)
        let arguments = arguments ?? Array(CommandLine.arguments.dropFirst())
        // `--version` alone is answered before the parser reflects on every command (the bulk
        // of its time): the same line ArgumentParser prints, in a tenth of the time.
        if arguments == ["--version"] {
            print(ChromaVersion.current)
            Foundation.exit(ExitStatus.success.rawValue)
        }
        do {
            try CommandEnvironment.load()
            var command = try parse(arguments)
            try command.run()
            Foundation.exit(ExitStatus.success.rawValue)
        } catch {
            let status = ExitStatus.status(for: error)
            if status == .success {
                print(fullMessage(for: error))
                Foundation.exit(status.rawValue)
            }
            PendingFiles.removeAll()
            let message = status == .brokenPipe ? "" : line(for: error)
            if !message.isEmpty {
                StandardError.write("chroma: \(TerminalText.line(message))\n")
            }
            Foundation.exit(status.rawValue)
        }
    }

    /// The one line printed for an error: Chroma's own errors say it themselves (their
    /// `description`); ArgumentParser's get the help to read.
    static func line(for error: Error) -> String {
        switch error {
        case let failure as CommandFailure: failure.message
        case is ResourceLimitError, is FileError, is OutputError, is InputError: String(describing: error)
        default: oneLineMessage(for: error)
        }
    }

    /// Parses the arguments, once. A negative number after a long option (`--size -1x5`,
    /// `--by -0.3`) would read as a short option to the parser; it is joined to its option first
    /// (`--size=-1x5`), so the option's own check names the value.
    static func parse(_ arguments: [String]) throws -> ParsableCommand {
        // Colors given as arguments are bounded like a palette's, before the parser sees them:
        // ArgumentParser's time grows with the square of the positional arguments (a shell's
        // 500,000 words would take hours).
        try ResourceLimits.check(max(0, arguments.count - 64), .paletteColors, "the command line (\(arguments.count) arguments)")
        return try parseAsRoot(joiningNegativeValues(arguments))
    }

    /// `--option -N…` as `--option=-N…`, for every long option followed by an argument that
    /// starts with "-" and a digit or a point, or is `-inf`, `-infinity` or `-nan` (refused
    /// by the option's range, by name, rather than read as an unknown option); everything after
    /// `--` is left alone.
    static func joiningNegativeValues(_ arguments: [String]) -> [String] {
        var joined: [String] = []
        var index = arguments.startIndex
        while index < arguments.endIndex {
            let argument = arguments[index]
            if argument == "--" { return joined + arguments[index...] }
            let next = index + 1 < arguments.endIndex ? arguments[index + 1] : ""
            let negative = next.count >= 2 && next.hasPrefix("-")
                && (next.dropFirst().first.map { $0.isNumber || $0 == "." } == true || ["-inf", "-infinity", "-nan"].contains(next.lowercased()))
            if argument.hasPrefix("--"), argument.count > 2, !argument.contains("="), negative {
                joined.append(argument + "=" + next)
                index += 2
            } else {
                joined.append(argument)
                index += 1
            }
        }
        return joined
    }
}

extension ChromaCommand {
    /// An error as one line: the message, and for a parse error the help to read.
    static func oneLineMessage(for error: Error) -> String {
        let lines = { (text: String) in
            text.split(separator: "\n").map { $0.trimmedOfSpaces }.filter { !$0.isEmpty }
        }
        let all = lines(message(for: error))
        var message = all.first ?? "failed"
        // The parser lists many choices as bullet lines after a colon: keep them on the line.
        if message.hasSuffix(":") {
            let choices = all.dropFirst().prefix { $0.hasPrefix("- ") }.map { String($0.dropFirst(2)) }
            if !choices.isEmpty { message += " " + choices.joined(separator: ", ") }
        }
        if message.hasPrefix("Error: ") { message.removeFirst("Error: ".count) }
        guard !(error is ValidationError) else { return message }
        let hint = lines(fullMessage(for: error)).first(where: { $0.contains("--help") })
        // A value that did not parse: the value, and the choices or the range expected.
        if let line = InvalidValueMessage.line(for: message, command: hint.map(commandName(inHint:)) ?? "") { return line }
        // Argument-parser errors ("Unexpected argument 'x'") name the bad value but not what was
        // expected: point at the help of the command that failed. Chroma's own errors say it.
        if let hint { message += "; " + hint.prefix(1).lowercased() + hint.dropFirst() }
        return message
    }

    /// The command's words in the parser's hint "See 'chroma game card --help' for more
    /// information.": `game card` (empty for the root).
    static func commandName(inHint hint: String) -> String {
        guard let start = hint.range(of: "'chroma"), let end = hint.range(of: " --help'"), start.upperBound <= end.lowerBound else { return "" }
        return hint[start.upperBound..<end.lowerBound].trimmedOfSpaces
    }
}

/// Stopping on SIGINT and SIGTERM: the temporary files of unfinished writes are removed (finished
/// files, frames included, stay) and the process exits with 130 or 143, at once.
enum Interruption {
    static func install() -> [DispatchSourceSignal] {
        [(SIGINT, ExitStatus.interrupted.rawValue), (SIGTERM, ExitStatus.terminated.rawValue)].map { signalNumber, status in
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
            source.setEventHandler {
                PendingFiles.removeAll()
                // Below a progress line drawn on the terminal, on a line of its own; else alone.
                StandardError.write((ProgressBar.lineIsOpen ? "\n" : "") + "chroma: interrupted; unfinished files removed\n")
                _exit(status)
            }
            source.resume()
            return source
        }
    }
}

/// The version `chroma --version` prints.
public enum ChromaVersion {
    /// The release, as semantic version.
    public static let current = "0.1.0"
}
