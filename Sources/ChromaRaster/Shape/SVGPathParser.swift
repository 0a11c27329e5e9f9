import ChromaLimits
import Foundation

/// Reads SVG path data (`M10 10 L90 10 C … Z`): M, L, H, V, C, S, Q, T, A and Z, absolute
/// (upper case) and relative (lower case), with SVG's number syntax (`1.5.5` is two numbers,
/// `-` starts a number, arc flags may touch the next number).
public struct SVGPathParser {
    private let characters: [Character]
    private var index = 0

    /// Parses path data into a ``Path``.
    /// - Throws: ``SVGPathError`` naming the position and what was expected there.
    public static func parse(_ data: String) throws -> Path {
        var parser = SVGPathParser(characters: Array(data))
        return try parser.run()
    }

    private init(characters: [Character]) {
        self.characters = characters
    }

    private mutating func run() throws -> Path {
        var path = Path()
        var command: Character? = nil
        var lastControl: Point? = nil  // for S and T reflections
        var lastCommand: Character = " "
        skipSeparators()
        if index < characters.count, !"Mm".contains(characters[index]) {
            throw error("path data must start with M or m")
        }
        while true {
            skipSeparators()
            guard index < characters.count else { break }
            let c = characters[index]
            if c.isLetter {
                guard "MmLlHhVvCcSsQqTtAaZz".contains(c) else { throw error("unknown path command '\(c)'") }
                command = c
                index += 1
            } else if command == nil || "Zz".contains(command!) {
                throw error("expected a path command letter, found '\(c)'")
            }
            let cmd = command!
            let relative = cmd.isLowercase
            let origin = relative ? path.currentPoint : .zero
            func point(_ x: Double, _ y: Double) -> Point { Point(x: origin.x + x, y: origin.y + y) }
            switch cmd.uppercased().first! {
            case "M":
                path.move(to: point(try number(), try number()))
                command = relative ? "l" : "L"  // further pairs are lines
                lastControl = nil
            case "L":
                path.addLine(to: point(try number(), try number()))
                lastControl = nil
            case "H":
                path.addLine(to: Point(x: (relative ? origin.x : 0) + (try number()), y: path.currentPoint.y))
                lastControl = nil
            case "V":
                path.addLine(to: Point(x: path.currentPoint.x, y: (relative ? origin.y : 0) + (try number())))
                lastControl = nil
            case "C":
                let c1 = point(try number(), try number()), c2 = point(try number(), try number())
                let end = point(try number(), try number())
                path.addCurve(to: end, control1: c1, control2: c2)
                lastControl = c2
            case "S":
                let current = path.currentPoint
                let c1 = "CcSs".contains(lastCommand) ? current * 2 - (lastControl ?? current) : current
                let c2 = point(try number(), try number()), end = point(try number(), try number())
                path.addCurve(to: end, control1: c1, control2: c2)
                lastControl = c2
            case "Q":
                let control = point(try number(), try number()), end = point(try number(), try number())
                path.addQuadCurve(to: end, control: control)
                lastControl = control
            case "T":
                let current = path.currentPoint
                let control = "QqTt".contains(lastCommand) ? current * 2 - (lastControl ?? current) : current
                path.addQuadCurve(to: point(try number(), try number()), control: control)
                lastControl = control
            case "A":
                let rx = try number(), ry = try number(), rotation = try number()
                let large = try flag(), sweep = try flag()
                let end = point(try number(), try number())
                Self.addArc(to: &path, end: end, rx: rx, ry: ry, rotationDegrees: rotation, largeArc: large, sweep: sweep)
                lastControl = nil
            default:  // Z
                path.closeSubpath()
                lastControl = nil
            }
            lastCommand = cmd
        }
        return path
    }

    private mutating func skipSeparators() {
        while index < characters.count, characters[index].isWhitespace || characters[index] == "," { index += 1 }
    }

    private mutating func number() throws -> Double {
        skipSeparators()
        let start = index
        if index < characters.count, "+-".contains(characters[index]) { index += 1 }
        var digits = 0
        while index < characters.count, characters[index].isASCII, characters[index].isNumber { index += 1; digits += 1 }
        if index < characters.count, characters[index] == "." {
            index += 1
            while index < characters.count, characters[index].isASCII, characters[index].isNumber { index += 1; digits += 1 }
        }
        if digits > 0, index < characters.count, "eE".contains(characters[index]) {
            var j = index + 1
            if j < characters.count, "+-".contains(characters[j]) { j += 1 }
            if j < characters.count, characters[j].isASCII, characters[j].isNumber {
                index = j
                while index < characters.count, characters[index].isASCII, characters[index].isNumber { index += 1 }
            }
        }
        guard digits > 0, let value = Double(String(characters[start..<index])), value.isFinite else {
            index = start
            let found = start < characters.count ? "'\(characters[start])'" : "the end of the data"
            throw error("expected a number, found \(found)")
        }
        return value
    }

    private mutating func flag() throws -> Bool {
        skipSeparators()
        guard index < characters.count, characters[index] == "0" || characters[index] == "1" else {
            throw error("expected an arc flag, 0 or 1")
        }
        index += 1
        return characters[index - 1] == "1"
    }

    private func error(_ message: String) -> SVGPathError {
        SVGPathError(message: "\(message) at character \(index + 1)")
    }

    /// Appends an SVG elliptical arc as cubic Béziers (SVG 1.1 implementation notes, F.6.5).
    static func addArc(to path: inout Path, end: Point, rx: Double, ry: Double, rotationDegrees: Double, largeArc: Bool, sweep: Bool) {
        let start = path.currentPoint
        var rx = abs(rx), ry = abs(ry)
        if start == end { return }
        if rx == 0 || ry == 0 {
            path.addLine(to: end)
            return
        }
        let phi = rotationDegrees * .pi / 180
        let cosPhi = cos(phi), sinPhi = sin(phi)
        let dx = (start.x - end.x) / 2, dy = (start.y - end.y) / 2
        let x1 = cosPhi * dx + sinPhi * dy, y1 = -sinPhi * dx + cosPhi * dy
        // Radii too small for the chord grow until it fits (F.6.6). hypot of the ratios, not
        // their squares, so radii like 1e-300 neither overflow nor underflow.
        let scale = hypot(x1 / rx, y1 / ry)
        if scale > 1 {
            rx *= scale
            ry *= scale
        }
        let numerator = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1
        let denominator = rx * rx * y1 * y1 + ry * ry * x1 * x1
        var factor = scale >= 1 ? 0 : (max(0, numerator) / denominator).squareRoot()
        if largeArc == sweep { factor = -factor }
        let cx1 = factor * rx * y1 / ry, cy1 = -factor * ry * x1 / rx
        let cx = cosPhi * cx1 - sinPhi * cy1 + (start.x + end.x) / 2
        let cy = sinPhi * cx1 + cosPhi * cy1 + (start.y + end.y) / 2
        func angle(_ ux: Double, _ uy: Double, _ vx: Double, _ vy: Double) -> Double {
            atan2(ux * vy - uy * vx, ux * vx + uy * vy)
        }
        let theta1 = angle(1, 0, (x1 - cx1) / rx, (y1 - cy1) / ry)
        var delta = angle((x1 - cx1) / rx, (y1 - cy1) / ry, (-x1 - cx1) / rx, (-y1 - cy1) / ry)
        if !sweep && delta > 0 { delta -= 2 * .pi }
        if sweep && delta < 0 { delta += 2 * .pi }
        // Radii so large or small that the arithmetic fails draw the chord, as a zero radius does.
        guard rx.isFinite, ry.isFinite, cx.isFinite, cy.isFinite, theta1.isFinite, delta.isFinite else {
            path.addLine(to: end)
            return
        }
        let segments = Int.clamping((abs(delta) / (.pi / 2)).rounded(.up), to: 1...4)
        let step = delta / Double(segments)
        let handle = 4.0 / 3 * tan(step / 4)
        func pointAt(_ t: Double) -> (Point, Point) {
            let x = rx * cos(t), y = ry * sin(t)
            let position = Point(x: cx + cosPhi * x - sinPhi * y, y: cy + sinPhi * x + cosPhi * y)
            let tx = -rx * sin(t), ty = ry * cos(t)
            let derivative = Point(x: cosPhi * tx - sinPhi * ty, y: sinPhi * tx + cosPhi * ty)
            return (position, derivative)
        }
        var t = theta1
        for i in 0..<segments {
            let (p0, d0) = pointAt(t)
            let (p1, d1) = pointAt(t + step)
            let target = i == segments - 1 ? end : p1
            path.addCurve(to: target, control1: p0 + d0 * handle, control2: p1 - d1 * handle)
            t += step
        }
    }
}

/// Path data that cannot be read.
public struct SVGPathError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What was wrong and where, in one line.
    public var message: String
    public var description: String { message }
}
