import ChromaFiles
import ChromaPalette
import Foundation
import FuzzDriver

/// Palette files in every format: the first byte picks the format, the rest is the file. What
/// reads must write back in every format. Then the palette goes through files, with the one
/// failure the input chose (FuzzDriver): written over an older file with ``AtomicFile`` (a
/// failed write must leave the old file whole and no temporary) and read back (a failed read
/// is an error; a read that succeeds gives the palette written).
func fuzzPalette(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    guard count > 0 else { return 0 }
    let formats = PaletteFormat.allCases
    let format = formats[Int(bytes[0]) % formats.count]
    let data = Data(bytes: bytes + 1, count: count - 1)
    guard let palette = try? PaletteReader.read(data, format: format) else { return 0 }
    for format in formats { _ = PaletteWriter.data(palette, format: format) }
    let written = PaletteWriter.data(palette, format: .gpl)
    let path = fuzzFolder + "/palette.gpl"
    let old = Array("GIMP Palette\n0 0 0 old\n".utf8)
    FileManager.default.createFile(atPath: path, contents: Data(old))
    do {
        try AtomicFile.write(Array(written), to: path)
    } catch {
        guard FileManager.default.contents(atPath: path) == Data(old) else { fatalError("a failed write changed the old file: \(error)") }
    }
    guard fuzzFolderContents() == ["palette.gpl"] else { fatalError("a write left \(fuzzFolderContents())") }
    let onDisk = FileManager.default.contents(atPath: path) ?? Data()
    if onDisk != Data(old) {
        guard onDisk == written else { fatalError("the file written is not the palette's bytes") }
        if let read = try? PaletteReader.read(contentsOf: path),
           read.entries.map(\.color) != (try? PaletteReader.read(written, format: .gpl))?.entries.map(\.color) {
            fatalError("reading the file gave another palette than reading its bytes")
        }
    }
    try? FileManager.default.removeItem(atPath: path)
    return 0
}
