import ArgumentParser

/// `--quiet`: no progress bar (it shows only on a terminal anyway) and no status lines (what
/// was written, a shard with nothing to draw, a watch's renders); warnings and errors are still
/// written. Every drawing command takes it, through ``DrawingOptions``, and `preview`.
struct ProgressOptions: ParsableArguments {
    @Flag(help: "No progress bar or status lines (warnings and errors are still written).")
    var quiet = false
}
