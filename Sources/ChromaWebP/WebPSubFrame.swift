import ChromaAnimation
import CWebP

/// One frame of an animation as stored: the smallest rectangle (at even offsets, as WebP
/// requires) that holds every pixel changed since the frame before, encoded on its own.
///
/// When every changed pixel is opaque, the pixels inside the rectangle that did not change are
/// made fully transparent and the frame is alpha-blended over the canvas, so they keep what is
/// there and compress to almost nothing; otherwise the rectangle replaces the canvas as it is
/// (no blending), so translucent and transparent pixels are stored exactly.
struct WebPSubFrame: Sendable {
    /// The encoded single-image WebP; empty when nothing changed.
    var bitstream: [UInt8]
    /// Offsets of the rectangle on the canvas, even, in pixels.
    var x: Int, y: Int
    /// Whether the frame is blended over the canvas (else it replaces its rectangle).
    var blends: Bool

    /// Whether the frame changes nothing (a hold: the frame before shows longer instead).
    var isEmpty: Bool { bitstream.isEmpty }

    /// Compares `frame` with `previous` (nil for the first frame: the whole canvas) and encodes
    /// what changed. Both are packed 8-bit RGBA of `width × height`.
    static func make(_ frame: [UInt8], previous: [UInt8]?, width: Int, height: Int, encoder: WebPFrameEncoder) throws -> WebPSubFrame {
        guard let previous else {
            let bytes = try frame.withUnsafeBufferPointer {
                try encoder.encode($0.baseAddress!, width: width, height: height, bytesPerRow: width * 4)
            }
            return WebPSubFrame(bitstream: bytes, x: 0, y: 0, blends: false)
        }
        // The changed rectangle, and whether every changed pixel is opaque.
        guard let region = ChangedRegion.between(frame, previous, width: width, height: height) else {
            return WebPSubFrame(bitstream: [], x: 0, y: 0, blends: false)
        }
        var translucent = false
        frame.withUnsafeBytes { current in
            previous.withUnsafeBytes { before in
                let a = current.bindMemory(to: UInt32.self), b = before.bindMemory(to: UInt32.self)
                for y in region.y..<(region.y + region.height) {
                    let row = y * width
                    for i in region.x..<(region.x + region.width) where a[row + i] != b[row + i] && current[(row + i) * 4 + 3] != 255 {
                        translucent = true
                    }
                }
            }
        }
        var minX = region.x, minY = region.y
        let maxX = region.x + region.width - 1, maxY = region.y + region.height - 1
        minX &= ~1
        minY &= ~1
        let w = maxX - minX + 1, h = maxY - minY + 1
        var rect = [UInt8](repeating: 0, count: w * h * 4)
        rect.withUnsafeMutableBytes { out in
            frame.withUnsafeBytes { current in
                previous.withUnsafeBytes { before in
                    let o = out.bindMemory(to: UInt32.self)
                    let a = current.bindMemory(to: UInt32.self), b = before.bindMemory(to: UInt32.self)
                    for y in 0..<h {
                        let source = (minY + y) * width + minX, target = y * w
                        for x in 0..<w {
                            let pixel = a[source + x]
                            // Unchanged pixels stay 0 (transparent) when blending.
                            if translucent || pixel != b[source + x] { o[target + x] = pixel }
                        }
                    }
                }
            }
        }
        let bytes = try rect.withUnsafeBufferPointer {
            try encoder.encode($0.baseAddress!, width: w, height: h, bytesPerRow: w * 4)
        }
        return WebPSubFrame(bitstream: bytes, x: minX, y: minY, blends: !translucent)
    }
}
