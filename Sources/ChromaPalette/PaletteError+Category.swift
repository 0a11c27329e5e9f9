import ChromaLimits

extension PaletteError: CategorizedError {}
