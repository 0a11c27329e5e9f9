import Benchmark
import BenchmarkWorkloads
import Chroma

/// PNG encoding alone, into memory, at each compression setting: the 4096×4096 linear gradient
/// as the renderer makes it (rendered before the iterations), undithered and dithered.
enum EncodingBenchmarks {
    static func register() {
        let settings: [(String, PNGCompression)] = [("fast", .fast), ("standard", .standard), ("small", .small),
                                                    ("libpng default", .libpngDefault)]
        for dither in [false, true] {
            for (name, compression) in settings {
                let image = Prepared<RenderedImage>()
                let title = "Encode \(name) \(dither ? "dithered" : "plain") \(Workloads.side)²"
                Benchmark(title, configuration: Suite.configuration([Suite.megabytesPerSecond, Suite.fileKiB], iterations: 5)) { benchmark in
                    let rendered = image.value
                    var size = 0
                    try Suite.rate(benchmark, Suite.megabytesPerSecond, perRun: Double(rendered.bytes.count) / 1e6) {
                        size = try rendered.withRows { try PNGEncoder(layout: .fixed(.rgb), compression: compression).encode($0) }.count
                    }
                    benchmark.measurement(Suite.fileKiB, (size + 512) / 1024)
                } setup: {
                    image.value = Renderer().renderImage(Workloads.scene(.linear, dither: dither))
                }
            }
        }
    }
}
