import ChromaJSON

/// What the command line's `--json` reports add to ``JSON``: numbers that may be NaN, and the
/// report's layout (``JSONStyle/pretty``, conversion noise written as 0).
extension JSON {
    /// A number, or null when it is NaN or infinite (JSON has neither).
    static func finite(_ value: Double) -> JSON {
        value.isFinite ? .number(value) : .null
    }

    /// The value as a report prints it: indented by two spaces per level, arrays of scalars (a
    /// color's components) on one line, and conversion noise below 10⁻¹² in magnitude (a gray's
    /// OKLab a of 5.55e-14) and negative zero written as 0.
    func serialized() -> String {
        withoutNoise.text(.pretty)
    }

    private var withoutNoise: JSON {
        switch self {
        case .number(let value) where abs(value) < 1e-12: .number(0)
        case .array(let items): .array(items.map(\.withoutNoise))
        case .object(let object): .object(JSONObject(object.members.map { ($0.key, $0.value.withoutNoise) }))
        default: self
        }
    }
}
