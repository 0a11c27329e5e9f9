import ChromaAnimation
import ChromaFiles
import ChromaGIF
import ChromaLimits
import ChromaPNG
import ChromaRaster
import ChromaSplash
import ChromaVectorAnimation
import ChromaVideo
import ChromaWebP
import Foundation
import ColorCore

/// Where a frame sequence goes — a folder of numbered frames, one animation file, or both —
/// and everything checked before the first frame is drawn: that there is something to write,
/// the animation's format (from its extension), a terminal in standard output's place, the
/// animation file's folder. The folder of frames, and any missing parents, are created; if
/// they are still empty at the end (a failure before the first frame), they are removed again.
public struct FrameSequenceOutput: Sendable {
    /// The folder for numbered frames, or nil.
    public var folder: String?
    /// The animation file, "-" for standard output, or nil.
    public var animation: String?
    /// The option that named the animation, for messages (`--animated`, `--apng`).
    public var animationOption: String
    /// How many times the animation plays; 0 (the default) loops forever.
    public var loopCount: Int
    /// Compression of PNG frames.
    public var compression: PNGCompression
    /// Frames rendered at once (and WebP frames encoded, GIF frames quantized).
    public var threads: Int
    /// The quality of a lossy WebP or a video, 0 (smallest) … 100 (best); nil: lossless WebP,
    /// the video encoder's visually transparent default.
    public var quality: Int?
    /// The animation's format when its path is "-" or has no extension; nil: APNG.
    public var streamFormat: OutputFormat?
    /// Whether an MP4 or WebM of odd width or height is padded to even sides (the last column
    /// or row repeated); false refuses it, naming the nearest even sizes.
    public var padsVideo: Bool

    /// Creates an output.
    public init(folder: String?, animation: String?, animationOption: String = "--animated", loopCount: Int = 0,
                compression: PNGCompression = .standard, threads: Int, quality: Int? = nil, streamFormat: OutputFormat? = nil,
                padsVideo: Bool = false) {
        self.folder = folder
        self.animation = animation
        self.animationOption = animationOption
        self.loopCount = loopCount
        self.compression = compression
        self.threads = max(1, threads)
        self.quality = quality
        self.streamFormat = streamFormat
        self.padsVideo = padsVideo
    }

    /// The animation's format, nil without one.
    /// - Throws: ``OutputError/unknownFormat(option:path:suffix:known:)``.
    public func animationFormat() throws -> OutputFormat? {
        try animation.map { try OutputFormat.forPath($0, role: .animation, option: animationOption, fallback: streamFormat) }
    }

    /// Checks the request without creating anything. (The animation file's folder is checked
    /// by ``write(_:frames:progress:)``, after the frames folder is made: it may be inside it.)
    /// - Throws: ``OutputError`` for nothing to write, an unknown format, a format that cannot
    ///   stream asked for standard output, a quality or loop count the format does not take, or
    ///   a terminal.
    public func check() throws {
        guard folder != nil || animation != nil else { throw OutputError.nothingToWrite }
        let format = try animationFormat()
        if let quality {
            guard (0...100).contains(quality) else { throw OutputError.invalidQuality(quality) }
            if let format, !format.takesQuality {
                throw OutputError.qualityNotTaken(format, written: animation.flatMap(OutputFormat.suffix(of:)).map { "." + $0 } ?? format.rawValue)
            }
        }
        if loopCount != 0, let format, format == .mp4 || format == .webm || format == .lottie { throw OutputError.loopNotTaken(format) }
        if animation == "-", let format, !format.streams { throw OutputError.cannotStream(option: animationOption, format: format) }
        if animation == "-", isatty(1) != 0 { throw OutputError.terminal(option: animationOption) }
    }

    /// What the animation's format changes about the sequence, in one line, or nil: a GIF above
    /// 50 fps drawn every 20 ms instead (browsers play a GIF delay under 2/100 s as 1/10 s), a
    /// WebP above about 90 fps every 11 ms (a delay of 10 ms or less plays as 1/10 s), the frames
    /// either merges for a sequence that cannot be drawn between its frames, or transparency a
    /// video cannot keep.
    public func animationNote(for sequence: some FrameSequence, frameCount: Int) -> String? {
        guard let format = try? animationFormat(), let duration = try? AnimationCanvas.duration(sequence) else { return nil }
        let rate = Double(duration.denominator) / Double(duration.numerator)
        let fps = rate == rate.rounded() ? String(Int(rate)) : PrintfFormat.string("%.3f", rate)
        switch format {
        case .gif where frameCount >= 1 && sequence is any TimedFrameSequence && GIFEncoder.needsSteps(duration):
            guard let steps = try? GIFEncoder.steppedSchedule(frameCount: frameCount, frameDuration: duration) else { return nil }
            return "GIF shows at most 50 frames a second: drawn every 20 ms (\(steps.frameCount) frames) instead of at \(fps) fps"
        case .webp where frameCount >= 1 && sequence is any TimedFrameSequence && WebPAnimationEncoder.needsSteps(duration):
            guard let steps = try? WebPAnimationEncoder.steppedSchedule(frameCount: frameCount, frameDuration: duration) else { return nil }
            return "WebP plays at most about 90 frames a second (delays over 10 ms): drawn every 11 ms (\(steps.frameCount) frames) instead of at \(fps) fps"
        case .gif, .webp:
            let (unit, minimum) = format == .gif ? (GIFEncoder.unitsPerSecond, GIFEncoder.minimumDelay)
                                                 : (1000, WebPAnimationEncoder.minimumDelay)
            guard let schedule = try? FrameSchedule(frameCount: frameCount, frameDuration: duration, unitsPerSecond: unit, minimumDelay: minimum),
                  schedule.entries.count < frameCount else { return nil }
            let most = format == .gif ? "50 frames a second (delays of 2/100 s)" : "about 90 frames a second (delays over 10 ms)"
            return "\(format == .gif ? "GIF" : "WebP") plays at most \(most): the \(frameCount) frames at \(fps) fps are shown as \(schedule.entries.count), at the same speed"
        case .mp4:
            return sequence.isOpaque ? nil : "MP4 has no transparency: the frames are drawn over white (a background color chooses another; WebM keeps it)"
        case .webm:
            return nil
        case .png, .apng, .svg, .imageSet, .appIconSet, .iconComposer, .lottie, .dotLottie:
            return nil
        }
    }

    /// How many frames ``write(_:frames:progress:)`` draws for `frames` (all by default) of
    /// `sequence`, as many times as it calls its `progress`: the frames, plus, for a GIF above
    /// 50 fps or a WebP above about 90 fps, its instants every 20 or 11 ms (drawn in a pass of
    /// their own, instead of the frames when there is no folder of frames).
    public func framesDrawn(for sequence: some FrameSequence, frames: ClosedRange<Int>? = nil) -> Int {
        let range = frames ?? 0...max(0, sequence.frameCount - 1)
        guard let format = try? animationFormat(),
              let stepped = try? SteppedSequence.forFormat(format, sequence, frames: range) else { return range.count }
        return stepped.frameCount + (folder == nil ? 0 : range.count)
    }

    /// Renders `frames` (all by default) of `sequence`, checking the request, the sequence and
    /// the memory first; `progress` is called in order after each frame is written (for a GIF
    /// drawn at its own cadence, after each of its instants too: ``framesDrawn(for:frames:)``).
    /// - Returns: the paths written (frames, then the animation; standard output is not a path).
    /// - Throws: ``OutputError``, the sequence's validation error, `ResourceLimitError`,
    ///   `FileError`, an encoder's error.
    @discardableResult
    public func write(_ sequence: some FrameSequence, frames: ClosedRange<Int>? = nil,
                      progress: ((Int) -> Void)? = nil) throws -> [String] {
        try check()
        let writer = FrameSequenceWriter(threads: threads)
        try writer.check(sequence)
        if let format = try animationFormat(), format == .mp4 || format == .webm, !padsVideo {
            let (width, height) = sequence.canvasSize
            guard width % 2 == 0, height % 2 == 0 else { throw VideoError.oddSize(width: width, height: height) }
        }
        let count = sequence.frameCount
        let range = frames ?? 0...(count - 1)
        guard range.lowerBound >= 0, range.upperBound < count else { throw OutputError.framesOutside(range, count: count) }
        if let format = try animationFormat(), format == .mp4 || format == .webm {
            // The frames queued for ffmpeg while the next are drawn, beside the drawing's own buffers.
            let settings = try VideoFile.settings(format: format == .mp4 ? .mp4 : .webm, sequence: sequence, frameCount: range.count,
                                                  quality: quality, padsToEven: padsVideo)
            let (width, height) = sequence.canvasSize
            try ResourceLimits.checkMemory(ResourceLimits.sum(writer.memoryNeeded(for: sequence), VideoEncoder.queueCapacity(for: settings)),
                                           "rendering \(threads) frames of \(width)×\(height) at once and queueing frames for ffmpeg")
        }
        let created = try folder.map(Self.makeFolder) ?? []
        defer { for made in created.reversed() { rmdir(made) } }
        if let animation { try AtomicFile.checkWritable(animation) }
        let encoder = PNGFrameEncoder(for: sequence, compression: compression)
        var sinks: [any FrameSink] = []
        var paths: [String] = []
        if let folder {
            let numbered = try NumberedFrames(folder: folder, frameCount: count, encoder: encoder)
            sinks.append(numbered)
            paths += range.map(numbered.path(ofFrame:))
        }
        var vectorFile: (bytes: [UInt8], destination: FileDestination)? = nil
        // A GIF or WebP drawn at its own cadence: its instants are drawn in a pass of their own.
        var stepped: (sequence: SteppedSequence, sink: any FrameSink)? = nil
        if let animation, let format = try animationFormat() {
            let destination: FileDestination = animation == "-" ? .standardOutput : .file(animation)
            switch format {
            case .lottie, .dotLottie:
                vectorFile = (try vectorAnimation(sequence, format: format, frames: range), destination)
            case .apng, .png:
                sinks.append(try APNGFile(to: destination, sequence: sequence, frames: range,
                                          loopCount: loopCount, encoder: encoder, threads: threads))
            case .webp:
                if let steps = try SteppedSequence.webP(sequence, frames: range) {
                    stepped = (steps, try WebPFile(to: destination, sequence: steps, loopCount: loopCount, quality: quality, threads: threads))
                } else {
                    sinks.append(try WebPFile(to: destination, sequence: sequence, frameCount: range.count, loopCount: loopCount,
                                              quality: quality, threads: threads))
                }
            case .gif:
                if let steps = try SteppedSequence.gif(sequence, frames: range) {
                    stepped = (steps, try GIFFile(to: destination, sequence: steps, loopCount: loopCount, threads: threads))
                } else {
                    sinks.append(try GIFFile(to: destination, sequence: sequence, frameCount: range.count, loopCount: loopCount,
                                             threads: threads))
                }
            case .mp4, .webm:
                sinks.append(try VideoFile(format: format == .mp4 ? .mp4 : .webm, to: destination, sequence: sequence,
                                           frameCount: range.count, quality: quality, padsToEven: padsVideo))
            case .svg, .imageSet, .appIconSet, .iconComposer:
                // No suffix chooses these for an animation; refused as any unknown one is.
                throw OutputError.unknownFormat(option: "--animated", path: animation, suffix: format.rawValue,
                                                known: OutputFormat.knownSuffixes(for: .animation))
            }
            if animation != "-" { paths.append(animation) }
        }
        if !sinks.isEmpty { try writer.write(sequence, frames: range, to: sinks, progress: progress) }
        if let (steps, sink) = stepped {
            try writer.write(steps, frames: 0...(steps.frameCount - 1), to: [sink], progress: progress)
        }
        if let vectorFile { try EncodedFile.write(vectorFile.bytes, to: vectorFile.destination) }
        return paths
    }

    /// The Lottie or dotLottie of a whole splash timeline.
    /// - Throws: ``OutputError/vectorNeedsSplash(_:reason:)`` for another sequence or a part of
    ///   one; `VectorAnimationError` for what the format cannot hold.
    private func vectorAnimation(_ sequence: some FrameSequence, format: OutputFormat, frames: ClosedRange<Int>) throws -> [UInt8] {
        guard let timeline = sequence as? SplashTimeline else {
            throw OutputError.vectorNeedsSplash(format, reason: "this animation is drawn frame by frame; write APNG, WebP, GIF or video")
        }
        guard frames == 0...(timeline.frameCount - 1) else {
            throw OutputError.vectorNeedsSplash(format, reason: "it holds the whole timeline, not frames \(frames.lowerBound)-\(frames.upperBound); leave out --frames")
        }
        return format == .lottie ? try LottieWriter(threads: threads).json(timeline)
                                 : try DotLottieWriter(threads: threads).archive(timeline, loopCount: loopCount)
    }

    /// Creates `folder` when it is missing; its parent must exist, as the folder of every other
    /// output must (a mistyped path is refused, not made).
    /// - Returns: the folder when it was made, else nothing.
    /// - Throws: `FileError` `.cannotCreate`, naming the missing parent.
    static func makeFolder(_ folder: String) throws -> [String] {
        var created: [String] = []
        if !FileManager.default.fileExists(atPath: folder) {
            let above = parent(of: folder)
            var isFolder: ObjCBool = false
            guard above.isEmpty || (FileManager.default.fileExists(atPath: above, isDirectory: &isFolder) && isFolder.boolValue) else {
                throw FileError(.cannotCreate, path: folder, message: "cannot create the frames folder '\(folder)': its folder '\(above)' does not exist (create it first)")
            }
            created.append(folder)
        }
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        } catch CocoaError.fileWriteFileExists {
            // Made by another process meanwhile, or there already: checked below.
        } catch {
            for made in created { rmdir(made) }
            throw FileError(.cannotCreate, path: folder, message: "cannot create the folder '\(folder)': \(error.localizedDescription)")
        }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
            throw FileError(.cannotCreate, path: folder, message: "cannot write frames into '\(folder)': it is not a folder")
        }
        return created.reversed()
    }

    /// The folder holding `path`: "" for a bare name, "/" for a name at the root (trailing
    /// slashes ignored). Written out because NSString's deletingLastPathComponent traps on
    /// one-character names on Linux.
    static func parent(of path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed.removeLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return "" }
        return slash == trimmed.startIndex ? "/" : String(trimmed[..<slash])
    }
}
