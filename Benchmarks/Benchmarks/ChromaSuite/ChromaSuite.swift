// Chroma's speed suite (ordo-one's package-benchmark). From Benchmarks/:
//
//     swift package benchmark                     # everything
//     swift package benchmark --filter 'Fill.*'   # one group
//
// Each benchmark reports wall-clock time, CPU time and peak resident memory, plus its own
// figures: megapixels per second of fill, megabytes per second of raw pixels encoded, file
// sizes. The workloads are those of peers.py (see BenchmarkWorkloads), which runs them beside
// Skia, cairo and Pillow.
import Benchmark

let benchmarks: @Sendable () -> Void = {
    FillBenchmarks.register()
    EncodingBenchmarks.register()
    EndToEndBenchmarks.register()
    FrameBenchmarks.register()
    DocumentBenchmarks.register()
}
