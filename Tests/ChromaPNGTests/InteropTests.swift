import ChromaTestSupport
import Foundation
import Testing
@testable import ChromaPNG
import PNGSpecDecoder

// Chroma's files read by other programs. Each suite runs when its tool is installed (bash .ci/run
// installs all three, so CI always runs them) and is otherwise skipped with one line saying how to
// enable it (the trait sits on the suite's one test, so the skip is one line). Round trips do not depend on them: they decode with SpecPNG.

@Suite(.tags(.external), .unlessExternalToolsSkipped) struct PngcheckInteropTests {
    @Test(.enabled(if: ExternalTools.pngcheck != nil, Comment(rawValue: ExternalTools.pngcheckHint)))
    func pngcheckAcceptsEveryFile() throws {
        let files = try InteropSamples()
        defer { files.folder.remove() }
        try ExternalTools.pngcheck(files.samples.map(\.path))
        // pngcheck is a real checker: a flipped byte in a CRC is refused.
        var broken = try [UInt8](Data(contentsOf: URL(fileURLWithPath: files.samples[0].path)))
        broken[29] ^= 0xff
        let path = files.folder.path("broken.png")
        try Data(broken).write(to: URL(fileURLWithPath: path))
        #expect(try ExternalTools.run(ExternalTools.pngcheck!, ["-q", path]).status != 0)
    }
}

@Suite(.tags(.external), .unlessExternalToolsSkipped) struct PillowInteropTests {
    @Test(.enabled(if: ExternalTools.python != nil, Comment(rawValue: ExternalTools.pillowHint)))
    func pillowDecodesWhatSpecPNGDecodes() throws {
        let files = try InteropSamples()
        defer { files.folder.remove() }
        let decoded = try ExternalTools.pillow(files.samples.map(\.path))
        try #require(decoded.count == files.samples.count)
        for (sample, pillow) in zip(files.samples, decoded) {
            let name = (sample.path as NSString).lastPathComponent
            let ours = sample.decoded
            #expect(pillow.size == [ours.header.width, ours.header.height], "\(name)")
            #expect(pillow.frames == max(1, ours.frames.count), "\(name)")
            // Pillow composes APNG frames; every frame here is whole and opaque, so composed is raw.
            let frames = ours.frames.isEmpty ? [ours.defaultImage] : ours.frames
            for (index, frame) in frames.enumerated() {
                #expect(pillow.rgba[index] == InteropSamples.eightBit(frame, depth: ours.header.bitDepth), "\(name) frame \(index)")
            }
            for (key, text) in ours.texts { #expect(pillow.text[key] == text, "\(name) \(key)") }
        }
    }
}

@Suite(.tags(.external), .unlessExternalToolsSkipped) struct ChromiumInteropTests {
    /// Draws every opaque sRGB sample on a canvas in headless Chromium and reads the pixels back.
    @Test(.enabled(if: ExternalTools.chromium != nil, Comment(rawValue: ExternalTools.chromiumHint)))
    func chromiumDrawsWhatSpecPNGDecodes() throws {
        let files = try InteropSamples()
        defer { files.folder.remove() }
        let samples = files.samples.filter(\.opaqueSRGB)
        let sources = try samples.map { sample in
            "data:image/png;base64," + (try Data(contentsOf: URL(fileURLWithPath: sample.path))).base64EncodedString()
        }
        let sourcesJSON = String(decoding: try JSONEncoder().encode(sources), as: UTF8.self)
        let page = """
            <!doctype html><html><body><pre id="out">pending</pre><script>
            const sources = \(sourcesJSON);
            Promise.all(sources.map(src => new Promise((done, fail) => {
              const image = new Image();
              image.onload = () => {
                const canvas = document.createElement('canvas');
                canvas.width = image.naturalWidth; canvas.height = image.naturalHeight;
                const context = canvas.getContext('2d', {colorSpace: 'srgb'});
                context.drawImage(image, 0, 0);
                done(Array.from(context.getImageData(0, 0, canvas.width, canvas.height).data));
              };
              image.onerror = () => fail(new Error('cannot decode'));
              image.src = src;
            }))).then(all => { document.getElementById('out').textContent = 'RESULT' + JSON.stringify(all) + 'END'; },
                      error => { document.getElementById('out').textContent = 'ERROR ' + error; });
            </script></body></html>
            """
        let pagePath = files.folder.path("page.html")
        try page.write(toFile: pagePath, atomically: true, encoding: .utf8)
        let profile = files.folder.path("profile")
        let result = try ExternalTools.run(ExternalTools.chromium!, [
            "--headless", "--no-sandbox", "--disable-gpu", "--force-color-profile=srgb", "--user-data-dir=\(profile)",
            "--virtual-time-budget=20000", "--dump-dom", "file://\(pagePath)",
        ])
        let output = result.stdout
        let start = try #require(output.range(of: "RESULT"), "Chromium printed no result: \(output.prefix(300)) \(result.stderr.suffix(300))")
        let end = try #require(output.range(of: "END", range: start.upperBound..<output.endIndex))
        let pixels = try JSONDecoder().decode([[Int]].self, from: Data(output[start.upperBound..<end.lowerBound].utf8))
        try #require(pixels.count == samples.count)
        for (sample, drawn) in zip(samples, pixels) {
            let expected = InteropSamples.eightBit(sample.decoded.defaultImage, depth: sample.decoded.header.bitDepth)
            // 16-bit samples may be rounded rather than cut to 8 bits: allow 1.
            let worst = zip(expected, drawn).map { abs($0 - $1) }.max() ?? 0
            #expect(drawn.count == expected.count && worst <= (sample.decoded.header.bitDepth == 16 ? 1 : 0),
                    "\((sample.path as NSString).lastPathComponent): Chromium differs by up to \(worst)")
        }
    }
}
