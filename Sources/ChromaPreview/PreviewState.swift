import Foundation

/// The board as the page reads it: `{"version": N, "documents": [{…}, …]}`, each document with
/// its index, name, version, size, render time, error and contrast rows.
enum PreviewState {
    static func json(_ board: PreviewBoard) -> String {
        let version = board.currentVersion
        let documents = board.snapshot().enumerated().map { index, entry -> [String: Any] in
            let image = entry.image
            var object: [String: Any] = [
                "index": index, "name": image.name, "version": entry.version,
                "width": image.width, "height": image.height, "milliseconds": image.milliseconds,
            ]
            if let error = image.error { object["error"] = error }
            if !image.contrast.isEmpty {
                object["contrast"] = image.contrast.map {
                    ["foreground": $0.foreground, "background": $0.background, "ratio": ($0.ratio * 100).rounded() / 100, "level": $0.level]
                }
            }
            return object
        }
        let data = (try? JSONSerialization.data(withJSONObject: ["version": version, "documents": documents], options: [.sortedKeys])) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
    }
}
