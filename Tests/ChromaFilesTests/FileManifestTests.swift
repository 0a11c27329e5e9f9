import Foundation
import Testing
@testable import ChromaFiles

/// The list of files a run wrote: read strictly, and used to remove only regular files inside
/// its folder, never through a link.
@Suite struct FileManifestTests {
    static func write(_ text: String, to path: String) throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    @Test func aManifestReadsBackWhatWasWritten() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        #expect(FileManifest.read(in: folder.url.path) == .none)
        let manifest = FileManifest(paths: ["b/c.png", "a.png", "b/c.png", "ünï côdé/x y.png"])
        #expect(manifest.paths == ["a.png", "b/c.png", "ünï côdé/x y.png"])
        try Data(manifest.bytes).write(to: URL(fileURLWithPath: folder.path(FileManifest.name)))
        #expect(FileManifest.read(in: folder.url.path) == .listed(manifest))
        #expect(FileManifest.read(in: folder.url.path + "/") == .listed(manifest))
        #expect(FileManifest.parse(Array("chroma files 1\n".utf8)) == .listed(FileManifest(paths: [])))
    }

    @Test(arguments: ["a\nb.imageset/Contents.json", "a\rb.png", "x/\u{1}.png", "tab\there.png", "del\u{7F}.png", "\n"])
    func aPathWithAControlCharacterIsNeverListed(path: String) throws {
        // One line holds one path: listed, "a\nb.imageset/…" would read back as a file "a" the
        // run never wrote, which the next run would remove (a file of the user's).
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let manifest = FileManifest(paths: [path, "kept.png"])
        #expect(manifest.paths == ["kept.png"])
        try Data(manifest.bytes).write(to: URL(fileURLWithPath: folder.path(FileManifest.name)))
        #expect(FileManifest.read(in: folder.url.path) == .listed(FileManifest(paths: ["kept.png"])))
        // A user's file named like a piece of the path stays through a removal of the listed files.
        try Self.write("mine", to: folder.path("a"))
        try Self.write("old", to: folder.path("kept.png"))
        _ = FileManifest.remove(manifest.paths, below: folder.url.path)
        #expect(FileManager.default.fileExists(atPath: folder.path("a")))
        #expect(!FileManager.default.fileExists(atPath: folder.path("kept.png")))
    }

    @Test(arguments: [
        ("", "first line"),
        ("a.png\n", "first line"),
        ("chroma files 2\na.png\n", "first line"),
        ("chroma files 1\n../x\n", "'../x'"),
        ("chroma files 1\na/../../x\n", "'a/../../x'"),
        ("chroma files 1\n/etc/passwd\n", "'/etc/passwd'"),
        ("chroma files 1\na.png\n\nb.png\n", "line 3"),
        ("chroma files 1\na//b.png\n", "'a//b.png'"),
        ("chroma files 1\n./a.png\n", "'./a.png'"),
        ("chroma files 1\na.png\r\n", "line 2"),
        ("chroma files 1\na\0b\n", "UTF-8"),
    ])
    func aMalformedManifestIsIgnoredWhole(_ text: String, _ reason: String) {
        guard case .ignored(let why) = FileManifest.parse(Array(text.utf8)) else {
            Issue.record("\(text.debugDescription) was read")
            return
        }
        #expect(why.contains(reason), "\(why)")
    }

    @Test func aManifestThatIsNotUTF8OrTooLargeIsIgnored() throws {
        #expect(FileManifest.parse(Array("chroma files 1\n".utf8) + [0xff, 0xfe, 10]) == .ignored("it is not UTF-8 text"))
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        // Larger than the limit: refused from its size, before it is read.
        let path = folder.path(FileManifest.name)
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.truncate(atOffset: UInt64(FileManifest.maximumBytes) + 1)
        try handle.close()
        guard case .ignored(let why) = FileManifest.read(in: folder.url.path) else { Issue.record("a huge manifest was read"); return }
        #expect(why.contains("\(FileManifest.maximumBytes + 1) bytes"), "\(why)")
        // A folder, or a link, under the manifest's name is not read.
        try FileManager.default.removeItem(atPath: path)
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        #expect(FileManifest.read(in: folder.url.path) == .ignored("it is not a regular file"))
        try FileManager.default.removeItem(atPath: path)
        let elsewhere = try TemporaryFolder()
        defer { elsewhere.remove() }
        try Data(FileManifest(paths: ["a"]).bytes).write(to: URL(fileURLWithPath: elsewhere.path("list")))
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: elsewhere.path("list"))
        guard case .ignored = FileManifest.read(in: folder.url.path) else { Issue.record("a linked manifest was read"); return }
    }

    @Test func relativePathsStayInsideTheFolder() {
        #expect(FileManifest.relative("out/a/b.png", to: "out") == "a/b.png")
        #expect(FileManifest.relative("./out//a/./b.png", to: "out/") == "a/b.png")
        #expect(FileManifest.relative("a.png", to: ".") == "a.png")
        #expect(FileManifest.relative("/x/out/a.png", to: "/x/out") == "a.png")
        #expect(FileManifest.relative("/a.png", to: "/") == "a.png")
        #expect(FileManifest.relative("out", to: "out") == nil)
        #expect(FileManifest.relative("outside/a.png", to: "out") == nil)
        #expect(FileManifest.relative("out/../a.png", to: "out") == nil)
        #expect(FileManifest.relative("/x/out/a.png", to: "x/out") == nil)
        #expect(FileManifest.relative("sheet.png", to: "out") == nil)
    }

    @Test func removingTakesOnlyRegularFilesInsideAndTheFoldersTheyEmpty() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let outside = try TemporaryFolder()
        defer { outside.remove() }
        let root = folder.path("out")
        for name in ["a.png", "deep/er/b.png", "kept/c.png", "kept/user.txt", "d.png"] { try Self.write(name, to: root + "/" + name) }
        try Self.write("mine", to: outside.path("victim.png"))
        try Self.write("mine", to: outside.path("sub/victim.png"))
        // A link to a file outside, and a folder that is a link outside.
        try FileManager.default.createSymbolicLink(atPath: root + "/link.png", withDestinationPath: outside.path("victim.png"))
        try FileManager.default.createSymbolicLink(atPath: root + "/linked", withDestinationPath: outside.path("sub"))
        try FileManager.default.createDirectory(atPath: root + "/folder.png", withIntermediateDirectories: false)
        let removed = FileManifest.remove(["a.png", "deep/er/b.png", "kept/c.png", "link.png", "linked/victim.png", "folder.png", "missing.png",
                                           "../outside.png", "/etc/hostname", ""], below: root)
        #expect(removed == ["a.png", "deep/er/b.png", "kept/c.png"])
        let left = Set(FileManager.default.subpaths(atPath: root) ?? [])
        #expect(left == ["d.png", "kept", "kept/user.txt", "link.png", "linked", "folder.png"], "\(left.sorted())")
        #expect(FileManager.default.fileExists(atPath: outside.path("victim.png")))
        #expect(FileManager.default.fileExists(atPath: outside.path("sub/victim.png")))
        // The folder itself is kept when emptied.
        #expect(FileManifest.remove(["d.png", "kept/user.txt"], below: root) == ["d.png", "kept/user.txt"])
        #expect(FileManager.default.fileExists(atPath: root))
        #expect(Set(FileManager.default.subpaths(atPath: root) ?? []) == ["link.png", "linked", "folder.png"])
        // A missing folder removes nothing.
        #expect(FileManifest.remove(["a.png"], below: folder.path("none")).isEmpty)
    }
}
