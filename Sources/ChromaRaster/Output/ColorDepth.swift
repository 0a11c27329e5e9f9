/// Bits per channel of rendered pixels: what a scene asks of its output, whatever the file
/// format that stores them.
public enum ColorDepth: Int, CaseIterable, Hashable, Sendable {
    /// 8 bits per sample, 0…255.
    case eight = 8
    /// 16 bits per sample, 0…65535.
    case sixteen = 16

    /// Bytes per sample: 1 or 2.
    public var bytesPerSample: Int { rawValue / 8 }

    /// Bytes per packed RGBA pixel: 4 or 8.
    public var bytesPerPixel: Int { 4 * bytesPerSample }
}
