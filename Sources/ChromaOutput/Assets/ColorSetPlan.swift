import ChromaPalette

/// A palette's colors as asset catalog colorsets inside a catalog, beside its other assets:
/// `NAME.colorset/Contents.json` per color, with its dark appearance when the palette has one
/// (`AssetCatalog/colorSets(_:)` pairs `NAME` and `NAME-dark`; `display-p3` components for
/// colors outside sRGB), and the catalog's own `Contents.json` when missing. Unlike
/// `chroma palette convert`, which replaces a catalog of colors only, this adds to a catalog
/// that also holds images and icons.
public enum ColorSetPlan {
    /// The files.
    public static func files(catalog: String, palette: Palette) -> [AssetFile] {
        let sets = AssetCatalog.colorSets(palette)
        let folders = AssetCatalogFolders.contentsFiles(above: catalog + "/Colors.colorset")
        return folders + sets.map { set in .text(catalog + "/" + set.name + ".colorset/Contents.json", AssetCatalog.contents(of: set)) }
    }
}
