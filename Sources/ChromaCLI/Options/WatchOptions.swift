import ArgumentParser

/// `--watch`: render once, then again whenever an input changes.
struct WatchOptions: ParsableArguments {
    @Flag(help: "Render, then render again within a second whenever the input or a file it reads changes (however the editor saves); a bad save prints its error and keeps watching. Ctrl-C stops.")
    var watch = false
}
