import Foundation

/// The most work one render or one input file may ask for, checked before the work starts, so
/// that a hostile or mistaken file gets a clear error instead of exhausting the machine.
///
/// The defaults are generous for real use. Programs change ``current``; `chroma` reads each
/// limit from its environment variable (``Limit/environmentVariable``), such as
/// `CHROMA_MAX_PIXELS=4294967296`.
public struct ResourceLimits: Sendable, Equatable {
    /// One limit: its name, as errors and environment variables spell it.
    public enum Limit: String, CaseIterable, Sendable {
        /// Pixels in one canvas (width × height).
        case pixels
        /// Bytes of pixel buffers one render holds at once.
        case memory
        /// Frames in one animation.
        case frames
        /// Color stops in one gradient.
        case stops
        /// Vertices along one side of a mesh gradient's grid.
        case meshSide = "mesh-side"
        /// Colors in one palette.
        case paletteColors = "palette-colors"
        /// Characters in one text label.
        case textLength = "text-length"
        /// Nesting depth of lists and objects in a scene file.
        case nesting
        /// Layers in one scene.
        case layers
        /// Patches in one mesh gradient (a grid of w × h vertices has (w − 1)(h − 1)), and in all
        /// of a scene's meshes together, each counting at least 64.
        case meshPatches = "mesh-patches"
        /// Drawing commands in one path (moves, lines, curves and closes).
        case pathSegments = "path-segments"

        /// The environment variable `chroma` reads the limit from, such as `CHROMA_MAX_PIXELS`.
        public var environmentVariable: String {
            "CHROMA_MAX_" + String(rawValue.uppercased().map { $0 == "-" ? "_" : $0 })
        }

        /// The property of ``ResourceLimits`` that holds the limit.
        public var keyPath: WritableKeyPath<ResourceLimits, Int> {
            switch self {
            case .pixels: \.pixels
            case .memory: \.memory
            case .frames: \.frames
            case .stops: \.stops
            case .meshSide: \.meshSide
            case .paletteColors: \.paletteColors
            case .textLength: \.textLength
            case .nesting: \.nesting
            case .layers: \.layers
            case .meshPatches: \.meshPatches
            case .pathSegments: \.pathSegments
            }
        }
    }

    /// Pixels in one canvas; default 2³⁰ (32768 × 32768).
    public var pixels = 1 << 30
    /// Bytes of pixel buffers one render holds at once; default 4 GiB.
    public var memory = 4 << 30
    /// Frames in one animation; default 100 000 (27 minutes at 60 fps).
    public var frames = 100_000
    /// Color stops in one gradient; default 4096.
    public var stops = 4096
    /// Vertices along one side of a mesh gradient's grid; default 64.
    public var meshSide = 64
    /// Colors in one palette; default 10 000.
    public var paletteColors = 10_000
    /// Characters in one text label; default 4096.
    public var textLength = 4096
    /// Nesting depth of lists and objects in a scene file; default 64.
    public var nesting = 64

    /// The most ``nesting`` may be raised to (`CHROMA_MAX_NESTING`): 1000. The readers that
    /// descend a document (JSON, YAML, design tokens, scenes) recurse once per level, and 1000
    /// levels stay well inside a thread's stack, so raising the limit can never overflow it.
    public static let nestingCeiling = 1000
    /// Layers in one scene; default 100 000.
    public var layers = 100_000
    /// Patches in one mesh gradient and in a scene's meshes together; default 4096 (a 64 × 64
    /// grid has 3969).
    public var meshPatches = 4096
    /// Drawing commands in one path; default 100 000.
    public var pathSegments = 100_000

    /// The defaults.
    public init() {}

    private static let lock = NSLock()
    nonisolated(unsafe) private static var stored = ResourceLimits()

    /// The limits every check in Chroma uses; ``init()``'s defaults until a program sets them.
    public static var current: ResourceLimits {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }

    /// Throws ``ResourceLimitError`` when `value` exceeds the current `limit`.
    /// - Parameters:
    ///   - value: How much the input asks for, in the limit's unit.
    ///   - limit: Which limit applies.
    ///   - what: The thing measured, for the message, such as "the canvas 40000×40000".
    public static func check(_ value: Int, _ limit: Limit, _ what: @autoclosure () -> String) throws {
        let maximum = current[keyPath: limit.keyPath]
        if value > maximum { throw ResourceLimitError(limit: limit, value: value, maximum: maximum, subject: what()) }
    }

    /// Throws ``ResourceLimitError`` when `bytes` exceeds the current memory limit; the value is
    /// usually a ``product(_:)`` or ``sum(_:)``, so an overflow is an excess, never a trap.
    /// - Parameters:
    ///   - bytes: The bytes an allocation (or all the buffers of one step) would take.
    ///   - what: The thing allocated, for the message, such as "the shadow of the 400×300 card".
    public static func checkMemory(_ bytes: Int, _ what: @autoclosure () -> String) throws {
        try check(bytes, .memory, what())
    }

    /// The sum of `terms` (each ≥ 0), or `Int.max` when it overflows.
    public static func sum(_ terms: Int...) -> Int {
        var result = 0
        for term in terms {
            let (next, overflow) = result.addingReportingOverflow(term)
            if overflow { return Int.max }
            result = next
        }
        return result
    }

    /// The product of `factors`, or `Int.max` when it overflows: sizes read from files are
    /// multiplied with this before they are checked, so a huge claim is an excess, not a trap.
    public static func product(_ factors: Int...) -> Int {
        var result = 1
        for factor in factors {
            let (next, overflow) = result.multipliedReportingOverflow(by: factor)
            if overflow { return Int.max }
            result = next
        }
        return result
    }

    /// The limits from `environment`: the defaults, each replaced by its variable when set.
    /// - Throws: ``ResourceLimitError/InvalidSetting`` naming a variable that is not a whole
    ///   number of at least 1 (memory also takes K, M, G and T suffixes, powers of 1024).
    public static func reading(_ environment: [String: String]) throws -> ResourceLimits {
        var limits = ResourceLimits()
        for limit in Limit.allCases {
            guard let text = environment[limit.environmentVariable] else { continue }
            guard let value = parse(text, units: limit == .memory), value >= 1 else {
                throw ResourceLimitError.InvalidSetting(variable: limit.environmentVariable, value: text,
                                                        expected: limit == .memory ? "a byte count such as 8G or 512M" : "a whole number of at least 1")
            }
            if limit == .nesting, value > nestingCeiling {
                throw ResourceLimitError.InvalidSetting(variable: limit.environmentVariable, value: text,
                                                        expected: "a whole number from 1 to \(nestingCeiling) (deeper documents would overflow the readers' stack)")
            }
            limits[keyPath: limit.keyPath] = value
        }
        return limits
    }

    private static func parse(_ text: String, units: Bool) -> Int? {
        let trimmed = text.trimmedOfSpaces.uppercased()
        let scales: [Character: Int] = ["K": 1 << 10, "M": 1 << 20, "G": 1 << 30, "T": 1 << 40]
        if units, let last = trimmed.last, let scale = scales[last] {
            guard let number = Int(trimmed.dropLast()) else { return nil }
            let (product, overflow) = number.multipliedReportingOverflow(by: scale)
            return overflow ? nil : product
        }
        return Int(trimmed)
    }
}
