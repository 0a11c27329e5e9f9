// swift-tools-version: 6.0
// Chroma's benchmarks, in their own package so the main build stays light.
// Run from this folder: swift run -c release png-compression (or png-stream, mesh-fill)
import PackageDescription

let package = Package(
    name: "ChromaBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "Chroma", path: ".."),
    ],
    targets: [
        .executableTarget(
            name: "png-compression",
            dependencies: [.product(name: "ChromaPNG", package: "Chroma"), .product(name: "ColorCore", package: "Chroma")]
        ),
        .executableTarget(name: "png-stream", dependencies: [.product(name: "ChromaPNG", package: "Chroma")]),
        .executableTarget(
            name: "mesh-fill",
            dependencies: [.product(name: "ChromaRaster", package: "Chroma"), .product(name: "ColorCore", package: "Chroma")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
