import ChromaJSON

/// What every asset catalog's `Contents.json` (and Icon Composer's `icon.json`) shares: the
/// `info` object and the layout. The files are ``JSON`` values written in ``JSONStyle/xcode``:
/// keys in alphabetical order, `"key" : value`, two spaces of indent per level, one value per
/// line, `/` as `\/`, a newline at the end.
public enum XcodeJSON {
    /// The `info` object Xcode writes in every `Contents.json`: author `xcode`, version 1.
    public static let info = JSON.object(["author": .string("xcode"), "version": .number(1)])

    /// The `Contents.json` of a catalog or a group folder: only `info`.
    public static let folderContents = JSON.object(["info": info])

    /// `value` as the text of a `Contents.json`, ending in a newline.
    public static func text(_ value: JSON) -> String { value.text(.xcode) }
}
