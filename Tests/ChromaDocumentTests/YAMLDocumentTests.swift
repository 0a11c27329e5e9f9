import ChromaDocument
import Testing

/// YAML documents read into the same value tree as JSON, or an error naming where they are not
/// a document; never a crash.
@Suite struct YAMLDocumentTests {
    func failure(_ yaml: String) -> String? {
        do {
            _ = try DocumentReader.parse(Array(yaml.utf8), syntax: .yaml)
            return nil
        } catch {
            return (error as? DocumentError)?.description ?? "\(error)"
        }
    }

    @Test func scalarsBecomeDocumentValues() throws {
        let value = try DocumentReader.parse(Array("width: 8\nscale: 0.5\ndither: false\nname: sun\nnote: null\nsize: [1, 2]\n".utf8), syntax: .yaml)
        guard case .object(let object) = value else { Issue.record("not an object"); return }
        #expect(object["width"] == .number(8) && object["scale"] == .number(0.5) && object["dither"] == .bool(false))
        #expect(object["name"] == .string("sun") && object["note"] == .null && object["size"] == .array([.number(1), .number(2)]))
        #expect(object.keys == ["width", "scale", "dither", "name", "note", "size"])
    }

    @Test func yamlAndJSONGiveTheSameTree() throws {
        let json = #"{"width": 4, "height": 2, "layers": [{"paint": "red", "opacity": 0.5}]}"#
        let yaml = "width: 4\nheight: 2\nlayers:\n  - paint: red\n    opacity: 0.5\n"
        #expect(try DocumentReader.parse(Array(json.utf8), syntax: .json) == DocumentReader.parse(Array(yaml.utf8), syntax: .yaml))
    }

    /// Found by fuzzing: a mapping used as a key crashed the YAML library's constructor.
    @Test func aKeyThatIsNotAStringIsAnError() {
        #expect(failure("? [a, b]\n: 1\n") == "keys must be strings, found a list or mapping key")
        #expect(failure("layers:\n  7: red\n") == "layers: keys must be strings, found a number key")
    }

    @Test func valuesJSONHasNotAreErrorsNamingTheirPlace() {
        #expect(failure("background: 2001-12-14\n") == #"background: YAML reads "2001-12-14" as a date; quote it if it is meant as text"#)
        #expect(failure("layers: [{opacity: .nan}]\n") == #"layers[0].opacity: expected a finite number, found ".nan""#)
        #expect(failure("a: [1, 2\n")?.hasPrefix("malformed YAML") == true)
        #expect(failure("a: 1\na: 2\n")?.contains("duplicated key(s): 'a'") == true)
    }

    @Test func aliasesThatMultiplyStopAtTheLimit() {
        var laughs = "a: &a [1, 1, 1, 1, 1, 1, 1, 1, 1, 1]\n"
        for (name, previous) in zip(["b", "c", "d", "e", "f", "g"], ["a", "b", "c", "d", "e", "f"]) {
            laughs += "\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 10).joined(separator: ", ") + "]\n"
        }
        #expect(failure(laughs)?.contains("expands to more than 250000 values") == true)
    }
}
