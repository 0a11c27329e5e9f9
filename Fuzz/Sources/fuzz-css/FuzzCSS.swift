import ChromaCSS
import ChromaLimits
import ChromaRaster

/// CSS gradient strings. Whatever parses must resolve (or fail with an error) for a few box
/// sizes, and each paint it resolves to must render a small canvas and be written back as CSS
/// that reads again (unless that CSS is longer than the text limit).
func fuzzCSS(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    guard let image = try? CSSImage(parsing: text) else { return 0 }
    for (width, height) in [(1, 1), (7, 3), (16, 16)] {
        guard let layers = try? image.layers(width: width, height: height) else { continue }
        _ = Renderer(threads: 1).renderPixels(Scene(width: width, height: height, layers: layers))
        for layer in layers {
            // A repeating conic gradient is written unrolled, which may pass the text limit.
            guard let css = try? CSSWriter.css(for: layer.paint, width: Double(width), height: Double(height)),
                  css.count <= ResourceLimits.current.textLength
            else { continue }
            guard (try? CSSImage(parsing: css)) != nil else { fatalError("'\(text)' wrote '\(css)', which does not read back") }
        }
    }
    return 0
}
