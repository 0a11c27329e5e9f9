/// The video containers and codecs Chroma writes through ffmpeg.
public enum VideoFormat: String, Sendable, CaseIterable {
    /// MP4 with H.264 (libx264).
    case mp4
    /// WebM with VP9 (libvpx-vp9).
    case webm

    /// ffmpeg's muxer name.
    var muxer: String { rawValue }
    /// ffmpeg's encoder name.
    var encoder: String { self == .mp4 ? "libx264" : "libvpx-vp9" }
    /// The encoder's constant-quality scale: CRF 0 (best) … this (worst).
    var worstCRF: Int { self == .mp4 ? 51 : 63 }
    /// The CRF used when no quality is given: visually transparent for flat colors and ramps.
    var defaultCRF: Int { self == .mp4 ? 18 : 24 }
    /// Whether the codec can store alpha (VP9 as `yuva420p`; H.264 cannot).
    public var keepsAlpha: Bool { self == .webm }
    /// Whether the container can be written to a pipe.
    public var canStream: Bool { self == .webm }

    /// ffmpeg's output options for the codec, at a CRF and bit depth, with alpha (8-bit
    /// `yuva420p`, WebM only) or without.
    func codecArguments(crf: Int, tenBit: Bool, alpha: Bool = false) -> [String] {
        let pixelFormat = alpha ? "yuva420p" : tenBit ? "yuv420p10le" : "yuv420p"
        switch self {
        case .mp4:
            return ["-c:v", encoder, "-preset", "medium", "-crf", String(crf), "-pix_fmt", pixelFormat, "-movflags", "+faststart"]
        case .webm:
            return ["-c:v", encoder, "-crf", String(crf), "-b:v", "0", "-row-mt", "1", "-deadline", "good", "-cpu-used", "2",
                    "-pix_fmt", pixelFormat] + (tenBit && !alpha ? ["-profile:v", "2"] : [])
        }
    }
}
