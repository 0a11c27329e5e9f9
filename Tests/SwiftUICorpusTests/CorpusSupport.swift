import Chroma

/// Renders a fill over a small canvas, undithered, and returns its straight RGBA bytes.
func pixels<S: ShapeStyle>(_ style: S, _ width: Int, _ height: Int, in environment: EnvironmentValues = EnvironmentValues()) -> [UInt16] {
    Renderer().renderPixels(Scene(width: width, height: height, dither: false, layers: [Layer(paint: style.paint)],
                                  environment: environment))
}

/// The pixel at (x, y) of `pixels` rendered `width` wide, as 0…255 channels.
func pixel(_ pixels: [UInt16], width: Int, _ x: Int, _ y: Int) -> [Int] {
    let i = (y * width + x) * 4
    return pixels[i..<i + 4].map(Int.init)
}

/// Whether two RGBA pixels agree within `tolerance` on every channel.
func near(_ a: [Int], _ b: [Int], _ tolerance: Int = 2) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
}

/// An opaque color's RGBA bytes, 0…255.
func rgba(_ hex: UInt32, _ alpha: Int = 255) -> [Int] {
    [Int(hex >> 16) & 0xff, Int(hex >> 8) & 0xff, Int(hex) & 0xff, alpha]
}

/// Whether two floats agree within `tolerance`.
func close(_ a: Float, _ b: Float, _ tolerance: Float = 1e-4) -> Bool { abs(a - b) <= tolerance }
func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-6) -> Bool { abs(a - b) <= tolerance }

/// SwiftUI's environments, spelled as a SwiftUI user builds them.
func environment(_ scheme: ColorScheme, _ contrast: ColorSchemeContrast = .standard) -> EnvironmentValues {
    var environment = EnvironmentValues()
    environment.colorScheme = scheme
    environment.colorSchemeContrast = contrast
    return environment
}

/// Whether two resolved colors agree within float rounding (1e-5 on each component).
func same(_ a: Color.Resolved, _ b: Color.Resolved) -> Bool {
    close(a.linearRed, b.linearRed, 1e-5) && close(a.linearGreen, b.linearGreen, 1e-5) && close(a.linearBlue, b.linearBlue, 1e-5)
        && close(a.opacity, b.opacity, 1e-6)
}
