/// Turns one analysed frame into palette indices: counts the colors it draws, chooses their
/// palette (``MedianCut``, unless a shared one is given) and maps every pixel with the dither
/// (``PaletteMapper``). One a worker, reused from frame to frame.
final class GIFFrameQuantizer {
    let histogram = ColorHistogram()

    /// Counts the colors `analysis` draws from `frame` into ``histogram`` (after a reset) and
    /// records whether a transparent index is needed.
    func count(_ frame: [UInt8], previous: [UInt8]?, analysis: inout GIFFrameAnalysis, canvasWidth: Int) {
        histogram.reset()
        var transparent = false
        frame.withUnsafeBufferPointer { pixels in
            previous.withUnsafeBufferPointerIfPresent { before in
                for y in analysis.y..<(analysis.y + analysis.height) {
                    for x in analysis.x..<(analysis.x + analysis.width) {
                        let i = (y * canvasWidth + x) * 4
                        if !analysis.drawsEverything, let before, Self.same(pixels, before, i) {
                            transparent = true
                        } else if !OrderedDither.shows(alpha: pixels[i + 3], threshold: OrderedDither.threshold(x: x, y: y)) {
                            transparent = true
                        } else {
                            histogram.add(red: pixels[i], green: pixels[i + 1], blue: pixels[i + 2])
                        }
                    }
                }
            }
        }
        analysis.needsTransparentIndex = transparent
    }

    /// The stored frame: indices for the rectangle, mapped through `mapper`.
    func map(_ frame: [UInt8], previous: [UInt8]?, analysis: GIFFrameAnalysis, canvasWidth: Int,
             mapper: PaletteMapper, transparentIndex: Int?) -> GIFFrame {
        var out = GIFFrame(x: analysis.x, y: analysis.y, width: analysis.width, height: analysis.height)
        out.transparentIndex = transparentIndex
        out.disposal = analysis.clearsAfter ? .clear : .keep
        let hole = UInt8(truncatingIfNeeded: transparentIndex ?? 0)
        out.indices = [UInt8](unsafeUninitializedCapacity: analysis.width * analysis.height) { indices, initialized in
            frame.withUnsafeBufferPointer { pixels in
                previous.withUnsafeBufferPointerIfPresent { before in
                    var o = 0
                    for y in analysis.y..<(analysis.y + analysis.height) {
                        for x in analysis.x..<(analysis.x + analysis.width) {
                            let i = (y * canvasWidth + x) * 4
                            let t = OrderedDither.threshold(x: x, y: y)
                            if !analysis.drawsEverything, let before, Self.same(pixels, before, i) {
                                indices[o] = hole
                            } else if !OrderedDither.shows(alpha: pixels[i + 3], threshold: t) {
                                indices[o] = hole
                            } else {
                                indices[o] = mapper.index(red: pixels[i], green: pixels[i + 1], blue: pixels[i + 2], threshold: t)
                            }
                            o += 1
                        }
                    }
                }
            }
            initialized = analysis.width * analysis.height
        }
        return out
    }

    @inline(__always) static func same(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>, _ i: Int) -> Bool {
        a[i] == b[i] && a[i + 1] == b[i + 1] && a[i + 2] == b[i + 2] && a[i + 3] == b[i + 3]
    }
}

extension Optional where Wrapped == [UInt8] {
    /// Runs `body` with the array's buffer, or nil.
    func withUnsafeBufferPointerIfPresent<R>(_ body: (UnsafeBufferPointer<UInt8>?) -> R) -> R {
        switch self {
        case .some(let array): return array.withUnsafeBufferPointer { body($0) }
        case .none: return body(nil)
        }
    }
}
