// Fill time of a 4096×4096 mesh of 3×3 vertices (four bilinear Coons patches in device sRGB,
// what cairo's mesh pattern draws), rendered into memory: median of runs. Compare with
// mesh_cairo.py, which fills the same patches with cairo on the same machine.
//
//     swift run -c release mesh-fill [size] [runs]
import ChromaRaster
import ColorCore
import Foundation

let arguments = CommandLine.arguments
let size = arguments.count > 1 ? Int(arguments[1]) ?? 4096 : 4096
let runs = arguments.count > 2 ? Int(arguments[2]) ?? 5 : 5
let s = Double(size)
let positions: [(Double, Double)] = [(0, 0), (0.5, 0), (1, 0), (0, 0.5), (0.55, 0.45), (1, 0.5), (0, 1), (0.5, 1), (1, 1)]
let hexes: [UInt32] = [0xff6b6b, 0xfeca57, 0x48dbfb, 0xff9ff3, 0xffffff, 0x1dd1a1, 0x5f27cd, 0x54a0ff, 0xff9f43]
for smooth in [false, true] {
    let mesh = MeshGradient(width: 3, height: 3, points: positions.map { MeshPoint(position: Point(x: $0.0 * s, y: $0.1 * s)) },
                            colors: hexes.map { Color(rgb: $0) }, smoothsColors: smooth)
    let scene = Scene(width: size, height: size, background: .black, dither: false, layers: [Layer(paint: .mesh(mesh))])
    var times: [Double] = []
    for _ in 0..<runs {
        let start = DispatchTime.now().uptimeNanoseconds
        _ = Renderer().renderImage(scene)
        times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
    }
    let median = times.sorted()[runs / 2]
    print(String(format: "chroma mesh fill %d×%d, %@ colors: median %.0f ms (%.0f Mpixel/s), all cores",
                 size, size, smooth ? "smooth" : "bilinear", median, s * s / median / 1000))
}
