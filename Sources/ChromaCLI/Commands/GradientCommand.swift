import ArgumentParser
import ChromaCSS
import ChromaLimits
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

    @Argument(help: "The kind: linear, radial, angular or mesh.")
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

    @Option(parsing: .unconditional, help: "Linear: the start point (default leading).")
    var start: String = "leading"

    @Option(parsing: .unconditional, help: "Linear: the end point (default trailing).")
    var end: String = "trailing"

    @Option(parsing: .unconditional, help: "Radial and angular: the center (default center).")
    var center: String = "center"

    @Option(parsing: .unconditional, help: "Radial: the start radius in pixels.")
    var startRadius: Double = 0

    @Option(parsing: .unconditional, help: "Radial: the end radius in pixels (default half the shorter side).")
    var endRadius: Double?

    @Option(parsing: .unconditional, help: "Angular: the start angle in degrees.")
    var startAngle: Double = 0

    @Option(parsing: .unconditional, help: "Angular: the end angle in degrees.")
    var endAngle: Double = 360

    @Option(name: .customLong("in"), help: ArgumentHelp("The interpolation space: \(ArgumentReading.spaceNames).", valueName: "space"))
    var space: String = "device"

    @Option(help: "The hue method: shorter, longer, increasing or decreasing.")
    var hue: String = "shorter"

    @Option(help: "Beyond the ends: pad, repeat or reflect.")
    var spread: String = "pad"

    @Option(help: "The color under the gradient (default transparent).")
    var background: String?

    @Option(help: "Bits per channel: 8 or 16.")
    var depth: Int = 8

    @Flag(help: "Do not dither 8-bit output.")
    var noDither = false

    @Flag(help: "Compress faster, into a larger file.")
    var fast = false

    @Option(name: .shortAndLong, help: ArgumentHelp("The PNG file to write, or - for standard output.", valueName: "file"))
    var output: String?

    @Flag(help: "Print the gradient as CSS (for the canvas of --size) instead of writing a PNG.")
    var printCSS = false

    func run() throws {
        let (width, height) = try ArgumentReading.size(size)
        guard width <= SceneDecoder.maximumDimension, height <= SceneDecoder.maximumDimension else {
            throw ValidationError("invalid --size '\(size)': at most \(SceneDecoder.maximumDimension) pixels each way")
        }
        try ResourceLimits.check(width * height, .pixels, "--size \(size)")
        guard depth == 8 || depth == 16 else { throw ValidationError("invalid --depth \(depth); expected 8 or 16") }
        guard let spreadMode = SpreadMode(rawValue: spread) else {
            throw ValidationError("invalid --spread '\(spread)'; expected pad, repeat or reflect")
        }
        let interpolation = ColorInterpolation(space: try ArgumentReading.space(space), hue: try ArgumentReading.hueMethod(hue))
        if kind == .mesh {
            guard !printCSS else { throw ValidationError("--print-css: a mesh gradient has no CSS form") }
            try renderMesh(width: width, height: height, interpolation: interpolation)
            return
        }
        guard let stops else { throw ValidationError("missing --stops; a \(kind.rawValue) gradient needs colors, such as --stops '#ff0000,#0000ff'") }
        let gradient = try Self.parseStops(stops)
        for (name, value) in [("--start-radius", startRadius), ("--end-radius", endRadius ?? 0), ("--start-angle", startAngle), ("--end-angle", endAngle)] {
            guard value.isFinite else { throw ValidationError("invalid \(name) \(value); expected a finite number") }
        }
        let paint: Paint
        switch kind {
        case .linear:
            paint = .linear(LinearGradient(gradient: gradient, startPoint: try Self.parsePoint(start, "--start"),
                                           endPoint: try Self.parsePoint(end, "--end"), spread: spreadMode, interpolation: interpolation))
        case .radial:
            guard startRadius >= 0, (endRadius ?? 0) >= 0 else { throw ValidationError("invalid radius: radii must be 0 or more") }
            paint = .radial(RadialGradient(gradient: gradient, center: try Self.parsePoint(center, "--center"), startRadius: startRadius,
                                           endRadius: endRadius ?? Double(min(width, height)) / 2, spread: spreadMode, interpolation: interpolation))
        case .mesh:
            return
        case .angular:
            guard endAngle > startAngle else {
                throw ValidationError("invalid --end-angle \(endAngle): it must be greater than --start-angle \(startAngle)")
            }
            paint = .angular(AngularGradient(gradient: gradient, center: try Self.parsePoint(center, "--center"),
                                             startAngle: .degrees(startAngle), endAngle: .degrees(endAngle),
                                             spread: spreadMode, interpolation: interpolation))
        }
        if printCSS {
            do {
                print(try CSSWriter.css(for: paint, width: Double(width), height: Double(height)))
            } catch {
                throw ValidationError("--print-css: \(error)")
            }
            return
        }
        let scene = Scene(width: width, height: height, background: try background.map(ArgumentReading.color) ?? .clear,
                          depth: depth == 16 ? .sixteen : .eight, dither: !noDither, layers: [Layer(paint: paint)])
        try PNGOutput(try outputPath()).write { destination in
            try Renderer(threads: CommandEnvironment.threads).render(scene, to: destination, compression: fast ? .fast : .standard)
        }
    }

    /// The mesh form: a grid over the canvas, colors in order or drawn from the palette, inner
    /// vertices jittered, all from the seed.
    private func renderMesh(width: Int, height: Int, interpolation: ColorInterpolation) throws {
        let parts = grid.lowercased().split(separator: "x")
        guard parts.count == 2, let columns = Int(parts[0]), let rows = Int(parts[1]),
              columns >= 2, rows >= 2
        else {
            throw ValidationError("invalid --grid '\(grid)'; expected COLUMNSxROWS with at least 2 each, such as 3x3")
        }
        try ResourceLimits.check(max(columns, rows), .meshSide, "--grid \(grid)")
        guard let colors else { throw ValidationError("missing --colors; a mesh needs a palette, such as --colors '#ff6b6b,#feca57,#48dbfb'") }
        let palette = try Self.splitList(colors).map(ArgumentReading.color)
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
        let mesh = MeshGradient(width: columns, height: rows, points: points, colors: vertexColors, smoothsColors: !noSmooth,
                                monotone: monotone, interpolation: interpolation, background: .clear)
        let scene = Scene(width: width, height: height, background: try background.map(ArgumentReading.color) ?? .clear,
                          depth: depth == 16 ? .sixteen : .eight, dither: !noDither, layers: [Layer(paint: .mesh(mesh))])
        try PNGOutput(try outputPath()).write { destination in
            try Renderer(threads: CommandEnvironment.threads).render(scene, to: destination, compression: fast ? .fast : .standard)
        }
    }

    /// The -o path, which every form but --print-css needs.
    private func outputPath() throws -> String {
        guard let output else { throw ValidationError("missing -o FILE; expected the PNG file to write (or --print-css)") }
        return output
    }

    /// Splits on commas outside parentheses: `rgb(1, 2, 3),red` is two items.
    static func splitList(_ text: String) -> [String] {
        var items: [String] = []
        var depth = 0
        var current = ""
        for c in text {
            if c == "(" { depth += 1 }
            if c == ")" { depth -= 1 }
            if c == ",", depth == 0 {
                items.append(current.trimmingCharacters(in: .whitespaces))
                current = ""
            } else {
                current.append(c)
            }
        }
        items.append(current.trimmingCharacters(in: .whitespaces))
        return items
    }

    /// Reads `color[@location],…`, splitting on commas outside parentheses.
    static func parseStops(_ text: String) throws -> Gradient {
        let items = splitList(text)
        try ResourceLimits.check(items.count, .stops, "--stops")
        let elements: [Gradient.Element] = try items.map { item in
            let trimmed = item.trimmingCharacters(in: .whitespaces)
            guard !trimmed.isEmpty else { throw ValidationError("invalid --stops '\(text)': an empty stop; expected colors separated by commas") }
            if let at = trimmed.lastIndex(of: "@") {
                let locationText = trimmed[trimmed.index(after: at)...]
                guard let location = Double(locationText), location.isFinite else {
                    throw ValidationError("invalid stop location '\(locationText)' in --stops; expected a number such as 0.5")
                }
                return .color(try ArgumentReading.color(String(trimmed[..<at])), location: location)
            }
            return .color(try ArgumentReading.color(trimmed), location: nil)
        }
        do {
            return try Gradient(elements: elements)
        } catch let error as GradientError {
            throw ValidationError("invalid --stops: \(error.message)")
        }
    }

    /// Reads `x,y` in pixels or a unit point name.
    static func parsePoint(_ text: String, _ option: String) throws -> AnchorPoint {
        if let unit = UnitPoint.named[text] { return .unit(unit) }
        let parts = text.split(separator: ",")
        guard parts.count == 2, let x = Double(parts[0]), let y = Double(parts[1]), x.isFinite, y.isFinite else {
            throw ValidationError("invalid \(option) '\(text)'; expected x,y in pixels or a unit point name such as center or topLeading")
        }
        return .pixels(Point(x: x, y: y))
    }
}
