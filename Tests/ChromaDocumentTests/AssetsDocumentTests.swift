import ChromaAssetModel
import Foundation
import Testing
@testable import ChromaDocument

/// Assets documents: targets read with their kinds, scene files and appearances; every mistake
/// one line naming the target's path in the document.
@Suite struct AssetsDocumentTests {
    static func read(_ yaml: String, folder: String = "/base") throws -> AssetsDocument {
        var dependencies: [String] = []
        return try read(yaml, folder: folder, dependencies: &dependencies)
    }

    static func read(_ yaml: String, folder: String, dependencies: inout [String]) throws -> AssetsDocument {
        var warnings: [DocumentError] = []
        guard case .assets(let document) = try DocumentReader.read(Array(yaml.utf8), syntax: .yaml, name: "assets.yaml", folder: folder,
                                                                   warnings: &warnings, dependencies: &dependencies) else {
            Issue.record("not an assets document")
            return AssetsDocument(targets: [])
        }
        return document
    }

    /// A folder of scene and palette files, removed by `remove()`.
    struct Folder {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("assets-doc-\(UUID().uuidString)").path
        init(_ files: [String: String]) throws {
            for (name, text) in files {
                let path = root + "/" + name
                try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                #expect(FileManager.default.createFile(atPath: path, contents: Data(text.utf8)))
            }
        }
        func remove() { try? FileManager.default.removeItem(atPath: root) }
    }

    static func scene(_ width: Int, _ height: Int, _ color: String) -> String {
        "{width: \(width), height: \(height), background: '\(color)'}"
    }

    @Test func targetsAreReadAndResolved() throws {
        let folder = try Folder([
            "s.yaml": Self.scene(20, 10, "#ff0000"), "d.yaml": Self.scene(20, 10, "#000000"), "icons/i.yaml": Self.scene(64, 64, "#00ff00"),
            "bg.yaml": Self.scene(108, 108, "#0000ff"), "fg.yaml": Self.scene(108, 108, "#ffffff"),
            "brand.gpl": "GIMP Palette\n255 0 0 red\n0 0 255 blue\n", "i.yaml": Self.scene(48, 48, "#123456"),
        ])
        defer { folder.remove() }
        var dependencies: [String] = []
        let document = try Self.read("""
            assets:
              - {path: A.xcassets/S.imageset, scenes: {any: s.yaml, dark: d.yaml}, appearances: [high-contrast]}
              - {kind: appiconset, path: A.xcassets/I.appiconset, scene: icons/i.yaml, macos: true}
              - {kind: android-adaptive, path: res, scene: bg.yaml, foreground: fg.yaml, name: ic_brand}
              - {kind: colorsets, path: A.xcassets, palette: brand.gpl}
              - {kind: android-colors, path: res, palette: brand.gpl}
              - {kind: web, path: web, scene: i.yaml}
              - {kind: imageset, path: B.imageset, scene: s.yaml}
            """, folder: folder.root, dependencies: &dependencies)
        let t = document.targets, base = folder.root
        #expect(t.count == 7)
        #expect(t[0].kind == .asset(.imageSet) && t[0].appearances == [.any, .dark, .highContrast])
        #expect(t[0].sceneFiles == [.any: base + "/s.yaml", .dark: base + "/d.yaml"])
        #expect(t[0].scenes[.any]?.width == 20 && t[0].scenes[.dark] != nil && t[0].scenes[.dark]?.background != t[0].scenes[.any]?.background)
        #expect(t[1].kind == .asset(.appIcon(macOS: true)) && t[1].sceneFiles[.any] == base + "/icons/i.yaml" && t[1].scenes[.any]?.width == 64)
        #expect(t[2].kind == .asset(.android(.adaptive)) && t[2].foregroundFile == base + "/fg.yaml" && t[2].name == "ic_brand")
        #expect(t[2].foreground?.width == 108 && t[2].scenes[.any]?.height == 108)
        #expect(t[3].kind == .colorSets && t[3].paletteFile == base + "/brand.gpl" && t[4].kind == .androidColors)
        #expect(t[3].palette?.entries.map(\.name) == ["red", "blue"] && t[4].palette?.entries.count == 2)
        #expect(t[5].kind == .asset(.web) && t[5].location == "assets[5]" && t[5].scenes[.any]?.width == 48)
        #expect(t[6].scenes[.any]?.width == t[0].scenes[.any]?.width)
        // The dependency list: every file named, each once, in the order named.
        #expect(dependencies == ["s.yaml", "d.yaml", "icons/i.yaml", "bg.yaml", "fg.yaml", "brand.gpl", "i.yaml"].map { base + "/" + $0 })
        // Files an assets document names stay inside its folder, as every document's do.
        #expect { try Self.read("assets:\n  - {kind: appiconset, path: I.appiconset, scene: /abs/i.yaml}") } throws: {
            "\($0)".contains("an absolute path is refused")
        }
        #expect { try Self.read("assets:\n  - {kind: web, path: web, scene: ../i.yaml}") } throws: { "\($0)".contains("'..' is refused") }
    }

    /// A named file that is missing is absent input (kind missingInput, exit 66), one that does
    /// not read names both files; a splash or another assets document cannot be an asset's scene.
    @Test func namedFilesThatCannotBeScenesAreNamed() throws {
        let folder = try Folder([
            "s.yaml": Self.scene(20, 10, "#ff0000"), "bad.yaml": "{width: -3, height: 10}",
            "splash.json": try String(contentsOfFile: URL(fileURLWithPath: #filePath).deletingLastPathComponent().path + "/../../Examples/splash-gradients.json", encoding: .utf8),
            "nested.yaml": "assets:\n  - {kind: web, path: w, scene: s.yaml}\n", "bad.gpl": "not a palette",
        ])
        defer { folder.remove() }
        let cases: [(String, DocumentError.Kind, String)] = [
            ("{kind: web, path: w, scene: missing.yaml}", .missingInput, "assets[0].scene: cannot read"),
            ("{kind: android-adaptive, path: r, scene: s.yaml, foreground: gone.yaml}", .missingInput, "assets[0].foreground: cannot read"),
            ("{kind: colorsets, path: A.xcassets, palette: gone.gpl}", .missingInput, "assets[0].palette: cannot read"),
            ("{kind: colorsets, path: A.xcassets, palette: bad.gpl}", .invalid, "assets[0].palette:"),
            ("{kind: imageset, path: S.imageset, scene: bad.yaml}", .invalid, "assets[0].scene: \(folder.root)/bad.yaml: width"),
            ("{kind: imageset, path: S.imageset, scene: splash.json}", .invalid, "is not a still scene"),
            ("{kind: imageset, path: S.imageset, scene: nested.yaml}", .invalid, "cannot be another assets document"),
        ]
        for (target, kind, message) in cases {
            do {
                _ = try Self.read("assets:\n  - \(target)\n", folder: folder.root)
                Issue.record("\(target) was read")
            } catch let error as DocumentError {
                #expect(error.kind == kind && error.description.hasPrefix("assets.yaml: ") && error.description.contains(message), "\(target): \(error)")
            }
        }
    }

    @Test(arguments: [
        ("assets: []", "assets: expected at least one asset target"),
        ("assets: {path: x}", "assets: expected an array of asset targets"),
        ("assets:\n  - {path: res, scene: s.yaml}", "assets[0]: missing key \"kind\""),
        ("assets:\n  - {kind: jpeg, path: res, scene: s.yaml}", "unknown asset kind \"jpeg\""),
        ("assets:\n  - {kind: web, path: /etc/web, scene: s.yaml}", "assets[0].path: expected a path inside the output folder"),
        ("assets:\n  - {kind: web, path: a/../../b, scene: s.yaml}", "assets[0].path: expected a path inside the output folder"),
        ("assets:\n  - {kind: web, path: web}", "assets[0]: missing key \"scene\""),
        ("assets:\n  - {kind: web, path: web, scene: s.yaml, colour: red}", "colour"),
        ("assets:\n  - {kind: imageset, path: S.appiconset, scene: s.yaml}", "assets[0].path: an imageset target's path ends in .imageset"),
        ("assets:\n  - {kind: appiconset, path: ios/.appiconset, scene: s.yaml}", "assets[0].path: \"ios/.appiconset\" has no name before .appiconset"),
        ("assets:\n  - {path: .imageset, scene: s.yaml}", "has no name before .imageset; expected a name before the suffix, as in Splash.imageset"),
        ("assets:\n  - {kind: icon, path: a/.ICON/, scene: s.yaml}", "has no name before .icon"),
        ("assets:\n  - {kind: web, path: w/.appiconset, scene: s.yaml}", "has no name before .appiconset"),
        ("assets:\n  - {path: S.imageset, scene: s.yaml, macos: true}", "macos is for appiconset targets"),
        ("assets:\n  - {path: S.imageset, scene: s.yaml, palette: p.gpl}", "palette is for colorsets"),
        ("assets:\n  - {kind: colorsets, path: A.xcassets}", "missing key \"palette\""),
        ("assets:\n  - {kind: colorsets, path: A.xcassets, palette: p.gpl, scene: s.yaml}", "a colors target has a palette, not scene"),
        ("assets:\n  - {kind: android-launcher, path: w, scene: s.yaml, foreground: f.yaml}", "foreground is for android-adaptive and web targets"),
        ("assets:\n  - {kind: web, path: w, scene: s.yaml, icon: s.yaml}", "icon is for android-splash targets"),
        ("assets:\n  - {kind: android-splash, path: r, scene: s.yaml, startup: s.yaml}", "startup is for web targets"),
        ("assets:\n  - {kind: android-splash, path: r, scene: s.yaml, splash-background: {dark: \"#000\"}}", "for the any (light) appearance"),
        ("assets:\n  - {kind: android-splash, path: r, scene: s.yaml, icon-background: {dusk: \"#000\"}}", "unknown appearance \"dusk\""),
        ("assets:\n  - {path: S.imageset, scene: s.yaml, name: n}", "name is for Android targets"),
        ("assets:\n  - {path: S.imageset, scenes: {dusk: s.yaml}}", "unknown appearance \"dusk\""),
        ("assets:\n  - {kind: android-splash, path: r, scene: s.yaml, appearances: [high-contrast]}", "android splash assets have no high-contrast variant"),
        ("assets:\n  - {path: S.imageset, scene: 1e308}", "assets[0].scene: expected a string"),
        ("assets:\n  - {kind: android-splash, path: r, scene: s.yaml, app-theme: \"\"}",
         "assets[0].app-theme: app-theme \"\" is not an Android theme name: it is empty; expected a style name such as Theme.App"),
        ("assets:\n  - {kind: android-splash, path: r, scene: s.yaml, app-theme: \"Theme..App\"}", "app-theme \"Theme..App\" is not an Android theme name: it has an empty part"),
        ("assets:\n  - {kind: android-splash, path: r, scene: s.yaml, app-theme: \"Theme.2App\"}", "'2App' is not a part of one"),
        ("assets:\n  - {kind: android-splash, path: r, scene: s.yaml, app-theme: \" \"}", "app-theme \" \" is not an Android theme name"),
        ("assets:\n  - {kind: web, path: w, scene: s.yaml, appearances: [any, dark]}", "favicon.svg follows a scene's adaptive colors"),
    ])
    func mistakesAreNamed(_ yaml: String, _ message: String) {
        #expect {
            try Self.read(yaml)
        } throws: { error in
            "\(error)".contains(message)
        }
    }
}
