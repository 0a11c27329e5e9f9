#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `printf`-style formatting of numbers by the C library (`vsnprintf`), for the fixed-point
/// texts Chroma prints and writes (`%.3f`, `%02X`, `%5.1f%%`): the same characters as
/// Foundation's `PrintfFormat.string()` in the POSIX locale, without its string bridging, which cost a
/// tenth of a small command's start-up.
public enum PrintfFormat {
    /// `format` with `arguments` substituted, as C's `snprintf` writes it: numbers only
    /// (`Int`, `Double`, `UInt8`, …; a `%s` or `%@` has no argument type here). Any length.
    public static func string(_ format: String, _ arguments: CVarArg...) -> String {
        let length = withVaList(arguments) { vsnprintf(nil, 0, format, $0) }
        guard length > 0 else { return "" }
        return withUnsafeTemporaryAllocation(of: CChar.self, capacity: Int(length) + 1) { buffer in
            _ = withVaList(arguments) { vsnprintf(buffer.baseAddress, buffer.count, format, $0) }
            return String(decoding: UnsafeRawBufferPointer(start: buffer.baseAddress, count: Int(length)), as: UTF8.self)
        }
    }
}
