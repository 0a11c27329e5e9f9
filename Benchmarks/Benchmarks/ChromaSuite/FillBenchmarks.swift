import Benchmark
import BenchmarkWorkloads
import Chroma

/// Fill rate: each paint rendered into a 4096×4096 RGBA8 buffer allocated (and touched) once
/// before the iterations, on every core.
enum FillBenchmarks {
    static func register() {
        let side = Workloads.side
        for fill in Workloads.Fill.allCases {
            let buffer = Prepared<UnsafeMutableRawBufferPointer>()
            Benchmark("Fill \(fill.rawValue) \(side)²", configuration: Suite.configuration([Suite.megapixelsPerSecond], iterations: 15)) { benchmark in
                let scene = Workloads.scene(fill)
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
        // The same paints with colors outside sRGB (OKLCH), mapped or clipped: the cost of mapping.
        for fill in Workloads.Fill.allCases {
            for gamut in GamutMode.allCases {
                let buffer = Prepared<UnsafeMutableRawBufferPointer>()
                Benchmark("Fill \(fill.rawValue) OKLCH \(gamut.rawValue) \(side)²",
                          configuration: Suite.configuration([Suite.megapixelsPerSecond], iterations: 15)) { benchmark in
                    let scene = Workloads.wideGamutScene(fill, gamut: gamut)
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
    }
}
