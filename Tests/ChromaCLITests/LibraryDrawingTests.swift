import ChromaCharts
import ChromaDocument
import ChromaOutput
import ChromaPNG
import ChromaRaster
import ColorCore
import Foundation
import Testing
@testable import ChromaCLI

/// The command line draws through the library: `gradient mesh --seed --jitter` is
/// ``MeshGradient/seeded(columns:rows:colors:seed:jitter:in:smoothsColors:monotone:interpolation:background:gamut:)``
/// (also a document's `{"mesh": {"grid": …}}`), and `swatch` is ``Charts/swatchRow(_:cellWidth:cellHeight:)``
/// rendered by the renderer and the PNG writer, with the pixels the command wrote before.
@Suite struct LibraryDrawingTests {
    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("chroma-library-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static func run(_ arguments: [String]) throws {
        var command = try ChromaCommand.parseAsRoot(arguments)
        try command.run()
    }

    /// The mesh as `gradient mesh` built it before it was a library API, step for step.
    static func referenceMesh(width: Int, height: Int, columns: Int, rows: Int, palette: [Color], seed: UInt64, jitter: Double,
                              smooth: Bool, monotone: Bool) -> MeshGradient {
        var random = SplitMix64(seed: seed)
        let count = columns * rows
        let vertexColors = palette.count == count ? palette : (0..<count).map { _ in palette[Int(random.next() % UInt64(palette.count))] }
        let cellWidth = Double(width) / Double(columns - 1), cellHeight = Double(height) / Double(rows - 1)
        let points = (0..<rows).flatMap { r in
            (0..<columns).map { c -> MeshPoint in
                var x = Double(c) * cellWidth, y = Double(r) * cellHeight
                if c > 0 && c < columns - 1 { x += (random.unit() * 2 - 1) * jitter * cellWidth }
                if r > 0 && r < rows - 1 { y += (random.unit() * 2 - 1) * jitter * cellHeight }
                return MeshPoint(position: Point(x: x, y: y))
            }
        }
        return MeshGradient(width: columns, height: rows, points: points, colors: vertexColors, smoothsColors: smooth,
                            monotone: monotone, interpolation: .device, background: .clear, gamut: .map)
    }

    /// (size, grid, colors, seed, jitter, extra arguments): palettes drawn from and given in
    /// order, every jitter end, grids from the smallest up, bilinear and non-monotone too.
    static let meshes: [(Int, Int, Int, Int, [String], UInt64, Double, [String])] = [
        (64, 40, 4, 3, ["#ff6b6b", "#feca57", "#48dbfb", "#5f27cd"], 7, 0.3, []),
        (33, 17, 2, 2, ["red", "blue"], 0, 0, []),
        (50, 50, 3, 3, ["red", "lime", "blue"], UInt64.max >> 11, 0.5, ["--no-smooth"]),
        (40, 24, 5, 2, ["#000", "#fff", "#f00", "#0f0", "#00f", "#ff0", "#0ff", "#f0f", "#888", "#444"], 123_456_789, 0.25, ["--no-monotone"]),
        (20, 60, 2, 6, ["oklch(70% 0.2 30)", "oklch(60% 0.25 250)"], 42, 0.1, []),
    ]

    @Test(arguments: meshes.indices)
    func theSeededMeshDrawsWhatTheCommandDrewBefore(_ index: Int) throws {
        let (width, height, columns, rows, palette, seed, jitter, extra) = Self.meshes[index]
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("mesh.png").path
        try Self.run(["gradient", "mesh", "--size", "\(width)x\(height)", "--grid", "\(columns)x\(rows)", "--colors", palette.joined(separator: ","),
                      "--seed", "\(seed)", "--jitter", "\(jitter)", "-o", path] + extra)
        let colors = try palette.map { try Color(parsing: $0) }
        let reference = Self.referenceMesh(width: width, height: height, columns: columns, rows: rows, palette: colors, seed: seed, jitter: jitter,
                                           smooth: !extra.contains("--no-smooth"), monotone: !extra.contains("--no-monotone"))
        let expected = try #require(try Renderer(threads: 1).render(Scene(width: width, height: height, layers: [Layer(paint: .mesh(reference))]),
                                                                    to: .memory))
        let written = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(written == expected, "mesh \(index): the file differs from the mesh drawn before")

        // The document key draws the same mesh over the canvas.
        let document = """
            {"width": \(width), "height": \(height), "layers": [{"paint": {"mesh": {"grid": "\(columns)x\(rows)", \
            "colors": [\(palette.map { "\"\($0)\"" }.joined(separator: ", "))], "seed": \(seed), "jitter": \(jitter), \
            "smoothsColors": \(!extra.contains("--no-smooth")), "monotone": \(!extra.contains("--no-monotone"))}}}]}
            """
        guard case .scene(let scene) = try DocumentReader.read(Array(document.utf8), syntax: .json) else {
            Issue.record("the document is not a scene")
            return
        }
        #expect(try Renderer(threads: 1).render(scene, to: .memory) == expected, "mesh \(index): the document draws another mesh")
    }

    @Test func theSeededMeshSaysWhatIsWrong() throws {
        let area = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect { try MeshGradient.seeded(columns: 3, rows: 3, colors: [], in: area) } throws: {
            ($0 as? MeshError)?.message == "a seeded mesh needs at least one color"
        }
        #expect { try MeshGradient.seeded(columns: 3, rows: 1, colors: [.red], in: area) } throws: {
            ($0 as? MeshError)?.message == "the grid's rows: expected a whole number from 2 to 65535 vertices, found 1"
        }
        #expect(throws: MeshError.self) { try MeshGradient.seeded(columns: 65, rows: 3, colors: [.red], in: area) }
        let document = #"{"width": 8, "height": 8, "layers": [{"paint": {"mesh": {"grid": "3x3", "colors": ["red"], "points": []}}}]}"#
        #expect(throws: DocumentError.self) { try DocumentReader.read(Array(document.utf8), syntax: .json) }
        let stray = #"{"width": 8, "height": 8, "layers": [{"paint": {"mesh": {"width": 2, "height": 2, "seed": 3, "points": [], "colors": []}}}]}"#
        do {
            _ = try DocumentReader.read(Array(stray.utf8), syntax: .json)
            Issue.record("a seed without a grid was accepted")
        } catch let error as DocumentError {
            #expect(error.description.contains("seed belongs to a seeded mesh"))
        }
    }

    /// The swatch pixels as `swatch` wrote them before it drew through the library: each color
    /// gamut-mapped into the file's space, 16-bit components round(v × 65535), and at 8 bits
    /// round(v16 / 257).
    static func referencePixel(_ color: Color, profile: OutputColorSpace, depth: ColorDepth) -> SIMD4<UInt16> {
        let c = color.gamutMapped(to: profile.colorSpace).components
        let q = { (v: Double) in UInt16((min(max(v.isNaN ? 0 : v, 0), 1) * 65535).rounded()) }
        let wide = SIMD4<UInt32>(UInt32(q(c.x)), UInt32(q(c.y)), UInt32(q(c.z)), UInt32(q(color.resolvedOpacity)))
        let stored = depth == .eight ? (wide &* 255 &+ 32895) &>> 16 : wide
        return SIMD4<UInt16>(truncatingIfNeeded: stored)
    }

    /// Colors across the cube, in and out of gamut, opaque and translucent.
    static let swatchColors: [String] = {
        var colors = ["black", "white", "gray", "red", "#808080", "#7f7f7f", "#010203", "#fefdfc", "color(display-p3 1 0 0)",
                      "oklch(70% 0.4 140)", "lab(50% 120 -120)", "hsl(200 100% 50%)", "#123456"]
        for step in stride(from: 0, through: 255, by: 17) {
            colors.append(String(format: "#%02x%02x%02x", step, 255 - step, (step * 7) % 256))
        }
        return colors
    }()

    @Test(arguments: [ColorDepth.eight, .sixteen], [OutputColorSpace.srgb, .displayP3])
    func swatchesKeepTheirPixelsThroughTheLibrary(depth: ColorDepth, profile: OutputColorSpace) throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("swatches.png").path
        try Self.run(["swatch"] + Self.swatchColors + ["--size", "3x2", "--depth", "\(depth.rawValue)", "--profile", profile.rawValue, "-o", path])
        let image = try PNGReader.read(contentsOf: path)
        #expect(image.width == 3 * Self.swatchColors.count && image.height == 2)
        #expect(image.fileColorType == 2, "opaque swatches are written as RGB")
        #expect(image.fileBitDepth == depth.rawValue)
        for (index, text) in Self.swatchColors.enumerated() {
            let expected = Self.referencePixel(try Color(parsing: text), profile: profile, depth: depth)
            for x in 3 * index..<3 * index + 3 {
                for y in 0..<2 {
                    #expect(image[x, y] == expected, "\(text) at (\(x), \(y)), \(depth.rawValue) bits, \(profile.rawValue)")
                }
            }
        }
    }

    @Test(arguments: [ColorDepth.eight, .sixteen])
    func translucentSwatchesKeepTheirPixels(depth: ColorDepth) throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("swatches.png").path
        let colors = ["#0000ff80", "rgb(255 0 0 / 0.5)", "#ffffff01", "#12345678", "transparent", "oklch(70% 0.2 30 / 0.25)", "red"]
        try Self.run(["swatch"] + colors + ["--size", "2x1", "--depth", "\(depth.rawValue)", "-o", path])
        let image = try PNGReader.read(contentsOf: path)
        #expect(image.fileColorType == 6)
        for (index, text) in colors.enumerated() {
            let expected = Self.referencePixel(try Color(parsing: text), profile: .srgb, depth: depth)
            let found = image[2 * index, 0]
            // A fully transparent pixel has no color to keep.
            if expected.w == 0 {
                #expect(found.w == 0, "\(text)")
            } else {
                #expect(found == expected, "\(text), \(depth.rawValue) bits")
            }
        }
    }

    @Test func aSwatchRowWiderThanACanvasIsRefused() throws {
        #expect { try Charts.swatchRow([.red, .blue], cellWidth: 40000, cellHeight: 1) } throws: {
            ($0 as? ChartError)?.message == "2 swatches of 40000 pixels make the image 80000 pixels wide; at most 65535"
        }
        do {
            try Self.run(["swatch", "red", "blue", "--size", "40000x1", "-o", "/nonexistent-chroma/x.png"])
            Issue.record("a row of 80000 pixels was accepted")
        } catch {
            #expect(ChromaCommand.message(for: error) == "2 swatches of 40000 pixels make the image 80000 pixels wide; at most 65535 (--size 40000x1)")
        }
    }
}
