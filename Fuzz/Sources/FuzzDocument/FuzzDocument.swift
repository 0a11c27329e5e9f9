import ChromaDocument
import ChromaRaster
import FuzzRendering

/// Documents as `chroma render` reads them — layer scenes, splash, chart and palette sections —
/// through the one document reader. Every still decoded is rendered with its own geometry on a
/// small canvas (``renderSmall(_:)``), to reach the rasterizer too.
public func fuzzDocument(_ bytes: UnsafePointer<UInt8>, _ count: Int, syntax: DocumentReader.Syntax) -> CInt {
    let buffer = UnsafeBufferPointer(start: bytes, count: count)
    guard let document = try? DocumentReader.read(buffer, syntax: syntax, folder: "/nonexistent"),
          let scene = document.scene else { return 0 }
    renderSmall(scene)
    return 0
}
