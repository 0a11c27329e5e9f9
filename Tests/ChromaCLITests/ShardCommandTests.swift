import ChromaTestSupport
import Foundation
import Testing

/// `--shard K/N` through the built `chroma`: the N shards of a splash or of a folder of scenes
/// write, together, exactly the files of one full run; bad values and combinations are refused
/// before anything is written; and the GNU parallel recipe of docs/SHARDING.md does the same.
@Suite(.tags(.process), .unlessProcessesSkipped) struct ShardCommandTests {
    let cli = CommandLineTests()

    /// A fresh folder, removed by the caller.
    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("chroma-shard-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Every file under `folder` (relative path → bytes).
    static func files(in folder: URL) -> [String: Data] {
        var result: [String: Data] = [:]
        for name in (FileManager.default.subpaths(atPath: folder.path) ?? []) {
            var isFolder: ObjCBool = false
            let path = folder.appendingPathComponent(name).path
            if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue {
                result[name] = FileManager.default.contents(atPath: path)
            }
        }
        return result
    }

    /// 19 frames at 30 fps (two transitions and holds, so some frames repeat).
    static let splash = ["splash", "--size", "40x20", "--colors", "red,blue,lime", "--fps", "30", "--duration", "0.2", "--hold", "0.1"]

    /// A folder `scenes` in `root` with scenes of unequal sizes: stills, a chart, an animation
    /// (one APNG), a YAML scene, and a subfolder that must
    /// not be read.
    static func sceneFolder(in root: URL) throws -> URL {
        let url = root.appendingPathComponent("scenes")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for i in 1...7 {
            let scene = """
                {"width": \(16 * i), "height": \(8 + 4 * i), "layers": [{"paint": {"linear": {"start": "leading", "end": "trailing", \
                "stops": ["red", "#00\(i)\(i)\(i)f"]}}}]}
                """
            try scene.write(to: url.appendingPathComponent("still-\(i).json"), atomically: true, encoding: .utf8)
        }
        try #"{"splash": {"size": [30, 20], "fills": ["red", "blue"], "duration": 0.2, "fps": 20}}"#
            .write(to: url.appendingPathComponent("animation.json"), atomically: true, encoding: .utf8)
        try #"{"chart": {"kind": "mixing", "pairs": [["red", "blue"]]}}"#.write(to: url.appendingPathComponent("chart.json"), atomically: true, encoding: .utf8)
        try "width: 20\nheight: 20\nlayers:\n  - paint: \"#123456\"\n"
            .write(to: url.appendingPathComponent("still-8.yaml"), atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(at: url.appendingPathComponent("manifests"), withIntermediateDirectories: true)
        try "apiVersion: batch/v1\nkind: Job\n".write(to: url.appendingPathComponent("manifests/job.yaml"), atomically: true, encoding: .utf8)
        return url
    }

    /// The files each shard's --report lists, checked against what it wrote.
    func runShards(_ arguments: [String], output: URL, count n: Int, reports: URL) throws -> [[String]] {
        var listed: [[String]] = []
        for k in 1...n {
            let report = reports.appendingPathComponent("report-\(k)-of-\(n).json").path
            let before = Set(Self.files(in: output).keys)
            let result = try cli.run(arguments + ["--shard", "\(k)/\(n)", "--report", report])
            #expect(result.status == 0, "shard \(k)/\(n): \(result.stderr)")
            let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: report))) as? [String: Any]
            let images = (json?["images"] as? [[String: Any]]) ?? json.map { [$0] } ?? []
            let files = images.flatMap { ($0["files"] as? [String]) ?? [] }.map { ($0 as NSString).lastPathComponent }
            let written = Set(Self.files(in: output).keys).subtracting(before)
            #expect(written.isSubset(of: Set(files)), "shard \(k)/\(n) wrote \(written.sorted()) but lists \(files)")
            #expect(files.isEmpty == result.stderr.hasPrefix("shard \(k)/\(n) has nothing to render: "), "\(result.stderr)")
            listed.append(files)
        }
        return listed
    }

    @Test(arguments: [1, 2, 3, 4, 7, 18, 19, 20, 32])
    func splashShardsMakeTheFullRun(shards n: Int) throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let full = root.appendingPathComponent("full"), sharded = root.appendingPathComponent("sharded")
        #expect(try cli.run(Self.splash + ["-o", full.path, "--quiet"]).status == 0)
        let listed = try runShards(Self.splash + ["-o", sharded.path], output: sharded, count: n, reports: root)
        let expected = Self.files(in: full)
        #expect(expected.count == 19)
        #expect(Self.files(in: sharded) == expected, "\(n) shards differ from one run")
        // Contiguous runs, in shard order, differing by at most one frame; each frame once.
        #expect(listed.flatMap { $0 } == expected.keys.sorted())
        let sizes = listed.map(\.count)
        #expect(sizes.max()! - sizes.min()! <= 1, "\(sizes)")
    }

    @Test func splashShardsSplitAFramesRange() throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let full = root.appendingPathComponent("full"), sharded = root.appendingPathComponent("sharded")
        #expect(try cli.run(Self.splash + ["-o", full.path, "--quiet", "--frames", "5-14"]).status == 0)
        let listed = try runShards(Self.splash + ["-o", sharded.path, "--frames", "5-14"], output: sharded, count: 3, reports: root)
        #expect(Self.files(in: sharded) == Self.files(in: full) && Self.files(in: full).count == 10)
        #expect(listed.map(\.count) == [4, 3, 3] && listed[0].first == "frame-00005.png")
        // The same with a splash scene read by render.
        let scene = root.appendingPathComponent("splash.json")
        try #"{"splash": {"size": [30, 20], "fills": ["red", "blue", "lime"], "duration": 0.2, "fps": 20}}"#
            .write(to: scene, atomically: true, encoding: .utf8)
        let whole = root.appendingPathComponent("render-full"), parts = root.appendingPathComponent("render-parts")
        #expect(try cli.run(["render", scene.path, "-o", whole.path, "--quiet"]).status == 0)
        _ = try runShards(["render", scene.path, "-o", parts.path], output: parts, count: 4, reports: root)
        #expect(Self.files(in: parts) == Self.files(in: whole) && Self.files(in: whole).count == 9)
    }

    @Test(arguments: [1, 2, 3, 4, 5, 9, 10, 16])
    func folderShardsMakeTheFullRun(shards n: Int) throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let scenes = try Self.sceneFolder(in: root)
        let full = root.appendingPathComponent("full"), sharded = root.appendingPathComponent("sharded")
        let single = try cli.run(["render", scenes.path, "-o", full.path, "--quiet"])
        #expect(single.status == 0, "\(single.stderr)")
        let listed = try runShards(["render", scenes.path, "-o", sharded.path], output: sharded, count: n, reports: root)
        let expected = Self.files(in: full)
        #expect(expected.count == 10)
        #expect(Self.files(in: sharded) == expected, "\(n) shards differ from one run")
        // Each PNG in one shard only.
        let shares = listed.map(Set.init)
        #expect(shares.map(\.count).reduce(0, +) == expected.count && shares.reduce(Set<String>()) { $0.union($1) } == Set(expected.keys))
        // Balanced by pixels written: no shard's total exceeds another's by more than the largest
        // item's. A still's pixels are its PNG's width × height (IHDR); the animation writes
        // 5 frames of 30×20.
        func pixels(_ name: String) -> Int {
            if name == "animation.png" { return 30 * 20 * 5 }
            let bytes = [UInt8](expected[name]!)
            let read = { (at: Int) in bytes[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
            return read(16) * read(20)
        }
        let totals = shares.map { $0.reduce(0) { $0 + pixels($1) } }
        let largest = expected.keys.map(pixels).max()!
        #expect(totals.max()! - totals.min()! <= largest, "\(n) shards: totals \(totals)")
        if n >= expected.count { #expect(shares.allSatisfy { $0.count <= 1 }) }
    }

    /// Each bad use, and a fragment of its one line.
    static let refusals: [([String], String)] = [
        (splash + ["-o", "OUT", "--shard", "0/3"], "invalid --shard '0/3'; K must be from 1 to 3"),
        (splash + ["-o", "OUT", "--shard", "4/3"], "invalid --shard '4/3'; K must be from 1 to 3"),
        (splash + ["-o", "OUT", "--shard", "a/b"], "invalid --shard 'a/b'; expected K/N"),
        (splash + ["-o", "OUT", "--shard", "1/0"], "invalid --shard '1/0'; N, the number of shards, must be from 1 to 10000"),
        (splash + ["-o", "OUT", "--shard", "-1/3"], "invalid --shard '-1/3'; expected K/N"),
        (splash + ["-o", "OUT", "--shard", "1/100000000000000000000"], "must be from 1 to 10000"),
        (splash + ["-o", "OUT", "--shard", "1/3/4"], "invalid --shard '1/3/4'"),
        (splash + ["-o", "OUT", "--shard", "1/ 3"], "invalid --shard '1/ 3'"),
        (splash + ["-o", "OUT", "--shard", "1/3", "--apng", "OUT.png"], "cannot split --animated"),
        (["render", "SCENES", "-o", "OUT", "--shard", "2/1"], "invalid --shard '2/1'"),
        (["render", "STILL", "-o", "OUT.png", "--shard", "1/2"], "is one still image"),
        (["render", "ANIMATION", "-o", "OUT.png", "--shard", "1/2"], "cannot split the animation"),
        (["render", "ANIMATION", "-o", "OUT", "--apng", "OUT.png", "--shard", "1/2"], "cannot split the animation"),
        (["render", "SCENES", "-o", "OUT", "--frames", "0-3", "--shard", "1/2"], "not a folder"),
    ]

    @Test(arguments: refusals.indices)
    func badShardUseIsOneLineAndWritesNothing(_ index: Int) throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let scenes = try Self.sceneFolder(in: root)
        let names = ["OUT": root.appendingPathComponent("out").path, "OUT.png": root.appendingPathComponent("out.png").path,
                     "SCENES": scenes.path, "STILL": scenes.appendingPathComponent("still-1.json").path,
                     "ANIMATION": scenes.appendingPathComponent("animation.json").path]
        let (arguments, fragment) = Self.refusals[index]
        let result = try cli.run(arguments.map { names[$0] ?? $0 })
        #expect(result.status == 64, "\(arguments): \(result.status) \(result.stderr)")
        #expect(result.stderr.hasPrefix("chroma: ") && result.stderr.filter { $0 == "\n" }.count == 1, "\(result.stderr)")
        #expect(result.stderr.contains(fragment), "\(arguments): \(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: names["OUT"]!) && !FileManager.default.fileExists(atPath: names["OUT.png"]!))
    }

    @Test func anEmptyShardWritesNothingAndSaysSoUnlessQuiet() throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let out = root.appendingPathComponent("out").path
        let loud = try cli.run(Self.splash + ["-o", out, "--shard", "20/20"])
        #expect(loud.status == 0 && loud.stderr == "shard 20/20 has nothing to render: 19 frames over 20 shards\n", "\(loud.stderr)")
        let one = try cli.run(Self.splash + ["-o", out, "--frames", "0-0", "--shard", "2/2"])
        #expect(one.status == 0 && one.stderr == "shard 2/2 has nothing to render: 1 frame over 2 shards\n", "\(one.stderr)")
        let quiet = try cli.run(Self.splash + ["-o", out, "--shard", "10000/10000", "--quiet", "--report", "-"])
        #expect(quiet.status == 0 && quiet.stderr.isEmpty)
        #expect(quiet.stdout.contains("\"files\": []"), "\(quiet.stdout)")
        let scenes = try Self.sceneFolder(in: root)
        let folder = try cli.run(["render", scenes.path, "-o", out, "--shard", "11/11", "--report", "-"])
        #expect(folder.status == 0 && folder.stderr == "shard 11/11 has nothing to render: 10 scenes over 11 shards\n", "\(folder.stderr)")
        #expect(folder.stdout.contains("\"images\": []"), "\(folder.stdout)")
        #expect(!FileManager.default.fileExists(atPath: out))
    }
}
