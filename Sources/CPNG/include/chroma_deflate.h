// PNG image data in independent pieces. A PNG's rows form one zlib stream; Chroma cuts it into
// segments of whole rows, each filtered and deflated on its own (any thread, any order) into a
// raw deflate fragment that ends on a byte boundary without a final block. The fragments,
// concatenated in row order after a zlib header and followed by an empty final block and the
// Adler-32 of all the filtered bytes, are one valid zlib stream. A segment is primed with the
// filtered bytes of the rows above it (the last 32 KiB, deflate's window), so matches across
// its first rows are found as if the stream had never been cut.
#ifndef CHROMA_DEFLATE_H
#define CHROMA_DEFLATE_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// PNG row filters, as in the file; CHROMA_FILTER_ADAPTIVE picks one per row (smallest sum of
/// absolute filtered bytes, the heuristic of the PNG specification); CHROMA_FILTER_TRIAL picks one
/// per segment: its first rows (up to CHROMA_FILTER_TRIAL_BYTES of filtered data, at least two
/// rows) are filtered with None, Up and Paeth and deflated as the segment is, and the whole
/// segment is filtered with the one that came out smallest (Up or Paeth only when smaller than
/// None by about a fifth and 32 bytes, so that rows all filters shrink to nothing keep None). Such
/// segments are never primed with the window above (the rows above may be filtered otherwise).
enum {
    CHROMA_FILTER_NONE = 0,
    CHROMA_FILTER_SUB = 1,
    CHROMA_FILTER_UP = 2,
    CHROMA_FILTER_AVERAGE = 3,
    CHROMA_FILTER_PAETH = 4,
    CHROMA_FILTER_ADAPTIVE = 5,
    CHROMA_FILTER_TRIAL = 6
};

/// Filtered bytes a CHROMA_FILTER_TRIAL segment tries each filter on.
#define CHROMA_FILTER_TRIAL_BYTES 65536

/// What a segment is compressed with.
typedef struct {
    int filter;            // CHROMA_FILTER_*
    int level;             // zlib level 0...9
    int strategy;          // zlib strategy 0...4
    size_t bytes_per_pixel; // for the filters: bytes of one pixel, at least 1
} chroma_deflate_settings;

/// One compressed segment. `data` is owned by the segment; release with chroma_deflate_free.
typedef struct {
    uint8_t *data;
    size_t size;
    uint32_t adler;        // Adler-32 of the filtered bytes (filter type bytes included)
    size_t filtered_size;  // bytes the segment decompresses to
} chroma_deflate_segment;

/// Filters and deflates `count` rows of `row_bytes` bytes, `stride` bytes apart. The
/// `context_count` rows directly above them (at `rows - context_count * stride`, unfiltered) give
/// the first row's neighbour above and the deflate window's starting content; none means the
/// segment starts the image. `context_starts_image` says whether the first context row is the
/// image's first row (it has no row above). 0 on success; -1 when out of memory or for invalid
/// settings, with `segment` left empty.
int chroma_deflate_rows(const uint8_t *rows, size_t stride, size_t row_bytes, uint32_t count,
                        uint32_t context_count, int context_starts_image,
                        const chroma_deflate_settings *settings, chroma_deflate_segment *segment);

void chroma_deflate_free(chroma_deflate_segment *segment);

/// Whether segments compressed with `settings` are primed with the 32 KiB of filtered bytes
/// above them (zlib), so their context must hold that many rows; 0 when only the filters read
/// the row above (libdeflate, which has no preset dictionary).
int chroma_deflate_reads_window(const chroma_deflate_settings *settings);

/// Deflates image data already filtered (each row's filter type byte, then its bytes) into a
/// segment, where the settings go to libdeflate (chroma_deflate_reads_window is 0): a caller
/// that writes rows in that layout saves the filter's copy. 0 on success; -1 when the settings
/// need zlib's window or when out of memory, with `segment` left empty.
int chroma_deflate_filtered(const uint8_t *filtered, size_t size, const chroma_deflate_settings *settings,
                            chroma_deflate_segment *segment);

/// A buffer of at least `size` bytes owned by the calling thread, for rows on their way to
/// chroma_deflate_rows: it lives until the next call on the same thread (which may move it) or
/// the thread's end. NULL when out of memory.
uint8_t *chroma_deflate_staging(size_t size);

/// The Adler-32 of two pieces of data from theirs; `second_length` is the second's length.
uint32_t chroma_adler32_combine(uint32_t first, uint32_t second, size_t second_length);

/// The deflate library that compresses segments of the default strategy: "libdeflate" when
/// CPNG was built with libdeflate's header, "zlib" otherwise (other strategies always use zlib).
const char *chroma_deflate_library(void);

/// The smallest complete zlib stream of a PNG image's rows: `count` rows of `row_bytes` bytes,
/// `stride` apart, the first without a row above (an APNG frame's rectangle is an image of its
/// own), filtered with each of None, Sub, Up, Average, Paeth and the per-row adaptive choice,
/// each deflated at `trial_level` (libdeflate's 1...12 where built with it, else zlib's 1...9);
/// the smallest is kept; when `final_level` differs, the `finalists` smallest (1...6) are
/// deflated again at `final_level` and the smallest of those kept. With `guess` nonzero
/// nothing is tried: filter None where at least half the pixels repeat their left or upper
/// neighbour (flat art), else the adaptive choice, deflated once at `final_level`. The stream
/// goes into `out` (owned by it; release with chroma_deflate_free), `filtered_size` set,
/// `adler` not. 0 on success; -1 when out of memory or for empty rows, with `out` left empty.
int chroma_png_smallest_zlib(const uint8_t *rows, size_t stride, size_t row_bytes, uint32_t count, size_t bpp,
                             int trial_level, int final_level, int finalists, int guess, chroma_deflate_segment *out);

/// The size in bytes of the zlib stream of `count` rows of `row_bytes` bytes, `stride` apart,
/// filtered None and deflated at `level` (libdeflate's 1...12 where built with it, else zlib's
/// 1...9): a quick measure for choosing between versions of a frame. Works in this thread's
/// memory, allocating only when it grows. 0 when out of memory or for empty rows.
size_t chroma_png_zlib_size(const uint8_t *rows, size_t stride, size_t row_bytes, uint32_t count, int level);

/// The two bytes of a zlib header for a deflate stream with a 32 KiB window compressed at `level`.
void chroma_zlib_header(int level, uint8_t header[2]);

#ifdef __cplusplus
}
#endif

#endif
