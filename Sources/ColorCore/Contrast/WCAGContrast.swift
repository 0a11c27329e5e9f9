/// The WCAG 2.x success criteria a contrast ratio meets (1.4.3 AA and 1.4.6 AAA).
///
/// Normal text needs 4.5:1 for AA and 7:1 for AAA; large text (18 pt, or 14 pt bold) needs
/// 3:1 for AA and 4.5:1 for AAA. A ratio exactly at a threshold passes.
public struct WCAGVerdict: Hashable, Sendable {
    /// The contrast ratio, 1 … 21.
    public var ratio: Double

    /// Creates the verdicts for a ratio (1 … 21; anything else simply fails or passes by value).
    public init(ratio: Double) { self.ratio = ratio }

    /// The verdicts of two colors' contrast.
    public init(_ a: Color, _ b: Color) { self.init(ratio: a.contrastRatio(with: b)) }

    /// The minimum ratio for AA, normal text.
    public static let aaNormal = 4.5
    /// The minimum ratio for AA, large text.
    public static let aaLarge = 3.0
    /// The minimum ratio for AAA, normal text.
    public static let aaaNormal = 7.0
    /// The minimum ratio for AAA, large text.
    public static let aaaLarge = 4.5

    /// Passes AA for normal text (≥ 4.5).
    public var aa: Bool { ratio >= Self.aaNormal }
    /// Passes AA for large text (≥ 3).
    public var aaLargeText: Bool { ratio >= Self.aaLarge }
    /// Passes AAA for normal text (≥ 7).
    public var aaa: Bool { ratio >= Self.aaaNormal }
    /// Passes AAA for large text (≥ 4.5).
    public var aaaLargeText: Bool { ratio >= Self.aaaLarge }

    /// The best level met by normal text: "AAA", "AA", "AA Large" (large text only) or "fail".
    public var badge: String {
        aaa ? "AAA" : aa ? "AA" : aaLargeText ? "AA Large" : "fail"
    }
}
