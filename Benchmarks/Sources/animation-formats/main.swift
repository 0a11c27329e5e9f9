// The splash workload (Workloads.splash(): 400×200, 240 frames at 60 fps) written as animated
// WebP, GIF and MP4 by Chroma's encoders, beside the same frames piped into ffmpeg as raw RGBA,
// in one run, alternating: each round runs every contender once.
//
//     swift run -c release animation-formats [rounds] [output-folder]
//
// ffmpeg's settings match Chroma's where they can: WebP lossless (libwebp_anim, effort 4), GIF
// through palettegen and paletteuse (its usual recipe), MP4 with the same libx264 settings
// (CRF 18, preset medium, 10-bit 4:2:0; ChromaVideo runs ffmpeg too, so MP4 measures the pipe).
// Rendering the frames is timed once, apart.
import BenchmarkWorkloads
import Chroma
import ChromaAnimation
import ChromaGIF
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
let duration = try FrameDuration(numerator: Int(timeline.frameDelay.numerator), denominator: Int(timeline.frameDelay.denominator))
let clock = ContinuousClock()
let renderStart = clock.now
let renderer = Renderer()
let frames = try Workloads.splashFrames.map { i in
    try AnimationFrame(width: width, height: height, bytes: renderer.renderImage(timeline.scene(atFrame: i)).bytes)
}
let renderTime = clock.now - renderStart

/// Runs ffmpeg with the frames on its standard input.
func ffmpeg(_ output: [String]) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["ffmpeg", "-hide_banner", "-loglevel", "error", "-y", "-f", "rawvideo", "-pix_fmt", "rgba",
                         "-s", "\(width)x\(height)", "-r", duration.rateString, "-i", "pipe:0"] + output
    let pipe = Pipe()
    process.standardInput = pipe
    try process.run()
    for frame in frames { try pipe.fileHandleForWriting.write(contentsOf: frame.bytes) }
    try pipe.fileHandleForWriting.close()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { throw NSError(domain: "ffmpeg", code: Int(process.terminationStatus)) }
}

struct Contender {
    var format: String
    var name: String
    var path: String
    var run: () throws -> Void
}

let contenders: [Contender] = [
    Contender(format: "WebP (lossless)", name: "chroma", path: "\(folder)/chroma.webp") {
        let encoder = try WebPAnimationEncoder(width: width, height: height, frameCount: count, frameDuration: duration)
        for frame in frames { try encoder.add(frame) }
        try Data(encoder.finish()).write(to: URL(fileURLWithPath: "\(folder)/chroma.webp"))
    },
    Contender(format: "WebP (lossless)", name: "ffmpeg", path: "\(folder)/ffmpeg.webp") {
        try ffmpeg(["-c:v", "libwebp_anim", "-lossless", "1", "-loop", "0", "\(folder)/ffmpeg.webp"])
    },
    Contender(format: "GIF", name: "chroma", path: "\(folder)/chroma.gif") {
        let encoder = try GIFEncoder(width: width, height: height, frameCount: count, frameDuration: duration)
        for frame in frames { try encoder.add(frame) }
        try Data(encoder.finish()).write(to: URL(fileURLWithPath: "\(folder)/chroma.gif"))
    },
    Contender(format: "GIF", name: "ffmpeg", path: "\(folder)/ffmpeg.gif") {
        try ffmpeg(["-filter_complex", "[0:v]split[a][b];[a]palettegen[p];[b][p]paletteuse", "-loop", "0", "\(folder)/ffmpeg.gif"])
    },
    Contender(format: "MP4 (H.264 10-bit)", name: "chroma", path: "\(folder)/chroma.mp4") {
        let encoder = try VideoEncoder(format: .mp4, path: "\(folder)/chroma.mp4", width: width, height: height, frameCount: count,
                                       frameDuration: duration)
        for frame in frames { try encoder.add(frame) }
        try encoder.finish()
    },
    Contender(format: "MP4 (H.264 10-bit)", name: "ffmpeg", path: "\(folder)/ffmpeg.mp4") {
        try ffmpeg(["-c:v", "libx264", "-preset", "medium", "-crf", "18", "-pix_fmt", "yuv420p10le", "-movflags", "+faststart", "\(folder)/ffmpeg.mp4"])
    },
]

var times = [[Double]](repeating: [], count: contenders.count)
for _ in 0..<rounds {
    for (i, contender) in contenders.enumerated() {
        let start = clock.now
        try contender.run()
        let elapsed = clock.now - start
        times[i].append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
    }
}

func median(_ values: [Double]) -> Double { let s = values.sorted(); return s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2 }
print("\(count) frames of \(width)×\(height) at \(duration.denominator)/\(duration.numerator) fps, rendered once in \(renderTime); \(rounds) rounds, \(ProcessInfo.processInfo.activeProcessorCount) cores")
print("| format | encoder | median s | min s | bytes | ffmpeg ÷ chroma (time) | chroma ÷ ffmpeg (size) |")
print("|---|---|---|---|---|---|---|")
for i in stride(from: 0, to: contenders.count, by: 2) {
    let size = { (path: String) in ((try? FileManager.default.attributesOfItem(atPath: path)[.size]) as? Int) ?? 0 }
    let ours = median(times[i]), theirs = median(times[i + 1])
    let ourSize = size(contenders[i].path), theirSize = size(contenders[i + 1].path)
    for (k, label) in [(i, String(format: "%.2f×", theirs / ours)), (i + 1, "")] {
        let sizeRatio = k == i ? String(format: "%.2f", Double(ourSize) / Double(max(1, theirSize))) : ""
        print("| \(contenders[k].format) | \(contenders[k].name) | \(String(format: "%.3f", median(times[k]))) | \(String(format: "%.3f", times[k].min()!)) | \(size(contenders[k].path)) | \(label) | \(sizeRatio) |")
    }
}
