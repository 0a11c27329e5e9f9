import ColorCore
import Foundation

/// Writes palettes in every ``PaletteFormat``, so Chroma converts palettes between tools. Colors
/// are written as 8-bit sRGB (gamut-mapped), which every format holds; CSS, Tailwind themes and
/// design tokens keep colors beyond sRGB as `oklch()`. Xcode asset catalogs are folders: ``AssetCatalog/write(_:to:)``.
public enum PaletteWriter {
    /// The bytes of a palette in a format. Names are written so that the file reads back with
    /// the same colors in the same order: control characters (a newline would start a new GPL
    /// line, a NUL ends an ASE or ACO name) become spaces, and spaces at either end are dropped,
    /// as the readers drop them; a name left empty is no name.
    public static func data(_ palette: Palette, format: PaletteFormat) -> Data {
        let palette = writable(palette)
        switch format {
        case .ase: return ASE.write(palette)
        case .json: return DesignTokens.write(palette)
        case .aco: return ACO.write(palette)
        case .android: return AndroidColors.write(palette)
        case .tailwind: return TailwindTheme.write(palette)
        case .gpl:
            var out = "GIMP Palette\n"
            if let name = palette.name { out += "Name: \(name)\n" }
            out += "#\n"
            for entry in palette.entries {
                let c = entry.color.rgba8
                let numbers = [c.r, c.g, c.b].map { String($0).leftPadded(3) }.joined(separator: " ")
                out += numbers + "\t" + (entry.name ?? entry.color.hexString) + "\n"
            }
            return Data(out.utf8)
        case .css:
            var out = palette.name.map { "/* \($0.replacingOccurrences(of: "*/", with: "* /")) */\n" } ?? ""
            out += ":root {\n"
            // One property per color: a second `--brand` would replace the first when read.
            var names = UniqueNames(separator: "-")
            for (index, entry) in palette.entries.enumerated() {
                let identifier = names.claim(cssIdentifier(entry.name, index), index: index)
                // The name as written, when the property cannot spell it, so it reads back.
                let note = entry.name.map { $0 == identifier ? "" : " /* \($0.replacingOccurrences(of: "*/", with: "* /")) */" } ?? ""
                out += "  --\(identifier): \(cssValue(entry.color));\(note)\n"
            }
            return Data((out + "}\n").utf8)
        case .text:
            return Data(palette.entries.map { $0.color.hexString + "\n" }.joined().utf8)
        }
    }

    /// A color as a stylesheet or design token writes it: hex within sRGB, `oklch()` beyond,
    /// so a Display P3 color is not clipped.
    static func cssValue(_ color: Color) -> String {
        color.isInGamut(of: .srgb, tolerance: 1e-6) ? color.hexString : color.cssString(in: .oklch, decimals: 4)
    }

    /// The palette with every name as ``data(_:format:)`` writes it.
    static func writable(_ palette: Palette) -> Palette {
        var copy = palette
        copy.name = NameText.cleaned(palette.name)
        copy.entries = palette.entries.map { Palette.Entry(name: NameText.cleaned($0.name), color: $0.color, token: $0.token) }
        return copy
    }

    /// A CSS custom-property name in lower-case kebab case: "Coral Red" is `coral-red`; letters
    /// and digits kept, every run of anything else one '-'.
    static func cssIdentifier(_ name: String?, _ index: Int) -> String {
        var identifier = ""
        for character in (name ?? "").lowercased() {
            if character.isLetter || character.isNumber || character == "_" {
                identifier.append(character)
            } else if !identifier.isEmpty, identifier.last != "-" {
                identifier.append("-")
            }
        }
        while identifier.last == "-" { identifier.removeLast() }
        return identifier.isEmpty ? "color-\(index + 1)" : identifier
    }
}

extension String {
    fileprivate func leftPadded(_ width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
