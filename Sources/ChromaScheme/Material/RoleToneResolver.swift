/// Resolves the tones of a scheme's roles under their constraints, by the scheme's spec: a
/// role's contrast against its background at the scheme's contrast level, the tone gap between
/// paired roles, and the avoidance of middle tones for backgrounds (2021: 50 ..< 60; 2025:
/// 50 ..< 65). Resolved tones are remembered for the scheme, as a role's background is asked for
/// often.
struct RoleToneResolver {
    let scheme: MaterialScheme
    private var tones: [MaterialRole: Double] = [:]
    private let searches: ChromaToneSearches

    init(scheme: MaterialScheme, searches: ChromaToneSearches = ChromaToneSearches()) {
        self.scheme = scheme
        self.searches = searches
    }

    private func definition(_ role: MaterialRole) -> RoleDefinition {
        RoleDefinition.of(role, in: scheme, searches: searches)
    }

    /// A role's color: its palette's hue, at its chroma (times the role's factor), at its
    /// resolved tone; tone 99 of a yellow hue follows the palettes' tone-99 rule.
    mutating func color(_ role: MaterialRole) -> ARGB {
        let definition = definition(role)
        let palette = scheme.palettes[definition.palette]
        return TonalPalette.color(hue: palette.hue, chroma: palette.chroma * definition.chromaMultiplier,
                                  tone: tone(role, definition))
    }

    mutating func tone(_ role: MaterialRole) -> Double {
        if let known = tones[role] { return known }
        let resolved = tone(role, definition(role))
        tones[role] = resolved
        return resolved
    }

    private mutating func tone(_ role: MaterialRole, _ definition: RoleDefinition) -> Double {
        scheme.spec == .spec2025 ? tone2025(role, definition) : tone2021(role, definition)
    }

    /// A role's preferred tone before constraints.
    private mutating func rawTone(_ definition: RoleDefinition) -> Double {
        switch definition.toneReference {
        case nil: return definition.tone()
        case .role(let other): return tone(other)
        case .lightStandard(let other):
            var light = RoleToneResolver(scheme: scheme.lightStandard, searches: searches)
            return light.tone(other)
        }
    }

    private mutating func tone2021(_ role: MaterialRole, _ definition: RoleDefinition) -> Double {
        let level = scheme.contrastLevel
        let decreasingContrast = level < 0
        if let pair = definition.toneDeltaPair {
            let aIsNearer = pair.polarity == .nearer || (pair.polarity == .lighter && !scheme.isDark)
            let nearer = self.definition(aIsNearer ? pair.roleA : pair.roleB)
            let farther = self.definition(aIsNearer ? pair.roleB : pair.roleA)
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
            // Neither tone may sit in the awkward band 50..<60: the nearer one (or a pair that
            // stays together) moves out of it, the farther one keeping its distance.
            let nearInBand = 50 <= nTone && nTone < 60, farInBand = 50 <= fTone && fTone < 60
            if nearInBand || (farInBand && pair.stayTogether) {
                if expansion > 0 {
                    nTone = 60
                    fTone = max(fTone, nTone + delta * expansion)
                } else {
                    nTone = 49
                    fTone = min(fTone, nTone + delta * expansion)
                }
            } else if farInBand {
                fTone = expansion > 0 ? 60 : 49
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
        return dualBackgroundTone(answer, definition, bgTone, desired)
    }

    /// 2025: the pair's gap held as its constraint says, then the contrast, then backgrounds
    /// kept out of tones 50 ..< 65 (all but the fixed Dims).
    private mutating func tone2025(_ role: MaterialRole, _ definition: RoleDefinition) -> Double {
        let level = scheme.contrastLevel
        func avoidingMiddleTones(_ tone: Double) -> Double {
            guard definition.isBackground && !role.isFixedDim else { return tone }
            return tone >= 57 ? clampTone(65, 100, tone) : clampTone(0, 49, tone)
        }
        if let pair = definition.toneDeltaPair {
            let negative = pair.polarity == .darker || (pair.polarity == .relativeLighter && scheme.isDark)
            let absoluteDelta = negative ? -pair.delta : pair.delta
            let amRoleA = role == pair.roleA
            let selfRole = amRoleA ? pair.roleA : pair.roleB, referenceRole = amRoleA ? pair.roleB : pair.roleA
            var selfTone = rawTone(self.definition(selfRole))
            let referenceTone = tone(referenceRole)
            let relativeDelta = absoluteDelta * (amRoleA ? 1 : -1)
            switch pair.constraint {
            case .exact:
                selfTone = clampTone(0, 100, referenceTone + relativeDelta)
            case .nearer:
                selfTone = relativeDelta > 0
                    ? clampTone(0, 100, clampTone(referenceTone, referenceTone + relativeDelta, selfTone))
                    : clampTone(0, 100, clampTone(referenceTone + relativeDelta, referenceTone, selfTone))
            case .farther:
                selfTone = relativeDelta > 0
                    ? clampTone(referenceTone + relativeDelta, 100, selfTone)
                    : clampTone(0, referenceTone + relativeDelta, selfTone)
            }
            if let background = definition.background, let curve = definition.contrastCurve {
                let bgTone = tone(background), desired = curve.value(at: level)
                if !(ToneContrast.ratio(bgTone, selfTone) >= desired && level >= 0) {
                    selfTone = ToneContrast.foregroundTone(bgTone, desired)
                }
            }
            return avoidingMiddleTones(selfTone)
        }

        var answer = rawTone(definition)
        guard let background = definition.background, let curve = definition.contrastCurve else { return answer }
        let bgTone = tone(background), desired = curve.value(at: level)
        if !(ToneContrast.ratio(bgTone, answer) >= desired && level >= 0) {
            answer = ToneContrast.foregroundTone(bgTone, desired)
        }
        answer = avoidingMiddleTones(answer)
        return dualBackgroundTone(answer, definition, bgTone, desired)
    }

    /// A tone moved, when it has a second background, to reach the ratio against both.
    private mutating func dualBackgroundTone(_ answer: Double, _ definition: RoleDefinition, _ bgTone: Double, _ desired: Double) -> Double {
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
