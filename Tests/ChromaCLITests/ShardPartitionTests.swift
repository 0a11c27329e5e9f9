import Testing
@testable import ChromaCLI

/// `Shard`, the partition behind `--shard K/N`, on its own: every item in exactly one shard,
/// balanced, deterministic, for many counts and shard numbers.
@Suite struct ShardPartitionTests {
    static let counts = [0, 1, 2, 3, 4, 5, 7, 59, 60, 61, 239, 240, 241, 1000, 10_001]
    static let shardCounts = [1, 2, 3, 4, 5, 7, 8, 16, 59, 60, 61, 100, 239, 240, 241, 1000, 9999, 10_000]

    @Test(arguments: ["1/1", "1/4", "4/4", "3/7", "10000/10000", "1/10000", "0017/0020"])
    func readsKOverN(_ text: String) throws {
        let shard = try Shard(parsing: text)
        let parts = text.split(separator: "/").map { Int($0)! }
        #expect(shard.index == parts[0] && shard.count == parts[1])
    }

    /// Each bad value and a fragment of its one-line message.
    static let badValues: [(String, String)] = [
        ("0/3", "K must be from 1 to 3"), ("4/3", "K must be from 1 to 3"), ("10001/10000", "K must be from 1 to 10000"),
        ("1/0", "N, the number of shards, must be from 1 to 10000"), ("1/10001", "must be from 1 to 10000"),
        ("1/99999999999999999999999", "must be from 1 to 10000"), ("99999999999999999999999/3", "K must be from 1 to 3"),
        ("a/b", "expected K/N"), ("-1/3", "expected K/N"), ("1/-3", "expected K/N"), ("+1/3", "expected K/N"),
        ("1/3/4", "expected K/N"), (" 1/3", "expected K/N"), ("1/3 ", "expected K/N"), ("1 /3", "expected K/N"),
        ("", "expected K/N"), ("/", "expected K/N"), ("1/", "expected K/N"), ("/3", "expected K/N"), ("1.0/3", "expected K/N"),
        ("1", "expected K/N"), ("1\\3", "expected K/N"), ("１/3", "expected K/N"), ("1/3\n", "expected K/N"), ("1e3/2000", "expected K/N"),
    ]

    @Test(arguments: badValues.map(\.0))
    func refusesBadValuesNamingThem(_ text: String) {
        let fragment = Self.badValues.first { $0.0 == text }!.1
        #expect(throws: ShardError.self) { try Shard(parsing: text) }
        do {
            _ = try Shard(parsing: text)
        } catch {
            #expect(error.description.contains("'\(text)'") && error.description.contains(fragment), "\(error.description)")
            #expect(!error.description.contains("\n") || text.contains("\n"))
        }
        #expect(Shard(index: 0, count: 3) == nil && Shard(index: 4, count: 3) == nil && Shard(index: 1, count: 0) == nil)
        #expect(Shard(index: 1, count: Shard.maximumCount + 1) == nil && Shard(index: -1, count: 3) == nil)
    }

    /// Contiguous ranges: in order, covering 0..<count exactly, sizes differing by at most one.
    @Test(arguments: counts)
    func frameRangesTileTheCountEvenly(_ count: Int) throws {
        for n in Self.shardCounts {
            var next = 0, sizes: [Int] = []
            for k in 1...n {
                let range = try #require(Shard(index: k, count: n)).range(ofCount: count)
                #expect(range.lowerBound == next, "count \(count), shard \(k)/\(n) starts at \(range.lowerBound), not \(next)")
                #expect(range == Shard(index: k, count: n)!.range(ofCount: count))
                next = range.upperBound
                sizes.append(range.count)
            }
            #expect(next == count, "count \(count) over \(n) shards covers 0..<\(next)")
            #expect(sizes.max()! - sizes.min()! <= 1, "count \(count) over \(n): sizes \(Set(sizes))")
            // The larger parts come first, and a shard past the work has nothing.
            #expect(sizes == sizes.sorted(by: >))
            #expect(sizes.filter { $0 == 0 }.count == max(0, n - count))
        }
    }

    @Test func partsOfARangeOfFrames() throws {
        for (frames, n) in [(100...339, 7), (5...14, 3), (0...0, 1), (0...0, 4), (12...12, 2), (0...239, 240), (3...9, 10)] {
            var covered: [Int] = []
            for k in 1...n {
                if let part = try #require(Shard(index: k, count: n)).part(of: frames) { covered += Array(part) }
            }
            #expect(covered == Array(frames), "\(frames) over \(n) shards")
        }
        #expect(Shard(index: 2, count: 2)!.part(of: 7...7) == nil)
        #expect(Shard(index: 1, count: 3)!.part(of: 0...9) == 0...3)
        #expect(Shard(index: 3, count: 3)!.part(of: 0...9) == 7...9)
    }

    /// A deterministic generator for the costs (SplitMix64), so a failure reproduces.
    struct Costs {
        var state: UInt64

        mutating func next(below limit: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((z ^ (z >> 31)) % UInt64(limit))
        }
    }

    /// Weighted items: each in exactly one shard, the totals within the largest cost of each
    /// other, equal costs dealt so the counts differ by at most one, and the same answer twice.
    @Test(arguments: counts)
    func weightedItemsAreBalanced(_ count: Int) throws {
        var generator = Costs(state: UInt64(count))
        let skewed = (0..<count).map { _ in 1 + generator.next(below: 1_000) * generator.next(below: 1_000) }
        let equal = [Int](repeating: 4096, count: count)
        for n in Self.shardCounts where count <= 1000 || n <= 1000 || n == 10_000 {
            for costs in [skewed, equal] {
                let assignment = Shard.assignment(costs: costs, count: n)
                #expect(assignment == Shard.assignment(costs: costs, count: n))
                var totals = [Int](repeating: 0, count: n), items = [Int](repeating: 0, count: n)
                for (item, shard) in assignment.enumerated() {
                    try #require((0..<n).contains(shard))
                    totals[shard] += costs[item]
                    items[shard] += 1
                }
                // Each shard's own view agrees: for few shards all of them, each item exactly once.
                var seen = [Int](repeating: 0, count: count)
                for k in n <= 8 ? Array(1...n) : [1, n / 2 + 1, n] {
                    let mine = try #require(Shard(index: k, count: n)).items(costs: costs)
                    #expect(mine == assignment.indices.filter { assignment[$0] == k - 1 })
                    for item in mine { seen[item] += 1 }
                }
                if n <= 8 { #expect(seen.allSatisfy { $0 == 1 }, "count \(count), \(n) shards: an item in \(Set(seen)) shards") }
                let largest = costs.max() ?? 0
                #expect(totals.max()! - totals.min()! <= largest, "count \(count), \(n) shards: totals \(totals.min()!)…\(totals.max()!)")
                if costs == equal {
                    #expect(items.max()! - items.min()! <= 1)
                    // Dealt in turn, in the given (name) order.
                    #expect(assignment == (0..<count).map { $0 % n })
                }
            }
        }
    }

    /// Longest-first is within 4/3 of the best split (Graham), checked against every split of
    /// small sets.
    @Test func withinFourThirdsOfTheBestSplit() {
        var generator = Costs(state: 7)
        for trial in 0..<60 {
            let count = 2 + trial % 7, n = 2 + trial % 2
            let costs = (0..<count).map { _ in 1 + generator.next(below: 100) }
            let assignment = Shard.assignment(costs: costs, count: n)
            var loads = [Int](repeating: 0, count: n)
            for (item, shard) in assignment.enumerated() { loads[shard] += costs[item] }
            var best = Int.max
            for code in 0..<(0..<count).reduce(1, { product, _ in product * n }) {
                var split = [Int](repeating: 0, count: n), rest = code
                for cost in costs {
                    split[rest % n] += cost
                    rest /= n
                }
                best = min(best, split.max()!)
            }
            #expect(3 * loads.max()! <= 4 * best, "costs \(costs) over \(n): \(loads.max()!) against the best \(best)")
        }
    }

    @Test func extremeCostsDoNotTrap() {
        let costs = [Int.max, Int.max, Int.max, 5, -3, 0]
        let assignment = Shard.assignment(costs: costs, count: 2)
        #expect(assignment.count == 6 && assignment.allSatisfy { (0..<2).contains($0) })
        #expect(Shard.assignment(costs: [], count: 10_000).isEmpty)
        #expect(Shard(index: 1, count: 1)!.range(ofCount: -5).isEmpty)
    }
}
