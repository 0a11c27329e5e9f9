import ChromaPNG
import ChromaRaster

extension CanvasFill {
    /// Renders the fill over a whole canvas into a PNG file (written atomically), dithered at
    /// 8 bits unless `depth` is 16.
    /// - Parameters: width, height: pixels, 1…65535; path: the file, or "-" for standard output.
    /// - Throws: ``PNGError`` when the file cannot be written.
    public func render(width: Int, height: Int, to path: String, depth: ColorDepth = .eight) throws {
        let scene = Scene(width: width, height: height, depth: depth, layers: [Layer(paint: paint)])
        try Renderer().render(scene, to: path == "-" ? .standardOutput : .file(path))
    }
}
