import ArgumentParser
import ChromaLimits
import ChromaOutput

/// `--animated FILE` (alias `--apng`) and `--loop N`: one animation file of a frame sequence,
/// its format chosen by the output wing from the extension.
struct AnimationOptions: ParsableArguments {
    @Option(name: [.customLong("animated"), .customLong("apng")],
            help: ArgumentHelp("An animation file to write: .png or .apng (animated PNG); - for standard output. --apng is the same option.",
                               valueName: "file"))
    var animated: String?

    @Option(help: ArgumentHelp("How many times the animation plays, 0 (the default) forever; 0…65535.", valueName: "N"))
    var loop: Int = 0

    func validate() throws {
        try ArgumentReading.check(loop, "--loop (0 plays forever)", .loopCount)
    }

    /// The wing's output for frames into `folder` (or none) and this animation.
    func output(folder: String?, animation: String? = nil, compression: CompressionOptions) -> FrameSequenceOutput {
        FrameSequenceOutput(folder: folder, animation: animation ?? animated, loopCount: loop,
                            compression: compression.compression, threads: CommandEnvironment.threads)
    }
}
