/// How one frame of an animated PNG is shown: its region, how long, and how it is composed
/// (the fields of the `fcTL` chunk).
public struct APNGFrameControl: Hashable, Sendable {
    /// What happens to the frame's region before the next frame is drawn.
    public enum Dispose: UInt8, Hashable, Sendable {
        /// Leave it as drawn.
        case none = 0
        /// Clear it to transparent black.
        case background = 1
        /// Restore what was there before this frame.
        case previous = 2
    }

    /// How the frame is drawn onto the canvas.
    public enum Blend: UInt8, Hashable, Sendable {
        /// Replace the region, alpha included.
        case source = 0
        /// Composite the frame over the region.
        case over = 1
    }

    /// The delay before the next frame, as a fraction of seconds: numerator…
    public var delayNumerator: UInt16
    /// …and denominator (0 means 100, as APNG specifies).
    public var delayDenominator: UInt16
    /// The region's left edge in pixels.
    public var xOffset: Int
    /// The region's top edge in pixels.
    public var yOffset: Int
    /// The dispose operation.
    public var dispose: Dispose
    /// The blend operation.
    public var blend: Blend

    /// Creates a frame control; by default 1/60 s, full region, no dispose, source blend.
    public init(delayNumerator: UInt16 = 1, delayDenominator: UInt16 = 60, xOffset: Int = 0, yOffset: Int = 0,
                dispose: Dispose = .none, blend: Blend = .source) {
        self.delayNumerator = delayNumerator
        self.delayDenominator = delayDenominator
        self.xOffset = xOffset
        self.yOffset = yOffset
        self.dispose = dispose
        self.blend = blend
    }

    /// The delay in seconds.
    public var delay: Double {
        Double(delayNumerator) / Double(delayDenominator == 0 ? 100 : delayDenominator)
    }

    /// The `fcTL` chunk data for a frame of a size, with a sequence number.
    func chunkData(sequence: UInt32, width: Int, height: Int) -> [UInt8] {
        sequence.bigEndianBytes + UInt32(width).bigEndianBytes + UInt32(height).bigEndianBytes
            + UInt32(xOffset).bigEndianBytes + UInt32(yOffset).bigEndianBytes
            + delayNumerator.bigEndianBytes + delayDenominator.bigEndianBytes + [dispose.rawValue, blend.rawValue]
    }
}
