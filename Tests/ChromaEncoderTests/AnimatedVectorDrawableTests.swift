import ChromaRaster
import ChromaSplash
import ChromaVectorAnimation
import ColorCore
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

/// The AnimatedVectorDrawable of splash timelines, parsed as XML and checked against the
/// elements and attributes Android documents for animated-vector, vector, group, clip-path,
/// path, gradient and item (VectorDrawable), objectAnimator and set (property animation) and
/// pathInterpolator (developer.android.com, "Vector drawables overview" and the
/// AnimatedVectorDrawable and PathInterpolator references).
@Suite struct AnimatedVectorDrawableTests {
    /// Each element Android documents, with the attributes it takes (without prefixes).
    static let documented: [String: Set<String>] = [
        "animated-vector": ["drawable"],
        "target": ["name", "animation"],
        "aapt:attr": ["name"],
        "vector": ["name", "width", "height", "viewportWidth", "viewportHeight", "tint", "tintMode", "autoMirrored", "alpha"],
        "group": ["name", "rotation", "pivotX", "pivotY", "scaleX", "scaleY", "translateX", "translateY"],
        "clip-path": ["name", "pathData"],
        "path": ["name", "pathData", "fillColor", "strokeColor", "strokeWidth", "strokeAlpha", "fillAlpha", "trimPathStart",
                 "trimPathEnd", "trimPathOffset", "strokeLineCap", "strokeLineJoin", "strokeMiterLimit", "fillType"],
        "gradient": ["type", "startX", "startY", "endX", "endY", "centerX", "centerY", "gradientRadius", "startColor",
                     "centerColor", "endColor", "tileMode"],
        "item": ["offset", "color"],
        "set": ["ordering"],
        "objectAnimator": ["propertyName", "duration", "startOffset", "valueFrom", "valueTo", "valueType", "interpolator",
                           "repeatCount", "repeatMode", "pathData", "propertyXName", "propertyYName"],
        "pathInterpolator": ["controlX1", "controlY1", "controlX2", "controlY2", "pathData"],
    ]

    struct Element {
        var name: String
        var attributes: [String: String]
        var parent: String?
    }

    final class Collector: NSObject, XMLParserDelegate {
        var elements: [Element] = []
        var stack: [String] = []
        var failure: String?
        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            elements.append(Element(name: name, attributes: attributes, parent: stack.last))
            stack.append(name)
        }
        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            stack.removeLast()
        }
        func parser(_ parser: XMLParser, parseErrorOccurred error: Error) { failure = "\(error)" }
    }

    static func parse(_ xml: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> [Element] {
        let parser = XMLParser(data: Data(xml.utf8))
        let collector = Collector()
        parser.delegate = collector
        let ok = parser.parse()
        try #require(ok && collector.failure == nil, "not well-formed XML: \(collector.failure ?? "")", sourceLocation: sourceLocation)
        return collector.elements
    }

    /// The command letters and the count of numbers of path data: paths Android morphs must agree.
    static func commands(_ d: String) -> (letters: String, numbers: Int) {
        let letters = String(d.filter { $0.isLetter })
        let numbers = d.split(whereSeparator: { $0.isLetter || $0 == " " || $0 == "," }).count
        return (letters, numbers)
    }

    static func card() -> SplashCard { SplashCard(width: 200, height: 100, cornerRadius: 10) }

    static let timelines: [SplashTimeline] = [
        SplashTimeline(fills: [.solid(.blue), .solid(.red), .solid(.green)], animation: .circle, duration: 0.3, card: card()),
        SplashTimeline(fills: [.solid(.blue), .solid(.red)], animation: .angle(.degrees(-60)), duration: 0.5, easing: .cubicBezier(0.2, -0.5, 0.4, 1.4), card: card()),
        SplashTimeline(fills: [.solid(.blue), .solid(.red)], animation: .diamond, duration: 0.6, easing: .defaultSpring, card: card()),
        SplashTimeline(fills: [.linear(LinearGradient(gradient: Gradient(colors: [.blue, .yellow]), startPoint: .unit(.leading), endPoint: .unit(.trailing),
                                                      interpolation: ColorInterpolation(space: .oklch))),
                               .radial(RadialGradient(gradient: Gradient(colors: [.white, .purple]), center: .unit(.center), endRadius: 80))],
                       animation: .leftToRight, duration: 0.5, card: card()),
        SplashTimeline(fills: [.solid(.blue), .solid(.red), .solid(.green), .solid(.orange)], animation: .bottomToTop, duration: 0.5, hold: 0.25, card: card()),
    ]

    @Test(arguments: 0..<timelines.count)
    func usesOnlyDocumentedElementsAndAttributes(_ index: Int) throws {
        let timeline = Self.timelines[index]
        let drawable = try AnimatedVectorDrawable(timeline, width: 108, height: 108)
        let elements = try Self.parse(drawable.xml)
        #expect(elements.first?.name == "animated-vector")
        for element in elements {
            let allowed = try #require(Self.documented[element.name], "undocumented element <\(element.name)>")
            for (name, _) in element.attributes where !name.hasPrefix("xmlns") {
                let bare = name.split(separator: ":").last.map(String.init) ?? name
                #expect(allowed.contains(bare), "<\(element.name)> has undocumented attribute \(name)")
                #expect(element.name == "aapt:attr" || name.hasPrefix("android:"), "\(name) without the android namespace")
            }
        }
        // Every animator morphs compatible paths within Android's 1000 ms.
        let animators = elements.filter { $0.name == "objectAnimator" }
        #expect(animators.count == timeline.fills.count - 1)
        var end = 0
        for animator in animators {
            let from = try #require(animator.attributes["android:valueFrom"]), to = try #require(animator.attributes["android:valueTo"])
            #expect(Self.commands(from).letters == Self.commands(to).letters)
            #expect(Self.commands(from).numbers == Self.commands(to).numbers)
            #expect(animator.attributes["android:valueType"] == "pathType")
            let offset = try #require(Int(animator.attributes["android:startOffset"] ?? "")), duration = try #require(Int(animator.attributes["android:duration"] ?? ""))
            #expect(offset >= 0 && duration > 0)
            end = max(end, offset + duration)
        }
        #expect(end <= AnimatedVectorDrawable.longestSplash)
        #expect(end == drawable.durationMilliseconds || timeline.hold > 0)
        // Targets name paths that exist.
        let names = Set(elements.filter { $0.name == "path" }.compactMap { $0.attributes["android:name"] })
        for target in elements where target.name == "target" {
            #expect(names.contains(target.attributes["android:name"] ?? ""))
        }
        // Interpolators: the easing's control points, or a spring's curve from 0,0 to 1,1.
        let interpolators = elements.filter { $0.name == "pathInterpolator" }
        #expect(interpolators.count == animators.count)
        if case .spring = timeline.easing {
            let d = try #require(interpolators.first?.attributes["android:pathData"])
            #expect(d.hasPrefix("M0,0 L") && d.hasSuffix(" L1,1"))
        } else if case .cubicBezier(let x1, let y1, let x2, let y2) = timeline.easing {
            let attributes = try #require(interpolators.first?.attributes)
            #expect([attributes["android:controlX1"], attributes["android:controlY1"], attributes["android:controlX2"], attributes["android:controlY2"]]
                    .map { Double($0 ?? "") } == [x1, y1, x2, y2])
        }
    }

    @Test func gradientStopsAreSampledFromTheRampInSRGB() throws {
        let drawable = try AnimatedVectorDrawable(Self.timelines[3], width: 108, height: 108)
        let elements = try Self.parse(drawable.xml)
        let gradients = elements.filter { $0.name == "gradient" }
        #expect(gradients.map { $0.attributes["android:type"] } == ["linear", "radial"])
        // OKLCH blue → yellow is not a straight line in sRGB: more than two stops.
        let items = elements.filter { $0.name == "item" }
        #expect(items.count > 4)
        for item in items {
            let color = try #require(item.attributes["android:color"])
            #expect(color.count == 9 && color.hasPrefix("#"))
        }
    }

    @Test func aLongSplashIsPlayedWithinASecondAndSaysSo() throws {
        let long = SplashTimeline(fills: [.solid(.blue), .solid(.red), .solid(.green), .solid(.orange)], animation: .circle, duration: 0.5, card: Self.card())
        let drawable = try AnimatedVectorDrawable(long, width: 108, height: 108)
        #expect(drawable.durationMilliseconds == 1000)
        let note = try #require(drawable.note)
        #expect(note.contains("1500 ms") && note.contains("1000 ms"))
        let short = try AnimatedVectorDrawable(Self.timelines[0], width: 108, height: 108)
        #expect(short.note == nil)
        #expect(short.durationMilliseconds == 600)
    }

    @Test func aSplashIconDrawableHoldsTheCardInsideItsCircle() throws {
        // A 200×100 card at 2/3 of a 288 dp icon: its longer side 192 dp, centered.
        let drawable = try AnimatedVectorDrawable(Self.timelines[0], side: 288, fraction: 2.0 / 3)
        let elements = try Self.parse(drawable.xml)
        let vector = try #require(elements.first { $0.name == "vector" }?.attributes)
        #expect([vector["android:width"], vector["android:height"], vector["android:viewportWidth"], vector["android:viewportHeight"]]
                == ["288dp", "288dp", "288", "288"])
        let placement = try #require(elements.first { $0.name == "group" && $0.attributes["android:name"] == "placement" }?.attributes)
        let number = { (key: String) in Double(placement["android:" + key] ?? "") ?? .nan }
        #expect(abs(number("scaleX") - 0.96) < 1e-9 && number("scaleY") == number("scaleX"))
        #expect(abs(number("translateX") - 48) < 1e-9 && abs(number("translateY") - 96) < 1e-9)
        // Every element of the card sits inside the placement group: the card's group is its child.
        #expect(elements.first { $0.attributes["android:name"] == "card" }?.parent == "group")
        // The same targets animate the same paths as the drawable at the card's size.
        let plain = try Self.parse(AnimatedVectorDrawable(Self.timelines[0], width: 200, height: 100).xml)
        #expect(elements.filter { $0.name == "target" }.map(\.attributes) == plain.filter { $0.name == "target" }.map(\.attributes))
        for fraction in [0.0, -0.5, .nan, 1.5, .infinity] {
            #expect(throws: VectorAnimationError.self) { try AnimatedVectorDrawable(Self.timelines[0], side: 288, fraction: fraction) }
        }
        for side in [0.0, -1, .nan, 1e308] {
            #expect(throws: VectorAnimationError.self) { try AnimatedVectorDrawable(Self.timelines[0], side: side, fraction: 0.5) }
        }
    }

    @Test func refusesWhatADrawableCannotHold() throws {
        let mesh = SplashTimeline(fills: [.solid(.blue), .angular(AngularGradient(gradient: Gradient(colors: [.red, .blue]), center: .unit(.center)))], card: Self.card())
        #expect(throws: VectorAnimationError.self) { try AnimatedVectorDrawable(mesh, width: 108, height: 108) }
        let soft = SplashTimeline(fills: [.solid(.blue), .solid(.red)], softness: 3, card: Self.card())
        #expect(throws: VectorAnimationError.self) { try AnimatedVectorDrawable(soft, width: 108, height: 108) }
        for size in [0.0, -1, .nan, .infinity, 1e9] {
            #expect(throws: VectorAnimationError.self) { try AnimatedVectorDrawable(Self.timelines[0], width: size, height: 108) }
        }
    }
}
