/// The smallest rectangle holding every pixel that differs between two frames of packed 8-bit
/// RGBA (`width × height`): what an animation format stores of a frame after the first.
public struct ChangedRegion: Hashable, Sendable {
    /// The rectangle's left column and top row, in pixels.
    public var x: Int, y: Int
    /// Its size in pixels, each at least 1.
    public var width: Int, height: Int

    /// Creates a region.
    public init(x: Int, y: Int, width: Int, height: Int) {
        (self.x, self.y, self.width, self.height) = (x, y, width, height)
    }

    /// The region where `frame` differs from `previous`, nil when they are equal. Each row is
    /// scanned from both ends for its first and last difference, so unchanged spans cost one
    /// comparison a pixel.
    public static func between(_ frame: [UInt8], _ previous: [UInt8], width: Int, height: Int) -> ChangedRegion? {
        var minX = width, minY = height, maxX = -1, maxY = -1
        frame.withUnsafeBytes { current in
            previous.withUnsafeBytes { before in
                let a = current.bindMemory(to: UInt32.self), b = before.bindMemory(to: UInt32.self)
                for row in 0..<height {
                    let start = row * width
                    var first = 0
                    while first < width, a[start + first] == b[start + first] { first += 1 }
                    guard first < width else { continue }
                    var last = width - 1
                    while a[start + last] == b[start + last] { last -= 1 }
                    minX = min(minX, first)
                    maxX = max(maxX, last)
                    if minY == height { minY = row }
                    maxY = row
                }
            }
        }
        guard maxX >= 0 else { return nil }
        return ChangedRegion(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }
}
