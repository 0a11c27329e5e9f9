import ArgumentParser
import ChromaPNG
import Testing
@testable import ChromaCLI

/// `--compression fast|default|best` and `--fast` on every drawing command that writes PNGs.
@Suite struct CompressionOptionTests {
    static let commands: [[String]] = [
        ["gradient", "linear", "--stops", "red,blue", "-o", "x.png"],
        ["swatch", "red", "-o", "x.png"],
        ["render", "scene.json", "-o", "x.png"],
        ["css", "linear-gradient(red, blue)", "-o", "x.png"],
        ["chart", "hsb", "-o", "x.png"],
    ]

    /// The compression a command line asks for.
    static func compression(_ arguments: [String]) throws -> PNGCompression? {
        switch try ChromaCommand.parse(arguments) {
        case let command as GradientCommand: command.compression.compression
        case let command as SwatchCommand: command.compression.compression
        case let command as RenderCommand: command.compression.compression
        case let command as CSSCommand: command.compression.compression
        case let command as ChartCommand: command.compression.compression
        default: nil
        }
    }

    @Test(arguments: commands)
    func eachSettingNamesItsPreset(_ command: [String]) throws {
        #expect(try Self.compression(command) == .standard)
        #expect(try Self.compression(command + ["--compression", "default"]) == .standard)
        #expect(try Self.compression(command + ["--compression", "fast"]) == .fast)
        #expect(try Self.compression(command + ["--compression=best"]) == .best)
        #expect(try Self.compression(command + ["--fast"]) == .fast)
        #expect(try Self.compression(command + ["--fast", "--compression", "fast"]) == .fast)
    }

    @Test(arguments: commands)
    func contradictoryOrUnknownSettingsAreUsageErrors(_ command: [String]) throws {
        for extra in [["--fast", "--compression", "best"], ["--compression", "quick"], ["--compression", ""], ["--compression", "BEST"],
                      ["--compression"], ["--compression", String(repeating: "b", count: 5000)]] {
            do {
                _ = try ChromaCommand.parse(command + extra)
                Issue.record("\(extra) was accepted")
            } catch {
                #expect(ExitStatus.status(for: error) == .usage, "\(extra): \(error)")
                let line = ChromaCommand.line(for: error)
                #expect(line.contains("--compression") || line.contains("--fast"), "\(extra): \(line)")
            }
        }
    }

    @Test func thePresetsOrderSizeAgainstWork() {
        #expect(PNGCompression.fast.level < PNGCompression.standard.level && PNGCompression.standard.level < PNGCompression.best.level)
        #expect(PNGCompression.fast.filter == .none && PNGCompression.standard.filter == .trial && PNGCompression.best.filter == .trial)
    }
}
