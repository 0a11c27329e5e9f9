import ChromaLimits
import ChromaRaster
import ChromaSplash

/// A drawing animated by one of its parameters: the article's figures in motion (the HSB
/// wheel's hue swept round, the mixing game's slider moved from one base to the other), as a
/// frame sequence any animation format of the output wing writes.
///
/// **Time**, as a splash's: frame i shows time i / fps, there are ⌈T × fps⌉ + 1 frames for T
/// seconds (within a thousandth of a frame of a whole number counts as it), and the last frame
/// shows the parameter at `to`. The parameter at time t is `from + (to − from) × p`, p the
/// easing's progress at t / T. Each frame's scene is drawn by `draw`, a pure function of the
/// parameter, so the frames render in parallel, in any order.
public struct ParameterSweep: TimedFrameSequence, Sendable {
    /// The parameter at the first frame.
    public var from: Double
    /// The parameter at the last frame.
    public var to: Double
    /// The sweep's length in seconds, within `InputRange/duration`.
    public var duration: Double
    /// Frames per second, within `InputRange/fps`.
    public var fps: Int
    /// How the parameter follows time.
    public var easing: Easing
    /// The scene at a value of the parameter; every value draws a scene of one size.
    public let draw: @Sendable (Double) -> Scene
    private let first: Scene

    /// A sweep of `draw`'s parameter from `from` to `to` over `duration` seconds.
    public init(from: Double, to: Double, duration: Double, fps: Int, easing: Easing = .linear, draw: @escaping @Sendable (Double) -> Scene) {
        self.from = from
        self.to = to
        self.duration = duration
        self.fps = fps
        self.easing = easing
        self.draw = draw
        first = draw(from)
    }

    /// The number of frames (saturating for durations ``validate()`` refuses).
    public var frameCount: Int {
        let exact = duration * Double(fps)
        return Int.clamping(exact - 1e-3, rounded: .up, to: 0...(Int.max - 1)) + 1
    }

    /// The parameter shown by frame i.
    public func value(atFrame i: Int) -> Double {
        if i >= frameCount - 1 { return to }
        return value(atTime: Double(i) / Double(fps))
    }

    /// The parameter at `seconds` from the first frame (0…``duration``; `to` from then on).
    public func value(atTime seconds: Double) -> Double {
        if seconds >= duration { return to }
        return from + (to - from) * easing.progress(at: seconds / duration, duration: duration)
    }

    public var canvasSize: (width: Int, height: Int) { (first.width, first.height) }
    public var depth: ColorDepth { first.depth }
    public var colorProfile: OutputColorSpace { first.colorProfile }
    public var isOpaque: Bool { first.background.resolvedOpacity >= 1 }
    public var frameDelay: FrameDelay { FrameDelay(numerator: 1, denominator: fps) }

    public func scene(atFrame i: Int) -> Scene { draw(value(atFrame: i)) }

    /// The scene at `seconds` from the first frame: the drawing at ``value(atTime:)``.
    public func scene(atTime seconds: Double) -> Scene { draw(value(atTime: seconds)) }

    /// Checks the numbers, the frame limit, and that the last frame is the first's size.
    /// - Throws: `InputRangeError` wrapped as ``OutputError/badSweep(_:)``; `ResourceLimitError`.
    public func validate() throws {
        func check(_ value: Double, _ range: InputRange, _ name: String) throws {
            do { try range.check(value) } catch { throw OutputError.badSweep("\(name): \(error)") }
        }
        guard from.isFinite, to.isFinite else { throw OutputError.badSweep("the values \(from) and \(to) must be finite numbers") }
        try check(duration, .duration, "--duration")
        try check(Double(fps), .fps, "--fps")
        try ResourceLimits.check(frameCount, .frames, "the animation")
        let last = draw(to)
        guard last.width == first.width, last.height == first.height else {
            throw OutputError.badSweep("the drawing is \(first.width)×\(first.height) at \(from) but \(last.width)×\(last.height) at \(to); an animation keeps one size")
        }
    }
}
