/// The layout of the samples in a PNG file (PNG's color types, without palettes).
public enum PNGColorType: String, CaseIterable, Hashable, Sendable {
    /// One gray sample per pixel (color type 0).
    case gray
    /// Gray and alpha (color type 4).
    case grayAlpha = "gray-alpha"
    /// Red, green, blue (color type 2).
    case rgb
    /// Red, green, blue, alpha (color type 6).
    case rgba

    /// PNG's color-type number.
    var code: Int32 {
        switch self {
        case .gray: return 0
        case .rgb: return 2
        case .grayAlpha: return 4
        case .rgba: return 6
        }
    }

    /// Samples per pixel.
    public var channelCount: Int {
        switch self {
        case .gray: return 1
        case .grayAlpha: return 2
        case .rgb: return 3
        case .rgba: return 4
        }
    }

    /// Whether the layout stores alpha.
    public var hasAlpha: Bool { self == .grayAlpha || self == .rgba }
    /// Whether the layout stores one gray sample instead of red, green and blue.
    public var isGray: Bool { self == .gray || self == .grayAlpha }
}

/// Bits per sample in a PNG file.
public enum PNGBitDepth: Int, CaseIterable, Hashable, Sendable {
    /// 8 bits per sample, 0…255.
    case eight = 8
    /// 16 bits per sample, 0…65535.
    case sixteen = 16

    /// Bytes per sample.
    public var bytesPerSample: Int { rawValue / 8 }
}
