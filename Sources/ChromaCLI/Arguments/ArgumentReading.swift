import ArgumentParser
import ChromaPNG
import ColorCore

/// Reading option values into color-core types, each failure a `ValidationError` (exit 64)
/// that names the bad value and what was expected.
enum ArgumentReading {
    static func color(_ text: String) throws -> Color {
        do {
            return try Color(parsing: text)
        } catch let error as ColorParseError {
            throw ValidationError(error.description)
        }
    }

    static func space(_ text: String) throws -> ColorSpace {
        guard let space = ColorSpace(name: text) else {
            throw ValidationError("unknown color space '\(text)'; expected one of \(spaceNames)")
        }
        return space
    }

    /// The accepted space names, for help and errors.
    static let spaceNames = (["device", "perceptual"] + ColorSpace.allCases.map(\.rawValue)).joined(separator: ", ")

    static func hueMethod(_ text: String) throws -> HueInterpolationMethod {
        guard let method = HueInterpolationMethod(rawValue: text.lowercased()) else {
            throw ValidationError("unknown hue method '\(text)'; expected "
                + HueInterpolationMethod.allCases.map(\.rawValue).joined(separator: ", "))
        }
        return method
    }

    /// A fraction 0…1 (a plain number or a percentage such as 30%).
    static func fraction(_ text: String, name: String) throws -> Double {
        var number = Substring(text)
        var scale = 1.0
        if number.hasSuffix("%") {
            number = number.dropLast()
            scale = 0.01
        }
        guard let value = Double(number).map({ $0 * scale }), value.isFinite else {
            throw ValidationError("invalid \(name) '\(text)'; expected a number from 0 to 1 (or 0% to 100%)")
        }
        guard (0...1).contains(value) else {
            throw ValidationError("\(name) \(text) is outside 0…1; expected a number from 0 to 1 (or 0% to 100%)")
        }
        return value
    }

    /// Reads `WIDTHxHEIGHT`, each 1…PNG's limit.
    static func size(_ text: String) throws -> (width: Int, height: Int) {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
              (1...PNGWriter.Configuration.maximumDimension).contains(width),
              (1...PNGWriter.Configuration.maximumDimension).contains(height)
        else {
            throw ValidationError("invalid --size '\(text)'; expected WIDTHxHEIGHT in pixels, such as 64x64")
        }
        return (width, height)
    }
}
