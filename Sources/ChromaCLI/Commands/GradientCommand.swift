import ArgumentParser
import ChromaCSS
import ChromaLimits
import ChromaOutput
import ChromaRaster
import ColorCore
import Foundation

/// `chroma gradient linear|radial|angular --size WxH --stops … -o OUT.png`.
struct GradientCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gradient",
        abstract: "Render a linear, radial, angular or mesh gradient to a PNG, SVG, WebP or GIF, or as app assets.",
        discussion: """
            Stops are comma-separated colors, each optionally followed by @location (0…1): \
            "#ff0000,#0000ff@0.7,white". Points are x,y in pixels or a unit point name (center, \
            top, topLeading, bottomTrailing, …). Angles are degrees, 0° along +x, clockwise. A mesh \
            takes --grid and --colors: as many colors as vertices are used in order, otherwise each vertex \
            draws one from the palette with --seed; --jitter moves the inner vertices. --points gives the \
            vertices as SwiftUI's MeshGradient does, unit points of the canvas ((0,0) top-left, (1,1) \
            bottom-right), row by row, with one --colors color per vertex.

            Example: chroma gradient linear --size 512x256 --stops '#1e3c72,#ff7e5f' --start leading --end trailing -o ramp.png
            Example: chroma gradient mesh --size 1024x640 --grid 4x3 --colors '#ff6b6b,#feca57,#48dbfb,#5f27cd' --seed 7 --jitter 0.3 -o wallpaper.png
            Example: chroma gradient mesh --grid 3x3 --points '[0,0],[0.5,0],[1,0],[0,0.5],[0.8,0.2],[1,0.5],[0,1],[0.5,1],[1,1]' --colors 'red,purple,indigo,orange,white,blue,yellow,green,teal' -o mesh.png
            """
    )

    enum Kind: String, ExpressibleByArgument, CaseIterable {
        case linear, radial, angular, mesh
    }

    @Argument(help: "The kind of gradient.")
    var kind: Kind

    @Option(help: ArgumentHelp("The canvas, WIDTHxHEIGHT in pixels.", valueName: "size"))
    var size: String = "512x512"

    @Option(help: "Linear, radial, angular: the stops, colors with optional @location, comma-separated.")
    var stops: String?

    @Option(help: ArgumentHelp("Mesh: vertices across and down, COLUMNSxROWS (2 to 64 each).", valueName: "grid"))
    var grid: String = "3x3"

    @Option(help: "Mesh: the colors, comma-separated (with --points, one per vertex).")
    var colors: String?

    @Option(help: ArgumentHelp("Mesh: the vertices as SwiftUI's unit points, row by row, COLUMNS×ROWS of them: '[0,0],[0.5,0],[1,0],…' or '0,0 0.5,0 1,0 …'.", valueName: "points"))
    var points: String?

    @Option(help: "Mesh: the seed for drawing colors and jitter.")
    var seed: UInt64 = 0

    @Option(help: "Mesh: how far inner vertices move, as a fraction of a cell (0…0.5).")
    var jitter: Double = 0

    @Flag(help: "Mesh: bilinear colors inside each patch instead of smooth ones.")
    var noSmooth = false

    @Flag(inversion: .prefixedNo, help: "Mesh: keep smooth colors within each patch's corner colors (on by default: no overshoot into clipped colors).")
    var monotone = true

    @Option(parsing: .unconditional, help: "Linear: the start point.")
    var start: String = "leading"

    @Option(parsing: .unconditional, help: "Linear: the end point.")
    var end: String = "trailing"

    @Option(parsing: .unconditional, help: "Radial and angular: the center.")
    var center: String = "center"

    @Option(parsing: .unconditional, help: "Radial: the start radius in pixels.")
    var startRadius: Double = 0

    @Option(parsing: .unconditional, help: "Radial: the end radius in pixels (default half the shorter side).")
    var endRadius: Double?

    @Option(parsing: .unconditional, help: "Angular: the start angle in degrees.")
    var startAngle: Double = 0

    @Option(parsing: .unconditional, help: "Angular: the end angle in degrees.")
    var endAngle: Double = 360

    @Option(name: .customLong("in"), help: ArgumentHelp("The interpolation space.", valueName: "space"))
    var space: ColorSpace = .srgb

    @Option(help: "The hue method.")
    var hue: HueInterpolationMethod = .shorter

    @Option(help: "Beyond the ends.")
    var spread: SpreadMode = .pad

    @Option(help: "Colors outside the output gamut: map (CSS Color 4's gamut mapping, smooth) or clip (each channel clamped, as browsers do).")
    var gamut: GamutMode = .map

    @Option(help: "The color under the gradient (default transparent).")
    var background: String?

    @OptionGroup var pixels: PixelOptions
    @OptionGroup var drawing: DrawingOptions
    @OptionGroup var compression: CompressionOptions

    @OptionGroup var destination: OutputOptions<GradientDestination>

    /// The image to write, nil without `-o`.
    var output: String? { destination.given }

    @Flag(help: "Print the gradient as CSS (for the canvas of --size) instead of writing a file.")
    var printCSS = false

    func run() throws {
        // An asset destination draws at sizes of its own: --size sets only the shape.
        let asset = output.map { (try? drawing.assets.output(for: $0)) != nil } ?? false
        try ResourceLimits.$canvasIsShapeOnly.withValue(asset) { try draw() }
    }

    private func draw() throws {
        let (width, height) = try ArgumentReading.size(size)
        try ResourceLimits.checkCanvas(width: width, height: height, "--size \(size)")
        let interpolation = ColorInterpolation(space: space, hue: hue)
        if kind == .mesh, printCSS { throw ValidationError("--print-css: a mesh gradient has no CSS form") }
        let paint = try self.paint(width: width, height: height, interpolation: interpolation)
        if printCSS {
            let css: String
            do {
                css = try CSSWriter.css(for: paint, width: Double(width), height: Double(height))
            } catch {
                throw ValidationError("--print-css: \(error)")
            }
            try StandardOutput.line(css)
            return
        }
        guard let output else { throw ValidationError("missing -o FILE: \(GradientDestination.missing)") }
        let scene = Scene(width: width, height: height, background: try background.map(ArgumentReading.color) ?? .clear,
                          layers: [Layer(paint: paint)])
        try DrawingOutput.write(Drawing(scene: scene), pixels: pixels, options: drawing, compression: compression, to: output)
    }

    /// The paint of the kind asked for.
    private func paint(width: Int, height: Int, interpolation: ColorInterpolation) throws -> Paint {
        switch kind {
        case .mesh:
            return .mesh(try mesh(width: width, height: height, interpolation: interpolation))
        case .linear:
            let gradient = try stopsGradient()
            let startPoint = try ArgumentReading.point(start, "--start"), endPoint = try ArgumentReading.point(end, "--end")
            ArgumentReading.warnIfUnitLike([("--start", start, startPoint), ("--end", end, endPoint)], width: width, height: height)
            return .linear(LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint, spread: spread,
                                          interpolation: interpolation, gamut: gamut))
        case .radial:
            let gradient = try stopsGradient()
            let startRadius = try ArgumentReading.check(self.startRadius, "--start-radius", .length)
            let endRadius = try endRadius.map { try ArgumentReading.check($0, "--end-radius", .length) }
            let centerPoint = try ArgumentReading.point(center, "--center")
            ArgumentReading.warnIfUnitLike([("--center", center, centerPoint)], width: width, height: height)
            return .radial(RadialGradient(gradient: gradient, center: centerPoint, startRadius: startRadius,
                                          endRadius: endRadius ?? Double(min(width, height)) / 2, spread: spread, interpolation: interpolation,
                                          gamut: gamut))
        case .angular:
            let gradient = try stopsGradient()
            let start = try ArgumentReading.check(startAngle, "--start-angle", .angle)
            let end = try ArgumentReading.check(endAngle, "--end-angle", .angle)
            guard end > start else {
                throw ValidationError("invalid --end-angle \(end): it must be greater than --start-angle \(start)")
            }
            let centerPoint = try ArgumentReading.point(center, "--center")
            ArgumentReading.warnIfUnitLike([("--center", center, centerPoint)], width: width, height: height)
            return .angular(AngularGradient(gradient: gradient, center: centerPoint,
                                            startAngle: .degrees(start), endAngle: .degrees(end), spread: spread, interpolation: interpolation,
                                            gamut: gamut))
        }
    }

    /// The stops of a linear, radial or angular gradient.
    private func stopsGradient() throws -> Gradient {
        guard let stops else { throw ValidationError("missing --stops; a \(kind.rawValue) gradient needs colors, such as --stops '#ff0000,#0000ff'") }
        return try ArgumentReading.stops(stops)
    }

    /// The mesh form: ``MeshGradient/seeded(columns:rows:colors:seed:jitter:in:smoothsColors:monotone:interpolation:background:gamut:)``
    /// over the canvas.
    private func mesh(width: Int, height: Int, interpolation: ColorInterpolation) throws -> MeshGradient {
        let (columns, rows) = try ArgumentReading.pair(grid, option: "--grid", range: .meshGridSide,
                                                       expected: "COLUMNSxROWS with at least 2 each, such as 3x3")
        try ResourceLimits.check(max(columns, rows), .meshSide, "--grid \(grid)")
        guard let colors else { throw ValidationError("missing --colors; a mesh needs a palette, such as --colors '#ff6b6b,#feca57,#48dbfb'") }
        let palette = try ArgumentReading.colors(colors, option: "--colors")
        if let points {
            return try unitMesh(points, columns: columns, rows: rows, colors: palette, interpolation: interpolation)
        }
        try ArgumentReading.check(jitter, "--jitter", .jitter)
        try ArgumentReading.check(Double(seed), "--seed", .seed)
        do {
            return try MeshGradient.seeded(columns: columns, rows: rows, colors: palette, seed: seed, jitter: jitter,
                                           in: Rect(x: 0, y: 0, width: Double(width), height: Double(height)), smoothsColors: !noSmooth,
                                           monotone: monotone, interpolation: interpolation, gamut: gamut)
        } catch {
            throw ValidationError("invalid mesh: \(error)")
        }
    }

    /// `--points`: SwiftUI's `MeshGradient(width:height:points:colors:)`, unit points of the canvas
    /// row by row, one color per vertex.
    private func unitMesh(_ text: String, columns: Int, rows: Int, colors: [Color], interpolation: ColorInterpolation) throws -> MeshGradient {
        let count = columns * rows
        if seed != 0 || jitter != 0 { throw ValidationError("--seed and --jitter place a seeded mesh's vertices; --points gives them, so leave them out") }
        let items = text.split(whereSeparator: { ",; \t\n[]()".contains($0) })
        var numbers: [Double] = []
        for item in items {
            guard let value = Double(item), value.isFinite else {
                throw ValidationError("invalid --points: '\(TerminalText.escaped(String(item.prefix(40))))' is not a number; expected x,y unit points such as '[0,0],[0.5,0],[1,0]'")
            }
            numbers.append(try ArgumentReading.check(value, "--points", .coordinate))
        }
        guard numbers.count == 2 * count else {
            throw ValidationError("invalid --points: \(numbers.count % 2 == 0 ? "\(numbers.count / 2) points" : "\(numbers.count) numbers (an odd count)") for a \(columns)×\(rows) --grid; expected \(count) x,y unit points, row by row")
        }
        guard colors.count == count else {
            throw ValidationError("invalid --colors: \(colors.count) colors for the \(count) vertices of --points on a \(columns)×\(rows) --grid; expected one color per vertex")
        }
        let vertices = (0..<count).map { MeshPoint(position: Point(x: numbers[2 * $0], y: numbers[2 * $0 + 1])) }
        var mesh = MeshGradient(width: columns, height: rows, points: vertices, colors: colors, smoothsColors: !noSmooth,
                                monotone: monotone, interpolation: interpolation, gamut: gamut)
        mesh.coordinates = .unit
        return mesh
    }
}
