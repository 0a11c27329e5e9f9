extension ResourceLimits {
    /// Whether a canvas read or asked for now only sets the shape of what is drawn: an asset
    /// destination draws its images at sizes of its own (an app icon at 1024 px or less, whatever
    /// the scene's size), and each image it draws is checked against the limits as it is drawn.
    /// While it is true, ``checkCanvas(width:height:_:)`` and the checks of a canvas's pixels when
    /// a scene is read or validated are skipped; the side's range (1 to 65535) still holds.
    @TaskLocal public static var canvasIsShapeOnly = false

    /// Throws ``ResourceLimitError`` when a `width` × `height` canvas has more pixels than the
    /// current limit, unless ``canvasIsShapeOnly``.
    public static func checkCanvas(width: Int, height: Int, _ what: @autoclosure () -> String) throws {
        guard !canvasIsShapeOnly else { return }
        try check(product(width, height), .pixels, what())
    }
}
