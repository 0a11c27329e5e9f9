import ChromaCharts
import ChromaRaster
import ChromaSplash
import Foundation
import FuzzRendering

/// Scene files as `chroma render` reads them: splash, chart and palette documents, and layer
/// scenes. Every scene decoded is rendered with its own geometry on a small canvas
/// (``renderSmall(_:)``), to reach the rasterizer too.
func fuzzScene(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let data = Data(bytes: bytes, count: count)
    _ = try? SplashSceneDecoder.decode(data)
    guard let scene = try? ChartDocument.decode(data, folder: "/nonexistent")
            ?? SceneDecoder.decode(data, layerDecoder: ChartLayers.decode) else { return 0 }
    renderSmall(scene)
    return 0
}
