import Testing
@testable import ChromaRaster

/// `RampTable.colors(at:count:into:)`, which looks a segment up once for eight pixels that share
/// it, against `color(at:)` per pixel, to the bit.
@Suite struct RampTableTests {
    static func table(_ locations: [Float]) -> RampTable {
        let colors = locations.indices.map { k in
            PremultipliedColor(premultiplied: SIMD4(Float(k % 3) * 0.31, 1 - Float(k % 5) * 0.17, Float(k % 2), 1) * (k % 4 == 3 ? 0.5 : 1))
        }
        return RampTable(locations: locations, colors: colors)
    }

    static let tables: [[Float]] = [
        [0, 0.5, 1],                                   // the angular workload's ramp
        [0, 0.25, 0.25, 0.6, 1],                       // a hard stop
        [0, 0, 0.3, 1, 1],                             // hard stops at both ends
        (0...40).map { Float($0) / 40 },               // many segments
        [0, 0.1, 0.1000001, 0.1000002, 0.9, 1],        // segments narrower than a pixel's step
    ]

    static func sequences() -> [[Float]] {
        var state: UInt32 = 12_345  // a fixed linear congruential sequence
        var random: [Float] = (0..<203).map { _ in
            state = state &* 1_664_525 &+ 1_013_904_223
            return Float(state >> 8) / Float(1 << 24)
        }
        random[17] = .nan
        random[64...71] = [0.25, 0.25, 0.25, 0.25, 0.25, 0.25, 0.25, 0.25]
        let ramp = (0..<1001).map { Float($0) / 1000 }         // every neighbour in or beside a segment
        let steps = (0..<96).map { Float($0 / 8) / 12 }         // runs that start and end on breakpoints
        let outside: [Float] = [-0.5, 0, 1, 1.5, -.infinity, .infinity, 0.5, 0.5, 0.1000001, 0.1, 0.6, 0.6]
        let nans = [Float](repeating: .nan, count: 9)
        return [random, ramp, steps, outside, nans, [], [0.5]]
    }

    @Test(arguments: tables.indices)
    func eightAtATimeGivesThePerPixelColors(table index: Int) {
        let table = Self.table(Self.tables[index])
        for parameters in Self.sequences() {
            let out = UnsafeMutablePointer<PremultipliedColor>.allocate(capacity: max(parameters.count, 1))
            defer { out.deallocate() }
            let padded = parameters + [0]  // a real address even for no parameters
            padded.withUnsafeBufferPointer { table.colors(at: $0.baseAddress!, count: parameters.count, into: out) }
            for (k, t) in parameters.enumerated() {
                let expected = t.isNaN ? PremultipliedColor.transparent : table.color(at: t)
                #expect(out[k].simd.x.bitPattern == expected.simd.x.bitPattern && out[k].simd.y.bitPattern == expected.simd.y.bitPattern
                        && out[k].simd.z.bitPattern == expected.simd.z.bitPattern && out[k].simd.w.bitPattern == expected.simd.w.bitPattern,
                        "table \(index), t[\(k)] = \(t): \(out[k].simd) vs \(expected.simd)")
            }
        }
    }
}
