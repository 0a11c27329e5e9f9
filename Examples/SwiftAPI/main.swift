// A tiny program on Chroma's Swift API: `swift run chroma-example`, from the package folder, writes three PNGs into Output/.
import Chroma

// Three lines: a gradient, rendered to a file.
let sunset = LinearGradient(colors: [Color(rgb: 0x1e3c72), Color(rgb: 0xff7e5f)], startPoint: .topLeading, endPoint: .bottomTrailing)
try sunset.render(width: 512, height: 256, to: "Output/sunset.png")

// SwiftUI's vocabulary: HSB colors, perceptual mixing, angular gradients.
let wheel = AngularGradient(colors: (0...6).map { Color(hue: Double($0) / 6, saturation: 0.8, brightness: 1) },
                            center: .center, startAngle: .degrees(-90), endAngle: .degrees(270))
try wheel.render(width: 256, height: 256, to: "Output/wheel.png")
let mid = Color.white.mix(with: Color(rgb: 0x0000ff), by: 0.5, in: .perceptual)
print("white and blue mixed perceptually:", mid.hexString)

// A mesh gradient exactly as SwiftUI writes it: unit coordinates, resolved against the canvas.
let mesh = MeshGradient(width: 3, height: 3,
                        points: [[0, 0], [0.5, 0], [1, 0], [0, 0.5], [0.6, 0.4], [1, 0.5], [0, 1], [0.5, 1], [1, 1]],
                        colors: [.red, .orange, .yellow, .pink, .white, .mint, .indigo, .blue, .teal])
try mesh.render(width: 480, height: 320, to: "Output/mesh.png")
print("wrote Output/sunset.png, Output/wheel.png and Output/mesh.png")
