import ChromaLimits
import ChromaCharts
import ColorCore

/// A chart document:
///
/// ```json
/// {"chart": {"kind": "hsb", "step": 0.1, "fullBrightness": false}}
/// {"chart": {"kind": "wheel", "hue": 200}}
/// {"chart": {"kind": "harmony", "color": "#3366cc", "model": "oklch"}}
/// {"chart": {"kind": "mixing", "pairs": [["red", "blue"], ["white", "#0000ff"]]}}
/// ```
enum ChartSection {
    static let kinds = ["rgb", "hsb", "strips", "wheel", "harmony", "mixing"]
    static func chart(_ node: DocumentNode) throws -> Chart {
        let fields = try node.object(keys: ["kind", "scale", "step", "fullBrightness", "hue", "color", "model", "pairs"])
        return try chart(fields, node: node).scaled(by: try fields["scale"]?.scale() ?? 1)
    }

    private static func chart(_ fields: DocumentFields, node: DocumentNode) throws -> Chart {
        let kind = try fields.required("kind").choice("chart", among: kinds)
        // Each kind takes only its own keys.
        let own: [String: [String]] = ["rgb": ["step"], "hsb": ["step", "fullBrightness"], "strips": [], "wheel": ["hue"],
                                       "harmony": ["color", "model"], "mixing": ["pairs"]]
        for key in fields.object.keys where !["kind", "scale"].contains(key) && !own[kind]!.contains(key) {
            throw DocumentError.unknownKey(key, at: node.path, expected: ["kind", "scale"] + own[kind]!)
        }
        switch kind {
        case "rgb", "hsb":
            let step = try fields["step"]?.number(in: .chartStep) ?? 0.1
            return kind == "rgb" ? Charts.rgbGrid(step: step)
                : Charts.hsbGrid(step: step, fullBrightness: try fields["fullBrightness"]?.bool() ?? false)
        case "strips":
            return Charts.strips()
        case "wheel":
            return Charts.wheel(hue: try fields["hue"]?.angle() ?? 180)
        case "harmony":
            return Charts.harmonies(of: try fields["color"]?.color() ?? Color(rgb: 0x3366cc),
                                    model: try fields["model"]?.choice("model", HarmonyModel.self) ?? .hsb)
        default:
            let pairsNode = try fields.required("pairs")
            let items = try pairsNode.array()
            do {
                try InputRange.mixingPairs.check(items.count)
            } catch {
                throw pairsNode.error("the number of pairs of colors, [[A, B], …]: \(error)")
            }
            return Charts.mixing(pairs: try items.map { item in
                let two = try item.array(count: 2, of: "a pair of colors, [A, B]")
                return (try two[0].color(), try two[1].color())
            })
        }
    }
}
