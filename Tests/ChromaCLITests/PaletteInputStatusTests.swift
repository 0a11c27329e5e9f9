import ChromaPalette
import ChromaTestSupport
import Foundation
import Testing
@testable import ChromaCLI

/// A palette input's exit status is the category its error carries, never guessed from whether
/// the path exists: a catalog that is missing, or a path that is no folder, is 66 with its
/// errno kept; a catalog or palette that is wrong inside is 65.
@Suite struct PaletteInputStatusTests {
    @Test func aCatalogThatIsMissingOrNoFolderIsNoInputWithItsErrno() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        FileManager.default.createFile(atPath: folder.path("File.xcassets"), contents: Data("not a folder".utf8))
        for (name, code) in [("Missing.xcassets", ENOENT), ("File.xcassets", ENOTDIR)] {
            #expect {
                try AssetCatalog.read(folder: folder.path(name))
            } throws: { error in
                guard let error = error as? PaletteError else { return false }
                return error.category == .noInput && error.code == code
            }
            let run = InProcessChroma.run(["palette", "convert", folder.path(name), folder.path("out.gpl")])
            #expect(run.status == 66, "\(name): \(run.status) \(run.stderr)")
            #expect(run.stderr.contains(name), "the message names the catalog: \(run.stderr)")
            #expect(!FileManager.default.fileExists(atPath: folder.path("out.gpl")))
        }
    }

    @Test(arguments: ["", "{", "{\"colors\": 5}", String(repeating: "[", count: 10_000)])
    func aCatalogOrPaletteWrongInsideIsADataError(contents: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        // A catalog whose one colorset holds a Contents.json that is not a color.
        let colorset = folder.path("Bad.xcassets/Brand.colorset")
        try FileManager.default.createDirectory(atPath: colorset, withIntermediateDirectories: true)
        FileManager.default.createFile(atPath: colorset + "/Contents.json", contents: Data(contents.utf8))
        let catalog = InProcessChroma.run(["palette", "convert", folder.path("Bad.xcassets"), folder.path("out.gpl")])
        #expect(catalog.status == 65, "\(catalog.status) \(catalog.stderr)")
        // A palette file that is not a palette of its format.
        FileManager.default.createFile(atPath: folder.path("bad.json"), contents: Data(contents.utf8))
        let file = InProcessChroma.run(["palette", "convert", folder.path("bad.json"), folder.path("out.gpl")])
        #expect(file.status == 65, "\(file.status) \(file.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.path("out.gpl")))
    }

    @Test func anEmptyCatalogIsADataError() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try FileManager.default.createDirectory(atPath: folder.path("Empty.xcassets"), withIntermediateDirectories: true)
        let run = InProcessChroma.run(["palette", "convert", folder.path("Empty.xcassets"), folder.path("out.gpl")])
        #expect(run.status == 65 && run.stderr.contains("no .colorset"), "\(run.status) \(run.stderr)")
    }
}
