import ChromaLimits
import ChromaCharts
import ChromaPalette
import ChromaScheme
import ColorCore

/// A palette sheet document:
///
/// ```json
/// {"palette": {"colors": ["#1e3c72", "coral"] | "from": "sunset.gpl", "labels": ["name", "hex"],
///              "columns": 4, "size": 128, "spacing": 20, "title": "Sunset", "background": "#f7f7f7"}}
/// ```
/// `from` is relative to the document's folder. Or palettes generated from a seed, drawn as a
/// tone sheet (see `chroma palette generate`):
///
/// ```json
/// {"palette": {"generate": {"seed": "#6750a4", "system": "material", "variant": "tonalSpot",
///              "spec": 2021, "contrastLevel": 0, "tones": [0, 10, …]}, "title": "…", "scale": 1}}
/// ```
/// (`spec` 2021 or 2025, a number or a string) with `gamut` for a scale, `ratios`, `against` and `metric` for contrast steps, `name` for both.
enum PaletteSheetSection {
    static func chart(_ node: DocumentNode, context: DocumentContext, environment: EnvironmentValues = EnvironmentValues()) throws -> Chart {
        let fields = try node.object(keys: ["colors", "from", "labels", "columns", "size", "spacing", "title", "background", "scale", "generate"])
        if let generate = fields["generate"] {
            for key in ["colors", "from", "labels", "columns", "size", "spacing", "background"] where fields.has(key) {
                throw node.error("give generate or \(key), not both (a generated sheet takes title and scale)")
            }
            return try generatedChart(fields, generate)
        }
        let palette: Palette
        if let from = fields["from"] {
            guard !fields.has("colors") else { throw node.error("give colors or from, not both") }
            palette = try context.palette(from)
        } else if let colors = fields["colors"] {
            palette = Palette(entries: try colors.paletteEntries())
        } else {
            throw node.error("missing key \"colors\" or \"from\"")
        }
        var sheet = PaletteSheet(palette: palette, labels: try fields["labels"]?.sheetLabels() ?? [.name, .hex],
                                 columns: try fields["columns"]?.integer(in: .columns) ?? 6,
                                 swatchSize: try fields["size"]?.integer(in: .swatchSize) ?? 128,
                                 spacing: try fields["spacing"]?.integer(in: .spacing) ?? 20,
                                 title: try fields["title"]?.label() ?? palette.name.map { String($0.prefix(200)) },
                                 background: try fields["background"]?.color() ?? ChartInk.sheetPage)
        sheet.environment = environment
        do {
            try sheet.validate()
        } catch let failure as PaletteError {
            throw node.error(failure.message)
        }
        return sheet.chart().scaled(by: try fields["scale"]?.scale() ?? 1)
    }

    /// Material's color spec, written as a year: `2025` or `"2025"`.
    static func materialSpec(_ node: DocumentNode) throws -> MaterialSpec {
        let names = MaterialSpec.allCases.map(\.rawValue)
        switch node.value {
        case .number(let year):
            guard let spec = MaterialSpec.allCases.first(where: { Double($0.rawValue) == year }) else {
                throw node.error("unknown spec \(DocumentValue.format(year)); expected \(DocumentError.list(names))")
            }
            return spec
        default:
            return MaterialSpec(rawValue: try node.choice("spec", among: names))!
        }
    }

    /// A tone sheet of palettes generated from a seed.
    static func generatedChart(_ fields: DocumentFields, _ generate: DocumentNode) throws -> Chart {
        let settings = try generate.object(keys: ["seed", "system", "variant", "spec", "contrastLevel", "tones", "keyColors", "gamut",
                                                  "ratios", "against", "metric", "name"])
        let seedNode = try settings.required("seed")
        let seed = try seedNode.color()
        guard seed.resolvedOpacity >= 1 else { throw seedNode.error("the seed must be opaque") }
        let system = try settings["system"].map {
            PaletteGenerator.System(rawValue: try $0.choice("system", among: PaletteGenerator.System.allCases.map(\.rawValue)))!
        } ?? .material
        var generator = PaletteGenerator(system: system)
        if let variant = settings["variant"] {
            generator.variant = MaterialVariant(rawValue: try variant.choice("variant", among: MaterialVariant.allCases.map(\.rawValue)))!
        }
        if let spec = settings["spec"] { generator.spec = try materialSpec(spec) }
        if let level = settings["contrastLevel"] { generator.contrastLevel = try level.number(in: .contrastLevel) }
        if let tones = settings["tones"] {
            generator.tones = try tones.array(limit: .paletteColors, what: "the list of tones").map { try $0.integer(in: .tone) }
            guard !generator.tones.isEmpty, generator.tones.count <= 101 else { throw tones.error("expected 1 to 101 tones") }
        }
        if let keyColors = settings["keyColors"] { generator.keyColors = try keyColors.bool() }
        if let gamut = settings["gamut"] {
            generator.gamut = OKLCHScale.Gamut(rawValue: try gamut.choice("gamut", among: OKLCHScale.Gamut.allCases.map(\.rawValue)))!
        }
        if let metric = settings["metric"] {
            generator.metric = ContrastSteps.Metric(rawValue: try metric.choice("metric", among: ContrastSteps.Metric.allCases.map(\.rawValue)))!
        }
        if let ratios = settings["ratios"] {
            generator.targets = try ratios.array(limit: .paletteColors, what: "the list of ratios").map { try $0.number() }
        }
        if let against = settings["against"] {
            generator.background = try against.color()
            guard generator.background.resolvedOpacity >= 1 else { throw against.error("the background must be opaque") }
        }
        if let name = settings["name"] { generator.name = try name.label() }
        let generated: GeneratedPalette
        do {
            generated = try generator.generate(seed: seed)
        } catch let failure as ScaleError {
            throw generate.error(failure.message)
        }
        let sheet = ToneSheet(generated, title: try fields["title"]?.label() ?? generator.title(seed: seed))
        do {
            try sheet.validate()
        } catch let failure as PaletteError {
            throw generate.error(failure.message)
        }
        return sheet.chart().scaled(by: try fields["scale"]?.scale() ?? 1)
    }
}
