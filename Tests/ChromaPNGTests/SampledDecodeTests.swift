import ChromaFiles
import ChromaLimits
import CZlib
import Foundation
import Testing
@testable import ChromaPNG

/// PNG input as an attacker sends it: the signature and the header are checked before the file
/// is read, and extraction decodes only the pixels it samples, so a small file announcing a huge
/// image costs the sampled pixels' memory, interlaced or not.
@Suite struct SampledDecodeTests {
    /// A PNG made by hand: 8-bit RGB (or a palette), filter 0, optionally Adam7-interlaced.
    static func png(width: Int, height: Int, interlaced: Bool = false, palette: [UInt8]? = nil,
                    pixel: (Int, Int) -> [UInt8]) -> [UInt8] {
        let channels = palette == nil ? 3 : 1
        var raw: [UInt8] = []
        let passes: [(x0: Int, y0: Int, dx: Int, dy: Int)] = interlaced
            ? [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
            : [(0, 0, 1, 1)]
        for pass in passes {
            let columns = stride(from: pass.x0, to: width, by: pass.dx).map { $0 }
            guard !columns.isEmpty else { continue }
            for y in stride(from: pass.y0, to: height, by: pass.dy) {
                raw.append(0)
                for x in columns { raw += pixel(x, y).prefix(channels) }
            }
        }
        var size = compressBound(uLong(raw.count))
        var compressed = [UInt8](repeating: 0, count: Int(size))
        _ = compress2(&compressed, &size, raw, uLong(raw.count), 9)
        compressed.removeSubrange(Int(size)...)
        func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
            let body = Array(type.utf8) + data
            return UInt32(data.count).bigEndianBytes + body + UInt32(crc32(0, body, uInt(body.count))).bigEndianBytes
        }
        let header = UInt32(width).bigEndianBytes + UInt32(height).bigEndianBytes + [8, palette == nil ? 2 : 3, 0, 0, interlaced ? 1 : 0]
        return PNGChunk.signature + chunk("IHDR", header) + (palette.map { chunk("PLTE", $0) } ?? []) + chunk("IDAT", compressed) + chunk("IEND", [])
    }

    static func write(_ bytes: [UInt8]) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("sampled-\(UUID().uuidString).png").path
        _ = FileManager.default.createFile(atPath: path, contents: Data(bytes))
        return path
    }

    static func color(_ x: Int, _ y: Int) -> [UInt8] { [UInt8(x & 255), UInt8(y & 255), UInt8((x * 7 + y * 3) & 255)] }

    /// Found by the fuzz target fuzz-png: a text or profile chunk after the header that announces
    /// up to 2 GiB in a file of a few hundred bytes. libpng allocated and cleared the announced
    /// size before reading it (8 s and 993 MiB for `palette extract` of a 2 KB file); now such a
    /// chunk is read past in small pieces and the file is refused as truncated, at once. A real
    /// text chunk is still read past, and the image decodes.
    @Test(arguments: ["tEXt", "zTXt", "iTXt", "iCCP", "sPLT", "eXIf"], [UInt32(1) << 20, 989_855_759, UInt32(Int32.max)])
    func aChunkThatLiesAboutItsLengthCostsNothing(_ type: String, _ length: UInt32) throws {
        let image = Self.png(width: 8, height: 8, pixel: Self.color)
        let lying = Array(image[0..<33]) + length.bigEndianBytes + Array(type.utf8) + [UInt8](repeating: 65, count: 200) + Array(image[33...])
        let path = try Self.write(lying)
        defer { try? FileManager.default.removeItem(atPath: path) }
        var before = rusage()
        getrusage(RUSAGE_SELF.rawValue, &before)
        let start = Date()
        #expect { _ = try PNGReader.read(contentsOf: path, maximumPixels: 1 << 20) } throws: { "\($0)".contains("truncated") }
        #expect(Date().timeIntervalSince(start) < 2, "\(type) of \(length) bytes")
        var after = rusage()
        getrusage(RUSAGE_SELF.rawValue, &after)
        #expect(after.ru_maxrss - before.ru_maxrss < 200 << 10, "\(type) of \(length) bytes: peak grew \(after.ru_maxrss - before.ru_maxrss) KiB")
        // The same chunk telling the truth is skipped, and the image reads.
        var text = Array("Comment".utf8) + [0] + [UInt8](repeating: 65, count: 100)
        let body = Array("tEXt".utf8) + text
        text = UInt32(text.count).bigEndianBytes + body + UInt32(crc32(0, body, uInt(body.count))).bigEndianBytes
        let honest = try Self.write(Array(image[0..<33]) + text + Array(image[33...]))
        defer { try? FileManager.default.removeItem(atPath: honest) }
        #expect(try PNGReader.read(contentsOf: honest, maximumPixels: 1 << 20).image.width == 8)
    }

    @Test(arguments: [false, true])
    func theSampledPixelsAreTheGridOfTheFullImage(interlaced: Bool) throws {
        for (width, height) in [(1, 1), (7, 5), (33, 17), (100, 61)] {
            let path = try Self.write(Self.png(width: width, height: height, interlaced: interlaced, pixel: Self.color))
            defer { unlink(path) }
            let full = try PNGReader.read(contentsOf: path)
            for maximum in [1, 10, 100, 1000, width * height, Int.max / 2] {
                let (image, step) = try PNGReader.read(contentsOf: path, maximumPixels: maximum)
                #expect(step == PNGReader.samplingStep(width: width, height: height, maximumPixels: maximum))
                #expect(image.width == (width + step - 1) / step && image.height == (height + step - 1) / step)
                for y in 0..<image.height {
                    for x in 0..<image.width {
                        #expect(image[x, y] == full[x * step, y * step], "\(width)×\(height) step \(step) at \(x),\(y)")
                    }
                }
            }
        }
    }

    @Test func aSmallFileAnnouncingAHugeImageDecodesOnlyTheGrid() throws {
        // 12 000 × 12 000 of one color deflates to about 400 KiB; decoded whole it would be
        // 144 megapixels (1.1 GiB of samples). Sampled at 4 megapixels it holds 4 million pixels.
        let side = 12_000
        let path = try Self.write(Self.png(width: side, height: side, pixel: { _, _ in [200, 100, 50] }))
        defer { unlink(path) }
        let (image, step) = try PNGReader.read(contentsOf: path, maximumPixels: 1 << 22)
        #expect(step == 6 && image.width == 2000 && image.height == 2000)
        #expect(image[1999, 1999] == SIMD4(200, 100, 50, 255))
    }

    @Test func aFileThatIsNotAPNGIsRefusedFromItsFirstBytes() throws {
        let path = try Self.write(Array("GIF89a and then a lot".utf8) + [UInt8](repeating: 0, count: 1 << 20))
        defer { unlink(path) }
        #expect { try PNGReader.read(contentsOf: path) } throws: { ($0 as? PNGError)?.kind == .invalidData }
        #expect { try PNGReader.read(contentsOf: path, maximumPixels: 100) } throws: { ($0 as? PNGError)?.kind == .invalidData }
        #expect { try PNGReader.read(contentsOf: "/dev/zero", maximumPixels: 100) } throws: { ($0 as? FileError)?.kind == .cannotRead }
    }

    @Test func aPaletteIndexPastThePaletteIsRefused() throws {
        let palette: [UInt8] = [255, 0, 0, 0, 255, 0]  // two entries
        for interlaced in [false, true] {
            let good = try Self.write(Self.png(width: 4, height: 4, interlaced: interlaced, palette: palette) { x, _ in [UInt8(x % 2)] })
            let bad = try Self.write(Self.png(width: 4, height: 4, interlaced: interlaced, palette: palette) { x, _ in [UInt8(x == 3 ? 7 : 0)] })
            defer { unlink(good); unlink(bad) }
            #expect(try PNGReader.read(contentsOf: good)[1, 0] == SIMD4(0, 255, 0, 255))
            #expect(try PNGReader.read(contentsOf: good, maximumPixels: 100).image[1, 0] == SIMD4(0, 255, 0, 255))
            #expect { try PNGReader.read(contentsOf: bad) } throws: { ($0 as? PNGError)?.kind == .invalidData }
            #expect { try PNGReader.read(contentsOf: bad, maximumPixels: 100) } throws: { ($0 as? PNGError)?.kind == .invalidData }
        }
    }
}

