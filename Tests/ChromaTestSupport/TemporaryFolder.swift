import Foundation

/// A fresh folder under the system's temporary folder, for one test; `remove()` deletes it.
public struct TemporaryFolder: Sendable {
    /// The folder.
    public let url: URL

    /// Makes the folder, named `prefix` and a UUID.
    public init(_ prefix: String = "chroma-test") throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// The path of `name` inside the folder.
    public func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    /// The names of the files in the folder, hidden ones included, sorted.
    public var contents: [String] { ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted() }

    /// Deletes the folder and everything in it.
    public func remove() { try? FileManager.default.removeItem(at: url) }
}
