import ArgumentParser
import ChromaCSS
import ChromaFiles
import ChromaPalette
import ChromaRaster
import Foundation

/// `chroma render tokens.json -o g.png`: a design-token file's gradient token drawn as a scene
/// (docs/PALETTES.md, gradient tokens), its geometry from Chroma's `$extensions` key.
enum TokenGradientInput {
    /// Whether the file is a design-token file rather than a scene: a `.json` or `.tokens` file
    /// holding a `"$value"` and none of a document's top-level sections.
    static func isTokenFile(_ path: String) -> Bool {
        guard path != "-", PaletteFormat(path: path) == .json,
              let bytes = try? InputFile.text(path) else { return false }
        let text = String(decoding: bytes, as: UTF8.self)
        guard text.contains("\"$value\"") else { return false }
        return !["\"layers\"", "\"splash\"", "\"chart\"", "\"assets\"", "\"palette\""].contains { text.contains($0) }
    }

    /// The scene of the gradient token `token` (a dotted path), or of the file's only gradient.
    /// - Throws: ``CommandFailure`` 65 for a file that does not read or holds no such gradient;
    ///   a usage error when several gradients and no `--token` leave the choice open.
    static func scene(_ path: String, token: String?) throws -> Scene {
        let gradients: [DesignTokenGradient]
        do {
            gradients = try DesignTokenGradient.read(Data(InputFile.text(path)))
        } catch let error as PaletteError {
            throw CommandFailure.dataError("\(path): \(error.excerpted)")
        }
        let chosen: DesignTokenGradient
        if let token {
            guard let found = gradients.first(where: { $0.name == token }) else {
                let names = gradients.map(\.name).joined(separator: ", ")
                throw CommandFailure.dataError("\(path): no gradient token '\(token)'; expected one of: \(names.isEmpty ? "(the file has none)" : names)")
            }
            chosen = found
        } else {
            guard let only = gradients.first else {
                throw CommandFailure.dataError("\(path): no gradient token (a token with $type gradient) to draw")
            }
            guard gradients.count == 1 else {
                throw ValidationError("\(path) holds \(gradients.count) gradient tokens; pick one with --token PATH: \(gradients.map(\.name).joined(separator: ", "))")
            }
            chosen = only
        }
        let (width, height) = chosen.size
        do {
            return Scene(width: width, height: height, layers: try CSSImage(parsing: chosen.css).layers(width: width, height: height))
        } catch {
            throw CommandFailure.dataError("\(path): the gradient '\(chosen.name)' cannot be drawn: \(error)")
        }
    }
}
