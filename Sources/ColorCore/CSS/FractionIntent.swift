/// What an `hsb()`, `hsl()` or `hwb()` string written with SwiftUI's 0…1 numbers probably meant,
/// or a `device-cmyk()` string written with 0…100 numbers (`device-cmyk(0 50 100 0)`, whose
/// numbers above 1 CSS clamps to 1).
///
/// CSS reads `hsb(0.58 0.17 1.0)` as saturation 0.17% and brightness 1%, a near-black; a SwiftUI
/// user means `Color(hue: 0.58, saturation: 0.17, brightness: 1.0)`. The string keeps CSS's
/// meaning, and this names the intent so a warning can say it.
public struct FractionIntent: Hashable, Sendable {
    /// The string as written.
    public var written: String
    /// The string with the 0…1 numbers as percentages (and a hue ≤ 1 as a fraction of a turn):
    /// `hsb(208.8 17% 100%)`.
    public var meant: String
    /// What the written string reads as, as hex.
    public var writtenHex: String
    /// What the meant string reads as, as hex.
    public var meantHex: String

    /// One line for a warning.
    public var message: String {
        if meant.hasPrefix("device-cmyk") || meant.hasPrefix("cmyk") {
            return "'\(written)' has numbers above 1, which CSS clamps to 1 (a plain number is 0…1), giving \(writtenHex); "
                + "for percentages write '\(meant)' (\(meantHex))"
        }
        return "'\(written)' reads its 0…1 numbers as percentages (CSS), giving \(writtenHex); "
            + "for SwiftUI's 0…1 components write '\(meant)' (\(meantHex))"
    }
}

extension Color {
    /// For an `hsb()`, `hsv()`, `hsl()` or `hwb()` string whose second and third components are
    /// plain numbers (no `%`) all within 0…1, not both 0, the string the writer probably meant
    /// (SwiftUI's 0…1 components: those numbers as percentages, and a hue within 0…1 as a fraction
    /// of a turn); nil for any other string, or when both readings give the same color.
    ///
    /// For a `device-cmyk()` or `cmyk()` string with plain numbers only, at least one above 1
    /// and none above 100: the string with those numbers as percentages.
    public static func likelyFractionIntent(of string: String) -> FractionIntent? {
        let text = string.trimmingWhitespace().lowercased()
        guard let open = text.firstIndex(of: "("), text.hasSuffix(")") else { return nil }
        let name = String(text[..<open])
        if name == "device-cmyk" || name == "cmyk" { return likelyPercentIntent(of: string, text: text, name: name, open: open) }
        guard ["hsb", "hsv", "hsba", "hsva", "hsl", "hsla", "hwb"].contains(name) else { return nil }
        let (tokens, alpha) = arguments(of: text, open: open, components: 3)
        guard tokens.count == 3, let second = Double(tokens[1]), let third = Double(tokens[2]),
            (0...1).contains(second), (0...1).contains(third), second > 0 || third > 0
        else { return nil }
        var hue = tokens[0]
        if let number = Double(hue), number > 0, number <= 1 { hue = DecimalFormat.string(number * 360, maxFractionDigits: 4) }
        func percent(_ v: Double) -> String { DecimalFormat.string(v * 100, maxFractionDigits: 4) + "%" }
        let base = ["hsla": "hsl", "hsba": "hsb", "hsva": "hsv"][name] ?? name
        let meant = "\(base)(\(hue) \(percent(second)) \(percent(third))\(alpha))"
        guard let writtenColor = try? Color(parsing: string), let meantColor = try? Color(parsing: meant),
            writtenColor.hexString != meantColor.hexString
        else { return nil }
        return FractionIntent(written: string, meant: meant, writtenHex: writtenColor.hexString, meantHex: meantColor.hexString)
    }

    /// `device-cmyk(0 50 100 0)` meant as `device-cmyk(0% 50% 100% 0%)`.
    private static func likelyPercentIntent(of string: String, text: String, name: String, open: String.Index) -> FractionIntent? {
        let (tokens, alpha) = arguments(of: text, open: open, components: 4)
        guard tokens.count == 4 else { return nil }
        let numbers = tokens.map { Double($0) }
        guard numbers.allSatisfy({ $0 != nil && $0!.isFinite && (0...100).contains($0!) }), numbers.contains(where: { $0! > 1 }) else { return nil }
        let meant = "\(name)(" + numbers.map { DecimalFormat.string($0!, maxFractionDigits: 4) + "%" }.joined(separator: " ") + alpha + ")"
        guard let writtenColor = try? Color(parsing: string), let meantColor = try? Color(parsing: meant),
            writtenColor.hexString != meantColor.hexString
        else { return nil }
        return FractionIntent(written: string, meant: meant, writtenHex: writtenColor.hexString, meantHex: meantColor.hexString)
    }

    /// A function's arguments split at spaces and commas, and its alpha written as ` / A` (empty
    /// when there is none): after a `/`, or as the value after `components` in legacy commas.
    private static func arguments(of text: String, open: String.Index, components: Int) -> (tokens: [String], alpha: String) {
        let body = text[text.index(after: open)..<text.index(before: text.endIndex)]
        let parts = body.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false)
        var tokens = parts[0].split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" }).map(String.init)
        var alpha = parts.count == 2 ? " / " + String(parts[1]).trimmingWhitespace() : ""
        if tokens.count == components + 1, parts.count == 1 {
            alpha = " / " + tokens[components]
            tokens.removeLast()
        }
        return (tokens, alpha)
    }
}
