import ArgumentParser
import ChromaJSON
import ColorCore

/// `chroma delta A B [--method 2000|76|ok]`.
struct DeltaCommand: OutputCommand {
    static let configuration = CommandConfiguration(
        commandName: "delta",
        abstract: "Print the color difference ΔE between two colors.",
        discussion: """
            Methods: 2000 (CIEDE2000, the default; about 1 is just noticeable), 76 (CIE76, Euclidean \
            in Lab), ok (Euclidean in OKLab; about 0.02 is just noticeable). Lab is CSS's, relative to D50.

            Example: chroma delta '#ff8800' '#ff8c00' --method 2000
            """
    )

    @Argument(help: "The first color.")
    var first: String

    @Argument(help: "The second color.")
    var second: String

    @Option(help: "The formula: 2000 (CIEDE2000), 76 (CIE76) or ok (OKLab).")
    var method: String = "2000"

    @Flag(help: "Print a JSON object with the unrounded value.")
    var json = false

    func output() throws -> String {
        guard let formula = DeltaEMethod(rawValue: method.lowercased()) else {
            throw ValidationError("unknown ΔE method '\(method)'; expected 2000, 76 or ok")
        }
        let a = try ArgumentReading.color(first), b = try ArgumentReading.color(second)
        let value = a.deltaE(b, method: formula)
        if json {
            return JSON.object([("method", .string(formula.rawValue)), ("deltaE", .number(value))]).serialized()
        }
        return DecimalFormat.string(value, maxFractionDigits: formula == .ok ? 6 : 4)
    }
}
