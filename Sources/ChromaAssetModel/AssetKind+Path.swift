extension AssetKind {
    /// The folder suffix of an asset catalog image set, without the dot.
    public static let imageSetSuffix = "imageset"
    /// The folder suffix of an asset catalog app icon, without the dot.
    public static let appIconSetSuffix = "appiconset"
    /// The folder suffix of an Icon Composer document (Xcode 26's layered app icon), without the dot.
    public static let iconComposerSuffix = "icon"

    /// The path-to-kind rule: the asset catalog kind a path's extension names (`NAME.imageset`
    /// an image set, `NAME.appiconset` an app icon, with the macOS sizes when `macOS`; `NAME.icon`
    /// an Icon Composer document), nil for
    /// any other path and for standard output (`-`). Android and web folders are plain folders,
    /// chosen by the request, never by the path.
    public static func catalogKind(ofPath path: String, macOS: Bool) -> AssetKind? {
        guard path != "-" else { return nil }
        switch PathSuffix.of(path) {
        case imageSetSuffix?: return .imageSet
        case appIconSetSuffix?: return .appIcon(macOS: macOS)
        case iconComposerSuffix?: return .iconComposer
        default: return nil
        }
    }
}
