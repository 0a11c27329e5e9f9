import ChromaJSON
import Testing

/// An object's members: in order, each key once, replaced in place, removed and inserted with
/// every later position kept right.
struct JSONObjectTests {
    @Test func membersKeepTheirOrderAndARepeatedKeyItsFirstPlace() {
        var object: JSONObject = ["b": .number(1), "a": .number(2)]
        object["c"] = .null
        object["b"] = .string("again")
        #expect(object.keys == ["b", "a", "c"])
        #expect(object["b"] == .string("again"))
        #expect(JSONObject([("x", .number(1)), ("y", .number(2)), ("x", .number(3))]).members.map(\.key) == ["x", "y"])
        #expect(JSONObject([("x", .number(1)), ("x", .number(3))])["x"] == .number(3))
    }

    @Test func removingAndInsertingKeepLookupsRight() {
        var object: JSONObject = [("a", .number(0)), ("b", .number(1)), ("c", .number(2)), ("d", .number(3))]
        object["b"] = nil
        #expect(object.keys == ["a", "c", "d"])
        #expect(object["d"] == .number(3) && object["c"] == .number(2) && object["b"] == nil)
        object.insert(.bool(true), forKey: "first", at: 0)
        object.insert(.bool(false), forKey: "last", at: 99)
        object.insert(.null, forKey: "neg", at: -5)
        #expect(object.keys == ["neg", "first", "a", "c", "d", "last"])
        #expect(object["d"] == .number(3) && object["last"] == .bool(false))
        object.insert(.number(7), forKey: "a", at: 0)
        #expect(object.keys == ["neg", "first", "a", "c", "d", "last"] && object["a"] == .number(7))
        object["missing"] = nil
        #expect(object.count == 6 && !object.isEmpty)
        #expect(JSONObject().isEmpty)
    }

    @Test func equalityIsByMembersInOrder() {
        let ab: JSONObject = ["a": .number(1), "b": .number(2)]
        let ba: JSONObject = ["b": .number(2), "a": .number(1)]
        #expect(ab != ba)
        #expect(ab == JSONObject([("a", .number(1)), ("b", .number(2))]))
        #expect(JSON.object(ab).kindName == "an object" && JSON.number(.nan).kindName == "a number")
    }
}
