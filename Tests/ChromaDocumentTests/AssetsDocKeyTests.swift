import ChromaRaster
import Foundation
import Testing
@testable import ChromaDocument

/// Every document key docs/ASSETS.md names is one the reader takes: the keys of its assets
/// document example, and each `key: value` or `key:` in backquotes, with the value where the
/// key has fixed ones (`colorProfile: display-p3`, `kind: web`).
@Suite struct AssetsDocKeyTests {
    static let doc = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("docs/ASSETS.md")

    /// Keys of the documents Chroma reads.
    static let keys = Set(AssetsSection.keys + SceneSection.keys + SplashSection.keys + ["assets"])

    /// Names of other formats the doc quotes in the same form: a media feature of the web snippet.
    static let otherFormats: Set<String> = ["orientation"]

    @Test func everyKeyOfTheExampleDocumentIsRead() throws {
        let text = try String(contentsOf: Self.doc, encoding: .utf8)
        let blocks = text.components(separatedBy: "```yaml\n").dropFirst().map { $0.components(separatedBy: "```")[0] }
        #expect(!blocks.isEmpty)
        var checked = 0
        for block in blocks {
            for match in block.matches(of: /(?m)^\s*(?:- )?([a-zA-Z][a-zA-Z-]*):/) {
                let key = String(match.output.1)
                #expect(AssetsSection.keys.contains(key) || key == "assets", "the example's key \(key) is not one the assets reader takes")
                checked += 1
            }
        }
        #expect(checked >= 15)
    }

    @Test func everyQuotedKeyIsRead() throws {
        let text = try String(contentsOf: Self.doc, encoding: .utf8)
        var checked = 0
        for match in text.matches(of: /`"?([a-zA-Z][a-zA-Z-]*)"?:( [^`]*)?`/) {
            let key = String(match.output.1)
            guard !Self.otherFormats.contains(key) else { continue }
            #expect(Self.keys.contains(key), "docs/ASSETS.md names the key \(key), which no document reader takes")
            if let value = match.output.2.map({ $0.trimmingCharacters(in: .whitespaces) }) {
                switch key {
                case "colorProfile": #expect(OutputColorSpace(rawValue: value) != nil, "colorProfile: \(value)")
                case "kind": #expect(AssetsDocument.kindNames.contains(value), "kind: \(value)")
                default: break
                }
            }
            checked += 1
        }
        #expect(checked >= 5)
        // A quoted key alone ("profile") names a key too.
        for match in text.matches(of: /`"([a-zA-Z][a-zA-Z-]*)"`/) {
            #expect(Self.keys.contains(String(match.output.1)), "docs/ASSETS.md names the key \(match.output.1), which no document reader takes")
        }
    }
}
