import ChromaLimits
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The system `ffmpeg`, run as a child process with frames streamed to its standard input.
///
/// Started with Foundation's `Process` (posix_spawn underneath). Its standard input is one end
/// of a Unix socket pair rather than a pipe, so that writing after ffmpeg has died returns
/// EPIPE instead of raising SIGPIPE in this process (`send` with `MSG_NOSIGNAL`), whatever the
/// host program does with that signal. Its standard error goes to an unlinked temporary file,
/// read back for the last line when it fails, so it can never block on a full pipe.
///
/// ``send(_:)`` runs on the encoder's feeding thread (``FrameFeeder``), everything else on the
/// encoder's caller; ``finish()`` and ``cancel()`` close the input only after the feeder ended.
final class FFmpegProcess: @unchecked Sendable {
    private let process = Process()
    private var input: Int32 = -1
    private let errorLog: FileHandle
    /// Whether ffmpeg writes this process's standard output (`-`).
    private let streaming: Bool

    /// The ffmpeg found on the PATH, or nil.
    static func locate(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        let path = environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for folder in path.split(separator: ":") where !folder.isEmpty {
            let candidate = "\(folder)/ffmpeg"
            var status = stat()
            if stat(candidate, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG, access(candidate, X_OK) == 0 { return candidate }
        }
        return nil
    }

    /// Starts `executable` with `arguments`; its standard output goes to `output` (nil: /dev/null).
    /// - Throws: ``VideoError/cannotStart(_:)``.
    init(executable: String, arguments: [String], output: FileHandle?) throws {
        var pair: [Int32] = [-1, -1]
        #if canImport(Glibc)
        let streamType = Int32(SOCK_STREAM.rawValue)
        #else
        let streamType = SOCK_STREAM
        #endif
        guard socketpair(AF_UNIX, streamType, 0, &pair) == 0 else {
            throw VideoError.cannotStart(String(cString: strerror(errno)))
        }
        _ = fcntl(pair[1], F_SETFD, FD_CLOEXEC)
        var template = Array("/tmp/chroma-ffmpeg-XXXXXX".utf8CString)
        let log = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard log >= 0 else {
            close(pair[0]); close(pair[1])
            throw VideoError.cannotStart("no temporary file for its messages: \(String(cString: strerror(errno)))")
        }
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        errorLog = FileHandle(fileDescriptor: log, closeOnDealloc: true)
        streaming = output != nil
        let childInput = FileHandle(fileDescriptor: pair[0], closeOnDealloc: true)
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardInput = childInput
        process.standardOutput = output ?? FileHandle.nullDevice
        process.standardError = errorLog
        do {
            try process.run()
        } catch {
            close(pair[1])
            throw VideoError.cannotStart(error.localizedDescription)
        }
        try? childInput.close()
        input = pair[1]
    }

    deinit {
        if input >= 0 { close(input) }
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
    }

    /// Sends bytes to ffmpeg's standard input.
    /// - Returns: false when ffmpeg no longer reads (it ended).
    func send(_ bytes: UnsafeRawBufferPointer) -> Bool {
        var offset = 0
        while offset < bytes.count {
            #if canImport(Glibc)
            let sent = Glibc.send(input, bytes.baseAddress! + offset, bytes.count - offset, Int32(MSG_NOSIGNAL))
            #else
            let sent = Darwin.write(input, bytes.baseAddress! + offset, bytes.count - offset)
            #endif
            if sent < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += sent
        }
        return true
    }

    /// Shuts ffmpeg's input for writing without closing the descriptor: a `send` under way on
    /// the feeding thread returns EPIPE at once, and no later one is accepted.
    func shutDownInput() {
        if input >= 0 { _ = shutdown(input, Int32(SHUT_WR)) }
    }

    /// Closes ffmpeg's input and waits for it to end.
    /// - Throws: ``VideoError`` with ffmpeg's last line when it failed or was stopped.
    func finish() throws {
        if input >= 0 {
            close(input)
            input = -1
        }
        process.waitUntilExit()
        let line = lastErrorLine()
        let failed = process.terminationReason == .uncaughtSignal || process.terminationStatus != 0 || !line.isEmpty
        // Standard output closed by its reader (`--animated - | head -c 10`): ffmpeg fails on
        // EPIPE (or dies of SIGPIPE); that is the quiet closed pipe of every other format.
        if failed, streaming, Self.standardOutputIsClosed() { throw VideoError.outputClosed }
        if process.terminationReason == .uncaughtSignal {
            throw VideoError.ffmpegStopped(signal: process.terminationStatus)
        }
        guard process.terminationStatus == 0 else {
            throw VideoError.ffmpegFailed(status: process.terminationStatus, message: line)
        }
        // ffmpeg runs at -loglevel error, so a success says nothing; it exits 0 after "Error
        // writing trailer" (a full disk, /dev/full), which leaves a truncated file: any error
        // line is a failure.
        if !line.isEmpty { throw VideoError.ffmpegFailed(status: 0, message: line) }
    }

    /// Whether standard output is a pipe or socket whose reader has gone (poll says POLLERR or
    /// POLLHUP for writing).
    static func standardOutputIsClosed() -> Bool {
        var output = pollfd(fd: STDOUT_FILENO, events: Int16(POLLOUT), revents: 0)
        guard poll(&output, 1, 0) == 1 else { return false }
        return output.revents & Int16(POLLERR | POLLHUP) != 0
    }

    /// Stops ffmpeg (SIGTERM) and waits for it.
    func cancel() {
        if input >= 0 {
            close(input)
            input = -1
        }
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
    }

    /// The last non-empty line ffmpeg wrote to standard error, at most 300 characters.
    func lastErrorLine() -> String {
        let fd = errorLog.fileDescriptor
        let size = lseek(fd, 0, SEEK_END)
        let length = Int(min(size, 4096))
        guard length > 0 else { return "" }
        var bytes = [UInt8](repeating: 0, count: length)
        let read = pread(fd, &bytes, length, size - off_t(length))
        guard read > 0 else { return "" }
        let text = String(decoding: bytes[0..<read], as: UTF8.self)
        let lines = text.split(whereSeparator: { $0 == "\n" || $0 == "\r" }).map { $0.trimmedOfSpaces }
        // ffmpeg's last line is often a summary ("Error initializing output stream 0:0 --"); the
        // reason the system gave (a full disk, a refused write) is on an earlier line.
        let line = lines.last(where: Self.namesSystemReason) ?? lines.last ?? ""
        return String(Self.namingOutput(line).prefix(300))
    }

    /// The system's reasons for a failed write, as ffmpeg prints them (strerror's text).
    static let systemReasons = [ENOSPC, EDQUOT, EFBIG, EACCES, EROFS, EIO, EPERM].map { String(cString: strerror($0)) }

    /// Whether an ffmpeg line carries a reason the system gave.
    static func namesSystemReason(_ line: String) -> Bool {
        systemReasons.contains { line.contains($0) }
    }

    /// The line with ffmpeg's `/proc/PID/fd/N` (the descriptor Chroma handed it) said as "the output".
    static func namingOutput(_ line: String) -> String {
        line.replacingOccurrences(of: #"(file )?/proc/[0-9]+/fd/[0-9]+"#, with: "the output", options: .regularExpression)
    }
}
