import Benchmark
import BenchmarkWorkloads
import Chroma
import Foundation

/// The 240-frame 400×200 splash sequence, to numbered PNG files and to one animated PNG.
enum FrameBenchmarks {
    static func register() {
        Benchmark("Splash 240 frames to numbered PNGs", configuration: Suite.configuration([Suite.fileKiB], iterations: 7)) { benchmark in
            let timeline = try Workloads.splash()
            try Suite.withScratchFolder { folder in
                let output = FrameSequenceOutput(folder: folder, animation: nil, threads: ProcessInfo.processInfo.activeProcessorCount)
                for _ in benchmark.scaledIterations {
                    try output.write(timeline, frames: Workloads.splashFrames)
                }
                let files = try FileManager.default.contentsOfDirectory(atPath: folder)
                benchmark.measurement(Suite.fileKiB, try files.reduce(0) { $0 + (try Suite.kibibytes(folder + "/" + $1)) })
            }
        }
        Benchmark("Splash 240 frames to APNG", configuration: Suite.configuration([Suite.fileKiB], iterations: 7)) { benchmark in
            let timeline = try Workloads.splash()
            try Suite.withScratchFolder { folder in
                let path = folder + "/splash.png"
                let output = FrameSequenceOutput(folder: nil, animation: path, threads: ProcessInfo.processInfo.activeProcessorCount)
                for _ in benchmark.scaledIterations {
                    try output.write(timeline, frames: Workloads.splashFrames)
                }
                benchmark.measurement(Suite.fileKiB, try Suite.kibibytes(path))
            }
        }
    }
}
