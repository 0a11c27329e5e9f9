/// What Apple's Asset Catalog Format Reference allows in the `Contents.json` files Chroma
/// writes, as a table the tests check every key and value against. Taken from the reference's
/// pages "Catalog Type", "Image Set Type" (Table 18-1 and its enumerated values: `idiom`,
/// `scale`, `display-gamut`), "App Icon Type" (Table 6-1: `size`, and the macOS sizes of
/// Table 6-2) and from the keys Xcode 11 and later add to the same `images` entries:
/// `appearances` (objects of `appearance` and `value`: `luminosity` light, dark or — Xcode 16's
/// iOS 18 icons — tinted; `contrast` high) and, for single-size icons (Xcode 14), `platform`.
enum AssetCatalogReference {
    /// Keys allowed at the top of each kind of `Contents.json`.
    static let topKeys: [String: Set<String>] = [
        "xcassets": ["info", "properties"],
        "group": ["info", "properties"],
        "imageset": ["info", "properties", "images"],
        "appiconset": ["info", "properties", "images"],
    ]
    /// Keys of `info`.
    static let infoKeys: Set<String> = ["author", "version"]
    /// Keys an `images` entry may have (image sets and app icons).
    static let imageKeys: Set<String> = [
        "appearances", "color-space", "compression-type", "display-gamut", "filename", "graphics-feature-set", "idiom",
        "language-direction", "memory", "resizing", "scale", "screen-width", "size", "subtype", "width-class", "height-class",
        "platform", "role", "unassigned", "matching-style",
    ]
    /// The values of the enumerated keys Chroma writes.
    static let values: [String: Set<String>] = [
        "idiom": ["universal", "iphone", "ipad", "mac", "tv", "watch", "car", "ios-marketing", "mac-catalyst", "vision"],
        "scale": ["1x", "2x", "3x"],
        "display-gamut": ["sRGB", "display-P3"],
        "platform": ["ios", "macos", "tvos", "watchos", "xros"],
    ]
    /// The sizes an app icon entry may have, per idiom (points).
    static let iconSizes: [String: Set<String>] = [
        "universal": ["1024x1024"],
        "mac": ["16x16", "32x32", "128x128", "256x256", "512x512"],
    ]
    /// The keys of one `appearances` item.
    static let appearanceKeys: Set<String> = ["appearance", "value"]
    /// The values of each appearance.
    static let appearanceValues: [String: Set<String>] = [
        "luminosity": ["light", "dark", "tinted"],
        "contrast": ["high"],
    ]
}
