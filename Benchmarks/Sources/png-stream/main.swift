// Streams a 16384×16384 RGBA8 gradient to a PNG file band by band and reports the time and the
// peak resident memory: the writer must never need the whole image (1 GiB) in memory.
//
//     swift run -c release png-stream [size] [path]
import ChromaPNG
import Foundation

let arguments = CommandLine.arguments
let size = arguments.count > 1 ? Int(arguments[1]) ?? 16384 : 16384
let path = arguments.count > 2 ? arguments[2] : NSTemporaryDirectory() + "chroma-png-stream.png"
let bandRows = 64

let start = DispatchTime.now().uptimeNanoseconds
let writer = try PNGWriter(to: .file(path), configuration: .init(width: size, height: size, colorType: .rgb, compression: .fast))
var band = [UInt8](repeating: 255, count: size * bandRows * 4)
var y = 0
while y < size {
    let rows = min(bandRows, size - y)
    band.withUnsafeMutableBufferPointer { p in
        for row in 0..<rows {
            for x in 0..<size {
                let t = Double(x + y + row) / Double(2 * (size - 1))
                let i = (row * size + x) * 4
                p[i] = UInt8(255 * t)
                p[i + 1] = UInt8(128 * (1 - t))
                p[i + 2] = UInt8(200 - 100 * t)
            }
        }
    }
    try band.withUnsafeBytes { try writer.write(PixelRows(base: $0.baseAddress!, width: size, height: rows, format: .rgba8)) }
    y += rows
}
try writer.finish()
let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9

var usage = rusage()
#if os(Linux)
getrusage(RUSAGE_SELF.rawValue, &usage)
let peakMiB = Double(usage.ru_maxrss) / 1024  // kilobytes on Linux
#else
getrusage(RUSAGE_SELF, &usage)
let peakMiB = Double(usage.ru_maxrss) / 1_048_576  // bytes on macOS
#endif
let fileSize = (try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
print(String(format: "%d×%d RGBA8 → %@: %.1f s, file %.1f MiB, peak resident memory %.1f MiB (the raw image is %.0f MiB)",
             size, size, path, seconds, Double(fileSize) / 1_048_576, Double(usage.ru_maxrss) / 1024,
             Double(size * size * 4) / 1_048_576))
try? FileManager.default.removeItem(atPath: path)
