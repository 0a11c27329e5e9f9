/// Chooses a palette for a histogram by median cut in OKLab: start with one box holding every
/// color; repeatedly split the box with the largest weighted squared error (ΔEOK², by pixel
/// count) across its axis of largest variance, at the weighted median; each final box gives
/// its pixels' mean color. Box means lie inside the colors they stand for, so the two colors at
/// the ends of the widest axis (the ends of a gradient, the darkest and lightest) are kept as
/// they are, beside count − 2 box means: the dither can then reach every color up to the ends.
/// Deterministic: ties are broken by position and key.
enum MedianCut {
    /// Up to `count` colors (8-bit sRGB) for `entries`. When there are no more distinct colors
    /// than `count`, they are the palette as they are.
    static func palette(_ entries: [ColorHistogram.Entry], count: Int, exact: Bool) -> [(UInt8, UInt8, UInt8)] {
        if exact, entries.count <= count {
            return entries.sorted { $0.key < $1.key }.map(\.mean)
        }
        let points = entries.map { entry -> OKLabPixel in
            let (r, g, b) = entry.mean
            return OKLabPixel(red: r, green: g, blue: b)
        }
        let weights = entries.map { Float($0.count) }
        var order = Array(entries.indices)
        struct Box { var start: Int, end: Int, error: Float, axis: Int }
        func measure(_ start: Int, _ end: Int) -> Box {
            var total: Float = 0, mean = (Float(0), Float(0), Float(0))
            for i in start..<end {
                let p = points[order[i]], w = weights[order[i]]
                total += w
                mean.0 += w * p.l; mean.1 += w * p.a; mean.2 += w * p.b
            }
            mean = (mean.0 / total, mean.1 / total, mean.2 / total)
            var variance = (Float(0), Float(0), Float(0))
            for i in start..<end {
                let p = points[order[i]], w = weights[order[i]]
                variance.0 += w * (p.l - mean.0) * (p.l - mean.0)
                variance.1 += w * (p.a - mean.1) * (p.a - mean.1)
                variance.2 += w * (p.b - mean.2) * (p.b - mean.2)
            }
            let axis = variance.0 >= variance.1 && variance.0 >= variance.2 ? 0 : (variance.1 >= variance.2 ? 1 : 2)
            let error = end - start > 1 ? variance.0 + variance.1 + variance.2 : -1
            return Box(start: start, end: end, error: error, axis: axis)
        }
        let root = measure(0, order.count)
        // The extremes of the widest axis, kept exactly (when there is room for them and more).
        var extremes: [(UInt8, UInt8, UInt8)] = []
        if count >= 4 {
            func value(_ i: Int) -> Float { root.axis == 0 ? points[i].l : (root.axis == 1 ? points[i].a : points[i].b) }
            let low = order.min { value($0) != value($1) ? value($0) < value($1) : entries[$0].key < entries[$1].key }!
            let high = order.max { value($0) != value($1) ? value($0) < value($1) : entries[$0].key > entries[$1].key }!
            extremes = [entries[low].mean, entries[high].mean]
        }
        var boxes = [root]
        while boxes.count < count - extremes.count {
            var pick = -1
            for (i, box) in boxes.enumerated() where box.error > 0 && (pick < 0 || box.error > boxes[pick].error) { pick = i }
            guard pick >= 0 else { break }
            let box = boxes[pick]
            func value(_ i: Int) -> Float {
                let p = points[i]
                return box.axis == 0 ? p.l : (box.axis == 1 ? p.a : p.b)
            }
            order[box.start..<box.end].sort { value($0) != value($1) ? value($0) < value($1) : entries[$0].key < entries[$1].key }
            var total: Float = 0
            for i in box.start..<box.end { total += weights[order[i]] }
            var running: Float = 0, split = box.start + 1
            for i in box.start..<(box.end - 1) {
                running += weights[order[i]]
                split = i + 1
                if running >= total / 2 { break }
            }
            boxes[pick] = measure(box.start, split)
            boxes.append(measure(split, box.end))
        }
        return extremes + boxes.map { box in
            var count: UInt64 = 0, r: UInt64 = 0, g: UInt64 = 0, b: UInt64 = 0
            for i in box.start..<box.end {
                let e = entries[order[i]]
                count += e.count; r += e.red; g += e.green; b += e.blue
            }
            let half = count / 2
            return (UInt8((r + half) / count), UInt8((g + half) / count), UInt8((b + half) / count))
        }
    }
}
