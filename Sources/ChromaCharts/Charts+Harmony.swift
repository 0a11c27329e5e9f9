import ChromaRaster
import ColorCore
import Foundation

extension Charts {
    /// Matching colors for one color: a labelled row per scheme (the article's monochromatic,
    /// analogous, complementary and triadic, and the color core's other schemes), each swatch
    /// with its hex code.
    public static func harmonies(of color: Color, schemes: [HarmonyScheme] = HarmonyScheme.allCases,
                                 model: HarmonyModel = .hsb) -> Chart {
        let swatch = 96, gap = 16, labelColumn = 200, rowGap = 22
        let widest = schemes.map { color.harmony($0, in: model).count }.max() ?? 1
        let width = 32 + labelColumn + widest * (swatch + gap) + 16
        let selectedHeight = 140
        let height = 40 + selectedHeight + 24 + schemes.count * (swatch + rowGap) + 16
        let page = ChartInk.tintedPage
        var sheet = SheetBuilder(page: page)
        let base = Rect(x: Double(32 + labelColumn), y: 32, width: Double(2 * swatch + gap), height: Double(selectedHeight - 40))
        sheet.shadow(under: base, radius: 8, offset: 4)
        sheet.fill(base, color, cornerRadius: 20)
        sheet.text(color.hexString, size: 16, in: base, alignment: .center, color: color.preferredTextColor, bold: true)
        sheet.text("Selected Color", size: 20, in: Rect(x: 32, y: base.minY, width: Double(labelColumn - 24), height: base.height),
                   alignment: .trailing, bold: true)
        var top = 40 + selectedHeight
        for scheme in schemes {
            let name = scheme.rawValue.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: "-")
            sheet.text(name, size: 17, in: Rect(x: 32, y: Double(top), width: Double(labelColumn - 24), height: Double(swatch)), alignment: .trailing)
            for (k, member) in color.harmony(scheme, in: model).enumerated() {
                let box = Rect(x: Double(32 + labelColumn + k * (swatch + gap)), y: Double(top), width: Double(swatch), height: Double(swatch))
                sheet.fill(box, member, cornerRadius: 20)
                sheet.text(member.hexString, size: 12, in: Rect(x: box.minX, y: box.maxY - 28, width: box.width, height: 20),
                           alignment: .center, color: member.preferredTextColor)
            }
            top += swatch + rowGap
        }
        return sheet.chart(width: width, height: height, background: page, title: "Matching colors of \(color.hexString)")
    }

    /// For pairs of colors, a row mixed in device space beside a row mixed in perceptual space:
    /// the point of color-mixing-game.txt, drawn.
    public static func mixing(pairs: [(Color, Color)]) -> Chart {
        let barWidth = 512, barHeight = 48, labelColumn = 112, rowGap = 28
        let width = 24 + labelColumn + barWidth + 24
        let height = 24 + pairs.count * (2 * barHeight + 8 + 28 + rowGap)
        var sheet = SheetBuilder(page: ChartInk.page)
        var top = 24
        for (a, b) in pairs {
            // The two colors as small swatches, then their names.
            sheet.fill(Rect(x: 24, y: Double(top + 2), width: 20, height: 20), a, cornerRadius: 4)
            sheet.fill(Rect(x: 48, y: Double(top + 2), width: 20, height: 20), b, cornerRadius: 4)
            sheet.text("\(a.hexString) → \(b.hexString)", size: 15, in: Rect(x: 78, y: Double(top), width: Double(labelColumn + barWidth - 54), height: 24), bold: true)
            top += 28
            for (name, space) in [("device", ColorSpace.device), ("perceptual", ColorSpace.perceptual)] {
                sheet.text(name, size: 13, in: Rect(x: 24, y: Double(top), width: Double(labelColumn - 16), height: Double(barHeight)), alignment: .trailing)
                let bar = Rect(x: Double(24 + labelColumn), y: Double(top), width: Double(barWidth), height: Double(barHeight))
                sheet.fill(bar, .linear(LinearGradient(gradient: Gradient(colors: [a, b]), startPoint: .unit(.leading), endPoint: .unit(.trailing),
                                                       interpolation: ColorInterpolation(space: space))), cornerRadius: 8)
                top += barHeight + 8
            }
            top += rowGap - 8
        }
        return sheet.chart(width: width, height: height, background: ChartInk.page, title: "Device and perceptual mixing")
    }
}
