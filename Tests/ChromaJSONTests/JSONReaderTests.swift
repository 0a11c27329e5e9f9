import ChromaJSON
import ChromaLimits
import Testing

/// The one JSON reader: order kept, strict grammar, errors at a line and column, limits checked
/// before the work they guard.
struct JSONReaderTests {
    private func read(_ text: String, maximumDepth: Int = 64, maximumBytes: Int = .max) throws(JSONReadError) -> JSON {
        try JSONReader.parse(Array(text.utf8), maximumDepth: maximumDepth, maximumBytes: maximumBytes)
    }

    private func error(_ text: String, maximumDepth: Int = 64) -> JSONReadError? {
        do {
            _ = try read(text, maximumDepth: maximumDepth)
            return nil
        } catch {
            return error
        }
    }

    @Test func objectsKeepTheirMembersInFileOrder() throws {
        let value = try read(#"{"zeta": 1, "alpha": [true, null, "x"], "mid": {"b": 2, "a": 3}}"#)
        guard case .object(let object) = value else { Issue.record("not an object"); return }
        #expect(object.keys == ["zeta", "alpha", "mid"])
        #expect(value["alpha"] == .array([.bool(true), .null, .string("x")]))
        guard case .object(let inner)? = value["mid"] else { Issue.record("mid"); return }
        #expect(inner.keys == ["b", "a"])
        #expect(value["missing"] == nil)
        #expect(JSON.number(1)["zeta"] == nil)
    }

    @Test func numbersReadAsTheNearestDouble() throws {
        let cases: [(String, Double)] = [("0", 0), ("-0", -0.0), ("1e308", 1e308), ("-1.7976931348623157e308", -Double.greatestFiniteMagnitude),
                                         ("5e-324", 5e-324), ("0.1", 0.1), ("123456789012345678", 123456789012345678), ("2.5E-3", 0.0025)]
        for (text, expected) in cases {
            guard case .number(let value) = try read(text) else { Issue.record(Comment(rawValue: text)); continue }
            #expect(value == expected && value.sign == expected.sign, "\(text)")
        }
    }

    @Test func stringsDecodeEveryEscapeAndSurrogatePairs() throws {
        #expect(try read(#""a\"b\\c\/d\b\f\n\r\t\u00e9\ud83d\ude00""#) == .string("a\"b\\c/d\u{8}\u{c}\n\r\té😀"))
        #expect(try read("\"héllo ✓\"") == .string("héllo ✓"))
    }

    @Test func faultsNameTheLineColumnAndWhatWasFound() {
        let cases: [(String, String)] = [
            ("{\n  \"a\": 1,\n  \"b\": [1, 2,]\n}", "malformed JSON at line 3, column 14: expected a value, found ']'"),
            ("", "malformed JSON at line 1, column 1: expected a value, found the end of the document"),
            ("{\"a\": 1,}", "malformed JSON at line 1, column 9: expected a key in double quotes, found '}'"),
            ("[1 2]", "malformed JSON at line 1, column 4: expected ',' or ']', found '2'"),
            ("01", "malformed JSON at line 1, column 2: expected the end of the document, found '1'"),
            ("+1", "malformed JSON at line 1, column 1: expected a value, found '+'"),
            ("1.", "malformed JSON at line 1, column 3: expected a digit after '.', found the end of the document"),
            ("NaN", "malformed JSON at line 1, column 1: expected a value, found 'N'"),
            ("[1] // note", "malformed JSON at line 1, column 5: expected the end of the document, found '/'"),
            ("\"a\u{1}b\"", "malformed JSON at line 1, column 3: a control character inside a string; write it as an escape, found byte 0x01"),
            (#""\x""#, #"malformed JSON at line 1, column 3: expected an escape (\" \\ \/ \b \f \n \r \t \uXXXX), found 'x'"#),
            (#""\ud83d""#, "malformed JSON at line 1, column 8: expected the second half of a surrogate pair, found '\"'"),
            (#""\ude00""#, "malformed JSON at line 1, column 8: a lone surrogate escape, found '\"'"),
            ("\"é\" x", "malformed JSON at line 1, column 5: expected the end of the document, found 'x'"),
            ("tru", "malformed JSON at line 1, column 1: expected a value, found 't'"),
        ]
        for (text, message) in cases {
            let found = error(text)
            #expect(found?.description == message, "\(text)")
            #expect(found?.kind == .syntax)
            #expect(found?.category == .dataError)
        }
        let badUTF8 = [UInt8(ascii: "\""), 0xFF, UInt8(ascii: "\"")]
        #expect(throws: JSONReadError.self) { try JSONReader.parse(badUTF8) }
    }

    @Test func aNumberBeyondADoubleIsRefusedNamingIt() {
        let found = error(#"{"width": 1e999}"#)
        #expect(found?.description == "malformed JSON at line 1, column 11: the number 1e999 is too large for a 64-bit float; expected a finite number")
        let long = "-" + String(repeating: "9", count: 400)
        #expect(error(long)?.description.contains("the number -" + String(repeating: "9", count: 39) + "… is too large") == true)
    }

    @Test func aKeyTwiceNamesTheKeyAndThePathOfItsObject() {
        let found = error(#"{"g": [{"c": 1}, {"c": 2, "c": 3}]}"#)
        #expect(found?.kind == .duplicateKey("c"))
        #expect(found?.path == ["g", "1"])
        #expect(found?.description == #"malformed JSON at line 1, column 27: the key "c" appears twice in one object, found '"'"#)
        #expect(error(#"{"a": 1, "a": 1}"#)?.path == [])
    }

    @Test func nestingIsRefusedBeforeTheLevelIsEntered() throws {
        #expect(try read(String(repeating: "[", count: 3) + String(repeating: "]", count: 3), maximumDepth: 3) != .null)
        let deep = error(String(repeating: "[", count: 4) + String(repeating: "]", count: 4), maximumDepth: 3)
        #expect(deep?.kind == .nesting(limit: 3))
        #expect(deep?.column == 4)
        #expect(deep?.description == "the document nests deeper than 3 levels")
        // At the nesting limit in force, the message names the setting that raises it.
        let limit = JSONReader.currentMaximumDepth
        let atLimit = error(String(repeating: "[", count: limit + 1), maximumDepth: limit)
        #expect(atLimit?.description.contains("the document needs more than \(limit) levels of nesting") == true)
        #expect(atLimit?.description.contains("CHROMA_MAX_NESTING") == true)
        // A million levels is refused at the limit, not by the stack.
        let hostile = error(String(repeating: "{\"a\":", count: 1_000_000), maximumDepth: 64)
        #expect(hostile?.kind == .nesting(limit: 64))
        #expect(hostile?.path.count == 64)
        let ceiling = error(String(repeating: "[", count: 1001), maximumDepth: ResourceLimits.nestingCeiling)
        #expect(ceiling?.description == "the document nests deeper than 1000 levels, the most Chroma reads")
    }

    @Test func aTextOverTheSizeLimitIsRefusedBeforeReading() {
        do {
            _ = try read("[1, 2, 3]", maximumBytes: 8)
            Issue.record("read")
        } catch {
            #expect(error.kind == .size(limit: 8))
            #expect(error.description == "the document is 9 bytes of JSON, over the limit of 8 bytes")
        }
        #expect((try? read("[1, 2, 3]", maximumBytes: 9)) != nil)
    }
}
