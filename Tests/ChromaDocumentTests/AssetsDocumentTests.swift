import ChromaOutput
import Testing
@testable import ChromaDocument

/// Assets documents: targets read with their kinds, scene files and appearances; every mistake
/// one line naming the target's path in the document.
@Suite struct AssetsDocumentTests {
    static func read(_ yaml: String) throws -> AssetsDocument {
        guard case .assets(let document) = try DocumentReader.read(Array(yaml.utf8), syntax: .yaml, folder: "/base") else {
            Issue.record("not an assets document")
            return AssetsDocument(targets: [])
        }
        return document
    }

    @Test func targetsAreRead() throws {
        let document = try Self.read("""
            assets:
              - {path: A.xcassets/S.imageset, scenes: {any: s.yaml, dark: d.yaml}, appearances: [high-contrast]}
              - {kind: appiconset, path: A.xcassets/I.appiconset, scene: icons/i.yaml, macos: true}
              - {kind: android-adaptive, path: res, scene: bg.yaml, foreground: fg.yaml, name: ic_brand}
              - {kind: colorsets, path: A.xcassets, palette: brand.gpl}
              - {kind: android-colors, path: res, palette: brand.gpl}
              - {kind: web, path: web, scene: i.yaml}
            """)
        let t = document.targets
        #expect(t.count == 6)
        #expect(t[0].kind == .asset(.imageSet) && t[0].appearances == [.any, .dark, .highContrast])
        #expect(t[0].scenes == [.any: "/base/s.yaml", .dark: "/base/d.yaml"])
        #expect(t[1].kind == .asset(.appIcon(macOS: true)) && t[1].scenes[.any] == "/base/icons/i.yaml")
        #expect(t[2].kind == .asset(.android(.adaptive)) && t[2].foreground == "/base/fg.yaml" && t[2].name == "ic_brand")
        #expect(t[3].kind == .colorSets && t[3].palette == "/base/brand.gpl" && t[4].kind == .androidColors)
        #expect(t[5].kind == .asset(.web) && t[5].location == "assets[5]")
        // Files an assets document names stay inside its folder, as every document's do.
        #expect { try Self.read("assets:\n  - {kind: appiconset, path: I.appiconset, scene: /abs/i.yaml}") } throws: {
            "\($0)".contains("an absolute path is refused")
        }
        #expect { try Self.read("assets:\n  - {kind: web, path: web, scene: ../i.yaml}") } throws: { "\($0)".contains("'..' is refused") }
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
        ("assets:\n  - {path: S.imageset, scene: s.yaml, macos: true}", "macos is for appiconset targets"),
        ("assets:\n  - {path: S.imageset, scene: s.yaml, palette: p.gpl}", "palette is for colorsets"),
        ("assets:\n  - {kind: colorsets, path: A.xcassets}", "missing key \"palette\""),
        ("assets:\n  - {kind: colorsets, path: A.xcassets, palette: p.gpl, scene: s.yaml}", "a colors target has a palette, not scene"),
        ("assets:\n  - {kind: web, path: w, scene: s.yaml, foreground: f.yaml}", "foreground is for android-adaptive targets"),
        ("assets:\n  - {path: S.imageset, scene: s.yaml, name: n}", "name is for Android targets"),
        ("assets:\n  - {path: S.imageset, scenes: {dusk: s.yaml}}", "unknown appearance \"dusk\""),
        ("assets:\n  - {kind: android-splash, path: r, scene: s.yaml, appearances: [high-contrast]}", "android splash assets have no high-contrast variant"),
        ("assets:\n  - {path: S.imageset, scene: 1e308}", "assets[0].scene: expected a string"),
    ])
    func mistakesAreNamed(_ yaml: String, _ message: String) {
        #expect {
            try Self.read(yaml)
        } throws: { error in
            "\(error)".contains(message)
        }
    }
}
