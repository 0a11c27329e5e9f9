/// A CSS `<position>` (the `at …` of radial and conic gradients): each axis an offset from the
/// start edge (left, top) or from the end edge (right, bottom).
struct CSSPosition: Hashable, Sendable {
    /// One axis: an offset from an edge.
    struct Axis: Hashable, Sendable {
        /// Whether the offset is measured from the end edge (right or bottom).
        var fromEnd: Bool
        /// The offset; a percentage refers to the box's side on this axis.
        var offset: CSSLength

        static let center = Axis(fromEnd: false, offset: .percent(50))
        static let start = Axis(fromEnd: false, offset: .percent(0))
        static let end = Axis(fromEnd: false, offset: .percent(100))

        /// The coordinate in pixels for a box side of `length` pixels.
        func resolved(_ length: Double) -> Double {
            let value = offset.resolved(against: length)
            return fromEnd ? length - value : value
        }
    }

    var x: Axis
    var y: Axis

    static let center = CSSPosition(x: .center, y: .center)
}
