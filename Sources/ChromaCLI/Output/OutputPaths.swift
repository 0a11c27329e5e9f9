import ArgumentParser
import ChromaOutput
import Foundation

/// The outputs of one run, checked before anything is written: two of them on one file would
/// lose the first (`-o x.png --report x.png` wrote the report over the image), so they are
/// refused up front, as is an animation written into its own frames folder under a frame's name.
enum OutputPaths {
    /// The file a path names, for comparing: "-" as is; otherwise absolute, with `.` and `..`
    /// resolved and the folder's links followed (the file itself may not exist yet).
    static func identity(_ path: String) -> String {
        guard path != "-" else { return "-" }
        let url = URL(fileURLWithPath: path).standardizedFileURL
        let folder = url.deletingLastPathComponent().path
        guard let real = realpath(folder, nil) else { return url.path }
        defer { free(real) }
        let base = String(cString: real)
        return (base == "/" ? "" : base) + "/" + url.lastPathComponent
    }

    /// Whether two paths name the same file: the same identity, or two existing names of one
    /// file (a hard link, a link to it).
    static func same(_ a: String, _ b: String) -> Bool {
        if identity(a) == identity(b) { return true }
        guard a != "-", b != "-" else { return false }
        var first = stat(), second = stat()
        guard stat(a, &first) == 0, stat(b, &second) == 0 else { return false }
        return first.st_dev == second.st_dev && first.st_ino == second.st_ino
    }

    /// Refuses two of `outputs` (option name, path; nil for an option not given) on one file.
    /// Standard output ("-") is checked by the commands, which say which one to move.
    /// - Throws: `ValidationError` naming both options and the path.
    static func checkDistinct(_ outputs: [(option: String, path: String?)]) throws {
        let given = outputs.compactMap { output in output.path.map { (option: output.option, path: $0) } }.filter { $0.path != "-" }
        for (index, first) in given.enumerated() {
            for second in given[(index + 1)...] where same(first.path, second.path) {
                throw ValidationError("\(first.option) \(first.path) and \(second.option) \(second.path) name the same file; one would be lost; give them different paths")
            }
        }
    }

    /// Refuses an animation written into the folder of numbered frames under a frame's name
    /// (`frame-00000.png`, five digits or more), which one of them would replace.
    /// - Throws: `ValidationError`.
    static func checkAnimation(_ animation: String?, besideFrames folder: String?) throws {
        guard let animation, animation != "-", let folder, folder != "-" else { return }
        guard NumberedFrames.isFrameName(URL(fileURLWithPath: animation).lastPathComponent) else { return }
        let parent = URL(fileURLWithPath: animation).deletingLastPathComponent().path
        if same(parent + "/.", folder + "/.") || identity(parent + "/x") == identity(folder + "/x") {
            throw ValidationError("--animated \(animation) is a frame's name in the frames folder \(folder); a frame would replace it; give the animation another name or folder")
        }
    }
}
