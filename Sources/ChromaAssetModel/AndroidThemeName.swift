/// The rule for an Android theme (style) name such as `Theme.App`, the `postSplashScreenTheme`
/// an app's splash hands over to: parts joined by `.`, each a letter or `_` followed by letters,
/// digits and `_` (the app's `R.style` names it with the dots as `_`).
public enum AndroidThemeName {
    /// What is wrong with `name` as a theme name, or nil when it is one.
    public static func problem(_ name: String) -> String? {
        let expected = "expected a style name such as Theme.App: parts of letters, digits and '_', each starting with a letter or '_', joined by '.'"
        if name.isEmpty { return "it is empty; " + expected }
        for part in name.split(separator: ".", omittingEmptySubsequences: false) {
            guard let first = part.unicodeScalars.first else { return "it has an empty part; " + expected }
            guard first.properties.isAlphabetic || first == "_",
                  part.unicodeScalars.allSatisfy({ $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" })
            else { return "'\(part)' is not a part of one; " + expected }
        }
        return nil
    }
}
