import ChromaFiles
import ChromaPNG
import Foundation
import FuzzDriver

/// PNG and animated PNG input, as the reader decodes it, from memory and from a file (the
/// sampled reader, which streams the file through CPNG's reads), with the one allocation, read
/// or write failure the input chose (FuzzDriver). What decodes from the file must be what
/// decodes from memory; an image that decodes is written back as a PNG file, and a write that
/// fails must leave no file, one that succeeds a file that decodes to the same pixels.
func fuzzPNG(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let data = Array(UnsafeBufferPointer(start: bytes, count: count))
    let decoded = try? PNGReader.decode(data)
    _ = try? APNGReader.decode(data)
    let input = fuzzFolder + "/in.png"
    FileManager.default.createFile(atPath: input, contents: Data(data))
    defer { try? FileManager.default.removeItem(atPath: input) }
    if let (image, step) = try? PNGReader.read(contentsOf: input, maximumPixels: 1 << 16), step == 1, let decoded,
       image.samples != decoded.samples {
        fatalError("the PNG read from a file differs from the one decoded from memory")
    }
    guard let decoded, decoded.width * decoded.height <= 1 << 16 else { return 0 }
    let output = fuzzFolder + "/out.png"
    let eight = decoded.samples.map { UInt8(truncatingIfNeeded: decoded.bitDepth == .sixteen ? $0 >> 8 : $0) }
    let wrote: Bool
    do {
        try PNGEncoder().write(rgba8: eight, width: decoded.width, height: decoded.height, to: .file(output))
        wrote = true
    } catch {
        wrote = false
    }
    defer { try? FileManager.default.removeItem(atPath: output) }
    let contents = fuzzFolderContents()
    guard contents == (wrote ? ["in.png", "out.png"] : ["in.png"]) else { fatalError("a PNG write left \(contents)") }
    if wrote {
        FaultInjection.disarm()
        guard let back = try? PNGReader.read(contentsOf: output), back.samples == eight.map(UInt16.init) else {
            fatalError("the PNG written does not read back as its pixels")
        }
    }
    return 0
}
