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

    /// The whole animation in units: frameCount × frameDuration, rounded.
    public var totalDuration: Int { frameDuration.start(ofFrame: frameCount, unitsPerSecond: unitsPerSecond) }

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
    }
}
