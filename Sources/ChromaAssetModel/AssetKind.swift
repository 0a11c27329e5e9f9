/// What an asset destination holds, which decides its files and their sizes (docs/ASSETS.md).
public enum AssetKind: Hashable, Sendable {
    /// An asset catalog image set (`NAME.imageset`): the scene at 1×, 2× and 3× of its size in
    /// points, per appearance (and per display gamut for Display P3 content).
    case imageSet
    /// An asset catalog app icon (`NAME.appiconset`): the single-size iOS icon at 1024², opaque,
    /// its iOS 18 dark and tinted variants, and with `macOS` the ten macOS sizes.
    case appIcon(macOS: Bool)
    /// Android resources in a `res` folder.
    case android(AndroidAsset)
    /// A web app's icons: the PWA set, the Apple touch icon, the favicon and the manifest snippet.
    case web
    /// Xcode 26's layered app icon, an Icon Composer document (`NAME.icon`).
    case iconComposer

    /// The name of the kind in messages and documents.
    public var name: String {
        switch self {
        case .imageSet: "imageset"
        case .appIcon: "appiconset"
        case .android(let kind): "android " + kind.rawValue
        case .web: "web"
        case .iconComposer: "icon"
        }
    }

    /// Whether the scene must be square (icons).
    public var needsSquareScene: Bool {
        switch self {
        case .imageSet, .android(.splash), .android(.drawable): false
        case .appIcon, .android(.launcher), .android(.adaptive), .web, .iconComposer: true
        }
    }

    /// The message refusing `appearance` for the kind named `kind`, which stores `supported`.
    /// The web set's icons are one appearance, but its favicon.svg and startup images follow
    /// dark mode: the message says where dark goes instead.
    public static func unstoredAppearance(_ appearance: AssetAppearance, kind: String, supported: [AssetAppearance]) -> String {
        let expected = "expected appearances among \(supported.map(\.rawValue).joined(separator: ", "))"
        guard kind == AssetKind.web.name else { return "\(kind) assets have no \(appearance.rawValue) variant; " + expected }
        return "web icons have no \(appearance.rawValue) variant (a web manifest's icons are one appearance; favicon.svg follows "
            + "a scene's adaptive colors under prefers-color-scheme: dark by itself, and an assets document's startup: { dark: … } "
            + "writes the dark startup images); " + expected
    }

    /// The appearances this kind can store.
    public var supportedAppearances: [AssetAppearance] {
        switch self {
        case .imageSet: AssetAppearance.allCases
        case .appIcon, .android, .iconComposer: [.any, .dark]
        case .web: [.any]
        }
    }
}

/// The Android resources `--android` writes (docs/ASSETS.md has the folders).
public enum AndroidAsset: String, CaseIterable, Hashable, Sendable {
    /// Legacy launcher icons: `mipmap-*dpi/NAME.png`, 48 dp (48 to 192 px).
    case launcher
    /// Adaptive icon layers: 108 dp (108 to 432 px) background, foreground and monochrome
    /// layers in `mipmap-*dpi/`, and `mipmap-anydpi-v26/NAME.xml`.
    case adaptive
    /// A splash background: `drawable-*dpi/NAME.png` at the scene's size in dp, and
    /// `drawable/NAME_background.xml`, a layer list that fills the window with it.
    case splash
    /// A bitmap drawable: `drawable-*dpi/NAME.png` at the scene's size in dp.
    case drawable

    /// The resource name used when none is given.
    public var defaultName: String {
        switch self {
        case .launcher, .adaptive: "ic_launcher"
        case .splash: "splash"
        case .drawable: "image"
        }
    }
}
