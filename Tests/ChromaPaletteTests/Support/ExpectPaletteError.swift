import Testing
@testable import ChromaPalette

/// Expects `body` to throw a one-line ``PaletteError`` containing `fragment`; `input` names the
/// case in a failure.
func expectPaletteError(_ fragment: String, input: String, sourceLocation: SourceLocation = #_sourceLocation, _ body: () throws -> Void) {
    do {
        try body()
        Issue.record("accepted: \(input)", sourceLocation: sourceLocation)
    } catch let error as PaletteError {
        #expect(error.message.contains(fragment), "\(input): \(error.message)", sourceLocation: sourceLocation)
        #expect(!error.message.contains("\n"), sourceLocation: sourceLocation)
    } catch {
        Issue.record("\(input): \(error)", sourceLocation: sourceLocation)
    }
}
