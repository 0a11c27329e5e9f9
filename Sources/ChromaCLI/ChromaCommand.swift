import ArgumentParser
import ChromaLimits
import ChromaPNG
import Foundation

/// The root of the `chroma` command line.
public struct ChromaCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "chroma",
        abstract: "Colors, gradients and swatches, rendered headless to PNG.",
        discussion: """
            Colors are read as CSS Color 4 strings: names (rebeccapurple), hex (#ff8800, 0xff8800), \
            rgb(), hsl(), hwb(), lab(), lch(), oklab(), oklch() and color(). Quote them in the shell.

            Example: chroma convert 'oklch(70% 0.15 200)' --json
            """,
        version: ChromaVersion.current,
        subcommands: [
            ConvertCommand.self, MixCommand.self, DeltaCommand.self, ContrastCommand.self,
            HarmonyCommand.self, GameCommand.self, SwatchCommand.self, GradientCommand.self, CSSCommand.self, RenderCommand.self, SplashCommand.self,
            ChartCommand.self, PaletteCommand.self,
        ]
    )

    public init() {}

    /// Runs the command line and exits: status 0 on success (and for `--help`, `--version`),
    /// 64 (EX_USAGE) for bad input, 73 when an output cannot be created, 74 for an I/O error,
    /// each with one line on standard error prefixed `chroma:`.
    public static func run(arguments: [String]? = nil) -> Never {
        let signals = Interruption.install()
        defer { withExtendedLifetime(signals) {} }
        do {
            try CommandEnvironment.load()
            var command = try parseAsRoot(arguments)
            try command.run()
            Foundation.exit(0)
        } catch let failure as CommandFailure {
            FileHandle.standardError.write(Data("chroma: \(failure.message)\n".utf8))
            Foundation.exit(failure.status)
        } catch let limit as ResourceLimitError {
            // Input that asks for too much is a data error, reported before any work.
            FileHandle.standardError.write(Data("chroma: \(limit.description)\n".utf8))
            Foundation.exit(65)
        } catch {
            let code = exitCode(for: error)
            if code == .success {
                print(fullMessage(for: error))
                Foundation.exit(0)
            }
            FileHandle.standardError.write(Data("chroma: \(oneLineMessage(for: error))\n".utf8))
            Foundation.exit(code.rawValue)
        }
    }
}

extension ChromaCommand {
    /// An error as one line: the message, and for a parse error the help to read.
    static func oneLineMessage(for error: Error) -> String {
        let lines = { (text: String) in
            text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        }
        var message = lines(message(for: error)).first ?? "failed"
        if message.hasPrefix("Error: ") { message.removeFirst("Error: ".count) }
        // Argument-parser errors ("Unexpected argument 'x'") name the bad value but not what was
        // expected: point at the help of the command that failed. Chroma's own errors say it.
        if !(error is ValidationError), let hint = lines(fullMessage(for: error)).first(where: { $0.contains("--help") }) {
            message += "; " + hint.prefix(1).lowercased() + hint.dropFirst()
        }
        return message
    }
}

/// Stopping on SIGINT and SIGTERM: the temporary files of unfinished writes are removed (finished
/// files, frames included, stay) and the process exits with 130 or 143, at once.
enum Interruption {
    static func install() -> [DispatchSourceSignal] {
        [(SIGINT, Int32(130)), (SIGTERM, Int32(143))].map { signalNumber, status in
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
            source.setEventHandler {
                PendingFiles.removeAll()
                FileHandle.standardError.write(Data("\nchroma: interrupted; unfinished files removed\n".utf8))
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
