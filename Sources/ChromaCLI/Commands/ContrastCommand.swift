import ArgumentParser
import ColorCore

/// `chroma contrast A B`: the WCAG 2 contrast ratio.
struct ContrastCommand: OutputCommand {
    static let configuration = CommandConfiguration(
        commandName: "contrast",
        abstract: "Print the WCAG 2 contrast ratio of two colors, 1 to 21.",
        discussion: """
            4.5 is WCAG's AA minimum for body text, 3 for large text, 7 for AAA. The order of the \
            colors does not matter; opacity is ignored.

            Example: chroma contrast '#777' white
            """
    )

    @Argument(help: "The first color.")
    var first: String

    @Argument(help: "The second color.")
    var second: String

    func output() throws -> String {
        let a = try ArgumentReading.color(first), b = try ArgumentReading.color(second)
        return DecimalFormat.string(a.contrastRatio(with: b), maxFractionDigits: 4)
    }
}
