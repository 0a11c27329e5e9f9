extension Easing {
    /// Reads an easing by name: `linear`, `easeIn`, `easeOut`, `easeInOut`,
    /// `cubic-bezier(x1, y1, x2, y2)`, `spring` (SwiftUI's default) or
    /// `spring(response, dampingFraction)`; in any case, and in kebab-case too (`ease-in-out`).
    /// - Throws: ``SplashError`` naming the text and the accepted forms.
    public init(parsing text: String) throws {
        let compact = text.filter { !$0.isWhitespace }
        switch SplashAnimation.canonicalName(compact) {
        case "linear": self = .linear
        case "easein": self = .easeIn
        case "easeout": self = .easeOut
        case "easeinout": self = .easeInOut
        case "spring": self = .defaultSpring
        default:
            let lower = compact.lowercased()
            for (prefix, count) in [("cubic-bezier(", 4), ("spring(", 2)] where lower.hasPrefix(prefix) && lower.hasSuffix(")") {
                let numbers = lower.dropFirst(prefix.count).dropLast().split(separator: ",").map { Double($0) }
                guard numbers.count == count, numbers.allSatisfy({ $0?.isFinite == true }) else { break }
                let n = numbers.map { $0! }
                self = count == 4 ? .cubicBezier(n[0], n[1], n[2], n[3]) : .spring(response: n[0], dampingFraction: n[1])
                return
            }
            throw SplashError(message: "unknown easing '\(text)'; expected linear, easeIn, easeOut, easeInOut, cubic-bezier(x1, y1, x2, y2), spring or spring(response, damping)")
        }
    }
}
