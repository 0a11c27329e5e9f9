/// Where a GIF's colors come from.
public enum GIFPaletteMode: String, Sendable, CaseIterable {
    /// Each frame gets its own palette (a local color table), made from the pixels it changes:
    /// the best colors for every frame, 768 bytes a frame more. Frames stream: only a batch is
    /// held in memory.
    case perFrame = "per-frame"
    /// One palette for the whole animation (the global color table), made from every shown
    /// frame: smaller files, no color shift between frames. Every shown frame is held in memory
    /// until ``GIFEncoder/finish()``.
    case shared
}
