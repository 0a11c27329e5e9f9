import ChromaAssetModel

/// One icon as a device shows it, for the contact sheet (``IconPreviewSheet``): what it is, the
/// appearance it is drawn in, the masks a launcher, the Dock or a browser cuts it to, and how to
/// draw it at any side. The plans attach one to the file that stands for an icon (its largest
/// density, its 1024² image), drawn again at the sheet's cell size, never resampled.
public struct IconPreview: Sendable {
    /// The row's label: the kind and the file (`Android adaptive: mipmap-*/ic_launcher`).
    public var title: String
    /// The appearance it is drawn in: `any` goes on the light half of the sheet, `dark` on the
    /// dark half (an icon without a dark variant shows its `any` drawing on both).
    public var appearance: AssetAppearance
    /// The masks the platform may cut it to, one column each; the "as written" column is always drawn.
    public var masks: [IconMask]
    /// The icon at `side` pixels square (1…4096), its visible area filling the square: an
    /// adaptive icon's central 72 of 108 dp, a splash icon's circle on the window's color.
    public var draw: @Sendable (_ side: Int) throws -> AssetImage

    /// Creates a preview.
    public init(title: String, appearance: AssetAppearance, masks: [IconMask], draw: @escaping @Sendable (_ side: Int) throws -> AssetImage) {
        self.title = title
        self.appearance = appearance
        self.masks = masks
        self.draw = draw
    }
}
