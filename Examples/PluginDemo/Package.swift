// swift-tools-version: 6.0
// A package that uses both of Chroma's plugins (docs/PLUGIN.md). Its target's palettes
// (Colors.json with Colors.dark.json, brand.gpl) become `extension Color` source at build time,
// and its assets document (assets.yaml) rendered images in its resource bundle:
//   swift run --package-path Examples/PluginDemo
// The command plugin runs Chroma's own chroma on this package's folder:
//   swift package --package-path Examples/PluginDemo --allow-writing-to-package-directory chroma render Sources/PluginDemo/Assets/assets.yaml -o Assets
// Another package names Chroma by its URL instead of the path.
import PackageDescription

let package = Package(
    name: "PluginDemo",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "Chroma", path: "../.."),
    ],
    targets: [
        .executableTarget(
            name: "PluginDemo",
            dependencies: [.product(name: "Chroma", package: "Chroma")],
            plugins: [.plugin(name: "ChromaPlugin", package: "Chroma")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
