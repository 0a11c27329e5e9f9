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

/// Hands the command line to libFuzzer's driver, which runs `target` on every input it makes.
/// The fuzz executables start here rather than in libFuzzer's own `main`, because SwiftPM
/// gives every executable target its own entry point. Inputs run under a memory limit of
/// 256 MiB, well inside libFuzzer's RSS limit, so that only real leaks and overruns report.
public func runFuzzer(_ target: FuzzTarget) -> Never {
    ResourceLimits.current.memory = 256 << 20
    var argc = CommandLine.argc
    var argv = CommandLine.unsafeArgv
    exit(LLVMFuzzerRunDriver(&argc, &argv, target))
}
