import ChromaPNG
import ChromaRaster

extension PNGBitDepth {
    /// The PNG bit depth that stores pixels of a rendered depth.
    public init(_ depth: ColorDepth) {
        self = depth == .eight ? .eight : .sixteen
    }
}

extension PNGColorProfile {
    /// The PNG color chunks that record an output color space.
    public init(_ space: OutputColorSpace) {
        self = space == .displayP3 ? .displayP3 : .srgb
    }
}

extension PixelRows {
    /// The PNG writer's view of a band of rendered rows (straight alpha).
    public init(_ band: PixelBand) {
        self.init(base: band.base, width: band.width, height: band.height, format: band.depth == .eight ? .rgba8 : .rgba16)
    }
}

extension RenderedImage {
    /// Runs `body` with the pixels as PNG writer rows.
    public func withRows<R>(_ body: (PixelRows) throws -> R) rethrows -> R {
        try withBand { try body(PixelRows($0)) }
    }
}
