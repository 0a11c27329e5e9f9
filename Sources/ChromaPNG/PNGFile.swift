/// Whole PNG files written atomically, for PNGs encoded in memory first.
public enum PNGFile {
    /// Writes bytes to a path atomically (a temporary file, synced and renamed); standard output
    /// for "-". The old file stays until the new one is complete.
    /// - Throws: ``PNGError`` `.io` naming the path and the system's reason.
    public static func write(_ bytes: [UInt8], to path: String) throws {
        let sink = try ByteSink(path == "-" ? .standardOutput : .file(path))
        try sink.write(bytes)
        try sink.commit()
    }
}
