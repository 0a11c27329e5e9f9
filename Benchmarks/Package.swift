// swift-tools-version: 6.1
// Chroma's benchmarks, in their own package so the main build stays light.
//
//     swift package benchmark                      # the suite (Benchmarks/ChromaSuite)
//     python3 peers.py                             # the same workloads against Skia, cairo, Pillow
//     swift run -c release fill-rate linear        # fill alone, for peers.py
//     swift run -c release png-compression         # the compression-setting table of docs/PNG.md
//     swift run -c release png-stream              # peak memory of a streamed 16384² PNG
//     swift run -c release animation-formats       # the splash in every animation format, beside ffmpeg, Pillow
import PackageDescription

let package = Package(
    name: "ChromaBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "Chroma", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark.git", exact: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        // The workloads, shared by the suite and the fill-rate helper of peers.py.
        .target(name: "BenchmarkWorkloads", dependencies: [.product(name: "Chroma", package: "Chroma")]),
        .executableTarget(
            name: "ChromaSuite",
            dependencies: [
                "BenchmarkWorkloads",
                .product(name: "Chroma", package: "Chroma"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/ChromaSuite",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(name: "fill-rate", dependencies: ["BenchmarkWorkloads", .product(name: "Chroma", package: "Chroma")]),
        .executableTarget(
            name: "png-compression",
            dependencies: [.product(name: "ChromaPNG", package: "Chroma"), .product(name: "ColorCore", package: "Chroma")]
        ),
        .executableTarget(name: "png-stream", dependencies: [.product(name: "ChromaPNG", package: "Chroma")]),
        .executableTarget(
            name: "animation-formats",
            dependencies: [
                "BenchmarkWorkloads",
                .product(name: "Chroma", package: "Chroma"),
                .product(name: "ChromaAnimation", package: "Chroma"),
                .product(name: "ChromaWebP", package: "Chroma"),
                .product(name: "ChromaGIF", package: "Chroma"),
                .product(name: "ChromaVideo", package: "Chroma"),
                .product(name: "ChromaPNG", package: "Chroma"),
                .product(name: "ChromaOutput", package: "Chroma"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
