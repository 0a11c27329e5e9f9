import ChromaRaster
import ColorCore
import Foundation

/// The reference article's `SplashView`, headless: `[Color]` in, each color growing over the card
/// in turn with one of the article's shapes, timed with SwiftUI's animation vocabulary, written as
/// numbered PNG frames and/or an animated PNG (`render(toFolder:animated:)`, in the `Chroma`
/// module, or ``timeline`` to any frame output).
///
/// ```swift
/// let splash = SplashView(animationType: .circle, colors: [.blue, .red, .green, .orange],
///                         animation: .easeInOut(duration: 0.5))
///     .frame(width: 200, height: 100)
///     .cornerRadius(10)
///     .shadow(color: Color.black.opacity(0.2), radius: 10, x: 0, y: 4)
/// try splash.render(toFolder: "frames", animated: "splash.png")
/// ```
public struct SplashView: Sendable {
    /// The shape that grows: the article's `leftToRight`, `rightToLeft`, `topToBottom`,
    /// `bottomToTop`, `angle(_:)` and `circle`.
    public var animationType: SplashAnimation
    /// The colors, first the card's, then each one splashed over the one before (at least two).
    public var colors: [Color]
    /// How each splash is timed.
    public var animation: SplashTransitionAnimation
    /// The card: size, corners, shadow.
    public var card: SplashCard
    /// Frames per second, 1…240.
    public var fps: Int
    /// The appearance adaptive colors (`.blue`, `.primary`) are drawn in.
    public var colorScheme: ColorScheme

    /// A splash of `colors` on a 200×100 card (the article's frame), one color after another.
    public init(animationType: SplashAnimation = .leftToRight, colors: [Color],
                animation: SplashTransitionAnimation = .easeInOut(duration: 0.5), fps: Int = 60, colorScheme: ColorScheme = .light) {
        self.animationType = animationType
        self.colors = colors
        self.animation = animation
        card = SplashCard(width: 200, height: 100)
        self.fps = fps
        self.colorScheme = colorScheme
    }

    /// The card's size in pixels, as SwiftUI's `frame(width:height:)`.
    public func frame(width: Int, height: Int) -> SplashView {
        var copy = self
        copy.card.width = width
        copy.card.height = height
        return copy
    }

    /// Rounded corners of `radius` pixels, as SwiftUI's `cornerRadius(_:)`.
    public func cornerRadius(_ radius: Double) -> SplashView {
        var copy = self
        copy.card.cornerRadius = radius
        return copy
    }

    /// A drop shadow, as SwiftUI's `shadow(color:radius:x:y:)` (radius and offsets in pixels); the
    /// page around the card becomes white, as in the article's screenshots.
    public func shadow(color: Color = Color.black.opacity(0.33), radius: Double, x: Double = 0, y: Double = 0) -> SplashView {
        var copy = self
        copy.card.shadow = SplashCard.Shadow(color: color, radius: radius, x: x, y: y)
        if copy.card.background == nil { copy.card.background = .white }
        return copy
    }

    /// The timeline this view plays: each splash starts when the one before ends.
    public var timeline: SplashTimeline {
        var timeline = SplashTimeline(fills: colors.map(Paint.solid), animation: animationType, duration: animation.duration,
                                      easing: animation.easing, fps: fps, card: card)
        timeline.environment = EnvironmentValues(colorScheme: colorScheme)
        return timeline
    }
}

/// SwiftUI's animation vocabulary for a splash: `.easeInOut(duration:)`, `.spring(response:dampingFraction:)`
/// and their kin, each an ``Easing`` over a duration in seconds.
public struct SplashTransitionAnimation: Hashable, Sendable {
    /// The easing curve.
    public var easing: Easing
    /// How long one splash lasts, in seconds (> 0).
    public var duration: Double

    /// An easing over a duration.
    public init(easing: Easing, duration: Double) {
        self.easing = easing
        self.duration = duration
    }

    /// SwiftUI's `.easeInOut(duration:)` (the article's 0.5 s).
    public static func easeInOut(duration: Double) -> SplashTransitionAnimation { .init(easing: .easeInOut, duration: duration) }
    /// SwiftUI's `.easeIn(duration:)`.
    public static func easeIn(duration: Double) -> SplashTransitionAnimation { .init(easing: .easeIn, duration: duration) }
    /// SwiftUI's `.easeOut(duration:)`.
    public static func easeOut(duration: Double) -> SplashTransitionAnimation { .init(easing: .easeOut, duration: duration) }
    /// SwiftUI's `.linear(duration:)`.
    public static func linear(duration: Double) -> SplashTransitionAnimation { .init(easing: .linear, duration: duration) }
    /// SwiftUI's `.timingCurve(_:_:_:_:duration:)`: a cubic Bézier (x1 and x2 within 0…1).
    public static func timingCurve(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, duration: Double) -> SplashTransitionAnimation {
        .init(easing: .cubicBezier(x1, y1, x2, y2), duration: duration)
    }
    /// SwiftUI's `.easeInOut`: 0.35 s (SwiftUI's default duration).
    public static let easeInOut = easeInOut(duration: 0.35)
    /// SwiftUI's `.linear`: 0.35 s.
    public static let linear = linear(duration: 0.35)

    /// SwiftUI's `.spring(response:dampingFraction:blendDuration:)`: `response` is the undamped
    /// period in seconds, `dampingFraction` 0…1 or more. A spring has no duration of its own; a
    /// splash lasts until the spring has settled within 0.1% (at most 10 × `response`).
    public static func spring(response: Double = 0.55, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> SplashTransitionAnimation {
        let omega = 2 * Double.pi / max(response, 1e-9)
        let settle = dampingFraction > 0 ? log(1000) / (min(dampingFraction, 1) * omega) : .infinity
        let duration = min(settle, 10 * response)
        return .init(easing: .spring(response: response, dampingFraction: dampingFraction), duration: duration.isFinite ? duration : 10 * response)
    }
    /// SwiftUI's default `.spring()`.
    public static let spring = spring()
}
