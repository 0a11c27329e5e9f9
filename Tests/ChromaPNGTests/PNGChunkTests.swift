import Foundation
import Testing
@testable import ChromaPNG
import PNGSpecDecoder

@Suite struct PNGChunkTests {
    let pixels = TestImages.gradient(width: 40, height: 30)

    func chunks(_ encoder: PNGEncoder) throws -> [PNGChunk] {
        try PNGChunk.parse(encoder.encode(rgba8: pixels, width: 40, height: 30))
    }

    @Test func sRGBIsTheDefaultWithGammaAndChromaticities() throws {
        let types = try chunks(PNGEncoder()).map(\.type)
        #expect(types.first == "IHDR" && types.last == "IEND")
        #expect(types.contains("sRGB") && types.contains("gAMA") && types.contains("cHRM"))
        #expect(!types.contains("iCCP") && !types.contains("tIME"))
        let gama = try #require(try chunks(PNGEncoder()).first { $0.type == "gAMA" })
        #expect(UInt32(bigEndianBytes: gama.data) == 45455)
        #expect(try !chunks(PNGEncoder(colorProfile: .none)).contains { ["sRGB", "gAMA", "cHRM", "iCCP"].contains($0.type) })
    }

    @Test func displayP3WritesAnICCProfile() throws {
        let all = try chunks(PNGEncoder(colorProfile: .displayP3))
        let iccp = try #require(all.first { $0.type == "iCCP" })
        #expect(!all.contains { $0.type == "sRGB" })
        #expect(iccp.data.starts(with: Array("Display P3".utf8) + [0, 0]))
        let profile = ICCProfile.displayP3
        #expect(Int(UInt32(bigEndianBytes: profile[0..<4])) == profile.count)
        #expect(Array(profile[36..<40]) == Array("acsp".utf8))
        #expect(Array(profile[12..<24]) == Array("mntrRGB XYZ ".utf8))
        // The red column is P3 red in XYZ D50: X ≈ 0.5151, Y ≈ 0.2412.
        let tagCount = Int(UInt32(bigEndianBytes: profile[128..<132]))
        let table = (0..<tagCount).map { i -> (String, Int) in
            let entry = 132 + 12 * i
            return (String(decoding: profile[entry..<entry + 4], as: UTF8.self), Int(UInt32(bigEndianBytes: profile[entry + 4..<entry + 8])))
        }
        let red = try #require(table.first { $0.0 == "rXYZ" }).1
        let x = Double(Int32(bitPattern: UInt32(bigEndianBytes: profile[red + 8..<red + 12]))) / 65536
        let y = Double(Int32(bitPattern: UInt32(bigEndianBytes: profile[red + 12..<red + 16]))) / 65536
        #expect(abs(x - 0.5151) < 2e-4 && abs(y - 0.2412) < 2e-4, "rXYZ \(x) \(y)")
        // Gray data cannot carry an RGB profile; it gets sRGB, which means the same for neutrals.
        let gray = TestImages.rgba8(width: 4, height: 4, fitting: .gray, seed: 2)
        let grayChunks = try PNGChunk.parse(PNGEncoder(colorProfile: .displayP3).encode(rgba8: gray, width: 4, height: 4))
        #expect(grayChunks.contains { $0.type == "sRGB" } && !grayChunks.contains { $0.type == "iCCP" })

        // The tests' own decoder reads the file with its profile (pngcheck and Pillow: InteropTests).
        let decoded = try SpecPNG.decode(PNGEncoder(colorProfile: .displayP3).encode(rgba8: pixels, width: 40, height: 30))
        #expect(decoded.chunkTypes.contains("iCCP") && decoded.defaultImage.samples == pixels.map(UInt16.init))
    }

    @Test func metadataIsWrittenAsText() throws {
        let metadata = PNGMetadata(title: "Sunset ramp", description: "A gradient", author: "Zoë Ångström",
                                   comment: "日本語のコメント")
        let encoder = PNGEncoder(metadata: metadata)
        let all = try chunks(encoder)
        let texts = all.filter { $0.type == "tEXt" }.map { String(decoding: $0.data, as: UTF8.self) }
        #expect(texts.contains("Software\0Chroma"))
        #expect(texts.contains("Title\0Sunset ramp"))
        // Latin-1 stays tEXt; anything else is iTXt in UTF-8.
        #expect(all.contains { $0.type == "iTXt" && String(decoding: $0.data, as: UTF8.self).hasPrefix("Comment") })
        let decoded = try SpecPNG.decode(encoder.encode(rgba8: pixels, width: 40, height: 30))
        #expect(decoded.texts["Comment"] == "日本語のコメント")
        #expect(decoded.texts["Author"] == "Zoë Ångström")
        #expect(decoded.texts["Software"] == "Chroma")
    }

    @Test func identicalInputWritesIdenticalBytes() throws {
        let encoder = PNGEncoder(colorProfile: .displayP3, metadata: PNGMetadata(title: "same"))
        #expect(try encoder.encode(rgba8: pixels, width: 40, height: 30) == encoder.encode(rgba8: pixels, width: 40, height: 30))
    }

    @Test func everyCompressionSettingDecodesToTheSamePixels() throws {
        let reference = try PNGReader.decode(PNGEncoder().encode(rgba8: pixels, width: 40, height: 30))
        var sizes: [Int] = []
        for filter in PNGCompression.Filter.allCases {
            for strategy in PNGCompression.Strategy.allCases {
                for level in [0, 1, 6, 9] {
                    let compression = PNGCompression(level: level, strategy: strategy, filter: filter)
                    let png = try PNGEncoder(compression: compression).encode(rgba8: pixels, width: 40, height: 30)
                    #expect(try PNGReader.decode(png) == reference, "\(compression)")
                    sizes.append(png.count)
                }
            }
        }
        #expect(Set(sizes).count > 1)  // the settings take effect
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        for (name, preset) in [("standard", PNGCompression.standard), ("fast", .fast), ("best", .best), ("small", .small), ("libpng", .libpngDefault)] {
            let path = folder.path("\(name).png")
            try PNGEncoder(compression: preset).write(rgba8: pixels, width: 40, height: 30, to: .file(path))
            #expect(try PNGReader.read(contentsOf: path) == reference)
            #expect(try SpecPNG.read(contentsOf: path).defaultImage.samples == reference.samples)
        }
        let badLevel = #expect(throws: PNGError.self) {
            try PNGEncoder(compression: PNGCompression(level: 10)).encode(rgba8: pixels, width: 40, height: 30)
        }
        #expect(badLevel?.kind == .invalidArgument, "\(badLevel?.message ?? "")")
    }
}
