import ChromaLimits
import ChromaRaster
import ColorCore

extension Charts {
    /// Solid swatches side by side, left to right, each `cellWidth × cellHeight` pixels, with no
    /// gap and no label (`chroma swatch`). Colors outside the output's gamut are mapped into it
    /// as every solid paint is (CSS Color 4); a row of opaque colors is opaque (written as RGB).
    /// - Parameters:
    ///   - colors: the colors, at least one, at most ``ResourceLimits/paletteColors``.
    ///   - cellWidth: one swatch's width in pixels, within ``InputRange/canvasSide``.
    ///   - cellHeight: one swatch's height in pixels, within ``InputRange/canvasSide``.
    /// - Throws: ``ChartError`` when a size is out of range or the row is wider than
    ///   ``InputRange/canvasSide``; the canvas's pixels are checked when it is rendered.
    public static func swatchRow(_ colors: [Color], cellWidth: Int, cellHeight: Int) throws(ChartError) -> Chart {
        guard !colors.isEmpty else { throw ChartError(message: "a swatch row needs at least one color") }
        for (value, name) in [(cellWidth, "the swatch width"), (cellHeight, "the swatch height")] where !InputRange.canvasSide.contains(Double(value)) {
            throw ChartError(message: "\(name): \(InputRangeError(value: Double(value), range: .canvasSide))")
        }
        let (width, overflow) = cellWidth.multipliedReportingOverflow(by: colors.count)
        guard !overflow, InputRange.canvasSide.contains(Double(width)) else {
            let pixels = overflow ? "more than \(Int.max)" : "\(width)"
            throw ChartError(message: "\(colors.count) swatch\(colors.count == 1 ? "" : "es") of \(cellWidth) pixels make the image \(pixels) pixels wide; "
                + "at most \(InputRange.canvasSide.maximum)")
        }
        let swatches = colors.enumerated().map { index, color in
            Chart.Swatch(rect: Rect(x: Double(index * cellWidth), y: 0, width: Double(cellWidth), height: Double(cellHeight)), color: color,
                         layers: index..<(index + 1))
        }
        let layers = swatches.map { Layer(paint: .solid($0.color), shape: .rect($0.rect)) }
        // The swatches cover the canvas exactly, so the page never shows; an opaque page under
        // opaque swatches makes the image opaque (written as RGB).
        let opaque = colors.allSatisfy { $0.resolvedOpacity >= 1 }
        return Chart(scene: Scene(width: width, height: cellHeight, background: opaque ? colors[0] : .clear, layers: layers), swatches: swatches,
                     title: colors.count == 1 ? "Swatch of \(colors[0].hexString)" : "\(colors.count) swatches")
    }
}
