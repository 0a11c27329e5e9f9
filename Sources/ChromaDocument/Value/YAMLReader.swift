import ChromaLimits
import Yams

/// YAML documents into ``DocumentValue``, so both spellings share one schema and one reader.
/// Only values JSON has are accepted: YAML's dates, binary data, non-finite numbers and
/// non-string keys are errors that name where they are. The document is walked from its node
/// tree with the nesting limit and a cap on the values aliases expand to, so neither deep nor
/// self-multiplying documents can exhaust the machine.
struct YAMLReader {
    /// The most values a document may expand to once its aliases are followed.
    static let maximumValues = 250_000

    private let depthLimit: Int
    private var count = 0

    /// Parses a whole document (an empty one is an empty object).
    /// - Throws: ``DocumentError`` naming the path of the bad value.
    static func parse(_ text: String) throws -> DocumentValue {
        let root: Node?
        do {
            root = try Yams.compose(yaml: text)
        } catch {
            let reason = "\(error)".split(separator: "\n").first.map(String.init) ?? "malformed YAML"
            throw DocumentError(path: "", message: "malformed YAML: \(reason.prefix(200))")
        }
        var reader = YAMLReader(depthLimit: ResourceLimits.current.nesting)
        return try root.map { try reader.value($0, path: "", depth: 1) } ?? .object(DocumentObject())
    }

    private init(depthLimit: Int) {
        self.depthLimit = depthLimit
    }

    private mutating func value(_ node: Node, path: String, depth: Int) throws -> DocumentValue {
        count += 1
        guard count <= Self.maximumValues else {
            throw DocumentError(path: path, message: "the document expands to more than \(Self.maximumValues) values")
        }
        switch node {
        case .scalar(let scalar):
            return try Self.scalar(scalar, tag: Tag.Name(rawValue: node.tag.rawValue), path: path)
        case .sequence(let sequence):
            try checkDepth(depth, path)
            var items: [DocumentValue] = []
            for (index, item) in sequence.enumerated() {
                items.append(try value(item, path: "\(path)[\(index)]", depth: depth + 1))
            }
            return .array(items)
        case .mapping(let mapping):
            try checkDepth(depth, path)
            var object = DocumentObject()
            for (key, item) in mapping {
                guard case .scalar(let name) = key, Tag.Name(rawValue: key.tag.rawValue) == .str else {
                    throw DocumentError(path: path, message: "keys must be strings, found a \(Self.kind(Tag.Name(rawValue: key.tag.rawValue))) key")
                }
                let itemPath = path.isEmpty ? name.string : "\(path).\(name.string)"
                guard object[name.string] == nil else {
                    throw DocumentError(path: itemPath, message: "the key appears twice in one mapping")
                }
                object[name.string] = try value(item, path: itemPath, depth: depth + 1)
            }
            return .object(object)
        case .alias:
            throw DocumentError(path: path, message: "an alias that names no anchor")
        }
    }

    private func checkDepth(_ depth: Int, _ path: String) throws {
        guard depth <= depthLimit else { throw DocumentError.nesting(deeperThan: depthLimit, at: path) }
    }

    private static func kind(_ tag: Tag.Name) -> String {
        switch tag {
        case .seq, .map: "list or mapping"
        case .str: "string"
        case .int, .float: "number"
        case .bool: "boolean"
        case .null: "null"
        case .timestamp: "date"
        case .binary: "binary value"
        default: "value tagged \(tag.rawValue)"
        }
    }

    private static func scalar(_ scalar: Node.Scalar, tag: Tag.Name, path: String) throws -> DocumentValue {
        switch tag {
        case .str:
            return .string(scalar.string)
        case .null:
            return .null
        case .bool:
            if let value = Bool.construct(from: scalar) { return .bool(value) }
        case .int:
            if let value = Int.construct(from: scalar) { return .number(Double(value)) }
            if let value = Double.construct(from: scalar), value.isFinite { return .number(value) }
        case .float:
            if let value = Double.construct(from: scalar) {
                guard value.isFinite else {
                    throw DocumentError(path: path, message: "expected a finite number, found \(DocumentValue.quote(scalar.string))")
                }
                return .number(value)
            }
        case .timestamp:
            throw DocumentError(path: path, message: "YAML reads \(DocumentValue.quote(scalar.string)) as a date; quote it if it is meant as text")
        default:
            break
        }
        throw DocumentError(path: path, message: "expected a number, string, list or mapping, found \(DocumentValue.quote(scalar.string)) (\(kind(tag)))")
    }
}
