import ChromaFiles
import ChromaLimits
import Foundation

/// One fuzz input: the bytes and their count. Returns 0 (libFuzzer's convention).
public typealias FuzzTarget = @convention(c) (UnsafePointer<UInt8>, Int) -> CInt

@_silgen_name("LLVMFuzzerRunDriver")
private func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ target: FuzzTarget
) -> CInt

/// The target ``runFuzzer(_:)`` was given, called by ``faultyTarget`` (a C function pointer
/// cannot capture it). Set once, before libFuzzer starts.
nonisolated(unsafe) private var target: FuzzTarget?

/// Runs the target with one injected failure chosen by the input (``FaultInjection``, as
/// libpng's and libwebp's OSS-Fuzz targets fail their allocations): the input's FNV-1a hash
/// picks a kind — none (a quarter of the inputs), a C allocation, a file read or a file write —
/// and which one of them, the 1st to the 48th, fails. The choice comes from the whole input, so
/// the seed corpora stay valid as they are and every mutation moves the failure elsewhere; an
/// input always fails at the same point, so a crash reproduces. The target's own checks then
/// hold the code to a clean failure: an error, no partial file, no leak (AddressSanitizer).
private let faultyTarget: FuzzTarget = { bytes, count in
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for index in 0..<count { hash = (hash ^ UInt64(bytes[index])) &* 0x100_0000_01b3 }
    let kinds: [FaultInjection.Kind?] = [nil, .allocation, .read, .write]
    if let kind = kinds[Int(hash % 4)] { FaultInjection.arm(kind, nth: Int((hash >> 8) % 48) + 1) }
    defer { FaultInjection.disarm() }
    return target!(bytes, count)
}

/// Hands the command line to libFuzzer's driver, which runs `target` on every input it makes,
/// with one allocation, read or write failing as the input chooses (see ``faultyTarget``). The
/// fuzz executables start here rather than in libFuzzer's own `main`, because SwiftPM gives
/// every executable target its own entry point. Inputs run under a memory limit of 256 MiB,
/// well inside libFuzzer's RSS limit, so that only real leaks and overruns report.
public func runFuzzer(_ fuzzTarget: FuzzTarget) -> Never {
    ResourceLimits.current.memory = 256 << 20
    target = fuzzTarget
    var argc = CommandLine.argc
    var argv = CommandLine.unsafeArgv
    exit(LLVMFuzzerRunDriver(&argc, &argv, faultyTarget))
}

/// A folder of its own for a fuzz target's files (in the system's temporary folder, removed at
/// exit by the system's cleaning, emptied by the targets after each input).
public let fuzzFolder: String = {
    let path = NSTemporaryDirectory() + "chroma-fuzz-\(getpid())"
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}()

/// The names in ``fuzzFolder`` now, sorted.
public func fuzzFolderContents() -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: fuzzFolder)) ?? []).sorted()
}
