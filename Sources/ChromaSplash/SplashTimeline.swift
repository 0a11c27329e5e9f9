import ChromaLimits
import ChromaRaster
import ColorCore

/// A splash animation: a sequence of fills, each change a new layer growing over the card, as
/// the reference article's SplashView stacks layers.
///
/// **Time.** Transition k (k = 1 … fills.count − 1) starts at `starts[k − 1]` seconds, by
/// default (k − 1) × (duration + hold), and lasts `duration`. The animation lasts until the last
/// transition ends plus `hold`: T = last start + duration + hold. Frame i shows time i / fps,
/// for i = 0 … ⌈T × fps⌉, so there are ⌈T × fps⌉ + 1 frames: the first shows the first fill and
/// the last, at or after T, the final one. Each frame is a pure function of the timeline and
/// its number, which is what lets any range render alone, on any machine.
public struct SplashTimeline: Hashable, Sendable, TimedFrameSequence {
    /// The fills, first to last: colors, or gradients whose unit points refer to the card.
    public var fills: [Paint]
    /// How each new fill grows.
    public var animation: SplashAnimation
    /// Seconds per transition, within ``InputRange/duration`` (above 0, up to 3600; 0.5 as the article).
    public var duration: Double
    /// Seconds of stillness after each transition (default schedule) and at the end, within
    /// ``InputRange/seconds`` (0…3600).
    public var hold: Double
    /// Start times in seconds (each within ``InputRange/seconds``), one per transition, non-decreasing; nil for the default
    /// back-to-back schedule. A transition may start before the previous one ends.
    public var starts: [Double]?
    /// The easing of every transition (easeInOut, as the article).
    public var easing: Easing
    /// Frames per second, within ``InputRange/fps`` (1…1000).
    public var fps: Int
    /// The width of the growing edge in pixels, within ``InputRange/length`` (0: crisp, anti-aliased).
    public var softness: Double
    /// The card.
    public var card: SplashCard
    /// Bits per channel of the frames.
    public var depth: ColorDepth
    /// The color space of the frames' pixels, recorded in the files (sRGB by default).
    public var colorProfile: OutputColorSpace = .srgb
    /// Whether 8-bit frames are dithered (on by default, as every drawing).
    public var dither = true
    /// The frames drawn at this many times the card's size, within ``InputRange/scale`` (1× to 4×; 1 by default).
    public var scale: Double = 1
    /// The appearance every frame is drawn in (adaptive colors such as `.blue` resolve in it);
    /// light by default.
    public var environment = EnvironmentValues()
    /// Exactly this many frames, spread evenly from the start to the end (``InputRange/frameCount``,
    /// 2 or more, and within ``ResourceLimits/frames``),
    /// instead of one every 1/``fps`` s; nil (the default) counts them from ``fps``.
    public var fixedFrameCount: Int?

    /// Creates a timeline.
    public init(fills: [Paint], animation: SplashAnimation = .leftToRight, duration: Double = 0.5, hold: Double = 0,
                starts: [Double]? = nil, easing: Easing = .easeInOut, fps: Int = 60, softness: Double = 0,
                card: SplashCard, depth: ColorDepth = .eight) {
        self.fills = fills
        self.animation = animation
        self.duration = duration
        self.hold = hold
        self.starts = starts
        self.easing = easing
        self.fps = fps
        self.softness = softness
        self.card = card
        self.depth = depth
    }

    /// The most frames a timeline may have: the current ``ResourceLimits/frames`` (100 000 unless changed).
    public static var maximumFrameCount: Int { ResourceLimits.current.frames }

    /// Checks the timeline, naming the first bad value.
    public func validate() throws {
        func fail(_ message: String) -> SplashError { SplashError(message: message) }
        guard fills.count >= 2 else { throw fail("a splash needs at least two colors, found \(fills.count)") }
        try SplashError.check(duration, .duration, "duration")
        try SplashError.check(hold, .seconds, "hold")
        try SplashError.check(Double(fps), .fps, "fps")
        try SplashError.check(softness, .length, "softEdge")
        try SplashError.check(scale, .scale, "scale")
        if let fixedFrameCount { try SplashError.check(Double(fixedFrameCount), .frameCount, "frameCount") }
        try card.validate()
        try animation.validate()
        for (index, fill) in fills.enumerated() {
            do { try fill.validate(at: "fills[\(index)]") } catch let error as SceneError { throw fail(error.description) }
        }
        if let starts {
            guard starts.count == fills.count - 1 else {
                throw fail("\(starts.count) start times for \(fills.count - 1) transitions; expected one per change of color")
            }
            for (i, start) in starts.enumerated() {
                try SplashError.check(start, .seconds, "starts[\(i)]")
                if i > 0, start < starts[i - 1] { throw fail("start time \(start) comes before the previous one, \(starts[i - 1]); expected them in order") }
            }
        }
        if case .spring(let response, let damping) = easing {
            guard response.isFinite, response > 0, damping.isFinite, damping >= 0 else {
                throw fail("invalid spring(\(response), \(damping)): expected a response above 0 and a damping fraction of 0 or more")
            }
        }
        if case .cubicBezier(let x1, let y1, let x2, let y2) = easing {
            guard (0...1).contains(x1), (0...1).contains(x2), y1.isFinite, y2.isFinite else {
                throw fail("invalid cubic-bezier(\(x1), \(y1), \(x2), \(y2)): x1 and x2 must lie within 0…1")
            }
        }
        // A limit the timeline exceeds is a ResourceLimitError, as everywhere (exit 65).
        try ResourceLimits.check(frameCount, .frames, "the animation")
        let canvas = card.canvasSize
        try ResourceLimits.check(ResourceLimits.product(canvas.width, canvas.height), .pixels, "the canvas \(canvas.width)×\(canvas.height)")
        let scaledSide = Double(max(canvas.width, canvas.height)) * scale
        guard scaledSide.rounded() <= InputRange.canvasSide.upperBound else {
            throw fail("scale \(scale) makes the frames \(Int(scaledSide.rounded())) pixels across; at most \(InputRange.canvasSide.maximum)")
        }
    }

    /// When each transition starts, in seconds.
    public var startTimes: [Double] {
        starts ?? (1..<fills.count).map { Double($0 - 1) * (duration + hold) }
    }

    /// The animation's length in seconds.
    public var totalDuration: Double { (startTimes.last ?? 0) + duration + hold }

    /// The number of frames; saturating at `Int.max` for times no valid timeline has, so an
    /// absurd one is an excess of ``ResourceLimits/frames``, never a trap.
    ///
    /// The rule: frame i shows time i / fps, and there are ⌈T × fps⌉ + 1 frames, where a T × fps
    /// within a thousandth of a frame of a whole number counts as that number (so a hold written
    /// 0.46666 or 0.4666667 gives the same count). The last frame always shows the final state.
    /// With ``fixedFrameCount`` N, frame i shows time T × i / (N − 1).
    public var frameCount: Int {
        if let fixedFrameCount { return fixedFrameCount }
        let exact = totalDuration * Double(fps)
        return Int.clamping(exact - 1e-3, rounded: .up, to: 0...(Int.max - 1)) + 1
    }

    /// The time of frame i, in seconds: i / fps, or evenly spread with ``fixedFrameCount``; the
    /// last frame is never before the end, so it shows the final state.
    public func time(ofFrame i: Int) -> Double {
        let last = frameCount - 1
        if let fixedFrameCount { return fixedFrameCount <= 1 ? totalDuration : totalDuration * Double(i) / Double(fixedFrameCount - 1) }
        let time = Double(i) / Double(fps)
        return i >= last ? Swift.max(time, totalDuration) : time
    }

    /// How long each frame shows, exactly: 1/fps, or with ``fixedFrameCount`` N the timeline's
    /// length over N − 1 as the simplest fraction within a billionth of it (2/15 s for 10
    /// frames over 1.2 s), so N frames play for N × T / (N − 1) in every format.
    public var frameDelay: FrameDelay {
        guard let fixedFrameCount, fixedFrameCount > 1 else { return FrameDelay(numerator: 1, denominator: fps) }
        return FrameDelay(approximating: totalDuration / Double(fixedFrameCount - 1))
    }

    /// The page behind the card: its background, white under a shadow, transparent otherwise.
    public var background: Color {
        card.background ?? (card.shadow != nil ? .white : .clear)
    }

    /// Whether every frame is opaque: the page is, or, without a shadow, a square-cornered card
    /// covers the whole canvas (its sides at ``scale`` reach the canvas's rounded ones) in fills
    /// that each paint every pixel opaquely (a mesh counts as not).
    public var isOpaque: Bool {
        if background.resolvedOpacity >= 1 { return true }
        guard card.shadow == nil, card.cornerRadius == 0 else { return false }
        let (width, height) = canvasSize
        guard Double(card.width) * scale >= Double(width), Double(card.height) * scale >= Double(height) else { return false }
        return fills.allSatisfy { fill in
            PreparedScene(Scene(width: 1, height: 1, colorProfile: colorProfile, layers: [Layer(paint: fill)], environment: environment)).isOpaque
        }
    }

    /// Each transition's progress at a time: 0 before it starts, 1 after it ends.
    public func progress(at time: Double) -> [Double] {
        startTimes.map { start in easing.progress(at: (time - start) / duration, duration: duration) }
    }

    /// The scene of frame i: the page, the shadow, the card in its settled fill, and every
    /// transition under way on top, clipped to the card. A finished transition becomes the
    /// card's fill, with everything below it dropped.
    public func scene(atFrame i: Int) -> Scene {
        scene(atTime: time(ofFrame: i))
    }

    /// The scene at any instant, in seconds from the first frame (drawn as ``scene(atFrame:)``
    /// draws a frame's instant): what a GIF above 50 fps shows every 2/100 s.
    public func scene(atTime seconds: Double) -> Scene {
        let progress = self.progress(at: seconds)
        let settled = progress.lastIndex { $0 >= 1 }.map { $0 + 1 } ?? 0  // the fill now under everything
        let rect = card.rect
        let cardShape: Shape = card.cornerRadius > 0 ? .roundedRect(rect, cornerRadius: card.cornerRadius, style: .circular) : .rect(rect)
        let (width, height) = card.canvasSize
        var layers: [Layer] = []
        if let shadow = card.shadow {
            let cast = Rect(x: rect.minX + shadow.x, y: rect.minY + shadow.y, width: rect.width, height: rect.height)
            layers.append(Layer(paint: .shadow(BoxShadow(rect: cast, radius: shadow.radius, color: shadow.color))))
        }
        layers.append(Layer(paint: fills[settled], shape: cardShape))
        for k in settled..<progress.count where progress[k] > 0 {
            let field = animation.field(progress: progress[k], in: rect, softness: softness)
            layers.append(Layer(paint: fills[k + 1], shape: .field(field, softness: softness, bounds: rect),
                                clip: card.cornerRadius > 0 ? cardShape : nil))
        }
        var scene = Scene(width: width, height: height, background: background, depth: depth, dither: dither, layers: layers,
                          environment: environment)
        scene.colorProfile = colorProfile
        return scene.scaled(by: scale)
    }

    /// The frames' size in pixels: the card with its shadow's margin, at ``scale``.
    public var canvasSize: (width: Int, height: Int) {
        let (width, height) = card.canvasSize
        return (max(1, Int((Double(width) * scale).rounded())), max(1, Int((Double(height) * scale).rounded())))
    }
}

/// A splash timeline or output that cannot be rendered.
public struct SplashError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What was wrong, naming the bad value.
    public var message: String
    public var description: String { message }

    /// Checks `value` against `range`; a value outside it is `name` and the range's message,
    /// as `duration: expected a number above 0, up to 3600 seconds, found 5000`.
    static func check(_ value: Double, _ range: InputRange, _ name: String) throws(SplashError) {
        do {
            try range.check(value)
        } catch {
            throw SplashError(message: "\(name): \(error)")
        }
    }
}
