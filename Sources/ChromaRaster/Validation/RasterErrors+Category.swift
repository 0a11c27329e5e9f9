import ChromaLimits

extension SceneError: CategorizedError {
    /// A scene that cannot be drawn as given: bad data (65).
    public var category: ErrorCategory { .dataError }
}

extension MeshError: CategorizedError {
    /// A mesh gradient that cannot be drawn as given: bad data (65).
    public var category: ErrorCategory { .dataError }
}

extension GradientError: CategorizedError {
    /// A gradient that cannot be drawn as given: bad data (65).
    public var category: ErrorCategory { .dataError }
}

extension SVGPathError: CategorizedError {
    /// Path data that does not parse: bad data (65).
    public var category: ErrorCategory { .dataError }
}
