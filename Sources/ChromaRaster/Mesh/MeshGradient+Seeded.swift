import ChromaLimits
import ColorCore

extension MeshGradient {
    /// A wallpaper mesh from a seed: a `columns × rows` grid of vertices spread evenly over
    /// `rect`, its colors given in order or drawn from a palette, its inner vertices jittered,
    /// all from one seed, so the same arguments always give the same mesh (`chroma gradient mesh`,
    /// a document's `{"mesh": {"grid": "4x3", "colors": […], "seed": 7, "jitter": 0.3}}`).
    ///
    /// When `colors` has exactly `columns × rows` colors they are used in order, row by row;
    /// otherwise each vertex draws one from `colors` with a `SplitMix64` seeded by `seed`.
    /// Then, vertex by vertex, row by row, an inner column's x and an inner row's y move by up to
    /// `jitter` of a cell either way (border vertices slide along their border; corners stay).
    ///
    /// - Parameters:
    ///   - columns: vertices across, within `InputRange/meshGridSide` and `ResourceLimits/meshSide`.
    ///   - rows: vertices down, within the same.
    ///   - colors: the colors, at least one, at most `ResourceLimits/paletteColors`.
    ///   - seed: any 64-bit seed (documents give 0 to 2⁵³ − 1, `InputRange/seed`).
    ///   - jitter: how far inner vertices move, as a fraction of a cell, within `InputRange/jitter` (0…0.5).
    ///   - rect: the area the grid spans, in pixels (its corners are the outer vertices).
    ///   - smoothsColors: colors blended smoothly across patches (as ``MeshGradient/smoothsColors``).
    ///   - monotone: the smooth blend kept from overshooting (as ``MeshGradient/monotone``).
    ///   - interpolation: the color space colors are blended in.
    ///   - background: what shows where no patch covers, clear by default.
    ///   - gamut: how colors beyond the output's gamut are brought in, mapped by default.
    /// - Throws: ``MeshError`` naming the first bad argument.
    public static func seeded(columns: Int, rows: Int, colors: [Color], seed: UInt64 = 0, jitter: Double = 0, in rect: Rect,
                              smoothsColors: Bool = true, monotone: Bool = true, interpolation: ColorInterpolation = .device,
                              background: Color = .clear, gamut: GamutMode = .map) throws(MeshError) -> MeshGradient {
        func check(_ value: Double, _ range: InputRange, _ name: String) throws(MeshError) {
            do { try range.check(value) } catch { throw MeshError(message: "\(name): \(error)") }
        }
        try check(Double(columns), .meshGridSide, "the grid's columns")
        try check(Double(rows), .meshGridSide, "the grid's rows")
        try check(jitter, .jitter, "jitter")
        for (value, name) in [(rect.minX, "x"), (rect.minY, "y")] { try check(value, .coordinate, "the mesh's area \(name)") }
        for (value, name) in [(rect.width, "width"), (rect.height, "height")] { try check(value, .length, "the mesh's area \(name)") }
        do {
            try ResourceLimits.check(max(columns, rows), .meshSide, "the mesh grid \(columns)×\(rows)")
            try ResourceLimits.check(colors.count, .paletteColors, "the mesh")
        } catch let error as ResourceLimitError {
            throw MeshError(message: error.description)
        } catch {
            throw MeshError(message: "\(error)")
        }
        guard !colors.isEmpty else { throw MeshError(message: "a seeded mesh needs at least one color") }
        var random = SplitMix64(seed: seed)
        let count = columns * rows
        let vertexColors = colors.count == count ? colors : (0..<count).map { _ in colors[Int(random.next() % UInt64(colors.count))] }
        let cellWidth = rect.width / Double(columns - 1), cellHeight = rect.height / Double(rows - 1)
        let points = (0..<rows).flatMap { r in
            (0..<columns).map { c -> MeshPoint in
                var x = rect.minX + Double(c) * cellWidth, y = rect.minY + Double(r) * cellHeight
                // Inner vertices move freely; border vertices slide along their border.
                if c > 0 && c < columns - 1 { x += (random.unit() * 2 - 1) * jitter * cellWidth }
                if r > 0 && r < rows - 1 { y += (random.unit() * 2 - 1) * jitter * cellHeight }
                return MeshPoint(position: Point(x: x, y: y))
            }
        }
        return MeshGradient(width: columns, height: rows, points: points, colors: vertexColors, smoothsColors: smoothsColors,
                            monotone: monotone, interpolation: interpolation, background: background, gamut: gamut)
    }
}
