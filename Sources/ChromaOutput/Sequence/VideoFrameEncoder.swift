import ChromaRaster
import ChromaVideo

/// Turns each rendered frame into the raw frame a video pipes to ffmpeg, on the thread that
/// rendered it: for an 8-bit 4:2:0 video of 8-bit frames (``planar``), the video's own YUV
/// planes (`YUV420Planes`: with alpha when kept, odd sides padded); otherwise RGBA as rendered
/// when the video keeps alpha, else RGB (8- or 16-bit samples, as rendered). Without alpha kept,
/// each pixel is first composited over opaque white when ``overWhite`` (an MP4 of frames that
/// are not opaque), else its color is taken as is (alpha dropped: opaque frames).
public struct VideoFrameEncoder: FrameEncoder {
    /// Whether the frame's alpha is kept (a WebM of frames that are not opaque).
    public var keepsAlpha: Bool
    /// Whether pixels are composited over white before alpha is dropped.
    public var overWhite: Bool
    /// Whether 8-bit frames become 4:2:0 YUV planes (the video's `VideoSettings.pipesYUV`);
    /// 16-bit frames stay RGB(A) whatever this says.
    public var planar: Bool

    /// Creates an encoder; `overWhite` applies only without `keepsAlpha`.
    public init(keepsAlpha: Bool, overWhite: Bool, planar: Bool = false) {
        self.keepsAlpha = keepsAlpha
        self.overWhite = overWhite && !keepsAlpha
        self.planar = planar
    }

    public func encode(_ image: RenderedImage) throws -> [UInt8] {
        if planar, image.depth == .eight {
            return image.bytes.withUnsafeBufferPointer {
                YUV420Planes.planes(rgba: $0, width: image.width, height: image.height, keepsAlpha: keepsAlpha, overWhite: overWhite)
            }
        }
        return keepsAlpha ? image.bytes : Self.rgb(image.bytes, sixteenBit: image.depth != .eight, overWhite: overWhite)
    }

    /// Straight RGBA (8-bit, or 16-bit in native order) as RGB: over opaque white (each sample
    /// rounded) or with alpha dropped.
    public static func rgb(_ bytes: [UInt8], sixteenBit: Bool, overWhite: Bool) -> [UInt8] {
        let pixels = bytes.count / (sixteenBit ? 8 : 4)
        return [UInt8](unsafeUninitializedCapacity: pixels * (sixteenBit ? 6 : 3)) { out, initialized in
            bytes.withUnsafeBytes { raw in
                if sixteenBit {
                    let p = raw.bindMemory(to: UInt16.self)
                    out.withMemoryRebound(to: UInt16.self) { q in
                        for i in 0..<pixels {
                            let a = UInt64(overWhite ? p[4 * i + 3] : 65535), rest = 65535 * (65535 - a)
                            for c in 0..<3 { q[3 * i + c] = UInt16((UInt64(p[4 * i + c]) * a + rest + 32767) / 65535) }
                        }
                    }
                } else {
                    let p = raw.bindMemory(to: UInt8.self)
                    if overWhite {
                        // Opaque and clear pixels (nearly all of a card's) skip the arithmetic.
                        for i in 0..<pixels {
                            let a = UInt32(p[4 * i + 3])
                            if a == 255 {
                                out[3 * i] = p[4 * i]; out[3 * i + 1] = p[4 * i + 1]; out[3 * i + 2] = p[4 * i + 2]
                            } else if a == 0 {
                                out[3 * i] = 255; out[3 * i + 1] = 255; out[3 * i + 2] = 255
                            } else {
                                let rest = 255 * (255 - a) + 127
                                out[3 * i] = UInt8((UInt32(p[4 * i]) * a + rest) / 255)
                                out[3 * i + 1] = UInt8((UInt32(p[4 * i + 1]) * a + rest) / 255)
                                out[3 * i + 2] = UInt8((UInt32(p[4 * i + 2]) * a + rest) / 255)
                            }
                        }
                    } else {
                        for i in 0..<pixels {
                            out[3 * i] = p[4 * i]; out[3 * i + 1] = p[4 * i + 1]; out[3 * i + 2] = p[4 * i + 2]
                        }
                    }
                }
            }
            initialized = pixels * (sixteenBit ? 6 : 3)
        }
    }
}
