// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Chroma",
    platforms: [.macOS(.v13)],
    products: [
        // Everything, with one import: `import Chroma`.
        .library(name: "Chroma", targets: ["Chroma"]),
        .library(name: "ColorCore", targets: ["ColorCore"]),
        .library(name: "ChromaLimits", targets: ["ChromaLimits"]),
        .library(name: "ChromaJSON", targets: ["ChromaJSON"]),
        .library(name: "ChromaParallel", targets: ["ChromaParallel"]),
        .library(name: "ChromaFiles", targets: ["ChromaFiles"]),
        .library(name: "ChromaPNG", targets: ["ChromaPNG"]),
        .library(name: "ChromaRaster", targets: ["ChromaRaster"]),
        .library(name: "ChromaAssetModel", targets: ["ChromaAssetModel"]),
        .library(name: "ChromaOutput", targets: ["ChromaOutput"]),
        .library(name: "ChromaSVG", targets: ["ChromaSVG"]),
        .library(name: "ChromaAnimation", targets: ["ChromaAnimation"]),
        .library(name: "ChromaWebP", targets: ["ChromaWebP"]),
        .library(name: "ChromaGIF", targets: ["ChromaGIF"]),
        .library(name: "ChromaVideo", targets: ["ChromaVideo"]),
        .library(name: "ChromaDocument", targets: ["ChromaDocument"]),
        .library(name: "ChromaSplash", targets: ["ChromaSplash"]),
        .library(name: "ChromaText", targets: ["ChromaText"]),
        .library(name: "ChromaPalette", targets: ["ChromaPalette"]),
        .library(name: "ChromaScheme", targets: ["ChromaScheme"]),
        .library(name: "ChromaCSS", targets: ["ChromaCSS"]),
        .library(name: "ChromaCharts", targets: ["ChromaCharts"]),
        .library(name: "ChromaVectorAnimation", targets: ["ChromaVectorAnimation"]),
        // The command line as a library, for tools that embed `chroma` (and the fuzz targets).
        .library(name: "ChromaCLI", targets: ["ChromaCLI"]),
        .executable(name: "chroma", targets: ["chroma"]),
        // The live preview's server, which `chroma preview` runs; install it beside `chroma`.
        .executable(name: "chroma-preview", targets: ["chroma-preview"]),
        // Build-time palettes and images for a package that uses Chroma (docs/PLUGIN.md): a target's
        // palettes become `extension Color` source and its assets documents rendered resources.
        .plugin(name: "ChromaPlugin", targets: ["ChromaPlugin"]),
        // `swift package chroma …`: the package's own chroma, run on the package's folder.
        .plugin(name: "ChromaCommandPlugin", targets: ["ChromaCommandPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // DocC: swift package generate-documentation --target Chroma
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        // YAML scene files, for people who write scenes by hand.
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        // The live preview's HTTP and WebSocket server (pure Swift, no further dependencies).
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
    ],
    targets: [
        // The color core: color values, models, parsing, interpolation, gamut mapping,
        // difference, contrast and harmonies. Pure Swift; ChromaLimits only for its error
        // categories and ranges.
        .target(name: "ColorCore", dependencies: ["ChromaLimits"]),

        // Resource limits: how much work one render or input file may ask for, checked before
        // the work starts. No dependencies; every module that reads input uses it.
        .target(name: "ChromaLimits"),

        // JSON: the one ordered value, reader (line:column errors, depth and size limits) and
        // writer (compact, indented, Xcode's layout) every JSON file Chroma reads or writes goes through.
        .target(name: "ChromaJSON", dependencies: ["ChromaLimits"]),

        // Work spread over the cores: bands, segments and frames, `CHROMA_THREADS` honoured.
        .target(name: "ChromaParallel"),

        // Files: atomic writes, batches of files made durable together, temporary files removed
        // on a signal and swept after a kill; errors carry the errno. CFiles is its C shim
        // (syncfs, mallopt for frame buffers, and the fault-injection seam the fuzz targets arm).
        .target(name: "CFiles"),
        .target(name: "ChromaFiles", dependencies: ["CFiles", "ChromaLimits"]),

        // PNG output and input over the system libpng (1.6). CLibPNG is the system library;
        // CPNG is the C guard that keeps libpng's setjmp/longjmp away from Swift frames, and the
        // row filters and segment deflate (zlib, which libpng-dev brings) that let image data be
        // compressed on every core.
        .systemLibrary(
            name: "CLibPNG",
            pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"]), .brew(["libpng"])]
        ),
        // libdeflate compresses the segments 1.3–1.7× faster than zlib at about zlib's size
        // (docs/PNG.md). Optional: without libdeflate-dev, pkg-config finds nothing (SwiftPM
        // warns), CDeflate's header is empty and CPNG deflates with zlib.
        .systemLibrary(
            name: "CDeflate",
            pkgConfig: "libdeflate",
            providers: [.apt(["libdeflate-dev"]), .brew(["libdeflate"])]
        ),
        .target(name: "CPNG", dependencies: ["CLibPNG", "CDeflate", "CFiles"], linkerSettings: [.linkedLibrary("z")]),
        .target(name: "ChromaPNG", dependencies: ["CPNG", "ChromaFiles", "ChromaLimits", "ChromaParallel", "ColorCore"]),

        // The rasterizer: geometry, paints and gradients, shapes and coverage, scenes, and the
        // renderer that hands out bands of pixels. It knows no file format.
        .target(name: "ChromaRaster", dependencies: ["ColorCore", "ChromaLimits", "ChromaParallel", "CRaster"]),
        // The rasterizer's innermost loops in C (baseline and AVX2, chosen at run time).
        .target(name: "CRaster"),

        // The asset vocabulary: kinds, appearances and the path-to-kind rule, below both the
        // document reader and the output wing (so reading a document links no encoder).
        .target(name: "ChromaAssetModel", dependencies: ["ColorCore", "ChromaJSON"]),

        // The output wing: every destination of pixels. One still or a frame sequence (numbered
        // frames, an animation) into the format the path's extension names, frames encoded on
        // every core; asset destinations (Xcode image sets and app icons, Android resources, web
        // icons) written as one unit (docs/ASSETS.md). docs/ARCHITECTURE.md says how to add a format.
        .target(name: "ChromaOutput", dependencies: ["ChromaRaster", "ChromaPNG", "ChromaSVG", "ChromaVectorAnimation", "ChromaSplash", "ChromaFiles", "ChromaParallel", "ChromaLimits",
                                                     "ChromaAnimation", "ChromaWebP", "ChromaGIF", "ChromaVideo", "ChromaPalette", "ChromaAssetModel", "ChromaJSON", "ColorCore"]),

        // Animation encoders beside APNG. ChromaAnimation holds what they share: the frame they
        // take and the schedule that turns a frame duration into a format's delays.
        .target(name: "ChromaAnimation", dependencies: ["ChromaLimits"]),
        // Animated and still WebP over the system libwebp and libwebpmux (Debian libwebp-dev).
        .systemLibrary(
            name: "CWebP",
            pkgConfig: "libwebpmux",
            providers: [.apt(["libwebp-dev"]), .brew(["webp"])]
        ),
        .target(name: "ChromaWebP", dependencies: ["CWebP", "ChromaAnimation", "ChromaParallel", "ChromaLimits"]),
        // GIF: the project's own quantizer (OKLab palettes, ordered dither) and giflib for the
        // container (Debian libgif-dev, which ships no pkg-config file: gif_lib.h is found on the
        // compiler's default include path and the module map links libgif).
        .systemLibrary(
            name: "CGIF",
            providers: [.apt(["libgif-dev"]), .brew(["giflib"])]
        ),
        .target(name: "ChromaGIF", dependencies: ["CGIF", "ChromaAnimation", "ChromaParallel", "ChromaLimits"]),
        // MP4 (H.264) and WebM (VP9) through the system ffmpeg, run as a subprocess.
        .target(name: "ChromaVideo", dependencies: ["ChromaAnimation", "ChromaLimits"]),

        // SVG output: a scene as vectors and text, with embedded PNGs only for what SVG cannot draw.
        .target(name: "ChromaSVG", dependencies: ["ChromaRaster", "ChromaPNG", "ChromaLimits", "ColorCore"]),

        // CSS Images 4 gradients: reads `linear-gradient(…)` and its kin, resolves them for a canvas
        // into ChromaRaster layers, and writes gradients back as CSS.
        .target(name: "ChromaCSS", dependencies: ["ColorCore", "ChromaLimits", "ChromaRaster"]),

        // Palette files: GIMP, W3C design tokens, CSS custom properties, Adobe ASE, plain text.
        .target(name: "ChromaPalette", dependencies: ["ColorCore", "ChromaLimits", "ChromaFiles", "ChromaAssetModel", "ChromaJSON"]),

        // Palettes generated from one seed color: Material 3 (HCT, tonal palettes, dynamic
        // schemes), OKLCH scales and WCAG/APCA contrast steps.
        .target(name: "ChromaScheme", dependencies: ["ColorCore", "ChromaPalette", "ChromaLimits", "ChromaJSON"]),

        // Text: FreeType outlines filled by the rasterizer, with a shipped font (DejaVu Sans).
        .systemLibrary(
            name: "CFreeType",
            pkgConfig: "freetype2",
            providers: [.apt(["libfreetype-dev"]), .brew(["freetype"])]
        ),
        .target(
            name: "ChromaText",
            dependencies: ["CFreeType", "ChromaRaster", "ChromaLimits"],
            resources: [.copy("Resources")]
        ),

        // Charts, swatch grids, palette sheets and the game card, laid out as scenes with text.
        .target(name: "ChromaCharts", dependencies: ["ChromaRaster", "ChromaText", "ChromaPalette", "ChromaScheme", "ChromaLimits", "ColorCore"]),

        // Splash transitions, as a model: easing, the growing shapes, timelines, the scene of each
        // frame. No file format: the output wing writes the frames.
        .target(name: "ChromaSplash", dependencies: ["ChromaRaster", "ChromaLimits", "ColorCore"]),

        // Splash animations as vectors: Lottie JSON, dotLottie (a ZIP deflated with zlib) and
        // Android's AnimatedVectorDrawable, from the splash model's vector plan.
        .target(name: "ChromaVectorAnimation", dependencies: ["ChromaSplash", "ChromaRaster", "ChromaSVG", "ColorCore", "CZlib", "ChromaLimits", "ChromaJSON"]),

        // Documents: JSON and YAML parsed once into one value tree, every section (scene layers,
        // text, swatches, splash, chart, palette sheet) decoded with path-named errors.
        .target(
            name: "ChromaDocument",
            dependencies: [
                "ColorCore", "ChromaLimits", "ChromaFiles", "ChromaRaster", "ChromaCSS", "ChromaText", "ChromaPalette", "ChromaScheme", "ChromaCharts", "ChromaSplash",
                "ChromaAssetModel", "ChromaJSON", .product(name: "Yams", package: "Yams"),
            ]
        ),

        // Watching files for changes by polling their stamps (every way an editor saves).
        .target(name: "ChromaWatch"),

        // The live preview: a page on 127.0.0.1 showing each document's image, pushed anew over a
        // WebSocket when it changes. Knows no document: the command line renders into it.
        // ChromaPreviewBoard is what the renders post to (no server); ChromaPreview is the server,
        // linked only into the `chroma-preview` executable so that `chroma` never loads it.
        .target(name: "ChromaPreviewBoard"),
        .target(
            name: "ChromaPreview",
            dependencies: ["ChromaPreviewBoard", "ChromaJSON", .product(name: "FlyingFox", package: "FlyingFox"), .product(name: "FlyingSocks", package: "FlyingFox")],
            resources: [.copy("Page")]
        ),

        // The `chroma` command line: argument parsing, output formatting, the mixing game.
        .target(
            name: "ChromaCLI",
            dependencies: [
                "ColorCore",
                "ChromaLimits",
                "ChromaFiles",
                "ChromaPNG",
                "ChromaRaster",
                "ChromaOutput",
                "ChromaSVG",
                "ChromaDocument",
                "ChromaSplash",
                "ChromaCharts",
                "ChromaPalette",
                "ChromaScheme",
                "ChromaText",
                "ChromaCSS",
                "ChromaWatch",
                "ChromaPreviewBoard",
                "ChromaVideo",
                "ChromaVectorAnimation",
                "ChromaJSON",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The umbrella: re-exports every module.
        .target(
            name: "Chroma",
            dependencies: ["ColorCore", "ChromaLimits", "ChromaFiles", "ChromaPNG", "ChromaRaster", "ChromaAssetModel", "ChromaOutput", "ChromaSVG", "ChromaText", "ChromaPalette",
                           "ChromaScheme", "ChromaCharts", "ChromaSplash", "ChromaDocument", "ChromaCSS", "ChromaJSON"]
        ),
        // A small program on the Swift API, for newcomers: swift run chroma-example.
        .executableTarget(name: "chroma-example", dependencies: ["Chroma"], path: "Examples/SwiftAPI"),

        // The executable is only an entry point into ChromaCLI, so tests can drive the commands.
        // The release binary is built with `swift build -c release --static-swift-stdlib`, which on
        // Linux links the Swift runtime and Foundation into it: every command then starts without
        // loading and relocating some twenty shared libraries (README, "Speed"). No linker flags
        // here: a package with unsafe flags cannot be another package's versioned dependency.
        .executableTarget(name: "chroma", dependencies: ["ChromaCLI"]),
        // `chroma preview`'s server: the command line with the HTTP server linked in.
        .executableTarget(name: "chroma-preview", dependencies: ["ChromaCLI", "ChromaPreview"]),

        // The plugins (docs/PLUGIN.md), both running the package's own `chroma`.
        .plugin(name: "ChromaPlugin", capability: .buildTool(), dependencies: ["chroma"]),
        .plugin(
            name: "ChromaCommandPlugin",
            capability: .command(
                intent: .custom(verb: "chroma", description: "Run this package's chroma on the package (chroma --help lists the commands)."),
                permissions: [.writeToPackageDirectory(reason: "chroma writes the files its arguments name, such as an asset catalog in the source tree.")]
            ),
            dependencies: ["chroma"]
        ),

        // The system zlib (which libpng-dev brings): the tests' own PNG and APNG decoder, written
        // from the specification and independent of libpng, inflates with it (round trips need
        // nothing else), and ChromaVectorAnimation deflates dotLottie archives with it.
        .systemLibrary(
            name: "CZlib",
            path: "Tests/CZlib",
            pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"]), .brew(["zlib"])]
        ),
        .target(name: "PNGSpecDecoder", dependencies: ["CZlib"], path: "Tests/PNGSpecDecoder"),
        // What the test targets share: temporary folders, the one runner of outside processes
        // and the lookup of outside tools (Pillow, pngcheck, Chromium, rsvg-convert, ffmpeg).
        .target(name: "ChromaTestSupport", path: "Tests/ChromaTestSupport"),

        .testTarget(
            name: "ColorCoreTests",
            dependencies: ["ColorCore"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "ChromaPNGTests",
            dependencies: ["ChromaTestSupport", "ChromaPNG", "ChromaFiles", "ChromaLimits", "ColorCore", "PNGSpecDecoder", "CZlib"],
            exclude: ["Support/pillow_decode.py"]
        ),
        .testTarget(
            name: "ChromaRasterTests",
            dependencies: ["ChromaRaster", "ChromaOutput", "ChromaPNG", "ColorCore"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(name: "ChromaSplashTests", dependencies: ["ChromaSplash", "ChromaRaster", "ChromaLimits", "ColorCore"]),
        .testTarget(name: "ChromaWatchTests", dependencies: ["ChromaWatch"]),
        .testTarget(name: "ChromaFilesTests", dependencies: ["ChromaTestSupport", "ChromaFiles", "CFiles", "ChromaLimits"]),
        .testTarget(name: "ChromaOutputTests", dependencies: ["ChromaTestSupport", "ChromaOutput", "ChromaJSON", "ChromaSVG", "ChromaSplash", "ChromaFiles", "ChromaPNG", "ChromaRaster", "ChromaPalette", "ColorCore", "PNGSpecDecoder"],
                    exclude: ["Support/vector_drawable_compare.py"]),
        .testTarget(name: "ChromaDocumentTests", dependencies: ["ChromaDocument", "ChromaAssetModel", "ChromaCharts", "ChromaSplash", "ChromaRaster", "ChromaLimits", "ChromaFiles", "ColorCore"]),
        .testTarget(name: "ChromaChartsTests", dependencies: ["ChromaCharts", "ChromaPalette", "ChromaRaster", "ColorCore"]),
        .testTarget(
            name: "ChromaCSSTests",
            dependencies: ["ChromaCSS", "ChromaRaster", "ChromaOutput", "ChromaPNG", "ColorCore"],
            exclude: ["Fixtures/make_css_references.py"],
            resources: [.copy("Fixtures/cases.json"), .copy("Fixtures/references")]
        ),
        .testTarget(name: "ChromaAnimationTests", dependencies: ["ChromaAnimation"]),
        .testTarget(name: "ChromaJSONTests", dependencies: ["ChromaJSON", "ChromaLimits"]),
        .testTarget(
            name: "ChromaEncoderTests",
            dependencies: ["ChromaTestSupport", "ChromaWebP", "ChromaGIF", "ChromaVideo", "ChromaAnimation", "ChromaOutput", "ChromaSplash", "ChromaRaster", "ChromaFiles", "ColorCore",
                           "ChromaVectorAnimation", "ChromaPNG", "ChromaDocument", "PNGSpecDecoder"],
            exclude: ["Support/decode_animation.py", "Support/rlottie_compare.py", "Support/lottie_schema.py"]
        ),
        .testTarget(
            name: "ChromaPaletteTests",
            dependencies: ["ChromaPalette", "ChromaFiles", "ChromaLimits", "ColorCore"],
            exclude: ["Fixtures/make_dtcg_fixtures.py"],
            resources: [.copy("Fixtures/dtcg-colors.json")]
        ),
        .testTarget(
            name: "ChromaSVGTests",
            // Depends on the executable so the command tests can run the built `chroma`.
            dependencies: ["ChromaTestSupport", "ChromaSVG", "ChromaCharts", "ChromaPalette", "ChromaCSS", "ChromaText", "ChromaRaster", "ChromaPNG", "ColorCore", "chroma"]
        ),
        .testTarget(
            name: "ChromaSchemeTests",
            dependencies: ["ChromaScheme", "ChromaPalette", "ColorCore"],
            exclude: ["Fixtures/make_material_fixtures.py", "Fixtures/make_material_2025_fixtures.py"],
            resources: [.copy("Fixtures/material-vectors.json"), .copy("Fixtures/material-2025-vectors.json")]
        ),
        .testTarget(name: "ChromaTextTests", dependencies: ["ChromaText", "ChromaRaster", "ChromaOutput", "ChromaPNG", "ColorCore"]),
        // Snippets of SwiftUI written from Apple's documentation, compiled against `import Chroma`
        // as a downstream package would, each checked for the value SwiftUI gives.
        .testTarget(name: "SwiftUICorpusTests", dependencies: ["Chroma"], exclude: ["Fixtures"]),
        // Checks of the repository itself (the layering script), with no module to build.
        .testTarget(name: "RepositoryTests", dependencies: ["ChromaTestSupport"]),
        // Depends on the executable so the end-to-end tests can run the built `chroma`.
        // The preview server against real sockets (no browser, no CLI).
        .testTarget(name: "ChromaPreviewTests", dependencies: ["ChromaPreview"]),
        .testTarget(name: "ChromaCLITests", dependencies: ["ChromaTestSupport", "ChromaCLI", "ChromaDocument", "ChromaFiles", "ChromaLimits", "ChromaPalette", "ColorCore", "PNGSpecDecoder", "chroma", "chroma-preview"],
                    exclude: ["HelpSnapshots", "Support/preview_browser.py"]),
    ],
    swiftLanguageModes: [.v6]
)
