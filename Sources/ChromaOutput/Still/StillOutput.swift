import ChromaFiles
import ChromaPNG
import ChromaRaster
import Foundation

/// Where one image goes: a file, in the format its extension names (PNG without one), or
/// standard output ("-"). Checked before anything is drawn; written atomically.
public struct StillOutput: Sendable {
    /// The path, or "-" for standard output.
    public var path: String
    /// The option that named it, for messages (`-o`).
    public var option: String
    /// PNG filter and deflate settings.
    public var compression: PNGCompression
    /// Threads rendering and encoding.
    public var threads: Int

    /// Creates an output.
    public init(path: String, option: String = "-o", compression: PNGCompression = .standard, threads: Int) {
        self.path = path
        self.option = option
        self.compression = compression
        self.threads = max(1, threads)
    }

    /// The format the path names.
    /// - Throws: ``OutputError/unknownFormat(option:path:suffix:known:)``.
    public func format() throws -> OutputFormat {
        try OutputFormat.forPath(path, role: .still, option: option)
    }

    /// The destination, refusing a terminal in standard output's place.
    /// - Throws: ``OutputError``.
    public func destination() throws -> FileDestination {
        guard path == "-" else { return .file(path) }
        if isatty(1) != 0 { throw OutputError.terminal(option: option) }
        return .standardOutput
    }

    /// Checks the request without creating anything.
    /// - Throws: ``OutputError``, or `FileError` when the file could not be created.
    public func check() throws {
        guard !(try format()).isFolder else { return }
        _ = try destination()
        try AtomicFile.checkWritable(path)
    }

    /// Renders `scene` into the output.
    /// - Throws: ``OutputError``; `ResourceLimitError` for a canvas over the limits, before any
    ///   work; `FileError` for the file system; `PNGError` from the encoder.
    public func write(_ scene: Scene, metadata: PNGMetadata = PNGMetadata()) throws {
        let format = try format()
        switch format {
        case .png, .apng:
            try Renderer(threads: threads).render(scene, to: try destination(), compression: compression, metadata: metadata)
        case .imageSet, .appIconSet:
            guard let kind = try AssetOutput.kind(forPath: path, android: nil, web: false, macOS: false) else { return }
            try AssetOutput(path: path, kind: kind).write(AppearanceScenes(scene), compression: compression, threads: threads)
        }
    }
}
