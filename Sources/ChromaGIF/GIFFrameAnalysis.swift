import ChromaAnimation
/// What one frame of a GIF must store, decided from its pixels and its neighbours' before any
/// palette is chosen: the rectangle, which pixels in it leave the canvas as it is, and how the
/// frame is disposed of.
///
/// A pixel whose RGBA equals the frame before's keeps what the canvas shows (the transparent
/// index), so still areas never flicker and each palette is spent on what changes. A frame
/// where a shown pixel turns transparent cannot keep anything: GIF can only clear the frame
/// before's rectangle, so the frame before covers the whole canvas and is cleared after it
/// shows, and this one draws every pixel.
struct GIFFrameAnalysis {
    /// The rectangle to store; empty (width 0) when nothing changed.
    var x = 0, y = 0, width = 0, height = 0
    /// Whether every pixel in the rectangle is drawn (no pixel keeps the canvas).
    var drawsEverything = false
    /// Whether the canvas is cleared after the frame shows (the next frame clears pixels).
    var clearsAfter = false
    /// Whether some pixel in the rectangle is the transparent index.
    var needsTransparentIndex = false

    /// Decides for `frame` (8-bit RGBA, `width × height`) between `previous` and `next`
    /// (nil at the ends).
    init(frame: [UInt8], previous: [UInt8]?, next: [UInt8]?, width: Int, height: Int) {
        let clearsBefore = previous.map { Self.clears(from: $0, to: frame, width: width) } ?? false
        clearsAfter = next.map { Self.clears(from: frame, to: $0, width: width) } ?? false
        drawsEverything = previous == nil || clearsBefore || clearsAfter
        if drawsEverything {
            (x, y, self.width, self.height) = (0, 0, width, height)
        } else if let previous, let region = ChangedRegion.between(frame, previous, width: width, height: height) {
            (x, y, self.width, self.height) = (region.x, region.y, region.width, region.height)
        }
    }

    /// Whether some pixel shown in `from` is not shown in `to` (alpha dithered as it is drawn).
    static func clears(from: [UInt8], to: [UInt8], width: Int) -> Bool {
        from.withUnsafeBufferPointer { a in
            to.withUnsafeBufferPointer { b in
                var i = 3
                while i < b.count {
                    if b[i] != 255 {
                        let pixel = i >> 2, t = OrderedDither.threshold(x: pixel % width, y: pixel / width)
                        if !OrderedDither.shows(alpha: b[i], threshold: t), OrderedDither.shows(alpha: a[i], threshold: t) { return true }
                    }
                    i += 4
                }
                return false
            }
        }
    }
}
