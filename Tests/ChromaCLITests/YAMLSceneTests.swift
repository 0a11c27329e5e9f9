import ChromaCLI
import Foundation
import Testing

/// YAML scene files become JSON, or an error naming where they are not a scene; never a crash.
@Suite struct YAMLSceneTests {
    func failure(_ yaml: String) -> String? {
        do {
            _ = try YAMLScene.json(fromYAML: yaml)
            return nil
        } catch {
            return (error as? YAMLScene.Failure)?.message ?? "\(error)"
        }
    }

    @Test func scalarsBecomeJSONValues() throws {
        let json = try YAMLScene.json(fromYAML: "width: 8\nscale: 0.5\ndither: false\nname: sun\nnote: null\nsize: [1, 2]\n")
        let object = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
        #expect(object["width"] as? Int == 8 && object["scale"] as? Double == 0.5 && object["dither"] as? Bool == false)
        #expect(object["name"] as? String == "sun" && object["note"] is NSNull && object["size"] as? [Int] == [1, 2])
    }

    /// Found by fuzzing: a mapping used as a key crashed the YAML library's constructor.
    @Test func aKeyThatIsNotAStringIsAnError() {
        #expect(failure("? [a, b]\n: 1\n") == "the document: keys must be strings, found a list or mapping")
        #expect(failure("layers:\n  7: red\n") == "layers: keys must be strings, found a number")
    }

    @Test func valuesJSONHasNotAreErrorsNamingTheirPlace() {
        #expect(failure("background: 2001-12-14\n") == "background: YAML reads '2001-12-14' as a date; quote it if it is meant as text")
        #expect(failure("layers: [{opacity: .nan}]\n") == "layers[0].opacity: expected a finite number, found .nan")
        #expect(failure("a: [1, 2\n")?.hasPrefix("malformed YAML") == true)
    }

    @Test func aliasesThatMultiplyAndDeepNestingStopAtTheLimits() {
        var laughs = "a: &a [1, 1, 1, 1, 1, 1, 1, 1, 1, 1]\n"
        for (name, previous) in zip(["b", "c", "d", "e", "f", "g"], ["a", "b", "c", "d", "e", "f"]) {
            laughs += "\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 10).joined(separator: ", ") + "]\n"
        }
        #expect(failure(laughs)?.contains("expands to more than \(YAMLScene.maximumValues) values") == true)
        let deep = String(repeating: "[", count: 200) + String(repeating: "]", count: 200)
        #expect(failure(deep)?.contains("over the nesting limit of 64") == true)
    }
}
