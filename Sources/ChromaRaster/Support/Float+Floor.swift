extension Float {
    /// The largest whole number ≤ self, without a libm call: per-pixel code on baseline x86-64
    /// has no rounding instruction, and `rounded(.down)` becomes a call to floorf. Adding
    /// 1.5 × 2²³ rounds to the nearest integer (for |self| < 2²²); one less where that overshot
    /// is the floor. Larger magnitudes, infinities and NaN take the exact path.
    @inline(__always)
    var wholeBelow: Float {
        abs(self) < 4_194_304 ? wholeBelowSmall : rounded(.down)
    }

    /// The nearest whole number, halves to even (as the 1.5 × 2²³ addition rounds): see
    /// ``wholeBelow``. Only the sign of a result that is exactly a half may differ from
    /// `rounded()`, which rounds halves away from zero.
    @inline(__always)
    var wholeNearest: Float {
        guard abs(self) < 4_194_304 else { return rounded() }
        let magic: Float = 12_582_912
        return (self + magic) - magic
    }

    /// ``wholeBelow`` without the guard, for values known to lie within ±2²² (such as angles
    /// in turns): branch-free, so loops over it vectorise.
    @inline(__always)
    var wholeBelowSmall: Float {
        let magic: Float = 12_582_912
        let nearest = (self + magic) - magic
        return nearest > self ? nearest - 1 : nearest
    }
}

extension SIMD8 where Scalar == Float {
    /// ``Swift/Float/wholeBelowSmall`` lane by lane, for lanes within ±2²².
    @inline(__always)
    var wholeBelowSmall: Self {
        let magic = Self(repeating: 12_582_912)
        let nearest = (self + magic) - magic
        return nearest.replacing(with: nearest - 1, where: nearest .> self)
    }

    /// ``Swift/Float/wholeBelow`` lane by lane: branch-free when every lane is within ±2²²,
    /// lane by lane on the exact path otherwise (large, infinite or NaN lanes).
    @inline(__always)
    var wholeBelow: Self {
        if all((self .< 4_194_304) .& (self .> -4_194_304)) { return wholeBelowSmall }
        var result = self
        for i in indices { result[i] = self[i].wholeBelow }
        return result
    }
}
