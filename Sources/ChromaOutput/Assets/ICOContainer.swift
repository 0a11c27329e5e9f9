/// The Windows icon container (`.ico`) around PNG images, as browsers read `favicon.ico`: a
/// 6-byte header, a 16-byte entry per image (width and height, 0 meaning 256; 1 plane; 32 bits
/// per pixel; the byte count and offset of its data), then each PNG whole. All little-endian.
public enum ICOContainer {
    /// The container of `images`, each a complete PNG of `side` pixels square (1…256).
    public static func bytes(of images: [(side: Int, png: [UInt8])]) -> [UInt8] {
        var out: [UInt8] = []
        func u16(_ v: Int) { out += [UInt8(v & 0xff), UInt8((v >> 8) & 0xff)] }
        func u32(_ v: Int) { u16(v & 0xffff); u16((v >> 16) & 0xffff) }
        u16(0)  // reserved
        u16(1)  // type: icon
        u16(images.count)
        var offset = 6 + 16 * images.count
        for image in images {
            let side = image.side >= 256 ? 0 : UInt8(image.side)
            out += [side, side, 0, 0]  // width, height, palette colors, reserved
            u16(1)  // color planes
            u16(32)  // bits per pixel
            u32(image.png.count)
            u32(offset)
            offset += image.png.count
        }
        for image in images { out += image.png }
        return out
    }
}
