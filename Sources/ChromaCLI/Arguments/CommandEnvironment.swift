import ChromaLimits
import Foundation

/// Settings `chroma` takes from its environment: the resource limits (`CHROMA_MAX_PIXELS`,
/// `CHROMA_MAX_MEMORY`, … see ``ResourceLimits``) and `CHROMA_THREADS`, the cores to render on
/// (all by default). Read once at start; a bad value is a usage error naming the variable.
enum CommandEnvironment {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var renderThreads = ProcessInfo.processInfo.activeProcessorCount

    /// Threads for rendering: `CHROMA_THREADS`, or every core.
    static var threads: Int { lock.withLock { renderThreads } }

    /// Reads the environment into ``ResourceLimits/current`` and ``threads``.
    /// - Throws: ``CommandFailure`` 64 naming a variable whose value is not valid.
    static func load(_ environment: [String: String] = variables()) throws {
        do {
            ResourceLimits.current = try ResourceLimits.reading(environment)
        } catch let error as ResourceLimitError.InvalidSetting {
            throw CommandFailure.usage(error.description)
        }
        if let text = environment["CHROMA_THREADS"] {
            guard let value = Int(text.trimmedOfSpaces), (1...1024).contains(value) else {
                throw CommandFailure.usage("invalid CHROMA_THREADS '\(text)': expected a whole number of threads from 1 to 1024")
            }
            lock.withLock { renderThreads = value }
        }
    }

    /// The variables ``load(_:)`` reads, each looked up by name: reading the whole environment
    /// into a dictionary cost a tenth of `chroma --version`'s time.
    static func variables() -> [String: String] {
        var found: [String: String] = [:]
        for name in ResourceLimits.Limit.allCases.map(\.environmentVariable) + ["CHROMA_THREADS"] {
            if let value = getenv(name) { found[name] = String(cString: value) }
        }
        return found
    }
}
