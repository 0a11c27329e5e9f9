import ChromaAnimation
import ChromaTestSupport
import Foundation
import Testing
@testable import ChromaVideo

@Suite(.serialized, .tags(.external), .unlessExternalToolsSkipped) struct VideoTests {
    static let hint = Comment(rawValue: ExternalDecoders.ffmpegHint)

    func write(_ frames: [AnimationFrame], format: VideoFormat, fps: Int, tenBit: Bool = true, quality: Int? = nil,
               alpha: Bool = false, pad: Bool = false, to path: String) throws {
        let encoder = try VideoEncoder(format: format, path: path, width: frames[0].width, height: frames[0].height, frameCount: frames.count,
                                       frameDuration: FrameDuration(fps: fps), depth: frames[0].depth, quality: quality, tenBit: tenBit,
                                       keepsAlpha: alpha, padsToEven: pad)
        for frame in frames { try encoder.add(frame) }
        try encoder.finish()
    }

    struct Probe: Decodable {
        struct Stream: Decodable {
            var nb_read_frames: String?
            var pix_fmt: String?
            var width: Int
            var height: Int
            var r_frame_rate: String
            var duration: String?
            var profile: String?
        }
        struct Format: Decodable { var duration: String? }
        var streams: [Stream]
        var format: Format
    }

    func probe(_ path: String) throws -> Probe {
        let result = try ExternalDecoders.run("ffprobe", ["-v", "error", "-count_frames", "-select_streams", "v:0", "-show_entries",
                                                          "stream=nb_read_frames,pix_fmt,width,height,r_frame_rate,duration,profile:format=duration",
                                                          "-of", "json", path])
        try #require(result.status == 0, "\(result.stderr)")
        return try JSONDecoder().decode(Probe.self, from: result.data)
    }

    /// The video's frames decoded by ffmpeg to 8-bit RGBA; `alpha` reads a WebM's alpha plane
    /// with libvpx-vp9 (ffmpeg's own VP9 decoder drops it).
    func decode(_ path: String, alpha: Bool = false) throws -> Data {
        let result = try ExternalDecoders.run("ffmpeg", ["-v", "error"] + (alpha ? ["-c:v", "libvpx-vp9"] : []) + ["-i", path, "-f", "rawvideo", "-pix_fmt", "rgba", "-"])
        try #require(result.status == 0, "\(result.stderr)")
        return result.data
    }

    @Test(.enabled(if: ExternalDecoders.ffmpeg, hint), arguments: VideoFormat.allCases, [24, 30, 60, 120])
    func frameCountsAndDurationsAreExact(format: VideoFormat, fps: Int) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        for count in [1, 2, 7, 240] {
            let path = folder.path("v-\(fps)-\(count).\(format.rawValue)")
            try write(TestFrames.sequence(count, width: 32, height: 24), format: format, fps: fps, to: path)
            let info = try probe(path)
            let stream = try #require(info.streams.first)
            #expect(stream.nb_read_frames == String(count), "\(format) \(fps) fps \(count) frames")
            #expect(stream.r_frame_rate == "\(fps)/1")
            // MP4's stream keeps the rate's time base (exact, printed to the microsecond; the movie
            // header rounds up to the millisecond); Matroska stores milliseconds.
            let duration = try #require(Double((format == .mp4 ? stream.duration : info.format.duration) ?? ""))
            #expect(abs(duration - Double(count) / Double(fps)) <= (format == .mp4 ? 1e-6 : 1e-3), "\(format) \(fps) fps \(count) frames: \(duration) s")
            #expect(stream.pix_fmt == "yuv420p10le")
        }
    }

    @Test(.enabled(if: ExternalDecoders.ffmpeg, hint), arguments: VideoFormat.allCases, [true, false])
    func framesDecodeCloseToTheirInput(format: VideoFormat, tenBit: Bool) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let frames = TestFrames.sequence(8, width: 96, height: 64)
        let path = folder.path("v.\(format.rawValue)")
        try write(frames, format: format, fps: 30, tenBit: tenBit, to: path)
        let decoded = try decode(path)
        try #require(decoded.count == 8 * 96 * 64 * 4)
        let psnr = (0..<8).map { i in TestFrames.psnr(frames[i].bytes, [UInt8](decoded[(i * 96 * 64 * 4)..<((i + 1) * 96 * 64 * 4)])) }
        print("\(format.rawValue) \(tenBit ? "10" : "8")-bit, 96×64 card, default quality: PSNR min \(String(format: "%.1f", psnr.min()!)) dB, mean \(String(format: "%.1f", psnr.reduce(0, +) / 8)) dB")
        // 4:2:0 halves the chroma: on a 96×64 card the disc's sharp colored edge costs most of it.
        #expect(psnr.min()! > 30)
        #expect(try probe(path).streams.first?.pix_fmt == (tenBit ? "yuv420p10le" : "yuv420p"))
    }

    @Test(.enabled(if: ExternalDecoders.ffmpeg, hint))
    func sixteenBitFramesAndOddSidesArePaddedOnRequest() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let eight = TestFrames.sequence(3, width: 33, height: 17)
        let wide = eight.map { frame in
            try! AnimationFrame(width: 33, height: 17, depth: .sixteen, bytes: frame.bytes.flatMap { v -> [UInt8] in
                let sample = UInt16(v) * 257
                return withUnsafeBytes(of: sample) { Array($0) }
            })
        }
        // The same frames given as 8-bit and as 16-bit decode alike (the 16-bit ones no worse).
        var psnr: [Double] = []
        for (name, frames) in [("eight.mp4", eight), ("wide.mp4", wide)] {
            let path = folder.path(name)
            try write(frames, format: .mp4, fps: 24, pad: true, to: path)
            let stream = try #require(try probe(path).streams.first)
            #expect(stream.width == 34 && stream.height == 18)
            let decoded = try decode(path)
            try #require(decoded.count == 3 * 34 * 18 * 4)
            var cropped = [UInt8]()
            for i in 0..<3 {
                for y in 0..<17 {
                    let start: Int = (i * 34 * 18 + y * 34) * 4
                    cropped += [UInt8](decoded[start..<(start + 33 * 4)])
                }
            }
            psnr.append(TestFrames.psnr(eight.flatMap(\.bytes), cropped))
        }
        print("mp4 of a 33×17 card: PSNR \(String(format: "%.1f", psnr[0])) dB from 8-bit frames, \(String(format: "%.1f", psnr[1])) dB from 16-bit frames")
        #expect(psnr[1] >= psnr[0] - 0.5)
        #expect(psnr[0] > 24)
    }

    @Test(.enabled(if: ExternalDecoders.ffmpeg, hint))
    func ffmpegsOwnLastLineExplainsAFailure() throws {
        let encoder = try VideoEncoder(format: .mp4, path: "/nonexistent-folder/v.mp4", width: 16, height: 16, frameCount: 30,
                                       frameDuration: FrameDuration(fps: 30))
        do {
            for frame in TestFrames.sequence(30, width: 16, height: 16) { try encoder.add(frame) }
            try encoder.finish()
            Issue.record("writing into a missing folder succeeded")
        } catch let VideoError.ffmpegFailed(_, message) {
            #expect(message.contains("No such file or directory"), "\(message)")
            #expect(!message.contains("\n"))
        }
    }

    @Test(.enabled(if: ExternalDecoders.ffmpeg, hint))
    func missingFramesStopFFmpegAndCancelEndsIt() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let encoder = try VideoEncoder(format: .webm, path: folder.path("v.webm"), width: 16, height: 16, frameCount: 3, frameDuration: FrameDuration(fps: 30))
        try encoder.add(TestFrames.card(width: 16, height: 16, progress: 0))
        #expect(throws: VideoError.missingFrames(announced: 3, added: 1)) { try encoder.finish() }
        #expect(throws: VideoError.finished) { try encoder.add(TestFrames.card(width: 16, height: 16, progress: 0)) }
        let cancelled = try VideoEncoder(format: .mp4, path: folder.path("c.mp4"), width: 16, height: 16, frameCount: 3, frameDuration: FrameDuration(fps: 30))
        try cancelled.add(TestFrames.card(width: 16, height: 16, progress: 0))
        cancelled.cancel()
        #expect(throws: VideoError.finished) { try cancelled.finish() }
    }

    @Test func aMissingFFmpegIsNamedWithItsPackage() throws {
        #expect(FFmpegProcess.locate(environment: ["PATH": "/nonexistent:/also-missing"]) == nil)
        #expect(VideoError.ffmpegMissing.description.contains("apt-get install ffmpeg"))
        do {
            _ = try VideoEncoder(format: .mp4, path: "/tmp/x.mp4", width: 2, height: 2, frameCount: 1, frameDuration: FrameDuration(fps: 1),
                                 ffmpegPath: "/nonexistent/ffmpeg")
            Issue.record("a missing ffmpeg started")
        } catch let error as VideoError {
            guard case .cannotStart = error else { Issue.record("\(error)"); return }
        }
    }

    @Test func badNumbersAreRefusedByName() throws {
        let duration = try FrameDuration(fps: 30)
        for quality in [-1, 101, Int.min] {
            #expect(throws: VideoError.invalidQuality(quality)) { try VideoEncoder(format: .mp4, path: "/tmp/x.mp4", width: 8, height: 8, frameCount: 1, frameDuration: duration, quality: quality) }
        }
        #expect(throws: VideoError.cannotStream(.mp4)) { try VideoEncoder(format: .mp4, path: "-", width: 8, height: 8, frameCount: 1, frameDuration: duration) }
        #expect(throws: AnimationError.invalidSize(width: 0, height: 8)) { try VideoEncoder(format: .webm, path: "/tmp/x.webm", width: 0, height: 8, frameCount: 1, frameDuration: duration) }
        #expect(throws: AnimationError.invalidFrameCount(0)) { try VideoEncoder(format: .webm, path: "/tmp/x.webm", width: 8, height: 8, frameCount: 0, frameDuration: duration) }
    }

    @Test(arguments: VideoFormat.allCases)
    func oddSidesAreRefusedNamingTheNearestEvenSizes(format: VideoFormat) throws {
        let duration = try FrameDuration(fps: 30)
        let cases: [(Int, Int, String)] = [
            (201, 101, "200×100 or 202×102"), (201, 100, "200×100 or 202×100"), (200, 101, "200×100 or 200×102"),
            (1, 1, "2×2"), (1, 2, "2×2"), (2, 1, "2×2"), (1, 33, "2×32 or 2×34"), (33, 1, "32×2 or 34×2"),
            (65535, 65535, "65534×65534"), (65535, 4, "65534×4"), (3, 65535, "2×65534 or 4×65534"),
        ]
        for (width, height, sizes) in cases {
            do {
                _ = try VideoEncoder(format: format, path: "/nonexistent/x.\(format.rawValue)", width: width, height: height, frameCount: 1,
                                     frameDuration: duration, ffmpegPath: "/nonexistent/ffmpeg")
                Issue.record("\(width)×\(height) \(format) was taken")
            } catch let error as VideoError {
                #expect(error == .oddSize(width: width, height: height))
                #expect(error.description.contains("\(width)×\(height)") && error.description.contains("draw it at \(sizes),"), "\(error)")
                #expect(error.description.contains("--pad"))
                #expect(error.category == .usage)
            }
        }
        for (width, height) in [(2, 2), (200, 100), (65534, 2)] {
            // Even sides pass the size check; the missing ffmpeg is the next thing refused.
            #expect(throws: VideoError.self) {
                do {
                    _ = try VideoEncoder(format: format, path: "/nonexistent/x", width: width, height: height, frameCount: 1, frameDuration: duration,
                                         ffmpegPath: "/nonexistent/ffmpeg")
                } catch let error as VideoError {
                    guard case .cannotStart = error else { Issue.record("\(width)×\(height): \(error)"); return }
                    throw error
                }
            }
        }
    }

    @Test(.enabled(if: ExternalDecoders.ffmpeg, hint), arguments: VideoFormat.allCases)
    func paddingMakesEveryOddSizeEven(format: VideoFormat) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        for (width, height) in [(1, 1), (1, 2), (2, 1), (3, 5), (33, 16), (32, 17), (201, 101)] {
            let frames = TestFrames.sequence(2, width: width, height: height)
            let path = folder.path("p-\(width)x\(height).\(format.rawValue)")
            try write(frames, format: format, fps: 24, pad: true, to: path)
            let stream = try #require(try probe(path).streams.first)
            #expect(stream.width == width + width % 2 && stream.height == height + height % 2, "\(width)×\(height): \(stream.width)×\(stream.height)")
            // The padding repeats the last column and row: the decoded corner is close to the frame's.
            let decoded = try decode(path)
            let evenWidth = width + width % 2, evenHeight = height + height % 2
            try #require(decoded.count == 2 * evenWidth * evenHeight * 4)
            let last = frames[1].bytes, corner = ((height - 1) * width + width - 1) * 4
            let padded = (((evenHeight - 1) * evenWidth) + evenWidth - 1) * 4 + evenWidth * evenHeight * 4
            for c in 0..<3 {
                #expect(abs(Int(decoded[padded + c]) - Int(last[corner + c])) <= 48, "\(width)×\(height) channel \(c)")
            }
        }
    }

    @Test(.enabled(if: ExternalDecoders.ffmpeg, hint), arguments: [AnimationFrame.Depth.eight, .sixteen])
    func aWebMKeepsTheAlphaPlane(depth: AnimationFrame.Depth) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let (width, height) = (96, 64)
        let eight = TestFrames.sequence(6, width: width, height: height, transparent: true)
        let frames = depth == .eight ? eight : eight.map { frame in
            try! AnimationFrame(width: width, height: height, depth: .sixteen, bytes: frame.bytes.flatMap { v -> [UInt8] in
                withUnsafeBytes(of: (UInt16(v) * 257).littleEndian) { Array($0) }
            })
        }
        let path = folder.path("alpha.webm")
        try write(frames, format: .webm, fps: 30, alpha: true, to: path)
        let decoded = try decode(path, alpha: true)
        try #require(decoded.count == 6 * width * height * 4)
        // Every pixel's alpha within a few levels of the frame's: transparent corners, the
        // half-transparent band, the opaque card.
        var worst = 0, total = 0
        for i in 0..<6 {
            for p in 0..<(width * height) {
                let difference = abs(Int(decoded[(i * width * height + p) * 4 + 3]) - Int(eight[i].bytes[p * 4 + 3]))
                worst = max(worst, difference)
                total += difference
            }
        }
        let mean = Double(total) / Double(6 * width * height)
        print("webm with alpha (\(depth.rawValue)-bit frames), 96×64: alpha off by at most \(worst), mean \(String(format: "%.2f", mean)) levels")
        #expect(mean < 2)
        #expect(worst <= 8, "the alpha plane is lossy, not lost")
        // The opaque center and a transparent corner, exactly.
        let center = ((height / 2 + 12) * width + width / 2) * 4 + 3
        #expect(decoded[center] >= 250 && decoded[3] <= 5)
        // Read without libvpx (ffmpeg's own decoder), the alpha is dropped: it is in the file's side data.
        let plain = try decode(path)
        #expect(plain[3] == 255, "ffmpeg's native VP9 decoder reads no alpha")
    }

    @Test func alphaIsWebMsOnly() throws {
        #expect(throws: VideoError.noAlpha(.mp4)) {
            try VideoEncoder(format: .mp4, path: "/tmp/x.mp4", width: 8, height: 8, frameCount: 1, frameDuration: FrameDuration(fps: 30), keepsAlpha: true)
        }
        #expect(VideoFormat.webm.codecArguments(crf: 24, tenBit: true, alpha: true).contains("yuva420p"))
        #expect(!VideoFormat.webm.codecArguments(crf: 24, tenBit: true, alpha: true).contains("-profile:v"))
        #expect(VideoFormat.webm.codecArguments(crf: 24, tenBit: true).contains("yuv420p10le"))
    }

    @Test(arguments: VideoFormat.allCases, [AnimationFrame.Depth.eight, .sixteen])
    func framesArePipedInTheSmallestLayoutThatKeepsWhatTheVideoStores(format: VideoFormat, depth: AnimationFrame.Depth) throws {
        let duration = try FrameDuration(fps: 30)
        for alpha in format.keepsAlpha ? [false, true] : [false] {
            for (width, height) in [(2, 2), (96, 64), (33, 17), (65535, 2)] {
                let settings = try VideoSettings(format: format, width: width, height: height, frameCount: 3, frameDuration: duration,
                                                 depth: depth, keepsAlpha: alpha, padsToEven: true)
                // An 8-bit video of 8-bit frames (kept alpha makes a WebM 8-bit) is piped as its own planes.
                let planar = depth == .eight && alpha
                #expect(settings.pipesYUV == planar)
                let expected = planar ? "yuva420p" : depth == .eight ? (alpha ? "rgba" : "rgb24") : (alpha ? "rgba64le" : "rgb48le")
                #expect(settings.pixelFormat == expected)
                #expect(settings.bytesPerPixel == (alpha ? 4 : 3) * (depth == .eight ? 1 : 2))
                let evenPixels = (width + width % 2) * (height + height % 2)
                #expect(settings.frameBytes == (planar ? 2 * evenPixels + evenPixels / 2 : evenPixels * settings.bytesPerPixel))
                #expect(settings.arguments(output: "out").contains("-vf") == !planar, "planes need no scale filter")
                let rgb = settings.pipingRGB()
                #expect(!rgb.pipesYUV && rgb.pixelFormat == (depth == .eight ? (alpha ? "rgba" : "rgb24") : (alpha ? "rgba64le" : "rgb48le")))
                let arguments = settings.arguments(output: "out")
                let input = try #require(arguments.firstIndex(of: "-i"))
                #expect(arguments[..<input].contains(expected) && arguments.last == "out")
                #expect(arguments.contains("\(width + width % 2)x\(height + height % 2)"))
                // The queue holds two frames at least, 32 MiB of small ones.
                #expect(VideoEncoder.queueCapacity(for: settings) == max(2 * settings.frameBytes, 32 << 20))
            }
        }
    }

    @Test func pixelsArePackedAndPaddedExactly() throws {
        let duration = try FrameDuration(fps: 30)
        // A 3×3 frame whose every sample is distinct: RGB keeps R, G, B of each pixel in order,
        // the padded fourth column and row repeat the third.
        let rgba = (0..<36).map { UInt8($0) }
        let settings = try VideoSettings(format: .mp4, width: 3, height: 3, frameCount: 1, frameDuration: duration, padsToEven: true)
        let piped = try settings.piped(rgba: rgba)
        #expect(piped.count == 4 * 4 * 3)
        for y in 0..<4 {
            for x in 0..<4 {
                let from = (min(y, 2) * 3 + min(x, 2)) * 4, to = (y * 4 + x) * 3
                #expect(Array(piped[to..<(to + 3)]) == Array(rgba[from..<(from + 3)]), "pixel \(x),\(y)")
            }
        }
        // Packed RGB given as such is only padded; a wrong byte count is refused by both paths.
        let packed = (0..<27).map { UInt8($0) }
        #expect(try settings.piped(packed: packed) == VideoSettings.pack(packed, width: 3, height: 3, sampleBytes: 1, from: 3, to: 3))
        #expect(throws: AnimationError.pixelCountMismatch(expected: 27, found: 36)) { try settings.piped(packed: rgba) }
        #expect(throws: AnimationError.pixelCountMismatch(expected: 36, found: 27)) { try settings.piped(rgba: packed) }
        let even = try VideoSettings(format: .webm, width: 2, height: 2, frameCount: 1, frameDuration: duration, keepsAlpha: true).pipingRGB()
        #expect(try even.piped(rgba: Array(rgba[0..<16])) == Array(rgba[0..<16]))
        // A video keeping alpha takes 8-bit RGBA frames as its planes, and planes (padded
        // already) as they are; an opaque 8-bit one is piped as RGB.
        let planar = try VideoSettings(format: .webm, width: 3, height: 3, frameCount: 1, frameDuration: duration, keepsAlpha: true, padsToEven: true)
        let planes = try planar.piped(rgba: rgba)
        #expect(planes == rgba.withUnsafeBufferPointer { YUV420Planes.planes(rgba: $0, width: 3, height: 3, keepsAlpha: true, overWhite: false) })
        #expect(planes.count == 40)
        #expect(try planar.piped(packed: planes) == planes)
        #expect(throws: AnimationError.pixelCountMismatch(expected: 40, found: 27)) { try planar.piped(packed: packed) }
        let opaque = try VideoSettings(format: .mp4, width: 3, height: 3, frameCount: 1, frameDuration: duration, tenBit: false, padsToEven: true)
        #expect(!opaque.pipesYUV && opaque.pixelFormat == "rgb24")
    }

    /// The same frames piped as RGB (what the encoder sends when the video has no alpha) and as
    /// RGBA (what it sent before) decode to the same pixels: dropping alpha before ffmpeg loses
    /// nothing ffmpeg kept.
    @Test(.enabled(if: ExternalDecoders.ffmpeg, hint), arguments: VideoFormat.allCases)
    func rgbInputEncodesAsRGBAInputDid(format: VideoFormat) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let frames = TestFrames.sequence(6, width: 96, height: 64)
        let ours = folder.path("rgb.\(format.rawValue)"), theirs = folder.path("rgba.\(format.rawValue)")
        let encoder = try VideoEncoder(format: format, path: ours, width: 96, height: 64, frameCount: 6, frameDuration: FrameDuration(fps: 30))
        #expect(encoder.settings.pixelFormat == "rgb24")
        // Half the frames through the packed path, half as RGBA frames.
        for (i, frame) in frames.enumerated() {
            if i % 2 == 0 { try encoder.add(frame) } else { try encoder.add(packed: VideoSettings.pack(frame.bytes, width: 96, height: 64, sampleBytes: 1, from: 4, to: 3)) }
        }
        try encoder.finish()
        var arguments = encoder.settings.arguments(output: theirs)
        arguments[try #require(arguments.firstIndex(of: "rgb24"))] = "rgba"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(FFmpegProcess.locate()))
        process.arguments = arguments
        let pipe = Pipe()
        process.standardInput = pipe
        try process.run()
        for frame in frames { try pipe.fileHandleForWriting.write(contentsOf: frame.bytes) }
        try pipe.fileHandleForWriting.close()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0)
        let a = try decode(ours), b = try decode(theirs)
        try #require(a.count == 6 * 96 * 64 * 4 && a.count == b.count)
        let worst = zip(a, b).map { abs(Int($0) - Int($1)) }.max()!
        print("\(format.rawValue): RGB and RGBA input decode at most \(worst) levels apart")
        #expect(worst <= 1)
    }

    @Test func theFeederQueueIsBoundedAndKeepsOrder() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let out = folder.path("out.raw")
        // A reader that starts late, so the queue fills and push waits.
        let process = try FFmpegProcess(executable: "/bin/sh", arguments: ["-c", "sleep 0.3; cat > '\(out)'"], output: nil)
        let frame = 100_000
        let feeder = FrameFeeder(ffmpeg: process, capacity: 3 * frame)
        var expected: [UInt8] = []
        for i in 0..<40 {
            let bytes = [UInt8](repeating: UInt8(i), count: frame)
            expected += bytes
            #expect(feeder.push(bytes))
        }
        #expect(feeder.close())
        #expect(feeder.mostQueued <= 3 * frame)
        try process.finish()
        #expect(try Data(contentsOf: URL(fileURLWithPath: out)) == Data(expected))
    }

    @Test func aFeederWhoseReaderEndsRefusesAndAbortEndsAWaitingSend() throws {
        // A reader that exits at once: the pushes fail soon, and never hang.
        let gone = try FFmpegProcess(executable: "/bin/sh", arguments: ["-c", "exit 0"], output: nil)
        let feeder = FrameFeeder(ffmpeg: gone, capacity: 1 << 20)
        var refused = false
        for _ in 0..<400 where !refused { refused = !feeder.push([UInt8](repeating: 1, count: 1 << 18)) }
        #expect(refused)
        #expect(!feeder.close())
        try? gone.finish()
        // A reader that never reads: abort ends the send waiting on the full socket.
        let stuck = try FFmpegProcess(executable: "/bin/sh", arguments: ["-c", "exec sleep 30"], output: nil)
        let waiting = FrameFeeder(ffmpeg: stuck, capacity: 8 << 20)
        #expect(waiting.push([UInt8](repeating: 2, count: 4 << 20)))
        let start = ContinuousClock.now
        waiting.abort()
        #expect(ContinuousClock.now - start < .seconds(5))
        #expect(!waiting.push([1]))
        stuck.cancel()
    }
}
