import ChromaLimits
import Foundation

/// The one line for a value the argument parser could not read, for every option and argument
/// at once: ArgumentParser's "The value 'foo' is invalid for '--android <kind>'. Please provide
/// one of 'launcher', …" becomes "invalid --android 'foo'; expected one of launcher, adaptive,
/// splash or drawable", and a number that does not parse ("The value '' is invalid for
/// '--duration <duration>'") names the range the option takes, from ``expectation(of:in:)``:
/// "invalid --duration ''; expected a number above 0, up to 3600 seconds".
enum InvalidValueMessage {
    /// The line for `message`, ArgumentParser's own (its bullet lists already joined on one
    /// line), when it is about a value that did not parse; nil for any other message.
    /// - Parameter command: the command's words after `chroma` (`game card`), which picks the
    ///   range of an option whose range differs between commands.
    static func line(for message: String, command: String) -> String? {
        let opening = "The value '", middle = "' is invalid for '"
        guard message.hasPrefix(opening), let split = message.range(of: middle, options: .backwards) else { return nil }
        let value = String(message[message.index(message.startIndex, offsetBy: opening.count)..<split.lowerBound])
        let rest = message[split.upperBound...]
        guard let close = rest.firstIndex(of: "'") else { return nil }
        let synopsis = rest[..<close]
        let after = String(rest[rest.index(after: close)...])
        // `--android <kind>` names the option; a positional argument is its `<kind>`.
        let name = synopsis.hasPrefix("<") ? String(synopsis) : String(synopsis.split(separator: " ").first ?? synopsis)
        let expected: String
        if let choices = choices(in: after) {
            expected = "one of " + choices
        } else if after.hasPrefix(": ") {
            return "invalid \(name) '\(value)': \(after.dropFirst(2))"
        } else if let known = expectation(of: name, in: command) {
            expected = known
        } else {
            return "invalid \(name) '\(value)'; see 'chroma \(command) --help' for what it takes"
        }
        return "invalid \(name) '\(value)'; expected \(expected)"
    }

    /// The choices of ". Please provide one of 'a', 'b' or 'c'." (or "'a' and 'b'", or "… one
    /// of the following: a, b, c"), unquoted and listed as one list: "a, b or c".
    static func choices(in text: String) -> String? {
        for lead in [". Please provide one of the following: ", ". Please provide one of "] where text.hasPrefix(lead) {
            var list = String(text.dropFirst(lead.count))
            if list.hasSuffix(".") { list.removeLast() }
            let items = list.replacingOccurrences(of: "'", with: "").replacingOccurrences(of: " or ", with: ", ")
                .replacingOccurrences(of: " and ", with: ", ").components(separatedBy: ", ")
            return items.count < 2 ? items.joined() : items.dropLast().joined(separator: ", ") + " or " + items[items.count - 1]
        }
        return nil
    }

    /// What a number option takes, as its range says it, for each option read as a number:
    /// the same ``InputRange`` the command's `validate()` checks it against.
    static func expectation(of option: String, in command: String) -> String? {
        let range: InputRange
        switch option {
        case "--duration": range = .duration
        case "--fps": range = .fps
        case "--loop": range = .loopCount
        case "--quality": range = .quality
        case "--scale": range = .scale
        case "--contrast-level": range = .contrastLevel
        case "--columns": range = .columns
        case "--swatch-size": range = .swatchSize
        case "--spacing": range = .spacing
        case "--severity", "--saturation", "--brightness": range = .fraction
        case "--step": range = .chartStep
        case "--hue", "--start-angle", "--end-angle": range = .angle
        case "--frame-count": range = .frameCount
        case "--hold": range = .seconds
        case "--soft-edge", "--corner-radius", "--start-radius", "--end-radius": range = .length
        case "--jitter": range = .jitter
        case "--threshold", "--merge": range = .colorDistance
        case "--fail-under": range = .contrastRatio
        case "-n": range = .extractedColors
        case "--port": return "a whole number from 0 (a free port) to 65535"
        // The gradient's seed is written into documents, whose numbers hold 2⁵³ − 1 exactly;
        // the others are any 64-bit seed.
        case "--seed" where command == "gradient": range = .seed
        case "--seed": return "a whole number from 0 to \(UInt64.max)"
        default: return nil
        }
        return range.expectation
    }
}
