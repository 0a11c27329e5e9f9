import ChromaTestSupport
import Foundation
import Testing

/// Writing files never waits on the network: no socket is opened and no resolver file is read
/// (a temporary file's name once took `gethostid()`, which without /etc/hostid asks the resolver
/// for the host name's address, so every write could hang on DNS). Traced with strace.
@Suite(.tags(.process, .external), .unlessProcessesSkipped, .unlessExternalToolsSkipped) struct NoResolverTests {
    static let strace = ExternalProcess.onPath(["strace"])
    static let hint = "resolver check skipped: strace is not installed (apt-get install strace, or bash .ci/run)"
    static let examples = ExternalProcess.packageRoot.appendingPathComponent("Examples").path

    /// Commands that write one file, many frames, a palette and an asset catalog.
    static let commands: [[String]] = [
        ["gradient", "linear", "--size", "64x32", "--stops", "red,blue", "-o", "OUT/g.png"],
        ["splash", "--size", "40x20", "--colors", "red,blue", "--frame-count", "4", "-o", "OUT/frames"],
        ["palette", "convert", examples + "/palettes/sunset.gpl", "OUT/sunset.json"],
        ["render", examples + "/linear-gradient.json", "-o", "OUT/Icon.imageset"],
    ]

    @Test(.enabled(if: strace != nil, Comment(rawValue: hint)), arguments: commands)
    func aWriteOpensNoSocketAndReadsNoResolverFile(_ arguments: [String]) throws {
        let folder = try TemporaryFolder("chroma-resolver")
        defer { folder.remove() }
        let log = folder.path("trace.txt")
        let traced = ["-f", "-qq", "-e", "trace=socket,connect,open,openat", "-o", log, ExternalProcess.product("chroma").path]
            + arguments.map { $0.replacingOccurrences(of: "OUT", with: folder.url.path) }
        let result = try ExternalProcess.run(Self.strace!, traced)
        #expect(result.status == 0, "\(arguments): \(result.stderr)")
        let trace = try String(contentsOfFile: log, encoding: .utf8)
        #expect(trace.contains("openat("), "the trace records the files opened")  // strace really traced
        for line in trace.split(separator: "\n") {
            #expect(!line.contains("socket(") && !line.contains("connect("), "\(arguments): \(line)")
            for file in ["/etc/resolv.conf", "/etc/hosts", "/etc/host.conf", "/etc/nsswitch.conf", "/etc/hostid"] {
                #expect(!line.contains("\"\(file)\""), "\(arguments): \(line)")
            }
        }
    }
}
