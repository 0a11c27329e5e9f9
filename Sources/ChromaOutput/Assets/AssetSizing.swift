import ChromaLimits
import ChromaRaster

/// The scene of one asset file at that file's pixel size, checked before it is drawn.
enum AssetSizing {
    /// The scene at `factor` times its size in points (1, 1.5, 2, 3, 4…), each side rounded to
    /// whole pixels, at least 1.
    /// - Throws: ``OutputError/assetTooLarge(file:width:height:)``.
    static func scene(_ scene: Scene, factor: Double, file: String) throws -> Scene {
        let width = (Double(scene.width) * factor).rounded(), height = (Double(scene.height) * factor).rounded()
        guard width <= Double(InputRange.canvasSide.maximum), height <= Double(InputRange.canvasSide.maximum) else {
            throw OutputError.assetTooLarge(file: file, width: Int(width), height: Int(height))
        }
        return scene.scaled(by: factor, width: max(1, Int(width)), height: max(1, Int(height)))
    }

    /// A square scene drawn `side` pixels square.
    /// - Throws: ``OutputError/sceneNotSquare(kind:width:height:)``.
    static func square(_ scene: Scene, side: Int, kind: AssetKind) throws -> Scene {
        guard scene.width == scene.height else { throw OutputError.sceneNotSquare(kind: kind.name, width: scene.width, height: scene.height) }
        return scene.scaled(by: Double(side) / Double(scene.width), width: side, height: side)
    }

    /// Refuses appearances the kind cannot store, and an image set whose appearances differ in size.
    static func check(_ scenes: AppearanceScenes, kind: AssetKind) throws {
        for appearance in scenes.appearances where !kind.supportedAppearances.contains(appearance) {
            throw OutputError.appearanceNotStored(appearance, kind: kind.name, supported: kind.supportedAppearances)
        }
        // An image set is shown at its scene's size: every appearance must have the same one.
        if kind == .imageSet, let main = scenes[.any] ?? scenes.variants.first?.scene {
            for (appearance, scene) in scenes.variants where scene.width != main.width || scene.height != main.height {
                throw OutputError.appearanceSizesDiffer(kind: kind.name, appearance: appearance, width: scene.width, height: scene.height,
                                                        anyWidth: main.width, anyHeight: main.height)
            }
        }
        if kind.needsSquareScene {
            for (_, scene) in scenes.variants where scene.width != scene.height {
                throw OutputError.sceneNotSquare(kind: kind.name, width: scene.width, height: scene.height)
            }
        }
    }
}
