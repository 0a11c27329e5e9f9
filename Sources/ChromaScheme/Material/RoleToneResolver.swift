/// Resolves the tones of a scheme's roles under their constraints (Material's 2021 color
/// calculation): a role's contrast against its background at the scheme's contrast level, the
/// tone gap between paired roles, and the avoidance of tones 50 ..< 60 for backgrounds.
/// Resolved tones are remembered for the scheme, as a role's background is asked for often.
struct RoleToneResolver {
    let scheme: MaterialScheme
    private var tones: [MaterialRole: Double] = [:]

    init(scheme: MaterialScheme) { self.scheme = scheme }

    /// A role's color: its palette at its resolved tone.
    mutating func color(_ role: MaterialRole) -> ARGB {
        let definition = RoleDefinition.of(role, in: scheme)
        return scheme.palettes[definition.palette].hct(atTone: tone(role, definition)).argb
    }

    mutating func tone(_ role: MaterialRole) -> Double {
        if let known = tones[role] { return known }
        let resolved = tone(role, RoleDefinition.of(role, in: scheme))
        tones[role] = resolved
        return resolved
    }

    private mutating func tone(_ role: MaterialRole, _ definition: RoleDefinition) -> Double {
        let level = scheme.contrastLevel
        let decreasingContrast = level < 0
        if let pair = definition.toneDeltaPair {
            let aIsNearer = pair.polarity == .nearer || (pair.polarity == .lighter && !scheme.isDark)
            let nearer = RoleDefinition.of(aIsNearer ? pair.roleA : pair.roleB, in: scheme)
            let farther = RoleDefinition.of(aIsNearer ? pair.roleB : pair.roleA, in: scheme)
            let amNearer = role == (aIsNearer ? pair.roleA : pair.roleB)
            let delta = pair.delta
            let expansion = scheme.isDark ? 1.0 : -1.0
            var nTone = nearer.tone(), fTone = farther.tone()
            if let background = definition.background, let nCurve = nearer.contrastCurve, let fCurve = farther.contrastCurve {
                let bgTone = tone(background)
                let nContrast = nCurve.value(at: level), fContrast = fCurve.value(at: level)
                if ToneContrast.ratio(bgTone, nTone) < nContrast { nTone = ToneContrast.foregroundTone(bgTone, nContrast) }
                if ToneContrast.ratio(bgTone, fTone) < fContrast { fTone = ToneContrast.foregroundTone(bgTone, fContrast) }
                if decreasingContrast {
                    nTone = ToneContrast.foregroundTone(bgTone, nContrast)
                    fTone = ToneContrast.foregroundTone(bgTone, fContrast)
                }
            }
            if (fTone - nTone) * expansion < delta {
                fTone = min(max(nTone + delta * expansion, 0), 100)
                if (fTone - nTone) * expansion < delta {
                    nTone = min(max(fTone - delta * expansion, 0), 100)
                }
            }
            if 50 <= nTone && nTone < 60 {
                if expansion > 0 {
                    nTone = 60
                    fTone = max(fTone, nTone + delta * expansion)
                } else {
                    nTone = 49
                    fTone = min(fTone, nTone + delta * expansion)
                }
            } else if 50 <= fTone && fTone < 60 {
                if pair.stayTogether {
                    if expansion > 0 {
                        nTone = 60
                        fTone = max(fTone, nTone + delta * expansion)
                    } else {
                        nTone = 49
                        fTone = min(fTone, nTone + delta * expansion)
                    }
                } else {
                    fTone = expansion > 0 ? 60 : 49
                }
            }
            return amNearer ? nTone : fTone
        }

        var answer = definition.tone()
        guard let background = definition.background, let curve = definition.contrastCurve else { return answer }
        let bgTone = tone(background)
        let desired = curve.value(at: level)
        if ToneContrast.ratio(bgTone, answer) < desired { answer = ToneContrast.foregroundTone(bgTone, desired) }
        if decreasingContrast { answer = ToneContrast.foregroundTone(bgTone, desired) }
        if definition.isBackground && 50 <= answer && answer < 60 {
            answer = ToneContrast.ratio(49, bgTone) >= desired ? 49 : 60
        }
        guard let second = definition.secondBackground else { return answer }
        let bgTone1 = bgTone, bgTone2 = tone(second)
        let upper = max(bgTone1, bgTone2), lower = min(bgTone1, bgTone2)
        if ToneContrast.ratio(upper, answer) >= desired && ToneContrast.ratio(lower, answer) >= desired { return answer }
        let lightOption = ToneContrast.lighter(upper, desired)
        let darkOption = ToneContrast.darker(lower, desired)
        var available: [Double] = []
        if lightOption != -1 { available.append(lightOption) }
        if darkOption != -1 { available.append(darkOption) }
        if ToneContrast.prefersLightForeground(bgTone1) || ToneContrast.prefersLightForeground(bgTone2) {
            return lightOption < 0 ? 100 : lightOption
        }
        if available.count == 1 { return available[0] }
        return darkOption < 0 ? 0 : darkOption
    }
}
