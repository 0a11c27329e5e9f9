import ChromaRaster
import ColorCore
import Foundation
import PNGSpecDecoder
import Testing
@testable import ChromaOutput

/// Scenes with adaptive colors (SwiftUI's system colors, `light-dark()`): each appearance drawn
/// in its environment, variants written only where they differ, and differing only where the
/// adaptive colors are.
@Suite struct AdaptiveColorTests {
    /// A fixed background and an adaptive rectangle over the left half.
    static func scene(_ accent: Color, width: Int = 10, height: Int = 6) -> Scene {
        Scene(width: width, height: height, background: Color(rgb: 0x208060), layers: [
            Layer(paint: .solid(accent), shape: .rect(Rect(x: 0, y: 0, width: Double(width) / 2, height: Double(height)))),
        ])
    }

    @Test func variantsAreThoseTheColorsAdaptTo() throws {
        let lightDark = Color(light: Color(rgb: 0xd03020), dark: Color(rgb: 0x3050e0))
        #expect(AppearanceScenes.appearances(of: Self.scene(lightDark), among: AssetAppearance.allCases) == [.any, .dark])
        #expect(AppearanceScenes.appearances(of: Self.scene(Color(rgb: 0x123456)), among: AssetAppearance.allCases) == [.any])
        // SwiftUI's blue has four values: light, dark, and both with increased contrast.
        let blue = try Color(parsing: ".blue")
        #expect(AppearanceScenes.appearances(of: Self.scene(blue), among: AssetAppearance.allCases) == AssetAppearance.allCases)
        #expect(AppearanceScenes.appearances(of: Self.scene(blue), among: AssetKind.appIcon(macOS: false).supportedAppearances) == [.any, .dark])
        #expect(AppearanceScenes.appearances(of: Self.scene(blue), among: AssetKind.web.supportedAppearances) == [.any])
    }

    @Test(arguments: [(10, 6), (1, 1), (7, 3)])
    func eachVariantIsDrawnInItsAppearanceAndDiffersOnlyThere(_ width: Int, _ height: Int) throws {
        let folder = try AssetFolder()
        defer { folder.remove() }
        let blue = try Color(parsing: ".blue")
        let scene = Self.scene(blue, width: width, height: height)
        let appearances = AppearanceScenes.appearances(of: scene, among: AssetKind.imageSet.supportedAppearances)
        let set = folder.path + "/Blue.imageset"
        try AssetOutput(path: set, kind: .imageSet).write(AppearanceScenes(drawing: scene, in: appearances), threads: 2)
        try AssetChecks.checkContents(set + "/Contents.json", kind: "imageset")
        for scale in ImageSetPlan.scales {
            let suffix = scale == 1 ? "" : "@\(scale)x"
            let any = try AssetChecks.png(set + "/Blue\(suffix).png")
            for appearance in appearances where appearance != .any {
                let variant = try AssetChecks.png(set + "/Blue\(appearance.fileSuffix)\(suffix).png")
                AssetChecks.differOnlyLeftOf(Double(width * scale) / 2, any, variant, "\(appearance) @\(scale)x")
                // The accent's pixels are SwiftUI's blue in that appearance.
                if width * scale >= 2 {
                    let expected = blue.resolvedColor(in: appearance.environment).rgba8
                    let s = variant.defaultImage.samples
                    #expect([s[0], s[1], s[2]] == [UInt16(expected.r), UInt16(expected.g), UInt16(expected.b)], "\(appearance)")
                }
            }
        }
    }

    /// `StillOutput`, the Swift API's route to an asset set, draws the appearances the command
    /// line's `-o NAME.imageset` does, by the one policy: those the colors adapt to, those asked
    /// for, or the scene as drawn.
    @Test(arguments: [AppearanceChoice.adaptive, .these([.any, .highContrast]), .these([.dark]), .asDrawn])
    func stillOutputWritesTheChosenAppearances(_ choice: AppearanceChoice) throws {
        let folder = try AssetFolder()
        defer { folder.remove() }
        let blue = try Color(parsing: ".blue")
        var scene = Self.scene(blue)
        scene.environment = AssetAppearance.dark.environment
        let set = folder.path + "/Blue.imageset"
        try StillOutput(path: set, threads: 2, appearances: choice).write(scene)
        let expected: [AssetAppearance] = switch choice {
        case .adaptive: AssetAppearance.allCases
        case .these(let list): Set(list + [.any]).sorted()
        case .asDrawn: [.any]
        }
        let images = try AssetChecks.checkContents(set + "/Contents.json", kind: "imageset")
        #expect(images.count == expected.count * ImageSetPlan.scales.count)
        #expect(Set(images.map(AssetChecks.appearance(of:))) == Set(expected.map(\.rawValue)))
        // Each appearance is drawn in its own environment; the scene as drawn keeps its own (dark).
        let any = try AssetChecks.png(set + "/Blue.png").defaultImage.samples
        let anyColor = blue.resolvedColor(in: (choice == .asDrawn ? AssetAppearance.dark : .any).environment).rgba8
        #expect([any[0], any[1], any[2]] == [UInt16(anyColor.r), UInt16(anyColor.g), UInt16(anyColor.b)], "\(choice)")
        let scenes = AppearanceScenes(scene: scene, for: .imageSet, choosing: choice)
        #expect(scenes.appearances == expected)
    }
}
