import CGIF

/// The GIF file format through giflib, into memory: the screen, the loop count (the NETSCAPE2.0
/// application extension) and frames, each with its graphic control extension (delay, disposal,
/// transparent index) and its palette, LZW-compressed by giflib.
final class GIFContainerWriter {
    /// The bytes written so far (giflib calls back into it).
    private final class Sink { var bytes: [UInt8] = [] }

    private let sink = Sink()
    private var file: UnsafeMutablePointer<GifFileType>?

    /// Opens a GIF89a of `width × height` with an optional global palette (up to 256 colors).
    /// - Throws: ``GIFError/giflib(code:operation:)``.
    init(width: Int, height: Int, globalPalette: [(UInt8, UInt8, UInt8)]?) throws {
        var error: Int32 = 0
        let write: OutputFunc = { file, bytes, count in
            guard let file, let bytes, count > 0 else { return 0 }
            let sink = Unmanaged<Sink>.fromOpaque(file.pointee.UserData).takeUnretainedValue()
            sink.bytes.append(contentsOf: UnsafeBufferPointer(start: bytes, count: Int(count)))
            return count
        }
        guard let file = EGifOpen(Unmanaged.passUnretained(sink).toOpaque(), write, &error) else {
            throw GIFError.giflib(code: Int(error), operation: "start the GIF")
        }
        self.file = file
        EGifSetGifVersion(file, true)
        let map = globalPalette.map(Self.colorMap)
        defer { if let map { GifFreeMapObject(map) } }
        try check(EGifPutScreenDesc(file, Int32(width), Int32(height), 8, 0, map ?? nil), "write the screen descriptor")
    }

    deinit {
        if let file {
            var error: Int32 = 0
            EGifCloseFile(file, &error)
        }
    }

    /// Writes the loop count: `plays` 0 loops forever, 1 plays once (no extension), n plays n times.
    func putLoop(plays: Int) throws {
        guard plays != 1 else { return }
        let repeats = plays == 0 ? 0 : plays - 1
        try check(EGifPutExtensionLeader(file, APPLICATION_EXT_FUNC_CODE), "write the loop count")
        var name = Array("NETSCAPE2.0".utf8)
        try check(EGifPutExtensionBlock(file, 11, &name), "write the loop count")
        var count: [UInt8] = [1, UInt8(repeats & 0xFF), UInt8(repeats >> 8)]
        try check(EGifPutExtensionBlock(file, 3, &count), "write the loop count")
        try check(EGifPutExtensionTrailer(file), "write the loop count")
    }

    /// Writes a frame: its graphic control extension, image descriptor and pixels.
    func put(_ frame: GIFFrame) throws {
        var control = GraphicsControlBlock(DisposalMode: frame.disposal.rawValue, UserInputFlag: false,
                                           DelayTime: Int32(frame.delay), TransparentColor: Int32(frame.transparentIndex ?? -1))
        var extensionBytes = [UInt8](repeating: 0, count: 4)
        let length = EGifGCBToExtension(&control, &extensionBytes)
        try check(EGifPutExtension(file, GRAPHICS_EXT_FUNC_CODE, Int32(length), &extensionBytes), "write a frame's delay")
        var palette = frame.palette
        if let transparent = frame.transparentIndex, palette != nil {
            while palette!.count <= transparent { palette!.append((0, 0, 0)) }
        }
        let map = palette.map(Self.colorMap)
        defer { if let map { GifFreeMapObject(map) } }
        try check(EGifPutImageDesc(file, Int32(frame.x), Int32(frame.y), Int32(frame.width), Int32(frame.height), false, map ?? nil),
                  "write a frame's descriptor")
        var indices = frame.indices
        try indices.withUnsafeMutableBufferPointer { buffer in
            try check(EGifPutLine(file, buffer.baseAddress, Int32(buffer.count)), "compress a frame")
        }
    }

    /// Writes the trailer and returns the file's bytes.
    func finish() throws -> [UInt8] {
        var error: Int32 = 0
        let result = EGifCloseFile(file, &error)
        file = nil
        guard result == GIF_OK else { throw GIFError.giflib(code: Int(error), operation: "finish the GIF") }
        return sink.bytes
    }

    private func check(_ result: Int32, _ operation: String) throws {
        guard result == GIF_OK else { throw GIFError.giflib(code: Int(file?.pointee.Error ?? 0), operation: operation) }
    }

    /// A giflib color map of the palette, padded with black to a power of two (at least 2).
    private static func colorMap(_ palette: [(UInt8, UInt8, UInt8)]) -> UnsafeMutablePointer<ColorMapObject>? {
        var size = 2
        while size < palette.count { size *= 2 }
        var colors = palette.map { GifColorType(Red: $0.0, Green: $0.1, Blue: $0.2) }
        colors += Array(repeating: GifColorType(Red: 0, Green: 0, Blue: 0), count: size - palette.count)
        return GifMakeMapObject(Int32(size), &colors)
    }
}
