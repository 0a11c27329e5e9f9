import ChromaPNG

/// PNG and animated PNG input, as the reader decodes it.
func fuzzPNG(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let data = Array(UnsafeBufferPointer(start: bytes, count: count))
    _ = try? PNGReader.decode(data)
    _ = try? APNGReader.decode(data)
    return 0
}
