/// Input that asks for more than a ``ResourceLimits`` limit allows. The message names the
/// limit, the value asked for and how to raise it.
public struct ResourceLimitError: Error, CustomStringConvertible, Equatable {
    /// The limit exceeded.
    public var limit: ResourceLimits.Limit
    /// What the input asked for, in the limit's unit.
    public var value: Int
    /// The limit in force.
    public var maximum: Int
    /// The thing measured, such as "the canvas 40000×40000".
    public var subject: String

    /// The message, one line.
    public var description: String {
        "\(subject) needs \(value) \(unit), over the \(limit.rawValue) limit of \(maximum); "
            + "raise it with \(limit.environmentVariable) (ResourceLimits.current.\(limit.keyPathName) in Swift)"
    }

    private var unit: String {
        switch limit {
        case .pixels: "pixels"
        case .memory: "bytes"
        case .frames: "frames"
        case .stops: "stops"
        case .meshSide: "vertices a side"
        case .paletteColors: "colors"
        case .textLength: "characters"
        case .nesting: "levels of nesting"
        case .layers: "layers"
        case .meshPatches: "patches"
        case .pathSegments: "path commands"
        }
    }

    /// A limit's environment variable set to something that is not a limit.
    public struct InvalidSetting: Error, CustomStringConvertible {
        /// The variable, such as `CHROMA_MAX_PIXELS`.
        public var variable: String
        /// Its value.
        public var value: String
        /// What it should be.
        public var expected: String
        /// The message, one line.
        public var description: String { "invalid \(variable) '\(value)': expected \(expected)" }
    }
}

extension ResourceLimits.Limit {
    /// The Swift property name, for messages.
    var keyPathName: String {
        switch self {
        case .pixels: "pixels"
        case .memory: "memory"
        case .frames: "frames"
        case .stops: "stops"
        case .meshSide: "meshSide"
        case .paletteColors: "paletteColors"
        case .textLength: "textLength"
        case .nesting: "nesting"
        case .layers: "layers"
        case .meshPatches: "meshPatches"
        case .pathSegments: "pathSegments"
        }
    }
}
