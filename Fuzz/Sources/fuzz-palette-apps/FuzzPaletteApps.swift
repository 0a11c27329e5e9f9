import ChromaPalette
import Foundation

/// The app-platform palette readers: Photoshop .aco, Android colors.xml, Tailwind @theme and
/// one Xcode colorset's Contents.json. The first byte picks the reader, the rest is the file.
/// What reads must write back in every format.
func fuzzPaletteApps(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    guard count > 0 else { return 0 }
    let data = Data(bytes: bytes + 1, count: count - 1)
    let palette: Palette?
    switch bytes[0] % 4 {
    case 0: palette = try? PaletteReader.read(data, format: .aco)
    case 1: palette = try? PaletteReader.read(data, format: .android)
    case 2: palette = try? PaletteReader.read(data, format: .tailwind)
    default: palette = (try? AssetCatalog.colorSet(data, name: "fuzz")).map { Palette(entries: $0) }
    }
    guard let palette else { return 0 }
    for format in PaletteFormat.allCases { _ = PaletteWriter.data(palette, format: format) }
    for set in AssetCatalog.colorSets(palette) { _ = AssetCatalog.contents(of: set) }
    return 0
}
