import Testing
@testable import ChromaRaster

/// The row index visits exactly the items whose rows include the row, in ascending order,
/// whatever the mix of short and long items, and keeps its lists within the budget.
@Suite struct RowIndexTests {
    /// A fixed pseudo-random sequence (a 64-bit LCG), so every run checks the same ranges.
    struct Sequence {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    @Test(arguments: [(1, 0), (16, 1), (17, 40), (100, 300), (1000, 2000), (333, 5000)])
    func everyRowVisitsExactlyItsItemsInOrder(height: Int, count: Int) {
        var random = Sequence(state: UInt64(height * 7919 + count))
        let ranges: [Range<Int>] = (0..<count).map { _ in
            let top = random.next(height + 40) - 20
            let length = [0, 1, 3, 17, 200, 5000][random.next(6)]
            return top..<(top + length)
        }
        let index = RowIndex(rows: ranges, height: height)
        for y in -2..<(height + 2) {
            for first in [0, count / 2] {
                var visited: [Int] = []
                index.forEach(row: y, from: first) { visited.append($0) }
                let expected = ranges.indices.filter { $0 >= first && ranges[$0].contains(y) && (0..<height).contains(y) }
                // Items of the row's tile may not touch the row itself; every item that does is visited, once, in order.
                #expect(visited == visited.sorted() && Set(visited).count == visited.count, "row \(y)")
                #expect(Set(expected).isSubset(of: Set(visited)), "row \(y): missing \(Set(expected).subtracting(visited))")
                #expect(visited.allSatisfy { ranges[$0].overlaps((y / 16 * 16)..<(y / 16 * 16 + 16)) || ranges[$0].count > 16 })
            }
        }
    }

    @Test func manyTallItemsStayWithinTheBudget() {
        // 300,000 items each spanning the whole 65535-row canvas: listing them per tile would take
        // 1.2 billion entries; the index lists them once, as long items.
        let index = RowIndex(rows: Array(repeating: 0..<65535, count: 300_000), height: 65535)
        #expect(index.capacity(row: 0) == 300_000)
        var visited = 0
        index.forEach(row: 65534) { _ in visited += 1 }
        #expect(visited == 300_000)
    }
}
