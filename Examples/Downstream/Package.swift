// swift-tools-version: 6.0
// A package that depends on Chroma as any other package would, written the way a SwiftUI user
// writes gradients. CI builds and runs it: `swift run --package-path Examples/Downstream`.
// Another package names Chroma by its URL instead of the path:
//   .package(url: "https://github.com/OWNER/chroma", from: "0.1.0")
import PackageDescription

let package = Package(
    name: "Downstream",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "Chroma", path: "../.."),
    ],
    targets: [
        .executableTarget(name: "Downstream", dependencies: [.product(name: "Chroma", package: "Chroma")]),
    ],
    swiftLanguageModes: [.v6]
)
