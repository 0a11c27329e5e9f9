import ChromaPalette
import Foundation

/// Palette files in every format: the first byte picks the format, the rest is the file. What
/// reads must write back in every format.
func fuzzPalette(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    guard count > 0 else { return 0 }
    let formats = PaletteFormat.allCases
    let format = formats[Int(bytes[0]) % formats.count]
    let data = Data(bytes: bytes + 1, count: count - 1)
    guard let palette = try? PaletteReader.read(data, format: format) else { return 0 }
    for format in formats { _ = PaletteWriter.data(palette, format: format) }
    return 0
}
