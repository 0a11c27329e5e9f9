import ChromaAnimation
import ChromaFiles
import ChromaGIF
import ChromaLimits
import ChromaPNG
import ChromaRaster
import ChromaSVG
import ChromaWebP
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
    /// The quality of a lossy WebP, 0…100; nil for lossless.
    public var quality: Int?
    /// The appearances an asset set (`NAME.imageset`, `NAME.appiconset`, `NAME.icon`) is drawn
    /// in; every appearance its adaptive colors differ in by default.
    public var appearances: AppearanceChoice

    /// Creates an output.
    public init(path: String, option: String = "-o", compression: PNGCompression = .standard, threads: Int, quality: Int? = nil,
                appearances: AppearanceChoice = .adaptive) {
        self.path = path
        self.option = option
        self.compression = compression
        self.threads = max(1, threads)
        self.quality = quality
        self.appearances = appearances
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
        let format = try format()
        if let quality {
            guard (0...100).contains(quality) else { throw OutputError.invalidQuality(quality) }
            guard format.takesQuality else {
                throw OutputError.qualityNotTaken(format, written: OutputFormat.suffix(of: path).map { "." + $0 } ?? format.rawValue)
            }
        }
        guard !format.isFolder else { return }
        _ = try destination()
        try AtomicFile.checkWritable(path)
    }

    /// Checks a canvas against what its format stores and the pixel limit, before anything is
    /// drawn, the same for every format: WebP's 16383 pixels a side, and
    /// `ResourceLimits.current.pixels` for the whole canvas.
    /// - Throws: `WebPError.canvasTooLarge`; `ResourceLimitError`.
    public static func checkCanvas(_ scene: Scene, format: OutputFormat) throws {
        if format == .webp, scene.width > WebPAnimationEncoder.maximumSide || scene.height > WebPAnimationEncoder.maximumSide {
            throw WebPError.canvasTooLarge(width: scene.width, height: scene.height)
        }
        try ResourceLimits.check(ResourceLimits.product(scene.width, scene.height), .pixels, "the canvas \(scene.width)×\(scene.height)")
    }

    /// Renders `scene` into the output. Formats that describe the picture (SVG) also take its
    /// title (or the metadata's) and which layers draw which swatch; PNG ignores those.
    /// - Throws: ``OutputError``; `ResourceLimitError` for a canvas over the limits, before any
    ///   work; `FileError` for the file system; `PNGError` from the encoder.
    public func write(_ scene: Scene, metadata: PNGMetadata = PNGMetadata(), title: String? = nil,
                      swatches: [SVGDocument.Swatch] = []) throws {
        let destination = try destination()
        let format = try format()
        try Self.checkCanvas(scene, format: format)
        switch format {
        case .png, .apng:
            try Renderer(threads: threads).render(scene, to: destination, compression: compression, metadata: metadata)
        case .svg:
            let document = SVGDocument(scene: scene, title: title ?? metadata.title ?? "Chroma drawing", swatches: swatches)
            // Embedded layers stream through the PNG writer, as a PNG output does; no metadata.
            let (threads, compression) = (threads, compression)
            let writer = SVGWriter(threads: threads) { layer in
                try Renderer(threads: threads).render(layer, to: .memory, compression: compression, metadata: PNGMetadata(software: nil)) ?? []
            }
            let bytes = try writer.svg(document)
            try AtomicFile.write(bytes, to: destination == .standardOutput ? "-" : path)
        case .webp, .gif:
            // Both encoders take the whole image: held at 8 bits (plus a 16-bit render).
            try ResourceLimits.checkMemory(ResourceLimits.product(scene.width, scene.height, scene.depth == .eight ? 8 : 12),
                                           "encoding a \(scene.width)×\(scene.height) \(format.rawValue.uppercased())")
            let image = Renderer(threads: threads).renderImage(scene)
            let frame = try AnimationFrame(width: image.width, height: image.height, depth: image.depth == .eight ? .eight : .sixteen,
                                           bytes: image.bytes)
            let bytes = format == .webp ? try WebPImageEncoder.encode(frame, quality: quality) : try GIFEncoder.encodeImage(frame)
            try EncodedFile.write(bytes, to: destination)
        case .imageSet, .appIconSet, .iconComposer:
            guard let kind = try AssetOutput.kind(forPath: path, android: nil, web: false, macOS: false) else { return }
            try AssetOutput(path: path, kind: kind).write(AppearanceScenes(scene: scene, for: kind, choosing: appearances), compression: compression,
                                                          threads: threads)
        case .mp4, .webm, .lottie, .dotLottie:
            throw OutputError.unknownFormat(option: option, path: path, suffix: format.rawValue,
                                            known: OutputFormat.knownSuffixes(for: .still))
        }
    }
}
