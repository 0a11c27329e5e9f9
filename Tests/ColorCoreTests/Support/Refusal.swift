import Testing
@testable import ColorCore

/// Expects `input` to be refused with one line that quotes it and contains `fragment`.
func expectRefusal(_ input: String, containing fragment: String, sourceLocation: SourceLocation = #_sourceLocation) {
    do {
        let color = try Color(parsing: input)
        Issue.record("'\(input)' parsed as \(color)", sourceLocation: sourceLocation)
    } catch let error as ColorParseError {
        #expect(error.input == input, sourceLocation: sourceLocation)
        #expect(error.description.hasPrefix("invalid color '\(input)'"), sourceLocation: sourceLocation)
        #expect(error.description.contains(fragment), "\(error.description)", sourceLocation: sourceLocation)
        #expect(!error.description.contains("\n"), sourceLocation: sourceLocation)
    } catch {
        Issue.record("unexpected error \(error)", sourceLocation: sourceLocation)
    }
}
