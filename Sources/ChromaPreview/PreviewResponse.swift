import Foundation

/// A response of the preview: a status, headers and a body, encoded as HTTP/1.1.
struct PreviewResponse: Sendable {
    var status: Int
    var reason: String
    var headers: [(name: String, value: String)]
    var body: Data
    /// Whether the connection closes after this response.
    var closes = false

    /// A plain-text response: the message and a line end.
    static func text(_ status: Int, _ reason: String, _ message: String) -> PreviewResponse {
        PreviewResponse(status: status, reason: reason, headers: [("Content-Type", "text/plain; charset=utf-8")], body: Data((message + "\n").utf8))
    }

    /// The response's bytes; for a HEAD request, the head alone (with the body's length).
    func encoded(head: Bool) -> Data {
        var text = "HTTP/1.1 \(status) \(reason)\r\n"
        for (name, value) in headers { text += "\(name): \(value)\r\n" }
        text += "Content-Length: \(body.count)\r\n"
        if closes { text += "Connection: close\r\n" }
        text += "\r\n"
        var bytes = Data(text.utf8)
        if !head { bytes += body }
        return bytes
    }
}
