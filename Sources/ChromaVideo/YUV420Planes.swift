/// 8-bit straight RGBA frames as the planar 4:2:0 YUV a video stores (`yuv420p`, or `yuva420p`
/// with an alpha plane), BT.709 matrix in limited range, computed the way ffmpeg's scale filter
/// does with `accurate_rnd` (what Chroma piped RGB through before): so the video's samples do
/// not depend on which side converts, and ffmpeg, given planes, runs no filter at all.
///
/// - Luma: `Y = 16 + 219/255 · (0.2126 R + 0.7152 G + 0.0722 B)`, rounded, one per pixel.
/// - Chroma: each row's horizontal pairs averaged, then rows filtered down by two with
///   swscale's default bicubic (Keys, a = −0.6, eight rows a chroma row, the edge rows
///   repeated beyond the frame; a frame under 11 rows high gets swscale's shortened filter,
///   ``rowTaps(chromaRow:height:)``), `Cb = 128 + 224/255 · (B − Y′)/1.8556`,
///   `Cr = 128 + 224/255 · (R − Y′)/1.5748`, rounded and kept within 0…255.
/// - Alpha (`yuva420p`): the frame's alpha as is.
///
/// An odd side is padded to even by repeating the last column or row (callers refuse odd sides
/// unless padding was asked). Without alpha kept, pixels are either composited over opaque
/// white first (`overWhite`) or taken as if opaque.
public enum YUV420Planes {
    /// Bytes of the planes of a `width × height` frame (sides padded to even): luma, the two
    /// quarter-size chroma planes, and a luma-size alpha plane when `alpha`.
    public static func byteCount(width: Int, height: Int, alpha: Bool) -> Int {
        let w = width + width % 2, h = height + height % 2
        return w * h * (alpha ? 2 : 1) + 2 * (w / 2) * (h / 2)
    }

    /// The chroma rows' filter: weights of source rows `2j − 3 … 2j + 4` for chroma row `j`
    /// (swscale's bicubic, a = −0.6, sampled at a quarter pixel steps of the half-size grid;
    /// they sum to 1).
    static let rowWeights: [Double] = [-0.0140625, -0.0421875, 0.1203125, 0.4359375, 0.4359375, 0.1203125, -0.0421875, -0.0140625]

    /// Keys' cubic with a = −0.6 (swscale's default bicubic) at distance `t` (in output pixels).
    static func bicubic(_ t: Double) -> Double {
        let d = abs(t)
        if d < 1 { return (1.4 * d - 2.4) * d * d + 1 }
        if d < 2 { return ((-0.6 * d + 3) * d - 4.8) * d + 2.4 }
        return 0
    }

    /// The source rows (clamped into the frame) and their weights (summing to 1) that make chroma
    /// row `chromaRow` of a frame `height` rows high (even): swscale's filter of
    /// `min(9, height − 2)` taps (at least 1), its first tap at `(2j + ½) − (taps − 2)/2` rounded
    /// toward zero, as its `initFilter` places it. Nine taps (frames 11 rows or more) are
    /// ``rowWeights`` on rows `2j − 3 … 2j + 4` and a ninth of weight 0.
    static func rowTaps(chromaRow j: Int, height: Int) -> [(row: Int, weight: Double)] {
        let taps = max(1, min(9, height - 2))
        let first = (4 * j + 1 - (taps - 2)) / 2  // half rows; Swift's division truncates toward zero, as C's
        let raw = (0..<taps).map { k in (row: first + k, weight: bicubic((Double(first + k) - (Double(2 * j) + 0.5)) / 2)) }
        let sum = raw.reduce(0) { $0 + $1.weight }
        return raw.map { (min(max($0.row, 0), height - 1), $0.weight / sum) }
    }

    // BT.709 luma weights and the limited-range scales.
    private static let kr = 0.2126, kb = 0.0722, kg = 1 - kr - kb
    private static let lumaScale = 219.0 / 255, chromaScale = 224.0 / 255
    /// Luma coefficients in 1/2^24 units, with the offset 16 and the rounding half folded in.
    private static let yr = Int((lumaScale * kr * 16_777_216).rounded()), yg = Int((lumaScale * kg * 16_777_216).rounded()),
                       yb = Int((lumaScale * kb * 16_777_216).rounded()), yBias = (16 << 24) + (1 << 23)
    /// Chroma coefficients of R, G, B for Cb and Cr (8-bit units, offset 128 not included).
    private static let ur = -chromaScale * kr / (2 * (1 - kb)), ug = -chromaScale * kg / (2 * (1 - kb)), ub = chromaScale / 2
    private static let vr = chromaScale / 2, vg = -chromaScale * kg / (2 * (1 - kr)), vb = -chromaScale * kb / (2 * (1 - kr))

    /// The planes of a frame of 8-bit straight RGBA pixels (`width × height × 4` bytes, rows
    /// top to bottom): Y, Cb, Cr, then A when `keepsAlpha`; ``byteCount(width:height:alpha:)`` bytes.
    /// - Parameters:
    ///   - width, height: 1 or more pixels; `rgba` holds at least `width × height × 4` bytes.
    ///   - keepsAlpha: add the alpha plane (colors taken as stored, not composited).
    ///   - overWhite: without `keepsAlpha`, composite each pixel over opaque white (each sample
    ///     rounded); false takes each color as if opaque.
    public static func planes(rgba: UnsafeBufferPointer<UInt8>, width: Int, height: Int, keepsAlpha: Bool, overWhite: Bool) -> [UInt8] {
        precondition(width > 0 && height > 0 && rgba.count >= width * height * 4, "YUV420Planes: \(rgba.count) bytes for \(width)×\(height)")
        let w = width + width % 2, h = height + height % 2, cw = w / 2, ch = h / 2
        let composite = overWhite && !keepsAlpha
        let total = byteCount(width: width, height: height, alpha: keepsAlpha)
        // Each source row's horizontally averaged Cb and Cr (before the rows are filtered).
        var rowChroma = [Double](repeating: 0, count: 2 * cw * height)
        return [UInt8](unsafeUninitializedCapacity: total) { out, initialized in
            rowChroma.withUnsafeMutableBufferPointer { rows in
                let cbRows = rows.baseAddress!, crRows = cbRows + cw * height
                for y in 0..<height {
                    let line = rgba.baseAddress! + y * width * 4
                    let luma = out.baseAddress! + y * w
                    var previous = (r: 0, g: 0, b: 0)
                    for x in 0..<w {
                        let p = line + min(x, width - 1) * 4
                        var r = Int(p[0]), g = Int(p[1]), b = Int(p[2])
                        if composite {
                            let a = Int(p[3])
                            if a != 255 {
                                let rest = 255 * (255 - a) + 127
                                r = (r * a + rest) / 255; g = (g * a + rest) / 255; b = (b * a + rest) / 255
                            }
                        }
                        luma[x] = UInt8(truncatingIfNeeded: (yr * r + yg * g + yb * b + yBias) >> 24)
                        if x & 1 == 0 {
                            previous = (r, g, b)
                        } else {
                            let sr = Double(previous.r + r) / 2, sg = Double(previous.g + g) / 2, sb = Double(previous.b + b) / 2
                            cbRows[y * cw + x / 2] = ur * sr + ug * sg + ub * sb
                            crRows[y * cw + x / 2] = vr * sr + vg * sg + vb * sb
                        }
                    }
                }
                if h > height {
                    (out.baseAddress! + height * w).update(from: out.baseAddress! + (height - 1) * w, count: w)
                }
                let cbPlane = out.baseAddress! + w * h, crPlane = cbPlane + cw * ch
                let w0 = rowWeights[0], w1 = rowWeights[1], w2 = rowWeights[2], w3 = rowWeights[3]
                if h < 11 {
                    // Frames this small have swscale's shortened filter (a few rows: no hot loop).
                    for j in 0..<ch {
                        let taps = rowTaps(chromaRow: j, height: h)
                        for x in 0..<cw {
                            var cb = 128.0, cr = 128.0
                            for tap in taps {
                                let at = min(tap.row, height - 1) * cw + x
                                cb += tap.weight * cbRows[at]; cr += tap.weight * crRows[at]
                            }
                            cbPlane[j * cw + x] = UInt8(min(max(cb.rounded(), 0), 255))
                            crPlane[j * cw + x] = UInt8(min(max(cr.rounded(), 0), 255))
                        }
                    }
                }
                for j in 0..<(h < 11 ? 0 : ch) {
                    // The eight source rows of chroma row j, edge rows repeated beyond the frame.
                    func row(_ k: Int) -> Int { min(max(2 * j - 3 + k, 0), height - 1) * cw }
                    let o0 = row(0), o1 = row(1), o2 = row(2), o3 = row(3), o4 = row(4), o5 = row(5), o6 = row(6), o7 = row(7)
                    for plane in 0..<2 {
                        let source = plane == 0 ? cbRows : crRows, target = (plane == 0 ? cbPlane : crPlane) + j * cw
                        for x in 0..<cw {
                            let outer = source[o0 + x] + source[o7 + x], far = source[o1 + x] + source[o6 + x]
                            let near = source[o2 + x] + source[o5 + x], centre = source[o3 + x] + source[o4 + x]
                            let value = 128 + w0 * outer + w1 * far + w2 * near + w3 * centre
                            target[x] = UInt8(min(max(value.rounded(), 0), 255))
                        }
                    }
                }
                if keepsAlpha {
                    let alpha = crPlane + cw * ch
                    for y in 0..<h {
                        let line = rgba.baseAddress! + min(y, height - 1) * width * 4, row = alpha + y * w
                        for x in 0..<w { row[x] = line[min(x, width - 1) * 4 + 3] }
                    }
                }
            }
            initialized = total
        }
    }
}
