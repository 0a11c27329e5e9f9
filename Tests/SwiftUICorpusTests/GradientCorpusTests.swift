import Chroma
import Testing

/// Snippets written from Apple's documentation pages for `Gradient`, `Gradient.Stop`,
/// `Gradient.ColorSpace`, `AnyGradient`, `LinearGradient`, `RadialGradient`,
/// `EllipticalGradient`, `AngularGradient` (and `ShapeStyle`'s gradient functions, with
/// `conicGradient`), each followed by the pixels SwiftUI draws. Every `// snippet` counts.
@Suite struct GradientCorpusTests {
    let red = rgba(0xff3b30), blue = rgba(0x007aff)

    // MARK: Gradient, Gradient.Stop, Gradient.ColorSpace, AnyGradient

    @Test func gradientValues() {
        let even = Gradient(colors: [.red, .green, .blue]) // snippet
        #expect(even.stops.map(\.location) == [0, 0.5, 1])

        let placed = Gradient(stops: [.init(color: .red, location: 0), .init(color: .blue, location: 0.8)]) // snippet
        #expect(placed.stops.map(\.location) == [0, 0.8] && placed.stops[1].color == .blue)

        let stop = Gradient.Stop(color: .orange, location: 0.25) // snippet
        #expect(stop.color == .orange && stop.location == 0.25)

        var edited = Gradient(colors: [.red, .blue]) // snippet
        edited.stops.append(Gradient.Stop(color: .green, location: 1)) // snippet
        #expect(edited.stops.count == 3)

        let spaces: [Gradient.ColorSpace] = [.device, .perceptual] // snippet
        #expect(spaces[0] != spaces[1])

        let perceptual = Gradient(colors: [.white, .black]).colorSpace(.perceptual) // snippet
        #expect(perceptual.space == .perceptual)

        let any = AnyGradient(Gradient(colors: [.white, .black])) // snippet
        #expect(any.space == .device && any.colorSpace(.perceptual) == perceptual)
    }

    @Test func perceptualAndDeviceDiffer() {
        let device = pixels(AnyGradient(Gradient(colors: [.white, .black])), 1, 101) // snippet
        let perceptual = pixels(Gradient(colors: [.white, .black]).colorSpace(.perceptual), 1, 101) // snippet
        // The middle row: a lerp of encoded sRGB gives 127.5; OKLab's L = 0.5 gives sRGB 99.
        #expect(near(pixel(device, width: 1, 0, 50), [128, 128, 128, 255], 1))
        #expect(near(pixel(perceptual, width: 1, 0, 50), [99, 99, 99, 255], 2))
    }

    // MARK: LinearGradient

    @Test func linearGradients() {
        let ramp = LinearGradient(gradient: Gradient(colors: [.red, .blue]), startPoint: .leading, endPoint: .trailing) // snippet
        let px = pixels(ramp, 101, 1)
        #expect(near(pixel(px, width: 101, 0, 0), red, 3) && near(pixel(px, width: 101, 100, 0), blue, 3))

        let fade = LinearGradient(colors: [.white, .black], startPoint: .top, endPoint: .bottom) // snippet
        #expect(near(pixel(pixels(fade, 1, 101), width: 1, 0, 50), [128, 128, 128, 255], 1))

        let banded = LinearGradient(stops: [.init(color: .red, location: 0.5), .init(color: .blue, location: 0.5)], // snippet
                                    startPoint: .topLeading, endPoint: .topTrailing)
        let hard = pixels(banded, 100, 1)
        #expect(near(pixel(hard, width: 100, 49, 0), red, 0) && near(pixel(hard, width: 100, 50, 0), blue, 0))

        let viaStyle = pixels(.linearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing), 101, 1) // snippet
        #expect(viaStyle == px)
        let viaGradient = pixels(.linearGradient(Gradient(colors: [.red, .blue]), startPoint: .leading, endPoint: .trailing), 101, 1) // snippet
        #expect(viaGradient == px)
        let viaStops = pixels(.linearGradient(stops: [.init(color: .red, location: 0), .init(color: .blue, location: 1)], // snippet
                                              startPoint: .leading, endPoint: .trailing), 101, 1)
        #expect(viaStops == px)
        let viaAny = pixels(.linearGradient(Color.blue.gradient, startPoint: .top, endPoint: .bottom), 1, 100) // snippet
        #expect(near(pixel(viaAny, width: 1, 0, 99), blue, 3))
    }

    // MARK: RadialGradient

    @Test func radialGradients() {
        let glow = RadialGradient(gradient: Gradient(colors: [.red, .blue]), center: .center, startRadius: 0, endRadius: 50) // snippet
        let px = pixels(glow, 101, 101)
        #expect(near(pixel(px, width: 101, 50, 50), red, 3) && near(pixel(px, width: 101, 0, 0), blue, 0))

        let byColors = RadialGradient(colors: [.red, .blue], center: .center, startRadius: 0, endRadius: 50) // snippet
        #expect(pixels(byColors, 101, 101) == px)
        let byStops = RadialGradient(stops: [.init(color: .red, location: 0), .init(color: .blue, location: 1)], // snippet
                                     center: .center, startRadius: 0, endRadius: 50)
        #expect(pixels(byStops, 101, 101) == px)
        #expect(pixels(.radialGradient(colors: [.red, .blue], center: .center, startRadius: 0, endRadius: 50), 101, 101) == px) // snippet
        #expect(pixels(.radialGradient(Gradient(colors: [.red, .blue]), center: .center, startRadius: 0, endRadius: 50), 101, 101) == px) // snippet
        let ring = RadialGradient(colors: [.red, .blue], center: .topLeading, startRadius: 20, endRadius: 40) // snippet
        let r = pixels(ring, 60, 60)
        #expect(near(pixel(r, width: 60, 5, 5), red, 0) && near(pixel(r, width: 60, 50, 50), blue, 0))
    }

    // MARK: EllipticalGradient

    @Test func ellipticalGradients() {
        let oval = EllipticalGradient(colors: [.red, .blue]) // snippet
        let px = pixels(oval, 201, 101)
        #expect(near(pixel(px, width: 201, 100, 50), red, 3) && near(pixel(px, width: 201, 0, 0), blue, 0))
        // The ellipse fits the bounds: halfway out along either axis is the middle color.
        let across = pixel(px, width: 201, 150, 50), down = pixel(px, width: 201, 100, 75)
        #expect(near(across, down, 4))

        let labelled = EllipticalGradient(colors: [.red, .blue], center: .center, startRadiusFraction: 0, endRadiusFraction: 0.5) // snippet
        #expect(pixels(labelled, 201, 101) == px)
        let byStops = EllipticalGradient(stops: [.init(color: .red, location: 0), .init(color: .blue, location: 1)]) // snippet
        #expect(pixels(byStops, 201, 101) == px)
        let byGradient = EllipticalGradient(gradient: Gradient(colors: [.red, .blue]), center: .center) // snippet
        #expect(pixels(byGradient, 201, 101) == px)
        #expect(pixels(.ellipticalGradient(colors: [.red, .blue]), 201, 101) == px) // snippet
        #expect(pixels(.ellipticalGradient(Gradient(colors: [.red, .blue])), 201, 101) == px) // snippet
    }

    // MARK: AngularGradient and conicGradient

    @Test func angularGradients() {
        let turn = AngularGradient(colors: [.red, .blue], center: .center, angle: .degrees(90)) // snippet
        let px = pixels(turn, 101, 101)
        // A full turn from 90° (straight down): 0° (right of center) is three quarters of the way.
        let right = pixel(px, width: 101, 100, 50)
        #expect(near(right, [64, 106, 203, 255], 3))
        // Just clockwise of straight down is the first color.
        #expect(near(pixel(px, width: 101, 45, 100), red, 8))

        let byGradient = AngularGradient(gradient: Gradient(colors: [.red, .blue]), center: .center, angle: .degrees(90)) // snippet
        #expect(pixels(byGradient, 101, 101) == px)
        let byStops = AngularGradient(stops: [.init(color: .red, location: 0), .init(color: .blue, location: 1)], // snippet
                                      center: .center, angle: .degrees(90))
        #expect(pixels(byStops, 101, 101) == px)
        #expect(pixels(.conicGradient(colors: [.red, .blue], center: .center, angle: .degrees(90)), 101, 101) == px) // snippet
        #expect(pixels(.conicGradient(Gradient(colors: [.red, .blue]), center: .center, angle: .degrees(90)), 101, 101) == px) // snippet
        #expect(pixels(.conicGradient(stops: [.init(color: .red, location: 0), .init(color: .blue, location: 1)], // snippet
                                      center: .center, angle: .degrees(90)), 101, 101) == px)
        #expect(pixels(.conicGradient(AnyGradient(Gradient(colors: [.red, .blue])), center: .center, angle: .degrees(90)), 101, 101) == px) // snippet

        let span = AngularGradient(gradient: Gradient(colors: [.red, .blue]), center: .center, // snippet
                                   startAngle: .degrees(90), endAngle: .degrees(450))
        #expect(pixels(span, 101, 101) == px)
        let wheel = AngularGradient(gradient: Gradient(colors: [.red, .yellow, .green, .blue, .purple, .red]), center: .center) // snippet
        let w = pixels(wheel, 101, 101)
        #expect(near(pixel(w, width: 101, 100, 51), red, 12))
        let byColors = AngularGradient(colors: [.red, .blue], center: .center, startAngle: .zero, endAngle: .degrees(180)) // snippet
        let half = pixels(byColors, 101, 101)
        #expect(near(pixel(half, width: 101, 0, 49), blue, 12))
        #expect(pixels(.angularGradient(colors: [.red, .blue], center: .center, startAngle: .zero, endAngle: .degrees(180)), 101, 101) == half) // snippet
        #expect(pixels(.angularGradient(Gradient(colors: [.red, .blue]), center: .center, startAngle: .zero, endAngle: .degrees(180)), 101, 101) == half) // snippet
    }
}
