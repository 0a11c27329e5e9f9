import ChromaDocument
import ChromaRaster

/// Documents as `chroma render` reads them — layer scenes, splash, chart and palette sections —
/// through the one document reader. Stills small enough to render quickly are rendered, to
/// reach the rasterizer too.
public func fuzzDocument(_ bytes: UnsafePointer<UInt8>, _ count: Int, syntax: DocumentReader.Syntax) -> CInt {
    let buffer = UnsafeBufferPointer(start: bytes, count: count)
    guard let document = try? DocumentReader.read(buffer, syntax: syntax, folder: "/nonexistent"),
          let scene = document.scene, scene.width * scene.height <= 64 * 64 else { return 0 }
    _ = Renderer(threads: 1).renderImage(scene)
    return 0
}
