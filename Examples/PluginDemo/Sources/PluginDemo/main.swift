// Prints colors the plugin generated from the palettes beside this file, in light and dark, and
// the images it rendered from assets.yaml into the resource bundle.
import Chroma
import Foundation

var dark = EnvironmentValues()
dark.colorScheme = .dark
let light = EnvironmentValues()

// From Colors.json and Colors.dark.json (DTCG tokens).
print("brandPrimary light \(Color.brandPrimary.resolve(in: light)) dark \(Color.brandPrimary.resolve(in: dark))")
print("brandSurface light \(Color.brandSurface.resolve(in: light)) dark \(Color.brandSurface.resolve(in: dark))")
// From brand.gpl, whose tide-dark is tide's dark appearance.
print("tide light \(Color.tide.resolve(in: light)) dark \(Color.tide.resolve(in: dark))")
print("sun light \(Color.sun.resolve(in: light)) dark \(Color.sun.resolve(in: dark))")

// From assets.yaml: the rendered web icons, in the target's resource bundle.
let icons = Bundle.module.resourceURL!.appendingPathComponent("assets/web")
let names = (try? FileManager.default.contentsOfDirectory(atPath: icons.path))?.sorted() ?? []
print("resources assets/web: \(names.joined(separator: " "))")
