import Benchmark
import Chroma

let benchmarks: @Sendable () -> Void = {
    Benchmark("placeholder") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(Color.red) }
    }
}
