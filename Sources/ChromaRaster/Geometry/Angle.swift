/// An angle, as SwiftUI's `Angle`. On screen (y down) positive angles turn clockwise.
public struct Angle: Hashable, Sendable, Comparable {
    /// The angle in degrees.
    public var degrees: Double

    /// The zero angle, as SwiftUI's `Angle()`.
    public init() { degrees = 0 }
    /// Creates an angle in degrees.
    public init(degrees: Double) { self.degrees = degrees }
    /// Creates an angle in radians.
    public init(radians: Double) { degrees = radians * 180 / .pi }

    /// An angle in degrees.
    public static func degrees(_ value: Double) -> Angle { Angle(degrees: value) }
    /// An angle in radians.
    public static func radians(_ value: Double) -> Angle { Angle(radians: value) }

    /// The angle in radians.
    public var radians: Double {
        get { degrees * .pi / 180 }
        set { degrees = newValue * 180 / .pi }
    }

    /// The value SwiftUI animates, the angle in radians.
    public var animatableData: Double {
        get { radians }
        set { radians = newValue }
    }

    public static let zero = Angle(degrees: 0)

    public static func < (a: Angle, b: Angle) -> Bool { a.degrees < b.degrees }
}
