import ChromaOutput
import ChromaSplash
import Foundation

extension SplashView {
    /// Renders every frame of the splash: numbered PNGs into `folder` (created with any missing
    /// parents, as the article's code creates it; `chroma splash -o` instead refuses a mistyped
    /// parent) and/or one animation file (`.png` or `.apng`, an animated PNG; "-" for standard
    /// output), on every core.
    /// - Throws: `SplashError` for bad values (fewer than two colors, a bad duration…),
    ///   `OutputError` for nothing to write or an unknown animation format, `ResourceLimitError`
    ///   over a limit, `FileError` when a file or the folder cannot be written.
    public func render(toFolder folder: String? = nil, animated: String? = nil,
                       threads: Int = ProcessInfo.processInfo.activeProcessorCount) throws {
        if let folder, case let parent = (folder as NSString).deletingLastPathComponent, !parent.isEmpty {
            do {
                try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
            } catch {
                throw FileError(.cannotCreate, path: folder, message: "cannot create the folders above '\(folder)': \(error.localizedDescription)")
            }
        }
        try FrameSequenceOutput(folder: folder, animation: animated, threads: threads).write(timeline)
    }
}
