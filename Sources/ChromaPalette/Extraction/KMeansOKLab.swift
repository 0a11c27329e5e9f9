import ColorCore

/// Weighted k-means on OKLab points, deterministic for a seed.
struct KMeansOKLab {
    /// One cluster: its center, total weight and the histogram bins in it.
    struct Cluster {
        var center: SIMD3<Double>
        var weight: Double
        var members: [Int]
    }

    let points: [(bin: Int, lab: SIMD3<Double>)]
    let weights: [Double]
    let seed: UInt64

    init(points: [(bin: Int, lab: SIMD3<Double>)], weights: [Double], seed: UInt64) {
        self.points = points
        self.weights = weights
        self.seed = seed
    }

    /// At most k clusters (fewer when there are fewer points), none empty.
    func run(k: Int) -> [Cluster] {
        let n = points.count
        guard n > 0 else { return [] }
        let k = min(k, n)
        let labs = points.map(\.lab)
        // Seeding: the heaviest point, then k-means++ (each next center drawn with probability
        // proportional to weight × squared distance to the nearest center so far).
        var generator = SplitMix64(seed: seed)
        var centers = [labs[weights.indices.max { weights[$0] < weights[$1] }!]]
        var nearest = labs.map { distanceSquared($0, centers[0]) }
        while centers.count < k {
            let scores = nearest.indices.map { nearest[$0] * weights[$0] }
            let sum = scores.reduce(0, +)
            guard sum > 0 else { break }  // every point sits on a center
            var target = generator.unit() * sum, pick = n - 1
            for (i, score) in scores.enumerated() {
                target -= score
                if target < 0 { pick = i; break }
            }
            centers.append(labs[pick])
            for i in 0..<n { nearest[i] = min(nearest[i], distanceSquared(labs[i], labs[pick])) }
        }
        // Lloyd iterations.
        var assignment = [Int](repeating: -1, count: n)
        for _ in 0..<100 {
            var moved = false
            for i in 0..<n {
                var best = 0, bestDistance = Double.infinity
                for (c, center) in centers.enumerated() {
                    let d = distanceSquared(labs[i], center)
                    if d < bestDistance { best = c; bestDistance = d }
                }
                if assignment[i] != best { assignment[i] = best; moved = true }
            }
            var sums = [SIMD3<Double>](repeating: .zero, count: centers.count), totals = [Double](repeating: 0, count: centers.count)
            for i in 0..<n {
                sums[assignment[i]] += labs[i] * weights[i]
                totals[assignment[i]] += weights[i]
            }
            for c in centers.indices where totals[c] > 0 { centers[c] = sums[c] / totals[c] }
            if !moved { break }
        }
        var clusters = centers.map { Cluster(center: $0, weight: 0, members: []) }
        for i in 0..<n {
            clusters[assignment[i]].weight += weights[i]
            clusters[assignment[i]].members.append(points[i].bin)
        }
        return clusters.filter { $0.weight > 0 }
    }

    /// Clusters merged while any two centers are closer than `distance` (ΔEOK); the center
    /// becomes the weighted mean.
    static func merged(_ input: [Cluster], within distance: Double) -> [Cluster] {
        var clusters = input.sorted { $0.weight > $1.weight }
        var merging = true
        while merging {
            merging = false
            search: for i in clusters.indices {
                for j in (i + 1)..<clusters.count where distanceSquared(clusters[i].center, clusters[j].center) < distance * distance {
                    let a = clusters[i], b = clusters[j]
                    clusters[i] = Cluster(center: (a.center * a.weight + b.center * b.weight) / (a.weight + b.weight),
                                          weight: a.weight + b.weight, members: a.members + b.members)
                    clusters.remove(at: j)
                    merging = true
                    break search
                }
            }
        }
        return clusters
    }
}

@inline(__always)
private func distanceSquared(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> Double {
    let d = a - b
    return (d * d).sum()
}
