/// SwiftUI's system colors, for code written from memory of SwiftUI (`.blue`, `.mint`…).
///
/// SwiftUI's values adapt to light and dark mode and to increased contrast; a PNG has one
/// appearance, so these are the light-mode values at default contrast from Apple's Human
/// Interface Guidelines color table (iOS). They are not the CSS named colors of the same name:
/// `Color.red` is #ff3b30 while the string "red" is CSS's #ff0000. Each is an opaque sRGB color.
extension Color {
    /// SwiftUI's red, #ff3b30.
    public static let red = Color(rgb: 0xff3b30)
    /// SwiftUI's orange, #ff9500.
    public static let orange = Color(rgb: 0xff9500)
    /// SwiftUI's yellow, #ffcc00.
    public static let yellow = Color(rgb: 0xffcc00)
    /// SwiftUI's green, #34c759.
    public static let green = Color(rgb: 0x34c759)
    /// SwiftUI's mint, #00c7be.
    public static let mint = Color(rgb: 0x00c7be)
    /// SwiftUI's teal, #30b0c7.
    public static let teal = Color(rgb: 0x30b0c7)
    /// SwiftUI's cyan, #32ade6.
    public static let cyan = Color(rgb: 0x32ade6)
    /// SwiftUI's blue, #007aff.
    public static let blue = Color(rgb: 0x007aff)
    /// SwiftUI's indigo, #5856d6.
    public static let indigo = Color(rgb: 0x5856d6)
    /// SwiftUI's purple, #af52de.
    public static let purple = Color(rgb: 0xaf52de)
    /// SwiftUI's pink, #ff2d55.
    public static let pink = Color(rgb: 0xff2d55)
    /// SwiftUI's brown, #a2845e.
    public static let brown = Color(rgb: 0xa2845e)
    /// SwiftUI's gray, #8e8e93.
    public static let gray = Color(rgb: 0x8e8e93)

    /// A random opaque sRGB color, each channel uniform in 0…1, drawn from `generator`: seed it
    /// (``SplitMix64``) for the same colors on every run.
    public static func random<G: RandomNumberGenerator>(using generator: inout G) -> Color {
        Color(red: .random(in: 0...1, using: &generator), green: .random(in: 0...1, using: &generator),
              blue: .random(in: 0...1, using: &generator))
    }

    /// A random opaque sRGB color from the system's generator.
    public static func random() -> Color {
        var generator = SystemRandomNumberGenerator()
        return random(using: &generator)
    }
}
