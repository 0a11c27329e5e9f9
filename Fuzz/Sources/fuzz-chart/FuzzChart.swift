import ChromaCharts
import ChromaDocument
import ChromaLimits
import ChromaRaster
import ColorCore
import Foundation
import FuzzRendering

/// Chart documents (`{"chart": …}` and chart layers), and the chart functions with settings
/// taken from the input: the first byte picks a chart, the next eight are a Double (its step
/// or hue, any bit pattern: NaN, infinities, 1e308), the rest a color. Each chart is
/// rendered with its own geometry on a small canvas.
func fuzzChart(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let data = Data(bytes: bytes, count: count)
    if let scene = (try? DocumentReader.read(data, syntax: .json, folder: "/nonexistent"))?.scene { renderSmall(scene) }
    guard count >= 9 else { return 0 }
    var bits: UInt64 = 0
    for k in 1...8 { bits = bits << 8 | UInt64(bytes[k]) }
    let value = Double(bitPattern: bits)
    let color = (try? Color(parsing: String(decoding: UnsafeBufferPointer(start: bytes + 9, count: count - 9), as: UTF8.self))) ?? .white
    // Steps are checked by the callers (InputRange.chartStep); the fuzzer keeps to the accepted ones.
    let step = InputRange.chartStep.contains(value) ? max(value, 0.05) : 0.5
    let chart: Chart
    switch bytes[0] % 6 {
    case 0: chart = Charts.rgbGrid(step: step)
    case 1: chart = Charts.hsbGrid(step: step, fullBrightness: bytes[0] & 0x80 != 0)
    case 2: chart = Charts.wheel(hue: value.isFinite ? value : 0)
    case 3: chart = Charts.harmonies(of: color)
    case 4: chart = Charts.mixing(pairs: [(color, .black), (.white, color)])
    default: chart = Charts.strips()
    }
    renderSmall(chart.scene)
    return 0
}
