import ChromaOutput
import ChromaPNG
import ChromaRaster
import ColorCore
import Foundation
import Testing
@testable import ChromaCSS

/// Chroma's renders of CSS gradients against headless Chromium's (Fixtures/cases.json,
/// references made by Fixtures/make_css_references.py; no browser at test time).
///
/// Both sides dither, differently, so pixels are compared as means of 4×4 blocks, in
/// premultiplied 8-bit units. Every block must agree within 1/255. Blocks on a hard stop, a seam
/// or a repeat wrap (where either image jumps by more than 24/255 between neighbouring pixels)
/// are held to a looser bound: Chromium point-samples the jump and Chroma box-filters it over
/// the pixel, so the two disagree on the pixels the edge crosses.
@Suite struct CSSReferenceTests {
    struct Cases: Decodable {
        struct Case: Decodable, CustomStringConvertible {
            var name: String
            var size: [Int]
            var css: String
            var hard: Bool?
            /// A bound for every block, edge blocks too (a seam whose sides are the same color).
            var seamTolerance: Double?
            /// The appearance light-dark() resolves in (Chromium's color-scheme): light by default.
            var appearance: String?
            /// A looser bound for smooth blocks, with the reason in `difference`.
            var tolerance: Double?
            var difference: String?
            var description: String { name }
        }
        var cases: [Case]
    }

    static let fixtures = Bundle.module.url(forResource: "cases", withExtension: "json")!.deletingLastPathComponent()
    static let cases: [Cases.Case] = {
        let data = try! Data(contentsOf: fixtures.appendingPathComponent("cases.json"))
        return try! JSONDecoder().decode(Cases.self, from: data).cases
    }()

    /// Agreement figures for one case.
    struct Agreement: CustomStringConvertible {
        var maxBlock = 0.0
        var maxSmoothBlock = 0.0
        var maxEdgeBlock = 0.0
        var edgeBlocks = 0
        var blocks = 0
        var meanPixel = 0.0
        /// The top-left corner of the worst block away from edges.
        var worstSmoothBlock = (x: 0, y: 0)
        var description: String {
            String(format: "max block %.2f/255 (smooth %.2f at %d,%d; %d edge blocks of %d, max %.2f), mean |pixel| %.2f",
                   maxBlock, maxSmoothBlock, worstSmoothBlock.x, worstSmoothBlock.y, edgeBlocks, blocks, maxEdgeBlock, meanPixel)
        }
    }

    /// Premultiplied RGBA, 0…255, of straight 8-bit samples.
    static func premultiplied(_ s: ArraySlice<UInt16>) -> SIMD4<Double> {
        let a = Double(s[s.startIndex + 3]) / 255
        return SIMD4(Double(s[s.startIndex]) * a, Double(s[s.startIndex + 1]) * a, Double(s[s.startIndex + 2]) * a,
                     Double(s[s.startIndex + 3]))
    }

    /// The largest channel difference.
    static func distance(_ a: SIMD4<Double>, _ b: SIMD4<Double>) -> Double {
        let d = a - b
        return max(max(abs(d.x), abs(d.y)), max(abs(d.z), abs(d.w)))
    }

    static func compare(_ c: Cases.Case) throws -> Agreement {
        let (w, h) = (c.size[0], c.size[1])
        let reference = try PNGReader.read(contentsOf: fixtures.appendingPathComponent("references/\(c.name).png").path)
        #expect(reference.width == w && reference.height == h)
        let image = try CSSImage(parsing: c.css)
        let environment = try #require(EnvironmentValues(appearance: c.appearance ?? "light"), "\(c.name): appearance")
        let scene = Scene(width: w, height: h, layers: try image.layers(width: w, height: h), environment: environment)
            .resolvingColors(in: environment)
        let ours = Renderer(threads: 1).renderPixels(scene)
        // CHROMA_CSS_DUMP=DIR writes Chroma's renders there, to look at beside the references.
        if let dump = ProcessInfo.processInfo.environment["CHROMA_CSS_DUMP"] {
            try Renderer(threads: 1).render(scene, to: .file(dump + "/\(c.name).png"))
        }
        let theirs = reference.bitDepth == .eight ? reference.samples : reference.samples.map { $0 / 257 }
        func pixel(_ samples: [UInt16], _ x: Int, _ y: Int) -> SIMD4<Double> {
            let i = (y * w + x) * 4
            return premultiplied(samples[i..<(i + 4)])
        }
        // Where either image jumps: a pixel whose neighbour differs by more than 24/255.
        var jump = [Bool](repeating: false, count: w * h)
        for samples in [theirs, ours] {
            for y in 0..<h {
                for x in 0..<w {
                    let p = pixel(samples, x, y)
                    for (nx, ny) in [(x + 1, y), (x, y + 1), (x + 1, y + 1), (x - 1, y + 1)] where nx >= 0 && nx < w && ny < h {
                        if Self.distance(pixel(samples, nx, ny), p) > 24 {
                            jump[y * w + x] = true
                            jump[ny * w + nx] = true
                        }
                    }
                }
            }
        }
        // Chroma's box filter reaches half a pixel further than the jump: grow the mask by one pixel.
        var near = jump
        for y in 0..<h {
            for x in 0..<w where jump[y * w + x] {
                for ny in max(0, y - 1)...min(h - 1, y + 1) {
                    for nx in max(0, x - 1)...min(w - 1, x + 1) { near[ny * w + nx] = true }
                }
            }
        }
        jump = near
        var result = Agreement()
        var total = 0.0
        for by in stride(from: 0, to: h, by: 4) {
            for bx in stride(from: 0, to: w, by: 4) {
                var a = SIMD4<Double>(), b = SIMD4<Double>()
                var n = 0.0
                var edge = false
                for y in by..<min(by + 4, h) {
                    for x in bx..<min(bx + 4, w) {
                        let p = pixel(ours, x, y), q = pixel(theirs, x, y)
                        a += p
                        b += q
                        n += 1
                        total += Self.distance(p, q)
                        edge = edge || jump[y * w + x]
                    }
                }
                let d = Self.distance(a, b) / n
                result.blocks += 1
                result.maxBlock = max(result.maxBlock, d)
                if edge {
                    result.edgeBlocks += 1
                    result.maxEdgeBlock = max(result.maxEdgeBlock, d)
                } else if d > result.maxSmoothBlock {
                    result.maxSmoothBlock = d
                    result.worstSmoothBlock = (bx, by)
                }
            }
        }
        result.meanPixel = total / Double(w * h)
        return result
    }

    @Test(arguments: cases)
    func agreesWithChromium(_ c: Cases.Case) throws {
        let agreement = try Self.compare(c)
        print("css-reference \(c.name): \(agreement)")
        #expect(agreement.maxSmoothBlock <= (c.tolerance ?? 1.0), "\(c.name): \(agreement) \(c.difference ?? "")")
        if let seam = c.seamTolerance {
            #expect(agreement.maxBlock <= seam, "\(c.name): \(agreement)")
        }
        if c.hard == true {
            #expect(agreement.maxEdgeBlock <= 32, "\(c.name): \(agreement)")
        } else {
            #expect(agreement.edgeBlocks == 0 || agreement.maxEdgeBlock <= 1.0, "\(c.name): \(agreement)")
        }
    }
}
