import Chroma
import Foundation
import Testing

/// The article's SplashView, written as the article writes it: `[Color]` in, SwiftUI's animations.
@Suite struct SplashViewTests {
    @Test func theArticlesSplashWritesItsFramesIntoANewFolder() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("splash-view-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = root.appendingPathComponent("nested/frames").path
        let colors: [Color] = [.blue, .red, .green, .orange]
        let splash = SplashView(animationType: .leftToRight, colors: colors, animation: .easeInOut(duration: 0.5), fps: 20)
            .frame(width: 40, height: 20)
        try splash.render(toFolder: folder, animated: root.appendingPathComponent("splash.png").path)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        #expect(files.count == splash.timeline.frameCount && files.count > 3)
        let first = try PNGReader.read(contentsOf: folder + "/" + files[0])
        #expect(Array(first.samples[0..<4]) == [0, 122, 255, 255])          // SwiftUI's blue, not CSS's
        let last = try PNGReader.read(contentsOf: folder + "/" + files.last!)
        #expect(Array(last.samples[0..<4]) == [255, 149, 0, 255])           // SwiftUI's orange
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("splash.png").path))
    }

    @Test func darkAppearanceAndSpringTiming() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("splash-view-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let spring = SplashView(animationType: .circle, colors: [.blue, .red], animation: .spring(response: 0.55, dampingFraction: 0.825),
                                fps: 10, colorScheme: .dark).frame(width: 16, height: 16).cornerRadius(4)
        // Settling within 0.1%: ln(1000) / (0.825 × 2π / 0.55) ≈ 0.733 s.
        #expect(abs(spring.animation.duration - 0.7331) < 1e-3)
        try spring.render(toFolder: root.path)
        let files = try FileManager.default.contentsOfDirectory(atPath: root.path).sorted()
        let first = try PNGReader.read(contentsOf: root.path + "/" + files[0])
        #expect(Array(first.samples[(8 * 16 + 8) * 4..<(8 * 16 + 8) * 4 + 4]) == [10, 132, 255, 255])   // dark blue
        #expect(throws: (any Error).self) { try SplashView(colors: [.blue]).render(toFolder: root.path + "/one") }
    }
}
