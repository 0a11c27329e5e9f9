import ChromaOutput
import ChromaSplash
import Foundation

extension SplashView {
    /// Renders every frame of the splash: numbered PNGs into `folder` (created, with any missing
    /// parents, as `chroma splash -o` creates it) and/or one animation file (`.png` or `.apng`,
    /// an animated PNG; "-" for standard output), on every core.
    /// - Throws: `SplashError` for bad values (fewer than two colors, a bad duration…),
    ///   `OutputError` for nothing to write or an unknown animation format, `ResourceLimitError`
    ///   over a limit, `FileError` when a file or the folder cannot be written.
    public func render(toFolder folder: String? = nil, animated: String? = nil,
                       threads: Int = ProcessInfo.processInfo.activeProcessorCount) throws {
        try FrameSequenceOutput(folder: folder, animation: animated, threads: threads).write(timeline)
    }
}
