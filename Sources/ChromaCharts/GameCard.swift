import ChromaRaster
import ColorCore
import Foundation

/// The color-mixing game's screen, as color-mixing-game.txt lays it out: the title, the target,
/// "Your Mix", the two base colors, the slider at a ratio, and the score. Its page, labels and
/// slider are SwiftUI's system colors, so in dark (a scene environment of `.dark`) it is the
/// dark screen: black background, white labels, the dark tint of `.blue` (#0a84ff).
public struct GameCard: Sendable {
    public var target: Color
    public var base1: Color
    public var base2: Color
    /// The slider's ratio, 0…1.
    public var ratio: Double
    /// The mixing space (perceptual, as the article).
    public var space: ColorSpace
    /// The score to show, 0…100.
    public var score: Double

    public init(target: Color, base1: Color, base2: Color, ratio: Double, space: ColorSpace = .perceptual, score: Double) {
        self.target = target
        self.base1 = base1
        self.base2 = base2
        self.ratio = ratio
        self.space = space
        self.score = score
    }

    public func chart() -> Chart {
        let width = 390, margin = 20.0
        let inner = Double(width) - 2 * margin
        var sheet = SheetBuilder()
        var top = 28.0
        sheet.text("Color Mixing Game", size: 28, in: Rect(x: 0, y: top, width: Double(width), height: 40), alignment: .center, bold: true)
        top += 60
        let mixed = base1.mix(with: base2, by: ratio, in: space)
        for (color, title) in [(target, "Target"), (mixed, "Your Mix")] {
            let box = Rect(x: margin, y: top, width: inner, height: 150)
            sheet.fill(box, color, cornerRadius: 12)
            // The label tag hanging from the top edge, as the article's ColorLabel.
            let tagWidth = sheet.width(title, size: 14) + 16
            let tag = Rect(x: box.center.x - tagWidth / 2, y: box.minY, width: tagWidth, height: 24)
            sheet.fill(tag, ChartInk.page.opacity(0.6), cornerRadius: 8)
            sheet.text(title, size: 14, in: tag, alignment: .center)
            top += 170
        }
        let half = (inner - 20) / 2
        sheet.fill(Rect(x: margin, y: top, width: half, height: 90), base1, cornerRadius: 12)
        sheet.fill(Rect(x: margin + half + 20, y: top, width: half, height: 90), base2, cornerRadius: 12)
        top += 114
        // The slider: a track filled up to the ratio, and its knob.
        let track = Rect(x: margin, y: top + 12, width: inner, height: 4)
        sheet.fill(track, ChartInk.track, cornerRadius: 2)
        sheet.fill(Rect(x: margin, y: track.minY, width: inner * ratio, height: 4), Color.blue, cornerRadius: 2)
        let knob = Point(x: margin + inner * ratio, y: track.center.y)
        sheet.layers.append(Layer(paint: .shadow(BoxShadow(rect: Rect(x: knob.x - 12, y: knob.y - 10, width: 24, height: 24), radius: 6,
                                                           color: Color.black.opacity(0.3))), shape: .circle(center: knob, radius: 24)))
        sheet.layers.append(Layer(paint: .solid(.white), shape: .circle(center: knob, radius: 13)))
        top += 48
        sheet.text(PrintfFormat.string("Score: %.2f%%", score), size: 18, in: Rect(x: 0, y: top, width: Double(width), height: 28),
                   alignment: .center, bold: true)
        top += 56
        return sheet.chart(width: width, height: Int(top), background: ChartInk.page, title: "Color mixing game")
    }
}
