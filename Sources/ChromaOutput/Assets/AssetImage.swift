import ChromaLimits
import ChromaPNG
import ChromaRaster
import ColorCore

/// One image file of an asset: a scene, already at the file's pixel size, and what is done to
/// its pixels after rendering (nothing, for most). Every image is rendered at its own size;
/// none is resampled from another.
public struct AssetImage: Sendable {
    /// What becomes of the rendered pixels.
    public enum Treatment: Hashable, Sendable {
        /// The pixels as drawn.
        case asDrawn
        /// Drawn over an opaque background: the scene's background composited over white, so
        /// the file has no alpha channel (App Store icons, Apple touch icons).
        case opaque
        /// Gray: each pixel's Rec. 709 luma of its encoded values, alpha kept (the tinted icon).
        case grayscale
        /// White, with alpha from the drawing's alpha (`luminance` false: a shape's silhouette)
        /// or from alpha × luma (`luminance` true): Android's monochrome layer.
        case whiteMask(luminance: Bool)
        /// Cut to a shape and set on a shadow: every pixel's alpha multiplied by the shape's
        /// coverage, then composited over the shadow (macOS's icon body, ``MacIconGrid``).
        case framed(IconFrame)
        /// Drawn over an opaque background as ``opaque``, then every pixel outside `area`
        /// takes the color of the nearest pixel inside it: bars that continue the scene's own
        /// edges (a startup screen around a scene drawn whole, ``WebStartupImages``).
        case extended(PixelArea)
        /// Android 13's themed icon as a launcher shows it: every pixel `ink` with the drawing's
        /// alpha, over the opaque `background` (the contact sheet's themed-icon row).
        case themed(ink: Color, background: Color)
    }

    /// A rectangle of whole pixels of an image.
    public struct PixelArea: Hashable, Sendable {
        /// The first column and row, from the top left; each at least 0.
        public var x: Int, y: Int
        /// The columns and rows, each at least 1, inside the image.
        public var width: Int, height: Int

        /// Creates an area.
        public init(x: Int, y: Int, width: Int, height: Int) {
            (self.x, self.y, self.width, self.height) = (x, y, width, height)
        }
    }

    /// A shape an image is cut to and the shadow it casts, in the image's pixels.
    public struct IconFrame: Hashable, Sendable {
        /// The shape kept; the pixels outside it become transparent.
        public var body: Shape
        /// The shadow under it, if any: a layer drawn alone on a transparent canvas.
        public var shadow: Layer?

        /// Creates a frame.
        public init(body: Shape, shadow: Layer? = nil) {
            self.body = body
            self.shadow = shadow
        }
    }

    /// The scene at the file's size in pixels.
    public var scene: Scene
    /// What is done to the pixels.
    public var treatment: Treatment

    /// Creates an image.
    public init(scene: Scene, treatment: Treatment = .asDrawn) {
        self.scene = scene
        self.treatment = treatment
    }

    /// The PNG bytes, rendered on `threads` threads.
    /// - Throws: `ResourceLimitError` for a canvas over the limits, before any work; `PNGError`.
    public func encode(compression: PNGCompression, threads: Int) throws -> [UInt8] {
        let renderer = Renderer(threads: threads)
        switch treatment {
        case .asDrawn:
            return try renderer.render(scene, to: .memory, compression: compression) ?? []
        case .opaque:
            var opaque = scene
            opaque.background = Self.overWhite(scene.background)
            return try renderer.render(opaque, to: .memory, compression: compression) ?? []
        case .grayscale, .whiteMask, .framed, .extended, .themed:
            let image = try rendered(threads: threads)
            let encoder = PNGEncoder(compression: compression, colorProfile: PNGColorProfile(scene.colorProfile))
            return try image.withRows { try encoder.encode($0) }
        }
    }

    /// The pixels, treated, held in memory (the contact sheet's cells; the treatments that
    /// work on the whole image).
    /// - Throws: `ResourceLimitError` for a canvas over the limits, before any work.
    public func rendered(threads: Int) throws -> RenderedImage {
        let canvas = "the canvas \(scene.width)×\(scene.height)"
        try ResourceLimits.check(ResourceLimits.product(scene.width, scene.height), .pixels, canvas)
        try ResourceLimits.check(ResourceLimits.product(scene.width, scene.height, scene.depth.bytesPerPixel, 3), .memory, "rendering " + canvas)
        let renderer = Renderer(threads: threads)
        switch treatment {
        case .asDrawn:
            return renderer.renderImage(scene)
        case .opaque:
            var opaque = scene
            opaque.background = Self.overWhite(scene.background)
            return renderer.renderImage(opaque)
        case .framed(let frame):
            var image = renderer.renderImage(scene)
            Self.frame(&image, frame, renderer: renderer, like: scene)
            return image
        case .themed(let ink, let background):
            var image = renderer.renderImage(scene)
            Self.tint(&image, ink: OutputColorSpace.srgb.drawn(ink), background: OutputColorSpace.srgb.drawn(Self.overWhite(background)))
            return image
        case .extended(let area):
            var opaque = scene
            opaque.background = Self.overWhite(scene.background)
            var image = renderer.renderImage(opaque)
            Self.extend(&image, from: area, keepingDither: opaque.dither && image.depth == .eight)
            return image
        case .grayscale, .whiteMask:
            var image = renderer.renderImage(scene)
            Self.transform(&image, treatment)
            return image
        }
    }

    /// A color composited over opaque white, in sRGB.
    static func overWhite(_ color: Color) -> Color {
        let alpha = min(max(color.resolvedOpacity, 0), 1)
        guard alpha < 1 else { return color }
        let c = color.components(in: .srgb)
        func over(_ v: Double) -> Double { (v.isNaN ? 0 : min(max(v, 0), 1)) * alpha + 1 - alpha }
        return Color(.srgb, over(c.x), over(c.y), over(c.z))
    }

    /// Rec. 709 luma weights in 1/65536 (they sum to 65536).
    private static let weights: SIMD3<UInt64> = [13933, 46871, 4732]

    /// Applies a gray or mask treatment to rendered straight-alpha pixels in place.
    static func transform(_ image: inout RenderedImage, _ treatment: Treatment) {
        let sixteen = image.depth == .sixteen
        let count = image.width * image.height
        image.bytes.withUnsafeMutableBytes { raw in
            if sixteen {
                let p = raw.bindMemory(to: UInt16.self)
                for i in 0..<count { apply(&p[4 * i], &p[4 * i + 1], &p[4 * i + 2], &p[4 * i + 3], max: 65535, treatment) }
            } else {
                let p = raw.bindMemory(to: UInt8.self)
                for i in 0..<count { apply(&p[4 * i], &p[4 * i + 1], &p[4 * i + 2], &p[4 * i + 3], max: 255, treatment) }
            }
        }
    }

    @inline(__always)
    private static func apply<T: FixedWidthInteger & UnsignedInteger>(_ r: inout T, _ g: inout T, _ b: inout T, _ a: inout T, max: UInt64,
                                                                     _ treatment: Treatment) {
        let rgb = SIMD3<UInt64>(UInt64(r), UInt64(g), UInt64(b)) &* weights
        let luma = T((rgb.x + rgb.y + rgb.z + 32768) >> 16)
        switch treatment {
        case .grayscale:
            (r, g, b) = (luma, luma, luma)
        case .whiteMask(let luminance):
            if luminance { a = T((UInt64(a) * UInt64(luma) + max / 2) / max) }
            (r, g, b) = (T(max), T(max), T(max))
        case .asDrawn, .opaque, .framed, .extended, .themed:
            break
        }
    }

    /// Cuts rendered pixels to the frame's body and sets them over its shadow.
    static func frame(_ image: inout RenderedImage, _ frame: IconFrame, renderer: Renderer, like scene: Scene) {
        func layer(_ paint: Paint, _ shape: Shape?) -> RenderedImage {
            var plain = Scene(width: scene.width, height: scene.height, depth: scene.depth, dither: false, layers: [Layer(paint: paint, shape: shape)])
            plain.colorProfile = scene.colorProfile
            return renderer.renderImage(plain)
        }
        let mask = layer(.solid(Color(.srgb, 1, 1, 1)), frame.body)
        let shadow = frame.shadow.map { layer($0.paint, $0.shape) }
        let count = image.width * image.height
        image.isOpaque = false
        image.bytes.withUnsafeMutableBytes { raw in
            mask.bytes.withUnsafeBytes { m in
                if image.depth == .sixteen {
                    let p = raw.bindMemory(to: UInt16.self), mp = m.bindMemory(to: UInt16.self)
                    shadow?.bytes.withUnsafeBytes { s in composite(p, mp, s.bindMemory(to: UInt16.self), count: count) }
                    if shadow == nil { composite(p, mp, nil, count: count) }
                } else {
                    let p = raw.bindMemory(to: UInt8.self), mp = m.bindMemory(to: UInt8.self)
                    shadow?.bytes.withUnsafeBytes { s in composite(p, mp, s.bindMemory(to: UInt8.self), count: count) }
                    if shadow == nil { composite(p, mp, nil, count: count) }
                }
            }
        }
    }

    /// Straight RGBA `pixels` with alpha × `mask`'s alpha, over `shadow` when given.
    private static func composite<T: FixedWidthInteger & UnsignedInteger>(_ pixels: UnsafeMutableBufferPointer<T>, _ mask: UnsafeBufferPointer<T>,
                                                                        _ shadow: UnsafeBufferPointer<T>?, count: Int) {
        let top = Double(T.max)
        for i in 0..<count {
            let o = 4 * i
            let a = Double(pixels[o + 3]) / top * Double(mask[o + 3]) / top
            guard let shadow else {
                pixels[o + 3] = T((a * top).rounded())
                continue
            }
            let s = Double(shadow[o + 3]) / top * (1 - a)
            let out = a + s
            pixels[o + 3] = T((out * top).rounded())
            guard out > 0 else { continue }
            for c in 0..<3 {
                let v = (Double(pixels[o + c]) * a + Double(shadow[o + c]) * s) / out
                pixels[o + c] = T(min(max(v.rounded(), 0), top))
            }
        }
    }

    /// Gives every pixel outside `area` the color of the nearest pixel inside it: each row of
    /// the area continued left and right, then its first and last rows up and down. With
    /// `keepingDither` (8-bit pixels under the renderer's 2×2 ordered dither), a bar pixel takes
    /// the nearer of the area's two edge pixels whose column (row) has its own parity, so the
    /// dither's pattern runs on into the bars instead of one offset repeated along a whole row
    /// (stripes two pixels apart); an area one pixel wide or high repeats its only pixel.
    static func extend(_ image: inout RenderedImage, from area: PixelArea, keepingDither: Bool) {
        let x0 = min(max(area.x, 0), image.width - 1), y0 = min(max(area.y, 0), image.height - 1)
        let x1 = min(max(area.x + area.width, x0 + 1), image.width), y1 = min(max(area.y + area.height, y0 + 1), image.height)
        let pixel = image.depth.bytesPerPixel, row = image.width * pixel
        // The edge pixels a bar copies, by its pixels' offset from the edge: the edge itself at
        // even offsets; at odd ones, with the dither kept, the one next inside (towards `inner`).
        func sources(edge: Int, inner: Int) -> (even: Int, odd: Int) {
            (edge, keepingDither && edge != inner ? edge + (inner > edge ? 1 : -1) : edge)
        }
        let left = sources(edge: x0, inner: x1 - 1), right = sources(edge: x1 - 1, inner: x0)
        let top = sources(edge: y0, inner: y1 - 1), bottom = sources(edge: y1 - 1, inner: y0)
        image.bytes.withUnsafeMutableBytes { raw in
            let base = raw.baseAddress!
            for y in y0..<y1 {
                let line = base + y * row
                for x in 0..<x0 {
                    (line + x * pixel).copyMemory(from: line + ((x0 - x) & 1 == 0 ? left.even : left.odd) * pixel, byteCount: pixel)
                }
                for x in x1..<image.width {
                    (line + x * pixel).copyMemory(from: line + ((x - x1 + 1) & 1 == 0 ? right.even : right.odd) * pixel, byteCount: pixel)
                }
            }
            for y in 0..<y0 { (base + y * row).copyMemory(from: base + ((y0 - y) & 1 == 0 ? top.even : top.odd) * row, byteCount: row) }
            for y in y1..<image.height {
                (base + y * row).copyMemory(from: base + ((y - y1 + 1) & 1 == 0 ? bottom.even : bottom.odd) * row, byteCount: row)
            }
        }
    }

    /// Every pixel `ink` (straight sRGB, 0…1) with its alpha times the ink's, over the opaque
    /// `background`: a silhouette tinted as a launcher tints a themed icon.
    static func tint(_ image: inout RenderedImage, ink: SIMD4<Double>, background: SIMD4<Double>) {
        let top = image.depth == .sixteen ? 65535.0 : 255.0
        let count = image.width * image.height
        image.isOpaque = true
        func mixed(_ alpha: Double) -> SIMD3<Double> {
            let a = alpha * ink.w
            return (SIMD3(ink.x, ink.y, ink.z) * a + SIMD3(background.x, background.y, background.z) * (1 - a)) * top
        }
        image.bytes.withUnsafeMutableBytes { raw in
            if image.depth == .sixteen {
                let p = raw.bindMemory(to: UInt16.self)
                for i in 0..<count {
                    let c = mixed(Double(p[4 * i + 3]) / top).rounded(.toNearestOrAwayFromZero)
                    (p[4 * i], p[4 * i + 1], p[4 * i + 2], p[4 * i + 3]) = (UInt16(c.x), UInt16(c.y), UInt16(c.z), UInt16(top))
                }
            } else {
                let p = raw.bindMemory(to: UInt8.self)
                for i in 0..<count {
                    let c = mixed(Double(p[4 * i + 3]) / top).rounded(.toNearestOrAwayFromZero)
                    (p[4 * i], p[4 * i + 1], p[4 * i + 2], p[4 * i + 3]) = (UInt8(c.x), UInt8(c.y), UInt8(c.z), UInt8(top))
                }
            }
        }
    }
}
