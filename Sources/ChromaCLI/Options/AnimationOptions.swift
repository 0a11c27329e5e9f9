import ArgumentParser
import ChromaLimits
import ChromaOutput

/// `--animated FILE` (alias `--apng`), `--loop N`, `--quality Q` and `--format F`: one animation
/// file of a frame sequence, its format chosen by the output wing from the extension.
struct AnimationOptions: ParsableArguments {
    @Option(name: [.customLong("animated"), .customLong("apng")],
            help: ArgumentHelp("An animation file to write; its extension picks the format: .png or .apng (animated PNG), .webp (lossless unless --quality), .gif (256 colors a frame, dithered), .mp4 (8-bit H.264, plays everywhere) or .webm (10-bit VP9), both through ffmpeg; for a splash also .json (Lottie) or .lottie (dotLottie), vectors. - writes standard output (APNG, or --format webp, gif, webm, lottie, dotlottie). --apng is the same option.",
                               valueName: "file"))
    var animated: String?

    @Option(help: ArgumentHelp("How many times the animation plays, 0 (the default) forever; 0…65535 (not for videos).", valueName: "N"))
    var loop: Int = 0

    @Option(help: ArgumentHelp("Quality of a lossy WebP or a video, 0 (smallest) to 100 (best). Without it a WebP is lossless and a video visually transparent (CRF 18 for H.264, 24 for VP9).",
                               valueName: "Q"))
    var quality: Int?

    @Option(help: ArgumentHelp("The animation's format when FILE is - or has no extension: apng, webp, gif, webm, or for a splash lottie (Lottie JSON) or dotlottie (MP4 cannot be streamed).",
                               valueName: "format"))
    var format: String?

    @Flag(help: "Pad an MP4 or WebM of odd width or height to even sides by repeating the last column and row (4:2:0 video needs even sides; without --pad an odd size is an error naming the nearest even sizes).")
    var pad = false

    func validate() throws {
        try ArgumentReading.check(loop, "--loop (0 plays forever)", .loopCount)
        if let quality { try ArgumentReading.check(quality, "--quality (0 smallest, 100 best)", .quality) }
        _ = try streamFormat()
    }

    /// The format `--format` names, nil without it.
    func streamFormat() throws -> OutputFormat? {
        guard let format else { return nil }
        guard let named = OutputFormat.named(format, role: .animation) else {
            let known = OutputFormat.allCases.filter { !$0.suffixes(for: .animation).isEmpty }.map(\.rawValue)
            throw ValidationError("invalid --format '\(format)'; expected one of \(known.joined(separator: ", "))")
        }
        if let animated, animated != "-", let suffix = OutputFormat.suffix(of: animated),
           OutputFormat.forSuffix(suffix, role: .animation) != named {
            throw ValidationError("--format \(format) and --animated \(animated) name different formats; give one")
        }
        return named
    }

    /// The wing's output for frames into `folder` (or none) and this animation.
    func output(folder: String?, animation: String? = nil, compression: CompressionOptions) throws -> FrameSequenceOutput {
        FrameSequenceOutput(folder: folder, animation: animation ?? animated, loopCount: loop,
                            compression: compression.compression, threads: CommandEnvironment.threads,
                            quality: quality, streamFormat: try streamFormat(), padsVideo: pad)
    }
}
