import ChromaRaster
import ColorCore
import Foundation

extension Charts {
    /// The article's three strips: hue, saturation and brightness, six swatches each with their
    /// H, S and B values beneath, the changing one in red. Each strip holds the other two at
    /// the values given (the article's: hue 0.75, saturation 1, brightness 1): the hue of the
    /// saturation and brightness strips, the saturation of the hue and brightness strips, the
    /// brightness of the hue and saturation strips. Every value draws a chart of one size.
    /// - Parameters:
    ///   - hue: a fraction of a turn (0.75 = 270°), taken modulo 1.
    ///   - saturation: 0…1 (clamped; NaN gives 0).
    ///   - brightness: 0…1 (clamped; NaN gives 0).
    public static func strips(hue: Double = 0.75, saturation: Double = 1, brightness: Double = 1) -> Chart {
        let hue = hue.isFinite ? hue - hue.rounded(.down) : 0
        let saturation = saturation.isNaN ? 0 : min(max(saturation, 0), 1), brightness = brightness.isNaN ? 0 : min(max(brightness, 0), 1)
        let swatch = 96, gap = 24, labelHeight = 54, titleHeight = 36, rowGap = 28
        let values = [0.0, 0.2, 0.4, 0.6, 0.8, 1.0]
        let width = 40 + values.count * swatch + (values.count - 1) * gap + 40
        let rowHeight = titleHeight + swatch + labelHeight
        let height = 100 + 3 * rowHeight + 2 * rowGap + 24
        let page = ChartInk.tintedPage
        var sheet = SheetBuilder(page: page)
        sheet.text("Colors defined with Hue, Saturation & Brightness", size: 22, in: Rect(x: 0, y: 24, width: Double(width), height: 40),
                   alignment: .center, bold: true)
        let rows: [(String, (Double) -> (Double, Double, Double), Int)] = [
            ("1. Hue changes the Color", { ($0, saturation, brightness) }, 0),
            ("2. Saturation changes color Intensity", { (hue, $0, brightness) }, 1),
            ("3. Brightness changes whiteness", { (hue, saturation, $0) }, 2),
        ]
        for (row, (title, hsb, varying)) in rows.enumerated() {
            let top = 100 + row * (rowHeight + rowGap)
            sheet.text(title, size: 17, in: Rect(x: 40, y: Double(top), width: Double(width - 80), height: Double(titleHeight)))
            for (k, value) in values.enumerated() {
                let (h, s, b) = hsb(value)
                let x = 40 + k * (swatch + gap)
                let box = Rect(x: Double(x), y: Double(top + titleHeight), width: Double(swatch), height: Double(swatch))
                sheet.shadow(under: box, radius: 6, offset: 4)
                sheet.fill(box, Color(hue: h, saturation: s, brightness: b), cornerRadius: 20)
                for (line, (letter, v)) in [("H", h), ("S", s), ("B", b)].enumerated() {
                    sheet.text("\(letter): " + PrintfFormat.string("%.2f", v), size: 12,
                               in: Rect(x: Double(x), y: Double(top + titleHeight + swatch + 4 + line * 16), width: Double(swatch), height: 16),
                               alignment: .center, color: line == varying ? ChartInk.accentText : ChartInk.text)
                }
            }
        }
        return sheet.chart(width: width, height: height, background: page, title: "Brightness and saturation strips")
    }
}
