import ArgumentParser
import ChromaPNG
import Foundation

/// Where a command's PNG goes: `-o FILE` (written atomically) or `-o -` (standard output,
/// refused when it is a terminal). Write failures become one-line errors with sysexits
/// statuses: 73 when the file cannot be created, 74 when writing fails.
struct PNGOutput {
    let destination: PNGDestination

    init(_ path: String) throws {
        if path == "-" {
            if isatty(1) != 0 {
                throw ValidationError("refusing to write a PNG to a terminal; redirect standard output or give -o FILE")
            }
            destination = .standardOutput
        } else {
            destination = .file(path)
        }
    }

    /// Runs a write, turning PNG errors into command failures.
    func write(_ body: (PNGDestination) throws -> Void) throws {
        try Self.mapErrors { try body(destination) }
    }

    /// Runs `body`, turning PNG errors into command failures: 73 when a file cannot be created,
    /// 74 when writing fails, and a quiet 141 when standard output's reader has gone (EPIPE).
    static func mapErrors(_ body: () throws -> Void) throws {
        do {
            try body()
        } catch let error as PNGError {
            if error.kind == .io, error.message.hasSuffix(": " + String(cString: strerror(EPIPE))) { throw CommandFailure.brokenPipe }
            let cannotCreate = error.kind == .io && !error.message.hasPrefix("cannot write the PNG")
            throw cannotCreate ? CommandFailure.cannotCreate(error.message) : CommandFailure.io(error.message)
        }
    }
}
