/// A PNG and APNG decoder for the tests, written from the PNG specification (W3C PNG, third
/// edition, which includes APNG) and independent of libpng: the chunk layer, the header rules,
/// the scanline filters and the frame controls are all here, and only the zlib stream is handed
/// to the system zlib. Round-trip tests decode with it, so a fresh clone needs nothing beyond
/// the build's own system packages.
///
/// It reads what Chroma writes and a little more: color types 0 (gray), 2 (RGB), 3 (indexed,
/// with `tRNS`), 4 (gray and alpha) and 6 (RGBA) at their bit depths, not interlaced. Anything
/// else, and every rule broken (a CRC, the chunk order, a sequence number, a filter type, the
/// size of the image data), is a ``SpecPNG/DecodeError`` naming what was wrong.
public enum SpecPNG {
    /// The eight bytes every PNG starts with.
    public static let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]

    /// One chunk, its CRC already checked.
    public struct Chunk: Sendable {
        /// The four-letter type, such as "IHDR".
        public var type: String
        /// The chunk's data.
        public var data: [UInt8]
    }

    /// The `IHDR` fields.
    public struct Header: Sendable, Equatable {
        /// Pixels per row, 1…2³¹ − 1.
        public var width: Int
        /// Rows, 1…2³¹ − 1.
        public var height: Int
        /// Bits per sample: 1, 2, 4, 8 or 16 as the color type allows.
        public var bitDepth: Int
        /// 0 gray, 2 RGB, 3 indexed, 4 gray and alpha, 6 RGBA.
        public var colorType: Int
        /// Creates a header.
        public init(width: Int, height: Int, bitDepth: Int, colorType: Int) {
            self.width = width
            self.height = height
            self.bitDepth = bitDepth
            self.colorType = colorType
        }

        /// Samples per pixel in the file.
        public var channels: Int { [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][colorType] ?? 0 }
    }

    /// An APNG frame's `fcTL` fields.
    public struct FrameControl: Sendable, Equatable {
        public var width: Int
        public var height: Int
        public var xOffset: Int
        public var yOffset: Int
        public var delayNumerator: Int
        public var delayDenominator: Int
        /// 0 none, 1 background, 2 previous.
        public var dispose: Int
        /// 0 source, 1 over.
        public var blend: Int
    }

    /// One image: the default image of a PNG, or one frame of an APNG (its own region).
    public struct Frame: Sendable {
        /// The frame's control, nil for a default image that is not part of the animation.
        public var control: FrameControl?
        public var width: Int
        public var height: Int
        /// RGBA samples, row by row, at the file's depth: 0…255 for 8 bits or less (low depths
        /// scaled up, as the specification's sample depth scaling asks), 0…65535 for 16.
        public var samples: [UInt16]
    }

    /// A decoded file.
    public struct Image: Sendable {
        public var header: Header
        /// Every chunk type in file order.
        public var chunkTypes: [String]
        /// The default image (the `IDAT` data).
        public var defaultImage: Frame
        /// The animation's frames in order (empty for a plain PNG); the default image is the
        /// first when an `fcTL` precedes `IDAT`.
        public var frames: [Frame]
        /// `acTL`'s play count (0: forever), nil for a plain PNG.
        public var loopCount: Int?
        /// Text chunks (`tEXt`, `zTXt`, `iTXt`), keyword to text.
        public var texts: [String: String]
    }

    /// A broken rule, in one line.
    public struct DecodeError: Error, CustomStringConvertible, Equatable {
        public var description: String
        init(_ description: String) { self.description = description }
    }

    /// Reads and decodes a file.
    public static func read(contentsOf path: String) throws -> Image {
        guard let file = fopenRead(path) else { throw DecodeError("cannot read \(path)") }
        return try decode(file)
    }

    /// Splits bytes into chunks, checking the signature, each length and each CRC, and that
    /// nothing follows `IEND`.
    public static func chunks(_ bytes: [UInt8]) throws -> [Chunk] {
        guard bytes.count >= 8, Array(bytes[0..<8]) == signature else { throw DecodeError("no PNG signature") }
        var chunks: [Chunk] = []
        var offset = 8
        while offset < bytes.count {
            guard bytes.count - offset >= 12 else { throw DecodeError("a truncated chunk at byte \(offset)") }
            let length = Int(be32(bytes, offset))
            guard length <= 0x7fff_ffff, length <= bytes.count - offset - 12 else {
                throw DecodeError("chunk length \(length) at byte \(offset) runs past the file")
            }
            let typeBytes = Array(bytes[(offset + 4)..<(offset + 8)])
            guard typeBytes.allSatisfy({ (65...90).contains($0) || (97...122).contains($0) }) else {
                throw DecodeError("chunk type \(typeBytes) at byte \(offset) is not four letters")
            }
            let type = String(decoding: typeBytes, as: UTF8.self)
            let crc = be32(bytes, offset + 8 + length)
            let computed = CRC32.checksum(bytes[(offset + 4)..<(offset + 8 + length)])
            guard crc == computed else { throw DecodeError("\(type) CRC is \(hex(crc)), computed \(hex(computed))") }
            chunks.append(Chunk(type: type, data: Array(bytes[(offset + 8)..<(offset + 8 + length)])))
            offset += 12 + length
            if type == "IEND" {
                guard offset == bytes.count else { throw DecodeError("\(bytes.count - offset) bytes after IEND") }
            }
        }
        guard chunks.last?.type == "IEND" else { throw DecodeError("the file does not end with IEND") }
        return chunks
    }

    /// Decodes PNG or APNG bytes.
    public static func decode(_ bytes: [UInt8]) throws -> Image {
        let all = try chunks(bytes)
        guard let first = all.first, first.type == "IHDR" else { throw DecodeError("the first chunk is not IHDR") }
        let header = try parseHeader(first.data)
        var palette: [SIMD4<UInt16>] = []
        var transparency: [UInt8] = []
        var texts: [String: String] = [:]
        var imageData: [UInt8] = []
        var idatState = 0  // 0 before IDAT, 1 in the IDAT run, 2 after it
        var animation: (frames: Int, loops: Int)?
        var controls: [(FrameControl, data: [UInt8], isDefault: Bool)] = []
        var nextSequence = 0
        var seen: Set<String> = []

        for chunk in all.dropFirst() {
            let type = chunk.type
            if type == "IHDR" { throw DecodeError("a second IHDR") }
            if ["PLTE", "acTL", "sRGB", "gAMA", "cHRM", "iCCP", "tRNS", "pHYs"].contains(type) {
                guard !seen.contains(type) else { throw DecodeError("a second \(type)") }
            }
            if ["PLTE", "acTL", "sRGB", "gAMA", "cHRM", "iCCP", "tRNS"].contains(type), idatState != 0 {
                throw DecodeError("\(type) after the image data")
            }
            if idatState == 1 && type != "IDAT" { idatState = 2 }
            seen.insert(type)
            switch type {
            case "IDAT":
                guard idatState != 2 else { throw DecodeError("IDAT chunks are not consecutive") }
                idatState = 1
                imageData += chunk.data
            case "PLTE":
                guard chunk.data.count % 3 == 0, (3...768).contains(chunk.data.count) else {
                    throw DecodeError("PLTE of \(chunk.data.count) bytes: expected 3 to 768, a multiple of 3")
                }
                palette = stride(from: 0, to: chunk.data.count, by: 3).map {
                    SIMD4(UInt16(chunk.data[$0]), UInt16(chunk.data[$0 + 1]), UInt16(chunk.data[$0 + 2]), 255)
                }
            case "tRNS":
                guard header.colorType == 3 else { throw DecodeError("tRNS is only read for indexed images here") }
                transparency = chunk.data
            case "acTL":
                guard chunk.data.count == 8 else { throw DecodeError("acTL of \(chunk.data.count) bytes: expected 8") }
                let frames = Int(be32(chunk.data, 0)), loops = Int(be32(chunk.data, 4))
                guard frames >= 1 else { throw DecodeError("acTL announces 0 frames") }
                animation = (frames, loops)
            case "fcTL", "fdAT":
                guard animation != nil else { throw DecodeError("\(type) without acTL") }
                guard chunk.data.count >= 4 else { throw DecodeError("\(type) without a sequence number") }
                let sequence = Int(be32(chunk.data, 0))
                guard sequence == nextSequence else { throw DecodeError("\(type) sequence number \(sequence): expected \(nextSequence)") }
                nextSequence += 1
                if type == "fcTL" {
                    let control = try parseFrameControl(chunk.data, header: header, first: controls.isEmpty)
                    // An fcTL before the image data makes the default image the first frame.
                    controls.append((control, [], idatState == 0))
                } else {
                    guard idatState != 0, let last = controls.indices.last, !controls[last].isDefault else {
                        throw DecodeError("fdAT before the image data or without its own fcTL")
                    }
                    controls[last].data += chunk.data.dropFirst(4)
                }
            case "tEXt", "zTXt", "iTXt":
                let (key, text) = try parseText(type, chunk.data)
                texts[key] = text
            case "IEND":
                guard chunk.data.isEmpty else { throw DecodeError("IEND holds \(chunk.data.count) bytes") }
            default:
                // Unknown ancillary chunks are skipped; an unknown critical one cannot be.
                guard let firstLetter = chunk.type.utf8.first, firstLetter >= 97 else {
                    throw DecodeError("unknown critical chunk \(type)")
                }
            }
        }
        guard idatState != 0 else { throw DecodeError("no IDAT") }
        if header.colorType == 3 {
            guard !palette.isEmpty else { throw DecodeError("an indexed image without PLTE") }
            for (i, alpha) in transparency.prefix(palette.count).enumerated() { palette[i].w = UInt16(alpha) }
        }
        let context = Pixels(header: header, palette: palette)
        let defaultImage = Frame(control: nil, width: header.width, height: header.height,
                                 samples: try context.decode(imageData, width: header.width, height: header.height))
        var frames: [Frame] = []
        if let animation {
            guard controls.count == animation.frames else {
                throw DecodeError("acTL announces \(animation.frames) frames, the file has \(controls.count)")
            }
            for (control, data, isDefault) in controls {
                if isDefault {
                    guard control.width == header.width, control.height == header.height else {
                        throw DecodeError("the default image's fcTL is not the whole canvas")
                    }
                    frames.append(Frame(control: control, width: header.width, height: header.height, samples: defaultImage.samples))
                } else {
                    frames.append(Frame(control: control, width: control.width, height: control.height,
                                        samples: try context.decode(data, width: control.width, height: control.height)))
                }
            }
        }
        return Image(header: header, chunkTypes: all.map(\.type), defaultImage: defaultImage, frames: frames,
                     loopCount: animation?.loops, texts: texts)
    }

    static func parseHeader(_ data: [UInt8]) throws -> Header {
        guard data.count == 13 else { throw DecodeError("IHDR of \(data.count) bytes: expected 13") }
        let width = Int(be32(data, 0)), height = Int(be32(data, 4))
        guard (1...0x7fff_ffff).contains(width), (1...0x7fff_ffff).contains(height) else {
            throw DecodeError("size \(width)×\(height): expected 1 to 2³¹ − 1 each way")
        }
        let depth = Int(data[8]), colorType = Int(data[9])
        let allowed: [Int: [Int]] = [0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16]]
        guard allowed[colorType]?.contains(depth) == true else {
            throw DecodeError("color type \(colorType) at bit depth \(depth) is not a PNG layout")
        }
        guard data[10] == 0, data[11] == 0 else { throw DecodeError("compression \(data[10]), filter method \(data[11]): expected 0 and 0") }
        guard data[12] == 0 else { throw DecodeError("interlace method \(data[12]): this decoder reads non-interlaced images only") }
        guard width <= 1 << 24, height <= 1 << 24, width * height <= 1 << 26 else {
            throw DecodeError("\(width)×\(height) is larger than a test image should be")
        }
        return Header(width: width, height: height, bitDepth: depth, colorType: colorType)
    }

    static func parseFrameControl(_ data: [UInt8], header: Header, first: Bool) throws -> FrameControl {
        guard data.count == 26 else { throw DecodeError("fcTL of \(data.count) bytes: expected 26") }
        let control = FrameControl(
            width: Int(be32(data, 4)), height: Int(be32(data, 8)), xOffset: Int(be32(data, 12)), yOffset: Int(be32(data, 16)),
            delayNumerator: Int(be16(data, 20)), delayDenominator: Int(be16(data, 22)), dispose: Int(data[24]), blend: Int(data[25]))
        guard control.width >= 1, control.height >= 1, control.xOffset + control.width <= header.width,
              control.yOffset + control.height <= header.height
        else {
            throw DecodeError("frame \(control.width)×\(control.height) at (\(control.xOffset), \(control.yOffset)) is outside the \(header.width)×\(header.height) canvas")
        }
        guard control.dispose <= 2, control.blend <= 1 else {
            throw DecodeError("fcTL dispose \(control.dispose), blend \(control.blend): expected 0…2 and 0…1")
        }
        return control
    }

    static func parseText(_ type: String, _ data: [UInt8]) throws -> (String, String) {
        guard let nul = data.firstIndex(of: 0), (1...79).contains(nul) else { throw DecodeError("\(type) keyword is not 1 to 79 bytes") }
        let latin1 = { (bytes: [UInt8]) in String(bytes.map { Character(Unicode.Scalar($0)) }) }
        let key = latin1(Array(data[..<nul]))
        let rest = Array(data[(nul + 1)...])
        switch type {
        case "tEXt":
            return (key, latin1(rest))
        case "zTXt":
            guard rest.first == 0 else { throw DecodeError("zTXt compression method \(rest.first ?? 255): expected 0") }
            return (key, latin1(try Zlib.inflate(Array(rest.dropFirst()), expectedSize: nil)))
        default:
            guard rest.count >= 2, rest[0] <= 1, rest[1] == 0 else { throw DecodeError("iTXt compression fields are invalid") }
            var fields = rest[2...].split(separator: 0, maxSplits: 2, omittingEmptySubsequences: false)
            guard fields.count == 3 else { throw DecodeError("iTXt lacks its language or translated keyword") }
            let text = Array(fields.removeLast())
            let bytes = rest[0] == 1 ? try Zlib.inflate(text, expectedSize: nil) : text
            guard let string = String(validating: bytes, as: UTF8.self) else { throw DecodeError("iTXt text is not UTF-8") }
            return (key, string)
        }
    }

    static func be32<C: Collection<UInt8>>(_ bytes: C, _ offset: Int) -> UInt32 where C.Index == Int {
        let start = bytes.startIndex + offset
        return UInt32(bytes[start]) << 24 | UInt32(bytes[start + 1]) << 16 | UInt32(bytes[start + 2]) << 8 | UInt32(bytes[start + 3])
    }

    static func be16(_ bytes: [UInt8], _ offset: Int) -> UInt16 { UInt16(bytes[offset]) << 8 | UInt16(bytes[offset + 1]) }

    static func hex(_ value: UInt32) -> String { "0x" + String(value, radix: 16) }

    private static func fopenRead(_ path: String) -> [UInt8]? {
        guard let file = fopen(path, "rb") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = fread(&buffer, 1, buffer.count, file)
            if count <= 0 { break }
            bytes += buffer[0..<count]
        }
        return ferror(file) == 0 ? bytes : nil
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
