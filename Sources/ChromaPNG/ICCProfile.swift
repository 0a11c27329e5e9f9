import ColorCore

/// Builds ICC v4 display profiles (matrix + parametric curve) for the RGB spaces Chroma writes.
///
/// The profile is computed from the color core's own matrices, so it agrees with the
/// conversions exactly, and it is byte-identical on every run (fixed creation date, no ID).
enum ICCProfile {
    /// The Display P3 profile: P3 primaries, D65 white adapted to the D50 PCS by Bradford
    /// (recorded in `chad`), and the sRGB transfer curve.
    static let displayP3: [UInt8] = build(
        description: "Display P3 (Chroma)", linearSpace: .displayP3Linear)

    static func build(description: String, linearSpace: ColorSpace) -> [UInt8] {
        // Columns of the linear-RGB → XYZ D50 matrix, and the Bradford D65 → D50 matrix.
        let red = Color(linearSpace, 1, 0, 0).components(in: .xyzD50)
        let green = Color(linearSpace, 0, 1, 0).components(in: .xyzD50)
        let blue = Color(linearSpace, 0, 0, 1).components(in: .xyzD50)
        let adaptation = (0..<3).map { i -> SIMD3<Double> in
            var unit = SIMD3<Double>(0, 0, 0)
            unit[i] = 1
            return Color(.xyzD65, unit).components(in: .xyzD50)
        }
        let d50 = SIMD3(0.9642, 1.0, 0.8249)  // the ICC PCS illuminant

        // sRGB's curve as ICC parametric function 3: Y = (aX + b)^g for X ≥ d, else cX.
        let curve = tag("para") + u16(3) + u16(0)
            + [2.4, 1 / 1.055, 0.055 / 1.055, 1 / 12.92, 0.04045].flatMap(s15Fixed16)
        let chad = tag("sf32") + (0..<3).flatMap { row in adaptation.flatMap { s15Fixed16($0[row]) } }
        let tags: [(String, [UInt8])] = [
            ("desc", mluc(description)),
            ("cprt", mluc("No copyright, use freely")),
            ("wtpt", xyz(d50)),
            ("chad", chad),
            ("rXYZ", xyz(red)), ("gXYZ", xyz(green)), ("bXYZ", xyz(blue)),
            ("rTRC", curve), ("gTRC", curve), ("bTRC", curve),
        ]

        // Lay out: header (128), tag count and table (4 + 12 each), then the data, 4-aligned.
        var offset = 128 + 4 + 12 * tags.count
        var table: [UInt8] = u32(UInt32(tags.count))
        var data: [UInt8] = []
        for (signature, body) in tags {
            table += Array(signature.utf8) + u32(UInt32(offset)) + u32(UInt32(body.count))
            let padded = body + Array(repeating: 0, count: (4 - body.count % 4) % 4)
            data += padded
            offset += padded.count
        }
        let size = 128 + table.count + data.count
        var header: [UInt8] = u32(UInt32(size)) + u32(0) + u32(0x0430_0000)
        header += Array("mntrRGB XYZ ".utf8)
        header += [2026, 1, 1, 0, 0, 0].flatMap { u16(UInt16($0)) }  // creation date, fixed
        header += Array("acsp".utf8) + u32(0) + u32(0) + u32(0) + u32(0) + u32(0) + u32(0)
        header += u32(0)  // rendering intent: perceptual
        header += d50.x.fixedBytes + d50.y.fixedBytes + d50.z.fixedBytes
        header += u32(0)  // creator
        header += Array(repeating: 0, count: 128 - header.count)
        return header + table + data
    }

    private static func tag(_ type: String) -> [UInt8] { Array(type.utf8) + u32(0) }

    private static func xyz(_ v: SIMD3<Double>) -> [UInt8] {
        tag("XYZ ") + s15Fixed16(v.x) + s15Fixed16(v.y) + s15Fixed16(v.z)
    }

    /// A multi-localized Unicode tag with one en-US record.
    private static func mluc(_ text: String) -> [UInt8] {
        let utf16 = text.utf16.flatMap { u16($0) }
        return tag("mluc") + u32(1) + u32(12) + Array("enUS".utf8) + u32(UInt32(utf16.count)) + u32(28) + utf16
    }

    private static func u32(_ v: UInt32) -> [UInt8] {
        [UInt8(v >> 24), UInt8(v >> 16 & 0xff), UInt8(v >> 8 & 0xff), UInt8(v & 0xff)]
    }

    private static func u16(_ v: UInt16) -> [UInt8] { [UInt8(v >> 8), UInt8(v & 0xff)] }

    private static func s15Fixed16(_ v: Double) -> [UInt8] { v.fixedBytes }
}

extension Double {
    /// The ICC s15Fixed16Number encoding, big-endian.
    fileprivate var fixedBytes: [UInt8] {
        let fixed = Int32((self * 65536).rounded())
        let bits = UInt32(bitPattern: fixed)
        return [UInt8(bits >> 24), UInt8(bits >> 16 & 0xff), UInt8(bits >> 8 & 0xff), UInt8(bits & 0xff)]
    }
}
