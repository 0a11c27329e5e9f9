/// SwiftUI's system and semantic colors, for code written from memory of SwiftUI (`.blue`,
/// `.mint`, `.primary`…), and in strings as `.blue` (a leading dot; bare `blue` is CSS's).
///
/// Each adapts to its environment as SwiftUI's does: light and dark appearance, standard and
/// increased contrast, with the values of Apple's Human Interface Guidelines color table (iOS,
/// the table of iOS 15 through iOS 18). The color's own components are the light,
/// standard-contrast value, so code that never asks for an appearance sees the light values;
/// ``resolve(in:)``, ``resolvedColor(in:)`` and every render given an appearance pick the others.
/// They are not the CSS named colors of the same name: `Color.red` is #ff3b30 where the string
/// "red" is CSS's #ff0000. Each value is an sRGB color.
extension Color {
    /// SwiftUI's red: #ff3b30 light, #ff453a dark; increased contrast #d70015, #ff6961.
    public static let red = system("red", 0xff3b30, 0xff453a, 0xd70015, 0xff6961)
    /// SwiftUI's orange: #ff9500 light, #ff9f0a dark; increased contrast #c93400, #ffb340.
    public static let orange = system("orange", 0xff9500, 0xff9f0a, 0xc93400, 0xffb340)
    /// SwiftUI's yellow: #ffcc00 light, #ffd60a dark; increased contrast #b25000, #ffd426.
    public static let yellow = system("yellow", 0xffcc00, 0xffd60a, 0xb25000, 0xffd426)
    /// SwiftUI's green: #34c759 light, #30d158 dark; increased contrast #248a3d, #30db5b.
    public static let green = system("green", 0x34c759, 0x30d158, 0x248a3d, 0x30db5b)
    /// SwiftUI's mint: #00c7be light, #63e6e2 dark; increased contrast #0c817b, #66d4cf.
    public static let mint = system("mint", 0x00c7be, 0x63e6e2, 0x0c817b, 0x66d4cf)
    /// SwiftUI's teal: #30b0c7 light, #40c8e0 dark; increased contrast #008299, #5de6ff.
    public static let teal = system("teal", 0x30b0c7, 0x40c8e0, 0x008299, 0x5de6ff)
    /// SwiftUI's cyan: #32ade6 light, #64d2ff dark; increased contrast #0071a4, #70d7ff.
    public static let cyan = system("cyan", 0x32ade6, 0x64d2ff, 0x0071a4, 0x70d7ff)
    /// SwiftUI's blue: #007aff light, #0a84ff dark; increased contrast #0040dd, #409cff.
    public static let blue = system("blue", 0x007aff, 0x0a84ff, 0x0040dd, 0x409cff)
    /// SwiftUI's indigo: #5856d6 light, #5e5ce6 dark; increased contrast #3634a3, #7d7aff.
    public static let indigo = system("indigo", 0x5856d6, 0x5e5ce6, 0x3634a3, 0x7d7aff)
    /// SwiftUI's purple: #af52de light, #bf5af2 dark; increased contrast #8944ab, #da8fff.
    public static let purple = system("purple", 0xaf52de, 0xbf5af2, 0x8944ab, 0xda8fff)
    /// SwiftUI's pink: #ff2d55 light, #ff375f dark; increased contrast #d30f45, #ff6482.
    public static let pink = system("pink", 0xff2d55, 0xff375f, 0xd30f45, 0xff6482)
    /// SwiftUI's brown: #a2845e light, #ac8e68 dark; increased contrast #7f6545, #b59469.
    public static let brown = system("brown", 0xa2845e, 0xac8e68, 0x7f6545, 0xb59469)
    /// SwiftUI's gray: #8e8e93 light and dark; increased contrast #6c6c70, #aeaeb2.
    public static let gray = system("gray", 0x8e8e93, 0x8e8e93, 0x6c6c70, 0xaeaeb2)

    /// SwiftUI's primary content color (UIKit's `label`): black in light appearance, white in dark,
    /// at either contrast.
    public static let primary = system("primary", 0x000000, 0xffffff, 0x000000, 0xffffff)
    /// SwiftUI's secondary content color (UIKit's `secondaryLabel`): #3c3c43 at 60% opacity in
    /// light appearance, #ebebf5 at 60% in dark; 68% (173/255) at increased contrast.
    public static let secondary = Color(
        name: "secondary",
        light: Color(rgb: 0x3c3c43, opacity: 153.0 / 255), dark: Color(rgb: 0xebebf5, opacity: 153.0 / 255),
        lightIncreased: Color(rgb: 0x3c3c43, opacity: 173.0 / 255), darkIncreased: Color(rgb: 0xebebf5, opacity: 173.0 / 255))
    /// SwiftUI's accent color: an app without an accent color asset gets the system blue, and so
    /// does every render here (all four of ``blue``'s values).
    public static let accentColor = system("accentColor", 0x007aff, 0x0a84ff, 0x0040dd, 0x409cff)

    /// SwiftUI's named colors by name, as `.name` strings read them (`.blue`, `.primary`,
    /// `.accentColor`; also `.black`, `.white` and `.clear`, which do not adapt).
    public static let swiftUINamed: [String: Color] = [
        "red": .red, "orange": .orange, "yellow": .yellow, "green": .green, "mint": .mint, "teal": .teal,
        "cyan": .cyan, "blue": .blue, "indigo": .indigo, "purple": .purple, "pink": .pink, "brown": .brown,
        "gray": .gray, "primary": .primary, "secondary": .secondary, "accentColor": .accentColor,
        "black": .black, "white": .white, "clear": .clear,
    ]

    /// The names of ``swiftUINamed``, in SwiftUI's documentation order, for messages.
    public static let swiftUINames = ["black", "blue", "brown", "clear", "cyan", "gray", "green", "indigo", "mint",
                                      "orange", "pink", "purple", "red", "teal", "white", "yellow",
                                      "primary", "secondary", "accentColor"]

    /// A system color from its four 0xRRGGBB values: light, dark, light and dark at increased contrast.
    private static func system(_ name: String, _ light: UInt32, _ dark: UInt32, _ lightIncreased: UInt32,
                               _ darkIncreased: UInt32) -> Color {
        Color(name: name, light: Color(rgb: light), dark: Color(rgb: dark),
              lightIncreased: Color(rgb: lightIncreased), darkIncreased: Color(rgb: darkIncreased))
    }

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
