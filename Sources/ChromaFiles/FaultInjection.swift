internal import CFiles

/// Failures injected on purpose, for the libFuzzer targets in Fuzz/ (never armed by the command
/// line or the library's own paths): the C allocations (CPNG's buffers and libpng's structures),
/// the reads of ``InputFile`` and CPNG, and the writes of ``OutputFile`` and CPNG go through one
/// C seam (CFiles' `chroma_fault.h`). Arming a kind with `nth` makes the nth operation of that
/// kind on the calling thread from now on fail once (other threads are never touched, so work
/// spread over worker threads is not covered): an allocation returns NULL, a read or write fails with EIO. The
/// code must turn each into its ordinary error (out of memory, cannot read, cannot write) and
/// leave no partial output. Swift's own allocations are not covered: Swift traps when memory
/// runs out, by design.
public enum FaultInjection {
    /// A kind of operation that can be made to fail.
    public enum Kind: Int, CaseIterable, Sendable {
        /// A C allocation (malloc, calloc, realloc) returns NULL.
        case allocation = 0
        /// A read(2) or pread(2) of an input file fails with EIO.
        case read = 1
        /// A write(2) of an output file fails with EIO.
        case write = 2
    }

    /// Makes the `nth` operation of `kind` on this thread from now on fail (`nth` ≥ 1); 0 disarms
    /// the kind.
    public static func arm(_ kind: Kind, nth: Int) {
        chroma_fault_arm(chroma_fault_kind(UInt32(kind.rawValue)), UInt(max(0, nth)))
    }

    /// Disarms every kind on this thread.
    public static func disarm() {
        for kind in Kind.allCases { arm(kind, nth: 0) }
    }

    /// How many operations of `kind` have failed by injection since the process started.
    public static func injected(_ kind: Kind) -> Int {
        Int(chroma_fault_count(chroma_fault_kind(UInt32(kind.rawValue))))
    }
}
