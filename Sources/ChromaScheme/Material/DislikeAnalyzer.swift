/// Material's rule against dark yellow-greens (hue 90 … 111, chroma over 16, tone under 65):
/// such colors are moved to tone 70.
enum DislikeAnalyzer {
    static func isDisliked(_ hct: HCT) -> Bool {
        let hue = ARGB.roundHalfUp(hct.hue)
        return hue >= 90 && hue <= 111 && ARGB.roundHalfUp(hct.chroma) > 16 && ARGB.roundHalfUp(hct.tone) < 65
    }

    static func fixIfDisliked(_ hct: HCT) -> HCT {
        isDisliked(hct) ? HCT(hue: hct.hue, chroma: hct.chroma, tone: 70.0) : hct
    }
}
