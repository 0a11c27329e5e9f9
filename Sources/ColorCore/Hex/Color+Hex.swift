/// Hex colors: `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, and integers with an explicit layout.
extension Color {
    /// A hex color, or nil when the string is not one, as the hex article's `Color(hex:)`:
    /// 3, 4, 6 or 8 hex digits after an optional `#` or `0x`, alpha last in the 4- and 8-digit
    /// forms. ``init(parsingHex:)`` says what was wrong instead.
    public init?(hex: String) {
        guard let color = try? Color(parsingHex: hex) else { return nil }
        self = color
    }

    /// An sRGB color from an integer, as the hex article's `Color(hex:)` means it:
    ///
    /// - up to 0xFFFFFF, the layout is 0xRRGGBB, opaque: `Color(hex: 0x1e3c72)`;
    /// - above 0xFFFFFF, the layout is 0xRRGGBBAA, alpha in the lowest byte:
    ///   `Color(hex: 0xabcdef55)` is #abcdef at 55/255 opacity (the article's alpha form).
    ///
    /// Leading zeros: an integer has no digit count, so a value whose leading bytes are 0 is read
    /// by its size, never by how it was written. `0x000000FF` is 255, not above 0xFFFFFF, so it
    /// reads as 0xRRGGBB: opaque blue #0000ff, not opaque black; 0x0000ff80 (meant as blue at
    /// 50%) reads as opaque #00ff80. Whenever red (or red and green) may be 0, name the layout:
    /// ``init(rgb:opacity:)`` for 0xRRGGBB, ``init(rgba:)`` for 0xRRGGBBAA
    /// (`Color(rgba: 0x000000FF)` is opaque black). In strings the digit count decides:
    /// `Color(hex: "0x000000FF")` has eight digits and is opaque black. Bits above 32 are ignored;
    /// `opacity` (0…1) multiplies the alpha read. (The hex article's integer initialiser reads
    /// every value as RGBA, so its `0xabcdef` is not the opaque color its text says.)
    public init(hex: UInt64, opacity: Double = 1) {
        let value = hex & 0xffff_ffff
        if value > 0xff_ffff {
            self.init(rgba: UInt32(value))
            self.opacity *= opacity
        } else {
            self.init(rgb: UInt32(value), opacity: opacity)
        }
    }

    /// Reads a hex color: 3, 4, 6 or 8 hex digits, after an optional `#` or `0x` prefix,
    /// in either case. The 4- and 8-digit forms carry alpha last (CSS order).
    /// - Throws: ``ColorParseError`` naming the input and the accepted forms.
    public init(parsingHex hex: String) throws {
        var digits = Substring(hex.trimmingWhitespace())
        if digits.hasPrefix("#") {
            digits = digits.dropFirst()
        } else if digits.lowercased().hasPrefix("0x") {
            digits = digits.dropFirst(2)
        }
        guard let parsed = Self.hexDigits(digits) else {
            if let bad = digits.first(where: { !$0.isHexDigit }) {
                throw ColorParseError(input: hex, reason: "'\(bad)' is not a hex digit; expected 3, 4, 6 or 8 of 0-9 and a-f (#rgb, #rgba, #rrggbb or #rrggbbaa)")
            }
            throw ColorParseError(
                input: hex, reason: "expected 3, 4, 6 or 8 hex digits (#rgb, #rgba, #rrggbb or #rrggbbaa), found \(digits.count)")
        }
        self = parsed
    }

    /// The color of 3, 4, 6 or 8 hex digits, or nil if `digits` is anything else.
    static func hexDigits(_ digits: Substring) -> Color? {
        guard [3, 4, 6, 8].contains(digits.count), let value = UInt32(digits, radix: 16),
            digits.allSatisfy(\.isHexDigit)
        else { return nil }
        switch digits.count {
        case 3, 4:
            // Each digit stands for a doubled byte: 0xf → 0xff.
            let n = digits.count
            func nibble(_ i: Int) -> UInt32 { (value >> UInt32(4 * (n - 1 - i))) & 0xf }
            let alpha = n == 4 ? Double(nibble(3) * 17) / 255 : 1
            return Color(.srgb, Double(nibble(0) * 17) / 255, Double(nibble(1) * 17) / 255,
                         Double(nibble(2) * 17) / 255, opacity: alpha)
        case 6:
            return Color(rgb: value)
        default:
            return Color(rgba: value)
        }
    }

    /// An sRGB color from an integer laid out as 0xRRGGBB, whatever its leading zeros
    /// (`Color(rgb: 0x0000FF)` is blue), with `opacity` 0…1 (opaque by default). Bits above 24
    /// are ignored. Use ``init(rgba:)`` for 0xRRGGBBAA.
    public init(rgb: UInt32, opacity: Double = 1) {
        self.init(.srgb, Double((rgb >> 16) & 0xff) / 255, Double((rgb >> 8) & 0xff) / 255,
                  Double(rgb & 0xff) / 255, opacity: opacity)
    }

    /// An sRGB color from an integer laid out as 0xRRGGBBAA, alpha in the lowest byte, whatever
    /// its leading zeros: `Color(rgba: 0x000000FF)` is opaque black, `Color(rgba: 0xFF)` too.
    public init(rgba: UInt32) {
        self.init(rgb: rgba >> 8, opacity: Double(rgba & 0xff) / 255)
    }

    /// The color as lowercase `#rrggbb`, or `#rrggbbaa` when it is not opaque.
    ///
    /// The color is first gamut-mapped into sRGB with CSS Color 4's algorithm, then each
    /// channel is rounded to the nearest of 256 levels.
    public var hexString: String {
        let rgba = rgba8
        let hex = { (v: UInt8) in String(v, radix: 16).leftPadded(to: 2) }
        let rgb = "#" + hex(rgba.r) + hex(rgba.g) + hex(rgba.b)
        return rgba.a == 255 ? rgb : rgb + hex(rgba.a)
    }

    /// The color as 8-bit sRGB channels after CSS gamut mapping, each rounded to nearest.
    public var rgba8: (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let mapped = gamutMapped(to: .srgb).components
        func byte(_ v: Double) -> UInt8 {
            let clamped = v.isNaN ? 0 : min(max(v, 0), 1)
            return UInt8((clamped * 255).rounded())
        }
        return (byte(mapped.x), byte(mapped.y), byte(mapped.z), byte(resolvedOpacity))
    }
}

extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }

    func trimmingWhitespace() -> Substring {
        let start = firstIndex(where: { !$0.isWhitespace }) ?? endIndex
        let end = lastIndex(where: { !$0.isWhitespace }).map(index(after:)) ?? start
        return self[start..<max(start, end)]
    }
}
