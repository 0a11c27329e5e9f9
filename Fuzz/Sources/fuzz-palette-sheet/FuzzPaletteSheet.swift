import ChromaCharts
import ChromaPalette
import Foundation
import FuzzRendering

/// Palette sheets: byte 0 picks the palette format, byte 1 the columns (0…255, so invalid ones
/// too), byte 2 the swatch size (×8) and the labels, byte 3 the spacing; the rest is the
/// palette file. A sheet that validates is laid out and rendered with its own geometry on a
/// small canvas.
func fuzzPaletteSheet(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    guard count > 4 else { return 0 }
    let formats = PaletteFormat.allCases
    let format = formats[Int(bytes[0]) % formats.count]
    guard let palette = try? PaletteReader.read(Data(bytes: bytes + 4, count: count - 4), format: format) else { return 0 }
    let labels = PaletteSheet.Label.allCases.enumerated().filter { bytes[2] & (1 << UInt8($0.offset)) != 0 }.map(\.element)
    let sheet = PaletteSheet(palette: palette, labels: labels, columns: Int(bytes[1]), swatchSize: Int(bytes[2]) * 8,
                             spacing: Int(bytes[3]), title: bytes[3] & 1 == 0 ? nil : "Fuzz")
    guard (try? sheet.validate()) != nil else { return 0 }
    renderSmall(sheet.chart().scene)
    return 0
}
