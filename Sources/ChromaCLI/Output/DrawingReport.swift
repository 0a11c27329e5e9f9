import ChromaFiles
import ChromaJSON
import ChromaRaster
import Foundation

/// The JSON `--report` writes: what scripts and docs tooling read about an image.
///
/// ```json
/// {"width": 908, "height": 246, "files": ["sheet.png"],
///  "labels": [{"text": "Sunset", "box": [20, 12, 90, 22]}],
///  "swatches": [{"color": "#1e3c72", "box": [20, 48, 128, 128]}]}
/// ```
/// Boxes are `[x, y, width, height]` in output pixels (after `--scale`); a label's box is its
/// advance width by ascent plus descent. Images with no labels or swatches list none.
struct DrawingReport {
    var width: Int
    var height: Int
    var files: [String]
    var labels: [(text: String, box: Rect)]
    var swatches: [(color: String, box: Rect)]

    var json: JSON {
        func box(_ r: Rect) -> JSON { .array([r.minX, r.minY, r.width, r.height].map(JSON.finite)) }
        return .object([
            ("width", .number(Double(width))), ("height", .number(Double(height))),
            ("files", .array(files.map(JSON.string))),
            ("labels", .array(labels.map { .object([("text", .string($0.text)), ("box", box($0.box))]) })),
            ("swatches", .array(swatches.map { .object([("color", .string($0.color)), ("box", box($0.box))]) })),
        ])
    }

    /// Writes reports to `path` (atomically) or standard output for "-": one report as an
    /// object, several, or any number with `asList` (a folder of documents, or a shard of one,
    /// which may hold one or none), as `{"images": [...]}`.
    /// Refuses a report destination that cannot be written, before anything is drawn, so a bad
    /// `--report` leaves no image behind either.
    static func checkDestination(_ path: String?, besides outputs: [(option: String, path: String?)] = []) throws {
        try OutputPaths.checkDistinct(outputs + [(option: "--report", path: path)])
        guard let path, path != "-" else { return }
        try AtomicFile.checkWritable(path)
    }

    static func write(_ reports: [DrawingReport], to path: String, asList: Bool = false) throws {
        let value: JSON = reports.count == 1 && !asList ? reports[0].json : .object([("images", .array(reports.map(\.json)))])
        let text = value.serialized() + "\n"
        if path == "-" {
            try StandardOutput.write(text)
            return
        }
        try AtomicFile.write(Array(text.utf8), to: path)
    }
}
