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
            try Self.checkName(path, option: "-o")
            destination = .file(path)
        }
    }

    /// Refuses a file name whose extension says another format (`-o out.jpg`, a sheet to
    /// `x.ase`): what is written is a PNG, so nothing is written and the line says so. A name
    /// with no extension, `.png` or `.apng` is fine.
    /// - Throws: `ValidationError` (exit 64).
    static func checkName(_ path: String, option: String) throws {
        let ext = (path as NSString).pathExtension.lowercased()
        guard !ext.isEmpty, ext != "png", ext != "apng" else { return }
        throw ValidationError("\(option) '\(path)' ends in .\(ext), but this writes a PNG image; name it .png (palette files are converted with chroma palette convert)")
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
