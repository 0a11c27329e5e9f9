import ChromaCharts
import ChromaRaster
import ChromaSplash
import Foundation

/// Scene files as `chroma render` reads them: splash, chart and palette documents, and layer
/// scenes. Scenes small enough to render quickly are rendered, to reach the rasterizer too.
func fuzzScene(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let data = Data(bytes: bytes, count: count)
    _ = try? SplashSceneDecoder.decode(data)
    guard let scene = try? ChartDocument.decode(data, folder: "/nonexistent")
            ?? SceneDecoder.decode(data, layerDecoder: ChartLayers.decode) else { return 0 }
    if scene.width * scene.height <= 64 * 64 { _ = Renderer(threads: 1).renderImage(scene) }
    return 0
}
