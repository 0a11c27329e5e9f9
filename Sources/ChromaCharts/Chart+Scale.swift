import ChromaRaster

extension Chart {
    /// The chart at `factor` times its size: its scene (see ``Scene/scaled(by:)``) and every
    /// swatch and label box.
    /// - Precondition: `factor` is within ``InputRange/scale``.
    public func scaled(by factor: Double) -> Chart {
        guard factor != 1 else { return self }
        var copy = self
        copy.scene = scene.scaled(by: factor)
        copy.swatches = swatches.map { swatch in
            var scaled = swatch
            scaled.rect = swatch.rect.scaled(by: factor)
            return scaled
        }
        copy.labels = labels.map { label in
            var scaled = label
            scaled.box = label.box.scaled(by: factor)
            return scaled
        }
        return copy
    }
}
