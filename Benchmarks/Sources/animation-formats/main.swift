// The splash workload (Workloads.splash(): 400×200, 240 frames at 60 fps) as every animation
// format, Chroma beside its peers, in one run, alternating: each round runs every contender
// once, so load on a shared machine falls on all of them alike.
//
//     swift run -c release animation-formats [rounds] [output-folder] [formats]
//
// `formats`, comma-separated, keeps the rows whose format starts with one of them
// (`MP4,WebM` times the videos alone).
//
// Still formats, the peers given the frames already drawn (drawn once, apart, and not timed):
// - APNG: Chroma's APNGEncoder (equal neighbours held as one frame, as the output wing does),
//   ffmpeg reading the numbered PNG frames (`ffmpeg -framerate 60 -i frame%04d.png -plays 0
//   -f apng`), Pillow saving the decoded frames (`save_all`, its default APNG settings);
// - WebP lossless: WebPAnimationEncoder, ffmpeg's libwebp_anim (effort 4) from raw RGBA, Pillow
//   (`lossless=True`), img2webp (libwebp's tool, from the PNG frames) where installed;
// - GIF: GIFEncoder, ffmpeg through palettegen and paletteuse (its usual recipe), Pillow
//   (its default adaptive palette).
// Video, whose encoder is ffmpeg itself: Chroma draws and encodes (FrameSequenceOutput, drawing
// overlapped with encoding; a video keeping alpha gets its YUV planes converted on the drawing
// threads) against ffmpeg encoding the same raw frames alone, as RGB, converting them itself:
// the arguments and piped bytes Chroma's video writer makes for RGB (the same
// video settings piped as RGB, `VideoSettings.pipingRGB()`, through ffmpeg's scale filter
// `scale=out_color_matrix=bt709:out_range=tv:flags=accurate_rnd+full_chroma_int`; printed
// before the table; MP4: libx264 CRF 18, preset medium, 8-bit 4:2:0 from RGB over white; WebM:
// libvpx-vp9 CRF 24, 8-bit with alpha, yuva420p, from RGBA, since the splash's corners are
// transparent).
//
// The table gives each contender's median and fastest time, its bytes, and peer ÷ Chroma for
// time (above 1: Chroma is faster) and Chroma ÷ peer for size (at most 1: no larger).
import BenchmarkWorkloads
import Chroma
import ChromaAnimation
import ChromaGIF
import ChromaOutput
import ChromaPNG
import ChromaVideo
import ChromaWebP
import Foundation

signal(SIGPIPE, SIG_IGN)
let arguments = CommandLine.arguments
let rounds = arguments.count > 1 ? max(1, Int(arguments[1]) ?? 3) : 3
let folder = arguments.count > 2 ? arguments[2] : FileManager.default.temporaryDirectory.appendingPathComponent("chroma-animation-bench").path
try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)

let timeline = try Workloads.splash()
let (width, height) = timeline.canvasSize
let count = Workloads.splashFrames.count
let delay = timeline.frameDelay
let duration = try FrameDuration(numerator: delay.numerator, denominator: delay.denominator)
let clock = ContinuousClock()
let renderStart = clock.now
let renderer = Renderer()
let images = Workloads.splashFrames.map { renderer.renderImage(timeline.scene(atFrame: $0)) }
let renderTime = clock.now - renderStart
let frames = try images.map { try AnimationFrame(width: width, height: height, bytes: $0.bytes) }

// The PNG frames the file-reading peers are given, written once.
let framesFolder = "\(folder)/frames"
try FileManager.default.createDirectory(atPath: framesFolder, withIntermediateDirectories: true)
for (i, frame) in frames.enumerated() {
    try frame.bytes.withUnsafeBytes { raw in
        let pixels = PixelRows(base: raw.baseAddress!, width: width, height: height, format: .rgba8)
        _ = try PNGEncoder().write(pixels, to: .file("\(framesFolder)/frame\(String(format: "%04d", i)).png"))
    }
}
let configuration = PNGWriter.Configuration(width: width, height: height, colorType: .rgba)

/// Runs a peer command; for ffmpeg with `rawInput`, those frames (each one write) on its standard input.
func run(_ command: [String], rawInput: [[UInt8]]? = nil) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = command
    let pipe = Pipe()
    if rawInput != nil { process.standardInput = pipe }
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    if let rawInput {
        for frame in rawInput { try pipe.fileHandleForWriting.write(contentsOf: frame) }
        try pipe.fileHandleForWriting.close()
    }
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
        throw NSError(domain: command[0], code: Int(process.terminationStatus), userInfo: [NSLocalizedDescriptionKey: command.joined(separator: " ")])
    }
}

func ffmpegRaw(_ output: [String]) throws {
    try run(["ffmpeg", "-hide_banner", "-loglevel", "error", "-y", "-f", "rawvideo", "-pix_fmt", "rgba",
             "-s", "\(width)x\(height)", "-r", duration.rateString, "-i", "pipe:0"] + output, rawInput: frames.map(\.bytes))
}

/// The Python with Pillow: BENCH_PYTHON, else the repository's test link, else none.
let python: String? = {
    let candidates = [ProcessInfo.processInfo.environment["BENCH_PYTHON"], "../.build/test-python/bin/python3", ".build/test-python/bin/python3"]
    return candidates.compactMap { $0 }.first { FileManager.default.isExecutableFile(atPath: $0) }
}()
/// Pillow saving the PNG frames as `format` (its timing starts after the interpreter and
/// imports, from the first frame read to the file closed; printed on standard output).
let pillowScript = """
import sys, glob, time
from PIL import Image
out, fmt = sys.argv[1], sys.argv[2]
start = time.perf_counter()
frames = [Image.open(p) for p in sorted(glob.glob(sys.argv[3] + '/frame*.png'))]
for f in frames: f.load()
extra = {'lossless': True} if fmt == 'WEBP' else {}
frames[0].save(out, format=fmt, save_all=True, append_images=frames[1:], duration=1000 / 60, loop=0, **extra)
print(time.perf_counter() - start)
"""
func pillow(_ out: String, _ format: String) throws -> Double {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: python!)
    process.arguments = ["-c", pillowScript, out, format, framesFolder]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0, let seconds = Double(String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)) else {
        throw NSError(domain: "pillow", code: Int(process.terminationStatus))
    }
    return seconds
}

func installed(_ tool: String) -> Bool {
    (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":").contains {
        FileManager.default.isExecutableFile(atPath: "\($0)/\(tool)")
    }
}

struct Contender {
    var format: String
    var name: String
    var path: String
    /// Runs once; returns the seconds it reports itself, or nil to be timed from outside.
    var run: () throws -> Double?
}

/// Chroma's APNG: every frame's rows, equal neighbours held as one frame with the summed delay.
func chromaAPNG(_ path: String) throws {
    var runs: [(first: Int, length: Int)] = []
    for i in frames.indices {
        if i > 0, frames[i].bytes == frames[i - 1].bytes { runs[runs.count - 1].length += 1 } else { runs.append((i, 1)) }
    }
    let timing = APNGTiming(numerator: delay.numerator, denominator: delay.denominator, longestRun: runs.map(\.length).max()!)
    let encoder = try APNGEncoder(to: .file(path), configuration: configuration, frameCount: runs.count)
    for run in runs {
        let shown = timing.delay(from: run.first, to: run.first + run.length)
        try frames[run.first].bytes.withUnsafeBytes { raw in
            let rows = APNGEncoder.fileRows(PixelRows(base: raw.baseAddress!, width: width, height: height, format: .rgba8), configuration: configuration)
            try encoder.add(rows, delayNumerator: shown.numerator, delayDenominator: shown.denominator)
        }
    }
    try encoder.finish()
}

/// A video: Chroma drawing and encoding the timeline (the output wing: frames converted on the
/// drawing threads and queued for ffmpeg while the next are drawn) beside ffmpeg encoding the
/// same frames already drawn, as RGB(A) converted by ffmpeg: the arguments of
/// ``VideoFile/settings(format:sequence:frameCount:quality:padsToEven:)`` piping RGB (only the
/// output path differs) and the frames of its ``VideoFile/frameEncoder(format:sequence:)`` left
/// RGB (the splash's rounded corners are transparent: MP4 gets RGB over white, WebM RGBA with alpha).
func video(_ format: String, _ codec: VideoFormat) throws -> [Contender] {
    let ours = "\(folder)/chroma.\(codec.rawValue)", theirs = "\(folder)/ffmpeg.\(codec.rawValue)"
    let settings = try VideoFile.settings(format: codec, sequence: timeline, frameCount: count, quality: nil).pipingRGB()
    var encoder = VideoFile.frameEncoder(format: codec, sequence: timeline)
    encoder.planar = false
    let piped = try images.map { try encoder.encode($0) }
    print("\(format): ffmpeg \(settings.arguments(output: "OUT").joined(separator: " ")) (\(settings.pixelFormat) piped)")
    return [
        Contender(format: format, name: "chroma", path: ours) {
            try FrameSequenceOutput(folder: nil, animation: ours, threads: ProcessInfo.processInfo.activeProcessorCount)
                .write(timeline, frames: Workloads.splashFrames)
            return nil
        },
        Contender(format: format, name: "ffmpeg", path: theirs) {
            try run(["ffmpeg"] + settings.arguments(output: theirs), rawInput: piped)
            return nil
        },
    ]
}

var contenders: [Contender] = [
    Contender(format: "APNG", name: "chroma", path: "\(folder)/chroma.png") { try chromaAPNG("\(folder)/chroma.png"); return nil },
    Contender(format: "APNG", name: "ffmpeg", path: "\(folder)/ffmpeg.apng") {
        try run(["ffmpeg", "-hide_banner", "-loglevel", "error", "-y", "-framerate", "60", "-i", "\(framesFolder)/frame%04d.png",
                 "-plays", "0", "-f", "apng", "\(folder)/ffmpeg.apng"])
        return nil
    },
    Contender(format: "WebP (lossless)", name: "chroma", path: "\(folder)/chroma.webp") {
        let encoder = try WebPAnimationEncoder(width: width, height: height, frameCount: count, frameDuration: duration)
        for frame in frames { try encoder.add(frame) }
        try Data(encoder.finish()).write(to: URL(fileURLWithPath: "\(folder)/chroma.webp"))
        return nil
    },
    Contender(format: "WebP (lossless)", name: "ffmpeg", path: "\(folder)/ffmpeg.webp") {
        try ffmpegRaw(["-c:v", "libwebp_anim", "-lossless", "1", "-loop", "0", "\(folder)/ffmpeg.webp"])
        return nil
    },
    Contender(format: "GIF", name: "chroma", path: "\(folder)/chroma.gif") {
        let encoder = try GIFEncoder(width: width, height: height, frameCount: count, frameDuration: duration)
        for frame in frames { try encoder.add(frame) }
        try Data(encoder.finish()).write(to: URL(fileURLWithPath: "\(folder)/chroma.gif"))
        return nil
    },
    Contender(format: "GIF", name: "ffmpeg", path: "\(folder)/ffmpeg.gif") {
        try ffmpegRaw(["-filter_complex", "[0:v]split[a][b];[a]palettegen[p];[b][p]paletteuse", "-loop", "0", "\(folder)/ffmpeg.gif"])
        return nil
    },
] + (try video("MP4 (H.264, drawn + encoded)", .mp4)) + (try video("WebM (VP9, drawn + encoded)", .webm))
if python != nil {
    contenders.insert(Contender(format: "APNG", name: "Pillow", path: "\(folder)/pillow.png") { try pillow("\(folder)/pillow.png", "PNG") }, at: 2)
    contenders.insert(Contender(format: "WebP (lossless)", name: "Pillow", path: "\(folder)/pillow.webp") { try pillow("\(folder)/pillow.webp", "WEBP") },
                      at: contenders.firstIndex { $0.format == "GIF" }!)
    contenders.insert(Contender(format: "GIF", name: "Pillow", path: "\(folder)/pillow.gif") { try pillow("\(folder)/pillow.gif", "GIF") },
                      at: contenders.firstIndex { $0.format.hasPrefix("MP4") }!)
}
if installed("img2webp") {
    contenders.insert(Contender(format: "WebP (lossless)", name: "img2webp", path: "\(folder)/img2webp.webp") {
        let pngs = (0..<count).map { "\(framesFolder)/frame\(String(format: "%04d", $0)).png" }
        try run(["img2webp", "-lossless", "-loop", "0", "-d", "17"] + pngs + ["-o", "\(folder)/img2webp.webp"])
        return nil
    }, at: contenders.firstIndex { $0.format == "GIF" }!)
}

if arguments.count > 3 {
    let kept = arguments[3].split(separator: ",").map { $0.lowercased() }
    contenders = contenders.filter { contender in kept.contains { contender.format.lowercased().hasPrefix($0) } }
}
var times = [[Double]](repeating: [], count: contenders.count)
for _ in 0..<rounds {
    for (i, contender) in contenders.enumerated() {
        let start = clock.now
        let reported = try contender.run()
        let elapsed = clock.now - start
        times[i].append(reported ?? Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
    }
}

func median(_ values: [Double]) -> Double { let s = values.sorted(); return s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2 }
func size(_ path: String) -> Int { ((try? FileManager.default.attributesOfItem(atPath: path)[.size]) as? Int) ?? 0 }
print("\(count) frames of \(width)×\(height) at \(delay.denominator)/\(delay.numerator) fps, drawn once in \(renderTime); \(rounds) rounds, \(ProcessInfo.processInfo.activeProcessorCount) cores")
print("| format | encoder | median s | min s | bytes | peer ÷ chroma (time) | chroma ÷ peer (size) |")
print("|---|---|---|---|---|---|---|")
var chroma = 0
for (i, contender) in contenders.enumerated() {
    if contender.name == "chroma" { chroma = i }
    let ours = median(times[chroma]), theirs = median(times[i])
    let timeRatio = i == chroma ? "" : String(format: "%.2f×", theirs / ours)
    let sizeRatio = i == chroma ? "" : String(format: "%.3f", Double(size(contenders[chroma].path)) / Double(max(1, size(contender.path))))
    print("| \(contender.format) | \(contender.name) | \(String(format: "%.3f", median(times[i]))) | \(String(format: "%.3f", times[i].min()!)) | \(size(contender.path)) | \(timeRatio) | \(sizeRatio) |")
}
