// Measures PNG encoding of 4096×4096 gradient images at several compression settings: time to
// encode into memory (median of runs, on every core), throughput in MB/s of raw RGBA pixels, and
// file size. This is the measurement behind PNGCompression.standard.
//
//     swift run -c release png-compression [size] [runs]
import ChromaPNG
import ColorCore
import Foundation

let arguments = CommandLine.arguments
let size = arguments.count > 1 ? Int(arguments[1]) ?? 4096 : 4096
let runs = arguments.count > 2 ? Int(arguments[2]) ?? 3 : 3

/// The 2×2 Bayer matrix of the renderer's dither (±0.5 LSB), and the 8×8 one it replaced.
let bayer2: [Double] = [0, 2, 3, 1].map { ($0 + 0.5) / 4 - 0.5 }
let bayer8: [Double] = [0, 32, 8, 40, 2, 34, 10, 42, 48, 16, 56, 24, 50, 18, 58, 26, 12, 44, 4, 36, 14, 46, 6, 38,
                        60, 28, 52, 20, 62, 30, 54, 22, 3, 35, 11, 43, 1, 33, 9, 41, 51, 19, 59, 27, 49, 17, 57, 25,
                        15, 47, 7, 39, 13, 45, 5, 37, 63, 31, 55, 23, 61, 29, 53, 21].map { ($0 + 0.5) / 64 - 0.5 }

/// The test images, 8-bit opaque RGBA, as a renderer would hand them over: a 45° ramp, a 30°
/// ramp and a radial gradient, plain, with the renderer's 2×2 ordered dither (suffix
/// "+dither"), or with an 8×8 one (suffix "+dither8").
func image(_ name: String) -> [UInt8] {
    let parts = name.split(separator: "+")
    let kind = String(parts[0])
    let matrix: [Double]? = parts.count < 2 ? nil : (parts[1] == "dither8" ? bayer8 : bayer2)
    var pixels = [UInt8](repeating: 255, count: size * size * 4)
    let scale = Double(size - 1)
    pixels.withUnsafeMutableBufferPointer { p in
        for y in 0..<size {
            for x in 0..<size {
                let t: Double
                switch kind {
                case "ramp45": t = Double(x + y) / (2 * scale)
                case "ramp30": t = min(1, (Double(x) * 0.866 + Double(y) * 0.5) / (1.366 * scale))
                default: t = min(1, ((Double(x) - scale / 2) * (Double(x) - scale / 2) + (Double(y) - scale / 2) * (Double(y) - scale / 2)).squareRoot() / (scale / 2))
                }
                // Two-color gradient, #1e3c72 → #ff7e5f, in gamma-encoded sRGB.
                let i = (y * size + x) * 4
                let d = matrix.map { $0.count == 4 ? $0[(y & 1) * 2 + (x & 1)] : $0[(y & 7) * 8 + (x & 7)] } ?? 0
                p[i] = UInt8((30 + (255 - 30) * t + d).rounded())
                p[i + 1] = UInt8((60 + (126 - 60) * t + d).rounded())
                p[i + 2] = UInt8((114 + (95 - 114) * t + d).rounded())
            }
        }
    }
    return pixels
}

let settings: [(String, PNGCompression)] = [
    ("libpng default (adaptive, L6)", .libpngDefault),
    ("standard (None, L6)", .standard),
    ("fast (None, L3)", .fast),
    ("Up, L6", PNGCompression(level: 6, filter: .up)),
    ("Up, RLE, L1", PNGCompression(level: 1, strategy: .rle, filter: .up)),
    ("Sub, L3", PNGCompression(level: 3, filter: .sub)),
    ("Up, L1", PNGCompression(level: 1, filter: .up)),
    ("Paeth, L6", PNGCompression(level: 6, filter: .paeth)),
    ("Sub, L6", PNGCompression(level: 6, filter: .sub)),
    ("Up, L3", PNGCompression(level: 3, filter: .up)),
    ("None, L1", PNGCompression(level: 1, filter: .none)),
    ("None, RLE, L1", PNGCompression(level: 1, strategy: .rle, filter: .none)),
    ("Sub, RLE, L1", PNGCompression(level: 1, strategy: .rle, filter: .sub)),
]

print("PNG encode, \(size)×\(size) RGBA8 gradients, median of \(runs) runs, on every core, into memory")
print("image          setting                          time ms   MB/s raw   KiB")
var totals: [String: (time: Double, bytes: Int)] = [:]
for kind in ["ramp45", "ramp30", "radial", "ramp45+dither", "radial+dither", "ramp45+dither8"] {
    let pixels = image(kind)
    let raw = Double(pixels.count) / 1_000_000
    for (name, compression) in settings {
        var times: [Double] = []
        var bytes = 0
        for _ in 0..<runs {
            let start = DispatchTime.now().uptimeNanoseconds
            let png = try PNGEncoder(compression: compression).encode(rgba8: pixels, width: size, height: size)
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
            bytes = png.count
        }
        let median = times.sorted()[times.count / 2]
        totals[name, default: (0, 0)].time += median
        totals[name, default: (0, 0)].bytes += bytes
        print(kind.padding(toLength: 15, withPad: " ", startingAt: 0)
              + name.padding(toLength: 33, withPad: " ", startingAt: 0)
              + String(format: "%7.0f   %8.0f   %5d", median, raw / (median / 1000), bytes / 1024))
    }
}

print("\nall images    setting                          time ms              KiB")
for (name, _) in settings {
    let total = totals[name]!
    print("               " + name.padding(toLength: 33, withPad: " ", startingAt: 0)
          + String(format: "%7.0f              %6d", total.time, total.bytes / 1024))
}

// Where the fixed cost goes: the layout scan alone, and zlib level 0 (filtering, copying, CRC).
let pixels = image("ramp45")
var scanTimes: [Double] = []
for _ in 0..<runs {
    let start = DispatchTime.now().uptimeNanoseconds
    _ = pixels.withUnsafeBytes { PNGEncoder().configuration(for: PixelRows(base: $0.baseAddress!, width: size, height: size, format: .rgba8)) }
    scanTimes.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
}
print(String(format: "layout scan alone: %.0f ms", scanTimes.sorted()[runs / 2]))
for (name, compression) in [("store (L0, filter None)", PNGCompression(level: 0, filter: .none))] {
    for layout in [PNGEncoder.Layout.fixed(.rgba), .fixed(.rgb)] {
        var times: [Double] = []
        for _ in 0..<runs {
            let start = DispatchTime.now().uptimeNanoseconds
            _ = try PNGEncoder(layout: layout, compression: compression).encode(rgba8: pixels, width: size, height: size)
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
        }
        print(String(format: "%@ %@: %.0f ms", name, "\(layout)", times.sorted()[runs / 2]))
    }
}
