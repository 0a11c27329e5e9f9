import Foundation

extension ColorSpace {
    /// Converts components from one space to another.
    ///
    /// Missing (NaN) components count as 0, as CSS Color 4 says for conversion. A hue that is
    /// powerless in the destination comes out as NaN, even when the destination is the source
    /// (`hsl(120 0% 50%)` has no hue). Out-of-range values are kept.
    public static func convert(_ components: SIMD3<Double>, from source: ColorSpace, to destination: ColorSpace) -> SIMD3<Double> {
        var value = components.replacing(with: 0, where: .!(components .== components))
        if source == destination {
            // A hue given in its own space is still powerless when the color is achromatic.
            guard destination.hueIndex != nil else { return value }
            let reconverted = destination.fromParent(destination.toParent(value))
            return value.replacing(with: .nan, where: .!(reconverted .== reconverted))
        }

        // Up from the source to the nearest common ancestor, then down to the destination; no
        // allocation, as this runs for every sample of a gamut-mapped gradient or mesh.
        var up = source, top = destination
        var upDepth = source.depth, topDepth = destination.depth
        while upDepth > topDepth { value = up.toParent(value); up = up.parent!; upDepth -= 1 }
        while topDepth > upDepth { top = top.parent!; topDepth -= 1 }
        while up != top { value = up.toParent(value); up = up.parent!; top = top.parent! }
        return descend(value, from: up, to: destination)
    }

    /// Converts down the tree from `ancestor` to `space`, one of its descendants.
    private static func descend(_ value: SIMD3<Double>, from ancestor: ColorSpace, to space: ColorSpace) -> SIMD3<Double> {
        space == ancestor ? value : space.fromParent(descend(value, from: ancestor, to: space.parent!))
    }

    /// Steps from this space up to XYZ D65.
    private var depth: Int {
        var depth = 0, space = self
        while let parent = space.parent { depth += 1; space = parent }
        return depth
    }

    private static let srgbToXYZ = RGBPrimaries.srgb.toXYZ
    private static let xyzToSRGB = srgbToXYZ.inverse
    private static let displayP3ToXYZ = RGBPrimaries.displayP3.toXYZ
    private static let xyzToDisplayP3 = displayP3ToXYZ.inverse
    private static let a98ToXYZ = RGBPrimaries.a98RGB.toXYZ
    private static let xyzToA98 = a98ToXYZ.inverse
    private static let rec2020ToXYZ = RGBPrimaries.rec2020.toXYZ
    private static let xyzToRec2020 = rec2020ToXYZ.inverse
    private static let prophotoToXYZD50 = RGBPrimaries.prophotoRGB.toXYZ
    private static let xyzD50ToProphoto = prophotoToXYZD50.inverse

    /// One step up the tree: from this space to its parent.
    func toParent(_ c: SIMD3<Double>) -> SIMD3<Double> {
        switch self {
        case .xyzD65: return c
        case .srgbLinear: return Self.srgbToXYZ * c
        case .displayP3Linear: return Self.displayP3ToXYZ * c
        case .a98RGBLinear: return Self.a98ToXYZ * c
        case .rec2020Linear: return Self.rec2020ToXYZ * c
        case .prophotoRGBLinear: return Self.prophotoToXYZD50 * c
        case .xyzD50: return ChromaticAdaptation.d50ToD65 * c
        case .srgb, .displayP3: return TransferFunction.srgb.toLinear(c)
        case .a98RGB: return TransferFunction.a98RGB.toLinear(c)
        case .prophotoRGB: return TransferFunction.prophotoRGB.toLinear(c)
        case .rec2020: return TransferFunction.rec2020.toLinear(c)
        case .lab: return LabModel.labToXYZD50(c)
        case .lch, .oklch: return PolarModel.toRectangular(c)
        case .oklab: return LabModel.oklabToXYZD65(c)
        case .hsl: return CylindricalModel.hslToSRGB(c)
        case .hsb: return CylindricalModel.hsbToSRGB(c)
        case .hwb: return CylindricalModel.hwbToHSB(c)
        }
    }

    /// One step down the tree: from this space's parent to this space.
    func fromParent(_ c: SIMD3<Double>) -> SIMD3<Double> {
        switch self {
        case .xyzD65: return c
        case .srgbLinear: return Self.xyzToSRGB * c
        case .displayP3Linear: return Self.xyzToDisplayP3 * c
        case .a98RGBLinear: return Self.xyzToA98 * c
        case .rec2020Linear: return Self.xyzToRec2020 * c
        case .prophotoRGBLinear: return Self.xyzD50ToProphoto * c
        case .xyzD50: return ChromaticAdaptation.d65ToD50 * c
        case .srgb, .displayP3: return TransferFunction.srgb.fromLinear(c)
        case .a98RGB: return TransferFunction.a98RGB.fromLinear(c)
        case .prophotoRGB: return TransferFunction.prophotoRGB.fromLinear(c)
        case .rec2020: return TransferFunction.rec2020.fromLinear(c)
        case .lab: return LabModel.xyzD50ToLab(c)
        case .lch: return PolarModel.toPolar(c, achromaticChroma: PolarModel.lchAchromaticChroma)
        case .oklch: return PolarModel.toPolar(c, achromaticChroma: PolarModel.oklchAchromaticChroma)
        case .oklab: return LabModel.xyzD65ToOKLab(c)
        case .hsl: return CylindricalModel.srgbToHSL(c)
        case .hsb: return CylindricalModel.srgbToHSB(c)
        case .hwb: return CylindricalModel.hsbToHWB(c)
        }
    }
}
