import ChromaPNG
import ChromaRaster

/// Compares two renderings of one picture the way the SVG output promises to match Chroma's
/// PNG: the mean color of each block, away from text and edges.
///
/// Both images are composited over white (a browser page is white) and read as 0…255 RGB. A
/// pixel is left out when it lies in a text box (grown by 2 pixels) or next to an edge of the
/// reference: a step of more than 12 levels to a neighbour, grown by 1 pixel (edges are
/// anti-aliased differently by every rasterizer; text is set by another engine). Blocks are an
/// 8×8 grid and the interiors of the given regions (swatches, inset by 2 pixels); a block is
/// compared when at least 6 of its pixels are left in.
struct BlockComparison {
    /// The largest difference of a block mean, in 8-bit levels (any channel).
    var worst: Double
    /// The mean over blocks of each block's largest channel difference.
    var mean: Double
    /// Blocks compared.
    var blocks: Int
    /// The top-left corner of the worst block.
    var worstAt: (x: Int, y: Int)

    static let edgeStep = 12.0

    /// The largest absolute component.
    static func largest(_ d: SIMD3<Double>) -> Double { max(abs(d.x), max(abs(d.y), abs(d.z))) }

    /// RGB over white, 0…255, row by row.
    static func flatten(_ image: PNGImage) -> [SIMD3<Double>] {
        let scale = image.bitDepth == .eight ? 255.0 : 65535.0
        var out = [SIMD3<Double>](repeating: .zero, count: image.width * image.height)
        for i in 0..<(image.width * image.height) {
            let s = image.samples[(4 * i)..<(4 * i + 4)].map { Double($0) / scale }
            let a = s[3]
            out[i] = SIMD3(s[0] * a + (1 - a), s[1] * a + (1 - a), s[2] * a + (1 - a)) * 255
        }
        return out
    }

    init(reference: PNGImage, candidate: PNGImage, text: [Rect], regions: [Rect], block: Int = 8) {
        precondition(reference.width == candidate.width && reference.height == candidate.height,
                     "sizes differ: \(reference.width)×\(reference.height) and \(candidate.width)×\(candidate.height)")
        let w = reference.width, h = reference.height
        let a = Self.flatten(reference), b = Self.flatten(candidate)
        var edge = [Bool](repeating: false, count: w * h)
        func step(_ p: SIMD3<Double>, _ q: SIMD3<Double>) -> Bool {
            Self.largest(p - q) > Self.edgeStep
        }
        for y in 0..<h {
            for x in 0..<w {
                let i = y * w + x
                if x + 1 < w, step(a[i], a[i + 1]) { edge[i] = true; edge[i + 1] = true }
                if y + 1 < h, step(a[i], a[i + w]) { edge[i] = true; edge[i + w] = true }
            }
        }
        var masked = edge
        for y in 0..<h {
            for x in 0..<w where edge[y * w + x] {
                for dy in -1...1 {
                    for dx in -1...1 {
                        let u = x + dx, v = y + dy
                        if u >= 0, u < w, v >= 0, v < h { masked[v * w + u] = true }
                    }
                }
            }
        }
        for box in text {
            let x0 = max(0, Int((box.minX - 2).rounded(.down))), x1 = min(w, Int((box.maxX + 2).rounded(.up)))
            let y0 = max(0, Int((box.minY - 2).rounded(.down))), y1 = min(h, Int((box.maxY + 2).rounded(.up)))
            guard x1 > x0, y1 > y0 else { continue }
            for y in y0..<y1 { for x in x0..<x1 { masked[y * w + x] = true } }
        }
        var blocks: [(Int, Int, Int, Int)] = []
        for y in stride(from: 0, to: h, by: block) {
            for x in stride(from: 0, to: w, by: block) { blocks.append((x, y, min(w, x + block), min(h, y + block))) }
        }
        for region in regions {
            let x0 = max(0, Int((region.minX + 2).rounded(.up))), x1 = min(w, Int((region.maxX - 2).rounded(.down)))
            let y0 = max(0, Int((region.minY + 2).rounded(.up))), y1 = min(h, Int((region.maxY - 2).rounded(.down)))
            if x1 > x0, y1 > y0 { blocks.append((x0, y0, x1, y1)) }
        }
        var worst = 0.0, total = 0.0, count = 0
        var worstAt = (x: 0, y: 0)
        for (x0, y0, x1, y1) in blocks {
            var sa = SIMD3<Double>.zero, sb = SIMD3<Double>.zero, n = 0
            for y in y0..<y1 {
                for x in x0..<x1 where !masked[y * w + x] {
                    sa += a[y * w + x]
                    sb += b[y * w + x]
                    n += 1
                }
            }
            guard n >= 6 else { continue }
            let m = Self.largest((sa - sb) / Double(n))
            total += m
            count += 1
            if m > worst { worst = m; worstAt = (x0, y0) }
        }
        self.worst = worst
        self.mean = count > 0 ? total / Double(count) : 0
        self.blocks = count
        self.worstAt = worstAt
    }
}
