/// The Android resource elements and attributes Chroma writes, as the platform defines them
/// (developer.android.com, "Drawable resources": `<layer-list>`, `<item>`, `<bitmap>` and
/// `android:gravity`'s values; "Adaptive icons": `<adaptive-icon>` with `<background>`,
/// `<foreground>` and, from API 33, `<monochrome>`, each with `android:drawable`; "Color
/// resources": `<resources>` holding `<color name>`; "Styles and themes": `<style name parent>`
/// holding `<item name>`; the SplashScreen API's theme attributes, from AndroidX
/// core-splashscreen's `Theme.SplashScreen`), to check every XML file against.
enum AndroidResourceReference {
    /// The Android namespace URI.
    static let namespace = "http://schemas.android.com/apk/res/android"
    /// For each element, the elements it may contain and the attributes it may carry.
    static let elements: [String: (children: Set<String>, attributes: Set<String>)] = [
        "adaptive-icon": (["background", "foreground", "monochrome"], ["xmlns:android"]),
        "background": ([], ["android:drawable"]),
        "foreground": ([], ["android:drawable"]),
        "monochrome": ([], ["android:drawable"]),
        "layer-list": (["item"], ["xmlns:android"]),
        "item": (["bitmap", "shape", "color"], ["android:drawable", "android:gravity", "android:top", "android:bottom", "android:left", "android:right", "android:width", "android:height", "name"]),
        "bitmap": ([], ["android:src", "android:gravity", "android:antialias", "android:dither", "android:filter", "android:tileMode", "android:mipMap"]),
        "resources": (["color", "style"], ["xmlns:tools"]),
        "style": (["item"], ["name", "parent"]),
        "color": ([], ["name"]),
    ]
    /// The values `android:gravity` takes (flags, joined by `|`).
    static let gravities: Set<String> = [
        "top", "bottom", "left", "right", "center_vertical", "fill_vertical", "center_horizontal", "fill_horizontal",
        "center", "fill", "clip_vertical", "clip_horizontal", "start", "end",
    ]
    /// The attributes a splash theme's `<item name>` sets (AndroidX core-splashscreen: the
    /// SplashScreen API's window attributes and the theme the activity gets after it).
    static let splashThemeItems: Set<String> = [
        "windowSplashScreenBackground", "windowSplashScreenAnimatedIcon", "windowSplashScreenIconBackgroundColor",
        "windowSplashScreenAnimationDuration", "postSplashScreenTheme",
    ]
    /// The parents a splash theme may name.
    static let splashThemeParents: Set<String> = ["Theme.SplashScreen", "Theme.SplashScreen.IconBackground"]
    /// The roots a resource file of each folder type may have.
    static let roots: [String: Set<String>] = ["mipmap-anydpi-v26": ["adaptive-icon"], "drawable": ["layer-list"], "values": ["resources"], "values-night": ["resources"]]
}
