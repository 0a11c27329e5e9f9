// Chroma: one import for the whole library. Each module keeps one job; this one only gathers
// them, so `import Chroma` gives SwiftUI's vocabulary of colors, gradients and meshes, the
// renderer, PNG output, text, charts, palettes and splash animations.
@_exported import ChromaAssetModel
@_exported import ChromaCSS
@_exported import ChromaCharts
@_exported import ChromaDocument
@_exported import ChromaFiles
@_exported import ChromaJSON
@_exported import ChromaLimits
@_exported import ChromaOutput
@_exported import ChromaPNG
@_exported import ChromaPalette
@_exported import ChromaRaster
@_exported import ChromaSVG
@_exported import ChromaScheme
@_exported import ChromaSplash
@_exported import ChromaText
@_exported import ColorCore
