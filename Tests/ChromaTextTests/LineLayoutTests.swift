import ChromaRaster
import Testing
@testable import ChromaText

/// ``Font/layout(_:size:in:alignment:)``: the one placement of a line in a box, which charts,
/// palette sheets and documents' `box` text share.
@Suite struct LineLayoutTests {
    @Test(arguments: TextAlignment.allCases, [8.0, 13, 24, 100])
    func aLineSitsInItsBox(alignment: TextAlignment, size: Double) {
        let font = Font.dejaVuSans
        let box = Rect(x: 10, y: 20, width: 200, height: 40)
        let layout = font.layout("Sunset 42", size: size, in: box, alignment: alignment)
        let (ascent, descent) = font.verticalMetrics(size: size)
        #expect(layout.width == font.width(of: "Sunset 42", size: size) && layout.width > 0)
        #expect(layout.ascent == ascent && layout.descent == descent)
        // Vertically: the space above the ascent equals the space below the descent.
        let above = layout.origin.y - ascent - box.minY, below = box.maxY - (layout.origin.y + descent)
        #expect(abs(above - below) < 1e-9, "\(above) above, \(below) below")
        switch alignment {
        case .leading: #expect(layout.origin.x == box.minX)
        case .center: #expect(abs((layout.origin.x - box.minX) - (box.maxX - layout.origin.x - layout.width)) < 1e-9)
        case .trailing: #expect(abs(layout.origin.x + layout.width - box.maxX) < 1e-9)
        }
        #expect(layout.bounds == Rect(x: layout.origin.x, y: layout.origin.y - ascent, width: layout.width, height: ascent + descent))
    }

    @Test func aWideLineOverflowsEvenlyWhenCentred() {
        let box = Rect(x: 0, y: 0, width: 10, height: 10)
        let layout = Font.dejaVuSans.layout("a line far wider than its box", size: 16, in: box, alignment: .center)
        #expect(layout.origin.x < 0 && abs(-layout.origin.x - (layout.origin.x + layout.width - box.maxX)) < 1e-9)
    }
}
