import ChromaDocument
import ChromaLimits
import ChromaOutput
import ChromaSplash
import Foundation
import FuzzRendering

/// Splash documents: the `splash` section decoded into a timeline; a timeline that validates
/// has its memory checked and its first, middle and last frames rendered with their own
/// geometry on a small canvas. Frame counts and times are computed for any timeline, valid or
/// not, since they must saturate rather than trap.
func fuzzSplash(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let data = Data(bytes: bytes, count: count)
    guard case .splash(let timeline)? = try? DocumentReader.read(data, syntax: .json, folder: "/nonexistent") else { return 0 }
    let frames = timeline.frameCount
    _ = timeline.card.canvasSize
    let writer = FrameSequenceWriter(threads: 2)
    _ = writer.memoryNeeded(for: timeline)
    guard (try? writer.check(timeline)) != nil else { return 0 }
    for frame in Set([0, frames / 2, frames - 1]) {
        renderSmall(timeline.scene(atFrame: frame))
    }
    return 0
}
