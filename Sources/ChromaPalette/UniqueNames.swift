/// Names made unique in palette order, for formats whose keys must differ (Android resources,
/// Tailwind variables, colorset folders): a taken name gets the separator and the color's
/// position (1-based) appended until it is free.
struct UniqueNames {
    private var used = Set<String>()
    /// Put between a taken name and the position: "-" or "_".
    let separator: String
    /// Whether names differing only in case collide (folders on case-insensitive disks).
    var ignoringCase = false

    init(separator: String, ignoringCase: Bool = false) {
        self.separator = separator
        self.ignoringCase = ignoringCase
    }

    /// A free name for the color at `index`, based on `name`, now taken.
    mutating func claim(_ name: String, index: Int) -> String {
        var key = name
        while used.contains(ignoringCase ? key.lowercased() : key) { key += separator + "\(index + 1)" }
        used.insert(ignoringCase ? key.lowercased() : key)
        return key
    }
}
