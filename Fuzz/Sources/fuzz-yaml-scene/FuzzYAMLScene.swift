import ChromaCharts
import ChromaCLI
import ChromaRaster
import Foundation
import FuzzRendering

/// YAML scene files: YAML read into JSON, then decoded as a scene and rendered with its own
/// geometry on a small canvas.
func fuzzYAMLScene(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    guard let json = try? YAMLScene.json(fromYAML: text),
          let scene = try? SceneDecoder.decode(json, layerDecoder: ChartLayers.decode) else { return 0 }
    renderSmall(scene)
    return 0
}
