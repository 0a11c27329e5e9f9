import Benchmark
import BenchmarkWorkloads
import Chroma

/// Fill rate: each paint rendered into a 4096×4096 RGBA8 buffer allocated (and touched) once
/// before the iterations, on every core.
enum FillBenchmarks {
    static func register() {
        for fill in Workloads.Fill.allCases {
            fillRate("Fill \(fill.rawValue) \(Workloads.side)²") { Workloads.scene(fill) }
        }
        // The same paints with colors outside sRGB (OKLCH), mapped or clipped: the cost of mapping.
        for fill in Workloads.Fill.allCases {
            for gamut in GamutMode.allCases {
                fillRate("Fill \(fill.rawValue) OKLCH \(gamut.rawValue) \(Workloads.side)²") { Workloads.wideGamutScene(fill, gamut: gamut) }
            }
        }
    }

    /// One fill-rate benchmark: the scene made once per run, then rendered into the buffer.
    private static func fillRate(_ name: String, scene makeScene: @escaping @Sendable () -> Scene) {
        let side = Workloads.side
        let buffer = Prepared<UnsafeMutableRawBufferPointer>()
        Benchmark(name, configuration: Suite.configuration([Suite.megapixelsPerSecond], iterations: 15)) { benchmark in
            let scene = makeScene()
            Suite.rate(benchmark, Suite.megapixelsPerSecond, perRun: Double(side * side) / 1e6) {
                Renderer().render(scene, into: buffer.value)
            }
        } setup: {
            let pixels = UnsafeMutableRawBufferPointer.allocate(byteCount: side * side * 4, alignment: 64)
            pixels.initializeMemory(as: UInt8.self, repeating: 0)
            buffer.value = pixels
        } teardown: {
            buffer.value.deallocate()
        }
    }
}
