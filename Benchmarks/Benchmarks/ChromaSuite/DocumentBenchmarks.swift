import Benchmark
import BenchmarkWorkloads
import Chroma

/// Documentation images with text: the HSB grid chart and a 24-color palette sheet, to files.
enum DocumentBenchmarks {
    static func register() {
        let documents: [(String, () throws -> Scene)] = [("HSB chart", Workloads.hsbChart), ("palette sheet", Workloads.paletteSheet)]
        for (name, make) in documents {
            Benchmark("Document \(name) to file", configuration: Suite.configuration([Suite.fileKiB], iterations: 15)) { benchmark in
                try Suite.withScratchFolder { folder in
                    let path = folder + "/out.png"
                    for _ in benchmark.scaledIterations {
                        try Renderer().render(try make(), to: .file(path))
                    }
                    benchmark.measurement(Suite.fileKiB, try Suite.kibibytes(path))
                }
            }
        }
    }
}
