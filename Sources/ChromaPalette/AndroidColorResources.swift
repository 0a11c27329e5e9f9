import Foundation

/// A palette as Android color resources for both appearances: `values/colors.xml` with every
/// color's default (light) value and `values-night/colors.xml` with the dark value of each
/// color that has one. Dark variants are paired as for asset catalogs (``AssetCatalog``): a
/// color named `NAME-dark` (or `NAME.dark`) is the dark value of `NAME`, and both files name
/// it `name` (Android resource names: lowercase letters, digits and `_`).
public enum AndroidColorResources {
    /// The two files' bytes; `night` is nil when no color has a dark value.
    public static func files(_ palette: Palette) -> (day: Data, night: Data?) {
        let sets = AssetCatalog.colorSets(palette)
        let day = Palette(name: palette.name, entries: sets.map { Palette.Entry(name: $0.name, color: $0.light) })
        let dark = sets.compactMap { set in set.dark.map { Palette.Entry(name: set.name, color: $0) } }
        return (AndroidColors.write(day), dark.isEmpty ? nil : AndroidColors.write(Palette(name: palette.name, entries: dark)))
    }
}
