import Foundation
import Testing
@testable import ChromaWatch

/// A change is seen however a file is saved — in place, renamed over, deleted and made again,
/// touched — once it has held still for a poll; a file left alone is never reported.
@Suite struct FileWatcherTests {
    let folder: String

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("chroma-watch-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    func path(_ name: String) -> String { folder + "/" + name }

    func write(_ text: String, to name: String) throws {
        try text.write(toFile: path(name), atomically: false, encoding: .utf8)
    }

    /// Polls until the watcher reports `target`, at most `polls` times.
    func reported(_ watcher: FileWatcher, _ targets: [String: [String]], polls: Int = 5) -> [String] {
        for _ in 0..<polls {
            let changed = watcher.changed(targets)
            if !changed.isEmpty { return changed }
        }
        return []
    }

    enum Save: CaseIterable { case inPlace, renameOver, deleteAndCreate, sameSizeSameSecond, touch }

    @Test(arguments: Save.allCases)
    func everyWayOfSavingIsSeenOnce(_ save: Save) throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try write("{\"a\": 1}", to: "doc.json")
        let watcher = FileWatcher(interval: 0.01)
        let targets = ["doc": [path("doc.json")]]
        watcher.remember("doc", files: targets["doc"]!)
        #expect(reported(watcher, targets).isEmpty)
        switch save {
        case .inPlace:
            try write("{\"a\": 22}", to: "doc.json")
        case .renameOver:
            try write("{\"a\": 2}", to: "doc.json.tmp")
            #expect(rename(path("doc.json.tmp"), path("doc.json")) == 0)
        case .deleteAndCreate:
            try FileManager.default.removeItem(atPath: path("doc.json"))
            #expect(watcher.changed(targets).isEmpty)  // missing: a first sighting, not yet settled
            try write("{\"a\": 3}", to: "doc.json")
        case .sameSizeSameSecond:
            // Same length, written at once: the nanosecond time or the change time moves.
            try write("{\"a\": 9}", to: "doc.json")
        case .touch:
            let later = Date().addingTimeInterval(5)
            try FileManager.default.setAttributes([.modificationDate: later], ofItemAtPath: path("doc.json"))
        }
        #expect(reported(watcher, targets) == ["doc"], "\(save)")
        watcher.remember("doc", files: targets["doc"]!)
        #expect(reported(watcher, targets).isEmpty, "\(save): reported again without a change")
    }

    @Test func aChangeIsReportedOnlyOnceItHoldsStillForAPoll() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try write("x", to: "a.json")
        let watcher = FileWatcher(interval: 0.01)
        let targets = ["a": [path("a.json")]]
        watcher.remember("a", files: targets["a"]!)
        try write("xy", to: "a.json")
        #expect(watcher.changed(targets).isEmpty)  // first sighting
        try write("xyz", to: "a.json")
        #expect(watcher.changed(targets).isEmpty)  // still moving
        #expect(watcher.changed(targets) == ["a"])  // held still
    }

    @Test func aSaveDuringARenderIsRenderedNext() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try write("{\"a\": 1}", to: "doc.json")
        let watcher = FileWatcher(interval: 0.01)
        let targets = ["doc": [path("doc.json")]]
        let before = targets["doc"]!.map(FileStamp.init(path:))  // the render begins
        try write("{\"a\": 2}", to: "doc.json")                  // saved while it runs
        watcher.remember("doc", stamps: before)                    // the render ends
        #expect(reported(watcher, targets) == ["doc"])
    }

    @Test func aDependencyChangeReportsItsTargetOnly() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for name in ["a.json", "b.json", "palette.gpl"] { try write(name, to: name) }
        let watcher = FileWatcher(interval: 0.01)
        let targets = ["a": [path("a.json"), path("palette.gpl")], "b": [path("b.json")]]
        for (target, files) in targets { watcher.remember(target, files: files) }
        try write("GIMP Palette\n", to: "palette.gpl")
        #expect(reported(watcher, targets) == ["a"])
    }

    @Test(arguments: [0.0, -1, .nan, .infinity, 1e308, 0.005, 20])
    func intervalsAreClamped(_ interval: Double) {
        let watcher = FileWatcher(interval: interval)
        #expect((0.01...10).contains(watcher.interval))
    }

    @Test func aFolderListsItsDocumentsAndNothingElse() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for name in ["b.yaml", "a.json", "c.yml", ".hidden.json", "notes.txt", "d.JSON"] { try write("", to: name) }
        try FileManager.default.createDirectory(atPath: path("sub.json"), withIntermediateDirectories: false)
        let listed = FolderListing.documents(in: folder).map { ($0 as NSString).lastPathComponent }
        #expect(listed == ["a.json", "b.yaml", "c.yml", "d.JSON"].sorted())
        #expect(FolderListing.documents(in: path("missing")).isEmpty)
    }
}
