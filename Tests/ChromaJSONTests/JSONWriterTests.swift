import ChromaJSON
import Testing

/// The one JSON writer: the same numbers and strings in every style, each style's layout, and
/// what it writes reads back as the same value.
struct JSONWriterTests {
    private let sample: JSON = .object([
        ("name", .string("a/b \"c\"")),
        ("components", .array([.number(0.5), .number(-0.0), .number(1)])),
        ("nested", .array([.object(["x": .number(1e-05)]), .array([])])),
        ("empty", .object(JSONObject())),
        ("flag", .bool(false)),
        ("none", .null),
    ])

    @Test func numbersAreWrittenInTheirShortestRoundTrippingForm() {
        let cases: [(Double, String)] = [(0, "0"), (-0.0, "0"), (1, "1"), (-42, "-42"), (0.5, "0.5"), (0.1 + 0.2, "0.30000000000000004"),
                                         (1e-05, "1e-05"), (999_999_999_999_999, "999999999999999"), (1e15, "1000000000000000.0"), (1e16, "1e+16"), (1e308, "1e+308"),
                                         (5e-324, "5e-324"), (.nan, "null"), (.infinity, "null"), (-.infinity, "null")]
        for (value, text) in cases {
            #expect(JSONWriter.number(value) == text, "\(value)")
        }
    }

    @Test func oneEscaperForEveryString() {
        #expect(JSONString.quoted("a\"b\\c/d") == #""a\"b\\c/d""#)
        #expect(JSONString.quoted("a/b", escapingSlash: true) == #""a\/b""#)
        #expect(JSONString.quoted("\u{8}\u{c}\n\r\t\u{0}\u{1f}") == #""\b\f\n\r\t\u0000\u001f""#)
        #expect(JSONString.quoted("\u{7f}é\u{2028}😀") == "\"\u{7f}é\u{2028}😀\"")
        #expect(JSONString.quoted("") == "\"\"")
    }

    @Test func compactHasNoSpace() {
        #expect(sample.text() == #"{"name":"a/b \"c\"","components":[0.5,0,1],"nested":[{"x":1e-05},[]],"empty":{},"flag":false,"none":null}"#)
        #expect(sample.text(JSONStyle(layout: .compact, escapesSlash: true)).hasPrefix(#"{"name":"a\/b"#))
    }

    @Test func prettyIndentsAndKeepsScalarArraysOnOneLine() {
        #expect(sample.text(.pretty) == """
        {
          "name": "a/b \\"c\\"",
          "components": [0.5, 0, 1],
          "nested": [
            {
              "x": 1e-05
            },
            []
          ],
          "empty": {},
          "flag": false,
          "none": null
        }
        """)
    }

    @Test func xcodeSortsKeysAndSpacesColons() {
        #expect(sample.text(.xcode) == """
        {
          "components" : [
            0.5,
            0,
            1
          ],
          "empty" : {

          },
          "flag" : false,
          "name" : "a\\/b \\"c\\"",
          "nested" : [
            {
              "x" : 1e-05
            },
            [

            ]
          ],
          "none" : null
        }

        """)
    }

    @Test func everyStyleReadsBackAsTheSameValue() throws {
        let odd: JSON = .array([.number(1e308), .number(-5e-324), .number(123456789.125), .string("\u{0}\u{8}/é😀\u{2028}"),
                                .object([(String(repeating: "k", count: 5000), .array([.array([.null])]))])])
        for style in [JSONStyle.compact, .pretty, .xcode, JSONStyle(layout: .compact, escapesSlash: true)] {
            for value in [sample, odd] {
                let text = value.text(style)
                var back = try JSONReader.parse(Array(text.utf8))
                if style.layout == .xcode, case .object(let object) = value, case .object(let read) = back {
                    // Xcode's layout sorts keys: compare members by name.
                    #expect(Set(read.keys) == Set(object.keys))
                    back = .object(JSONObject(object.keys.map { ($0, read[$0]!) }))
                }
                // -0 is written 0, which equals -0 as a Double.
                #expect(back == value, "\(style.layout): \(text.prefix(80))")
            }
        }
    }
}
