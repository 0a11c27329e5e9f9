import ArgumentParser
import ChromaPalette
import ChromaRaster
import ChromaSplash
import ColorCore

// The library's choices, read by the argument parser: `--help` lists them and a value that is
// none of them is refused before the command runs, with the list.

extension SpreadMode: ExpressibleByArgument {}
extension HueInterpolationMethod: ExpressibleByArgument {}
extension HarmonyModel: ExpressibleByArgument {}
extension ColorDepth: ExpressibleByArgument {}
extension GamutMode: ExpressibleByArgument {}
extension HarmonyScheme: ExpressibleByArgument {}

extension PaletteFormat: ExpressibleByArgument {
    public init?(argument: String) {
        self.init(rawValue: argument.lowercased())
    }
}

extension OutputColorSpace: ExpressibleByArgument {
    public init?(argument: String) {
        self.init(rawValue: argument.lowercased() == "p3" ? "display-p3" : argument.lowercased())
    }
}

extension ColorSpace: ExpressibleByArgument {
    /// A CSS space name, or `device` (sRGB) and `perceptual` (OKLab) as SwiftUI says them.
    public init?(argument: String) {
        self.init(name: argument)
    }

    public static var allValueStrings: [String] { ["device", "perceptual"] + allCases.map(\.rawValue) }
}

extension Easing: ExpressibleByArgument {
    public init?(argument: String) {
        guard let easing = try? Easing(parsing: argument) else { return nil }
        self = easing
    }

    public static var allValueStrings: [String] {
        ["linear", "easeIn", "easeOut", "easeInOut", "cubic-bezier(x1,y1,x2,y2)", "spring", "spring(response,damping)"]
    }
}

extension SplashAnimation: ExpressibleByArgument {
    public init?(argument: String) {
        guard let animation = try? SplashAnimation(parsing: argument) else { return nil }
        self = animation
    }

    public static var allValueStrings: [String] {
        ["leftToRight", "rightToLeft", "topToBottom", "bottomToTop", "angle:DEGREES", "circle", "circle:X,Y", "diamond", "diamond:X,Y"]
    }
}
