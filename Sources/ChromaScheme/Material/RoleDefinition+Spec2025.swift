/// The tones of most chroma that the 2025 spec's roles ask of a scheme's palettes, searched once
/// per scheme (a search solves up to 101 HCT colors). One scheme's resolution only; not shared.
final class ChromaToneSearches {
    private struct Key: Hashable {
        let hue: Double, chroma: Double, fromLight: Bool
    }
    private var tones: [Key: Double] = [:]

    init() {}

    /// The tone nearest 100 (`fromLight`) or 0 where a hue reaches a chroma, or failing that the
    /// tone of the most chroma met stepping from there one tone at a time (Google's
    /// findBestToneForChroma).
    func bestTone(hue: Double, chroma: Double, fromLight: Bool) -> Double {
        let key = Key(hue: hue, chroma: chroma, fromLight: fromLight)
        if let known = tones[key] { return known }
        var tone = fromLight ? 100.0 : 0.0
        var answer = tone
        var best = HCT(hue: hue, chroma: chroma, tone: answer)
        while best.chroma < chroma {
            if tone < 0 || tone > 100 { break }
            tone += fromLight ? -1.0 : 1.0
            let candidate = HCT(hue: hue, chroma: chroma, tone: tone)
            if best.chroma < candidate.chroma {
                best = candidate
                answer = tone
            }
        }
        tones[key] = answer
        return answer
    }
}

/// Java's clamp of `value` to `low … high`: below `low` gives `low`, else above `high` gives
/// `high` (so `low` wins when `low > high`, as Google's MathUtils.clampDouble has it).
func clampTone(_ low: Double, _ high: Double, _ value: Double) -> Double {
    value < low ? low : (value > high ? high : value)
}

extension RoleDefinition {
    /// The 2025 spec's contrast curves, by their standard ratio: reduced, standard, medium, high.
    static func curve2025(_ standard: Double) -> ContrastCurve {
        switch standard {
        case 1.5: return ContrastCurve(1.5, 1.5, 3, 5.5)
        case 3: return ContrastCurve(3, 3, 4.5, 7)
        case 4.5: return ContrastCurve(4.5, 4.5, 7, 11)
        case 6: return ContrastCurve(6, 6, 7, 11)
        case 7: return ContrastCurve(7, 7, 11, 21)
        case 9: return ContrastCurve(9, 9, 11, 21)
        case 11: return ContrastCurve(11, 11, 21, 21)
        case 21: return ContrastCurve(21, 21, 21, 21)
        default: return ContrastCurve(standard, standard, 7, 21)
        }
    }

    /// The definition of a role in a scheme of Material's 2025 color spec (phone platform), for
    /// the variants it defines: tonal spot, neutral, vibrant, expressive.
    static func of2025(_ role: MaterialRole, in scheme: MaterialScheme, searches: ChromaToneSearches) -> RoleDefinition {
        let dark = scheme.isDark, level = scheme.contrastLevel, variant = scheme.variant
        let palettes = scheme.palettes
        let neutralIsYellow = HCT.isYellow(palettes.neutral.hue)
        let highestSurface: MaterialRole = dark ? .surfaceBright : .surfaceDim
        func curve(_ standard: Double) -> ContrastCurve { curve2025(standard) }
        /// The tone of most chroma from light to dark (tMaxC), clamped to `low … high`.
        func maxChromaTone(_ name: MaterialPaletteName, _ low: Double = 0, _ high: Double = 100, multiplier: Double = 1) -> () -> Double {
            let palette = palettes[name]
            return { clampTone(low, high, searches.bestTone(hue: palette.hue, chroma: palette.chroma * multiplier, fromLight: true)) }
        }
        /// The tone of most chroma from dark to light (tMinC), clamped to `low … high`.
        func minChromaTone(_ name: MaterialPaletteName, _ low: Double = 0, _ high: Double = 100) -> () -> Double {
            let palette = palettes[name]
            return { clampTone(low, high, searches.bestTone(hue: palette.hue, chroma: palette.chroma, fromLight: false)) }
        }
        func fixed(_ t: Double) -> () -> Double { { t } }
        func isCyan(_ name: MaterialPaletteName) -> Bool { HCT.isCyan(palettes[name].hue) }
        func isYellow(_ name: MaterialPaletteName) -> Bool { HCT.isYellow(palettes[name].hue) }
        /// A surface at a tone, its chroma raised by the variant's factor.
        func surface(_ t: Double, _ multiplier: Double = 1) -> RoleDefinition {
            RoleDefinition(palette: .neutral, tone: fixed(t), isBackground: true, chromaMultiplier: multiplier)
        }
        /// The surface chroma factors by variant: neutral, tonal spot, expressive (yellow or
        /// not), vibrant.
        func surfaceMultiplier(_ n: Double, _ t: Double, _ eYellow: Double, _ e: Double, _ v: Double) -> Double {
            switch variant {
            case .neutral: return n
            case .tonalSpot: return t
            case .expressive: return neutralIsYellow ? eYellow : e
            case .vibrant: return v
            default: return 1
            }
        }
        /// The chroma factor of text and outlines on surfaces.
        let textMultiplier = surfaceMultiplier(2.2, 1.7, dark ? 3.0 : 2.3, 1.6, 1)
        /// A light surface's tone: yellow neutrals, vibrant, the rest.
        func lightSurface(_ yellow: Double, _ vibrant: Double, _ other: Double) -> Double {
            neutralIsYellow ? yellow : (variant == .vibrant ? vibrant : other)
        }
        /// A role over another, starting at the background's tone and pushed to a contrast.
        func on(_ palette: MaterialPaletteName, _ background: MaterialRole, _ standard: Double, multiplier: Double = 1) -> RoleDefinition {
            RoleDefinition(palette: palette, tone: fixed(50), background: background, contrastCurve: curve(standard),
                           chromaMultiplier: multiplier, toneReference: .role(background))
        }
        /// An accent on the highest surface, kept 5 tones beyond its container.
        func accent(_ palette: MaterialPaletteName, _ tone: @escaping () -> Double, container: MaterialRole, accent: MaterialRole) -> RoleDefinition {
            RoleDefinition(palette: palette, tone: tone, isBackground: true, background: highestSurface, contrastCurve: curve(4.5),
                           toneDeltaPair: ToneDeltaPair(roleA: container, roleB: accent, delta: 5, polarity: .relativeLighter, constraint: .farther))
        }
        /// An accent's Dim, on surfaceContainerHigh, at least 5 tones darker than the accent.
        func dim(_ palette: MaterialPaletteName, _ tone: @escaping () -> Double, dim: MaterialRole, accent: MaterialRole) -> RoleDefinition {
            RoleDefinition(palette: palette, tone: tone, isBackground: true, background: .surfaceContainerHigh, contrastCurve: curve(4.5),
                           toneDeltaPair: ToneDeltaPair(roleA: dim, roleB: accent, delta: 5, polarity: .darker, constraint: .farther))
        }
        /// A container, held off the highest surface only at raised contrast.
        func container(_ palette: MaterialPaletteName, _ tone: @escaping () -> Double) -> RoleDefinition {
            RoleDefinition(palette: palette, tone: tone, isBackground: true, background: highestSurface,
                           contrastCurve: level > 0 ? curve(1.5) : nil)
        }
        /// A fixed role: the container's tone in the light scheme at standard contrast.
        func fixedRole(_ palette: MaterialPaletteName, container: MaterialRole) -> RoleDefinition {
            RoleDefinition(palette: palette, tone: fixed(50), isBackground: true, background: highestSurface,
                           contrastCurve: level > 0 ? curve(1.5) : nil, toneReference: .lightStandard(container))
        }
        /// A fixed Dim: exactly 5 tones darker than its fixed role.
        func fixedDim(_ palette: MaterialPaletteName, fixed: MaterialRole, dim: MaterialRole) -> RoleDefinition {
            RoleDefinition(palette: palette, tone: { 50 }, isBackground: true,
                           toneDeltaPair: ToneDeltaPair(roleA: dim, roleB: fixed, delta: 5, polarity: .darker, constraint: .exact),
                           toneReference: .role(fixed))
        }

        switch role {
        case .primaryPaletteKeyColor, .secondaryPaletteKeyColor, .tertiaryPaletteKeyColor,
             .neutralPaletteKeyColor, .neutralVariantPaletteKeyColor, .errorPaletteKeyColor,
             .shadow, .scrim:
            return of2021(role, in: scheme)

        case .background, .surface:
            return surface(dark ? 4 : lightSurface(99, 97, 98))
        case .surfaceDim:
            return surface(dark ? 4 : lightSurface(90, 85, 87), dark ? 1 : surfaceMultiplier(2.5, 1.7, 2.7, 1.75, 1.36))
        case .surfaceBright:
            return surface(dark ? 18 : lightSurface(99, 97, 98), dark ? surfaceMultiplier(2.5, 1.7, 2.7, 1.75, 1.36) : 1)
        case .surfaceContainerLowest:
            return surface(dark ? 0 : 100)
        case .surfaceContainerLow:
            return surface(dark ? 6 : lightSurface(98, 95, 96), surfaceMultiplier(1.3, 1.25, 1.3, 1.15, 1.08))
        case .surfaceContainer:
            return surface(dark ? 9 : lightSurface(96, 92, 94), surfaceMultiplier(1.6, 1.4, 1.6, 1.3, 1.15))
        case .surfaceContainerHigh:
            return surface(dark ? 12 : lightSurface(94, 90, 92), surfaceMultiplier(1.9, 1.5, 1.95, 1.45, 1.22))
        case .surfaceContainerHighest, .surfaceVariant:
            return surface(dark ? 15 : lightSurface(92, 88, 90), surfaceMultiplier(2.2, 1.7, 2.3, 1.6, 1.29))
        case .onSurface:
            var definition = on(.neutral, highestSurface, dark ? 11 : 9, multiplier: textMultiplier)
            if variant == .vibrant {
                definition.tone = maxChromaTone(.neutral, 0, 100, multiplier: 1.1)
                definition.toneReference = nil
            }
            return definition
        case .onBackground:
            var definition = of2025(.onSurface, in: scheme, searches: searches)
            definition.toneReference = .role(.onSurface)
            return definition
        case .onSurfaceVariant:
            return on(.neutral, highestSurface, dark ? 6 : 4.5, multiplier: textMultiplier)
        case .inverseSurface:
            return RoleDefinition(palette: .neutral, tone: fixed(dark ? 98 : 4), isBackground: true)
        case .inverseOnSurface:
            return on(.neutral, .inverseSurface, 7)
        case .outline:
            return on(.neutral, highestSurface, 3, multiplier: textMultiplier)
        case .outlineVariant:
            return on(.neutral, highestSurface, 1.5, multiplier: textMultiplier)
        case .surfaceTint:
            return of2025(.primary, in: scheme, searches: searches)

        case .primary:
            let tone: () -> Double
            switch variant {
            case .neutral: tone = fixed(dark ? 80 : 40)
            case .tonalSpot: tone = dark ? fixed(80) : maxChromaTone(.primary)
            case .expressive: tone = maxChromaTone(.primary, 0, dark ? (isCyan(.primary) ? 88 : 98) : (isYellow(.primary) ? 25 : 98))
            default: tone = maxChromaTone(.primary, 0, isCyan(.primary) ? 88 : 98)
            }
            return accent(.primary, tone, container: .primaryContainer, accent: .primary)
        case .primaryDim:
            let tone = variant == .neutral ? fixed(85) : variant == .tonalSpot ? maxChromaTone(.primary, 0, 90) : maxChromaTone(.primary)
            return dim(.primary, tone, dim: .primaryDim, accent: .primary)
        case .onPrimary:
            return on(.primary, .primary, 6)
        case .primaryContainer:
            let tone: () -> Double
            switch variant {
            case .neutral: tone = fixed(dark ? 30 : 90)
            case .tonalSpot: tone = dark ? minChromaTone(.primary, 35, 93) : maxChromaTone(.primary, 0, 90)
            case .expressive: tone = dark ? minChromaTone(.primary, 30, 93) : maxChromaTone(.primary, 78, isCyan(.primary) ? 88 : 90)
            default: tone = dark ? minChromaTone(.primary, 66, 93) : maxChromaTone(.primary, 66, isCyan(.primary) ? 88 : 93)
            }
            return container(.primary, tone)
        case .onPrimaryContainer:
            return on(.primary, .primaryContainer, 6)
        case .inversePrimary:
            var definition = on(.primary, .inverseSurface, 6)
            definition.tone = maxChromaTone(.primary)
            definition.toneReference = nil
            return definition

        case .secondary:
            let tone: () -> Double
            switch variant {
            case .neutral: tone = dark ? minChromaTone(.secondary, 0, 98) : maxChromaTone(.secondary)
            case .vibrant: tone = maxChromaTone(.secondary, 0, dark ? 90 : 98)
            default: tone = dark ? fixed(80) : maxChromaTone(.secondary)
            }
            return accent(.secondary, tone, container: .secondaryContainer, accent: .secondary)
        case .secondaryDim:
            return dim(.secondary, variant == .neutral ? fixed(85) : maxChromaTone(.secondary, 0, 90), dim: .secondaryDim, accent: .secondary)
        case .onSecondary:
            return on(.secondary, .secondary, 6)
        case .secondaryContainer:
            let tone: () -> Double
            switch variant {
            case .vibrant: tone = dark ? minChromaTone(.secondary, 30, 40) : maxChromaTone(.secondary, 84, 90)
            case .expressive: tone = dark ? fixed(15) : maxChromaTone(.secondary, 90, 95)
            default: tone = fixed(dark ? 25 : 90)
            }
            return container(.secondary, tone)
        case .onSecondaryContainer:
            return on(.secondary, .secondaryContainer, 6)

        case .tertiary:
            let tone: () -> Double
            if variant == .expressive || variant == .vibrant {
                tone = maxChromaTone(.tertiary, 0, isCyan(.tertiary) ? 88 : (dark ? 98 : 100))
            } else {
                tone = dark ? maxChromaTone(.tertiary, 0, 98) : maxChromaTone(.tertiary)
            }
            return accent(.tertiary, tone, container: .tertiaryContainer, accent: .tertiary)
        case .tertiaryDim:
            return dim(.tertiary, variant == .tonalSpot ? maxChromaTone(.tertiary, 0, 90) : maxChromaTone(.tertiary),
                       dim: .tertiaryDim, accent: .tertiary)
        case .onTertiary:
            return on(.tertiary, .tertiary, 6)
        case .tertiaryContainer:
            let tone: () -> Double
            switch variant {
            case .neutral: tone = maxChromaTone(.tertiary, 0, dark ? 93 : 96)
            case .tonalSpot: tone = maxChromaTone(.tertiary, 0, dark ? 93 : 100)
            case .expressive: tone = maxChromaTone(.tertiary, 75, isCyan(.tertiary) ? 88 : (dark ? 93 : 100))
            default: tone = dark ? maxChromaTone(.tertiary, 0, 93) : maxChromaTone(.tertiary, 72, 100)
            }
            return container(.tertiary, tone)
        case .onTertiaryContainer:
            return on(.tertiary, .tertiaryContainer, 6)

        case .error:
            return accent(.error, dark ? minChromaTone(.error, 0, 98) : maxChromaTone(.error), container: .errorContainer, accent: .error)
        case .errorDim:
            return dim(.error, minChromaTone(.error), dim: .errorDim, accent: .error)
        case .onError:
            return on(.error, .error, 6)
        case .errorContainer:
            return container(.error, dark ? minChromaTone(.error, 30, 93) : maxChromaTone(.error, 0, 90))
        case .onErrorContainer:
            return on(.error, .errorContainer, 4.5)

        case .primaryFixed: return fixedRole(.primary, container: .primaryContainer)
        case .primaryFixedDim: return fixedDim(.primary, fixed: .primaryFixed, dim: .primaryFixedDim)
        case .onPrimaryFixed: return on(.primary, .primaryFixedDim, 7)
        case .onPrimaryFixedVariant: return on(.primary, .primaryFixedDim, 4.5)
        case .secondaryFixed: return fixedRole(.secondary, container: .secondaryContainer)
        case .secondaryFixedDim: return fixedDim(.secondary, fixed: .secondaryFixed, dim: .secondaryFixedDim)
        case .onSecondaryFixed: return on(.secondary, .secondaryFixedDim, 7)
        case .onSecondaryFixedVariant: return on(.secondary, .secondaryFixedDim, 4.5)
        case .tertiaryFixed: return fixedRole(.tertiary, container: .tertiaryContainer)
        case .tertiaryFixedDim: return fixedDim(.tertiary, fixed: .tertiaryFixed, dim: .tertiaryFixedDim)
        case .onTertiaryFixed: return on(.tertiary, .tertiaryFixedDim, 7)
        case .onTertiaryFixedVariant: return on(.tertiary, .tertiaryFixedDim, 4.5)
        }
    }
}
