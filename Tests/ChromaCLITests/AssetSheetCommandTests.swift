import Foundation
import PNGSpecDecoder
import Testing

/// The asset options beyond the destination: the contact sheet, the maskable padding and the
/// Android 12 splash colors, through the built `chroma`.
extension AssetCommandTests {
    /// A 16-point square icon scene: a white disk on blue.
    static let icon = "width: 16\nheight: 16\nbackground: \"#2050c0\"\nlayers:\n  - paint: \"#ffffff\"\n    shape: { circle: { center: [8, 8], radius: 4 } }\n"

    @Test func aDrawingWritesItsContactSheetWithItsAssets() throws {
        let folder = try ShardCommandTests.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = folder.appendingPathComponent("icon.yaml")
        try Self.icon.write(to: scene, atomically: true, encoding: .utf8)
        for (index, destination) in [["-o", "I.appiconset", "--macos"], ["--web", "-o", "web"], ["--android", "adaptive", "-o", "res"]].enumerated() {
            let sheet = folder.appendingPathComponent("sheet-\(index).png")
            let arguments = destination.enumerated().map { index, word in
                index > 0 && destination[index - 1] == "-o" ? folder.appendingPathComponent(word).path : word
            }
            let run = try cli.run(["render", scene.path] + arguments + ["--preview-sheet", sheet.path])
            #expect(run.status == 0, "\(destination): \(run.stderr)")
            let png = try SpecPNG.read(contentsOf: sheet.path)
            // Width: margins, the titles' column and two halves of seven 96-pixel cells.
            #expect(png.header.width == 2 * 24 + 340 + 2 * (16 + 8 * (96 + 16)) + 16, "\(destination)")
            #expect(png.header.height > 96 + 2 * 24, "\(destination)")
        }
    }

    @Test func theAndroidSplashAndMaskableColorsComeFromTheCommandLine() throws {
        let folder = try ShardCommandTests.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = folder.appendingPathComponent("icon.yaml")
        try Self.icon.write(to: scene, atomically: true, encoding: .utf8)
        let res = folder.appendingPathComponent("res")
        let run = try cli.run(["render", scene.path, "--android", "splash", "-o", res.path, "--splash-background", "#102030", "--icon-background", "white"])
        #expect(run.status == 0, "\(run.stderr)")
        let values = try String(contentsOf: res.appendingPathComponent("values/splash.xml"), encoding: .utf8)
        #expect(values.contains("<color name=\"splash_background\">#102030</color>"), "\(values)")
        #expect(values.contains("<color name=\"splash_icon_background\">#FFFFFF</color>"))
        #expect(values.contains("parent=\"Theme.SplashScreen.IconBackground\"") && values.contains("windowSplashScreenIconBackgroundColor"))
        // The drawing is its own Android 12 icon: a vector scene, one VectorDrawable of 240 dp
        // (an icon background), named by the theme, and no line saying the icon is missing.
        #expect(values.contains("<item name=\"windowSplashScreenAnimatedIcon\">@drawable/splash_icon</item>"), "\(values)")
        let icon = try String(contentsOf: res.appendingPathComponent("drawable/splash_icon.xml"), encoding: .utf8)
        #expect(icon.contains("<vector") && icon.contains("android:viewportWidth=\"240\" android:viewportHeight=\"240\""), "\(icon)")
        #expect(!run.stderr.contains("no splash icon"), "\(run.stderr)")

        let web = folder.appendingPathComponent("web")
        let padded = try cli.run(["render", scene.path, "--web", "-o", web.path, "--maskable-background", "#ff0000"])
        #expect(padded.status == 0, "\(padded.stderr)")
        let maskable = try SpecPNG.read(contentsOf: web.appendingPathComponent("icon-maskable-512.png").path)
        #expect(Array(maskable.defaultImage.samples[0..<3]) == [255, 0, 0], "the corner is \(Array(maskable.defaultImage.samples[0..<4]))")
    }

    @Test func aStillDrawingThatIsNotSquareIsItsOwnSplashIconInEachAppearance() throws {
        let folder = try ShardCommandTests.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // A 40×20 card with text (not vector: PNGs per density), light and dark.
        let scene = folder.appendingPathComponent("card.yaml")
        try "width: 40\nheight: 20\nbackground: \"light-dark(#2050c0, #c02050)\"\nlayers:\n  - text: { string: Go, box: [0, 2, 40, 16], align: center, size: 12 }\n    paint: \"#ffffff\"\n"
            .write(to: scene, atomically: true, encoding: .utf8)
        let res = folder.appendingPathComponent("res")
        let run = try cli.run(["render", scene.path, "--android", "splash", "--asset-name", "card", "-o", res.path])
        // The card is shrunk into the circle whole, as a full-bleed icon is: no line.
        #expect(run.status == 0 && !run.stderr.contains("warning"), "\(run.status) \(run.stderr)")
        let values = try String(contentsOf: res.appendingPathComponent("values/card.xml"), encoding: .utf8)
        #expect(values.contains("<item name=\"windowSplashScreenAnimatedIcon\">@drawable/card_icon</item>"), "\(values)")
        #expect(!FileManager.default.fileExists(atPath: res.appendingPathComponent("drawable/card_icon.xml").path))
        var corners: [[UInt16]] = []
        for folderName in ["drawable-xxxhdpi", "drawable-night-xxxhdpi"] {
            let png = try SpecPNG.read(contentsOf: res.appendingPathComponent(folderName + "/card_icon.png").path)
            // 288 dp at 4×; the card centered, not stretched, inside the 192 dp circle.
            #expect(png.header.width == 1152 && png.header.height == 1152 && png.header.channels == 4, "\(folderName): \(png.header)")
            let top = UInt16((1 << png.header.bitDepth) - 1), samples = png.defaultImage.samples
            func alpha(_ x: Int, _ y: Int) -> UInt16 { samples[4 * (y * 1152 + x) + 3] }
            var outside = 0
            for y in 0..<1152 {
                for x in 0..<1152 where hypot(Double(x) + 0.5 - 576, Double(y) + 0.5 - 576) > 384 + 1 && alpha(x, y) != 0 { outside += 1 }
            }
            #expect(outside == 0, "\(folderName): \(outside) pixels outside the safe circle")
            // Twice as wide as tall: the card's sides near the circle, its top and bottom far in.
            #expect(alpha(576 - 300, 576) == top && alpha(576 + 300, 576) == top, "\(folderName)")
            #expect(alpha(576, 576 - 250) == 0 && alpha(576, 576 + 250) == 0, "\(folderName)")
            corners.append(Array(samples[4 * (576 * 1152 + 290)..<4 * (576 * 1152 + 290) + 4]))
        }
        // The night icon is the card in dark mode.
        #expect(corners.count == 2 && corners[0] != corners[1], "\(corners)")
    }

    @Test func badSheetAndColorRequestsAreRefusedWithoutWriting() throws {
        let folder = try ShardCommandTests.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = folder.appendingPathComponent("icon.yaml"), document = folder.appendingPathComponent("assets.yaml")
        try Self.icon.write(to: scene, atomically: true, encoding: .utf8)
        try "assets:\n  - {kind: web, path: web, scene: icon.yaml}\n".write(to: document, atomically: true, encoding: .utf8)
        let out = folder.appendingPathComponent("out").path
        for (arguments, message) in [
            ([scene.path, "-o", out + "/I.appiconset", "--preview-sheet", out + "/sheet.jpg"], "is not a PNG file; expected FILE.png"),
            ([scene.path, "-o", out + "/S.imageset", "--preview-sheet", out + "/sheet.png"], "--preview-sheet previews icons, and these assets hold none"),
            ([scene.path, "-o", out, "--android", "launcher", "--splash-background", "red"], "--splash-background colors the Android 12 splash screen"),
            ([scene.path, "-o", out, "--android", "splash", "--splash-background", "#ff000080"], "is not opaque"),
            ([scene.path, "-o", out, "--android", "splash", "--icon-background", "#ff000080"], "--icon-background '#ff000080' is not opaque"),
            ([scene.path, "-o", out, "--android", "splash", "--icon-background", "transparent"], "--icon-background 'transparent' is not opaque"),
            ([scene.path, "-o", out, "--web", "--maskable-background", "transparent"], "--maskable-background 'transparent' is not opaque"),
            ([scene.path, "-o", out, "--web", "--maskable-background", "rgb(0 0 255 / 0.999)"], "is not opaque"),
            // An adaptive color is opaque only when each of its values is: its see-through dark
            // half is refused, never drawn opaque.
            ([scene.path, "-o", out, "--android", "splash", "--icon-background", "light-dark(#fff, #0008)"],
             "--icon-background 'light-dark(#fff, #0008)' is not opaque in every appearance"),
            ([scene.path, "-o", out, "--android", "splash", "--splash-background", "light-dark(#fff, transparent)"], "is not opaque in every appearance"),
            ([scene.path, "-o", out, "--web", "--maskable-background", "light-dark(#0000, white)"], "is not opaque in every appearance"),
            ([scene.path, "-o", out + "/icons.png", "--web"], "--web writes into a folder, not a .png file"),
            ([scene.path, "-o", out + "/res.SVG", "--android", "adaptive"], "--android writes into a folder, not a .svg file"),
            ([scene.path, "-o", out + "/res.webp/", "--android", "splash"], "--android writes into a folder, not a .webp file"),
            ([scene.path, "-o", out, "--android", "splash", "--icon-background", "nocolor"], "nocolor"),
            ([scene.path, "-o", out, "--android", "splash", "--maskable-background", "red"], "--maskable-background pads the --web maskable icon"),
            ([document.path, "-o", out, "--web"], "of the asset options only --preview-sheet goes with it"),
        ] {
            let run = try cli.run(["render"] + arguments)
            #expect(run.status == 64 && run.stderr.contains(message), "\(arguments): \(run.status) \(run.stderr)")
        }
        #expect(!FileManager.default.fileExists(atPath: out))
        // A document's colors alike, as data errors naming the key.
        for (key, value) in [("splash-background", "'#ff000080'"), ("icon-background", "transparent"), ("splash-background", "{any: white, dark: '#0000'}"),
                             ("splash-background", "'light-dark(#fff, #0008)'"), ("icon-background", "'light-dark(white, transparent)'")] {
            try "assets:\n  - {kind: android-splash, path: res, scene: icon.yaml, \(key): \(value)}\n".write(to: document, atomically: true, encoding: .utf8)
            let run = try cli.run(["render", document.path, "-o", out])
            #expect(run.status == 65 && run.stderr.contains("is not opaque") && run.stderr.contains(key), "\(key) \(value): \(run.status) \(run.stderr)")
        }
        try "assets:\n  - {kind: web, path: web, scene: icon.yaml, background: 'rgb(0 0 0 / 50%)'}\n".write(to: document, atomically: true, encoding: .utf8)
        let web = try cli.run(["render", document.path, "-o", out])
        #expect(web.status == 65 && web.stderr.contains("is not opaque"), "\(web.status) \(web.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test func anEmptyOutputPathIsRefusedByEveryRoute() throws {
        let folder = try ShardCommandTests.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = folder.appendingPathComponent("icon.yaml")
        try Self.icon.write(to: scene, atomically: true, encoding: .utf8)
        // Empty, it would have put the asset files at the file system's root.
        for extra in [["--web"], ["--android", "launcher"], ["--android", "splash"], []] {
            let run = try cli.run(["render", scene.path, "-o", ""] + extra)
            #expect(run.status == 64 && run.stderr.contains("-o is empty"), "\(extra): \(run.status) \(run.stderr)")
        }
        for arguments in [["gradient", "linear", "--stops", "red,blue", "-o", ""], ["swatch", "red", "-o", ""],
                          ["splash", "--colors", "red,blue", "--android", "splash", "-o", ""]] {
            let run = try cli.run(arguments)
            #expect(run.status == 64 && run.stderr.contains("-o is empty"), "\(arguments): \(run.status) \(run.stderr)")
        }
        #expect(!FileManager.default.fileExists(atPath: "/icon-192.png"))
    }
}
