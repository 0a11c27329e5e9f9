import ArgumentParser
import ChromaPNG

/// `--compression fast|default|best` (and `--fast`, the same as `--compression fast`): how hard
/// the PNG writer compresses (docs/PNG.md, "Compression").
struct CompressionOptions: ParsableArguments {
    /// The settings a user can name.
    enum Setting: String, ExpressibleByArgument, CaseIterable {
        /// ``PNGCompression/fast``.
        case fast
        /// ``PNGCompression/standard``.
        case `default`
        /// ``PNGCompression/best``.
        case best
    }

    @Option(name: .customLong("compression"), help: ArgumentHelp("PNG compression: fast (filter None, the least work, larger files), default (each part's filter chosen by trial), or best (the same, deflated hardest; slower).", valueName: "setting"))
    var setting: Setting = .default

    @Flag(help: "The same as --compression fast.")
    var fast = false

    func validate() throws {
        if fast, setting != .fast, setting != .default {
            throw ValidationError("--fast and --compression \(setting.rawValue) ask for different settings; give one of them")
        }
    }

    /// The writer's setting.
    var compression: PNGCompression {
        switch fast ? .fast : setting {
        case .fast: .fast
        case .default: .standard
        case .best: .best
        }
    }
}
