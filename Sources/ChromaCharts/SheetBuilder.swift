import ChromaRaster
import ChromaText
import ColorCore

/// Collects the layers of a chart or sheet: filled rectangles and lines of text, laid out in
/// pixels, then made into a ``Scene``.
struct SheetBuilder {
    /// How a line of text sits in its box horizontally.
    enum Alignment { case leading, center, trailing }

    var layers: [Layer] = []
    var swatches: [Chart.Swatch] = []
    var labels: [Chart.Label] = []
    let font: Font
    let boldFont: Font

    init(font: Font = .dejaVuSans, boldFont: Font = .dejaVuSansBold) {
        self.font = font
        self.boldFont = boldFont
    }

    /// A filled rectangle, rounded when `cornerRadius` > 0.
    mutating func fill(_ rect: Rect, _ paint: Paint, cornerRadius: Double = 0) {
        let shape: Shape = cornerRadius > 0 ? .roundedRect(rect, cornerRadius: cornerRadius, style: .continuous) : .rect(rect)
        layers.append(Layer(paint: paint, shape: shape))
    }

    /// A filled rectangle of one color, recorded as a swatch.
    mutating func fill(_ rect: Rect, _ color: Color, cornerRadius: Double = 0) {
        fill(rect, .solid(color), cornerRadius: cornerRadius)
        swatches.append(Chart.Swatch(rect: rect, color: color))
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

    /// A line of text centred vertically in `box` and aligned horizontally within it.
    mutating func text(_ string: String, size: Double, in box: Rect, alignment: Alignment = .leading, color: Color = .black,
                       bold: Bool = false) {
        let face = bold ? boldFont : font
        let width = face.width(of: string, size: size)
        let (ascent, descent) = face.verticalMetrics(size: size)
        let x: Double
        switch alignment {
        case .leading: x = box.minX
        case .center: x = box.minX + (box.width - width) / 2
        case .trailing: x = box.maxX - width
        }
        let baseline = box.minY + (box.height + ascent - descent) / 2
        let path = face.path(for: string, size: size, at: Point(x: x, y: baseline))
        layers.append(Layer(paint: .solid(color), shape: .path(path, fillRule: .nonZero)))
        labels.append(Chart.Label(text: string, box: Rect(x: x, y: baseline - ascent, width: width, height: ascent + descent)))
    }

    /// Everything drawn, as a chart on a canvas.
    func chart(width: Int, height: Int, background: Color) -> Chart {
        Chart(scene: Scene(width: width, height: height, background: background, dither: true, layers: layers),
              swatches: swatches, labels: labels)
    }
}
