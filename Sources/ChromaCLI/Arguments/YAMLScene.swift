import ChromaLimits
import Foundation
import Yams

/// YAML scene files, read into the JSON the scene decoders take, so that both spellings share
/// one schema. Only values JSON has are accepted: YAML's dates, binary data, non-finite
/// numbers and non-string keys are errors that name where they are. The document is walked
/// from its node tree, with the nesting limit and a cap on the values aliases expand to, so
/// neither deep nor self-multiplying files can exhaust the machine.
public enum YAMLScene {
    /// The most values a document may expand to once its aliases are followed.
    public static let maximumValues = 250_000

    /// The JSON for a YAML document.
    /// - Throws: ``YAMLScene/Failure`` for YAML that does not parse, holds a value JSON has
    ///   not, or is over the nesting limit or ``maximumValues``.
    public static func json(fromYAML text: String) throws -> Data {
        let root: Node?
        do {
            root = try Yams.compose(yaml: text)
        } catch {
            let reason = "\(error)".split(separator: "\n").first.map(String.init) ?? "malformed YAML"
            throw Failure(message: "malformed YAML: \(reason)")
        }
        var walk = Walk(depthLimit: ResourceLimits.current.nesting)
        let value = try root.map { try walk.value($0, path: "", depth: 1) } ?? [String: Any]()
        return try JSONSerialization.data(withJSONObject: value, options: [.fragmentsAllowed, .sortedKeys])
    }

    /// A YAML document that is not a scene: the message names the key path and the value.
    public struct Failure: Error, CustomStringConvertible {
        /// What is wrong, and where.
        public var message: String
        /// The message.
        public var description: String { message }
    }

    /// Converts nodes to JSON values, counting them against the limits.
    private struct Walk {
        let depthLimit: Int
        var count = 0

        mutating func value(_ node: Node, path: String, depth: Int) throws -> Any {
            let place = path.isEmpty ? "the document" : path
            count += 1
            guard count <= YAMLScene.maximumValues else {
                throw Failure(message: "\(place): the document expands to more than \(YAMLScene.maximumValues) values")
            }
            switch node {
            case .scalar(let scalar):
                return try Self.scalar(scalar, tag: Tag.Name(rawValue: node.tag.rawValue), place: place)
            case .sequence(let sequence):
                try checkDepth(depth, place)
                return try sequence.enumerated().map { index, item in try value(item, path: "\(path)[\(index)]", depth: depth + 1) }
            case .mapping(let mapping):
                try checkDepth(depth, place)
                var object: [String: Any] = [:]
                for (key, item) in mapping {
                    guard case .scalar(let name) = key, Tag.Name(rawValue: key.tag.rawValue) == .str else {
                        throw Failure(message: "\(place): keys must be strings, found a \(Self.kind(Tag.Name(rawValue: key.tag.rawValue)))")
                    }
                    object[name.string] = try value(item, path: path.isEmpty ? name.string : "\(path).\(name.string)", depth: depth + 1)
                }
                return object
            case .alias:
                throw Failure(message: "\(place): an alias that names no anchor")
            }
        }

        private func checkDepth(_ depth: Int, _ place: String) throws {
            do {
                try ResourceLimits.check(depth, .nesting, "the file")
            } catch let error as ResourceLimitError {
                throw Failure(message: "\(place): \(error.description)")
            }
        }

        private static func kind(_ tag: Tag.Name) -> String {
            switch tag {
            case .seq, .map, .str: "list or mapping"
            case .int, .float: "number"
            case .bool: "boolean"
            case .null: "null"
            case .timestamp: "date"
            case .binary: "binary value"
            default: "value tagged \(tag.rawValue)"
            }
        }

        private static func scalar(_ scalar: Node.Scalar, tag: Tag.Name, place: String) throws -> Any {
            switch tag {
            case .str:
                return scalar.string
            case .null:
                return NSNull()
            case .bool:
                if let value = Bool.construct(from: scalar) { return value }
            case .int:
                if let value = Int.construct(from: scalar) { return value }
                if let value = Double.construct(from: scalar), value.isFinite { return value }
            case .float:
                if let value = Double.construct(from: scalar) {
                    guard value.isFinite else { throw Failure(message: "\(place): expected a finite number, found \(scalar.string)") }
                    return value
                }
            case .timestamp:
                throw Failure(message: "\(place): YAML reads '\(scalar.string)' as a date; quote it if it is meant as text")
            default:
                break
            }
            throw Failure(message: "\(place): expected a number, string, list or mapping, found '\(scalar.string)' (\(kind(tag)))")
        }
    }
}
