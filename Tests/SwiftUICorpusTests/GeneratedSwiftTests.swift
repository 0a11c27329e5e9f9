import Chroma
import Foundation
import Testing

/// `chroma palette convert brand.css BrandColors.swift`: the generated file is part of this test
/// target, so it compiles with every build; the test checks the generator still writes exactly
/// that file, and that its constants are the palette's colors.
@Suite struct GeneratedSwiftTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

    @Test func theCompiledFileIsWhatTheGeneratorWrites() throws {
        let palette = try PaletteReader.read(contentsOf: Self.folder.appendingPathComponent("Fixtures/brand.css").path)
        let written = String(decoding: SwiftColorExtension.write(palette), as: UTF8.self)
        let compiled = try String(contentsOf: Self.folder.appendingPathComponent("Generated/BrandColors.swift"), encoding: .utf8)
        #expect(written == compiled, "regenerate: chroma palette convert Tests/SwiftUICorpusTests/Fixtures/brand.css Tests/SwiftUICorpusTests/Generated/BrandColors.swift")
    }

    @Test func theConstantsAreThePalettesColors() {
        let light = EnvironmentValues(), dark = environment(.dark)
        #expect(Color.deepNavy.resolve(in: light).description == "#1E3C72FF")
        #expect(Color.coral.resolve(in: light).description == "#FF7E5FFF")
        #expect(Color.redColor == Color.red && Color.text == Color.primary)
        #expect(Color.surface.resolve(in: light).description == "#FFFFFFFF" && Color.surface.resolve(in: dark).description == "#1C1C1EFF")
        #expect(Color.color2ndAccent.resolve(in: light).red > 1)   // Display P3, beyond sRGB
        #expect(Color.default.resolve(in: light).description == "#00000080")
        // A color and its -dark variant are one constant.
        #expect(Color.card.resolve(in: light).description == "#F2F2F7FF" && Color.card.resolve(in: dark).description == "#2C2C2EFF")
    }
}
