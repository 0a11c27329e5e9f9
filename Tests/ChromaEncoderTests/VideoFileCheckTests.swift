import ChromaAnimation
import ChromaTestSupport
import Foundation
import Testing
@testable import ChromaVideo

/// ``VideoFileCheck`` against the files ffmpeg really writes and every way of cutting them
/// short: a whole file passes, every shorter one (and a WebM with bytes after its Segment) is
/// refused, and what cannot be read back (a device) is left alone.
@Suite(.serialized, .tags(.external), .unlessExternalToolsSkipped) struct VideoFileCheckTests {
    static let hint = Comment(rawValue: ExternalDecoders.ffmpegHint)

    /// A short video written by ffmpeg through ``VideoEncoder`` (which checks it too).
    static func video(_ format: VideoFormat) throws -> (folder: URL, path: String, bytes: Data) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("chroma-video-check-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent("v.\(format.rawValue)").path
        let encoder = try VideoEncoder(format: format, path: path, width: 32, height: 16, frameCount: 4, frameDuration: FrameDuration(fps: 10))
        for index in 0..<4 {
            let pixel: [UInt8] = [UInt8(index * 60), 0, 255 - UInt8(index * 60), 255]
            try encoder.add(AnimationFrame(width: 32, height: 16, depth: .eight, bytes: Array((0..<(32 * 16)).map { _ in pixel }.joined())))
        }
        try encoder.finish()
        return (folder, path, try Data(contentsOf: URL(fileURLWithPath: path)))
    }

    @Test(.enabled(if: ExternalDecoders.ffmpeg, hint), arguments: VideoFormat.allCases)
    func everyShorterFileIsRefused(format: VideoFormat) throws {
        let (folder, path, whole) = try Self.video(format)
        defer { try? FileManager.default.removeItem(at: folder) }
        try VideoFileCheck.check(path, format: format)
        // Every length from 0 to one byte short (a few hundred to a few thousand bytes).
        let cut = folder.appendingPathComponent("cut").path
        var refused = 0
        for length in 0..<whole.count {
            try whole.prefix(length).write(to: URL(fileURLWithPath: cut))
            do {
                try VideoFileCheck.check(cut, format: format)
                Issue.record("\(format) cut to \(length) of \(whole.count) bytes passed")
            } catch VideoError.incompleteFile(let named, let reason) {
                #expect(named == format && !reason.isEmpty)
                refused += 1
            }
        }
        #expect(refused == whole.count)
        #expect(throws: VideoError.incompleteFile(format, "it is empty")) {
            try Data().write(to: URL(fileURLWithPath: cut))
            try VideoFileCheck.check(cut, format: format)
        }
    }

    @Test(.enabled(if: ExternalDecoders.ffmpeg, hint))
    func theReasonNamesWhatIsMissing() throws {
        let (folder, _, webm) = try Self.video(.webm)
        defer { try? FileManager.default.removeItem(at: folder) }
        let cut = folder.appendingPathComponent("cut").path
        // A WebM with bytes after its Segment, or with the Segment's size never written.
        try (webm + Data([0, 0, 0])).write(to: URL(fileURLWithPath: cut))
        #expect(throws: VideoError.incompleteFile(.webm, "3 bytes follow its Segment")) { try VideoFileCheck.check(cut, format: .webm) }
        let (mp4Folder, _, mp4) = try Self.video(.mp4)
        defer { try? FileManager.default.removeItem(at: mp4Folder) }
        // An MP4 whose 'moov' box is renamed: every box whole, no index.
        var renamed = mp4
        let moov = try #require(renamed.range(of: Data("moov".utf8)))
        renamed.replaceSubrange(moov, with: Data("free".utf8))
        try renamed.write(to: URL(fileURLWithPath: cut))
        #expect(throws: VideoError.incompleteFile(.mp4, "it has no 'moov' box (the index ffmpeg writes last)")) { try VideoFileCheck.check(cut, format: .mp4) }
        // The same bytes as the other format: refused, not misread.
        try mp4.write(to: URL(fileURLWithPath: cut))
        #expect(throws: VideoError.self) { try VideoFileCheck.check(cut, format: .webm) }
        try webm.write(to: URL(fileURLWithPath: cut))
        #expect(throws: VideoError.self) { try VideoFileCheck.check(cut, format: .mp4) }
    }

    @Test func whatCannotBeReadBackIsNotChecked() throws {
        for format in VideoFormat.allCases {
            try VideoFileCheck.check("/dev/null", format: format)
            try VideoFileCheck.check("/dev/zero", format: format)
        }
        #expect(throws: VideoError.self) { try VideoFileCheck.check("/nonexistent/v.webm", format: .webm) }
    }
}
