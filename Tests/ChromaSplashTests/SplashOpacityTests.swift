import ChromaRaster
import ColorCore
import Testing
@testable import ChromaSplash

/// A splash counts as opaque exactly when every pixel of every frame is: an opaque page, or no
/// shadow and a square-cornered card covering the whole canvas in opaque fills.
@Suite struct SplashOpacityTests {
    static let ramp = Paint.linear(LinearGradient(gradient: Gradient(colors: [.red, .yellow]),
                                                  startPoint: .pixels(Point(x: 0, y: 0)), endPoint: .pixels(Point(x: 30, y: 10))))

    static func timeline(size: (Int, Int), fills: [Paint], animation: SplashAnimation = .circle, scale: Double = 1,
                         softness: Double = 0, cornerRadius: Double = 0, shadow: SplashCard.Shadow? = nil,
                         background: Color? = nil) -> SplashTimeline {
        var t = SplashTimeline(fills: fills, animation: animation, duration: 0.3, fps: 10, softness: softness,
                               card: SplashCard(width: size.0, height: size.1, cornerRadius: cornerRadius, shadow: shadow, background: background))
        t.scale = scale
        return t
    }

    /// Whether every pixel of every frame has alpha 255.
    static func everyPixelOpaque(_ t: SplashTimeline) -> Bool {
        let renderer = Renderer()
        return (0..<t.frameCount).allSatisfy { i in
            let image = renderer.renderImage(t.scene(atFrame: i))
            return stride(from: 3, to: image.bytes.count, by: 4).allSatisfy { image.bytes[$0] == 255 }
        }
    }

    @Test(arguments: [(1, 1), (2, 3), (64, 32), (61, 33)], [1.0, 1.5, 2, 1.25])
    func aCardCoveringTheCanvasInOpaqueFillsIsOpaque(size: (Int, Int), scale: Double) throws {
        let canvas = (Double(size.0) * scale, Double(size.1) * scale)
        for animation in [SplashAnimation.circle, .leftToRight, .diamond] {
            for softness in [0.0, 3] {
                for fills in [[Paint.solid(.blue), .solid(.red)], [Paint.solid(Color(rgb: 0x00ff00)), Self.ramp, .solid(.orange)]] {
                    let t = Self.timeline(size: size, fills: fills, animation: animation, scale: scale, softness: softness)
                    try t.validate()
                    // The card covers the canvas when its scaled sides reach the rounded canvas's.
                    let covers = canvas.0 >= canvas.0.rounded() && canvas.1 >= canvas.1.rounded()
                    #expect(t.isOpaque == covers, "\(size) at \(scale)×, \(animation)")
                    #expect(Self.everyPixelOpaque(t) == covers, "\(size) at \(scale)×, \(animation), soft \(softness)")
                }
            }
        }
    }

    /// What keeps a transparent page showing: round corners, a translucent fill, a card that
    /// ends inside the canvas's last column (61 × 1.01 = 61.61 pixels on a 62-pixel canvas),
    /// a shadow on a transparent page. Each is counted transparent, and a pixel shows it.
    @Test func whatLetsThePageShowThroughIsNotOpaque() throws {
        let translucent = Paint.solid(Color(red: 0, green: 0, blue: 1, opacity: 0.5))
        let cases: [(String, SplashTimeline)] = [
            ("round corners", Self.timeline(size: (64, 32), fills: [.solid(.blue), .solid(.red)], cornerRadius: 4)),
            ("translucent fill", Self.timeline(size: (64, 32), fills: [.solid(.blue), translucent])),
            ("card short of the last column", Self.timeline(size: (61, 33), fills: [.solid(.blue), .solid(.red)], scale: 1.01)),
            ("shadow on a clear page", Self.timeline(size: (64, 32), fills: [.solid(.blue), .solid(.red)], shadow: .article, background: .clear)),
        ]
        for (name, t) in cases {
            try t.validate()
            #expect(!t.isOpaque, "\(name)")
            #expect(!Self.everyPixelOpaque(t), "\(name): every pixel is opaque after all")
        }
        // An opaque page is opaque whatever is on it.
        let paged = Self.timeline(size: (64, 32), fills: [.solid(.blue), translucent], cornerRadius: 4, background: .white)
        #expect(paged.isOpaque && Self.everyPixelOpaque(paged))
    }
}
