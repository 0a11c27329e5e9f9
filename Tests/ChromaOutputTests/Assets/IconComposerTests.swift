import ChromaRaster
import ColorCore
import Foundation
import PNGSpecDecoder
import Testing
@testable import ChromaOutput

/// Xcode 26 layered icons: `icon.json` against documents Icon Composer wrote
/// (Tests/IconComposerFixtures), and the layer images it names.
@Suite struct IconComposerTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("IconComposerFixtures")

    /// Every key path of a JSON value with the kind of value there (`groups[].layers[].name: string`);
    /// the entries of `*-specializations` arrays are left to ``checkSpecializations``.
    static func shape(_ value: Any, _ path: String = "", into out: inout Set<String>) {
        switch value {
        case let object as [String: Any]:
            out.insert(path + ": object")
            for (key, member) in object where !key.hasSuffix("-specializations") { shape(member, path.isEmpty ? key : path + "." + key, into: &out) }
            for (key, _) in object where key.hasSuffix("-specializations") { out.insert((path.isEmpty ? key : path + "." + key) + ": specializations") }
        case let array as [Any]:
            out.insert(path + ": array")
            for item in array { shape(item, path + "[]", into: &out) }
        case is String: out.insert(path + ": string")
        case is NSNull: out.insert(path + ": null")
        case let number as NSNumber:
            // Foundation reads true and false as NSNumbers of the Objective-C type 'c'.
            out.insert(path + (String(cString: number.objCType) == "c" ? ": bool" : ": number"))
        default: out.insert(path + ": other")
        }
    }

    static func json(_ url: URL) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any], "\(url.path)")
    }

    @Test(arguments: [false, true])
    func iconJSONHasTheFixturesStructureAndItsImagesExist(_ gradient: Bool) throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.fixtures.path).filter { $0.hasSuffix(".json") }
        #expect(files.count >= 3)
        var known = Set<String>()
        for file in files { Self.shape(try Self.json(Self.fixtures.appendingPathComponent(file)), into: &known) }
        // A scene as apps draw icons: a background (a solid color or a two-stop linear gradient),
        // a full-canvas radial layer, a shape; its dark variant with other colors.
        func scene(_ appearance: AssetAppearance) -> Scene {
            let dark = appearance == .dark
            var layers = [Layer(paint: .solid(Color(rgb: dark ? 0xe0e8ff : 0x1e5fa8)), shape: .circle(center: Point(x: 32, y: 32), radius: 14))]
            if gradient {
                let stops = Gradient(stops: [.init(color: Color(rgb: dark ? 0x000010 : 0xfff3c4), location: 0), .init(color: Color(rgb: 0x2a6fc2), location: 1)])
                layers.insert(Layer(paint: .linear(LinearGradient(gradient: stops, startPoint: .unit(.top), endPoint: .unit(.bottom)))), at: 0)
            }
            return Scene(width: 64, height: 64, background: Color(rgb: dark ? 0x060b1f : 0x5aa9f0), layers: layers)
        }
        let folder = try AssetFolder()
        defer { folder.remove() }
        let icon = folder.path + "/AppIcon.icon"
        try AssetOutput(path: icon, kind: .iconComposer).write(AppearanceScenes(appearances: [.any, .dark], scene: scene), threads: 2)
        let written = try Self.json(URL(fileURLWithPath: icon + "/icon.json"))
        var shape = Set<String>()
        Self.shape(written, into: &shape)
        #expect(shape.subtracting(known).filter { !$0.hasSuffix(": specializations") }.isEmpty, "not in any Icon Composer document: \(shape.subtracting(known))")
        let text = try String(contentsOfFile: icon + "/icon.json", encoding: .utf8)
        #expect(text.contains("\"groups\" : [") && text.hasSuffix("}\n"), "laid out as Icon Composer writes")
        // Specializations: [{value}, {appearance, value}…], appearances the fixtures use.
        var images: [String] = []
        func specializations(_ list: Any?, _ what: String) throws -> [String: Any] {
            let entries = try #require(list as? [[String: Any]], "\(what)")
            var byAppearance: [String: Any] = [:]
            for entry in entries {
                #expect(Set(entry.keys).isSubset(of: ["appearance", "value"]) && entry["value"] != nil, "\(what): \(entry)")
                let appearance = entry["appearance"] as? String ?? "default"
                #expect(["default", "dark", "tinted"].contains(appearance), "\(what): \(appearance)")
                byAppearance[appearance] = entry["value"]
            }
            #expect(byAppearance["default"] != nil, "\(what): no default value")
            return byAppearance
        }
        let fill = try written["fill"] ?? specializations(written["fill-specializations"], "fill")["default"]
        let fillObject = try #require(fill as? [String: Any])
        #expect((fillObject["linear-gradient"] != nil) == gradient && (fillObject["solid"] != nil) == !gradient)
        if gradient {
            let orientation = try #require(fillObject["orientation"] as? [String: [String: Double]])
            #expect(orientation["start"] == ["x": 0.5, "y": 0] && orientation["stop"] == ["x": 0.5, "y": 1])
        }
        for group in written["groups"] as? [[String: Any]] ?? [] {
            for layer in group["layers"] as? [[String: Any]] ?? [] {
                #expect(layer["image-name"] == nil, "a plain image-name beside specializations")
                let variants = try specializations(layer["image-name-specializations"], "layer \(layer["name"] ?? "")")
                #expect(variants["tinted"] != nil && variants["dark"] != nil)
                images += variants.values.compactMap { $0 as? String }
            }
        }
        // One image layer (the circle: the background is the fill), in three appearances.
        #expect(images.count == 3)
        // The circle is a vector: its default and dark images are SVG, its tinted one a gray PNG.
        #expect(images.filter { $0.hasSuffix(".svg") }.sorted() == ["layer-1-dark.svg", "layer-1.svg"], "\(images)")
        for image in images {
            if image.hasSuffix(".svg") {
                let svg = try String(contentsOfFile: icon + "/Assets/" + image, encoding: .utf8)
                let (elements, _) = try WebFaviconTests.parse(svg)
                #expect(svg.contains("viewBox=\"0 0 1024 1024\"") && elements.contains("circle") && !elements.contains("image"), "\(image)")
            } else {
                let png = try AssetChecks.png(icon + "/Assets/" + image)
                #expect(png.header.width == 1024 && png.header.height == 1024, "\(image)")
            }
        }
        // Colors as Icon Composer writes them.
        let colors = text.split(separator: "\"").filter { $0.hasPrefix("srgb:") || $0.hasPrefix("display-p3:") }
        #expect(!colors.isEmpty)
        for color in colors {
            let numbers = color.split(separator: ":")[1].split(separator: ",")
            #expect(numbers.count == 4 && numbers.allSatisfy { $0.count == 7 && Double($0).map { (0...1).contains($0) } == true }, "\(color)")
        }
        #expect(IconComposerPlan.colorString(Color(rgb: 0x5aa9f0)) == "srgb:0.35294,0.66275,0.94118,1.00000")
    }

    @Test func aLayerSVGCannotDrawAsVectorsIsAPNG() throws {
        let angular = Layer(paint: .angular(AngularGradient(gradient: Gradient(colors: [Color(rgb: 0xff0000), Color(rgb: 0x0000ff)]))),
                            shape: .circle(center: Point(x: 8, y: 8), radius: 5))
        let dot = Layer(paint: .solid(Color(rgb: 0xffffff)), shape: .rect(Rect(x: 6, y: 6, width: 4, height: 4)))
        let files = try IconComposerPlan.files(folder: "A.icon", scenes: AppearanceScenes(Scene(width: 16, height: 16, background: Color(rgb: 0x102030), layers: [angular, dot])))
        #expect(files.map(\.path).filter { $0.contains("/Assets/") }.sorted()
                == ["A.icon/Assets/layer-1-tinted.png", "A.icon/Assets/layer-1.png", "A.icon/Assets/layer-2-tinted.png", "A.icon/Assets/layer-2.svg"])
    }

    @Test func theKindComesFromThePathAndRefusesWhatItCannotHold() throws {
        #expect(try AssetOutput.kind(forPath: "App/AppIcon.icon", android: nil, web: false, macOS: false) == .iconComposer)
        #expect(throws: OutputError.self) { try AssetOutput.kind(forPath: "App/AppIcon.icon", android: nil, web: false, macOS: true) }
        #expect(throws: OutputError.self) { try IconComposerPlan.files(folder: "A.icon", scenes: AssetScenes.all(4, 5, [.any])) }
        #expect(throws: OutputError.self) { try IconComposerPlan.files(folder: "A.icon", scenes: AssetScenes.all(4, 4, [.any, .highContrast])) }
    }
}

extension IconComposerTests {
    /// `icon.json` of a plan's files, parsed.
    static func iconJSON(_ files: [AssetFile]) throws -> [String: Any] {
        let file = try #require(files.first { $0.path.hasSuffix("/icon.json") })
        guard case .bytes(let bytes) = file.content else { throw CocoaError(.fileReadCorruptFile) }
        return try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
    }

    @Test(arguments: [false, true])
    func aDarkAppearanceOfAPlainSceneIsTheDefaultDrawingAsInAnAppIconSet(_ transparent: Bool) throws {
        // --appearances any,dark on a scene of plain colors: nothing differs in dark.
        let plain = Scene(width: 16, height: 16, background: transparent ? .clear : Color(rgb: 0x2a6fc2),
                          layers: [Layer(paint: .solid(Color(rgb: 0xffd36e)), shape: .circle(center: Point(x: 8, y: 8), radius: 5))])
        let scenes = AppearanceScenes(drawing: plain, in: [.any, .dark])
        #expect(scenes.darkDrawsAsDefault)
        let notes = AssetNotes(), setNotes = AssetNotes()
        let files = try IconComposerPlan.files(folder: "A.icon", scenes: scenes, notes: notes)
        let json = try Self.iconJSON(files)
        // The fill (or none) named for dark too, each layer's dark image its default one: no new file.
        let fills = try #require(json["fill-specializations"] as? [[String: Any]], "\(json)")
        #expect(json["fill"] == nil && fills.count == 2 && fills[1]["appearance"] as? String == "dark")
        #expect((fills[0]["value"] as? NSObject) == (fills[1]["value"] as? NSObject), "\(fills)")
        let layers = (json["groups"] as? [[String: Any]])?.first?["layers"] as? [[String: Any]] ?? []
        #expect(layers.count == 1)
        for layer in layers {
            let variants = layer["image-name-specializations"] as? [[String: String]] ?? []
            let byAppearance = Dictionary(variants.map { ($0["appearance"] ?? "default", $0["value"] ?? "") }) { a, _ in a }
            #expect(byAppearance["dark"] == "layer-1.svg" && byAppearance["default"] == "layer-1.svg" && byAppearance["tinted"] == "layer-1-tinted.png", "\(variants)")
        }
        #expect(!files.contains { $0.path.contains("-dark") }, "\(files.map(\.path))")
        #expect(notes.lines.count == 1 && notes.lines[0].hasPrefix("A.icon: the dark appearance draws as the default one"), "\(notes.lines)")
        // The app icon set writes the default drawing in its dark slot, and says the same.
        let set = try AppIconPlan.files(folder: "X.xcassets/A.appiconset", scenes: scenes, macOS: false, notes: setNotes)
        let dark = try #require(set.first { $0.path.hasSuffix("/A-dark.png") })
        let drawn = try AssetSizing.square(plain, side: AppIconPlan.iosSide, kind: .appIcon(macOS: false))
        #expect(dark.images.first?.scene.layers == drawn.layers)
        #expect(setNotes.lines.count == 1 && setNotes.lines[0].contains("A-dark.png is the default drawing"), "\(setNotes.lines)")
    }

    @Test func noDarkAppearanceOrADarkOfItsOwnSaysNothing() throws {
        let dot = Layer(paint: .solid(Color(rgb: 0xffd36e)), shape: .circle(center: Point(x: 8, y: 8), radius: 5))
        let plain = Scene(width: 16, height: 16, background: Color(rgb: 0x2a6fc2), layers: [dot])
        var night = plain
        night.background = Color(rgb: 0x13245a)
        for (scenes, dark) in [(AppearanceScenes(plain), false), (AppearanceScenes(appearances: [.any, .dark]) { $0 == .dark ? night : plain }, true)] {
            let notes = AssetNotes()
            let json = try Self.iconJSON(try IconComposerPlan.files(folder: "A.icon", scenes: scenes, notes: notes))
            #expect(!scenes.darkDrawsAsDefault && notes.lines.isEmpty, "\(notes.lines)")
            // A dark fill of its own; a layer that does not change has no dark image.
            #expect((json["fill-specializations"] != nil) == dark && (json["fill"] != nil) == !dark)
            let layer = (json["groups"] as? [[String: Any]])?.first?["layers"] as? [[String: Any]]
            #expect(!((layer?.first?["image-name-specializations"] as? [[String: String]]) ?? []).contains { $0["appearance"] == "dark" })
            let setNotes = AssetNotes()
            _ = try AppIconPlan.files(folder: "A.appiconset", scenes: scenes, macOS: false, notes: setNotes)
            #expect(setNotes.lines.isEmpty)
        }
    }
}
