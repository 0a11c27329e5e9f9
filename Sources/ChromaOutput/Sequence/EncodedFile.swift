import ChromaFiles

/// Writes a file assembled in memory (WebP, GIF) to its destination: atomically to a file,
/// or to standard output.
enum EncodedFile {
    /// - Throws: `FileError`.
    static func write(_ bytes: [UInt8], to destination: FileDestination) throws {
        let file = try OutputFile(destination)
        do {
            try file.write(bytes)
            try file.commit()
        } catch {
            file.discard()
            throw error
        }
    }
}
