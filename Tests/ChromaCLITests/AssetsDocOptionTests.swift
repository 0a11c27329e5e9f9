import ArgumentParser
import Foundation
import Testing
@testable import ChromaCLI

/// Every option docs/ASSETS.md names is one a command takes: each `--option` is in some
/// command's `--help`, each on a `chroma COMMAND …` line of its examples in that command's, and a
/// value the doc gives an option of fixed values (`--profile display-p3`) is one of them.
@Suite struct AssetsDocOptionTests {
    static let doc = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("docs/ASSETS.md")

    /// Each command's help, whitespace folded to single spaces, by its words (`palette sheet`).
    static let helps: [String: String] = {
        var helps: [String: String] = [:]
        for path in HelpTextTests.paths where !path.isEmpty {
            guard let command = ChromaCommand.subcommand(path) else { continue }
            let text = ChromaCommand.helpMessage(for: command, columns: 1000)
            helps[path.joined(separator: " ")] = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        }
        return helps
    }()

    /// Whether `help` lists `option` as an option of its own (not as a longer one's prefix).
    static func lists(_ help: String, _ option: String) -> Bool {
        help.matches(of: try! Regex("(^| |\\[|,)\(option)( |,|=|\\]|$)")).isEmpty == false
    }

    /// The fixed values `help` gives `option` ("(values: srgb, display-p3; default: srgb)"), nil
    /// for a free value.
    static func values(_ help: String, _ option: String) -> [String]? {
        guard let start = help.range(of: "\(option) <") else { return nil }
        let rest = help[start.upperBound...]
        // The option's own entry ends where the next one starts.
        let entry = rest.range(of: " --").map { rest[..<$0.lowerBound] } ?? rest
        guard let values = entry.range(of: "(values: ") else { return nil }
        let list = entry[values.upperBound...].prefix { $0 != ";" && $0 != ")" }
        return list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
    }

    static func text() throws -> String { try String(contentsOf: doc, encoding: .utf8) }

    @Test func everyOptionTheDocNamesIsTakenBySomeCommand() throws {
        let options = Set(try Self.text().matches(of: /--[a-z][a-z0-9-]*/).map { String($0.output) })
        #expect(options.count >= 10, "\(options)")
        for option in options.sorted() {
            #expect(Self.helps.values.contains { Self.lists($0, option) }, "docs/ASSETS.md names \(option), which no command takes")
        }
    }

    @Test func everyExampleLinesOptionsAreItsCommands() throws {
        var checked = 0
        // Continuation lines joined, then each line that runs chroma.
        let lines = try Self.text().replacingOccurrences(of: "\\\n", with: " ").split(separator: "\n")
        for line in lines {
            guard let start = line.range(of: "chroma ") else { continue }
            let words = line[start.upperBound...].split(separator: " ").map(String.init)
            // The longest command path the words start with.
            guard let command = Self.helps.keys.filter({ words.starts(with: $0.split(separator: " ").map(String.init)) })
                .max(by: { $0.count < $1.count }) else { continue }
            for word in words where word.hasPrefix("--") {
                let option = String(word.prefix { $0 != "=" })
                #expect(Self.lists(Self.helps[command]!, option), "chroma \(command) takes no \(option): \(line)")
                checked += 1
            }
        }
        #expect(checked >= 5)
    }

    /// `--option value` in backquotes: where the option has fixed values, each value given
    /// (`a|b`, `a,b`) is one of them.
    @Test func everyValueTheDocGivesIsOneTheOptionTakes() throws {
        var checked = 0
        for match in try Self.text().matches(of: /`(--[a-z][a-z0-9-]*) ([^`]+)`/) {
            let option = String(match.output.1), given = String(match.output.2)
            let lists = Self.helps.values.compactMap { Self.values($0, option) }
            guard let values = lists.first else { continue }
            // A placeholder (KIND, COLOR) stands for any value.
            for value in given.split(whereSeparator: { $0 == "|" || $0 == "," }) where value.contains(where: \.isLowercase) {
                #expect(values.contains(String(value)), "docs/ASSETS.md gives \(option) \(value); it takes \(values.joined(separator: ", "))")
                checked += 1
            }
        }
        #expect(checked >= 2)
    }

    /// The checks themselves see a wrong option and a wrong value.
    @Test func theChecksSeeAMistake() {
        let gradient = Self.helps["gradient"]!
        #expect(Self.lists(gradient, "--profile") && !Self.lists(Self.helps["render"]!, "--profile"))
        #expect(!Self.lists(gradient, "--prof"))
        #expect(Self.values(gradient, "--profile") == ["srgb", "display-p3"])
        #expect(Self.values(gradient, "--profile")?.contains("p3") == false)
    }
}
