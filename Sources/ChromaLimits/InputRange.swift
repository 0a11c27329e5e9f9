/// The one table of the ranges a number from outside must lie in: every number the command
/// line, documents (JSON and YAML), palettes and the Swift API accept is checked against one of
/// these, with `check(_:)` or ``checkWhole(_:)``, so a value is accepted or refused
/// the same way everywhere and refused with the same message (``InputRangeError``). Beside the
/// ``ResourceLimits`` (which bound work and can be raised), a value beyond these is an input
/// error, never a geometry or a time.
///
/// Coordinates stop at ±10⁶ pixels: 15 times the largest canvas side (65535), yet far inside
/// the 2²⁴ up to which the shaders' `Float` holds every whole pixel; a shape or a gradient that
/// far away is a mistake. Readers check these where they decode, and the model types'
/// `validate()` checks them again, so nothing downstream converts 1e308 to an integer.
public struct InputRange: Hashable, Sendable, CustomStringConvertible {
    /// The smallest value accepted (or, with ``excludesLowerBound``, the bound just below).
    public let lowerBound: Double
    /// The largest value accepted.
    public let upperBound: Double
    /// Whether ``lowerBound`` itself is refused (a duration must be above 0).
    public let excludesLowerBound: Bool
    /// Whether only whole numbers are accepted (sizes, counts, frames per second).
    public let isWhole: Bool
    /// The unit, as a message names it ("pixels", "seconds"), or empty.
    public let unit: String

    /// A range of `bounds` in `unit`.
    public init(_ bounds: ClosedRange<Double>, unit: String = "", whole: Bool = false, excludingLowerBound: Bool = false) {
        lowerBound = bounds.lowerBound
        upperBound = bounds.upperBound
        isWhole = whole
        self.unit = unit
        excludesLowerBound = excludingLowerBound
    }

    // MARK: The table

    /// Coordinates and offsets in pixels: ±10⁶ (points, rectangles' corners, mesh vertices, the
    /// shadow's offset). Also the bound of a unit point's coordinates.
    public static let coordinate = InputRange(-1_000_000...1_000_000, unit: "pixels")
    /// Lengths in pixels: 0…10⁶ (widths, heights, radii, corner radii, blur radii, soft edges).
    public static let length = InputRange(0...1_000_000, unit: "pixels")
    /// Angles in degrees: ±36,000 (a hundred turns).
    public static let angle = InputRange(-36_000...36_000, unit: "degrees")
    /// Gradient stop locations and hints, as fractions of the gradient line: ±1,000.
    public static let location = InputRange(-1_000...1_000)
    /// An elliptical gradient's radii, as fractions of its box: 0…1,000.
    public static let radiusFraction = InputRange(0...1_000)
    /// Unit fractions: opacity, severity, 0…1.
    public static let fraction = InputRange(0...1)
    /// A color's weight in a mix of several: 0…10⁶, relative to the others' (`chroma mix --weights`).
    public static let mixWeight = InputRange(0...1_000_000)
    /// Times in seconds: 0…3,600 (an hour): holds and start times.
    public static let seconds = InputRange(0...3_600, unit: "seconds")
    /// A transition's duration: above 0, up to 3,600 seconds.
    public static let duration = InputRange(0...3_600, unit: "seconds", excludingLowerBound: true)
    /// Canvas sides (and a swatch's or a card's) in pixels: 1…65,535.
    public static let canvasSide = InputRange(1...65_535, unit: "pixels", whole: true)
    /// A drawing scale: 1× to 4×.
    public static let scale = InputRange(1...4)
    /// Frames per second: 1…1,000.
    public static let fps = InputRange(1...1_000, unit: "frames per second", whole: true)
    /// An exact frame count: 2 (the first and the last state) to 10⁹; ``ResourceLimits/frames``
    /// bounds it further.
    public static let frameCount = InputRange(2...1_000_000_000, unit: "frames", whole: true)
    /// How many times an animation plays, 0 meaning forever: 0…65,535 (what APNG stores).
    public static let loopCount = InputRange(0...65_535, unit: "plays", whole: true)
    /// The quality of a lossy WebP or a video: 0 (smallest) … 100 (best).
    public static let quality = InputRange(0...100, whole: true)
    /// A mesh grid's vertices across or down: 2…65,535; ``ResourceLimits/meshSide`` bounds it further.
    public static let meshGridSide = InputRange(2...65_535, unit: "vertices", whole: true)
    /// A seed as documents and the command line give it: 0…2⁵³ − 1, every whole number a JSON
    /// number holds exactly.
    public static let seed = InputRange(0...9_007_199_254_740_991, whole: true)
    /// How far a seeded mesh's inner vertices move, as a fraction of a cell: 0…0.5.
    public static let jitter = InputRange(0...0.5)
    /// A text size in pixels (the em square): 1…2,048.
    public static let textSize = InputRange(1...2_048, unit: "pixels")
    /// A palette sheet's or swatch grid's columns: 1…64.
    public static let columns = InputRange(1...64, unit: "columns", whole: true)
    /// A palette sheet's swatch side in pixels: 16…1,024.
    public static let swatchSize = InputRange(16...1_024, unit: "pixels", whole: true)
    /// The gap between a palette sheet's swatches in pixels: 0…256.
    public static let spacing = InputRange(0...256, unit: "pixels", whole: true)
    /// The step between a color chart's values: 0.02…1.
    public static let chartStep = InputRange(0.02...1)
    /// The colors a palette is extracted into: 1…64.
    public static let extractedColors = InputRange(1...64, unit: "colors", whole: true)
    /// A color difference in ΔEOK: 0…1 (a merge distance, a confusion threshold).
    public static let colorDistance = InputRange(0...1, unit: "ΔEOK")
    /// A WCAG contrast ratio: 1…21.
    public static let contrastRatio = InputRange(1...21)
    /// A Material scheme's contrast level: −1 (reduced) … 0 (standard) … 1 (high).
    public static let contrastLevel = InputRange(-1...1)
    /// A Material tonal palette's tone (CIELAB L*): 0…100, whole.
    public static let tone = InputRange(0...100, whole: true)
    /// The pairs a mixing chart shows: 1…32.
    public static let mixingPairs = InputRange(1...32, unit: "pairs", whole: true)

    // MARK: Checks

    /// Whether `value` is finite, within the range and, for a whole range, whole.
    @inlinable
    public func contains(_ value: Double) -> Bool {
        guard value <= upperBound, excludesLowerBound ? value > lowerBound : value >= lowerBound else { return false }
        return !isWhole || value == value.rounded()
    }

    /// `value`, checked.
    /// - Throws: ``InputRangeError`` when it is not finite, outside the range, or not whole
    ///   where whole numbers are expected.
    @discardableResult
    public func check(_ value: Double) throws(InputRangeError) -> Double {
        guard contains(value) else { throw InputRangeError(value: value, range: self) }
        return value
    }

    /// `value`, checked.
    /// - Throws: ``InputRangeError`` when it is outside the range.
    @discardableResult
    public func check(_ value: Int) throws(InputRangeError) -> Int {
        guard contains(Double(value)) else { throw InputRangeError(value: Double(value), range: self) }
        return value
    }

    /// `value` as a whole number, checked: what readers of numbers that must be whole use.
    /// - Throws: ``InputRangeError`` when it is not a whole number within the range.
    public func checkWhole(_ value: Double) throws(InputRangeError) -> Int {
        guard value == value.rounded(), value >= -9.2e18, value <= 9.2e18, contains(value) else {
            throw InputRangeError(value: value, range: self)
        }
        return Int(value)
    }

    /// What a value must be, as messages say it: "a number from 0 to 3600 seconds",
    /// "a whole number from 1 to 65535 pixels", "a number above 0, up to 3600 seconds".
    public var expectation: String {
        let kind = isWhole ? "a whole number" : "a number"
        let bounds = excludesLowerBound ? "above \(Self.format(lowerBound)), up to \(Self.format(upperBound))"
            : "from \(Self.format(lowerBound)) to \(Self.format(upperBound))"
        return "\(kind) \(bounds)" + (unit.isEmpty ? "" : " \(unit)")
    }

    /// The largest value as a whole number: a whole range's top (65535 for ``canvasSide``).
    public var maximum: Int { Int(upperBound) }

    /// ``expectation``.
    public var description: String { expectation }

    /// A number as messages show it: whole numbers up to 2⁵³ (every one a Double holds exactly,
    /// the top of ``seed`` among them) without a fraction (3600, not 3600.0; 9007199254740991,
    /// not 9.007199254740991e+15), others as Swift prints them (0.5, 1e+308, nan, inf).
    public static func format(_ value: Double) -> String {
        if value == value.rounded(), abs(value) <= 9_007_199_254_740_992 { return String(Int64(value)) }
        return "\(value)"
    }
}
