/// One part of N of a job, as `--shard K/N` names it, and the partitions that decide which work
/// is that part's: pure functions of the work and of N, so every shard, on any machine, computes
/// the same partition and the N parts together are the whole job, each item exactly once.
///
/// - Frames (``range(ofCount:)``, ``part(of:)``): contiguous ranges in order, whose sizes
///   differ by at most one; shard 1 has the first frames.
/// - Weighted items (``assignment(costs:count:)``): a longest-first greedy balance. Items are
///   taken by cost, largest first (equal costs in their given order), each to the shard with the
///   least total so far (the lowest-numbered on a tie). The largest total then exceeds the
///   smallest by at most the largest single cost, and is within 4/3 of the best possible
///   (Graham's bound for longest-processing-time-first scheduling). Equal costs deal out in turn,
///   so the shards' item counts differ by at most one.
struct Shard: Hashable, Sendable {
    /// K, the shard, counted from 1: 1…``count``.
    let index: Int
    /// N, the number of shards: 1…``Shard/maximumCount``.
    let count: Int

    /// The largest N accepted: more shards than this is a mistake, not a plan.
    static let maximumCount = 10_000

    /// Shard `index` (1-based) of `count`; nil when `count` is outside 1…``maximumCount`` or
    /// `index` outside 1…`count`.
    init?(index: Int, count: Int) {
        guard (1...Self.maximumCount).contains(count), (1...count).contains(index) else { return nil }
        self.index = index
        self.count = count
    }

    /// Reads `K/N`: two whole numbers in ASCII digits, nothing else (no sign, space or third part).
    /// - Throws: the one-line message for `--shard`, naming the value and what was expected.
    init(parsing text: String, option: String = "--shard") throws(ShardError) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        let digits = { (part: Substring) in !part.isEmpty && part.allSatisfy { $0.isASCII && $0.isNumber } }
        guard parts.count == 2, parts.allSatisfy(digits) else {
            throw ShardError("invalid \(option) '\(text)'; expected K/N, two whole numbers such as 2/4 (the 2nd of 4 parts)")
        }
        // Digits too many for an Int are a number too large, refused by the range checks below.
        let k = Int(parts[0]) ?? Int.max, n = Int(parts[1]) ?? Int.max
        guard (1...Self.maximumCount).contains(n) else {
            throw ShardError("invalid \(option) '\(text)'; N, the number of shards, must be from 1 to \(Self.maximumCount)")
        }
        guard let shard = Shard(index: k, count: n) else {
            throw ShardError("invalid \(option) '\(text)'; K must be from 1 to \(n) (shards count from 1)")
        }
        self = shard
    }

    /// The positions, within 0..<`total`, of this shard's contiguous part: shard K of N gets
    /// ⌊total/N⌋ items, one more for the first `total mod N` shards. Empty when N > `total` and
    /// K > `total`.
    func range(ofCount total: Int) -> Range<Int> {
        let total = max(0, total)
        let k = index - 1, quotient = total / count, remainder = total % count
        let start = k * quotient + min(k, remainder)
        return start..<(start + quotient + (k < remainder ? 1 : 0))
    }

    /// The line a shard with no work prints: `count` items of a kind (`noun`, singular) over
    /// the shards.
    func nothingToRender(_ count: Int, _ noun: String) -> String {
        "shard \(index)/\(self.count) has nothing to render: \(count) \(noun)\(count == 1 ? "" : "s") over \(self.count) shards\n"
    }

    /// This shard's contiguous part of a range of frames, or nil when it has none.
    func part(of frames: ClosedRange<Int>) -> ClosedRange<Int>? {
        let positions = range(ofCount: frames.count)
        guard !positions.isEmpty else { return nil }
        return (frames.lowerBound + positions.lowerBound)...(frames.lowerBound + positions.upperBound - 1)
    }

    /// The shard (0-based) of each item, balanced by cost (see the type's summary). Costs below
    /// zero count as zero; totals saturate at `Int.max`.
    static func assignment(costs: [Int], count: Int) -> [Int] {
        precondition(count >= 1, "at least one shard")
        let order = costs.indices.sorted { costs[$0] != costs[$1] ? costs[$0] > costs[$1] : $0 < $1 }
        var shards = ShardHeap(count: count)
        var result = [Int](repeating: 0, count: costs.count)
        for item in order { result[item] = shards.add(max(0, costs[item])) }
        return result
    }

    /// The items (their positions in `costs`, ascending) that fall to this shard.
    func items(costs: [Int]) -> [Int] {
        let shards = Self.assignment(costs: costs, count: count)
        return costs.indices.filter { shards[$0] == index - 1 }
    }
}

/// A bad `--shard` value: the one line to print.
struct ShardError: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) { self.description = description }
}

/// The shards' totals as a binary min-heap ordered by (total, shard), so the next item goes to
/// the least-loaded shard, the lowest-numbered among equals, in O(log N).
private struct ShardHeap {
    private var nodes: [(total: Int, shard: Int)]

    init(count: Int) { nodes = (0..<count).map { (0, $0) } }  // in order: already a heap

    /// Adds `cost` to the least-loaded shard and returns that shard.
    mutating func add(_ cost: Int) -> Int {
        let shard = nodes[0].shard
        let (sum, overflow) = nodes[0].total.addingReportingOverflow(cost)
        nodes[0].total = overflow ? Int.max : sum
        var i = 0
        while true {
            let left = 2 * i + 1, right = left + 1
            var least = i
            if left < nodes.count, precedes(nodes[left], nodes[least]) { least = left }
            if right < nodes.count, precedes(nodes[right], nodes[least]) { least = right }
            if least == i { return shard }
            nodes.swapAt(i, least)
            i = least
        }
    }

    private func precedes(_ a: (total: Int, shard: Int), _ b: (total: Int, shard: Int)) -> Bool {
        a.total != b.total ? a.total < b.total : a.shard < b.shard
    }
}
