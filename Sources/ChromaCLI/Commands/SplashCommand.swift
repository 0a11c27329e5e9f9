import ArgumentParser
import ChromaPNG
import ChromaRaster
import ChromaSplash
import ChromaLimits
import ColorCore
import Foundation

/// `chroma splash`: the reference article's color-change animation, as frames.
struct SplashCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "splash",
        abstract: "Render a splash color-transition animation to numbered PNGs and/or an animated PNG.",
        discussion: """
            Each color after the first grows over the card as a new layer, as SwiftUI's SplashView. \
            Frame i shows time i / fps; there are ⌈T × fps⌉ + 1 frames for an animation of T seconds \
            (the last transition's start + duration + hold). Any --frames range renders alone and writes \
            the same files as a full run, so a long sequence can be split across machines.

            Example: chroma splash --size 200x100 --colors '#0000ff,#ff0000,#00ff00,#ffa500' --animation circle --corner-radius 10 -o Output/splash/ --apng Output/splash.png
            """
    )

    @Option(help: ArgumentHelp("The card, WIDTHxHEIGHT in pixels.", valueName: "size"))
    var size: String = "200x100"

    @Option(help: "The colors, first to last, comma-separated.")
    var colors: String

    @Option(help: "leftToRight, rightToLeft, topToBottom, bottomToTop, angle:DEGREES, circle, circle:X,Y, diamond or diamond:X,Y.")
    var animation: String = "leftToRight"

    @Option(parsing: .unconditional, help: "Seconds per transition.")
    var duration: Double = 0.5

    @Option(help: "Frames per second, 1…1000.")
    var fps: Int = 60

    @Option(parsing: .unconditional, help: "Seconds of stillness after each transition and at the end.")
    var hold: Double = 0

    @Option(help: "Start times in seconds, one per transition, comma-separated (default: back to back).")
    var starts: String?

    @Option(help: "linear, easeIn, easeOut, easeInOut, cubic-bezier(x1,y1,x2,y2), spring or spring(response,damping).")
    var easing: String = "easeInOut"

    @Option(parsing: .unconditional, help: "The width in pixels of a soft growing edge (0: crisp).")
    var softEdge: Double = 0

    @Option(parsing: .unconditional, help: "The card's corner radius in pixels.")
    var cornerRadius: Double = 0

    @Flag(help: "Add the article's drop shadow (black 20%, radius 10, 4 px down) on a white page.")
    var shadow = false

    @Option(help: "The page around the card (default transparent, white with --shadow).")
    var background: String?

    @Option(help: "Bits per channel: 8 or 16.")
    var depth: Int = 8

    @Option(help: ArgumentHelp("Render only frames A through B (numbered in the whole animation).", valueName: "A-B"))
    var frames: String?

    @Option(name: .shortAndLong, help: ArgumentHelp("The folder for numbered frames (frame-00000.png, …).", valueName: "folder"))
    var output: String?

    @Option(help: ArgumentHelp("An animated PNG file to write, or - for standard output.", valueName: "file"))
    var apng: String?

    @Flag(help: "Compress faster, into larger files.")
    var fast = false

    @Flag(help: "No progress bar.")
    var quiet = false

    func run() throws {
        guard output != nil || apng != nil else { throw ValidationError("nothing to write: give -o FOLDER, --apng FILE, or both") }
        guard depth == 8 || depth == 16 else { throw ValidationError("invalid --depth \(depth); expected 8 or 16") }
        let cell = try ArgumentReading.size(size)
        let fills = try ColorArguments.split(colors, option: "--colors").map { Paint.solid(try ArgumentReading.color(String($0).trimmingCharacters(in: .whitespaces))) }
        let schedule = try starts.map { text in
            try text.split(separator: ",").map { item -> Double in
                guard let value = Double(item.trimmingCharacters(in: .whitespaces)) else {
                    throw ValidationError("invalid start time '\(item)' in --starts; expected seconds such as 0.25")
                }
                return value
            }
        }
        // The card's pixels are a limit like every canvas's (exit 65), checked before the timeline.
        try ResourceLimits.check(ResourceLimits.product(cell.width, cell.height), .pixels, "the card --size \(size)")
        var card = SplashCard(width: cell.width, height: cell.height, cornerRadius: cornerRadius,
                              shadow: shadow ? .article : nil, background: try background.map(ArgumentReading.color))
        if card.background == nil && shadow { card.background = .white }
        let timeline: SplashTimeline
        do {
            timeline = SplashTimeline(
                fills: fills, animation: try SplashAnimation(parsing: animation), duration: duration, hold: hold,
                starts: schedule, easing: try Easing(parsing: easing), fps: fps, softness: softEdge, card: card,
                depth: depth == 16 ? .sixteen : .eight)
            try timeline.validate()
        } catch let error as SplashError {
            // The arguments' values are usage errors; a limit they exceed is a data error, as everywhere.
            if error.message.contains("raise it with CHROMA_MAX_") { throw CommandFailure.dataError(error.message) }
            throw ValidationError(error.message)
        }
        try Self.render(timeline, folder: output, apng: apng, frames: frames, fast: fast, quiet: quiet)
    }

    /// Renders a timeline's frames (all, or the range `A-B`) to a folder and/or an APNG, with a
    /// progress bar on a terminal.
    static func render(_ timeline: SplashTimeline, folder: String?, apng: String?, frames: String?, fast: Bool, quiet: Bool) throws {
        guard folder != nil || apng != nil else { throw ValidationError("nothing to write: give -o FOLDER, --apng FILE, or both") }
        if apng == "-", isatty(1) != 0 {
            throw ValidationError("refusing to write a PNG to a terminal; redirect standard output or give --apng FILE")
        }
        let range = try frames.map { try parseRange($0, count: timeline.frameCount) }
        let renderer = SplashRenderer(timeline: timeline, threads: CommandEnvironment.threads, compression: fast ? .fast : .standard)
        try renderer.checkMemory()
        // The folders made here (the frames folder and any missing parents), removed again,
        // deepest first, if they are still empty at the end: a render that fails before its first
        // frame (an --apng that cannot be written) leaves no empty folder; rmdir leaves frames alone.
        var created: [String] = []
        defer { for made in created.reversed() { rmdir(made) } }
        if let folder {
            var missing = folder
            while !missing.isEmpty, missing != "/", !FileManager.default.fileExists(atPath: missing) {
                created.append(missing)
                missing = (missing as NSString).deletingLastPathComponent
            }
            created.reverse()
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            } catch {
                throw CommandFailure.cannotCreate("cannot create the folder '\(folder)': \(error.localizedDescription)")
            }
        }
        // The APNG's path is checked before any frame is rendered.
        if let apng { try PNGOutput.mapErrors { try PNGFile.checkWritable(apng) } }
        let bar = ProgressBar(total: range?.count ?? timeline.frameCount, enabled: !quiet)
        var done = 0
        do {
            try PNGOutput.mapErrors {
                try renderer.render(frames: range, toFolder: folder, apng: apng) { _ in
                    done += 1
                    bar.update(done)
                }
            }
        } catch let error as SplashError {
            throw CommandFailure(status: 65, message: error.message)
        }
        bar.finish()
    }

    /// Reads `A-B` (or a single frame `A`) within 0…count − 1.
    static func parseRange(_ text: String, count: Int) throws -> ClosedRange<Int> {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), let a = Int(parts[0]), let b = Int(parts.last!), a <= b else {
            throw ValidationError("invalid --frames '\(text)'; expected A-B with A ≤ B, such as 0-59")
        }
        guard a >= 0, b < count else {
            throw ValidationError("invalid --frames '\(text)'; the animation has frames 0-\(count - 1)")
        }
        return a...b
    }
}
