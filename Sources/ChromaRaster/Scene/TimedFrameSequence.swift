/// A frame sequence that can draw any instant of its timeline, not only its frames: a format
/// that cannot show the frames' rate (GIF above 50 fps) draws the timeline at its own cadence
/// instead of dropping frames.
///
/// Frame i of the sequence shows the instant i × ``FrameSequence/frameDelay`` (the last frame
/// may show a later one: the final state), so `scene(atTime: Double(i) * frameDelay.seconds)`
/// draws frame i's scene for every frame but the last.
public protocol TimedFrameSequence: FrameSequence {
    /// The scene at `seconds` (0 or more) from the first frame; from the end of the timeline
    /// on, its final state.
    func scene(atTime seconds: Double) -> Scene
}
