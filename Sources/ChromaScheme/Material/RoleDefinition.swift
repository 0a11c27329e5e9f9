/// How a role chooses its color: a palette, a preferred tone, and the constraints (contrast
/// against a background, a tone gap to a partner role) that may move it. The 2021 spec's roles
/// are defined here, the 2025 spec's in RoleDefinition+Spec2025.swift.
struct RoleDefinition {
    /// Two roles kept a tone gap apart (a container and its accent, a fixed role and its dim).
    struct ToneDeltaPair {
        /// Which way the gap points. 2021: `nearer` (role A nearer the background) or `lighter`
        /// (role A lighter); 2025: `darker` (A darker) or `relativeLighter` (A lighter in light
        /// schemes, darker in dark ones).
        enum Polarity { case nearer, lighter, darker, relativeLighter }
        /// How the 2025 spec holds the gap: exactly, at most, or at least.
        enum Constraint { case exact, nearer, farther }
        let roleA: MaterialRole, roleB: MaterialRole
        /// The gap in tone, 0 … 100.
        let delta: Double
        let polarity: Polarity
        /// 2021: whether both roles move out of tones 50 ..< 60 together.
        var stayTogether = false
        /// 2025: how the gap is held.
        var constraint = Constraint.nearer
    }

    /// A preferred tone that is another role's resolved tone (2025 spec).
    enum ToneReference {
        /// The role's tone in the same scheme.
        case role(MaterialRole)
        /// The role's tone in the scheme made light at standard contrast, over the same palettes.
        case lightStandard(MaterialRole)
    }

    var palette: MaterialPaletteName
    /// The preferred tone before constraints, 0 … 100 (unless ``toneReference`` is set).
    var tone: () -> Double
    var isBackground = false
    var background: MaterialRole? = nil
    var secondBackground: MaterialRole? = nil
    var contrastCurve: ContrastCurve? = nil
    var toneDeltaPair: ToneDeltaPair? = nil
    /// The factor on the palette's chroma the color is drawn at (2025 surfaces and text), > 0.
    var chromaMultiplier = 1.0
    /// When set, the preferred tone is this resolved tone instead of ``tone``.
    var toneReference: ToneReference? = nil
}

extension RoleDefinition {
    /// The definition of a role in a scheme, by the scheme's spec. `searches` remembers the
    /// 2025 spec's chroma searches for the scheme's palettes.
    static func of(_ role: MaterialRole, in scheme: MaterialScheme, searches: ChromaToneSearches) -> RoleDefinition {
        scheme.spec == .spec2025 ? of2025(role, in: scheme, searches: searches) : of2021(role, in: scheme)
    }

    /// The definition of a role in a scheme (Material's 2021 color spec). The 2025-only Dim roles
    /// have none: asking for one is a programming error (``MaterialScheme/color(_:)`` returns nil
    /// for them first).
    static func of2021(_ role: MaterialRole, in scheme: MaterialScheme) -> RoleDefinition {
        let dark = scheme.isDark, level = scheme.contrastLevel
        let mono = scheme.variant == .monochrome, fidelity = scheme.variant.isFidelity
        let highestSurface: MaterialRole = dark ? .surfaceBright : .surfaceDim
        func fixed(_ t: Double) -> () -> Double { { t } }
        func curve(_ a: Double, _ b: Double, _ c: Double, _ d: Double) -> ContrastCurve { ContrastCurve(a, b, c, d) }
        func pair(_ a: MaterialRole, _ b: MaterialRole, _ polarity: ToneDeltaPair.Polarity, _ together: Bool) -> ToneDeltaPair {
            ToneDeltaPair(roleA: a, roleB: b, delta: 10, polarity: polarity, stayTogether: together)
        }
        func keyColor(_ palette: MaterialPaletteName) -> RoleDefinition {
            RoleDefinition(palette: palette, tone: fixed(scheme.palettes[palette].keyColor.tone))
        }
        func surface(_ t: Double) -> RoleDefinition { RoleDefinition(palette: .neutral, tone: fixed(t), isBackground: true) }
        func accent(_ palette: MaterialPaletteName, _ t: Double, container: MaterialRole, accent: MaterialRole) -> RoleDefinition {
            RoleDefinition(palette: palette, tone: fixed(t), isBackground: true, background: highestSurface,
                           contrastCurve: curve(3, 4.5, 7, 7), toneDeltaPair: pair(container, accent, .nearer, false))
        }
        func onColor(_ palette: MaterialPaletteName, _ t: @escaping () -> Double, on background: MaterialRole, _ c: ContrastCurve) -> RoleDefinition {
            RoleDefinition(palette: palette, tone: t, background: background, contrastCurve: c)
        }
        func container(_ palette: MaterialPaletteName, _ t: @escaping () -> Double, container: MaterialRole, accent: MaterialRole) -> RoleDefinition {
            RoleDefinition(palette: palette, tone: t, isBackground: true, background: highestSurface,
                           contrastCurve: curve(1, 1, 3, 4.5), toneDeltaPair: pair(container, accent, .nearer, false))
        }
        func fixedRole(_ palette: MaterialPaletteName, _ t: Double, fixed: MaterialRole, dim: MaterialRole) -> RoleDefinition {
            RoleDefinition(palette: palette, tone: { t }, isBackground: true, background: highestSurface,
                           contrastCurve: curve(1, 1, 3, 4.5), toneDeltaPair: pair(fixed, dim, .lighter, true))
        }
        func onFixed(_ palette: MaterialPaletteName, _ t: Double, fixed: MaterialRole, dim: MaterialRole, _ c: ContrastCurve) -> RoleDefinition {
            RoleDefinition(palette: palette, tone: { t }, background: dim, secondBackground: fixed, contrastCurve: c)
        }
        /// The preferred tone of a role, before constraints (another role's raw tone function).
        func rawTone(_ role: MaterialRole) -> Double { of2021(role, in: scheme).tone() }

        switch role {
        case .primaryPaletteKeyColor: return keyColor(.primary)
        case .secondaryPaletteKeyColor: return keyColor(.secondary)
        case .tertiaryPaletteKeyColor: return keyColor(.tertiary)
        case .neutralPaletteKeyColor: return keyColor(.neutral)
        case .neutralVariantPaletteKeyColor: return keyColor(.neutralVariant)
        case .errorPaletteKeyColor: return keyColor(.error)
        case .background: return surface(dark ? 6 : 98)
        case .onBackground: return onColor(.neutral, fixed(dark ? 90 : 10), on: .background, curve(3, 3, 4.5, 7))
        case .surface: return surface(dark ? 6 : 98)
        case .surfaceDim: return surface(dark ? 6 : curve(87, 87, 80, 75).value(at: level))
        case .surfaceBright: return surface(dark ? curve(24, 24, 29, 34).value(at: level) : 98)
        case .surfaceContainerLowest: return surface(dark ? curve(4, 4, 2, 0).value(at: level) : 100)
        case .surfaceContainerLow: return surface(dark ? curve(10, 10, 11, 12).value(at: level) : curve(96, 96, 96, 95).value(at: level))
        case .surfaceContainer: return surface(dark ? curve(12, 12, 16, 20).value(at: level) : curve(94, 94, 92, 90).value(at: level))
        case .surfaceContainerHigh: return surface(dark ? curve(17, 17, 21, 25).value(at: level) : curve(92, 92, 88, 85).value(at: level))
        case .surfaceContainerHighest: return surface(dark ? curve(22, 22, 26, 30).value(at: level) : curve(90, 90, 84, 80).value(at: level))
        case .onSurface: return onColor(.neutral, fixed(dark ? 90 : 10), on: highestSurface, curve(4.5, 7, 11, 21))
        case .surfaceVariant: return RoleDefinition(palette: .neutralVariant, tone: fixed(dark ? 30 : 90), isBackground: true)
        case .onSurfaceVariant: return onColor(.neutralVariant, fixed(dark ? 80 : 30), on: highestSurface, curve(3, 4.5, 7, 11))
        case .inverseSurface: return surface(dark ? 90 : 20)
        case .inverseOnSurface: return onColor(.neutral, fixed(dark ? 20 : 95), on: .inverseSurface, curve(4.5, 7, 11, 21))
        case .outline: return onColor(.neutralVariant, fixed(dark ? 60 : 50), on: highestSurface, curve(1.5, 3, 4.5, 7))
        case .outlineVariant: return onColor(.neutralVariant, fixed(dark ? 30 : 80), on: highestSurface, curve(1, 1, 3, 4.5))
        case .shadow, .scrim: return RoleDefinition(palette: .neutral, tone: fixed(0))
        case .surfaceTint: return RoleDefinition(palette: .primary, tone: fixed(dark ? 80 : 40), isBackground: true)

        case .primary:
            return accent(.primary, mono ? (dark ? 100 : 0) : (dark ? 80 : 40), container: .primaryContainer, accent: .primary)
        case .onPrimary:
            return onColor(.primary, fixed(mono ? (dark ? 10 : 90) : (dark ? 20 : 100)), on: .primary, curve(4.5, 7, 11, 21))
        case .primaryContainer:
            let seedTone = scheme.seed.tone
            return container(.primary, fixed(fidelity ? seedTone : mono ? (dark ? 85 : 25) : (dark ? 30 : 90)),
                             container: .primaryContainer, accent: .primary)
        case .onPrimaryContainer:
            let tone: () -> Double = fidelity ? { ToneContrast.foregroundTone(rawTone(.primaryContainer), 4.5) }
                : fixed(mono ? (dark ? 0 : 100) : (dark ? 90 : 30))
            return onColor(.primary, tone, on: .primaryContainer, curve(3, 4.5, 7, 11))
        case .inversePrimary:
            return onColor(.primary, fixed(dark ? 40 : 80), on: .inverseSurface, curve(3, 4.5, 7, 7))

        case .secondary:
            return accent(.secondary, dark ? 80 : 40, container: .secondaryContainer, accent: .secondary)
        case .onSecondary:
            return onColor(.secondary, fixed(mono ? (dark ? 10 : 100) : (dark ? 20 : 100)), on: .secondary, curve(4.5, 7, 11, 21))
        case .secondaryContainer:
            let tone: () -> Double
            if mono {
                tone = fixed(dark ? 30 : 85)
            } else if fidelity {
                let palette = scheme.palettes.secondary
                tone = { findDesiredChromaByTone(hue: palette.hue, chroma: palette.chroma, tone: dark ? 30 : 90, byDecreasingTone: !dark) }
            } else {
                tone = fixed(dark ? 30 : 90)
            }
            return container(.secondary, tone, container: .secondaryContainer, accent: .secondary)
        case .onSecondaryContainer:
            let tone: () -> Double = mono ? fixed(dark ? 90 : 10)
                : fidelity ? { ToneContrast.foregroundTone(rawTone(.secondaryContainer), 4.5) } : fixed(dark ? 90 : 30)
            return onColor(.secondary, tone, on: .secondaryContainer, curve(3, 4.5, 7, 11))

        case .tertiary:
            return accent(.tertiary, mono ? (dark ? 90 : 25) : (dark ? 80 : 40), container: .tertiaryContainer, accent: .tertiary)
        case .onTertiary:
            return onColor(.tertiary, fixed(mono ? (dark ? 10 : 90) : (dark ? 20 : 100)), on: .tertiary, curve(4.5, 7, 11, 21))
        case .tertiaryContainer:
            let tone: () -> Double
            if mono {
                tone = fixed(dark ? 60 : 49)
            } else if fidelity {
                let palette = scheme.palettes.tertiary, seedTone = scheme.seed.tone
                tone = { DislikeAnalyzer.fixIfDisliked(palette.hct(atTone: seedTone)).tone }
            } else {
                tone = fixed(dark ? 30 : 90)
            }
            return container(.tertiary, tone, container: .tertiaryContainer, accent: .tertiary)
        case .onTertiaryContainer:
            let tone: () -> Double = mono ? fixed(dark ? 0 : 100)
                : fidelity ? { ToneContrast.foregroundTone(rawTone(.tertiaryContainer), 4.5) } : fixed(dark ? 90 : 30)
            return onColor(.tertiary, tone, on: .tertiaryContainer, curve(3, 4.5, 7, 11))

        case .error:
            return accent(.error, dark ? 80 : 40, container: .errorContainer, accent: .error)
        case .onError:
            return onColor(.error, fixed(dark ? 20 : 100), on: .error, curve(4.5, 7, 11, 21))
        case .errorContainer:
            return container(.error, fixed(dark ? 30 : 90), container: .errorContainer, accent: .error)
        case .onErrorContainer:
            return onColor(.error, fixed(mono ? (dark ? 90 : 10) : (dark ? 90 : 30)), on: .errorContainer, curve(3, 4.5, 7, 11))

        case .primaryFixed: return fixedRole(.primary, mono ? 40 : 90, fixed: .primaryFixed, dim: .primaryFixedDim)
        case .primaryFixedDim: return fixedRole(.primary, mono ? 30 : 80, fixed: .primaryFixed, dim: .primaryFixedDim)
        case .onPrimaryFixed: return onFixed(.primary, mono ? 100 : 10, fixed: .primaryFixed, dim: .primaryFixedDim, curve(4.5, 7, 11, 21))
        case .onPrimaryFixedVariant: return onFixed(.primary, mono ? 90 : 30, fixed: .primaryFixed, dim: .primaryFixedDim, curve(3, 4.5, 7, 11))
        case .secondaryFixed: return fixedRole(.secondary, mono ? 80 : 90, fixed: .secondaryFixed, dim: .secondaryFixedDim)
        case .secondaryFixedDim: return fixedRole(.secondary, mono ? 70 : 80, fixed: .secondaryFixed, dim: .secondaryFixedDim)
        case .onSecondaryFixed: return onFixed(.secondary, 10, fixed: .secondaryFixed, dim: .secondaryFixedDim, curve(4.5, 7, 11, 21))
        case .onSecondaryFixedVariant: return onFixed(.secondary, mono ? 25 : 30, fixed: .secondaryFixed, dim: .secondaryFixedDim, curve(3, 4.5, 7, 11))
        case .primaryDim, .secondaryDim, .tertiaryDim, .errorDim:
            preconditionFailure("\(role.rawValue) is a 2025 spec role")

        case .tertiaryFixed: return fixedRole(.tertiary, mono ? 40 : 90, fixed: .tertiaryFixed, dim: .tertiaryFixedDim)
        case .tertiaryFixedDim: return fixedRole(.tertiary, mono ? 30 : 80, fixed: .tertiaryFixed, dim: .tertiaryFixedDim)
        case .onTertiaryFixed: return onFixed(.tertiary, mono ? 100 : 10, fixed: .tertiaryFixed, dim: .tertiaryFixedDim, curve(4.5, 7, 11, 21))
        case .onTertiaryFixedVariant: return onFixed(.tertiary, mono ? 90 : 30, fixed: .tertiaryFixed, dim: .tertiaryFixedDim, curve(3, 4.5, 7, 11))
        }
    }

    /// The tone nearest `tone`, stepping one tone at a time (down or up), where the palette's hue
    /// reaches `chroma` (within 0.4), stopping when chroma starts falling: Fidelity's secondary
    /// container.
    static func findDesiredChromaByTone(hue: Double, chroma: Double, tone: Double, byDecreasingTone: Bool) -> Double {
        var answer = tone
        var closest = HCT(hue: hue, chroma: chroma, tone: tone)
        if closest.chroma < chroma {
            var chromaPeak = closest.chroma
            while closest.chroma < chroma {
                answer += byDecreasingTone ? -1.0 : 1.0
                let candidate = HCT(hue: hue, chroma: chroma, tone: answer)
                if chromaPeak > candidate.chroma { break }
                if abs(candidate.chroma - chroma) < 0.4 { break }
                if abs(candidate.chroma - chroma) < abs(closest.chroma - chroma) { closest = candidate }
                chromaPeak = max(chromaPeak, candidate.chroma)
            }
        }
        return answer
    }
}
