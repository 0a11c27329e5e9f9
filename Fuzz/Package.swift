// swift-tools-version: 6.0
// libFuzzer targets for every parser Chroma reads untrusted input with. Built and run by
// Scripts/fuzz.sh (Linux: swift build -Xswiftc -sanitize=fuzzer,address), each against its
// seed corpus in Corpus/<target>. Every input also fails one C allocation, file read or file
// write of its choosing (FuzzDriver, through ChromaFiles' FaultInjection).
import PackageDescription

let package = Package(
    name: "ChromaFuzz",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "Chroma", path: ".."),
    ],
    targets: [
        // libFuzzer's driver, called from each target's main.
        .target(name: "FuzzDriver", dependencies: [.product(name: "ChromaLimits", package: "Chroma"), .product(name: "ChromaFiles", package: "Chroma")]),
        // Renders what a reader decoded, with its own geometry, on a small canvas.
        .target(name: "FuzzRendering", dependencies: [.product(name: "ChromaRaster", package: "Chroma")]),
        .executableTarget(name: "fuzz-color", dependencies: ["FuzzDriver", .product(name: "ColorCore", package: "Chroma")]),
        // Documents in JSON and YAML, decoded by the one document reader, and rendered when small.
        .target(name: "FuzzDocument", dependencies: [
            "FuzzRendering", .product(name: "ChromaDocument", package: "Chroma"), .product(name: "ChromaRaster", package: "Chroma"),
        ]),
        .executableTarget(name: "fuzz-scene", dependencies: ["FuzzDriver", "FuzzDocument"]),
        .executableTarget(name: "fuzz-yaml-scene", dependencies: ["FuzzDriver", "FuzzDocument"]),
        .executableTarget(name: "fuzz-css", dependencies: [
            "FuzzDriver", .product(name: "ChromaCSS", package: "Chroma"), .product(name: "ChromaRaster", package: "Chroma"),
            .product(name: "ChromaLimits", package: "Chroma"),
        ]),
        .executableTarget(name: "fuzz-palette", dependencies: [
            "FuzzDriver", .product(name: "ChromaPalette", package: "Chroma"), .product(name: "ChromaFiles", package: "Chroma"),
        ]),
        .executableTarget(name: "fuzz-palette-apps", dependencies: ["FuzzDriver", .product(name: "ChromaPalette", package: "Chroma")]),
        .executableTarget(name: "fuzz-splash", dependencies: [
            "FuzzDriver", "FuzzRendering", .product(name: "ChromaDocument", package: "Chroma"),
            .product(name: "ChromaSplash", package: "Chroma"), .product(name: "ChromaLimits", package: "Chroma"),
            .product(name: "ChromaOutput", package: "Chroma"),
        ]),
        .executableTarget(name: "fuzz-chart", dependencies: [
            "FuzzDriver", "FuzzRendering", .product(name: "ChromaDocument", package: "Chroma"),
            .product(name: "ChromaCharts", package: "Chroma"), .product(name: "ChromaRaster", package: "Chroma"),
            .product(name: "ColorCore", package: "Chroma"), .product(name: "ChromaLimits", package: "Chroma"),
        ]),
        .executableTarget(name: "fuzz-palette-sheet", dependencies: [
            "FuzzDriver", "FuzzRendering",
            .product(name: "ChromaCharts", package: "Chroma"), .product(name: "ChromaPalette", package: "Chroma"),
        ]),
        .executableTarget(name: "fuzz-png", dependencies: [
            "FuzzDriver", .product(name: "ChromaPNG", package: "Chroma"), .product(name: "ChromaFiles", package: "Chroma"),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
