/// Raw bytes to a ``PNGDestination``: an atomic file, standard output or memory. Used where the
/// bytes are assembled in Swift (animated PNG) rather than by libpng.
final class ByteSink {
    private let file: OutputFile?
    private let descriptor: Int32
    private(set) var memory: [UInt8] = []
    private let isMemory: Bool

    init(_ destination: PNGDestination) throws {
        switch destination {
        case .file(let path):
            let file = try OutputFile(path: path)
            self.file = file
            descriptor = file.descriptor
            isMemory = false
        case .standardOutput:
            file = nil
            descriptor = 1
            isMemory = false
        case .memory:
            file = nil
            descriptor = -1
            isMemory = true
        }
    }

    func write(_ bytes: [UInt8]) throws {
        if isMemory {
            memory += bytes
            return
        }
        do {
            try bytes.withUnsafeBytes { try writeAll(descriptor, $0) }
        } catch {
            file?.discard()
            throw error
        }
    }

    func commit() throws { try file?.commit() }

    func discard() { file?.discard() }
}
