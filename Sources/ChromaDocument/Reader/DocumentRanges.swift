/// The ranges a document's numbers are checked against where they are decoded, before any
/// arithmetic: far beyond any canvas (65535 pixels a side), yet far from where floating point
/// or integer conversion could fail.
public enum DocumentRanges {
    /// Coordinates and lengths in pixels: ±1,000,000 (15 times the largest canvas).
    public static let coordinate: ClosedRange<Double> = -1_000_000...1_000_000
    /// Radii, widths, heights and other sizes in pixels: 0…1,000,000.
    public static let length: ClosedRange<Double> = 0...1_000_000
    /// Angles in degrees: ±36,000 (a hundred turns).
    public static let angle: ClosedRange<Double> = -36_000...36_000
    /// Gradient stop locations and hints, as fractions of the gradient line: ±1,000.
    public static let location: ClosedRange<Double> = -1_000...1_000
    /// Unit fractions: opacity, ratios, 0…1.
    public static let fraction: ClosedRange<Double> = 0...1
    /// Times in seconds: 0…3,600.
    public static let seconds: ClosedRange<Double> = 0...3_600
    /// Canvas sides in pixels: 1…65,535, PNG's practical limit.
    public static let side: ClosedRange<Int> = 1...65_535
}
