/// Why a WebP could not be made.
public enum WebPError: Error, Equatable, CustomStringConvertible {
    /// A lossy quality outside 0…100.
    case invalidQuality(Int)
    /// A canvas side above WebP's 16383 pixels.
    case canvasTooLarge(width: Int, height: Int)
    /// A frame whose size differs from the animation's canvas.
    case frameSizeMismatch(expected: (width: Int, height: Int), found: (width: Int, height: Int))
    /// More frames added than announced.
    case tooManyFrames(announced: Int)
    /// ``WebPAnimationEncoder/finish()`` before every announced frame was added.
    case missingFrames(announced: Int, added: Int)
    /// The encoder or finish called again after the animation was finished or failed.
    case finished
    /// libwebp's encoder failed, with its `WebPEncodingError` code.
    case encodingFailed(code: Int)
    /// libwebpmux failed to assemble the container, with its `WebPMuxError` code.
    case muxFailed(code: Int)

    public static func == (a: WebPError, b: WebPError) -> Bool { a.description == b.description }

    public var description: String {
        switch self {
        case let .invalidQuality(quality):
            return "invalid WebP quality \(quality): expected 0 to 100 (or none for lossless)"
        case let .canvasTooLarge(width, height):
            return "a WebP is at most \(WebPAnimationEncoder.maximumSide) pixels on a side; the frames are \(width)×\(height)"
        case let .frameSizeMismatch(expected, found):
            return "a frame of \(found.width)×\(found.height) in a \(expected.width)×\(expected.height) WebP animation"
        case let .tooManyFrames(announced):
            return "more frames than the \(announced) announced for the WebP animation"
        case let .missingFrames(announced, added):
            return "the WebP animation announced \(announced) frames but \(added) were added"
        case .finished:
            return "the WebP animation is already finished"
        case let .encodingFailed(code):
            return "libwebp could not encode a frame (WebPEncodingError \(code)\(code == 1 ? ": out of memory" : ""))"
        case let .muxFailed(code):
            return "libwebpmux could not assemble the animation (WebPMuxError \(code))"
        }
    }
}
