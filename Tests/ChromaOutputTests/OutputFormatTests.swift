import ChromaAssetModel
import Testing
@testable import ChromaOutput

/// The one place an output path's extension is read, and the folder arithmetic of frame output.
@Suite struct OutputFormatTests {
    @Test func extensionsChooseTheFormatForEachRole() throws {
        let cases: [(String, OutputFormat.Role, OutputFormat)] = [
            ("a.png", .still, .png), ("A.PNG", .still, .png), ("noextension", .still, .png), ("-", .still, .png),
            ("dir.v2/name", .still, .png), (".hidden", .still, .png), ("a.apng", .still, .png),
            ("a.png", .animation, .apng), ("a.apng", .animation, .apng), ("x/a.APNG", .animation, .apng), ("-", .animation, .apng),
            ("a.webp", .still, .webp), ("a.GIF", .still, .gif), ("a.webp", .animation, .webp), ("a.gif", .animation, .gif),
            ("a.mp4", .animation, .mp4), ("a.WebM", .animation, .webm),
        ]
        for (path, role, format) in cases {
            #expect(try OutputFormat.forPath(path, role: role, option: "-o") == format, "\(path) as \(role)")
        }
    }

    @Test func videosAreAnimationsOnlyAndMP4CannotStream() throws {
        for path in ["a.mp4", "a.webm"] { #expect(throws: OutputError.self) { try OutputFormat.forPath(path, role: .still, option: "-o") } }
        #expect(OutputFormat.allCases.filter { !$0.streams && !$0.isFolder } == [.mp4])
        #expect(try OutputFormat.forPath("-", role: .animation, option: "--animated", fallback: .gif) == .gif)
        #expect(try OutputFormat.forPath("noextension", role: .animation, option: "--animated", fallback: .webm) == .webm)
        #expect(OutputFormat.named("GIF", role: .animation) == .gif && OutputFormat.named("mp4", role: .still) == nil)
    }

    @Test(arguments: ["a.jpg", "b.gpl", "c.", "x/y.tiff", "long." + String(repeating: "z", count: 300)])
    func unknownExtensionsAreRefusedListingTheKnownOnes(_ path: String) {
        let suffix = OutputFormat.suffix(of: path)
        if path.hasSuffix(".") {
            #expect(suffix == nil)
            return
        }
        #expect {
            try OutputFormat.forPath(path, role: .still, option: "-o")
        } throws: { error in
            guard case let .unknownFormat(option, named, found, known) = error as? OutputError else { return false }
            return option == "-o" && named == path && found == suffix && known == OutputFormat.knownSuffixes(for: .still)
                && "\(error)".contains("expected .png")
        }
    }

    @Test(arguments: [".appiconset", ".imageset", ".icon", "dir/.appiconset", "dir/.ICON/", "/abs/x/.imageset//"])
    func anAssetFolderWithoutANameIsRefused(_ path: String) {
        // A hidden name is not an extension: without the check this is a PNG file named ".appiconset".
        let suffix = String(PathSuffix.lastComponent(path).dropFirst()).lowercased()
        #expect(OutputFormat.suffix(of: path) == nil)
        #expect {
            try OutputFormat.forPath(path, role: .still, option: "-o")
        } throws: { error in
            (error as? OutputError) == .unnamedAssetFolder(option: "-o", path: path, suffix: suffix)
                && "\(error)".contains("'\(path)' has no name before .\(suffix)") && "\(error)".contains("." + suffix)
        }
        for (android, web) in [(AndroidAsset?.none, false), (.launcher, false), (nil, true)] {
            #expect(throws: OutputError.unnamedAssetFolder(option: "-o", path: path, suffix: suffix)) {
                try AssetOutput.kind(forPath: path, android: android, web: web, macOS: false)
            }
        }
    }

    @Test func namedAssetFoldersAndOtherHiddenNamesAreNotRefused() throws {
        for (path, format) in [("A.appiconset", OutputFormat.appIconSet), ("x/.imageset.png", .png), ("..icon", .iconComposer), (".png", .png),
                               (".", .png), ("x/.iconset", .png), (".appiconsets", .png)] {
            #expect(try OutputFormat.forPath(path, role: .still, option: "-o") == format, "\(path)")
        }
        // An animation's hidden file is its own name: the check is the asset folders'.
        #expect(try OutputFormat.forPath(".icon", role: .animation, option: "--animated") == .apng)
        #expect(try AssetOutput.kind(forPath: "a/b.icon", android: nil, web: false, macOS: false) == .iconComposer)
    }

    @Test func everyFormatHasARoleAndTheKnownListsHaveNoRepeats() {
        for format in OutputFormat.allCases {
            #expect(!format.suffixes(for: .still).isEmpty || !format.suffixes(for: .animation).isEmpty, "\(format)")
        }
        for role in [OutputFormat.Role.still, .animation] {
            let known = OutputFormat.knownSuffixes(for: role)
            #expect(Set(known).count == known.count)
            #expect(known.contains(OutputFormat.standard(for: role).suffixes(for: role)[0]))
        }
    }

    @Test func parentFolders() {
        let cases: [(String, String)] = [("a", ""), ("ab", ""), ("a/", ""), ("/", "/"), ("/a", "/"), ("//a", "/"),
                                         ("x/y", "x"), ("x/y/", "x"), ("/x/y", "/x"), ("./a", "."), ("", "")]
        for (path, parent) in cases { #expect(FrameSequenceOutput.parent(of: path) == parent, "\(path)") }
    }
}
