import Foundation
import Testing
@testable import ChromaCLI

/// Refusals that name the real conflict.
@Suite struct AssetConflictMessageTests {
    @Test func anAssetNameForWebIconsSaysTheirNamesAreFixed() throws {
        let root = try FirstRunMessageTests.folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let web = InProcessChroma.run(["swatch", "red", "--size", "64x64", "-o", root + "/web", "--web", "--asset-name", "foo"])
        #expect(web.status == 64 && web.stderr == "chroma: --asset-name foo names Android resources; --web writes the file names browsers and the manifest expect (icon-192.png, favicon.ico, …)\n",
                "\(web.stderr)")
        let set = InProcessChroma.run(["swatch", "red", "--size", "64x64", "-o", root + "/Brand.appiconset", "--asset-name", "foo"])
        #expect(set.status == 64 && set.stderr == "chroma: --asset-name foo names Android resources; appiconset assets take their name from the folder (Brand)\n", "\(set.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: root).isEmpty)
    }

    /// A contact sheet named as one of the files the assets write is refused as that, not as
    /// two targets writing one file; nothing is written.
    @Test(arguments: [(["--web"], "web", "web/icon-512.png"), (["--android", "launcher"], "res", "res/mipmap-hdpi/ic_launcher.png"),
                      ([], "A.appiconset", "A.appiconset/A.png"), ([], "A.appiconset", "A.appiconset/../A.appiconset/A.png")])
    func aPreviewSheetOverAnAssetIsNamedAsSuch(options: [String], output: String, sheet: String) throws {
        let root = try FirstRunMessageTests.folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = InProcessChroma.run(["swatch", "red", "--size", "64x64", "-o", root + "/" + output, "--preview-sheet", root + "/" + sheet] + options)
        #expect(result.status == 64, "\(result.stderr)")
        // The path once, as given.
        #expect(result.stderr == "chroma: " + TerminalText.line("--preview-sheet \(root)/\(sheet) is one of the files the assets write; "
            + "name the sheet outside them, such as beside the -o folder") + "\n", "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: root).isEmpty)
    }

    @Test func aPreviewSheetOfOneImageIsRefused() throws {
        let root = try FirstRunMessageTests.folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = InProcessChroma.run(["swatch", "red", "--size", "64x64", "-o", root + "/x.png", "--preview-sheet", root + "/sheet.png"])
        #expect(result.status == 64 && result.stderr == "chroma: --preview-sheet \(root)/sheet.png previews icons of asset outputs (-o NAME.appiconset, NAME.icon, --android, --web); '\(root)/x.png' is one image\n",
                "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: root).isEmpty)
    }
}
