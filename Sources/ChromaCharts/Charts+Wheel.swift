import ChromaRaster
import ColorCore
import Foundation

extension Charts {
    /// The article's color wheel: a hue ring drawn with an angular gradient (red at the top,
    /// hues clockwise), a marker at the selected hue, and that hue's rows of saturation and of
    /// brightness, from 1.0 down to 0.0, each swatch labelled.
    /// - Parameter hue: the selected hue in degrees (any value wraps).
    public static func wheel(hue: Double) -> Chart {
        let hueDegrees = Hue.normalized(hue)
        let swatch = 64, gap = 10, count = 11
        let rowWidth = count * swatch + (count - 1) * gap
        let width = rowWidth + 80
        let ring = 300.0, thickness = 48.0
        let center = Point(x: Double(width) / 2, y: 60 + ring / 2)
        let page = ChartInk.tintedPage
        var sheet = SheetBuilder(page: page)
        sheet.text("Select Hue", size: 24, in: Rect(x: 0, y: 12, width: Double(width), height: 36), alignment: .center, bold: true)
        // The ring: the hues of the article's AngularGradient, from the top clockwise.
        let hues = (0...10).map { Color(hue: Double($0) / 10, saturation: 1, brightness: 1) }
        let outer = ring / 2, inner = outer - thickness
        let ringPath = try! SVGPathParser.parse(
            "M\(center.x) \(center.y - outer) A\(outer) \(outer) 0 1 1 \(center.x - 0.01) \(center.y - outer) Z "
            + "M\(center.x) \(center.y - inner) A\(inner) \(inner) 0 1 0 \(center.x + 0.01) \(center.y - inner) Z")
        sheet.layers.append(Layer(paint: .angular(AngularGradient(gradient: Gradient(colors: hues), center: .pixels(center),
                                                                  startAngle: .degrees(-90), endAngle: .degrees(270))),
                                  shape: .path(ringPath, fillRule: .evenOdd)))
        sheet.text(PrintfFormat.string("%.0f°", hueDegrees), size: 40, in: Rect(x: center.x - 80, y: center.y - 30, width: 160, height: 60),
                   alignment: .center, bold: true)
        // The marker on the ring at the selected hue.
        let angle = (hueDegrees - 90) * .pi / 180, middle = (outer + inner) / 2
        let marker = Point(x: center.x + cos(angle) * middle, y: center.y + sin(angle) * middle)
        sheet.layers.append(Layer(paint: .shadow(BoxShadow(rect: Rect(x: marker.x - 14, y: marker.y - 12, width: 28, height: 28), radius: 8,
                                                           color: Color.black.opacity(0.35))),
                                  shape: .circle(center: marker, radius: 30)))
        sheet.layers.append(Layer(paint: .solid(.white), shape: .circle(center: marker, radius: thickness * 0.36)))

        let levels = (0...10).map { Double(10 - $0) / 10 }
        var top = Int(center.y + outer) + 32
        for (title, color) in [("Selected Hue with decreasing Saturation", { (v: Double) in Color(hueDegrees: hueDegrees, saturation: v, brightness: 1) }),
                               ("Selected Hue with decreasing Brightness", { (v: Double) in Color(hueDegrees: hueDegrees, saturation: 1, brightness: v) })] {
            sheet.text(title, size: 20, in: Rect(x: 0, y: Double(top), width: Double(width), height: 32), alignment: .center, bold: true)
            top += 40
            for (k, level) in levels.enumerated() {
                let x = 40 + k * (swatch + gap)
                let box = Rect(x: Double(x), y: Double(top), width: Double(swatch), height: Double(swatch))
                let fill = color(level)
                sheet.fill(box, fill, cornerRadius: 10)
                sheet.text(label(level, step: 0.1), size: 16, in: box, alignment: .center, color: fill.preferredTextColor)
                let hsb = fill.hsb
                for (line, text) in [PrintfFormat.string("H: %.2f", hueDegrees / 360), PrintfFormat.string("S: %.2f", hsb.saturation),
                                     PrintfFormat.string("B: %.2f", hsb.brightness)].enumerated() {
                    sheet.text(text, size: 11, in: Rect(x: Double(x), y: Double(top + swatch + 4 + line * 14), width: Double(swatch), height: 14),
                               alignment: .center)
                }
            }
            top += swatch + 56
        }
        return sheet.chart(width: width, height: top, background: page, title: "Color wheel")
    }
}
