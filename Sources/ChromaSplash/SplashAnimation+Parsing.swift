import ChromaRaster

extension SplashAnimation {
    /// Reads an animation by name: `leftToRight`, `rightToLeft`, `topToBottom`, `bottomToTop`,
    /// `angle:DEGREES`, `circle`, `circle:X,Y`, `diamond` or `diamond:X,Y` (X, Y in card pixels).
    /// Names are read in any case and in kebab-case too, as a shell user types them:
    /// `left-to-right`, `LEFT_TO_RIGHT`.
    /// - Throws: ``SplashError`` naming the text and the accepted forms.
    public init(parsing text: String) throws {
        let parts = text.split(separator: ":", maxSplits: 1).map(String.init)
        let name = Self.canonicalName(parts.first ?? "")
        let argument = parts.count > 1 ? parts[1] : nil
        func point(_ text: String) throws -> Point {
            let xy = text.split(separator: ",").map { Double($0) }
            guard xy.count == 2, let x = xy[0], let y = xy[1], x.isFinite, y.isFinite else {
                throw SplashError(message: "invalid origin '\(text)' in animation '\(text)'; expected X,Y in card pixels")
            }
            return Point(x: x, y: y)
        }
        switch (name, argument) {
        case ("lefttoright", nil): self = .leftToRight
        case ("righttoleft", nil): self = .rightToLeft
        case ("toptobottom", nil): self = .topToBottom
        case ("bottomtotop", nil): self = .bottomToTop
        case ("angle", let degrees?):
            guard let value = Double(degrees), value.isFinite else {
                throw SplashError(message: "invalid angle '\(degrees)' in animation '\(text)'; expected degrees, such as angle:30")
            }
            self = .angle(.degrees(value))
        case ("circle", nil): self = .circle(origin: nil)
        case ("circle", let origin?): self = .circle(origin: try point(origin))
        case ("diamond", nil): self = .diamond(origin: nil)
        case ("diamond", let origin?): self = .diamond(origin: try point(origin))
        default:
            throw SplashError(message: "unknown animation '\(text)'; expected leftToRight, rightToLeft, topToBottom, bottomToTop, angle:DEGREES, circle, circle:X,Y, diamond or diamond:X,Y")
        }
    }

    /// A name without case, hyphens, underscores or spaces: `left-to-right` and `leftToRight`
    /// both read `lefttoright`.
    static func canonicalName(_ text: String) -> String {
        String(text.lowercased().filter { $0 != "-" && $0 != "_" && !$0.isWhitespace })
    }
}
