internal import CFiles

/// The C allocator's settings for a run of many frames.
///
/// glibc hands out blocks of 128 KiB and more with `mmap` and gives them back with `munmap` on
/// `free`, so every frame's pixel, staging and compression buffers (a 400×200 frame's are
/// 320 KiB each) arrive as fresh pages that fault in, zero-filled, one by one: about 160 page
/// faults a frame, 8% of a 240-frame splash's CPU time. Serving blocks up to 4 MiB from the
/// heap instead, and keeping up to 16 MiB of freed heap, lets each frame reuse the pages of the
/// one before. Larger buffers (big images) still come from `mmap` and go back at once.
public enum FrameAllocator {
    /// Keeps frame-sized buffers for reuse for the rest of the process (glibc only).
    public static func reuseFrameBuffers() {
        _ = chroma_reuse_freed_memory(4 << 20, 16 << 20)
    }
}
