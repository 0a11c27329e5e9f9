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

    /// YAML 1.1 reads `010` as 8 and `1:00` as 60; a document takes only JSON's decimal numbers.
    @Test(arguments: [("010", "an octal number"), ("0o17", "an octal number"), ("-007", "an octal number"),
                      ("0x200", "a hexadecimal number"), ("0b101", "a binary number"), ("1:00", "a base-60 number"),
                      ("1_000", "a number with '_' separators"), ("1_000.5", "a number with '_' separators")])
    func numbersInOtherNotationsAreRefused(_ text: String, notation: String) {
        #expect(failure("width: \(text)\n") == "width: YAML reads \"\(text)\" as \(notation); write numbers in decimal, as JSON does, or quote it if it is text")
    }

    /// YAML 1.1's yes/no/on/off are refused; true and false (any case) are booleans.
    @Test func onlyTrueAndFalseAreBooleans() throws {
        for word in ["yes", "no", "on", "off", "Yes", "NO", "On"] {
            #expect(failure("dither: \(word)\n") == "dither: YAML reads \"\(word)\" as a boolean; write true or false, or quote it if it is text")
        }
        for (word, flag) in [("true", true), ("false", false), ("True", true), ("FALSE", false)] {
            let value = try DocumentReader.parse(Array("dither: \(word)\n".utf8), syntax: .yaml)
            guard case .object(let object) = value else { Issue.record("not an object"); return }
            #expect(object["dither"] == .bool(flag))
        }
    }

    @Test(arguments: ["0", "-0", "+64", "64", "0.5", ".5", "-1.25", "1e3", "1E+3", "2.5e-3", "65535", "100.", "1e308"])
    func decimalNumbersAreRead(_ text: String) throws {
        let value = try DocumentReader.parse(Array("width: \(text)\n".utf8), syntax: .yaml)
        guard case .object(let object) = value else { Issue.record("not an object"); return }
        #expect(object["width"] == .number(Double(text)!), "\(text)")
    }

    /// `background: #ff0000` is `background: null` in YAML; the error says which line and how to write it.
    @Test func aCommentedColorIsNamedInTheError() {
        func read(_ yaml: String) -> String {
            do { _ = try DocumentReader.read(Array(yaml.utf8), syntax: .yaml, name: "a.yaml"); return "read" } catch { return "\(error)" }
        }
        #expect(read("width: 8\nheight: 8\nbackground: #ff0000\n")
            == ##"a.yaml: background: expected a color string, found null (line 3: YAML reads #ff0000 as the start of a comment; quote the color: "#ff0000")"##)
        #expect(read("width: 8\nheight: 8\nlayers:\n  - paint:\n      linear:\n        stops:\n          - #00f\n          - red\n")
            .hasSuffix(##"found null (line 7: YAML reads #00f as the start of a comment; quote the color: "#00f")"##))
        let flow = read("width: 8\nheight: 8\nlayers:\n  - paint: {linear: {stops: [#ff0000, #0000ffcc]}}\n")
        #expect(flow.hasPrefix("a.yaml: malformed YAML: line 5, column 1: ") && flow.hasSuffix(##"(line 4: YAML reads #ff0000 as the start of a comment; quote the color: "#ff0000")"##), "\(flow)")
        #expect(read("width: 8\nheight: 8\nbackground: 0xff8800\n")
            == ##"a.yaml: background: YAML reads "0xff8800" as a hexadecimal number; write numbers in decimal, as JSON does, or quote it if it is text, and quote a color: "#ff8800""##)
        // Comments that are comments, and quoted hex, give no hint.
        #expect(read("# #ff0000 is the brand red\nwidth: 8\nheight: 8\nbackground: '#ff0000' # not #00ff00\n") == "read")
        #expect(read("width: 8\nheight: 8\nbackground: null # #ff0000\n") == "a.yaml: background: expected a color string, found null")
        #expect(read("width: 8\nheight: 8\nbackground:\n") == "a.yaml: background: expected a color string, found null")
    }

    @Test func aliasesThatMultiplyStopAtTheLimit() {
        var laughs = "a: &a [1, 1, 1, 1, 1, 1, 1, 1, 1, 1]\n"
        for (name, previous) in zip(["b", "c", "d", "e", "f", "g"], ["a", "b", "c", "d", "e", "f"]) {
            laughs += "\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 10).joined(separator: ", ") + "]\n"
        }
        #expect(failure(laughs)?.contains("expands to more than 250000 values") == true)
    }
}
