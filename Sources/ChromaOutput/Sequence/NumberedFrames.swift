import ChromaFiles
import ChromaPNG
import ChromaRaster

/// A folder of numbered PNG frames, `frame-00000.png` … (five digits, more when needed),
/// numbered by their frame in the whole sequence, so a range rendered alone writes the same
/// files, byte for byte, as a full run.
///
/// Frames reach the disk in groups (`FileBatch`) of up to ``framesPerCommit`` frames,
/// ``bytesPerCommit`` bytes or ``secondsPerCommit`` of work: each frame is written to a
/// temporary file, and a group is synced with one wait for the disk and renamed into place, on
/// another thread while the next frames render. After ``finish()`` every frame is complete and
/// on disk; if the process is killed or the disk fills, no frame name holds a partial file, and
/// the frames of earlier groups are complete.
public final class NumberedFrames: FrameSink {
    /// The most frames written before their group is synced and moved into place.
    public static let framesPerCommit = 64
    /// The most bytes of frames written before their group is synced and moved into place.
    public static let bytesPerCommit = 16 << 20
    /// The longest a finished frame waits for its group's commit: slow (large) frames are
    /// committed every second, so a kill loses at most about that much work.
    public static let secondsPerCommit: Duration = .seconds(1)

    public let encoder: any FrameEncoder
    /// The folder the frames go into.
    public let folder: String
    private let frameCount: Int
    private let files: FileBatch
    private let clock = ContinuousClock()
    private var lastCommit: ContinuousClock.Instant
    private var finished = false

    /// Opens `folder` (which must exist) for frames of a sequence of `frameCount` frames.
    /// - Throws: `FileError` when the folder cannot be opened.
    public init(folder: String, frameCount: Int, encoder: PNGFrameEncoder) throws {
        self.folder = folder
        self.frameCount = frameCount
        self.encoder = encoder
        files = try FileBatch(folder: folder)
        lastCommit = clock.now
    }

    /// The file name of frame `i` among `count` frames: `frame-` and at least five digits.
    public static func fileName(frame i: Int, of count: Int) -> String {
        let digits = max(5, String(count - 1).count)
        let number = String(i)
        return "frame-" + String(repeating: "0", count: max(0, digits - number.count)) + number + ".png"
    }

    /// Whether `name` (a file name, no folder) is a frame's name: `frame-`, five digits or more,
    /// `.png` in any case.
    public static func isFrameName(_ name: String) -> Bool {
        guard name.hasPrefix("frame-"), OutputFormat.suffix(of: name) == "png" else { return false }
        let digits = name.dropFirst("frame-".count).dropLast(".png".count)
        return digits.count >= 5 && digits.allSatisfy { $0.isASCII && $0.isNumber }
    }

    /// The path of frame `i`'s file.
    public func path(ofFrame i: Int) -> String {
        (folder.hasSuffix("/") ? folder : folder + "/") + Self.fileName(frame: i, of: frameCount)
    }

    public func append(_ encoded: [UInt8], frame index: Int, repeatsPrevious: Bool) throws {
        try files.add(encoded, name: Self.fileName(frame: index, of: frameCount))
        if files.count >= Self.framesPerCommit || files.byteCount >= Self.bytesPerCommit
            || clock.now - lastCommit >= Self.secondsPerCommit {
            try files.commitInBackground()
            lastCommit = clock.now
        }
    }

    public func finish() throws {
        try files.commit()
        finished = true
    }

    /// Waits for the groups already committing (they stay), then removes the rest.
    public func discard() {
        if !finished { files.discardAfterCommits() }
    }
}
