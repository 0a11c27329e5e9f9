import ArgumentParser
import ChromaOutput
import ChromaSplash
import Foundation

/// A frame sequence from the command line into the output wing: the `--frames` range and the
/// shard read, the progress bar, and the report. Everything else — the format, the folders, the
/// checks before the first frame — is the wing's (`FrameSequenceOutput`).
enum FrameOutput {
    /// Renders a timeline's frames (all, or the range `A-B`; with a shard, its part of them) to a
    /// folder and/or an animation, with a progress bar on a terminal. A shard with no frames
    /// writes nothing (and says so unless `quiet`).
    /// - Returns: the report: the frames' size and the files written.
    @discardableResult
    static func render(_ timeline: SplashTimeline, to output: FrameSequenceOutput, frames: String?, shard: Shard? = nil,
                       quiet: Bool) throws -> DrawingReport {
        let (width, height) = timeline.canvasSize
        var range = try frames.map { try parseRange($0, count: timeline.frameCount) }
        if let shard {
            let selected = range ?? 0...(timeline.frameCount - 1)
            range = shard.part(of: selected)
            if range == nil {
                if !quiet { StandardError.write(shard.nothingToRender(selected.count, "frame")) }
                return DrawingReport(width: width, height: height, files: [], labels: [], swatches: [])
            }
        }
        let bar = ProgressBar(total: output.framesDrawn(for: timeline, frames: range), enabled: !quiet)
        var done = 0
        let files = try output.write(timeline, frames: range) { _ in
            done += 1
            bar.update(done)
        }
        bar.finish()
        if let note = output.animationNote(for: timeline, frameCount: range?.count ?? timeline.frameCount) { Warning.write(note) }
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
}
