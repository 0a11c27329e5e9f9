/// What is wrong with a frame or with timing given to an animation encoder.
public enum AnimationError: Error, Equatable, CustomStringConvertible {
    /// A frame side outside 1…65535.
    case invalidSize(width: Int, height: Int)
    /// A frame whose byte count is not its width × height × bytes per pixel.
    case pixelCountMismatch(expected: Int, found: Int)
    /// A frame duration whose numerator or denominator is outside 1…2³¹ − 1.
    case invalidFrameDuration(numerator: Int, denominator: Int)
    /// A frame count outside 1…``FrameSchedule/maximumFrameCount``.
    case invalidFrameCount(Int)
    /// A loop count outside 0…65535.
    case invalidLoopCount(Int)

    public var description: String {
        switch self {
        case let .invalidSize(width, height):
            return "invalid frame size \(width)×\(height): expected sides from 1 to \(AnimationFrame.maximumSide) pixels"
        case let .pixelCountMismatch(expected, found):
            return "the frame holds \(found) bytes, expected \(expected)"
        case let .invalidFrameDuration(numerator, denominator):
            return "invalid frame duration \(numerator)/\(denominator) s: expected a numerator and a denominator from 1 to \(FrameDuration.maximumTerm)"
        case let .invalidFrameCount(count):
            return "invalid frame count \(count): expected 1 to \(FrameSchedule.maximumFrameCount)"
        case let .invalidLoopCount(count):
            return "invalid loop count \(count): expected 0 (forever) to 65535"
        }
    }
}
