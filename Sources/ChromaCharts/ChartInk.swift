import ColorCore

/// The pages and inks charts, game cards and sheets are drawn with: adaptive colors, so a chart
/// drawn with `--appearance dark` is SwiftUI's dark screen (system backgrounds and labels), and
/// light is what it always was.
public enum ChartInk {
    /// SwiftUI's `systemBackground`: white, black in dark.
    public static let page = Color(light: .white, dark: .black)
    /// A sheet's page: 97 % white, `secondarySystemBackground` (#1c1c1e) in dark.
    public static let sheetPage = Color(light: Color(white: 0.97), dark: Color(rgb: 0x1c1c1e))
    /// The articles' pale blue page (HSB 0.58, 0.17, 1), #1c1c1e in dark.
    public static let tintedPage = Color(light: Color(hue: 0.58, saturation: 0.17, brightness: 1.0), dark: Color(rgb: 0x1c1c1e))
    /// SwiftUI's `label` (`.primary`): black, white in dark.
    public static let text = Color.primary
    /// A quieter label: 35 % white, 72 % in dark (at least 4.5:1 on every page here).
    public static let secondaryText = Color(light: Color(white: 0.35), dark: Color(white: 0.72))
    /// The strips' highlighted value: #d00000, SwiftUI's increased-contrast dark red (#ff6961) in dark.
    public static let accentText = Color(light: Color(rgb: 0xd00000), dark: Color(rgb: 0xff6961))
    /// A slider's unfilled track: 85 % white, `systemGray4` (#3a3a3c) in dark.
    public static let track = Color(light: Color(white: 0.85), dark: Color(rgb: 0x3a3a3c))

    /// Black or white, whichever contrasts more with `page` in each appearance (adaptive when
    /// the page is).
    public static func text(on page: Color) -> Color {
        guard page.isAdaptive else { return page.preferredTextColor }
        func ink(_ name: String) -> Color { page.resolvedColor(in: EnvironmentValues(appearance: name)!).preferredTextColor }
        return Color(light: ink("light"), dark: ink("dark"), lightIncreasedContrast: ink("light-increased"), darkIncreasedContrast: ink("dark-increased"))
    }
}
