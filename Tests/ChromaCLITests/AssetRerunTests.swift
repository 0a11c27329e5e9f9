import ChromaTestSupport
import Foundation
import Testing

/// Running an asset command again into the same folder leaves it as a run into an empty folder
/// would: the files the earlier run wrote and this one does not are removed, the user's own
/// files are kept, and the list of files is never followed outside the folder.
@Suite(.tags(.process), .unlessProcessesSkipped) struct AssetRerunTests {
    let cli = CommandLineTests()

    static func write(_ text: String, to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    /// Runs `first` then `second` into one folder (holding a file of the user's) and `second`
    /// alone into an empty one, and compares the trees.
    func expectSecondRunAlone(_ first: [String], _ second: [String], into name: String, in folder: URL, userFile: String) throws {
        let reused = folder.appendingPathComponent("reused"), fresh = folder.appendingPathComponent("fresh")
        try Self.write("the user's", to: reused.appendingPathComponent(name + "/" + userFile))
        let a = try cli.run(first + ["-o", reused.appendingPathComponent(name).path])
        try #require(a.status == 0, "\(a.stderr)")
        let between = ShardCommandTests.files(in: reused)
        let b = try cli.run(second + ["-o", reused.appendingPathComponent(name).path])
        try #require(b.status == 0, "\(b.stderr)")
        let c = try cli.run(second + ["-o", fresh.appendingPathComponent(name).path])
        try #require(c.status == 0, "\(c.stderr)")
        var again = ShardCommandTests.files(in: reused)
        #expect(again.removeValue(forKey: name + "/" + userFile) == Data("the user's".utf8), "the user's file was removed")
        let alone = ShardCommandTests.files(in: fresh)
        #expect(again.keys.sorted() == alone.keys.sorted(),
                "left over: \(Set(again.keys).subtracting(alone.keys).sorted()), missing: \(Set(alone.keys).subtracting(again.keys).sorted())")
        #expect(again == alone, "the files differ from a run into an empty folder")
        // Empty folders go too: the trees hold the same folders, but for the user's file's.
        func folders(_ url: URL) -> Set<String> {
            Set((FileManager.default.subpaths(atPath: url.path) ?? []).filter { path in
                var isFolder: ObjCBool = false
                return FileManager.default.fileExists(atPath: url.appendingPathComponent(path).path, isDirectory: &isFolder) && isFolder.boolValue
            })
        }
        var users = Set<String>()
        var parts = (name + "/" + userFile).split(separator: "/").dropLast()
        while !parts.isEmpty { users.insert(parts.joined(separator: "/")); parts.removeLast() }
        #expect(folders(reused).subtracting(folders(fresh)).isSubset(of: users), "\(folders(reused).subtracting(folders(fresh)).sorted())")
        #expect(between != again, "the first run wrote the same files")
    }

    @Test func anAdaptiveIconBecomingALauncherIconLeavesNoNightOrAdaptiveFiles() throws {
        let folder = try ShardCommandTests.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let gradient = ["gradient", "linear", "--size", "48x48"]
        try expectSecondRunAlone(gradient + ["--stops", "light-dark(red, blue),white", "--android", "adaptive"],
                                 gradient + ["--stops", "red,white", "--android", "launcher"], into: "res", in: folder, userFile: "values/strings.txt")
        let res = folder.appendingPathComponent("reused/res")
        let names = Set(FileManager.default.subpaths(atPath: res.path) ?? [])
        #expect(!names.contains { $0.hasPrefix("mipmap-night") || $0.hasPrefix("mipmap-anydpi") }, "\(names.sorted())")
    }

    /// Other assets in one `res` folder are not this run's: a launcher icon, a splash screen and
    /// two drawings of other names written in turn all stay whole, and each asset's own re-run
    /// still removes only its own files that it no longer writes.
    @Test func assetsOfOtherNamesInOneResFolderKeepEachOthersFiles() throws {
        let folder = try ShardCommandTests.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let res = folder.appendingPathComponent("res").path
        let gradient = ["gradient", "linear", "--size", "48x48"]
        let runs: [[String]] = [
            gradient + ["--stops", "light-dark(red, blue),white", "--android", "adaptive"],
            gradient + ["--stops", "red,white", "--android", "splash"],
            gradient + ["--stops", "red,white", "--android", "drawable", "--asset-name", "aaa"],
            gradient + ["--stops", "red,white", "--android", "drawable", "--asset-name", "bbb"],
        ]
        var expected: [String: Data] = [:]
        for run in runs {
            let alone = folder.appendingPathComponent("alone-\(expected.count)")
            let single = try cli.run(run + ["-o", alone.path])
            try #require(single.status == 0, "\(single.stderr)")
            for (path, bytes) in ShardCommandTests.files(in: alone) where path != ".chroma-files" { expected[path] = bytes }
            let shared = try cli.run(run + ["-o", res])
            try #require(shared.status == 0, "\(shared.stderr)")
        }
        var all = ShardCommandTests.files(in: URL(fileURLWithPath: res))
        all.removeValue(forKey: ".chroma-files")
        #expect(all.keys.sorted() == expected.keys.sorted(), "missing: \(Set(expected.keys).subtracting(all.keys).sorted())")
        #expect(all == expected)
        // The launcher icon again, no longer adaptive: its night and adaptive files go, the
        // splash's and the drawings' stay.
        let again = try cli.run(gradient + ["--stops", "red,white", "--android", "launcher", "-o", res])
        try #require(again.status == 0, "\(again.stderr)")
        let names = Set(FileManager.default.subpaths(atPath: res) ?? [])
        #expect(!names.contains { $0.hasPrefix("mipmap-night") || $0.hasPrefix("mipmap-anydpi") }, "\(names.sorted())")
        for path in expected.keys where !path.hasPrefix("mipmap") { #expect(names.contains(path), "\(path) was removed") }
    }

    @Test func fewerAppearancesLeaveNoDarkImages() throws {
        let folder = try ShardCommandTests.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let gradient = ["gradient", "linear", "--size", "6x4", "--stops", "red,blue"]
        try expectSecondRunAlone(gradient + ["--appearances", "any,dark,high-contrast"], gradient, into: "A.xcassets/G.imageset", in: folder,
                                 userFile: "notes.txt")
    }

    @Test func anAssetsDocumentDroppingATargetRemovesItsFiles() throws {
        let folder = try ShardCommandTests.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try "width: 8\nheight: 8\nlayers:\n  - paint: \"#123456\"\n".write(to: folder.appendingPathComponent("s.yaml"), atomically: true, encoding: .utf8)
        try "width: 8\nheight: 8\nlayers:\n  - paint: \"#654321\"\n".write(to: folder.appendingPathComponent("d.yaml"), atomically: true, encoding: .utf8)
        let first = folder.appendingPathComponent("first.yaml"), second = folder.appendingPathComponent("second.yaml")
        try """
        assets:
          - {path: A.xcassets/S.imageset, scenes: {any: s.yaml, dark: d.yaml}}
          - {kind: android-adaptive, path: res, scenes: {any: s.yaml, dark: d.yaml}, foreground: s.yaml}
          - {kind: web, path: web, scene: s.yaml}
        """.write(to: first, atomically: true, encoding: .utf8)
        try "assets:\n  - {path: A.xcassets/S.imageset, scene: s.yaml}\n  - {kind: android-launcher, path: res, scene: s.yaml}\n"
            .write(to: second, atomically: true, encoding: .utf8)
        try expectSecondRunAlone(["render", first.path], ["render", second.path], into: "out", in: folder, userFile: "web/robots.txt")
        // The catalog's own Contents.json, made when missing, is the user's from then on.
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("reused/out/A.xcassets/Contents.json").path))
    }

    @Test func aListNamingFilesOutsideIsIgnoredAndNeverFollowed() throws {
        let folder = try ShardCommandTests.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let res = folder.appendingPathComponent("res"), outside = folder.appendingPathComponent("outside")
        try Self.write("keep", to: outside.appendingPathComponent("victim.png"))
        try Self.write("keep", to: outside.appendingPathComponent("sub/victim.png"))
        let command = ["gradient", "linear", "--size", "48x48", "--stops", "red,white", "--android", "launcher", "-o", res.path]
        for list in ["chroma files 1\n../outside/victim.png\n", "chroma files 1\n\(outside.path)/victim.png\n",
                     "chroma files 1\n" + String(repeating: "a/", count: 3_000_000) + "x.png\n", "not a list\n"] {
            try Self.write(list, to: res.appendingPathComponent(".chroma-files"))
            let run = try cli.run(command)
            #expect(run.status == 0 && run.stderr.contains("warning: ignoring the list of files \(res.path)/.chroma-files"), "\(run.stderr)")
            #expect(run.stderr.split(separator: "\n").count == 1, "\(run.stderr)")
            #expect(try String(contentsOf: res.appendingPathComponent(".chroma-files"), encoding: .utf8).hasPrefix("chroma files 1\nmipmap-hdpi/ic_launcher.png\n"))
        }
        // A well-formed entry through a link inside the folder is not followed.
        try FileManager.default.createSymbolicLink(atPath: res.appendingPathComponent("linked").path, withDestinationPath: outside.appendingPathComponent("sub").path)
        try Self.write("chroma files 1\nlinked/victim.png\n", to: res.appendingPathComponent(".chroma-files"))
        let run = try cli.run(command)
        #expect(run.status == 0 && run.stderr.isEmpty, "\(run.stderr)")
        // The list itself as a link out of the folder: refused before anything is written.
        try FileManager.default.removeItem(at: res.appendingPathComponent(".chroma-files"))
        try FileManager.default.createSymbolicLink(atPath: res.appendingPathComponent(".chroma-files").path,
                                                   withDestinationPath: outside.appendingPathComponent("victim.png").path)
        let refused = try cli.run(command)
        #expect(refused.status == 64 && refused.stderr.contains("symbolic link"), "\(refused.status) \(refused.stderr)")
        #expect(try String(contentsOf: outside.appendingPathComponent("victim.png"), encoding: .utf8) == "keep")
        #expect(try String(contentsOf: outside.appendingPathComponent("sub/victim.png"), encoding: .utf8) == "keep")
    }
}
