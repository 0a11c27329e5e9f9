import Benchmark
import BenchmarkWorkloads
import Chroma

/// Scene to PNG file, as `chroma gradient` does it: 4096×4096 linear gradient, 8-bit undithered
/// (the peers' default image), 8-bit dithered (Chroma's default), and 16-bit.
enum EndToEndBenchmarks {
    static func register() {
        let variants: [(String, Scene)] = [
            ("8-bit plain", Workloads.scene(.linear, dither: false)),
            ("8-bit dithered", Workloads.scene(.linear, dither: true)),
            ("16-bit", Workloads.scene(.linear, depth: .sixteen)),
            ("radial 8-bit plain", Workloads.scene(.radial)),
            ("angular 8-bit plain", Workloads.scene(.angular)),
            ("mesh 8-bit plain", Workloads.scene(.mesh)),
        ]
        for (name, scene) in variants {
            Benchmark("Scene to file \(name) \(Workloads.side)²", configuration: Suite.configuration([Suite.fileKiB], iterations: 5)) { benchmark in
                try Suite.withScratchFolder { folder in
                    let path = folder + "/out.png"
                    for _ in benchmark.scaledIterations {
                        try Renderer().render(scene, to: .file(path))
                    }
                    benchmark.measurement(Suite.fileKiB, try Suite.kibibytes(path))
                }
            }
        }
    }
}
