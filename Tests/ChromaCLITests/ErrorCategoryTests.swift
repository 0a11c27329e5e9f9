import ArgumentParser
import ChromaDocument
import ChromaFiles
import ChromaLimits
import ChromaPalette
import Foundation
import Testing
@testable import ChromaCLI

/// Errors classify themselves: the exit status is the category an error carries, an error that
/// carries none exits 70 (never 1, which only a failed check gives), and an errno survives from
/// the system call into the error and its message. In process: nothing here spawns `chroma`.
@Suite struct ErrorCategoryTests {
    /// An error no part of Chroma knows.
    struct Unclassified: Error {}
    enum UnclassifiedCase: Error { case one, two }
    final class UnclassifiedClass: Error {}

    @Test(arguments: [Unclassified() as Error, UnclassifiedCase.two, UnclassifiedClass(), CancellationError(), POSIXError(.ENOSPC),
                      NSError(domain: "elsewhere", code: 1)])
    func anUnclassifiedErrorExits70(_ error: Error) {
        #expect(ExitStatus.status(for: error) == .software)
        #expect(ExitStatus.status(for: error).rawValue == 70)
    }

    @Test func everyCategoryHasItsStatus() {
        let expected: [ErrorCategory: Int32] = [.usage: 64, .dataError: 65, .noInput: 66, .unavailable: 69, .software: 70, .cannotCreate: 73, .ioError: 74]
        #expect(Set(expected.keys) == Set(ErrorCategory.allCases))
        for category in ErrorCategory.allCases {
            #expect(ExitStatus(category).rawValue == expected[category])
            struct Carrier: CategorizedError { var category: ErrorCategory }
            #expect(ExitStatus.status(for: Carrier(category: category)).rawValue == expected[category])
        }
    }

    @Test func libraryErrorsCarryTheirCategory() throws {
        var missing = DocumentError(path: "assets[0].scene", message: "cannot read 'x.yaml': no such file")
        #expect(ExitStatus.status(for: missing) == .dataError)
        missing.kind = .missingInput
        #expect(ExitStatus.status(for: missing) == .noInput)
        #expect(ExitStatus.status(for: FileError(.cannotWrite, path: "x", code: ENOSPC, message: "full")) == .ioError)
        #expect(ExitStatus.status(for: FileError(.cannotCreate, path: "x", code: EACCES, message: "no")) == .cannotCreate)
        #expect(ExitStatus.status(for: FileError(.cannotRead, path: "x", code: ENOENT, message: "no")) == .noInput)
        #expect(ExitStatus.status(for: FileError(.cannotWrite, path: nil, code: EPIPE, message: "pipe")) == .brokenPipe)
        #expect(ExitStatus.status(for: PaletteError("line 1: not a color")) == .dataError)
        #expect(ExitStatus.status(for: PaletteError("cannot write", FileError(.cannotWrite, path: "x", code: ENOSPC, message: "full"))) == .ioError)
        #expect(ExitStatus.status(for: InputRangeError(value: .nan, range: .fraction)) == .usage)
        #expect(ExitStatus.status(for: ExitCode(1)) == .checkFailed)
        #expect(ExitStatus.status(for: ValidationError("bad")) == .usage)
        // ArgumentParser's own errors keep their codes: a parse failure is usage (64), not 70.
        for (arguments, status) in [(["--no-such-option"], ExitStatus.usage), (["convert"], .usage), (["no-such-command"], .usage),
                                    (["convert", "red", "--json", "--json2"], .usage)] {
            do {
                _ = try ChromaCommand.parse(arguments)
                Issue.record("\(arguments) parsed")
            } catch {
                #expect(ExitStatus.status(for: error) == status, "\(arguments)")
            }
        }
    }

    /// An asset catalog that cannot be written keeps the errno and says the system's reason.
    @Test func aCatalogWriteKeepsTheErrno() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-errno-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(FileManager.default.createFile(atPath: folder + "/file", contents: Data("x".utf8)))
        let palette = Palette(entries: [Palette.Entry(name: "red", color: .init(red: 1, green: 0, blue: 0))])
        // Inside a regular file: the folder cannot be created (ENOTDIR), 73 with the reason.
        do {
            try AssetCatalog.write(palette, to: folder + "/file/Colors.xcassets")
            Issue.record("written inside a file")
        } catch let error as PaletteError {
            #expect(error.code == ENOTDIR && error.category == .cannotCreate, "\(error)")
            #expect(error.message.contains(String(cString: strerror(ENOTDIR))), "\(error)")
            #expect(ExitStatus.status(for: error) == .cannotCreate)
        }
        // A file in the catalog's place: refused, 73, no errno.
        do {
            try AssetCatalog.write(palette, to: folder + "/file")
            Issue.record("a file replaced")
        } catch let error as PaletteError {
            #expect(error.code == nil && error.category == .cannotCreate && error.message.contains("a file of that name exists"), "\(error)")
        }
        // A folder holding other assets is never replaced: 73.
        try FileManager.default.createDirectory(atPath: folder + "/A.xcassets/Icon.appiconset", withIntermediateDirectories: true)
        do {
            try AssetCatalog.write(palette, to: folder + "/A.xcassets")
            Issue.record("a catalog with an icon replaced")
        } catch let error as PaletteError {
            #expect(error.category == .cannotCreate && ExitStatus.status(for: error).rawValue == 73, "\(error)")
        }
        // And it writes where it can.
        try AssetCatalog.write(palette, to: folder + "/Colors.xcassets")
        let sets = try FileManager.default.contentsOfDirectory(atPath: folder + "/Colors.xcassets").filter { $0.hasSuffix(".colorset") }
        #expect(sets.count == 1)
    }
}
