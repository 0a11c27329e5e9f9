import ChromaAnimation
import ChromaGIF
import ChromaRaster
import ChromaWebP

/// Frames of a timeline drawn at an animation format's own cadence instead of its frame rate:
/// the instants of a stepped ``FrameSchedule`` (a GIF above 50 fps: every 2/100 s; a WebP above
/// about 90 fps: every 11 ms; none merged) across frames ``range`` of a sequence that draws any
/// instant; the last is the range's last frame, so the final state always shows.
struct SteppedSequence: FrameSequence {
    /// The timeline drawn.
    let base: any TimedFrameSequence
    /// The frames of `base` whose time the steps cover, first to last.
    let range: ClosedRange<Int>
    /// The instants and their delays; frame k is the instant k × step units after the range's
    /// first frame, except the last.
    let schedule: FrameSchedule

    /// The GIF of frames `range` of `sequence` drawn every 2/100 s, when its frames come faster
    /// than GIF shows them (above 50 fps) and it draws any instant; else nil (a GIF at 50 fps
    /// or less shows every frame; one of another sequence merges them).
    /// - Throws: `AnimationError` for a frame count or delay no schedule takes.
    static func gif(_ sequence: some FrameSequence, frames range: ClosedRange<Int>) throws -> SteppedSequence? {
        try stepped(sequence, frames: range, needsSteps: GIFEncoder.needsSteps, schedule: GIFEncoder.steppedSchedule)
    }

    /// The WebP of frames `range` of `sequence` drawn every 11 ms, when its frames come faster
    /// than browsers play a WebP (delays under 11 ms) and it draws any instant; else nil.
    /// - Throws: `AnimationError` for a frame count or delay no schedule takes.
    static func webP(_ sequence: some FrameSequence, frames range: ClosedRange<Int>) throws -> SteppedSequence? {
        try stepped(sequence, frames: range, needsSteps: WebPAnimationEncoder.needsSteps, schedule: WebPAnimationEncoder.steppedSchedule)
    }

    /// The steps of `format` (GIF or WebP) for frames `range` of `sequence`, or nil: another
    /// format, or one that shows every frame of this sequence.
    static func forFormat(_ format: OutputFormat, _ sequence: some FrameSequence, frames range: ClosedRange<Int>) throws -> SteppedSequence? {
        switch format {
        case .gif: return try gif(sequence, frames: range)
        case .webp: return try webP(sequence, frames: range)
        default: return nil
        }
    }

    private static func stepped(_ sequence: some FrameSequence, frames range: ClosedRange<Int>, needsSteps: (FrameDuration) -> Bool,
                                schedule: (Int, FrameDuration) throws -> FrameSchedule) throws -> SteppedSequence? {
        guard let timed = sequence as? any TimedFrameSequence else { return nil }
        let duration = try AnimationCanvas.duration(sequence)
        guard needsSteps(duration) else { return nil }
        return SteppedSequence(base: timed, range: range, schedule: try schedule(range.count, duration))
    }

    var frameCount: Int { schedule.frameCount }
    var canvasSize: (width: Int, height: Int) { base.canvasSize }
    var depth: ColorDepth { base.depth }
    var colorProfile: OutputColorSpace { base.colorProfile }
    var isOpaque: Bool { base.isOpaque }
    var frameDelay: FrameDelay { FrameDelay(numerator: schedule.frameDuration.numerator, denominator: schedule.frameDuration.denominator) }

    /// The instant, in seconds from the base's first frame, that frame k (but the last) shows.
    func time(ofFrame k: Int) -> Double {
        let first = range.lowerBound == 0 ? 0 : Double(range.lowerBound) * base.frameDelay.seconds
        return first + Double(k * schedule.frameDuration.numerator) / Double(schedule.unitsPerSecond)
    }

    func scene(atFrame k: Int) -> Scene {
        k >= frameCount - 1 ? base.scene(atFrame: range.upperBound) : base.scene(atTime: time(ofFrame: k))
    }

    func validate() throws { try base.validate() }
}
