/// A stylesheet cut into its blocks and the custom properties declared in them, in one pass over
/// its UTF-8 bytes: the one block reading of the CSS and the Tailwind palette readers.
///
/// Comments are blanked first (``StylesheetDeclaration/blankingComments(_:)``). Then the text
/// between two of `{`, `;` and `}` is one piece: before a `{` it is the prelude of the block that
/// opens (a selector, `@theme inline`), otherwise a declaration, kept when it is a custom property
/// (``StylesheetDeclaration/customProperty(_:)``). Every byte is looked at a bounded number of
/// times, however deep the blocks nest.
struct StylesheetBlocks {
    /// One `{ … }` block: its prelude trimmed, the line it opens on (1-based) and how deep it is
    /// (1 for a top-level rule).
    struct Block {
        var prelude: String
        var line: Int
        var depth: Int
    }

    /// A custom property declaration: its name without `--`, its value trimmed without a trailing
    /// `!important`, the line its first character is on (1-based), and the index in ``blocks`` of
    /// the block it is directly in (nil at the top level).
    struct Property {
        var name: String
        var value: String
        var line: Int
        var block: Int?
    }

    /// Every block, in the order they open.
    private(set) var blocks: [Block] = []
    /// Every custom property, in file order.
    private(set) var properties: [Property] = []
    /// The blocks still open at the end of the text (indices in ``blocks``), outermost first.
    private(set) var unclosedBlocks: [Int] = []
    /// The pieces outside every block that are neither a prelude nor a custom property (trimmed,
    /// not empty), with their lines: statements such as `@import url(a.css);`, or an `@theme`
    /// that opens no block.
    private(set) var statements: [(text: String, line: Int)] = []

    /// Reads `text`.
    /// - Throws: ``PaletteError`` naming the line of a comment that is never closed.
    init(_ text: String) throws {
        let bytes = try StylesheetDeclaration.blankingComments(Array(text.utf8))
        var open: [Int] = []  // indices in `blocks` of the blocks that enclose the current piece
        var pieceStart = 0, pieceLine = 1, line = 1
        for index in bytes.indices {
            let byte = bytes[index]
            guard byte == UInt8(ascii: ";") || byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}") else {
                if byte == UInt8(ascii: "\n") { line += 1 }
                continue
            }
            let piece = Substring(String(decoding: bytes[pieceStart..<index], as: UTF8.self))
            let firstLine = Self.firstLine(of: piece, from: pieceLine)
            if byte == UInt8(ascii: "{") {
                blocks.append(Block(prelude: String(PaletteReader.trimmed(piece)), line: firstLine, depth: open.count + 1))
                open.append(blocks.count - 1)
            } else if let property = StylesheetDeclaration.customProperty(piece) {
                properties.append(Property(name: property.name, value: property.value, line: firstLine, block: open.last))
            } else if open.isEmpty, byte == UInt8(ascii: ";") {
                let statement = PaletteReader.trimmed(piece)
                if !statement.isEmpty { statements.append((String(statement), firstLine)) }
            }
            if byte == UInt8(ascii: "}") { _ = open.popLast() }
            pieceStart = index + 1
            pieceLine = line
        }
        let rest = Substring(String(decoding: bytes[pieceStart...], as: UTF8.self))
        if open.isEmpty, !PaletteReader.trimmed(rest).isEmpty {
            statements.append((String(PaletteReader.trimmed(rest)), Self.firstLine(of: rest, from: pieceLine)))
        }
        unclosedBlocks = open
    }

    /// The line of `piece`'s first character that is not whitespace, `piece` starting on line
    /// `line`.
    private static func firstLine(of piece: Substring, from line: Int) -> Int {
        line + piece.prefix(while: \.isWhitespace).filter { $0 == "\n" || $0 == "\r\n" }.count
    }

    /// Whether `prelude` opens a Tailwind theme block: `@theme`, alone or followed by whitespace
    /// and options (`@theme inline`, `@theme static`).
    static func isTheme(_ prelude: String) -> Bool {
        guard prelude.hasPrefix("@theme") else { return false }
        let after = prelude.dropFirst(6)
        return after.first.map(StylesheetDeclaration.isSpace) ?? true
    }
}
