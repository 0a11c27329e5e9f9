import ColorCore

/// Color strings: CSS Color 4 and 5 (color-mix(), relative colors with calc(), contrast-color()),
/// hex, named colors. Whatever parses must convert to every space,
/// print as CSS, and read back from its own CSS form.
func fuzzColor(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    _ = try? Color(parsingHex: text)
    guard let color = try? Color(parsing: text) else { return 0 }
    for space in ColorSpace.allCases { _ = color.converted(to: space) }
    let css = color.cssString(in: color.space)
    guard (try? Color(parsing: css)) != nil else { fatalError("'\(text)' printed as '\(css)', which does not read back") }
    return 0
}
