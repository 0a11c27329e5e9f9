/// The one rule for reading a path's extension, shared by the output wing's ``OutputFormat``
/// (as `OutputFormat.suffix(of:)`) and the asset path rule (``AssetKind/catalogKind(ofPath:macOS:)``).
public enum PathSuffix {
    /// The lowercase extension of the last path component, nil when it has none (a leading dot
    /// starts a hidden name, not an extension). Slashes at the end (a folder) are ignored.
    public static func of(_ path: String) -> String? {
        let name = lastComponent(path)
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
        let suffix = name[name.index(after: dot)...]
        return suffix.isEmpty ? nil : suffix.lowercased()
    }

    /// The last component of `path`, slashes at the end (a folder) ignored: `AppIcon.icon` of
    /// `App/AppIcon.icon/`; empty for an empty path.
    public static func lastComponent(_ path: String) -> Substring {
        var path = Substring(path)
        while path.count > 1, path.hasSuffix("/") { path = path.dropLast() }
        return path.split(separator: "/", omittingEmptySubsequences: false).last ?? ""
    }
}
