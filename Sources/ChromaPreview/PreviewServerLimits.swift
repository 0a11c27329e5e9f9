/// The preview server's bounds: how many clients it serves at once, how large a request's head
/// may be, and how long a client may take. Every bound is checked as bytes arrive, so no client
/// can make the server hold more than `connections × headerBytes` of request text.
public struct PreviewServerLimits: Sendable, Equatable {
    /// Connections served at once, HTTP and WebSocket together (1 or more; default 64, and never
    /// more than the process's descriptor limit allows). When all are taken, the connection idle
    /// for longest (one waiting for its next request) is closed to make room; when none is idle,
    /// the newcomer gets 503.
    public var connections: Int
    /// WebSocket connections (`/events`) at once, part of `connections` (1 or more; default 16),
    /// so page tabs can never take every connection; one more is answered 503.
    public var webSockets: Int
    /// Bytes of a request's head, request line and header lines with their line ends (at least
    /// 256; default 16,384). A longer head is answered 431 and the connection closed.
    public var headerBytes: Int
    /// Header lines of a request (at least 1; default 100). More are answered 431.
    public var headerCount: Int
    /// Seconds (over 0; default 10) a client has to send a complete request head, counted from
    /// its connection or from the end of the previous response, and to take each response or
    /// WebSocket message. A client slower than that, or idle that long, is disconnected.
    public var timeout: Double
    /// Bytes of a WebSocket frame's payload a client may send (at least 125, the largest
    /// control frame; default 4,096). The page sends only pongs and a close; a larger frame
    /// closes the connection (status 1009).
    public var frameBytes: Int

    /// Bounds with the given values (see each property for its unit and range); values outside
    /// their range are moved to its nearest end.
    public init(connections: Int = 64, webSockets: Int = 16, headerBytes: Int = 16_384, headerCount: Int = 100,
                timeout: Double = 10, frameBytes: Int = 4_096) {
        self.connections = max(1, connections)
        self.webSockets = min(max(1, webSockets), self.connections)
        self.headerBytes = max(256, headerBytes)
        self.headerCount = max(1, headerCount)
        self.timeout = timeout.isFinite && timeout > 0 ? min(timeout, 86_400) : 10
        self.frameBytes = max(125, frameBytes)
    }
}
