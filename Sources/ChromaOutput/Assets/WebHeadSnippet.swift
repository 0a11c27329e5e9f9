/// `head.html`: the tags a web page's `<head>` needs for the icons ``WebIconsPlan`` writes —
/// the favicon, the Apple touch icon, the manifest, and the iOS startup images with their media
/// queries — with paths relative to the icon folder (prefix them with where the folder is
/// served from).
public enum WebHeadSnippet {
    /// The snippet; `vectorFavicon`: `favicon.svg` was written too (browsers that read SVG
    /// icons take it over the ICO).
    public static func html(startup: [WebStartupImages.Image], vectorFavicon: Bool = false) -> String {
        var lines = [
            "<!-- Icons written by chroma (docs/ASSETS.md). Paths are relative to this folder. -->",
            "<link rel=\"icon\" href=\"favicon.ico\" sizes=\"16x16 32x32 48x48\">",
            "<link rel=\"icon\" href=\"icon-192.png\" type=\"image/png\" sizes=\"192x192\">",
            "<link rel=\"apple-touch-icon\" href=\"apple-touch-icon.png\" sizes=\"180x180\">",
            "<!-- Your manifest (<link rel=\"manifest\" href=\"manifest.webmanifest\">) takes its \"icons\" from manifest-icons.json. -->",
        ]
        if vectorFavicon { lines.insert("<link rel=\"icon\" href=\"favicon.svg\" type=\"image/svg+xml\">", at: 2) }
        if !startup.isEmpty {
            // Startup images are shown only to a page that opens full screen from the Home Screen.
            // `mobile-web-app-capable` is the standard name (Chrome reports the Apple one as
            // deprecated when it stands alone). The Apple name stays beside it: Apple documents
            // `apple-touch-startup-image` only for pages declaring `apple-mobile-web-app-capable`
            // (Safari Web Content Guide, "Configuring Web Applications"), and neither Apple nor
            // WebKit documents iOS reading `mobile-web-app-capable` instead; with both, Chrome
            // does not warn and iOS still shows the startup images.
            lines.append("<meta name=\"mobile-web-app-capable\" content=\"yes\">")
            lines.append("<meta name=\"apple-mobile-web-app-capable\" content=\"yes\">")
            for image in startup {
                lines.append("<link rel=\"apple-touch-startup-image\" href=\"\(image.name)\" media=\"\(image.media)\">")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
