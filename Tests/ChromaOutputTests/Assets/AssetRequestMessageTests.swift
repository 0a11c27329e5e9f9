import ChromaRaster
import ColorCore
import Testing
@testable import ChromaOutput

/// What a new user is told about an asset request: each message names the bad value and what
/// was expected, in plain words, and the web snippet's tags are the current ones.
@Suite struct AssetRequestMessageTests {
    static func scene(_ width: Int, _ height: Int) -> Scene {
        Scene(width: width, height: height, background: Color(rgb: 0x2050c0))
    }

    @Test(arguments: ["x/ .appiconset", "x/\t.imageset", "  .icon"])
    func aBlankSetNameIsRefused(_ path: String) throws {
        let kind = try #require(AssetKind.catalogKind(ofPath: path, macOS: false))
        #expect {
            try AssetOutput(path: path, kind: kind).files(for: AppearanceScenes(Self.scene(16, 16)))
        } throws: { error in
            "\(error)".contains("with a name that is not blank and does not start with '.'")
        }
    }

    @Test func aSquareIconMessageNamesTheKindOnce() {
        for kind in [AssetKind.iconComposer.name, "android splash icon", "web", AssetKind.appIcon(macOS: true).name] {
            let message = OutputError.sceneNotSquare(kind: kind, width: 9, height: 4).description
            #expect(!message.contains("icon icon"), "\(message)")
            #expect(message.contains("are square; the scene is 9×4"), "\(message)")
        }
        #expect(OutputError.sceneNotSquare(kind: "icon", width: 9, height: 4).description.hasPrefix("Icon Composer (.icon) icons are square"))
        #expect(OutputError.sceneNotSquare(kind: "web", width: 9, height: 4).description.hasPrefix("web icons are square"))
    }

    @Test func theWebAppearanceMessageSaysWhereDarkGoes() {
        let message = OutputError.appearanceNotStored(.dark, kind: AssetKind.web.name, supported: [.any]).description
        #expect(message.hasPrefix("web icons have no dark variant"), "\(message)")
        #expect(message.contains("favicon.svg") && message.contains("startup") && message.hasSuffix("expected appearances among any"), "\(message)")
        #expect(OutputError.appearanceNotStored(.highContrast, kind: "android splash", supported: [.any, .dark]).description
            == "android splash assets have no high-contrast variant; expected appearances among any, dark")
    }

    @Test(arguments: [("", "it is empty"), (" ", "' ' is not a part of one"), ("Theme..App", "it has an empty part"), (".Theme", "it has an empty part"),
                      ("Theme.2App", "'2App' is not a part of one"), ("Theme App", "'Theme App' is not a part of one")])
    func aBadAppThemeIsNamed(_ theme: String, _ reason: String) {
        var options = AndroidSplashPlan.Options()
        options.appTheme = theme
        #expect {
            try AssetOutput(path: "res", kind: .android(.splash)).files(for: AppearanceScenes(Self.scene(40, 60)), splash: options)
        } throws: { error in
            "\(error)".hasPrefix("invalid app theme '\(theme)': \(reason); expected a style name such as Theme.App")
        }
    }

    @Test func goodAppThemesAreAccepted() throws {
        for theme in ["Theme.App", "Theme.MaterialComponents.DayNight_NoActionBar", "_Private.Theme1"] {
            #expect(AndroidThemeName.problem(theme) == nil, "\(theme)")
        }
    }

    @Test func theSnippetDeclaresAWebAppWithTheStandardTag() {
        let image = WebStartupImages.Image(name: "startup/a.png", media: "screen")
        let html = WebHeadSnippet.html(startup: [image])
        #expect(html.contains("<meta name=\"mobile-web-app-capable\" content=\"yes\">\n"))
        // Beside it, for iOS's startup images (see WebHeadSnippet).
        #expect(html.contains("<meta name=\"apple-mobile-web-app-capable\" content=\"yes\">\n"))
        // Without startup images no page is declared a web app.
        #expect(!WebHeadSnippet.html(startup: []).contains("web-app-capable"))
    }

    @Test func aStartupSceneOfAnotherShapeIsToldHowItIsPlaced() throws {
        let notes = AssetNotes()
        let startup = AppearanceScenes(appearances: [.any, .dark]) { _ in Self.scene(320, 568) }
        _ = try WebIconsPlan.files(folder: "web", scenes: AppearanceScenes(Self.scene(32, 32)), startup: startup, notes: notes)
        // Once for the size, though light and dark both have it.
        #expect(notes.lines.count == 1, "\(notes.lines)")
        let line = try #require(notes.lines.first)
        #expect(line.hasPrefix("web/startup: the 320×568 startup scene has the shape of none of the 19 screens; it is drawn whole, centered"), "\(line)")
        // The widest bars: above and below on the largest iPhone (440×956 pt at 3x is 1320×2868
        // px; the scene fills its width, 568 × 1320/320 = 2343 px high).
        #expect(line.contains("widest: 525 px in all, above and below, on the 440×956 pt @3x screen"), "\(line)")
        // 320/568 is nearest 375/667 (0.5634 against 0.5622).
        #expect(line.hasSuffix("; give it a screen's shape to fill that screen, such as 375×667, the nearest"), "\(line)")
    }

    /// A scene of one screen's shape is told it fills that one and gets bars on the others, and
    /// is never told to take the shape it has.
    /// (A pixel's rounding apart, 393×852 is also 430×932's shape, and 414×896 at 3× and 2× is one
    /// shape of two screens, each named: as many names as the count, none twice.)
    @Test(arguments: [(420, 912, 1, "420×912 pt @3x"), (375, 667, 1, "375×667 pt @2x"), (393, 852, 2, "430×932 pt @3x, 393×852 pt @3x"),
                      (1179, 2556, 2, "430×932 pt @3x, 393×852 pt @3x"),
                      (414, 896, 4, "428×926 pt @3x, 390×844 pt @3x, 414×896 pt @3x, 414×896 pt @2x"),
                      (768, 1024, 3, "1032×1376 pt @2x, 810×1080 pt @2x, 768×1024 pt @2x")])
    func aSceneOfAScreensShapeIsToldWhichItFills(width: Int, height: Int, fills: Int, named: String) throws {
        let line = try #require(WebStartupImages.placementNote(folder: "w", scene: Self.scene(width, height)))
        #expect(line.hasPrefix("w/startup: the \(width)×\(height) startup scene fills \(fills) of the 19 screens (\(named)); "
            + "on the other \(19 - fills) it is drawn whole, centered and as large as fits"), "\(line)")
        #expect(!line.contains("give it") && !line.contains("on the \(named) screen"), "\(line)")
        #expect(named.components(separatedBy: ", ").count == fills && Set(named.components(separatedBy: ", ")).count == fills)
    }

    /// Every screen is named distinctly: no two have the same label.
    @Test func everyScreenHasItsOwnLabel() {
        #expect(Set(WebStartupImages.screens.map(\.label)).count == WebStartupImages.screens.count)
        #expect(WebStartupImages.screens.filter { $0.width == 414 && $0.height == 896 }.map(\.label) == ["414×896 pt @3x", "414×896 pt @2x"])
    }

    @Test func aSceneThatFillsEveryScreenIsNotWarned() {
        let screens = [WebStartupImages.Screen(width: 393, height: 852, ratio: 3, devices: "a"),
                       WebStartupImages.Screen(width: 393, height: 852, ratio: 2, devices: "b")]
        #expect(WebStartupImages.placementNote(folder: "w", scene: Self.scene(393, 852), screens: screens) == nil)
        let line = WebStartupImages.placementNote(folder: "w", scene: Self.scene(400, 852), screens: screens)
        #expect(line?.hasSuffix("such as 393×852, the nearest") == true, "\(line ?? "")")
        #expect(WebStartupImages.placementNote(folder: "w", scene: Self.scene(1, 1)) != nil)
    }
}
