import Foundation
import Yams

/// YAML scene files, read into the JSON the scene decoders take, so that both spellings share
/// one schema. Only values JSON has are accepted: YAML's dates, binary data and non-finite
/// numbers are errors that name where they are.
public enum YAMLScene {
    /// The JSON for a YAML document.
    /// - Throws: ``YAMLScene/Failure`` for YAML that does not parse or holds a value JSON has not.
    public static func json(fromYAML text: String) throws -> Data {
        let value: Any
        do {
            value = try Yams.load(yaml: text) ?? [String: Any]()
        } catch {
            let reason = "\(error)".split(separator: "\n").first.map(String.init) ?? "malformed YAML"
            throw Failure(message: "malformed YAML: \(reason)")
        }
        let plain = try jsonValue(value, path: "")
        return try JSONSerialization.data(withJSONObject: plain, options: [.fragmentsAllowed, .sortedKeys])
    }

    /// A YAML document that is not a scene: the message names the key path and the value.
    public struct Failure: Error, CustomStringConvertible {
        /// What is wrong, and where.
        public var message: String
        /// The message.
        public var description: String { message }
    }

    /// Checks and copies a loaded YAML value, keeping only JSON's kinds of value.
    private static func jsonValue(_ value: Any, path: String) throws -> Any {
        func at(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }
        let place = path.isEmpty ? "the document" : path
        switch value {
        case let dictionary as [String: Any]:
            var copy: [String: Any] = [:]
            for (key, item) in dictionary { copy[key] = try jsonValue(item, path: at(key)) }
            return copy
        case let dictionary as [AnyHashable: Any]:
            var copy: [String: Any] = [:]
            for (key, item) in dictionary {
                guard let name = key.base as? String else {
                    throw Failure(message: "\(place): keys must be strings, found \(key.base)")
                }
                copy[name] = try jsonValue(item, path: at(name))
            }
            return copy
        case let array as [Any]:
            return try array.enumerated().map { index, item in try jsonValue(item, path: "\(path)[\(index)]") }
        case is String, is Bool, is Int, is NSNull:
            return value
        case let number as Double:
            guard number.isFinite else { throw Failure(message: "\(place): expected a finite number, found \(number)") }
            return number
        case is Date:
            throw Failure(message: "\(place): YAML read a date here; quote it if it is meant as text")
        case is Data:
            throw Failure(message: "\(place): YAML read binary data here; expected a number, string, list or mapping")
        default:
            throw Failure(message: "\(place): expected a number, string, list or mapping, found \(type(of: value))")
        }
    }
}
