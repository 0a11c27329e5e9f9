import ArgumentParser
import ChromaCSS
import ChromaLimits
import ChromaOutput
import ChromaPNG
import ChromaRaster
import ColorCore
import Foundation

/// `chroma gradient linear|radial|angular --size WxH --stops … -o OUT.png`.
struct GradientCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gradient",
        abstract: "Render a linear, radial, angular or mesh gradient to a PNG.",
        discussion: """
            Stops are comma-separated colors, each optionally followed by @location (0…1): \
            "#ff0000,#0000ff@0.7,white". Points are x,y in pixels or a unit point name (center, \
            top, topLeading, bottomTrailing, …). Angles are degrees, 0° along +x, clockwise. A mesh \
            takes --grid and --colors: as many colors as vertices are used in order, otherwise each vertex \
            draws one from the palette with --seed; --jitter moves the inner vertices.

            Example: chroma gradient linear --size 512x256 --stops '#1e3c72,#ff7e5f' --start leading --end trailing -o ramp.png
            Example: chroma gradient mesh --size 1024x640 --grid 4x3 --colors '#ff6b6b,#feca57,#48dbfb,#5f27cd' --seed 7 --jitter 0.3 -o wallpaper.png
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

    @Option(help: "Mesh: the colors, comma-separated.")
    var colors: String?

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

    @Option(name: .shortAndLong, help: ArgumentHelp("The PNG file to write, or - for standard output.", valueName: "file"))
    var output: String?

    @Flag(help: "Print the gradient as CSS (for the canvas of --size) instead of writing a PNG.")
    var printCSS = false

    func run() throws {
        let (width, height) = try ArgumentReading.size(size)
        try ResourceLimits.check(width * height, .pixels, "--size \(size)")
        let interpolation = ColorInterpolation(space: space, hue: hue)
        if kind == .mesh, printCSS { throw ValidationError("--print-css: a mesh gradient has no CSS form") }
        let paint = kind == .mesh ? Paint.mesh(try mesh(width: width, height: height, interpolation: interpolation))
            : try gradient(width: width, height: height, interpolation: interpolation)
        if printCSS {
            do {
                print(try CSSWriter.css(for: paint, width: Double(width), height: Double(height)))
            } catch {
                throw ValidationError("--print-css: \(error)")
            }
            return
        }
        guard let output else { throw ValidationError("missing -o FILE; expected the PNG file to write (or --print-css)") }
        let scene = Scene(width: width, height: height, background: try background.map(ArgumentReading.color) ?? .clear,
                          layers: [Layer(paint: paint)])
        try DrawingOutput.write(Drawing(scene: scene), pixels: pixels, options: drawing, compression: compression, to: output)
    }

    /// The linear, radial or angular paint.
    private func gradient(width: Int, height: Int, interpolation: ColorInterpolation) throws -> Paint {
        guard let stops else { throw ValidationError("missing --stops; a \(kind.rawValue) gradient needs colors, such as --stops '#ff0000,#0000ff'") }
        let gradient = try ArgumentReading.stops(stops)
        switch kind {
        case .linear:
            let startPoint = try ArgumentReading.point(start, "--start"), endPoint = try ArgumentReading.point(end, "--end")
            ArgumentReading.warnIfUnitLike([("--start", start, startPoint), ("--end", end, endPoint)], width: width, height: height)
            return .linear(LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint, spread: spread,
                                          interpolation: interpolation, gamut: gamut))
        case .radial:
            let startRadius = try ArgumentReading.number(self.startRadius, "--start-radius", in: 0...1e6, unit: "pixels")
            let endRadius = try endRadius.map { try ArgumentReading.number($0, "--end-radius", in: 0...1e6, unit: "pixels") }
            let centerPoint = try ArgumentReading.point(center, "--center")
            ArgumentReading.warnIfUnitLike([("--center", center, centerPoint)], width: width, height: height)
            return .radial(RadialGradient(gradient: gradient, center: centerPoint, startRadius: startRadius,
                                          endRadius: endRadius ?? Double(min(width, height)) / 2, spread: spread, interpolation: interpolation,
                                          gamut: gamut))
        default:
            let start = try ArgumentReading.number(startAngle, "--start-angle", in: -36_000...36_000, unit: "degrees")
            let end = try ArgumentReading.number(endAngle, "--end-angle", in: -36_000...36_000, unit: "degrees")
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

    /// The mesh form: a grid over the canvas, colors in order or drawn from the palette, inner
    /// vertices jittered, all from the seed.
    private func mesh(width: Int, height: Int, interpolation: ColorInterpolation) throws -> MeshGradient {
        let parts = grid.lowercased().split(separator: "x")
        guard parts.count == 2, let columns = Int(parts[0]), let rows = Int(parts[1]),
              columns >= 2, rows >= 2
        else {
            throw ValidationError("invalid --grid '\(grid)'; expected COLUMNSxROWS with at least 2 each, such as 3x3")
        }
        try ResourceLimits.check(max(columns, rows), .meshSide, "--grid \(grid)")
        guard let colors else { throw ValidationError("missing --colors; a mesh needs a palette, such as --colors '#ff6b6b,#feca57,#48dbfb'") }
        let palette = try ArgumentReading.colors(colors, option: "--colors")
        guard jitter.isFinite, (0...0.5).contains(jitter) else { throw ValidationError("invalid --jitter \(jitter); expected 0 to 0.5 of a cell") }
        var random = SplitMix64(seed: seed)
        let count = columns * rows
        let vertexColors = palette.count == count ? palette : (0..<count).map { _ in palette[Int(random.next() % UInt64(palette.count))] }
        let cellWidth = Double(width) / Double(columns - 1), cellHeight = Double(height) / Double(rows - 1)
        let points = (0..<rows).flatMap { r in
            (0..<columns).map { c -> MeshPoint in
                var x = Double(c) * cellWidth, y = Double(r) * cellHeight
                // Inner vertices move freely; border vertices slide along their border.
                if c > 0 && c < columns - 1 { x += (random.unit() * 2 - 1) * jitter * cellWidth }
                if r > 0 && r < rows - 1 { y += (random.unit() * 2 - 1) * jitter * cellHeight }
                return MeshPoint(position: Point(x: x, y: y))
            }
        }
        return MeshGradient(width: columns, height: rows, points: points, colors: vertexColors, smoothsColors: !noSmooth,
                            monotone: monotone, interpolation: interpolation, background: .clear, gamut: gamut)
    }
}
