import ChromaCharts
import ChromaCLI
import ChromaRaster
import Foundation

/// YAML scene files: YAML read into JSON, then decoded as a scene.
func fuzzYAMLScene(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    guard let json = try? YAMLScene.json(fromYAML: text) else { return 0 }
    _ = try? SceneDecoder.decode(json, layerDecoder: ChartLayers.decode)
    return 0
}
