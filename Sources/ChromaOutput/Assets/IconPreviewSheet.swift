import ChromaLimits
import ChromaPNG
import ChromaRaster
import ColorCore

/// The contact sheet of a run's icons (`--preview-sheet FILE.png`): every icon a run writes,
/// one row each, drawn as written and cut to each mask its platform applies (circle, squircle,
/// rounded square, teardrop, iOS's shape, the macOS body, the maskable safe circle), on a light half in the
/// default appearance and a dark half in dark mode — what a device shows, in one image.
///
/// Each cell is the icon drawn anew at the cell's size (``IconPreview/draw``), its alpha
/// multiplied by the mask's coverage and composited over the half's page color, so every pixel
/// outside a mask is exactly the page color. A mask the icon's platform does not apply leaves
/// its cell empty. Labels (the row titles, the column and half names) come from `labeler`, which
/// sets a line of text as a layer (the command line gives its font).
public enum IconPreviewSheet {
    /// Sets `text` at `size` pixels with its baseline starting at `origin`, in `color`.
    public typealias Labeler = @Sendable (_ text: String, _ size: Double, _ origin: Point, _ color: Color) -> Layer

    /// The columns: nil for the icon as written, then every mask.
    public static let columns: [IconMask?] = [nil] + IconMask.allCases
    /// The page color of the light half and of the dark half (opaque sRGB).
    public static let lightPage = Color(.srgb, 0.949, 0.949, 0.969), darkPage = Color(.srgb, 0.110, 0.110, 0.118)
    /// The text color on each half.
    static let lightInk = Color(.srgb, 0.227, 0.227, 0.235), darkInk = Color(.srgb, 0.898, 0.898, 0.918)

    /// Where everything sits on the sheet, in pixels.
    public struct Layout: Sendable {
        /// A cell's side.
        public static let cell = 96
        /// The space between cells, and around a half's cells.
        public static let gap = 16
        /// The margin around the sheet.
        public static let margin = 24
        /// The width of the row titles' column.
        public static let labelWidth = 340
        /// The height of the header (the halves' names and the columns' names).
        public static let header = 56

        /// Rows.
        public var rows: Int

        /// The sheet's width.
        public var width: Int { Self.margin * 2 + Self.labelWidth + 2 * halfWidth + Self.gap }
        /// The sheet's height.
        public var height: Int { top + rows * (Self.cell + Self.gap) + Self.margin }
        /// One half's width.
        public var halfWidth: Int { Self.gap + IconPreviewSheet.columns.count * (Self.cell + Self.gap) }
        /// The first row's top.
        var top: Int { Self.margin + Self.header + Self.gap }

        /// The left edge of a half (dark: the right one).
        public func halfX(dark: Bool) -> Int { Self.margin + Self.labelWidth + (dark ? halfWidth + Self.gap : 0) }

        /// A cell's top-left corner.
        public func cell(row: Int, column: Int, dark: Bool) -> (x: Int, y: Int) {
            (halfX(dark: dark) + Self.gap + column * (Self.cell + Self.gap), top + row * (Self.cell + Self.gap))
        }
    }

    /// The rows: one per icon title, in the order first given, each with its light drawing
    /// (`any`, or the first appearance given) and its dark one (`dark`, or the light one).
    public static func rows(_ previews: [IconPreview]) -> [(title: String, light: IconPreview, dark: IconPreview)] {
        var order: [String] = [], byTitle: [String: [IconPreview]] = [:]
        for preview in previews {
            if byTitle[preview.title] == nil { order.append(preview.title) }
            byTitle[preview.title, default: []].append(preview)
        }
        return order.map { title in
            let list = byTitle[title]!
            let light = list.first { !$0.appearance.isDark } ?? list[0]
            return (title, light, list.first { $0.appearance == .dark } ?? light)
        }
    }

    /// The sheet's pixels, 8-bit sRGB, opaque.
    /// - Parameters:
    ///   - previews: the icons, in the order of their rows (``AssetFile/preview`` of a run's files).
    ///   - labeler: sets the titles and names.
    ///   - threads: threads drawing each cell, ≥ 1.
    /// - Throws: ``OutputError/noIconsToPreview`` without previews; what drawing an icon throws.
    public static func image(_ previews: [IconPreview], labeler: Labeler, threads: Int) throws -> RenderedImage {
        let rows = rows(previews)
        guard !rows.isEmpty else { throw OutputError.noIconsToPreview }
        let layout = Layout(rows: rows.count)
        try ResourceLimits.check(ResourceLimits.product(layout.width, layout.height), .pixels, "the contact sheet \(layout.width)×\(layout.height)")
        let renderer = Renderer(threads: threads)
        var page = renderer.renderImage(base(rows.map(\.title), layout: layout, labeler: labeler))
        let side = Layout.cell
        var masks: [IconMask: RenderedImage] = [:]
        for mask in IconMask.allCases {
            masks[mask] = renderer.renderImage(Scene(width: side, height: side, dither: false,
                                                     layers: [Layer(paint: .solid(Color(.srgb, 1, 1, 1)), shape: mask.shape(side: Double(side)))]))
        }
        for (index, row) in rows.enumerated() {
            for dark in [false, true] {
                let preview = dark ? row.dark : row.light
                var drawing = try preview.draw(side)
                drawing.scene.depth = .eight
                drawing.scene.colorProfile = .srgb
                let icon = try drawing.rendered(threads: threads)
                guard icon.width == side, icon.height == side else { continue }
                for (column, mask) in columns.enumerated() {
                    if let mask, !preview.masks.contains(mask) { continue }
                    let origin = layout.cell(row: index, column: column, dark: dark)
                    composite(icon, mask: mask.flatMap { masks[$0] }, into: &page, x: origin.x, y: origin.y)
                }
            }
        }
        return page
    }

    /// The sheet as PNG bytes.
    /// - Throws: what ``image(_:labeler:threads:)`` throws; `PNGError`.
    public static func png(_ previews: [IconPreview], labeler: Labeler, threads: Int) throws -> [UInt8] {
        let image = try image(previews, labeler: labeler, threads: threads)
        return try image.withRows { try PNGEncoder(compression: .standard, colorProfile: .srgb).encode($0) }
    }

    /// The page: both halves' colors, their names, the columns' names and the row titles.
    static func base(_ titles: [String], layout: Layout, labeler: Labeler) -> Scene {
        var layers: [Layer] = []
        let darkX = Double(layout.halfX(dark: true))
        layers.append(Layer(paint: .solid(darkPage), shape: .rect(Rect(x: darkX, y: 0, width: Double(layout.width) - darkX, height: Double(layout.height)))))
        for dark in [false, true] {
            let ink = dark ? darkInk : lightInk, x = Double(layout.halfX(dark: dark) + Layout.gap)
            layers.append(labeler(dark ? "dark" : "light", 15, Point(x: x, y: Double(Layout.margin + 16)), ink))
            for (column, mask) in columns.enumerated() {
                let cx = Double(layout.cell(row: 0, column: column, dark: dark).x)
                layers.append(labeler(mask.map(name) ?? "as written", 11, Point(x: cx, y: Double(Layout.margin + Layout.header - 6)), ink))
            }
        }
        for (index, title) in titles.enumerated() {
            let y = Double(layout.cell(row: index, column: 0, dark: false).y + Layout.cell / 2 + 4)
            layers.append(labeler(title, 12, Point(x: Double(Layout.margin), y: y), lightInk))
        }
        return Scene(width: layout.width, height: layout.height, background: lightPage, dither: false, layers: layers)
    }

    /// A mask's column name.
    static func name(_ mask: IconMask) -> String {
        switch mask {
        case .circle: "circle"
        case .squircle: "squircle"
        case .roundedSquare: "rounded square"
        case .teardrop: "teardrop"
        case .iOS: "iOS"
        case .macOS: "macOS"
        case .maskable: "maskable 80 %"
        }
    }

    /// `icon` (straight 8-bit RGBA), its alpha times `mask`'s, over the opaque `page` at (x, y).
    static func composite(_ icon: RenderedImage, mask: RenderedImage?, into page: inout RenderedImage, x: Int, y: Int) {
        let width = page.width
        page.bytes.withUnsafeMutableBytes { out in
            icon.bytes.withUnsafeBytes { src in
                let maskBytes = mask?.bytes ?? []
                maskBytes.withUnsafeBytes { m in
                    for row in 0..<icon.height {
                        for column in 0..<icon.width {
                            let s = 4 * (row * icon.width + column), d = 4 * ((y + row) * width + x + column)
                            let coverage = mask == nil ? 255 : Int(m[s + 3])
                            let a = Int(src[s + 3]) * coverage  // 0…255²
                            guard a > 0 else { continue }
                            for c in 0..<3 {
                                out[d + c] = UInt8((Int(src[s + c]) * a + Int(out[d + c]) * (65025 - a) + 32512) / 65025)
                            }
                        }
                    }
                }
            }
        }
    }

    /// `scene` with the centered `fraction` of its side filling a `side`-pixel square over
    /// `background`: an adaptive icon's visible 72 of 108 dp, a splash icon's circle.
    public static func viewport(_ scene: Scene, fraction: Double, side: Int, background: Color = .clear) -> Scene {
        let full = Double(side) / fraction, offset = (full - Double(side)) / 2
        return ScenePlacement.place(scene, in: Rect(x: -offset, y: -offset, width: full, height: full), width: side, height: side, background: background)
    }
}
