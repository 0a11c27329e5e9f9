import ChromaLimits
import Foundation
import Testing
import ChromaFiles
@testable import ChromaPNG

@Suite struct PNGReaderTests {
    let png = try! PNGEncoder().encode(rgba8: TestImages.gradient(width: 24, height: 24), width: 24, height: 24)

    func message(_ data: [UInt8]) -> String? {
        do {
            _ = try PNGReader.decode(data)
            return nil
        } catch let error as PNGError {
            #expect(error.kind == .invalidData)
            return error.message
        } catch {
            return "\(error)"
        }
    }

    @Test func rejectsNonPNGData() {
        #expect(message([]) == "cannot decode the PNG: not a PNG file: the PNG signature is missing")
        #expect(message(Array("GIF89a not a png".utf8))?.contains("signature") == true)
    }

    @Test func rejectsTruncatedFilesAtEveryLength() {
        for length in stride(from: 8, to: png.count, by: 7) {
            let text = message(Array(png[0..<length]))
            #expect(text != nil, "a PNG cut at \(length) of \(png.count) bytes decoded")
        }
    }

    @Test func rejectsCorruptData() throws {
        // A flipped bit in the image data: libpng's own message (a CRC or zlib error) surfaces.
        let idat = try #require(PNGChunk.parse(png).firstIndex { $0.type == "IDAT" })
        var offset = 8
        for chunk in try PNGChunk.parse(png)[..<idat] { offset += 12 + chunk.data.count }
        var corrupt = png
        corrupt[offset + 8 + 5] ^= 0x40
        let text = try #require(message(corrupt))
        #expect(text.hasPrefix("cannot decode the PNG: ") && text.count > "cannot decode the PNG: ".count)
        // A corrupt header CRC.
        var header = png
        header[29] ^= 0xff
        #expect(message(header) != nil)
    }

    @Test func readsFilesAndNamesMissingOnes() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        #expect {
            try PNGReader.read(contentsOf: folder.path("missing.png"))
        } throws: { error in
            let error = error as? FileError
            return error?.kind == .cannotRead && error?.code == ENOENT
                && error?.message == "cannot read '\(folder.path("missing.png"))': no such file"
        }
        try Data(png).write(to: URL(fileURLWithPath: folder.path("a.png")))
        #expect(try PNGReader.read(contentsOf: folder.path("a.png")).width == 24)
    }
}

/// Files that announce more pixels than the limits allow are refused before decoding.
@Suite struct PNGReaderLimitTests {
    /// A PNG signature and an IHDR chunk for `width`×`height` at `depth` bits, and nothing else.
    func header(width: UInt32, height: UInt32, depth: UInt8) -> [UInt8] {
        let ihdr = width.bigEndianBytes + height.bigEndianBytes + [depth, 6, 0, 0, 0]
        return PNGChunk.signature + PNGChunk(type: "IHDR", data: ihdr).bytes
    }

    @Test func aHugeCanvasIsRefusedByThePixelLimit() {
        #expect { try PNGReader.decode(header(width: 60000, height: 60000, depth: 8)) } throws: {
            ($0 as? ResourceLimitError)?.limit == .pixels
        }
    }

    /// Found by fuzzing: dimensions near 2³² each overflowed the pixel count.
    @Test func dimensionsWhoseProductOverflowsAreAnExcessNotATrap() {
        #expect { try PNGReader.decode(header(width: 0xffff_ffff, height: 0xffff_ffff, depth: 8)) } throws: {
            ($0 as? ResourceLimitError)?.value == Int.max
        }
    }

    @Test func aLargeSixteenBitCanvasIsRefusedByTheMemoryLimit() {
        #expect { try PNGReader.decode(header(width: 30000, height: 30000, depth: 16)) } throws: {
            ($0 as? ResourceLimitError)?.limit == .memory
        }
    }

    /// Found by fuzzing: an 8×8 animation whose frame control chunks announce frames of
    /// 2³¹ pixels a side made the reader allocate them.
    @Test func anAnimationFrameLargerThanTheLimitsIsRefused() throws {
        var animation = header(width: 8, height: 8, depth: 8)
        animation += PNGChunk(type: "acTL", data: UInt32(1).bigEndianBytes + UInt32(0).bigEndianBytes).bytes
        let frame = UInt32(0).bigEndianBytes + UInt32(0x7fff_0000).bigEndianBytes + UInt32(0x7fff_0000).bigEndianBytes
            + [UInt8](repeating: 0, count: 8) + [0, 1, 0, 10, 0, 0]
        animation += PNGChunk(type: "fcTL", data: frame).bytes
        animation += PNGChunk(type: "IDAT", data: [0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01]).bytes
        animation += PNGChunk(type: "IEND", data: []).bytes
        #expect { try APNGReader.decode(animation) } throws: { $0 is ResourceLimitError }
    }
}

extension PNGReaderLimitTests {
    /// Found by fuzzing: a text chunk announcing 2 GB in a file of a few hundred bytes made
    /// libpng allocate the 2 GB before finding the file short.
    @Test func aChunkLongerThanTheFileIsRefusedWithoutAllocatingIt() throws {
        let png = try PNGEncoder().encode(rgba8: [UInt8](repeating: 200, count: 8 * 8 * 4), width: 8, height: 8)
        var corrupt = Array(png[0..<33])  // signature and IHDR
        corrupt += UInt32(2_113_929_231).bigEndianBytes + Array("tEXt".utf8) + Array("Comment\0x".utf8)
        #expect { try PNGReader.decode(corrupt) } throws: { ($0 as? PNGError)?.kind == .invalidData }
    }
}
