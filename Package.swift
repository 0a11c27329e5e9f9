// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Chroma",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "ColorCore", targets: ["ColorCore"]),
        .executable(name: "chroma", targets: ["chroma"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        // The color core: color values, models, parsing, interpolation, gamut mapping,
        // difference, contrast and harmonies. Pure Swift, no dependencies.
        .target(name: "ColorCore"),

        // The `chroma` command line: argument parsing, output formatting, the mixing game.
        .target(
            name: "ChromaCLI",
            dependencies: [
                "ColorCore",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The executable is only an entry point into ChromaCLI, so tests can drive the commands.
        .executableTarget(name: "chroma", dependencies: ["ChromaCLI"]),

        .testTarget(
            name: "ColorCoreTests",
            dependencies: ["ColorCore"],
            resources: [.copy("Fixtures")]
        ),
        // Depends on the executable so the end-to-end tests can run the built `chroma`.
        .testTarget(name: "ChromaCLITests", dependencies: ["ChromaCLI", "ColorCore", "chroma"]),
    ],
    swiftLanguageModes: [.v6]
)
