import ChromaPNG
import ChromaRaster
import ColorCore

extension CanvasFill {
    /// Renders the fill over a whole canvas into a PNG file (written atomically), dithered at
    /// 8 bits unless `depth` is 16.
    /// - Parameters:
    ///   - width: pixels, 1…65535.
    ///   - height: pixels, 1…65535.
    ///   - path: the file, or "-" for standard output.
    ///   - depth: bits per channel, 8 (dithered; the default) or 16.
    ///   - colorScheme: the appearance adaptive colors (`.blue`, `.primary`, `light-dark()`)
    ///     take, light by default.
    ///   - contrast: standard (the default) or increased contrast.
    /// - Throws: `PNGError` when the file cannot be written.
    public func render(width: Int, height: Int, to path: String, depth: ColorDepth = .eight,
                       colorScheme: ColorScheme = .light, contrast: ColorSchemeContrast = .standard) throws {
        let scene = Scene(width: width, height: height, depth: depth, layers: [Layer(paint: paint)],
                          environment: EnvironmentValues(colorScheme: colorScheme, colorSchemeContrast: contrast))
        try Renderer().render(scene, to: path == "-" ? .standardOutput : .file(path))
    }
}
