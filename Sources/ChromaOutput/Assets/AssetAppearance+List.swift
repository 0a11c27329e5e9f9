import ChromaAssetModel
import ChromaLimits
import Foundation

extension AssetAppearance {
    /// Reads a comma-separated list such as `any,dark,high-contrast` (`light` is `any`); each
    /// appearance at most once, `any` always included, in the order of `allCases`.
    /// - Throws: ``OutputError/badAppearances(_:reason:)`` naming the bad item.
    public static func list(parsing text: String) throws -> [AssetAppearance] {
        var result: [AssetAppearance] = []
        for item in text.split(separator: ",", omittingEmptySubsequences: false) {
            let name = item.trimmedOfSpaces.lowercased()
            guard let appearance = AssetAppearance(rawValue: name == "light" ? "any" : name) else {
                throw OutputError.badAppearances(text, reason: "'\(item)' is not an appearance; expected any, dark, high-contrast or dark-high-contrast")
            }
            guard !result.contains(appearance) else {
                throw OutputError.badAppearances(text, reason: "\(appearance.rawValue) is named twice")
            }
            result.append(appearance)
        }
        if !result.contains(.any) { result.append(.any) }
        return result.sorted()
    }
}
