import ChromaRaster
import ChromaText
import ColorCore

/// Collects the layers of a chart or sheet: filled rectangles and lines of text, laid out in
/// pixels, then made into a ``Scene``.
struct SheetBuilder {
    var layers: [Layer] = []
    var swatches: [Chart.Swatch] = []
    var labels: [Chart.Label] = []
    let font: Font
    let boldFont: Font
    /// The page the swatches sit on: a swatch too close to it to be seen gets a hairline. Nil
    /// for layouts whose swatches touch one another (the grids), where a hairline would only
    /// cut through the cells.
    let page: Color?

    /// The contrast below which a swatch and the page are told apart by a hairline (WCAG ratio).
    static let hairlineContrast = 1.2

    init(font: Font = .dejaVuSans, boldFont: Font = .dejaVuSansBold, page: Color? = nil) {
        self.font = font
        self.boldFont = boldFont
        self.page = page
    }

    /// A filled rectangle, rounded when `cornerRadius` > 0.
    mutating func fill(_ rect: Rect, _ paint: Paint, cornerRadius: Double = 0) {
        let shape: Shape = cornerRadius > 0 ? .roundedRect(rect, cornerRadius: cornerRadius, style: .continuous) : .rect(rect)
        layers.append(Layer(paint: paint, shape: shape))
    }

    /// A filled rectangle of one color, recorded as a swatch. A color too close to the page to
    /// be seen (contrast under ``hairlineContrast``) gets a one-pixel hairline around it, a little
    /// darker than a light page or lighter than a dark one.
    mutating func fill(_ rect: Rect, _ color: Color, cornerRadius: Double = 0) {
        let first = layers.count
        if let page, color.resolvedOpacity >= 1, color.contrastRatio(with: page) < Self.hairlineContrast {
            let ring = Rect(x: rect.minX - 1, y: rect.minY - 1, width: rect.width + 2, height: rect.height + 2)
            let line = page.relativeLuminance > 0.5 ? Color(white: 0.72) : Color(white: 0.4)
            fill(ring, .solid(line), cornerRadius: cornerRadius > 0 ? cornerRadius + 1 : 0)
        }
        fill(rect, .solid(color), cornerRadius: cornerRadius)
        swatches.append(Chart.Swatch(rect: rect, color: color, layers: first..<layers.count))
    }

    /// A soft drop shadow under a box, as the article's `.shadow(radius:x:y:)`, confined to the
    /// area it can darken.
    mutating func shadow(under box: Rect, radius: Double, offset: Double, opacity: Double = 0.25) {
        let cast = Rect(x: box.minX + offset, y: box.minY + offset, width: box.width, height: box.height)
        let reach = 1.5 * radius
        let area = Rect(x: cast.minX - reach, y: cast.minY - reach, width: cast.width + 2 * reach, height: cast.height + 2 * reach)
        layers.append(Layer(paint: .shadow(BoxShadow(rect: cast, radius: radius, color: Color.black.opacity(opacity))), shape: .rect(area)))
    }

    /// The width of a line of text.
    func width(_ text: String, size: Double, bold: Bool = false) -> Double {
        (bold ? boldFont : font).width(of: text, size: size)
    }

    /// One line of text to place: see ``text(_:size:in:alignment:color:bold:)``.
    struct TextLine {
        var string: String
        var size: Double
        var box: Rect
        var alignment: TextAlignment = .leading
        var bold = false
    }

    /// A line of text centred vertically in `box` and aligned horizontally within it.
    mutating func text(_ string: String, size: Double, in box: Rect, alignment: TextAlignment = .leading, color: Color = ChartInk.text,
                       bold: Bool = false) {
        texts([TextLine(string: string, size: size, box: box, alignment: alignment, bold: bold)], color: color)
    }

    /// Lines of text of one color as a single layer: a grid of N² labels in a few colors costs
    /// a few layers, not N².
    mutating func texts(_ lines: [TextLine], color: Color) {
        guard !lines.isEmpty else { return }
        var combined = Path()
        var runs: [TextRun] = []
        for line in lines {
            let face = line.bold ? boldFont : font
            let layout = face.layout(line.string, size: line.size, in: line.box, alignment: line.alignment)
            combined.append(face.path(for: line.string, size: line.size, at: layout.origin))
            runs.append(TextRun(string: line.string, origin: layout.origin, size: line.size, advance: layout.width,
                                family: face.family, bold: face.isBold))
            labels.append(Chart.Label(text: line.string, box: layout.bounds,
                                      missingCharacters: face.missingCharacters(in: line.string), font: face.name))
        }
        layers.append(Layer(paint: .solid(color), shape: .path(combined, fillRule: .nonZero), text: runs))
    }

    /// Everything drawn, as a chart on a canvas.
    func chart(width: Int, height: Int, background: Color, title: String? = nil) -> Chart {
        Chart(scene: Scene(width: width, height: height, background: background, dither: true, layers: layers),
              swatches: swatches, labels: labels, title: title)
    }
}

extension Path {
    /// Appends another path's subpaths.
    mutating func append(_ other: Path) {
        for element in other.elements {
            switch element {
            case .move(let p): move(to: p)
            case .line(let p): addLine(to: p)
            case .quadCurve(let control, let end): addQuadCurve(to: end, control: control)
            case .curve(let c1, let c2, let end): addCurve(to: end, control1: c1, control2: c2)
            case .close: closeSubpath()
            }
        }
    }
}
