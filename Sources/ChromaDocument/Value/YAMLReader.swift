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
    /// The most bytes a YAML document may hold: 8 MiB. Yams builds the whole node tree first
    /// (about 70 bytes a byte of input), so this bounds its memory near 600 MiB; ``maximumValues``
    /// values of any reasonable size fit in it.
    static let maximumBytes = 8 << 20

    private let depthLimit: Int
    private var count = 0

    /// Parses a whole document (an empty one is an empty object).
    /// - Throws: ``DocumentError`` naming the path of the bad value.
    static func parse(_ text: String) throws -> DocumentValue {
        let root: Node?
        do {
            root = try Yams.compose(yaml: text)
        } catch {
            var failure = DocumentError(path: "", message: "malformed YAML: \(describe(error))")
            failure.kind = .malformed
            throw failure
        }
        var reader = YAMLReader(depthLimit: min(ResourceLimits.current.nesting, ResourceLimits.nestingCeiling))
        return try root.map { try reader.value($0, path: "", depth: 1) } ?? .object(DocumentObject())
    }

    /// A YAML syntax error as one line: where, the problem, and what was being read.
    private static func describe(_ error: Error) -> String {
        let place: Mark, problem: String, context: YamlError.Context?
        switch error as? YamlError {
        case let .scanner(c, p, mark, _), let .parser(c, p, mark, _), let .composer(c, p, mark, _):
            (place, problem, context) = (mark, p, c)
        case let .reader(p, _, _, _):
            return String(p.prefix(200))
        default:
            return String(("\(error)".split(separator: "\n").first.map(String.init) ?? "unreadable").prefix(200))
        }
        var line = "line \(place.line), column \(place.column): \(problem.prefix(200))"
        if let context {
            line += " (\(context.text.prefix(100)) from line \(context.mark.line), column \(context.mark.column))"
        }
        return line
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

    /// Refuses the number notations YAML 1.1 reads that JSON has not, each a silent surprise in a
    /// document: `0x40` (hexadecimal), `010` (octal: 8), `0b11` (binary), `1:00` (base 60: 60)
    /// and `1_000`. A hex number that looks like a color gets the quoted color as its fix.
    private static func checkDecimal(_ text: String, path: String) throws {
        let body = text.first == "-" || text.first == "+" ? text.dropFirst() : Substring(text)
        let (mantissa, exponent) = body.firstIndex { $0 == "e" || $0 == "E" }
            .map { (body[..<$0], Optional(body[body.index(after: $0)...])) } ?? (body, nil)
        let parts = mantissa.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let whole = parts[0], fraction = parts.count == 2 ? parts[1] : ""
        let digits = { (part: Substring) in part.allSatisfy { $0.isASCII && $0.isNumber } }
        let exponentDigits = exponent.map { $0.first == "-" || $0.first == "+" ? $0.dropFirst() : $0 }
        let decimal = digits(whole) && digits(fraction) && !(whole.isEmpty && fraction.isEmpty)
            && !(whole.count > 1 && whole.first == "0" && parts.count == 1)
            && exponentDigits.map { !$0.isEmpty && digits($0) } ?? true
        guard !decimal else { return }
        let lower = body.lowercased()
        let notation = lower.hasPrefix("0x") ? "a hexadecimal number" : lower.hasPrefix("0b") ? "a binary number"
            : lower.hasPrefix("0o") || (lower.first == "0" && digits(Substring(lower))) ? "an octal number"
            : lower.contains(":") ? "a base-60 number" : lower.contains("_") ? "a number with '_' separators" : "a number"
        var message = "YAML reads \(DocumentValue.quote(text)) as \(notation); write numbers in decimal, as JSON does, or quote it if it is text"
        if lower.hasPrefix("0x"), [6, 8].contains(lower.count - 2) {
            message += ", and quote a color: \"#\(lower.dropFirst(2))\""
        }
        throw DocumentError(path: path, message: message)
    }

    /// Where a YAML document has a hex color that YAML reads as a comment (`background: #ff0000`
    /// is `background: null`), the first such place as a hint for the error it causes.
    static func commentedColorHint(in text: String) -> String? {
        var lineNumber = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            var previous: Character = " "
            var index = line.startIndex
            while index < line.endIndex {
                let c = line[index]
                if c == "#", previous == " " || previous == "\t" || previous == "[" || previous == "," {
                    let digits = line[line.index(after: index)...].prefix { $0.isHexDigit }
                    let end = line.index(index, offsetBy: digits.count + 1)
                    let next = end < line.endIndex ? line[end] : " "
                    if [3, 4, 6, 8].contains(digits.count), next == " " || next == "\t" || next == "," || next == "]" || next == "\r" {
                        let color = "#" + digits
                        return "line \(lineNumber): YAML reads \(color) as the start of a comment; quote the color: \"\(color)\""
                    }
                    break  // the rest of the line is a comment
                }
                if c == "\"" || c == "'" { break }  // quoted text: not looked into
                previous = c
                index = line.index(after: index)
            }
        }
        return nil
    }

    private static func scalar(_ scalar: Node.Scalar, tag: Tag.Name, path: String) throws -> DocumentValue {
        switch tag {
        case .str:
            return .string(scalar.string)
        case .null:
            return .null
        case .bool:
            // JSON's true and false (in any case); YAML 1.1's yes, no, on and off are surprises.
            guard ["true", "false"].contains(scalar.string.lowercased()) else {
                throw DocumentError(path: path, message: "YAML reads \(DocumentValue.quote(scalar.string)) as a boolean; write true or false, or quote it if it is text")
            }
            if let value = Bool.construct(from: scalar) { return .bool(value) }
        case .int:
            try checkDecimal(scalar.string, path: path)
            if let value = Int.construct(from: scalar) { return .number(Double(value)) }
            if let value = Double.construct(from: scalar), value.isFinite { return .number(value) }
        case .float:
            if let value = Double.construct(from: scalar) {
                guard value.isFinite else {
                    throw DocumentError(path: path, message: "expected a finite number, found \(DocumentValue.quote(scalar.string))")
                }
                try checkDecimal(scalar.string, path: path)
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
