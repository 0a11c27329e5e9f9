import ChromaJSON
import ChromaPreviewBoard

/// The board as the page reads it: `{"documents": [{…}, …], "version": N}`, each document with
/// its index, name, version, size, render time, error and contrast rows (members in sorted order),
/// written by ChromaJSON's writer.
enum PreviewState {
    static func json(_ board: PreviewBoard) -> String {
        let version = board.currentVersion
        let documents = board.snapshot().enumerated().map { index, entry -> JSON in
            let image = entry.image
            var object: JSONObject = [:]
            if !image.contrast.isEmpty {
                object["contrast"] = .array(image.contrast.map {
                    .object([
                        "background": .string($0.background), "foreground": .string($0.foreground),
                        "level": .string($0.level), "ratio": .number(($0.ratio * 100).rounded() / 100),
                    ])
                })
            }
            if let error = image.error { object["error"] = .string(error) }
            object["height"] = .number(Double(image.height))
            object["index"] = .number(Double(index))
            object["milliseconds"] = .number(Double(image.milliseconds))
            object["name"] = .string(image.name)
            object["version"] = .number(Double(entry.version))
            object["width"] = .number(Double(image.width))
            return .object(object)
        }
        return JSON.object(["documents": .array(documents), "version": .number(Double(version))]).text()
    }
}
