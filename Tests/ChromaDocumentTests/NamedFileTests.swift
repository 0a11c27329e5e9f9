import ChromaFiles
import ChromaLimits
import Foundation
import Testing
@testable import ChromaDocument

/// Files a document names (a palette sheet's `from`, a text layer's `font`) are read through the
/// one guarded reader, relative to the document's folder: absolute paths, `..` and links leading
/// out of the folder are refused unless the reader allows any path, and no message quotes what
/// the named file holds.
@Suite struct NamedFileTests {
    struct Folder {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("named-\(UUID().uuidString)").path
        var documents: String { root + "/docs" }
        init() throws {
            try FileManager.default.createDirectory(atPath: root + "/docs/sub", withIntermediateDirectories: true)
            _ = FileManager.default.createFile(atPath: root + "/docs/sub/ok.gpl", contents: Data("GIMP Palette\n255 0 0 red\n".utf8))
            _ = FileManager.default.createFile(atPath: root + "/secret.gpl", contents: Data("GIMP Palette\nAPI_KEY=hunter2\n".utf8))
            try FileManager.default.createSymbolicLink(atPath: root + "/docs/link.gpl", withDestinationPath: root + "/secret.gpl")
            try FileManager.default.createSymbolicLink(atPath: root + "/docs/inside.gpl", withDestinationPath: root + "/docs/sub/ok.gpl")
        }
        func remove() { try? FileManager.default.removeItem(atPath: root) }
    }

    func read(_ from: String, in folder: String, anyPath: Bool = false) -> String? {
        let document = #"{"palette": {"from": "\#(from)"}}"#
        do {
            _ = try DocumentReader.read(Array(document.utf8), syntax: .json, name: "doc", folder: folder, allowingAnyPath: anyPath)
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test func pathsInsideTheFolderAreRead() throws {
        let folder = try Folder()
        defer { folder.remove() }
        #expect(read("sub/ok.gpl", in: folder.documents) == nil)
        #expect(read("./sub/ok.gpl", in: folder.documents) == nil)
        #expect(read("inside.gpl", in: folder.documents) == nil)  // a link that stays inside
    }

    @Test func pathsOutsideTheFolderAreRefusedUnlessAllowed() throws {
        let folder = try Folder()
        defer { folder.remove() }
        let cases = [
            (folder.root + "/secret.gpl", "an absolute path is refused"),
            ("../secret.gpl", "a path with '..' is refused"),
            ("sub/../../secret.gpl", "a path with '..' is refused"),
            ("link.gpl", "leads out of the document's folder through a symbolic link"),
        ]
        for (path, reason) in cases {
            let message = read(path, in: folder.documents)
            #expect(message?.contains(reason) == true, "\(path): \(message ?? "read")")
            #expect(message?.contains("hunter2") == false)
            // Allowed, the file is read, and its bad line is still not quoted.
            let allowed = read(path, in: folder.documents, anyPath: true)
            #expect(allowed?.contains("line 2") == true && allowed?.contains("hunter2") == false, "\(path): \(allowed ?? "read")")
        }
    }

    @Test func namedFilesAreCappedAndMustBeRegular() throws {
        let folder = try Folder()
        defer { folder.remove() }
        let big = folder.documents + "/big.gpl"
        _ = FileManager.default.createFile(atPath: big, contents: Data("GIMP Palette\n".utf8 + [UInt8](repeating: 0x20, count: InputFile.cap)))
        #expect(read("big.gpl", in: folder.documents)?.contains("holds more than \(InputFile.cap) bytes") == true)
        try FileManager.default.createSymbolicLink(atPath: folder.documents + "/zero.gpl", withDestinationPath: "/dev/zero")
        #expect(read("zero.gpl", in: folder.documents, anyPath: true)?.contains("it is a device; expected a regular file") == true)
        let nul = folder.documents + "/nul.gpl"
        _ = FileManager.default.createFile(atPath: nul, contents: Data("GIMP Palette\n1 2 3 a\u{0}b\n".utf8))
        #expect(read("nul.gpl", in: folder.documents)?.contains("holds NUL bytes") == true)
    }

    @Test func aYAMLDocumentMayStartWithAByteOrderMark() throws {
        let yaml = Array("\u{FEFF}width: 4\nheight: 4\nlayers:\n  - paint: red\n".utf8)
        #expect(yaml.starts(with: [0xEF, 0xBB, 0xBF]))
        let document = try DocumentReader.read(yaml, syntax: .yaml, name: "doc", folder: "/tmp")
        #expect(document.scene?.width == 4)
    }
}
