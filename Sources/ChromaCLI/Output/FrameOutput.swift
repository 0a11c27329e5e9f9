import ArgumentParser
import ChromaPNG
import ChromaSplash
import Foundation

/// Splash frames to numbered PNG files and/or an animated PNG, as `splash` and `render` write them.
enum FrameOutput {
    /// Renders a timeline's frames (all, or the range `A-B`; with a shard, its part of them) to a
    /// folder and/or an APNG, with a progress bar on a terminal. A shard with no frames writes
    /// nothing (and says so unless `quiet`).
    /// - Returns: the report: the frames' size and the files written.
    @discardableResult
    static func render(_ timeline: SplashTimeline, folder: String?, apng: String?, frames: String?, shard: Shard? = nil,
                       compression: PNGCompression, quiet: Bool) throws -> DrawingReport {
        guard folder != nil || apng != nil else { throw ValidationError("nothing to write: give -o FOLDER, --apng FILE, or both") }
        if apng == "-", isatty(1) != 0 {
            throw ValidationError("refusing to write a PNG to a terminal; redirect standard output or give --apng FILE")
        }
        if let apng, apng != "-" { try PNGOutput.checkName(apng, option: "--apng") }
        var range = try frames.map { try parseRange($0, count: timeline.frameCount) }
        let renderer = SplashRenderer(timeline: timeline, threads: CommandEnvironment.threads, compression: compression)
        try renderer.checkMemory()
        if let shard {
            let selected = range ?? 0...(timeline.frameCount - 1)
            range = shard.part(of: selected)
            if range == nil {
                if !quiet { StandardError.write(shard.nothingToRender(selected.count, "frame")) }
                let (width, height) = timeline.canvasSize
                return DrawingReport(width: width, height: height, files: [], labels: [], swatches: [])
            }
        }
        // The folders made here (the frames folder and any missing parents), removed again,
        // deepest first, if they are still empty at the end: a render that fails before its first
        // frame (an --apng that cannot be written) leaves no empty folder; rmdir leaves frames alone.
        var created: [String] = []
        defer { for made in created.reversed() { rmdir(made) } }
        if let folder {
            var missing = folder
            while !missing.isEmpty, missing != "/", !FileManager.default.fileExists(atPath: missing) {
                created.append(missing)
                missing = Self.parent(of: missing)
            }
            created.reverse()
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            } catch {
                throw CommandFailure.cannotCreate("cannot create the folder '\(folder)': \(error.localizedDescription)")
            }
        }
        // The APNG's path is checked before any frame is rendered.
        if let apng { try PNGOutput.mapErrors { try PNGFile.checkWritable(apng) } }
        FrameAllocator.reuseFrameBuffers()
        let bar = ProgressBar(total: range?.count ?? timeline.frameCount, enabled: !quiet)
        var done = 0
        do {
            try PNGOutput.mapErrors {
                try renderer.render(frames: range, toFolder: folder, apng: apng) { _ in
                    done += 1
                    bar.update(done)
                }
            }
        } catch let error as SplashError {
            throw CommandFailure(status: 65, message: error.message)
        }
        bar.finish()
        let written = range ?? 0...(timeline.frameCount - 1)
        let files = (folder.map { folder in written.map { (folder as NSString).appendingPathComponent(SplashRenderer.fileName(frame: $0, of: timeline.frameCount)) } } ?? [])
            + (apng.map { $0 == "-" ? [] : [$0] } ?? [])
        let (width, height) = timeline.canvasSize
        return DrawingReport(width: width, height: height, files: files, labels: [], swatches: [])
    }

    /// Reads `A-B` (or a single frame `A`) within 0…count − 1.
    static func parseRange(_ text: String, count: Int) throws -> ClosedRange<Int> {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), let a = Int(parts[0]), let b = Int(parts.last!), a <= b else {
            throw ValidationError("invalid --frames '\(text)'; expected A-B with A ≤ B, such as 0-59")
        }
        guard a >= 0, b < count else {
            throw ValidationError("invalid --frames '\(text)'; the animation has frames 0-\(count - 1)")
        }
        return a...b
    }

    /// The folder holding `path`: "" for a bare name, "/" for a name at the root (trailing
    /// slashes ignored). Written out because NSString's deletingLastPathComponent traps on
    /// one-character names on Linux.
    static func parent(of path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed.removeLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return "" }
        return slash == trimmed.startIndex ? "/" : String(trimmed[..<slash])
    }
}
