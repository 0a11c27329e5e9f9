import Foundation
import Testing
@testable import ChromaCLI

/// A value the argument parser cannot read gets one line naming it and what the option takes:
/// its choices, or its range, never the parser's own wording.
@Suite struct InvalidValueMessageTests {
    @Test(arguments: [
        (["swatch", "red", "-o", "/tmp/never.png", "--android", "foo"], "invalid --android 'foo'; expected one of launcher, adaptive, splash or drawable"),
        (["splash", "--colors", "red,blue", "-o", "/tmp/never", "--duration", ""], "invalid --duration ''; expected a number above 0, up to 3600 seconds"),
        (["splash", "--colors", "red,blue", "-o", "/tmp/never", "--fps", "2.5"], "invalid --fps '2.5'; expected a whole number from 1 to 1000 frames per second"),
        (["gradient", "foo"], "invalid <kind> 'foo'; expected one of linear, radial, angular or mesh"),
        (["gradient", "mesh", "--seed", "-1"], "invalid --seed '-1'; expected a whole number from 0 to 9007199254740991"),
        (["gradient", "mesh", "--seed", "1e16"], "invalid --seed '1e16'; expected a whole number from 0 to 9007199254740991"),
        (["game", "new", "--seed", "x"], "invalid --seed 'x'; expected a whole number from 0 to 18446744073709551615"),
        (["palette", "extract", "in.png", "-n", "many"], "invalid -n 'many'; expected a whole number from 1 to 64 colors"),
        (["preview", "s.json", "--port", "http"], "invalid --port 'http'; expected a whole number from 0 (a free port) to 65535"),
    ])
    func aValueThatDoesNotParseIsNamedWithWhatIsExpected(arguments: [String], message: String) {
        let result = InProcessChroma.run(arguments)
        #expect(result.status == 64 && result.stderr == "chroma: \(message)\n", "\(result.stderr)")
    }

    /// Every option of every command, given a word and an empty value: where the parser refuses
    /// it, the line names the value and what is expected, in Chroma's words.
    @Test func everyOptionsParseErrorIsOneCleanLine() throws {
        let json = try #require(try JSONSerialization.jsonObject(with: Data(ChromaCommand._dumpHelp().utf8)) as? [String: Any])
        var options: [(command: [String], option: String)] = []
        func walk(_ command: [String: Any], path: [String]) {
            for argument in command["arguments"] as? [[String: Any]] ?? [] where argument["kind"] as? String == "option" {
                guard let name = argument["preferredName"] as? [String: Any], let kind = name["kind"] as? String, let text = name["name"] as? String else { continue }
                options.append((path, (kind == "short" ? "-" : "--") + text))
            }
            for sub in command["subcommands"] as? [[String: Any]] ?? [] {
                walk(sub, path: path + [sub["commandName"] as? String ?? ""])
            }
        }
        walk(try #require(json["command"] as? [String: Any]), path: [])
        #expect(options.count > 100, "\(options.count) options")
        var refused = 0
        for (command, option) in options {
            // A word no number or choice reads, and a path that cannot be written: a command that
            // runs with it alone (game card -o) must not leave a file behind.
            for value in ["/nonexistent-chroma/x", ""] {
                let line = InProcessChroma.run(command + [option, value]).stderr
                for leak in ["Please provide", "is invalid for", ".;", "The value"] {
                    #expect(!line.contains(leak), "\(command) \(option) '\(value)': \(line)")
                }
                if line.hasPrefix("chroma: invalid \(option) '\(value)'") {
                    refused += 1
                    #expect(line.contains("; expected ") && !line.contains("for what it takes"), "\(command) \(option) '\(value)': \(line)")
                    #expect(line.filter { $0 == "\n" }.count == 1)
                }
            }
        }
        // The enum-like and number options (at least the numbers of the list above).
        #expect(refused >= 60, "\(refused) refusals")
    }
}
