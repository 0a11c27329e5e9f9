/// Why a GIF could not be made.
public enum GIFError: Error, Equatable, CustomStringConvertible {
    /// A palette size outside 2…256 colors.
    case invalidColorCount(Int)
    /// A frame whose size differs from the animation's canvas.
    case frameSizeMismatch(expected: (width: Int, height: Int), found: (width: Int, height: Int))
    /// More frames added than announced.
    case tooManyFrames(announced: Int)
    /// ``GIFEncoder/finish()`` before every announced frame was added.
    case missingFrames(announced: Int, added: Int)
    /// The encoder used again after it finished or failed.
    case finished
    /// giflib failed, with its error number (`D_GIF_ERR_…`/`E_GIF_ERR_…`) and what it was doing.
    case giflib(code: Int, operation: String)

    public static func == (a: GIFError, b: GIFError) -> Bool { a.description == b.description }

    public var description: String {
        switch self {
        case let .invalidColorCount(count):
            return "invalid GIF color count \(count): expected 2 to 256"
        case let .frameSizeMismatch(expected, found):
            return "a frame of \(found.width)×\(found.height) in a \(expected.width)×\(expected.height) GIF"
        case let .tooManyFrames(announced):
            return "more frames than the \(announced) announced for the GIF"
        case let .missingFrames(announced, added):
            return "the GIF announced \(announced) frames but \(added) were added"
        case .finished:
            return "the GIF is already finished"
        case let .giflib(code, operation):
            return "giflib could not \(operation) (error \(code))"
        }
    }
}
