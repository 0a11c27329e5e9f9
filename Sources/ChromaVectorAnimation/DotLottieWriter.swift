import ChromaJSON
import ChromaSplash
import Foundation

/// Writes a splash as a dotLottie (`.lottie`): a ZIP holding `manifest.json` and the Lottie
/// JSON of ``LottieWriter`` as `animations/ID.json` (dotLottie 1.0's layout, which the
/// dotLottie players and lottie-android and lottie-ios read), deflated; embedded images stay
/// in the animation as data URIs.
public struct DotLottieWriter: Sendable {
    /// The Lottie writer of the animation inside.
    public var lottie: LottieWriter
    /// The animation's id in the manifest and its file's name: letters, digits, `-` and `_`.
    public var id: String

    /// Creates a writer; images render on `threads` threads.
    public init(threads: Int = ProcessInfo.processInfo.activeProcessorCount, id: String = "splash") {
        lottie = LottieWriter(threads: threads)
        self.id = id
    }

    /// The archive of `timeline`, played `loopCount` times (0 forever, 1 once).
    /// - Throws: what ``LottieWriter/json(_:name:)`` throws; ``VectorAnimationError`` for a
    ///   loop count dotLottie cannot state (above 1) or a bad id.
    public func archive(_ timeline: SplashTimeline, loopCount: Int = 0) throws -> [UInt8] {
        guard !id.isEmpty, id.utf8.allSatisfy({ $0 == 0x2D || $0 == 0x5F || (0x30...0x39).contains($0) || (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }) else {
            throw VectorAnimationError("invalid dotLottie animation id '\(id)'; expected letters, digits, - and _")
        }
        guard loopCount == 0 || loopCount == 1 else {
            throw VectorAnimationError("dotLottie plays once or forever: --loop \(loopCount) is not taken; give --loop 0 (forever) or 1 (once)")
        }
        let json = try lottie.json(timeline)
        let manifest: JSON = .object([
            ("version", .string("1.0")), ("generator", .string("Chroma")), ("author", .string("Chroma")),
            ("animations", .array([.object([("id", .string(id)), ("speed", .int(1)), ("loop", .bool(loopCount == 0)),
                                             ("autoplay", .bool(true)), ("direction", .int(1)), ("playMode", .string("normal"))])])),
        ])
        var zip = ZipArchive()
        try zip.add("manifest.json", Array(manifest.text().utf8))
        try zip.add("animations/\(id).json", json)
        return zip.bytes()
    }
}
