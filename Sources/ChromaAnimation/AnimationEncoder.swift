/// An encoder that assembles a whole animation in memory: frames in order, then the file's
/// bytes. GIF and WebP encoders are both; the output wing writes either through one sink.
public protocol AnimationEncoder: AnyObject {
    /// The frames the file shows and their delays, in the format's units.
    var schedule: FrameSchedule { get }
    /// Adds the next frame.
    func add(_ frame: AnimationFrame) throws
    /// The finished file.
    func finish() throws -> [UInt8]
}
