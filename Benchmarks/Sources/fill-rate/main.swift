// Times Chroma's fill alone, for peers.py: renders one of the suite's 4096×4096 paints into a
// buffer allocated (and touched) once, on every core, and prints each run's time as JSON.
// `memset` times writing the same buffer with memset instead: the machine's write bandwidth.
// A kind followed by `:map` or `:clip` renders the workload's wide-gamut version (OKLCH, colors
// outside sRGB) with that gamut mode.
//
//     swift run -c release fill-rate linear|radial|angular|mesh|memset[:map|:clip] [runs] [side]
import BenchmarkWorkloads
import Chroma
import Foundation

let arguments = CommandLine.arguments
let parts = (arguments.count >= 2 ? arguments[1] : "").split(separator: ":", maxSplits: 1).map(String.init)
let kind = parts.first ?? ""
let gamut = parts.count > 1 ? GamutMode(rawValue: parts[1]) : nil
guard kind == "memset" || Workloads.Fill(rawValue: kind) != nil, parts.count == 1 || gamut != nil else {
    FileHandle.standardError.write(Data("usage: fill-rate linear|radial|angular|mesh|memset[:map|:clip] [runs] [side]\n".utf8))
    exit(64)
}
let runs = arguments.count > 2 ? Int(arguments[2]) ?? 5 : 5
let side = arguments.count > 3 ? Int(arguments[3]) ?? Workloads.side : Workloads.side
let byteCount = side * side * 4
let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: byteCount, alignment: 64)
defer { buffer.deallocate() }
memset(buffer.baseAddress!, 0, byteCount)
let renderer = Renderer()
var times: [Double] = []
for run in 0..<runs {
    let start = DispatchTime.now().uptimeNanoseconds
    if let fill = Workloads.Fill(rawValue: kind) {
        let scene = gamut.map { Workloads.wideGamutScene(fill, gamut: $0, side: side) } ?? Workloads.scene(fill, side: side)
        renderer.render(scene, into: buffer)
    } else {
        memset(buffer.baseAddress!, Int32(run & 0xff), byteCount)
    }
    times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
}
print("{\"kind\": \"\(arguments[1])\", \"side\": \(side), \"threads\": \(renderer.threads), \"times_ms\": \(times)}")
