import ArgumentParser

/// `--quiet`: no progress bar (it shows only on a terminal anyway).
struct ProgressOptions: ParsableArguments {
    @Flag(help: "No progress bar.")
    var quiet = false
}
