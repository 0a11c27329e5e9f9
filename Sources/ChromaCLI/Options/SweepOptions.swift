import ChromaLimits
import ArgumentParser
import ChromaOutput
import ChromaRaster
import ChromaSplash

/// `--animate PARAMETER FROM TO` with `--duration`, `--fps` and `--easing`: a drawing command's
/// figure as an animation, one parameter swept over one timeline, written by the output wing
/// to `-o`: a folder (`frames/`, ending in `/`) of numbered PNGs, or an animation file whose
/// extension picks the format (.png/.apng, .webp, .gif, .mp4, .webm).
struct SweepOptions: ParsableArguments {
    @Option(parsing: .upToNextOption,
            help: ArgumentHelp("Animate one parameter from FROM to TO (chart wheel: hue in degrees; chart strips: hue in degrees, saturation or brightness 0…1; chart hsb: brightness, the lowest of each stack, 0…1; game card: ratio 0…1); -o then names an animation file (.png APNG, .webp, .gif, .mp4, .webm) or a folder ending in / for numbered frames.",
                               valueName: "parameter from to"))
    var animate: [String] = []

    @Option(parsing: .unconditional, help: "With --animate: the animation's length in seconds.")
    var duration: Double = 2

    @Option(help: "With --animate: frames per second, 1…1000.")
    var fps: Int = 30

    @Option(help: "With --animate: the timing curve (linear, easeInOut, cubic-bezier(…), spring …).")
    var easing: Easing = .linear

    @Flag(help: "With --animate: pad an MP4 or WebM of odd width or height to even sides by repeating the last column and row (without it an odd size is an error naming the nearest even sizes).")
    var pad = false

    /// The parameter and its two values, or nil without `--animate`.
    /// - Parameter parameters: the figure's parameters and the range of each.
    /// - Throws: `ValidationError` for a parameter `parameters` does not list (naming those it
    ///   does), values that do not read as numbers, or a value outside the parameter's range
    ///   (NaN, 1e308), naming the value and the range.
    func sweep(parameters: [(name: String, range: InputRange)]) throws -> (name: String, from: Double, to: Double)? {
        guard !animate.isEmpty else { return nil }
        let names = parameters.map(\.name)
        guard !parameters.isEmpty else {
            throw ValidationError("this figure has no parameter to animate; --animate is for chart wheel (hue), chart strips (hue, saturation, brightness), chart hsb (brightness) and game card (ratio)")
        }
        guard animate.count == 3, let from = Double(animate[1]), let to = Double(animate[2]) else {
            throw ValidationError("invalid --animate '\(animate.joined(separator: " "))'; expected PARAMETER FROM TO, such as \(names.first ?? "hue") 0 1")
        }
        guard let parameter = parameters.first(where: { $0.name == animate[0] }) else {
            throw ValidationError("--animate \(animate[0]) is not a parameter of this figure; expected \(names.joined(separator: " or "))")
        }
        try ArgumentReading.check(from, "--animate \(parameter.name) (from)", parameter.range)
        try ArgumentReading.check(to, "--animate \(parameter.name) (to)", parameter.range)
        try ArgumentReading.check(duration, "--duration", .duration)
        try ArgumentReading.check(fps, "--fps", .fps)
        return (animate[0], from, to)
    }

    /// Writes the sweep of `draw` to `path`: numbered frames into a folder named with a
    /// trailing `/`, else one animation file.
    func write(_ sweep: ParameterSweep, to path: String, quiet: Bool) throws {
        do { try sweep.validate() } catch let error as OutputError { throw ValidationError(error.description) }
        let folder = path.hasSuffix("/") ? path : nil
        let output = FrameSequenceOutput(folder: folder, animation: folder == nil ? path : nil, threads: CommandEnvironment.threads,
                                         padsVideo: pad)
        let bar = ProgressBar(total: output.framesDrawn(for: sweep), enabled: !quiet)
        var done = 0
        try output.write(sweep) { _ in
            done += 1
            bar.update(done)
        }
        bar.finish()
        if let note = output.animationNote(for: sweep, frameCount: sweep.frameCount) { Warning.write(note) }
    }
}
