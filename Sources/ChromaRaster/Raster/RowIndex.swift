/// Which items (layers of a scene, edges of a polygon, triangles of a mesh) can touch a pixel
/// row, found without visiting the others: rows are grouped in tiles of ``tileRows``, and an
/// item is listed in every tile it spans, shortest spans first, while the lists hold at most
/// ``entryBudget(items:)`` entries; items spanning more tiles than that allows are listed once
/// among the long items, visited on every row. Memory is therefore linear in the items, and a
/// row costs its tile's items plus the long ones, not every item.
struct RowIndex: Sendable {
    /// Rows per tile.
    static let tileRows = 16

    /// The most entries the tile lists may hold: 4 Mi (16 MiB), or 16 an item when there are
    /// more items than a quarter million.
    static func entryBudget(items: Int) -> Int { max(1 << 22, 16 &* items) }

    /// Items per tile: `entries[tileStart[k] ..< tileStart[k + 1]]`, ascending.
    private let tileStart: [Int32]
    private let entries: [Int32]
    /// Items spanning more tiles than the budget lets the lists hold, ascending.
    private let long: [Int32]
    /// The first row indexed.
    private let top: Int
    /// Rows indexed, from ``top``.
    private let height: Int

    /// Indexes items by the rows each can touch within `span` (rows outside it are never
    /// visited; so are items with empty ranges). A rasterizer indexes its own rows only, so its
    /// index costs nothing for the canvas rows it never reaches. Item indices must fit in 32 bits.
    init(rows: [Range<Int>], span indexed: Range<Int>) {
        let height = indexed.count, top = indexed.lowerBound
        self.height = height
        self.top = top
        let rows = rows.map { ($0.lowerBound &- top)..<($0.upperBound &- top) }
        let tiles = (height + Self.tileRows - 1) / Self.tileRows
        var counts = [Int32](repeating: 0, count: tiles + 1)
        var long: [Int32] = []
        func span(_ range: Range<Int>) -> ClosedRange<Int>? {
            let top = max(0, range.lowerBound), bottom = min(height, range.upperBound)
            guard top < bottom else { return nil }
            return (top / Self.tileRows)...((bottom - 1) / Self.tileRows)
        }
        // The widest span listed per tile: the largest that keeps the lists within the budget.
        var itemsSpanning = [Int](repeating: 0, count: tiles + 1)
        for range in rows { if let tilesSpanned = span(range) { itemsSpanning[tilesSpanned.count] += 1 } }
        var widest = 0, entryCount = 0
        while widest < tiles {
            let more = itemsSpanning[widest + 1] &* (widest + 1)
            guard entryCount &+ more <= Self.entryBudget(items: rows.count) else { break }
            entryCount &+= more
            widest += 1
        }
        for (index, range) in rows.enumerated() {
            guard let tilesSpanned = span(range) else { continue }
            if tilesSpanned.count > widest {
                long.append(Int32(truncatingIfNeeded: index))
            } else {
                for tile in tilesSpanned { counts[tile + 1] &+= 1 }
            }
        }
        for k in 0..<tiles { counts[k + 1] &+= counts[k] }
        var fill = counts
        var entries = [Int32](repeating: 0, count: Int(counts[tiles]))
        for (index, range) in rows.enumerated() {
            guard let tilesSpanned = span(range), tilesSpanned.count <= widest else { continue }
            for tile in tilesSpanned {
                entries[Int(fill[tile])] = Int32(truncatingIfNeeded: index)
                fill[tile] &+= 1
            }
        }
        tileStart = counts
        self.entries = entries
        self.long = long
    }

    /// Indexes items by the rows each can touch within 0..<height.
    init(rows: [Range<Int>], height: Int) {
        self.init(rows: rows, span: 0..<max(0, height))
    }

    /// The number of items a row visits at most (its tile's and the long ones).
    func capacity(row: Int) -> Int {
        let y = row &- top
        guard y >= 0, y < height else { return 0 }
        let tile = y / Self.tileRows
        return Int(tileStart[tile + 1] - tileStart[tile]) + long.count
    }

    /// Calls `body` with every item that may touch row y, at or after `first`, in ascending order.
    @inline(__always)
    func forEach(row: Int, from first: Int = 0, _ body: (Int) -> Void) {
        let y = row &- top
        guard y >= 0, y < height else { return }
        let tile = y / Self.tileRows
        var a = Int(tileStart[tile]), b = 0
        let aEnd = Int(tileStart[tile + 1]), bEnd = long.count
        // Both lists ascend: merge them.
        while a < aEnd || b < bEnd {
            let next: Int
            if b >= bEnd || (a < aEnd && entries[a] < long[b]) {
                next = Int(entries[a]); a += 1
            } else {
                next = Int(long[b]); b += 1
            }
            if next >= first { body(next) }
        }
    }
}
