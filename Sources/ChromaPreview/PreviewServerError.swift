import Foundation

/// Why the preview server could not start listening.
public enum PreviewServerError: Error, CustomStringConvertible, Equatable {
    /// Another program already listens on the port asked for (1…65535).
    case portInUse(UInt16)
    /// The listening socket could not be made, bound or opened for connections: the step, the
    /// port asked for (0: any) and the system's reason.
    case cannotListen(step: String, port: UInt16, reason: String)

    /// One line naming the port and what to do.
    public var description: String {
        switch self {
        case .portInUse(let port):
            return "port \(port) on 127.0.0.1 is already in use by another program; choose another with --port PORT, or --port 0 for a free one"
        case .cannotListen(let step, let port, let reason):
            return "cannot \(step) on 127.0.0.1 port \(port == 0 ? "0 (any free port)" : String(port)): \(reason)"
        }
    }
}
