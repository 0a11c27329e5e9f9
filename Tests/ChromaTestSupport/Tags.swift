import Foundation
import Testing

extension Tag {
    /// The suite starts processes: the built `chroma` or `chroma-preview` as a user runs them, or
    /// a script of the repository.
    @Tag public static var process: Self
    /// The suite hands files to an outside tool (pngcheck, Pillow, Chromium, rsvg-convert, ffmpeg,
    /// rlottie, GNU parallel), which .ci/run installs.
    @Tag public static var external: Self
}

/// The developer's inner loop: `CHROMA_TEST_SKIP=process,external swift test` skips the suites
/// tagged with those tags (each with one line saying so); CI and a plain `swift test` run them all.
public enum TestSelection {
    /// The tag names in `CHROMA_TEST_SKIP`, separated by commas.
    public static let skipped: Set<String> = Set(
        (ProcessInfo.processInfo.environment["CHROMA_TEST_SKIP"] ?? "").split(separator: ",")
            .map { $0.trimmingCharacters(in: .whitespaces).lowercased() }.filter { !$0.isEmpty })
}

extension Trait where Self == ConditionTrait {
    /// Runs unless `CHROMA_TEST_SKIP` names `process`; goes with `.tags(.process)`.
    public static var unlessProcessesSkipped: Self {
        .enabled(if: !TestSelection.skipped.contains("process"), "CHROMA_TEST_SKIP names process")
    }

    /// Runs unless `CHROMA_TEST_SKIP` names `external`; goes with `.tags(.external)`.
    public static var unlessExternalToolsSkipped: Self {
        .enabled(if: !TestSelection.skipped.contains("external"), "CHROMA_TEST_SKIP names external")
    }
}
