import Benchmark
import BenchmarkWorkloads
import Chroma

/// Fill rate: each paint rendered into a 4096×4096 RGBA8 buffer allocated once, on every core.
enum FillBenchmarks {
    static func register() {
        let side = Workloads.side
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: side * side * 4, alignment: 64)
        buffer.initializeMemory(as: UInt8.self, repeating: 0)
        let pixels = SendableBuffer(buffer)
        for fill in Workloads.Fill.allCases {
            let scene = Workloads.scene(fill)
            Benchmark("Fill \(fill.rawValue) \(side)²", configuration: Suite.configuration([Suite.megapixelsPerSecond], iterations: 15)) { benchmark in
                Suite.rate(benchmark, Suite.megapixelsPerSecond, perRun: Double(side * side) / 1e6) {
                    Renderer().render(scene, into: pixels.buffer)
                }
            }
        }
    }
}

/// The suite's fill buffer, shared by benchmarks that run one at a time.
struct SendableBuffer: @unchecked Sendable {
    let buffer: UnsafeMutableRawBufferPointer
    init(_ buffer: UnsafeMutableRawBufferPointer) { self.buffer = buffer }
}
