import ChromaLimits
import ColorCore

/// The colors of a gradient along its 0…1 parameter, as SwiftUI's `Gradient`.
///
/// Stops are kept sorted by location; two stops at the same location make a hard stop. A color
/// hint between two stops moves their midpoint (CSS Images 4).
public struct Gradient: Hashable, Sendable {
    /// A color at a location, as SwiftUI's `Gradient.Stop`.
    public struct Stop: Hashable, Sendable {
        /// The color.
        public var color: Color
        /// The location along the gradient, 0…1 (values outside are allowed and lie outside).
        public var location: Double

        /// Creates a stop.
        public init(color: Color, location: Double) {
            self.color = color
            self.location = location
        }
    }

    /// One element of a CSS-style stop list, before fix-up.
    public enum Element: Hashable, Sendable {
        /// A color, with a location or without one (to be spaced evenly).
        case color(Color, location: Double?)
        /// A color hint: where the midpoint between the surrounding colors lies.
        case hint(Double)
    }

    /// The stops, sorted by location, as SwiftUI's `stops`. Setting them fixes the order up as
    /// ``init(stops:)`` does (a location below an earlier one moves up to it) and drops the hints.
    public var stops: [Stop] {
        didSet {
            var highest = -Double.infinity
            for i in stops.indices {
                stops[i].location = max(stops[i].location, highest)
                highest = stops[i].location
            }
            hints = Array(repeating: nil, count: max(0, stops.count - 1))
        }
    }
    /// For each pair of neighbouring stops, the hint's location, or nil for a plain midpoint.
    public private(set) var hints: [Double?]

    /// Evenly spaced colors, as SwiftUI's `Gradient(colors:)`: location i / (n − 1).
    /// One color gives a solid gradient. An empty array is not allowed (use ``init(elements:)``
    /// for a checked version).
    public init(colors: [Color]) {
        precondition(!colors.isEmpty, "a gradient needs at least one color")
        let count = colors.count
        stops = colors.enumerated().map { Stop(color: $1, location: count == 1 ? 0 : Double($0) / Double(count - 1)) }
        hints = Array(repeating: nil, count: max(0, count - 1))
    }

    /// Stops at given locations, as SwiftUI's `Gradient(stops:)`; unordered locations are
    /// fixed up as CSS does (a location below an earlier one moves up to it).
    public init(stops: [Stop]) {
        precondition(!stops.isEmpty, "a gradient needs at least one stop")
        try! self.init(elements: stops.map { .color($0.color, location: $0.location) })
    }

    /// A CSS-style stop list with CSS Images 4's fix-up: a first stop without a location goes
    /// to 0 and a last one to 1; a location below an earlier one moves up to it; runs of stops
    /// without locations are spaced evenly between their neighbours.
    /// - Throws: ``GradientError`` for an empty list, a hint first or last, two hints in a row,
    ///   or a location that is not finite.
    public init(elements: [Element]) throws {
        guard elements.contains(where: { if case .color = $0 { true } else { false } }) else {
            throw GradientError("a gradient needs at least one color stop")
        }
        if case .hint = elements.first! { throw GradientError("a color hint cannot come first; expected a color stop") }
        if case .hint = elements.last! { throw GradientError("a color hint cannot come last; expected a color stop") }
        var positions: [Double?] = []
        var isHint: [Bool] = []
        var colors: [Color?] = []
        for (i, element) in elements.enumerated() {
            switch element {
            case .color(let color, let location):
                if let location, !location.isFinite { throw GradientError("stop location: \(InputRangeError(value: location, range: .location))") }
                positions.append(location)
                isHint.append(false)
                colors.append(color)
            case .hint(let location):
                guard location.isFinite else { throw GradientError("hint location: \(InputRangeError(value: location, range: .location))") }
                if i > 0, case .hint = elements[i - 1] { throw GradientError("two color hints in a row; expected a color stop between them") }
                positions.append(location)
                isHint.append(true)
                colors.append(nil)
            }
        }
        // 1. The first and last color stops default to 0 and 1.
        let colorIndices = positions.indices.filter { !isHint[$0] }
        if positions[colorIndices.first!] == nil { positions[colorIndices.first!] = 0 }
        if positions[colorIndices.last!] == nil { positions[colorIndices.last!] = colorIndices.count == 1 ? 0 : 1 }
        // 2. No position below an earlier one.
        var highest = -Double.infinity
        for i in positions.indices {
            if let p = positions[i] {
                positions[i] = max(p, highest)
                highest = max(p, highest)
            }
        }
        // 3. Runs without positions are spaced evenly between their neighbours.
        var i = 0
        while i < positions.count {
            if positions[i] == nil {
                var j = i
                while positions[j] == nil { j += 1 }
                let start = positions[i - 1]!, end = positions[j]!
                for k in i..<j { positions[k] = start + (end - start) * Double(k - i + 1) / Double(j - i + 1) }
                i = j
            }
            i += 1
        }
        var stops: [Stop] = []
        var hints: [Double?] = []
        var pendingHint: Double? = nil
        for i in positions.indices {
            if isHint[i] {
                pendingHint = positions[i]
            } else {
                if !stops.isEmpty { hints.append(pendingHint) }
                pendingHint = nil
                stops.append(Stop(color: colors[i]!, location: positions[i]!))
            }
        }
        self.stops = stops
        self.hints = hints
    }

    /// Replaces every stop's color, keeping locations and hints.
    mutating func replaceColors(_ transform: (Color) -> Color) {
        var replaced = stops
        for i in replaced.indices { replaced[i].color = transform(replaced[i].color) }
        let kept = hints
        stops = replaced
        hints = kept
    }

    /// Whether two neighbouring stops share a location (a hard stop).
    public var hasHardStop: Bool {
        zip(stops, stops.dropFirst()).contains { $0.location == $1.location }
    }
}

/// A stop list that cannot make a gradient.
public struct GradientError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What was wrong, naming the bad value.
    public var message: String
    init(_ message: String) { self.message = message }
    public var description: String { message }
}
