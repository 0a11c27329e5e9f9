import Benchmark
import Foundation

/// What every benchmark of the suite measures, and how long it may run.
enum Suite {
    /// Megapixels per second, from the median wall-clock time (custom metric).
    static let megapixelsPerSecond = BenchmarkMetric.custom("Mpix/s", polarity: .prefersLarger, useScalingFactor: false)
    /// Megabytes of raw pixels encoded per second (custom metric).
    static let megabytesPerSecond = BenchmarkMetric.custom("raw MB/s", polarity: .prefersLarger, useScalingFactor: false)
    /// Size of the file written, in KiB (custom metric).
    static let fileKiB = BenchmarkMetric.custom("file KiB", polarity: .prefersSmaller, useScalingFactor: false)

    /// A configuration for work of a second or less per iteration: a few iterations, wall and
    /// CPU time, peak memory, and the given extra metrics.
    static func configuration(_ extra: [BenchmarkMetric] = [], iterations: Int = 7) -> Benchmark.Configuration {
        .init(metrics: [.wallClock, .cpuTotal, .peakMemoryResident] + extra, timeUnits: .milliseconds,
              warmupIterations: 1, maxDuration: .seconds(20), maxIterations: iterations)
    }

    /// Measures `body` by hand, once per iteration, and records `perSecond / seconds` in `metric`.
    static func rate(_ benchmark: Benchmark, _ metric: BenchmarkMetric, perRun amount: Double, _ body: () throws -> Void) rethrows {
        for _ in benchmark.scaledIterations {
            let start = DispatchTime.now().uptimeNanoseconds
            try body()
            let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            benchmark.measurement(metric, Int((amount / seconds).rounded()))
        }
    }

    /// A scratch folder for files written by one benchmark, removed when `body` returns.
    static func withScratchFolder<T>(_ body: (String) throws -> T) throws -> T {
        let folder = NSTemporaryDirectory() + "chroma-suite-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        return try body(folder)
    }

    /// The size of a file in KiB.
    static func kibibytes(_ path: String) throws -> Int {
        let size = try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int ?? 0
        return (size + 512) / 1024
    }
}

/// A value made by a benchmark's setup, before its measured iterations, and read by them.
final class Prepared<Value>: @unchecked Sendable {
    private var stored: Value?
    private let lock = NSLock()

    var value: Value {
        get { lock.lock(); defer { lock.unlock() }; return stored! }
        set { lock.lock(); stored = newValue; lock.unlock() }
    }
}
