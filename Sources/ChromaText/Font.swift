import CFreeType
import ChromaRaster
import Foundation

/// A scalable font read by FreeType, turned into outlines that the rasterizer fills like any
/// shape (so text is anti-aliased the same way and can take any paint, gradients included).
///
/// Glyphs are unhinted, so text looks the same at every size and on every machine; advances
/// and kerning come from the font's own metrics. One font is safe to use from several threads.
public final class Font: @unchecked Sendable {
    private var library: FT_Library?
    private var face: FT_Face?
    private let lock = NSLock()
    /// Where the font came from, for messages.
    public let source: String

    /// DejaVu Sans, shipped with Chroma (its license is beside it in the package's resources).
    public static let dejaVuSans: Font = try! Font(path: resource("DejaVuSans.ttf"))
    /// DejaVu Sans Bold.
    public static let dejaVuSansBold: Font = try! Font(path: resource("DejaVuSans-Bold.ttf"))

    private static func resource(_ name: String) -> String {
        Bundle.module.url(forResource: "Resources", withExtension: nil)!.appendingPathComponent(name).path
    }

    /// Opens a font file (TrueType, OpenType, or anything FreeType reads).
    /// - Throws: ``FontError`` naming the file and FreeType's reason.
    public init(path: String) throws {
        source = path
        guard FileManager.default.fileExists(atPath: path) else { throw FontError("cannot open font '\(path)': no such file") }
        try Self.check(FT_Init_FreeType(&library), "cannot start FreeType")
        do {
            try Self.check(FT_New_Face(library, path, 0, &face), "cannot read font '\(path)'")
            guard let face, face.pointee.face_flags & FT_Long(FT_FACE_FLAG_SCALABLE) != 0 else {
                throw FontError("cannot use font '\(path)': it has no scalable outlines")
            }
        } catch {
            // deinit still runs for a class whose properties were all set: leave it nothing to free twice.
            if let face { FT_Done_Face(face) }
            FT_Done_FreeType(library)
            face = nil
            library = nil
            throw error
        }
    }

    deinit {
        if let face { FT_Done_Face(face) }
        if let library { FT_Done_FreeType(library) }
    }

    /// The one choke point for FreeType's error codes.
    private static func check(_ error: FT_Error, _ what: String) throws {
        guard error != 0 else { return }
        let reason = FT_Error_String(error).map { String(cString: $0) } ?? "FreeType error \(error)"
        throw FontError("\(what): \(reason)")
    }

    /// The font's units per em.
    private var unitsPerEm: Double { Double(face!.pointee.units_per_EM) }

    /// The ascender and descender for a size in pixels (descender positive, below the baseline).
    public func verticalMetrics(size: Double) -> (ascent: Double, descent: Double) {
        let scale = size / unitsPerEm
        return (Double(face!.pointee.ascender) * scale, -Double(face!.pointee.descender) * scale)
    }

    /// The glyph index of a character (0 when the font lacks it, drawn as the missing-glyph box).
    private func glyphIndex(_ scalar: Unicode.Scalar) -> FT_UInt {
        FT_Get_Char_Index(face, FT_ULong(scalar.value))
    }

    /// The font's family and style as the font names them (`DejaVu Sans Bold`), for messages.
    public var name: String {
        let family = face!.pointee.family_name.map { String(cString: $0) } ?? ""
        let style = face!.pointee.style_name.map { String(cString: $0) } ?? ""
        let name = style.isEmpty || style == "Regular" || style == "Book" ? family : "\(family) \(style)"
        return name.isEmpty ? source : name
    }

    /// The font's family name (`DejaVu Sans`), or its file when it names none.
    public var family: String {
        let family = face!.pointee.family_name.map { String(cString: $0) } ?? ""
        return family.isEmpty ? source : family
    }

    /// Whether the face is bold (FreeType's style flag).
    public var isBold: Bool { face!.pointee.style_flags & FT_Long(FT_STYLE_FLAG_BOLD) != 0 }

    /// A line of text set at a size in pixels with its baseline starting at `origin`: the layer
    /// that fills its outlines, in `paint`, and says what they spell (``Layer/text``).
    public func layer(for text: String, size: Double, at origin: Point, paint: Paint, opacity: Double = 1) -> Layer {
        Layer(paint: paint, shape: .path(path(for: text, size: size, at: origin), fillRule: .nonZero), opacity: opacity,
              text: [run(for: text, size: size, at: origin)])
    }

    /// What a line of text set at a size in pixels, its baseline starting at `origin`, spells
    /// (for ``Layer/text``).
    public func run(for text: String, size: Double, at origin: Point) -> TextRun {
        TextRun(string: text, origin: origin, size: size, advance: width(of: text, size: size), family: family, bold: isBold)
    }

    /// Characters as a message lists them: `'赤' (U+8D64), '🎨' (U+1F3A8)`, at most `limit` of
    /// them and then how many more.
    public static func describe(_ characters: [Unicode.Scalar], limit: Int = 4) -> String {
        let shown = characters.prefix(limit).map { scalar in
            let code = String(scalar.value, radix: 16, uppercase: true)
            return "'\(Character(scalar))' (U+\(String(repeating: "0", count: max(0, 4 - code.count)))\(code))"
        }
        let more = characters.count - shown.count
        return shown.joined(separator: ", ") + (more > 0 ? " and \(more) more" : "")
    }

    /// The characters of `text` this font has no glyph for, each once, in order of appearance;
    /// they are drawn as the font's missing-glyph box. Whitespace, controls (a newline: text is
    /// one line), format characters (joiners, direction marks) and variation selectors the font
    /// lacks are drawn as nothing, with no width, and are not counted.
    public func missingCharacters(in text: String) -> [Unicode.Scalar] {
        lock.lock()
        defer { lock.unlock() }
        var missing: [Unicode.Scalar] = []
        for scalar in text.unicodeScalars where !Self.drawsNothing(scalar) && glyphIndex(scalar) == 0 {
            if !missing.contains(scalar) { missing.append(scalar) }
        }
        return missing
    }

    /// Whether a character is invisible by nature, so a font need not have a glyph for it.
    private static func drawsNothing(_ scalar: Unicode.Scalar) -> Bool {
        let properties = scalar.properties
        return properties.isWhitespace || properties.isVariationSelector
            || [.control, .format].contains(properties.generalCategory)
    }

    /// The advance of a glyph in font units.
    private func advance(_ glyph: FT_UInt) throws -> Double {
        var advance: FT_Fixed = 0
        try Self.check(FT_Get_Advance(face, glyph, FT_Int32(FT_LOAD_NO_SCALE), &advance), "cannot measure a glyph of '\(source)'")
        return Double(advance)
    }

    /// The kerning between two glyphs in font units (0 when the font has none).
    private func kerning(_ left: FT_UInt, _ right: FT_UInt) -> Double {
        guard face!.pointee.face_flags & FT_Long(FT_FACE_FLAG_KERNING) != 0 else { return 0 }
        var delta = FT_Vector()
        guard FT_Get_Kerning(face, left, right, FT_UInt(FT_KERNING_UNSCALED.rawValue), &delta) == 0 else { return 0 }
        return Double(delta.x)
    }

    /// The width of a line of text at a size in pixels: the sum of advances and kerning.
    public func width(of text: String, size: Double) -> Double {
        lock.lock()
        defer { lock.unlock() }
        let scale = size / unitsPerEm
        var total = 0.0
        var previous: FT_UInt? = nil
        for scalar in text.unicodeScalars {
            let glyph = glyphIndex(scalar)
            if glyph == 0, Self.drawsNothing(scalar) { continue }  // no box for a newline or a joiner
            if let previous { total += kerning(previous, glyph) }
            total += (try? advance(glyph)) ?? 0
            previous = glyph
        }
        return total * scale
    }

    /// The outlines of a line of text, its baseline starting at `origin`, in pixels (y down).
    public func path(for text: String, size: Double, at origin: Point) -> Path {
        lock.lock()
        defer { lock.unlock() }
        let scale = size / unitsPerEm
        var pen = 0.0
        var previous: FT_UInt? = nil
        let builder = OutlineBuilder()
        for scalar in text.unicodeScalars {
            let glyph = glyphIndex(scalar)
            if glyph == 0, Self.drawsNothing(scalar) { continue }  // no box for a newline or a joiner
            if let previous { pen += kerning(previous, glyph) }
            if FT_Load_Glyph(face, glyph, FT_Int32(FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP)) == 0,
               face!.pointee.glyph.pointee.format == FT_GLYPH_FORMAT_OUTLINE {
                builder.transform = { x, y in Point(x: origin.x + (pen + x) * scale, y: origin.y - y * scale) }
                builder.decompose(&face!.pointee.glyph.pointee.outline)
            }
            pen += (try? advance(glyph)) ?? 0
            previous = glyph
        }
        return builder.path
    }
}

/// Collects an outline's contours from FreeType's decomposition callbacks into a ``Path``.
private final class OutlineBuilder {
    var path = Path()
    var transform: (Double, Double) -> Point = { Point(x: $0, y: $1) }

    func point(_ v: UnsafePointer<FT_Vector>?) -> Point {
        transform(Double(v!.pointee.x), Double(v!.pointee.y))
    }

    func decompose(_ outline: UnsafeMutablePointer<FT_Outline>) {
        var funcs = FT_Outline_Funcs(
            move_to: { to, user in
                let builder = Unmanaged<OutlineBuilder>.fromOpaque(user!).takeUnretainedValue()
                if !builder.path.elements.isEmpty { builder.path.closeSubpath() }
                builder.path.move(to: builder.point(to))
                return 0
            },
            line_to: { to, user in
                let builder = Unmanaged<OutlineBuilder>.fromOpaque(user!).takeUnretainedValue()
                builder.path.addLine(to: builder.point(to))
                return 0
            },
            conic_to: { control, to, user in
                let builder = Unmanaged<OutlineBuilder>.fromOpaque(user!).takeUnretainedValue()
                builder.path.addQuadCurve(to: builder.point(to), control: builder.point(control))
                return 0
            },
            cubic_to: { control1, control2, to, user in
                let builder = Unmanaged<OutlineBuilder>.fromOpaque(user!).takeUnretainedValue()
                builder.path.addCurve(to: builder.point(to), control1: builder.point(control1), control2: builder.point(control2))
                return 0
            },
            shift: 0, delta: 0)
        let start = path.elements.count
        FT_Outline_Decompose(outline, &funcs, Unmanaged.passUnretained(self).toOpaque())
        if path.elements.count > start { path.closeSubpath() }
    }
}
