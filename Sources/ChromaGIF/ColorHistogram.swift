/// The colors of the pixels a frame encodes, counted: an open-addressing hash table keyed by
/// the 8-bit RGB (with the low `shift` bits of each channel dropped once there are more than
/// ``capacity`` / 2 distinct colors), keeping each key's pixel count and the sums of its exact
/// channel values, so a coarsened entry still knows its mean color. Reused from frame to frame
/// by one worker (``reset()``), so counting allocates nothing.
final class ColorHistogram {
    /// One distinct (or coarsened) color.
    struct Entry {
        var key: UInt32
        var count: UInt64
        var red: UInt64, green: UInt64, blue: UInt64

        /// The mean color, rounded.
        var mean: (UInt8, UInt8, UInt8) {
            let half = count / 2
            return (UInt8((red + half) / count), UInt8((green + half) / count), UInt8((blue + half) / count))
        }
    }

    /// Slots in the table (a power of two); at most half are used before coarsening.
    static let capacity = 1 << 16

    private var keys: [UInt32]
    private var slots: [Entry]
    /// The slots in use, in the order their colors first appeared.
    private(set) var used: [Int] = []
    /// Bits dropped from each channel in the key, 0…7.
    private(set) var shift: UInt32 = 0

    init() {
        keys = [UInt32](repeating: 0, count: Self.capacity)
        slots = [Entry](repeating: Entry(key: 0, count: 0, red: 0, green: 0, blue: 0), count: Self.capacity)
        used.reserveCapacity(Self.capacity / 2)
    }

    /// Empties the table for the next frame.
    func reset() {
        for slot in used { keys[slot] = 0 }
        used.removeAll(keepingCapacity: true)
        shift = 0
    }

    /// Whether every entry is one exact color (nothing was coarsened).
    var isExact: Bool { shift == 0 }

    /// The entries, in order of first appearance.
    var entries: [Entry] { used.map { slots[$0] } }

    /// Counts `count` pixels of one color.
    @inline(__always) func add(red: UInt8, green: UInt8, blue: UInt8, count: UInt64 = 1) {
        let key = (UInt32(red) >> shift) << 16 | (UInt32(green) >> shift) << 8 | (UInt32(blue) >> shift) | 1 << 24
        var slot = Int((key &* 0x9E37_79B1) >> 16) & (Self.capacity - 1)
        while true {
            let k = keys[slot]
            if k == key {
                slots[slot].count += count
                slots[slot].red += UInt64(red) * count
                slots[slot].green += UInt64(green) * count
                slots[slot].blue += UInt64(blue) * count
                return
            }
            if k == 0 { break }
            slot = (slot + 1) & (Self.capacity - 1)
        }
        keys[slot] = key
        slots[slot] = Entry(key: key, count: count, red: UInt64(red) * count, green: UInt64(green) * count, blue: UInt64(blue) * count)
        used.append(slot)
        if used.count > Self.capacity / 2 { coarsen() }
    }

    /// Adds another histogram's entries (the shared palette merges every frame's).
    func merge(_ other: [Entry]) {
        for entry in other {
            let (r, g, b) = entry.mean
            insert(Entry(key: 0, count: entry.count, red: entry.red, green: entry.green, blue: entry.blue), keyedBy: (r, g, b))
        }
    }

    /// Drops one more bit of each channel from the key and merges the entries that now share one.
    ///
    /// The shift only grows: at shift 3 there are 2¹⁵ keys, no more than half the table, so a
    /// frame coarsens at most three times (a re-insertion that fills the table again coarsens
    /// once more from inside, at the next shift), and counting stays linear in the pixels.
    private func coarsen() {
        let old = entries
        let next = min(7, shift + 1)
        reset()
        shift = next
        for entry in old { insert(entry, keyedBy: entry.mean) }
    }

    private func insert(_ entry: Entry, keyedBy color: (UInt8, UInt8, UInt8)) {
        let key = (UInt32(color.0) >> shift) << 16 | (UInt32(color.1) >> shift) << 8 | (UInt32(color.2) >> shift) | 1 << 24
        var slot = Int((key &* 0x9E37_79B1) >> 16) & (Self.capacity - 1)
        while keys[slot] != 0 && keys[slot] != key { slot = (slot + 1) & (Self.capacity - 1) }
        if keys[slot] == key {
            slots[slot].count += entry.count
            slots[slot].red += entry.red
            slots[slot].green += entry.green
            slots[slot].blue += entry.blue
        } else {
            keys[slot] = key
            slots[slot] = Entry(key: key, count: entry.count, red: entry.red, green: entry.green, blue: entry.blue)
            used.append(slot)
            if used.count > Self.capacity / 2 { coarsen() }
        }
    }
}
