import ChromaFiles
import ChromaLimits
import ColorCore
import Foundation
import Testing
@testable import ChromaPalette

/// One writer chosen by the path: every palette format, Swift source and asset catalogs, through
/// ``PaletteDestination`` and ``PaletteWriter/write(_:to:)``; a path that names none is a usage
/// error naming it, and nothing is written.
@Suite struct PaletteDestinationTests {
    @Test(arguments: [
        ("a.gpl", PaletteDestination.file(.gpl)), ("A.JSON", .file(.json)), ("x/y.css", .file(.css)), ("t.tailwind.css", .file(.tailwind)),
        ("p.ase", .file(.ase)), ("p.aco", .file(.aco)), ("colors.xml", .file(.android)), ("p.hex", .file(.text)), ("p.txt", .file(.text)),
        ("Colors.swift", .swiftSource), ("B.SWIFT", .swiftSource), ("App.xcassets", .assetCatalog), ("App.xcassets/", .assetCatalog),
    ])
    func pathsChooseTheirWriter(_ path: String, _ destination: PaletteDestination) throws {
        #expect(PaletteDestination(path: path) == destination)
        #expect(try PaletteDestination.of(path) == destination)
    }

    @Test(arguments: ["p.png", "p", "p.xyz", "", ".gpl.bak", "-"])
    func otherPathsAreAUsageErrorNamingThem(_ path: String) {
        #expect(PaletteDestination(path: path) == nil)
        do {
            _ = try PaletteDestination.of(path)
            Issue.record("\(path) chose a writer")
        } catch let error as PaletteError {
            #expect(error.category == .usage && error.message.contains("'\(path)'") && error.message.contains(".swift"))
        } catch {
            Issue.record("\(error)")
        }
    }

    @Test func eachDestinationIsWrittenAndReadsBack() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("palette-destination-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let palette = Palette(entries: (0..<7).map { Palette.Entry(name: "c\($0)", color: Color(red: Double($0) / 6, green: 0.5, blue: 1 - Double($0) / 6)) })
        for name in ["p.gpl", "p.json", "p.css", "p.ase", "p.txt", "p.aco", "colors.xml", "p.tailwind.css", "Colors.xcassets"] {
            try PaletteWriter.write(palette, to: folder + "/" + name)
            let read = try PaletteReader.read(contentsOf: folder + "/" + name)
            #expect(read.entries.count == 7, "\(name)")
            #expect(read.entries.map(\.color.rgba8.r) == palette.entries.map(\.color.rgba8.r), "\(name)")
        }
        try PaletteWriter.write(palette, to: folder + "/Colors.swift")
        let source = try String(contentsOfFile: folder + "/Colors.swift", encoding: .utf8)
        #expect(source == String(decoding: SwiftColorExtension.write(palette), as: UTF8.self))
        #expect(throws: PaletteError.self) { try PaletteWriter.write(palette, to: folder + "/p.xyz") }
        #expect(!FileManager.default.fileExists(atPath: folder + "/p.xyz"))
    }
}
