import ArgumentParser
import ChromaPNG

/// `--fast`: how hard the PNG writer compresses.
struct CompressionOptions: ParsableArguments {
    @Flag(help: "Compress faster, into a larger file.")
    var fast = false

    /// The writer's setting.
    var compression: PNGCompression { fast ? .fast : .standard }
}
