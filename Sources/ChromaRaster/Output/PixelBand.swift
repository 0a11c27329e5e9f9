/// Rows of rendered pixels handed out by the renderer: packed straight RGBA at a depth, 16-bit
/// samples in native byte order, rows `width × depth.bytesPerPixel` bytes apart. Valid only
/// inside the closure that receives it.
public struct PixelBand: @unchecked Sendable {
    /// The first row's first byte.
    public let base: UnsafeRawPointer
    /// Pixels per row, ≥ 1.
    public let width: Int
    /// Rows, ≥ 1.
    public let height: Int
    /// Bits per sample.
    public let depth: ColorDepth

    /// Creates a band over memory the caller keeps alive.
    public init(base: UnsafeRawPointer, width: Int, height: Int, depth: ColorDepth) {
        self.base = base
        self.width = width
        self.height = height
        self.depth = depth
    }

    /// Bytes from one row to the next.
    public var rowBytes: Int { width * depth.bytesPerPixel }
}
