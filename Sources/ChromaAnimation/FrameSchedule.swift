/// Which frames an animation format shows and for how long, in its own time unit (GIF: 1/100 s,
/// WebP: 1/1000 s), so that the whole lasts exactly `frameCount × frameDuration` (to the unit)
/// and no frame shows shorter than the format's players honour.
///
/// Frame i starts at i × frameDuration, rounded to the unit (halves up); a frame's delay is the
/// difference between its start and the next one's, so rounding never accumulates. When frames
/// are closer than ``minimumDelay`` (GIF above 50 fps: browsers play a delay under 2/100 s as
/// 1/10 s), consecutive frames are merged into groups lasting at least the minimum: a group shows
/// its first frame, except the last group, which shows the last frame (the final state). The
/// last group, if shorter than the minimum, joins the one before.
///
/// A ``init(frameCount:frameDuration:unitsPerSecond:step:)`` schedule shows the same length of
/// time at the format's own cadence instead: its frames are instants drawn every `step` units,
/// none merged.
public struct FrameSchedule: Sendable, Equatable {
    /// One shown frame.
    public struct Entry: Sendable, Equatable {
        /// The input frame shown, 0…frameCount − 1.
        public var frame: Int
        /// Its start, in units.
        public var start: Int
        /// How long it shows, in units (≥ ``FrameSchedule/minimumDelay`` unless the whole
        /// animation is shorter).
        public var delay: Int
    }

    /// The largest frame count: 10 000 000.
    public static let maximumFrameCount = 10_000_000

    /// Input frames.
    public let frameCount: Int
    /// Each input frame's duration.
    public let frameDuration: FrameDuration
    /// Units per second, 1…1000.
    public let unitsPerSecond: Int
    /// The shortest delay shown, in units, ≥ 1.
    public let minimumDelay: Int
    /// The frames shown, in order; their delays add up to ``totalDuration``.
    public let entries: [Entry]

    /// The whole animation in units: frameCount × frameDuration, rounded (for a stepped
    /// schedule, the timeline's own length, not its instants' count × step).
    public let totalDuration: Int

    /// Plans `frameCount` frames of `frameDuration` each.
    /// - Parameters:
    ///   - frameCount: 1…10 000 000 frames.
    ///   - unitsPerSecond: the format's unit, 1…1000 per second.
    ///   - minimumDelay: the shortest delay a shown frame may have, in units, 1…1000.
    /// - Throws: ``AnimationError/invalidFrameCount(_:)``.
    public init(frameCount: Int, frameDuration: FrameDuration, unitsPerSecond: Int, minimumDelay: Int = 1) throws {
        guard (1...Self.maximumFrameCount).contains(frameCount) else { throw AnimationError.invalidFrameCount(frameCount) }
        precondition((1...1000).contains(unitsPerSecond) && (1...1000).contains(minimumDelay), "units and minimum delay are the encoders' own constants")
        self.frameCount = frameCount
        self.frameDuration = frameDuration
        self.unitsPerSecond = unitsPerSecond
        self.minimumDelay = minimumDelay
        // Group starts: greedily, each at least the minimum after the one before.
        var starts: [(frame: Int, start: Int)] = [(0, 0)]
        for i in 1..<max(1, frameCount) {
            let start = frameDuration.start(ofFrame: i, unitsPerSecond: unitsPerSecond)
            if start - starts[starts.count - 1].start >= minimumDelay { starts.append((i, start)) }
        }
        let end = frameDuration.start(ofFrame: frameCount, unitsPerSecond: unitsPerSecond)
        if starts.count > 1, end - starts[starts.count - 1].start < minimumDelay { starts.removeLast() }
        var entries: [Entry] = []
        entries.reserveCapacity(starts.count)
        for (k, group) in starts.enumerated() {
            let last = k == starts.count - 1
            let next = last ? end : starts[k + 1].start
            entries.append(Entry(frame: last ? frameCount - 1 : group.frame, start: group.start, delay: next - group.start))
        }
        self.entries = entries
        totalDuration = end
    }

    /// Plans the timeline of `frameCount` frames of `frameDuration` each as instants drawn every
    /// `step` units (GIF above 50 fps: every 2/100 s), instead of merging its frames.
    ///
    /// The schedule's own frames are the instants: frame k is the timeline at k × step units
    /// and shows `step` units, except the last, which is the timeline's final state and shows
    /// until the end, so the total is the timeline's exact length rounded to the unit
    /// (``totalDuration``), and no delay is shorter than `step` unless the whole is. There are
    /// ⌊total / step⌋ frames (at least 1); ``frameDuration`` is `step` units.
    /// - Parameters:
    ///   - frameCount: the timeline's frames, 1…10 000 000.
    ///   - frameDuration: each of the timeline's frames' duration.
    ///   - unitsPerSecond: the format's unit, 1…1000 per second.
    ///   - step: units between two drawn instants, 1…1000.
    /// - Throws: ``AnimationError/invalidFrameCount(_:)``.
    public init(frameCount: Int, frameDuration: FrameDuration, unitsPerSecond: Int, step: Int) throws {
        guard (1...Self.maximumFrameCount).contains(frameCount) else { throw AnimationError.invalidFrameCount(frameCount) }
        precondition((1...1000).contains(unitsPerSecond) && (1...1000).contains(step), "units and step are the encoders' own constants")
        let total = frameDuration.start(ofFrame: frameCount, unitsPerSecond: unitsPerSecond)
        let count = max(1, total / step)
        self.frameCount = count
        self.frameDuration = try FrameDuration(numerator: step, denominator: unitsPerSecond)
        self.unitsPerSecond = unitsPerSecond
        minimumDelay = step
        entries = (0..<count).map { k in
            Entry(frame: k, start: k * step, delay: k == count - 1 ? total - k * step : step)
        }
        totalDuration = total
    }

    /// Whether a timeline of frames `frameDuration` long shows frames closer than `step`
    /// units: the stepped schedule (``init(frameCount:frameDuration:unitsPerSecond:step:)``)
    /// draws it at the format's cadence instead (GIF: a duration under 1/50 s, above 50 fps).
    public static func isFaster(_ frameDuration: FrameDuration, thanSteps step: Int, unitsPerSecond: Int) -> Bool {
        // numerator / denominator < step / unitsPerSecond; terms below 2³¹ and factors up to 1000 fit.
        frameDuration.numerator * unitsPerSecond < frameDuration.denominator * step
    }
}
