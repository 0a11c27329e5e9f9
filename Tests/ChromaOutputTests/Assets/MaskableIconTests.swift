import ChromaAssetModel
import ChromaRaster
import ColorCore
import Foundation
import Testing
@testable import ChromaOutput

/// The web maskable icon of a scene given alone: fills alone drawn full bleed; a backdrop full
/// bleed with the shapes over it inside the 80 % circle; a scene without a backdrop shrunk whole
/// with its own edges continued; `background` padding the scene shrunk whole.
@Suite struct MaskableIconTests {
    static let side = WebIconsPlan.maskableSide

    /// The maskable icon and `icon-512.png` of `scene`, rendered, and the warning lines.
    static func icons(_ scene: Scene, background: Color? = nil) throws -> (maskable: RenderedImage, plain: RenderedImage, notes: [String]) {
        let notes = AssetNotes()
        let files = try WebIconsPlan.files(folder: "web", scenes: AppearanceScenes(scene), background: background, notes: notes)
        func image(_ name: String) throws -> RenderedImage {
            let file = try #require(files.first { $0.path == "web/" + name })
            guard case .image(let image) = file.content else { throw CocoaError(.fileReadUnknown) }
            return try image.rendered(threads: 2)
        }
        return (try image("icon-maskable-512.png"), try image("icon-512.png"), notes.lines)
    }

    static func difference(_ a: SIMD4<Double>, _ b: SIMD4<Double>) -> Double { max(abs(a.x - b.x), abs(a.y - b.y), abs(a.z - b.z), abs(a.w - b.w)) }

    /// The largest difference between two images of one size.
    static func largestDifference(_ a: RenderedImage, _ b: RenderedImage) -> Double {
        a.withBand { p in b.withBand { q in
            var worst = 0.0
            for y in 0..<p.height { for x in 0..<p.width { worst = max(worst, difference(p.rgba(x: x, y: y), q.rgba(x: x, y: y))) } }
            return worst
        } }
    }

    static func vertical(_ top: UInt32, _ bottom: UInt32) -> Paint {
        .linear(LinearGradient(gradient: Gradient(colors: [Color(rgb: top), Color(rgb: bottom)]), startPoint: .unit(.top), endPoint: .unit(.bottom)))
    }

    @Test(arguments: [16, 64, 300])
    func aSceneOfFillsAloneIsDrawnFullBleed(side: Int) throws {
        let fills: [Scene] = [
            Scene(width: side, height: side, layers: [Layer(paint: Self.vertical(0x2a6fc2, 0xbfe0ff))]),
            Scene(width: side, height: side, background: Color(rgb: 0x204080), layers: [
                Layer(paint: .radial(RadialGradient(gradient: Gradient(colors: [Color(rgb: 0xfff3c4), Color(rgb: 0x2a6fc2, opacity: 0)]), center: .unit(.center), endRadius: Double(side) / 2))),
            ]),
            Scene(width: side, height: side, background: Color(rgb: 0x30a050)),
        ]
        for scene in fills {
            let (maskable, plain, notes) = try Self.icons(scene)
            #expect(Self.largestDifference(maskable, plain) <= 1.0 / 255 + 1e-9, "nothing to cut: the maskable icon is the icon")
            #expect(notes.isEmpty, "\(notes)")
        }
    }

    @Test(arguments: [0.2, 0.35, 0.45, 0.7])
    func theBackdropIsFullBleedAndTheShapesInsideTheCircle(reach: Double) throws {
        // A vertical gradient backdrop (over an opaque color) and a disk reaching `reach` of the side.
        var scene = MaskTests.disk(100, reach: reach)
        scene.background = Color(rgb: 0x102040)
        scene.layers.insert(Layer(paint: Self.vertical(0x2a6fc2, 0xbfe0ff)), at: 0)
        var backdrop = scene
        backdrop.layers.removeLast()
        let (maskable, plain, notes) = try Self.icons(scene)
        let (alone, _, _) = try Self.icons(backdrop)
        #expect(maskable.withBand { $0.rgba(x: 0, y: 0).w } == 1, "opaque")
        let radius = 0.4 * Double(Self.side)
        maskable.withBand { band in
            alone.withBand { back in
                // Outside the safe circle: the backdrop, full bleed, nothing of the disk.
                for y in stride(from: 0, to: band.height, by: 3) {
                    for x in stride(from: 0, to: band.width, by: 3) where hypot(Double(x) + 0.5 - 256, Double(y) + 0.5 - 256) > radius + 1 {
                        let d = Self.difference(band.rgba(x: x, y: y), back.rgba(x: x, y: y))
                        guard d <= 1.0 / 255 + 1e-9 else { Issue.record("\(reach): (\(x), \(y)) outside the circle differs from the backdrop by \(d * 255)/255"); return }
                    }
                }
                // The disk is there, at the center.
                #expect(Self.difference(band.rgba(x: 256, y: 256), SIMD4(0xf0, 0xa0, 0x20, 0xff) / 255) <= 1.0 / 255 + 1e-9)
            }
        }
        if reach <= 0.35 {
            #expect(Self.largestDifference(maskable, plain) <= 1.0 / 255 + 1e-9, "a disk inside the circle is drawn where it is")
            #expect(notes.isEmpty, "\(notes)")
        } else {
            #expect(notes.count == 1 && notes[0].contains("icon-maskable-512.png") && notes[0].contains("from the center"), "\(notes)")
        }
    }

    @Test(arguments: [32, 100, 512])
    func aSceneWithoutABackdropContinuesItsOwnOpaqueEdges(side: Int) throws {
        // Two rectangles on a transparent canvas, its top and bottom halves (no backdrop: no
        // layer covers the canvas alone), a gradient top to bottom, reaching every edge: the
        // edges are opaque and are continued.
        let half = Double(side) / 2
        let tile = Scene(width: side, height: side, layers: [
            Layer(paint: Self.vertical(0xff8040, 0x4020a0), shape: .rect(Rect(x: 0, y: 0, width: Double(side), height: half))),
            Layer(paint: Self.vertical(0xff8040, 0x4020a0), shape: .rect(Rect(x: 0, y: half, width: Double(side), height: half))),
        ])
        let (maskable, _, notes) = try Self.icons(tile)
        #expect(notes.count == 1 && notes[0].contains("icon-maskable-512.png") && notes[0].contains("drawn at"), "\(notes)")
        let fit = ScenePlacement.fit(tile, zone: .maskable, file: "")
        let area = ScenePlacement.onWholePixels(tile, scale: fit.factor * Double(Self.side) / Double(side), width: Self.side, height: Self.side).area
        #expect(fit.factor < 1 && area.width < Self.side, "the tile is shrunk into the circle")
        maskable.withBand { band in
            #expect(band.rgba(x: 0, y: 0).w == 1 && band.rgba(x: 511, y: 511).w == 1, "opaque")
            // Each side's middle: the pad continues the edge next to it, no hard square.
            let middle = area.x + area.width / 2, row = area.y + area.height / 2
            for (outside, inside) in [((middle, area.y - 1), (middle, area.y)), ((middle, 0), (middle, area.y)),
                                      ((middle, area.y + area.height), (middle, area.y + area.height - 1)), ((middle, 511), (middle, area.y + area.height - 1)),
                                      ((area.x - 1, row), (area.x, row)), ((0, row), (area.x, row)), ((511, row), (area.x + area.width - 1, row))] {
                let d = Self.difference(band.rgba(x: outside.0, y: outside.1), band.rgba(x: inside.0, y: inside.1))
                #expect(d <= 2.0 / 255 + 1e-9, "\(side): \(outside) differs from the edge at \(inside) by \(d * 255)/255")
            }
            // The top pad is the top's color, the bottom pad the bottom's: not one edge color.
            #expect(Self.difference(band.rgba(x: middle, y: 0), band.rgba(x: middle, y: 511)) > 0.3)
        }
    }

    @Test(arguments: [32, 100, 512])
    func aSceneWithoutABackdropWhoseEdgesAreNotOpaqueIsPaddedWithWhite(side: Int) throws {
        // A rounded tile on a transparent canvas: its edges continued would stretch its straight
        // sides into bars with white corners between them, a cross; it is padded with white.
        let tile = Scene(width: side, height: side, layers: [
            Layer(paint: Self.vertical(0xff8040, 0x4020a0), shape: .roundedRect(Rect(x: 0, y: 0, width: Double(side), height: Double(side)), cornerRadius: Double(side) / 5, style: .continuous)),
        ])
        let (maskable, _, notes) = try Self.icons(tile)
        #expect(notes.count == 1 && notes[0].contains("icon-maskable-512.png") && notes[0].contains("drawn at"), "\(notes)")
        let white = SIMD4<Double>(1, 1, 1, 1)
        maskable.withBand { band in
            for (x, y) in [(0, 0), (511, 0), (0, 511), (511, 511), (256, 0), (256, 511), (0, 256), (511, 256), (256, 40), (40, 256)] {
                #expect(Self.difference(band.rgba(x: x, y: y), white) <= 1.0 / 255 + 1e-9, "\(side): (\(x), \(y)) is \(band.rgba(x: x, y: y) * 255)")
            }
            // The tile itself, at the center, between its two colors.
            let center = band.rgba(x: 256, y: 256)
            #expect(center.w == 1 && Self.difference(center, white) > 0.2, "\(center * 255)")
        }
    }

    @Test func aGivenBackgroundPadsTheSceneShrunkWhole() throws {
        var scene = MaskTests.disk(40, reach: 0.3)
        scene.background = Color(rgb: 0x30a050)
        let (maskable, _, _) = try Self.icons(scene, background: Color(rgb: 0xff0000))
        maskable.withBand { band in
            for (x, y) in [(0, 0), (511, 0), (0, 511), (511, 511), (256, 2)] {
                #expect(Self.difference(band.rgba(x: x, y: y), SIMD4(1, 0, 0, 1)) == 0, "(\(x), \(y)) is the given background")
            }
            // The scene's own corner lies inside the circle, on the pad.
            let corner = 256 - Int(0.4 * 512 / 2.0.squareRoot()) + 3
            #expect(Self.difference(band.rgba(x: corner, y: corner), SIMD4(0x30, 0xa0, 0x50, 0xff) / 255) <= 1.0 / 255 + 1e-9)
        }
    }
}
