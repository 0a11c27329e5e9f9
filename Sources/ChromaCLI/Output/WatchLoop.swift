import ChromaWatch
import Foundation

/// `--watch`: renders every target once, then again each target whose files changed, until
/// Ctrl-C (which, as always, removes unfinished files). A failed render prints its one line and
/// the loop goes on; the last good output stays, since every output is written atomically.
enum WatchLoop {
    /// Renders one target; `files` starts as the target alone, and the render adds the files
    /// it reads (palettes, fonts), even when it then fails, so they are watched too.
    typealias Render = (_ target: String, _ files: inout [String]) throws -> Void

    /// Runs forever. `targets` is asked again at every poll (a folder's documents come and go).
    static func run(quiet: Bool, targets: () -> [String], removed: (String) -> Void = { _ in }, render: Render) -> Never {
        let watcher = FileWatcher()
        var files: [String: [String]] = [:]
        func renderOne(_ target: String) {
            let clock = ContinuousClock(), start = clock.now
            // The stamps before the render: a save during the render is seen at the next poll.
            var before: [String: FileStamp] = [:]
            for file in files[target] ?? [target] { before[file] = FileStamp(path: file) }
            var read = [target]
            defer { files[target] = read }
            do {
                try render(target, &read)
                if !quiet {
                    let milliseconds = PreviewCommand.milliseconds(clock.now - start)
                    StandardError.write("chroma: rendered \(TerminalText.line(target)) in \(milliseconds) ms\n")
                }
            } catch {
                StandardError.write("chroma: \(TerminalText.line(ChromaCommand.line(for: error)))\n")
            }
            watcher.remember(target, stamps: read.map { before[$0] ?? FileStamp(path: $0) })
        }
        for target in targets() { renderOne(target) }
        if !quiet { StandardError.write("chroma: watching for changes; Ctrl-C stops\n") }
        while true {
            watcher.pause()
            let now = targets()
            for gone in files.keys where !now.contains(gone) {
                files[gone] = nil
                watcher.forget(gone)
                removed(gone)
            }
            for new in now where files[new] == nil { renderOne(new) }
            for target in watcher.changed(files) { renderOne(target) }
        }
    }
}
