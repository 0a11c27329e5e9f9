import ChromaCSS
import ChromaCharts
import ChromaPalette
import ChromaRaster
import ChromaSVG
import ChromaText
import ColorCore
import Foundation

/// Pictures the SVG suites write both ways: every chart and sheet kind, gradients in several
/// spaces, spreads and shapes, embedded paints, text, at several sizes, steps and scales.
enum SVGCases {
    struct Case {
        var name: String
        var chart: Chart
    }

    static func color(_ text: String) -> Color { try! Color(parsing: text) }

    static let twelve = Palette(name: "Twelve", entries: [
        "#e63946", "#f1faee", "#a8dadc", "#457b9d", "#1d3557", "#ffb703", "#fb8500", "#8ecae6", "#219ebc", "#023047", "#2a9d8f", "#e9c46a",
    ].enumerated().map { Palette.Entry(name: "Color \($0.offset + 1)", color: color($0.element)) })

    static let five = Palette(name: "Five", entries: ["#264653", "#2a9d8f", "#e9c46a", "#f4a261", "#e76f51"].map {
        Palette.Entry(name: nil, color: color($0))
    })

    static func sheet(_ palette: Palette, columns: Int = 6, swatch: Int = 128, grid: Bool = false, simulate: Bool = false,
                      labels: [PaletteSheet.Label] = [.name, .hex]) -> Chart {
        var sheet = PaletteSheet(palette: palette, labels: labels, columns: columns, swatchSize: swatch, title: palette.name)
        sheet.contrastGrid = grid
        sheet.simulate = simulate
        return sheet.chart()
    }

    static func scene(_ width: Int, _ height: Int, background: Color = .clear, _ layers: [Layer]) -> Chart {
        Chart(scene: Scene(width: width, height: height, background: background, layers: layers))
    }

    static func stops(_ colors: [String]) -> Gradient { Gradient(colors: colors.map(color)) }

    static func linear(_ colors: [String], in space: ColorSpace = .srgb, hue: HueInterpolationMethod = .shorter,
                       spread: SpreadMode = .pad, from: UnitPoint = .leading, to: UnitPoint = .trailing) -> Paint {
        .linear(LinearGradient(gradient: stops(colors), startPoint: .unit(from), endPoint: .unit(to), spread: spread,
                               interpolation: ColorInterpolation(space: space, hue: hue)))
    }

    /// The charts and sheets.
    static var charts: [Case] {
        [
            Case(name: "sheet-12", chart: sheet(twelve)),
            Case(name: "sheet-12-x2", chart: sheet(twelve).scaled(by: 2)),
            Case(name: "sheet-5-grid-simulate", chart: sheet(five, columns: 3, swatch: 96, grid: true, simulate: true,
                                                             labels: [.hex, .oklch])),
            Case(name: "sheet-5-x1.5", chart: sheet(five, columns: 5, swatch: 64).scaled(by: 1.5)),
            Case(name: "chart-hsb-0.1", chart: Charts.hsbGrid(step: 0.1)),
            Case(name: "chart-hsb-0.25-full", chart: Charts.hsbGrid(step: 0.25, fullBrightness: true)),
            Case(name: "chart-hsb-0.05", chart: Charts.hsbGrid(step: 0.05)),
            Case(name: "chart-rgb-0.2-x2", chart: Charts.rgbGrid(step: 0.2).scaled(by: 2)),
            Case(name: "chart-strips", chart: Charts.strips()),
            Case(name: "chart-wheel", chart: Charts.wheel(hue: 0.6)),
            Case(name: "chart-harmony", chart: Charts.harmonies(of: color("#3366cc"))),
            Case(name: "chart-mixing", chart: Charts.mixing(pairs: [(color("white"), color("blue")), (color("red"), color("lime"))])),
            Case(name: "game-card", chart: GameCard(target: color("#8a5cf5"), base1: color("#ff0000"), base2: color("#0000ff"), ratio: 0.4,
                                                    score: 0.9).chart()),
        ]
    }

    /// Gradients, shapes, clips, opacity, embedded paints and text.
    static var scenes: [Case] {
        var cases: [Case] = []
        for (space, hue) in [(ColorSpace.srgb, HueInterpolationMethod.shorter), (.oklch, .shorter), (.oklch, .longer), (.oklab, .shorter),
                             (.lab, .shorter), (.srgbLinear, .shorter), (.hsl, .shorter), (.displayP3, .shorter)] {
            for size in [(512, 64), (97, 301)] {
                cases.append(Case(name: "linear-\(space.rawValue)-\(hue)-\(size.0)x\(size.1)",
                                  chart: scene(size.0, size.1, [Layer(paint: linear(["#ff0000", "#0044ff", "#ffee00"], in: space, hue: hue,
                                                                                    from: .topLeading, to: .bottomTrailing))])))
            }
        }
        cases.append(Case(name: "linear-translucent", chart: scene(300, 120, background: color("#204060"), [
            Layer(paint: linear(["rgb(255 0 0 / 0.1)", "rgb(0 255 128 / 0.9)", "transparent"], in: .oklch))])))
        cases.append(Case(name: "linear-repeat-reflect", chart: scene(400, 200, [
            Layer(paint: linear(["#1e3c72", "#ff7e5f"], in: .oklab, spread: .repeat, from: UnitPoint(x: 0.4, y: 0), to: UnitPoint(x: 0.6, y: 0)),
                  shape: .rect(Rect(x: 0, y: 0, width: 400, height: 100))),
            Layer(paint: linear(["#1e3c72", "#ff7e5f"], in: .oklab, spread: .reflect, from: UnitPoint(x: 0.4, y: 0), to: UnitPoint(x: 0.6, y: 0)),
                  shape: .rect(Rect(x: 0, y: 100, width: 400, height: 100))),
        ])))
        let hard = try! Gradient(elements: [.color(color("#ffcc00"), location: 0), .color(color("#ffcc00"), location: 0.5),
                                            .color(color("#0055aa"), location: 0.5), .hint(0.8), .color(color("#ffffff"), location: 1)])
        cases.append(Case(name: "linear-hard-hint", chart: scene(320, 80, [
            Layer(paint: .linear(LinearGradient(gradient: hard, startPoint: .unit(.leading), endPoint: .unit(.trailing),
                                                interpolation: ColorInterpolation(space: .oklch))))])))
        for spread in SpreadMode.allCases {
            cases.append(Case(name: "radial-\(spread.rawValue)", chart: scene(256, 256, background: .white, [
                Layer(paint: .radial(RadialGradient(gradient: stops(["#fff3b0", "#e09f3e", "#9e2a2b"]), center: .unit(.center),
                                                    startRadius: 0, endRadius: spread == .pad ? 128 : 40, spread: spread,
                                                    interpolation: ColorInterpolation(space: .oklch))))])))
        }
        cases.append(Case(name: "radial-ring-elliptical", chart: scene(300, 200, background: .white, [
            Layer(paint: .radial(RadialGradient(gradient: stops(["#ff006e", "#3a86ff"]), center: .unit(.center), startRadius: 30,
                                                endRadius: 90, interpolation: .perceptual)),
                  shape: .ellipse(Rect(x: 10, y: 10, width: 180, height: 180))),
            Layer(paint: .elliptical(EllipticalGradient(gradient: stops(["#ffbe0b", "#8338ec"]), startRadiusFraction: 0.1, endRadiusFraction: 0.5,
                                                        interpolation: ColorInterpolation(space: .lch))),
                  shape: .roundedRect(Rect(x: 195, y: 20, width: 100, height: 160), cornerRadius: 24, style: .continuous)),
        ])))
        cases.append(Case(name: "embedded-angular-mesh", chart: scene(320, 200, background: color("#101010"), [
            Layer(paint: .angular(AngularGradient(gradient: stops(["red", "yellow", "lime", "cyan", "blue", "magenta", "red"]))),
                  shape: .circle(center: Point(x: 90, y: 100), radius: 80)),
            Layer(paint: .mesh(MeshGradient(width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]],
                                            colors: [color("indigo"), color("teal"), color("purple"), color("#98ff98")])),
                  shape: .roundedRect(Rect(x: 190, y: 20, width: 120, height: 160), cornerRadius: 30, style: .circular), opacity: 0.8),
        ])))
        var star = Path()
        for k in 0..<5 {
            let angle = Double(k) * 4 * .pi / 5 - .pi / 2
            let p = Point(x: 100 + 80 * cos(angle), y: 100 + 80 * sin(angle))
            if k == 0 { star.move(to: p) } else { star.addLine(to: p) }
        }
        star.closeSubpath()
        cases.append(Case(name: "shapes-clip-opacity", chart: scene(400, 200, background: .white, [
            Layer(paint: .solid(color("#2a9d8f")), shape: .path(star, fillRule: .evenOdd)),
            Layer(paint: .solid(color("#e76f51")), shape: .rect(Rect(x: 200, y: 20, width: 180, height: 160)),
                  clip: .circle(center: Point(x: 290, y: 100), radius: 70), opacity: 0.6),
            Layer(paint: linear(["#264653", "#e9c46a"], in: .oklch), shape: .roundedRect(Rect(x: 230, y: 60, width: 120, height: 80),
                                                                                         cornerRadius: 16, style: .continuous), opacity: 0.5),
        ])))
        let css = try! CSSImage(parsing: "linear-gradient(in oklch 135deg, #ff6b6b, #4d96ff)")
        cases.append(Case(name: "css-oklch-640x320", chart: Chart(scene: Scene(width: 640, height: 320, layers: try! css.layers(width: 640, height: 320)))))
        let title = Font.dejaVuSansBold.layer(for: "Sunset & <dusk>", size: 40, at: Point(x: 20, y: 70),
                                              paint: linear(["#ff7e5f", "#feb47b"], in: .oklch))
        let caption = Font.dejaVuSans.layer(for: "text stays text", size: 18, at: Point(x: 22, y: 110), paint: .solid(.white), opacity: 0.8)
        cases.append(Case(name: "text-scene", chart: scene(420, 140, background: color("#1e3c72"), [title, caption])))
        return cases
    }
}

extension SVGDocument {
    /// A chart as the command line hands it to the output wing: its scene, title and swatch groups.
    init(chart: Chart) {
        self.init(scene: chart.scene, title: chart.title ?? "Chroma drawing",
                  swatches: chart.swatches.compactMap { $0.layers.isEmpty ? nil : Swatch(layers: $0.layers, color: $0.color, name: $0.name) })
    }
}
