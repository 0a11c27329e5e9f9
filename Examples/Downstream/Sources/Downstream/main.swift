// Written from memory of SwiftUI: the same initialisers, colors and literals.
import Chroma
import Foundation

let folder = CommandLine.arguments.dropFirst().first ?? "."

let sky = LinearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom)
try sky.render(width: 256, height: 256, to: folder + "/sky.png")
try sky.render(width: 256, height: 256, to: folder + "/sky-dark.png", colorScheme: .dark)

var environment = EnvironmentValues()
environment.colorScheme = .dark
print(Color.blue.resolve(in: environment))            // #0A84FFFF
print(Color.primary.resolve(in: environment).red)     // 1.0: white text in the dark
let mixed = Color.red.mix(with: .blue, by: 0.3, in: Gradient.ColorSpace.perceptual)
print("mixed in the dark:", mixed.resolve(in: environment))

let aurora = MeshGradient(width: 2, height: 2,
                          points: [[0, 0], [1, 0], [0, 1], [1, 1]],
                          colors: [.indigo, .teal, .purple, .mint])
try aurora.render(width: 320, height: 200, to: folder + "/aurora.png")

let wheel = AngularGradient(colors: [.red, .orange, .yellow, .green, .blue, .purple, .red], center: .center)
try wheel.render(width: 200, height: 200, to: folder + "/wheel.png")

let brand = Color(hex: "#1e3c72") ?? .black
let accent = Color(hex: 0xff7e5f)
let veil = Color(hex: 0x1e3c7280)                     // above 0xFFFFFF an integer is 0xRRGGBBAA
print("mixed:", brand.mix(with: accent, by: 0.5, in: .perceptual).hexString, "veil:", veil)
print("wrote sky.png, sky-dark.png, aurora.png and wheel.png into \(folder)")
