import ChromaJSON

/// Where an asset sits in its catalog, and the `Contents.json` of the folders above it.
public enum AssetCatalogFolders {
    /// The `Contents.json` files of the catalog (the nearest folder above `assetFolder` whose
    /// name ends in `.xcassets`) and of each group folder between it and the asset, each written
    /// only when missing (never clobbered). None when the asset is not inside a catalog.
    public static func contentsFiles(above assetFolder: String) -> [AssetFile] {
        let parts = assetFolder.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard let catalog = parts.dropLast().lastIndex(where: { $0.lowercased().hasSuffix(".xcassets") }) else { return [] }
        return (catalog..<(parts.count - 1)).map { end in
            let folder = parts[0...end].joined(separator: "/")
            return AssetFile.text(folder + "/Contents.json", XcodeJSON.text(XcodeJSON.folderContents), onlyIfMissing: true)
        }
    }

    /// The name of an asset from its folder (`Assets.xcassets/Splash.imageset` → `Splash`).
    /// - Throws: ``OutputError/badAssetName(_:reason:)`` for an empty or blank name.
    static func assetName(_ folder: String, suffix: String) throws -> String {
        let last = folder.split(separator: "/").last.map(String.init) ?? ""
        let name = last.lowercased().hasSuffix("." + suffix) ? String(last.dropLast(suffix.count + 1)) : last
        guard !name.isEmpty, !name.hasPrefix("."), name.contains(where: { !$0.isWhitespace }) else {
            throw OutputError.badAssetName(last, reason: "expected NAME.\(suffix), with a name that is not blank and does not start with '.'")
        }
        return name
    }

    /// The `appearances` array of a variant, nil for `any`: `luminosity` first, then `contrast`.
    static func appearances(_ appearance: AssetAppearance) -> JSON? {
        var list: [JSON] = []
        if appearance.isDark { list.append(.object(["appearance": .string("luminosity"), "value": .string("dark")])) }
        if appearance.isHighContrast { list.append(.object(["appearance": .string("contrast"), "value": .string("high")])) }
        return list.isEmpty ? nil : .array(list)
    }
}
