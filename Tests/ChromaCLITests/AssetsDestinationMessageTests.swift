import Foundation
import Testing
@testable import ChromaCLI

/// Where an assets run writes: `-o` of an assets document is a folder, a file standing where a
/// folder must go cannot be created (73) and is named itself, and a message names each path
/// once.
@Suite struct AssetsDestinationMessageTests {
    static let document = "assets:\n  - kind: web\n    path: web\n    scene: icon.yaml\n"

    /// A folder holding `icon.yaml` (a 64² red square) and the document `a.yaml` of one web target.
    static func folder() throws -> String {
        let root = try FirstRunMessageTests.folder()
        try AssetsDocumentStatusTests.icon.write(toFile: root + "/icon.yaml", atomically: true, encoding: .utf8)
        try document.write(toFile: root + "/a.yaml", atomically: true, encoding: .utf8)
        return root
    }

    /// An image's, an animation's or an asset set's suffix is refused as an assets document's
    /// `-o`, which would be made a folder of that name, and so is `-o -`.
    @Test(arguments: [("x.png", "an image"), ("x.PNG/", "an image"), ("x.jpg", "an image"), ("x.webp", "an image"), ("x.svg", "an image"),
                      ("x.gif", "an image"), ("x.apng", "an image"), ("x.webm", "an animation"), ("x.mp4", "an animation"), ("x.json", "an animation"),
                      ("AppIcon.appiconset", "an asset set")])
    func anImageSuffixIsNotAnAssetsFolder(output: String, what: String) throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = InProcessChroma.run(["render", root + "/a.yaml", "-o", root + "/" + output])
        let written = output.split(separator: ".").last!.replacingOccurrences(of: "/", with: "")
        #expect(result.status == 64, "\(result.stderr)")
        #expect(result.stderr == "chroma: -o \(root)/\(output) ends in .\(written), \(what)'s suffix; an assets document writes a tree of files "
            + "(each target's path inside -o), so -o must name a folder without that suffix, such as -o Output/assets\n", "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: root).sorted() == ["a.yaml", "icon.yaml"])
    }

    @Test func standardOutputIsNotAnAssetsFolder() throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = InProcessChroma.run(["render", root + "/a.yaml", "-o", "-"])
        #expect(result.status == 64 && result.stderr.hasPrefix("chroma: -o -: an assets document writes a tree of files"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: "-"))
    }

    /// A folder name with a dot that is not an image's suffix is a folder.
    @Test func aDottedFolderNameIsWritten() throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = InProcessChroma.run(["render", root + "/a.yaml", "-o", root + "/assets.v2"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: root + "/assets.v2/web/icon-192.png"))
    }

    /// A regular file where the `-o` folder, a target's folder or the sheet's folder must go:
    /// 73 (cannot create), naming the file in the way, before anything is drawn or written.
    @Test(arguments: [
        (["-o", "ROOT/afile"], "ROOT/afile", "ROOT/afile/web/icon-192.png"),
        (["-o", "ROOT/out"], "ROOT/out/web", "ROOT/out/web/icon-192.png"),
        (["-o", "ROOT/out", "--preview-sheet", "ROOT/afile/s.png"], "ROOT/afile", "ROOT/afile/s.png"),
        (["-o", "ROOT/out", "--preview-sheet", "ROOT/afile/deeper/s.png"], "ROOT/afile", "ROOT/afile/deeper/s.png"),
    ])
    func aFileWhereAFolderMustGoCannotBeCreated(options: [String], blocked: String, written: String) throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try "mine".write(toFile: root + "/afile", atomically: true, encoding: .utf8)
        if blocked.hasSuffix("/web") {
            try FileManager.default.createDirectory(atPath: root + "/out", withIntermediateDirectories: true)
            try "mine".write(toFile: root + "/out/web", atomically: true, encoding: .utf8)
        }
        let before = try FileManager.default.subpathsOfDirectory(atPath: root).sorted()
        let result = InProcessChroma.run(["render", root + "/a.yaml"] + options.map { $0.replacingOccurrences(of: "ROOT", with: root) })
        #expect(result.status == 73, "\(result.stderr)")
        let file = written.replacingOccurrences(of: "ROOT", with: root), folder = blocked.replacingOccurrences(of: "ROOT", with: root)
        #expect(result.stderr == "chroma: \(TerminalText.line("cannot write '\(file)': '\(folder)' is a file, where a folder must go; expected a folder there, or nothing (move the file, or give another path)"))\n",
                "\(result.stderr)")
        #expect(try FileManager.default.subpathsOfDirectory(atPath: root).sorted() == before)
        #expect(try String(contentsOfFile: root + "/afile", encoding: .utf8) == "mine")
    }

    /// The same from a drawing command's asset destination.
    @Test func aFileInTheWayOfWebIconsCannotBeCreated() throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try "mine".write(toFile: root + "/afile", atomically: true, encoding: .utf8)
        let result = InProcessChroma.run(["render", root + "/icon.yaml", "--web", "-o", root + "/afile/icons"])
        #expect(result.status == 73, "\(result.stderr)")
        #expect(result.stderr.contains("'\(root)/afile' is a file, where a folder must go"), "\(result.stderr)")
    }

    /// A sheet named as a file the assets write is named once, however the path is spelled.
    @Test(arguments: ["ROOT/out/web/icon-192.png", "ROOT/out//web/./icon-192.png", "ROOT/out/web/../web/icon-192.png"])
    func aSheetOnAnAssetIsNamedOnce(sheet: String) throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let given = sheet.replacingOccurrences(of: "ROOT", with: root)
        let result = InProcessChroma.run(["render", root + "/a.yaml", "-o", root + "/out", "--preview-sheet", given])
        #expect(result.status == 64, "\(result.stderr)")
        #expect(result.stderr == "chroma: \(TerminalText.line("--preview-sheet \(given) is one of the files the assets write; name the sheet outside them, such as beside the -o folder"))\n",
                "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: root + "/out"))
    }
}
