import Foundation

/// The lines an asset plan has for the person running it — content a mask would cut, a layer
/// left out and why — one line each, in the order they were said. Shared by the plans of one
/// run; the command prints them on standard error.
public final class AssetNotes: @unchecked Sendable {
    private var list: [String] = []
    private let lock = NSLock()

    /// An empty list.
    public init() {}

    /// Adds a line (without its newline).
    public func add(_ line: String) { lock.withLock { list.append(line) } }

    /// Every line so far.
    public var lines: [String] { lock.withLock { list } }
}
