/// One frame of a GIF as stored: a rectangle of palette indices, its own palette (or the
/// shared one), the index that shows nothing, how it is disposed of, and its delay.
struct GIFFrame: Sendable {
    /// What happens to the frame's rectangle after it shows (GIF's disposal methods).
    enum Disposal: Int32, Sendable {
        /// Leave it: the next frame draws over it (GIF's 1, "do not dispose").
        case keep = 1
        /// Clear it to transparent (GIF's 2, "restore to background").
        case clear = 2
    }

    /// The rectangle on the canvas, in pixels.
    var x = 0, y = 0, width = 0, height = 0
    /// One palette index a pixel, row by row.
    var indices: [UInt8] = []
    /// The frame's own palette; nil uses the shared one.
    var palette: [(UInt8, UInt8, UInt8)]?
    /// The index that leaves the canvas as it is, or nil.
    var transparentIndex: Int?
    /// The disposal after the frame shows.
    var disposal = Disposal.keep
    /// The delay in 1/100 s.
    var delay = 0

    /// Whether the frame changes nothing (its delay goes to the frame before).
    var isEmpty: Bool { width == 0 }
}
