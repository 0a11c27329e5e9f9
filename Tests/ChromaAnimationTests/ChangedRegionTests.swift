import Testing
import ChromaAnimation

/// The changed rectangle both GIF and WebP store of a frame after the first.
@Suite struct ChangedRegionTests {
    static func frame(_ width: Int, _ height: Int, changing points: [(Int, Int)] = []) -> [UInt8] {
        var bytes = [UInt8](repeating: 9, count: width * height * 4)
        for (x, y) in points { bytes[(y * width + x) * 4 + 1] = 200 }
        return bytes
    }

    @Test(arguments: [(1, 1), (7, 5), (64, 3), (3, 64)])
    func theRegionIsTheBoundsOfEveryDifference(_ size: (Int, Int)) {
        let (w, h) = size
        let base = Self.frame(w, h)
        #expect(ChangedRegion.between(base, base, width: w, height: h) == nil)
        let corners = [(0, 0), (w - 1, h - 1)]
        #expect(ChangedRegion.between(Self.frame(w, h, changing: corners), base, width: w, height: h) == ChangedRegion(x: 0, y: 0, width: w, height: h))
        let one = (w / 2, h / 2)
        #expect(ChangedRegion.between(Self.frame(w, h, changing: [one]), base, width: w, height: h) == ChangedRegion(x: one.0, y: one.1, width: 1, height: 1))
        if w > 2, h > 2 {
            #expect(ChangedRegion.between(Self.frame(w, h, changing: [(1, h - 2), (w - 2, 1)]), base, width: w, height: h)
                    == ChangedRegion(x: 1, y: 1, width: w - 2, height: h - 2))
        }
    }
}
