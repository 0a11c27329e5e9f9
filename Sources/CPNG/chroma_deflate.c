#include "chroma_deflate.h"
#include "chroma_fault.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

#include "deflate_blocks.h"

#ifdef __SSE2__
#include <emmintrin.h>
#endif

#if __has_include(<libdeflate.h>)
#include <libdeflate.h>
#define CHROMA_HAVE_LIBDEFLATE 1
#endif

static inline uint8_t paeth(uint8_t a, uint8_t b, uint8_t c) {
    int p = (int)a + (int)b - (int)c;
    int pa = abs(p - (int)a), pb = abs(p - (int)b), pc = abs(p - (int)c);
    if (pa <= pb && pa <= pc) return a;
    return pb <= pc ? b : c;
}

#ifdef __SSE2__
/// |x| of eight signed 16-bit lanes.
static inline __m128i abs16(__m128i x) { return _mm_max_epi16(x, _mm_sub_epi16(_mm_setzero_si128(), x)); }

/// The Paeth predictor of eight lanes (left a, above b, upper left c, each 0...255 in 16 bits),
/// with paeth()'s ties: a, then b, then c.
static inline __m128i paeth8(__m128i a, __m128i b, __m128i c) {
    __m128i pa = abs16(_mm_sub_epi16(b, c)), pb = abs16(_mm_sub_epi16(a, c));
    __m128i pc = abs16(_mm_sub_epi16(_mm_add_epi16(a, b), _mm_add_epi16(c, c)));
    __m128i not_a = _mm_or_si128(_mm_cmpgt_epi16(pa, pb), _mm_cmpgt_epi16(pa, pc));
    __m128i take_c = _mm_cmpgt_epi16(pb, pc);
    __m128i b_or_c = _mm_or_si128(_mm_and_si128(take_c, c), _mm_andnot_si128(take_c, b));
    return _mm_or_si128(_mm_and_si128(not_a, b_or_c), _mm_andnot_si128(not_a, a));
}
#endif

/// Paeth-filters bytes `from`..<n of a row (from ≥ bpp), sixteen at a time where SSE2 is there
/// (every x86-64 processor): the same bytes as paeth() one by one, about twice as fast.
static void paeth_row(const uint8_t *row, const uint8_t *up, size_t from, size_t n, size_t bpp, uint8_t *f) {
    size_t i = from;
#ifdef __SSE2__
    const __m128i zero = _mm_setzero_si128();
    for (; i + 16 <= n; i += 16) {
        __m128i a = _mm_loadu_si128((const __m128i *)(row + i - bpp)), b = _mm_loadu_si128((const __m128i *)(up + i));
        __m128i c = _mm_loadu_si128((const __m128i *)(up + i - bpp)), x = _mm_loadu_si128((const __m128i *)(row + i));
        __m128i low = paeth8(_mm_unpacklo_epi8(a, zero), _mm_unpacklo_epi8(b, zero), _mm_unpacklo_epi8(c, zero));
        __m128i high = paeth8(_mm_unpackhi_epi8(a, zero), _mm_unpackhi_epi8(b, zero), _mm_unpackhi_epi8(c, zero));
        _mm_storeu_si128((__m128i *)(f + i), _mm_sub_epi8(x, _mm_packus_epi16(low, high)));
    }
#endif
    for (; i < n; i++) f[i] = (uint8_t)(row[i] - paeth(row[i - bpp], up[i], up[i - bpp]));
}

/// Writes the filter type byte and the filtered row into `out` (row_bytes + 1 bytes). `up` is
/// the previous row, or a row of zeros for the first.
static void filter_row(int type, const uint8_t *row, const uint8_t *up, size_t n, size_t bpp, uint8_t *out) {
    out[0] = (uint8_t)type;
    uint8_t *f = out + 1;
    size_t left = bpp < n ? bpp : n;
    switch (type) {
    case CHROMA_FILTER_NONE:
        memcpy(f, row, n);
        break;
    case CHROMA_FILTER_SUB:
        memcpy(f, row, left);
        for (size_t i = bpp; i < n; i++) f[i] = (uint8_t)(row[i] - row[i - bpp]);
        break;
    case CHROMA_FILTER_UP:
        for (size_t i = 0; i < n; i++) f[i] = (uint8_t)(row[i] - up[i]);
        break;
    case CHROMA_FILTER_AVERAGE:
        for (size_t i = 0; i < left; i++) f[i] = (uint8_t)(row[i] - (up[i] >> 1));
        for (size_t i = bpp; i < n; i++) f[i] = (uint8_t)(row[i] - (uint8_t)(((unsigned)row[i - bpp] + up[i]) >> 1));
        break;
    default:
        for (size_t i = 0; i < left; i++) f[i] = (uint8_t)(row[i] - up[i]);
        paeth_row(row, up, bpp, n, bpp, f);
        break;
    }
}

/// The sum of the filtered bytes read as signed values: smaller usually deflates smaller.
static uint64_t filtered_cost(const uint8_t *filtered, size_t n) {
    uint64_t sum = 0;
    for (size_t i = 0; i < n; i++) {
        int v = (int8_t)filtered[i];
        sum += (uint64_t)(v < 0 ? -v : v);
    }
    return sum;
}

/// Filters one row as the segment's settings say, into `candidate` or `best` (swapped so that
/// `*best` ends with the chosen filtering).
static void filter_chosen(const chroma_deflate_settings *settings, const uint8_t *row, const uint8_t *up, size_t row_bytes,
                          uint8_t **candidate, uint8_t **best) {
    if (settings->filter != CHROMA_FILTER_ADAPTIVE) {
        filter_row(settings->filter, row, up, row_bytes, settings->bytes_per_pixel, *best);
        return;
    }
    uint64_t best_cost = UINT64_MAX;
    for (int type = CHROMA_FILTER_NONE; type <= CHROMA_FILTER_PAETH; type++) {
        filter_row(type, row, up, row_bytes, settings->bytes_per_pixel, *candidate);
        uint64_t cost = filtered_cost(*candidate + 1, row_bytes);
        if (cost < best_cost) {
            best_cost = cost;
            uint8_t *swap = *best;
            *best = *candidate;
            *candidate = swap;
        }
    }
}

/// Primes the stream with the last 32 KiB of the context rows' filtered bytes. Context rows
/// are filtered as they were in the stream; the first is skipped when its own row above is
/// unknown and its filter needs it. Returns 0, or -1 when out of memory.
static int prime(z_stream *stream, const uint8_t *rows, size_t stride, size_t row_bytes, uint32_t context_count,
                 int context_starts_image, const chroma_deflate_settings *settings, uint8_t *candidate, uint8_t *best,
                 const uint8_t *zeros) {
    const size_t window = 32768, filtered_bytes = row_bytes + 1;
    int needs_up = settings->filter != CHROMA_FILTER_NONE && settings->filter != CHROMA_FILTER_SUB;
    uint32_t first = (needs_up && !context_starts_image) ? 1 : 0;
    // Only the rows whose filtered bytes reach into the last 32 KiB.
    uint32_t usable = context_count - first;
    uint32_t wanted = (uint32_t)((window + filtered_bytes - 1) / filtered_bytes);
    if (usable > wanted) first = context_count - wanted;
    if (first >= context_count) return 0;
    size_t total = (size_t)(context_count - first) * filtered_bytes;
    uint8_t *dictionary = chroma_fault_malloc(total);
    if (!dictionary) return -1;
    const uint8_t *base = rows - (size_t)context_count * stride;
    for (uint32_t j = first; j < context_count; j++) {
        const uint8_t *row = base + (size_t)j * stride;
        const uint8_t *up = j > 0 ? row - stride : zeros;
        uint8_t *a = candidate, *b = best;
        filter_chosen(settings, row, up, row_bytes, &a, &b);
        memcpy(dictionary + (size_t)(j - first) * filtered_bytes, b, filtered_bytes);
    }
    size_t skip = total > window ? total - window : 0;
    int status = deflateSetDictionary(stream, dictionary + skip, (uInt)(total - skip));
    free(dictionary);
    return status == Z_OK ? 0 : -1;
}

/// Working memory of one thread, kept from one segment to the next so that a segment costs no
/// fresh pages (dispatch's worker threads live as long as the process): the staging rows a
/// caller converts into, the filtered bytes, the compressed bytes before they are copied out, and
/// libdeflate's compressor for the last level used. Released when the thread exits.
typedef struct {
    uint8_t *staging;
    size_t staging_capacity;
    uint8_t *filtered;
    size_t filtered_capacity;
    uint8_t *output;
    size_t output_capacity;
    uint8_t *trial;
    size_t trial_capacity;
#ifdef CHROMA_HAVE_LIBDEFLATE
    struct libdeflate_compressor *compressor;
    int compressor_level;
#endif
} workspace;

static pthread_key_t workspace_key;
static pthread_once_t workspace_once = PTHREAD_ONCE_INIT;

static void workspace_release(void *pointer) {
    workspace *w = pointer;
    free(w->staging);
    free(w->filtered);
    free(w->output);
    free(w->trial);
#ifdef CHROMA_HAVE_LIBDEFLATE
    if (w->compressor) libdeflate_free_compressor(w->compressor);
#endif
    free(w);
}

static void workspace_make_key(void) { pthread_key_create(&workspace_key, workspace_release); }

/// This thread's workspace, made on first use; NULL when out of memory.
static workspace *this_workspace(void) {
    pthread_once(&workspace_once, workspace_make_key);
    workspace *w = pthread_getspecific(workspace_key);
    if (!w) {
        w = chroma_fault_calloc(1, sizeof *w);
        if (w && pthread_setspecific(workspace_key, w) != 0) {
            free(w);
            w = NULL;
        }
    }
    return w;
}

/// Grows one of a workspace's buffers to at least `size` bytes (its contents are not kept);
/// NULL when out of memory.
static uint8_t *reserve(uint8_t **buffer, size_t *capacity, size_t size) {
    if (*capacity < size) {
        free(*buffer);
        size_t grown = size + size / 8;
        *buffer = chroma_fault_malloc(grown);
        *capacity = *buffer ? grown : 0;
    }
    return *buffer;
}

uint8_t *chroma_deflate_staging(size_t size) {
    workspace *w = this_workspace();
    return w ? reserve(&w->staging, &w->staging_capacity, size) : NULL;
}

/// A copy of `size` bytes in memory of their own, for a segment to own; NULL when out of memory.
static uint8_t *owned_copy(const uint8_t *bytes, size_t size) {
    uint8_t *copy = chroma_fault_malloc(size ? size : 1);
    if (copy) memcpy(copy, bytes, size);
    return copy;
}

#ifdef CHROMA_HAVE_LIBDEFLATE
/// The libdeflate level for a zlib level: one above (libdeflate's level 7 matches zlib's 6 in
/// size on gradients, 1.3–1.7× faster; see docs/PNG.md), 0, 1 and 9 as they are (libdeflate's
/// level 1, its greedy hash-table matcher, is 1.6× faster than its 2–4 on gradients, the fast
/// setting's choice).
static int libdeflate_level(int level) { return level <= 1 ? level : level < 9 ? level + 1 : 9; }

/// This thread's compressor for a zlib level; NULL when out of memory.
static struct libdeflate_compressor *compressor_for(workspace *w, int zlib_level) {
    int level = libdeflate_level(zlib_level);
    if (!w->compressor || w->compressor_level != level) {
        if (w->compressor) libdeflate_free_compressor(w->compressor);
        w->compressor = libdeflate_alloc_compressor(level);
        w->compressor_level = level;
    }
    return w->compressor;
}

/// Filtered bytes through this thread's compressor (chosen by compressor_for) into a segment.
static int compress_filtered(workspace *w, const uint8_t *filtered, size_t filtered_size, chroma_deflate_segment *segment) {
    size_t capacity = libdeflate_deflate_compress_bound(w->compressor, filtered_size) + 8;
    uint8_t *output = reserve(&w->output, &w->output_capacity, capacity);
    if (!output) return -1;
    size_t size = libdeflate_deflate_compress(w->compressor, filtered, filtered_size, output, capacity - 8);
    size = size ? chroma_deflate_unfinish(output, size) : 0;
    uint8_t *data = size ? owned_copy(output, size) : NULL;
    if (!data) return -1;
    segment->data = data;
    segment->size = size;
    segment->adler = (uint32_t)libdeflate_adler32(1, filtered, filtered_size);
    segment->filtered_size = filtered_size;
    return 0;
}

/// The segment through libdeflate, which compresses a whole buffer: the rows are filtered into
/// one buffer, compressed without a preset dictionary (libdeflate has none; the row above still
/// gives the filters their row above), and the complete stream is made a segment by
/// chroma_deflate_unfinish. Works in this thread's workspace; only the result is allocated.
static int deflate_whole(const uint8_t *rows, size_t stride, size_t row_bytes, uint32_t count, uint32_t context_count,
                         const chroma_deflate_settings *settings, chroma_deflate_segment *segment) {
    size_t filtered_bytes = row_bytes + 1, filtered_size = filtered_bytes * (size_t)count;
    workspace *w = this_workspace();
    if (!w) return -1;
    if (!compressor_for(w, settings->level)) return -1;
    // The filtered rows, then two rows for the adaptive filter's candidates and a row of zeros.
    uint8_t *filtered = reserve(&w->filtered, &w->filtered_capacity, filtered_size + 3 * filtered_bytes);
    if (!filtered) return -1;
    uint8_t *candidate = filtered + filtered_size, *best = candidate + filtered_bytes, *zeros = best + filtered_bytes;
    memset(zeros, 0, filtered_bytes);
    const uint8_t *previous = context_count > 0 ? rows - stride : zeros;
    for (uint32_t r = 0; r < count; r++) {
        const uint8_t *row = rows + (size_t)r * stride, *up = r > 0 ? row - stride : previous;
        uint8_t *out = filtered + (size_t)r * filtered_bytes;
        if (settings->filter == CHROMA_FILTER_ADAPTIVE) {
            filter_chosen(settings, row, up, row_bytes, &candidate, &best);
            memcpy(out, best, filtered_bytes);
        } else {
            filter_row(settings->filter, row, up, row_bytes, settings->bytes_per_pixel, out);
        }
    }
    return compress_filtered(w, filtered, filtered_size, segment);
}
#endif

static int uses_libdeflate(const chroma_deflate_settings *settings);

/// The size of the first `size` bytes of this thread's trial buffer deflated as a segment of
/// these settings would be (libdeflate or zlib, at its level; the bytes themselves are dropped);
/// 0 when out of memory.
static size_t trial_size(workspace *w, size_t size, const chroma_deflate_settings *settings) {
#ifdef CHROMA_HAVE_LIBDEFLATE
    if (uses_libdeflate(settings)) {
        if (!compressor_for(w, settings->level)) return 0;
        size_t bound = libdeflate_deflate_compress_bound(w->compressor, size);
        if (!reserve(&w->output, &w->output_capacity, bound)) return 0;
        size_t written = libdeflate_deflate_compress(w->compressor, w->trial, size, w->output, bound);
        return written ? written : bound;
    }
#endif
    z_stream stream;
    memset(&stream, 0, sizeof stream);
    if (deflateInit2(&stream, settings->level, Z_DEFLATED, -15, 8, settings->strategy) != Z_OK) return 0;
    size_t bound = deflateBound(&stream, (uLong)size) + 64;
    if (!reserve(&w->output, &w->output_capacity, bound)) {
        deflateEnd(&stream);
        return 0;
    }
    stream.next_in = w->trial;
    stream.avail_in = (uInt)size;
    stream.next_out = w->output;
    stream.avail_out = (uInt)bound;
    int status = deflate(&stream, Z_FINISH);
    size_t written = bound - stream.avail_out;
    deflateEnd(&stream);
    return status == Z_STREAM_END ? written : 0;
}

/// The filter a CHROMA_FILTER_TRIAL segment uses: None, Up or Paeth, whichever deflates the
/// segment's first rows (CHROMA_FILTER_TRIAL_BYTES of filtered data, at least two rows) smallest
/// at the segment's own level, Up and Paeth only when about a fifth (and 32 bytes) smaller than None, Paeth
/// only when smaller than Up. `previous` is the row above the segment,
/// NULL for the image's first. Returns the filter, or -1 when out of memory.
static int trial_filter(const uint8_t *rows, size_t stride, size_t row_bytes, uint32_t count, const uint8_t *previous,
                        const chroma_deflate_settings *settings) {
    size_t bpp = settings->bytes_per_pixel;
    static const int candidates[] = {CHROMA_FILTER_NONE, CHROMA_FILTER_UP, CHROMA_FILTER_PAETH};
    size_t filtered_bytes = row_bytes + 1;
    size_t tried = CHROMA_FILTER_TRIAL_BYTES / filtered_bytes;
    if (tried < 2) tried = 2;
    if (tried > count) tried = count;
    if (tried == 0) return CHROMA_FILTER_NONE;
    workspace *w = this_workspace();
    // The trial rows, then a row of zeros above the image's first row.
    if (!w || !reserve(&w->trial, &w->trial_capacity, (tried + 1) * filtered_bytes)) return -1;
    uint8_t *zeros = w->trial + tried * filtered_bytes;
    memset(zeros, 0, filtered_bytes);
    if (!previous) previous = zeros;
    int chosen = CHROMA_FILTER_NONE;
    size_t smallest = SIZE_MAX;
    for (size_t c = 0; c < sizeof candidates / sizeof candidates[0]; c++) {
        for (size_t r = 0; r < tried; r++) {
            const uint8_t *row = rows + r * stride, *up = r > 0 ? row - stride : previous;
            filter_row(candidates[c], row, up, row_bytes, bpp, w->trial + r * filtered_bytes);
        }
        size_t size = trial_size(w, tried * filtered_bytes, settings);
        if (size == 0) return -1;
        // Up and Paeth must beat None by about a fifth and 32 bytes: on rows that all filters
        // compress to almost nothing (a flat background above a chart), None stays.
        if (candidates[c] != CHROMA_FILTER_NONE) size += size / 4 + 32;
        if (size < smallest) {
            smallest = size;
            chosen = candidates[c];
        }
    }
    return chosen;
}

/// chroma_deflate_rows with one filter (not CHROMA_FILTER_TRIAL); `primes` says whether a zlib
/// stream is primed with the context rows' filtered bytes.
static int deflate_rows(const uint8_t *rows, size_t stride, size_t row_bytes, uint32_t count, uint32_t context_count,
                        int context_starts_image, const chroma_deflate_settings *settings, int primes,
                        chroma_deflate_segment *segment) {
#ifdef CHROMA_HAVE_LIBDEFLATE
    if (uses_libdeflate(settings)) return deflate_whole(rows, stride, row_bytes, count, context_count, settings, segment);
#endif
    z_stream stream;
    memset(&stream, 0, sizeof stream);
    if (deflateInit2(&stream, settings->level, Z_DEFLATED, -15, 8, settings->strategy) != Z_OK) return -1;
    size_t filtered_size = (row_bytes + 1) * (size_t)count;
    // The bound of the whole, plus the sync marker and a margin for the per-row calls.
    size_t capacity = deflateBound(&stream, (uLong)filtered_size) + 64;
    uint8_t *output = chroma_fault_malloc(capacity);
    // Two row buffers for the filtered row (and the best candidate when choosing), and a row of zeros.
    uint8_t *buffers = chroma_fault_malloc(3 * (row_bytes + 1));
    if (!output || !buffers) {
        free(output);
        free(buffers);
        deflateEnd(&stream);
        return -1;
    }
    uint8_t *candidate = buffers, *best = buffers + row_bytes + 1, *zeros = buffers + 2 * (row_bytes + 1);
    memset(zeros, 0, row_bytes + 1);
    const uint8_t *previous = context_count > 0 ? rows - stride : NULL;
    if (context_count > 0 && primes &&
        prime(&stream, rows, stride, row_bytes, context_count, context_starts_image, settings, candidate, best, zeros) != 0) {
        free(output);
        free(buffers);
        deflateEnd(&stream);
        return -1;
    }
    uLong adler = adler32(0L, Z_NULL, 0);
    stream.next_out = output;
    stream.avail_out = (uInt)capacity;
    int failed = 0;
    for (uint32_t r = 0; r < count && !failed; r++) {
        const uint8_t *row = rows + (size_t)r * stride;
        const uint8_t *up = r > 0 ? rows + (size_t)(r - 1) * stride : (previous ? previous : zeros);
        filter_chosen(settings, row, up, row_bytes, &candidate, &best);
        uint8_t *filtered = best;
        adler = adler32(adler, filtered, (uInt)(row_bytes + 1));
        stream.next_in = filtered;
        stream.avail_in = (uInt)(row_bytes + 1);
        while (stream.avail_in > 0 && !failed) {
            if (stream.avail_out == 0) failed = 1;
            else if (deflate(&stream, Z_NO_FLUSH) != Z_OK) failed = 1;
        }
    }
    if (!failed) {
        int status;
        do {
            if (stream.avail_out < 16) {
                // Rare: grow for the flush.
                size_t used = capacity - stream.avail_out;
                uint8_t *grown = chroma_fault_realloc(output, capacity * 2);
                if (!grown) { failed = 1; break; }
                output = grown;
                capacity *= 2;
                stream.next_out = output + used;
                stream.avail_out = (uInt)(capacity - used);
            }
            status = deflate(&stream, Z_SYNC_FLUSH);
        } while (status == Z_OK && stream.avail_out == 0);
        if (status != Z_OK && status != Z_BUF_ERROR) failed = 1;
    }
    size_t size = capacity - stream.avail_out;
    deflateEnd(&stream);
    free(buffers);
    if (failed) {
        free(output);
        return -1;
    }
    segment->data = output;
    segment->size = size;
    segment->adler = (uint32_t)adler;
    segment->filtered_size = filtered_size;
    return 0;
}

int chroma_deflate_rows(const uint8_t *rows, size_t stride, size_t row_bytes, uint32_t count,
                        uint32_t context_count, int context_starts_image,
                        const chroma_deflate_settings *settings, chroma_deflate_segment *segment) {
    memset(segment, 0, sizeof *segment);
    if (settings->bytes_per_pixel < 1 || settings->filter < 0 || settings->filter > CHROMA_FILTER_TRIAL) return -1;
    if (settings->filter != CHROMA_FILTER_TRIAL) {
        return deflate_rows(rows, stride, row_bytes, count, context_count, context_starts_image, settings, 1, segment);
    }
    // One filter for the whole segment, from a trial of its first rows. No window is primed
    // (the rows above may have been filtered otherwise); only the row above is read.
    int chosen = trial_filter(rows, stride, row_bytes, count, context_count > 0 ? rows - stride : NULL, settings);
    if (chosen < 0) return -1;
    chroma_deflate_settings single = *settings;
    single.filter = chosen;
    return deflate_rows(rows, stride, row_bytes, count, context_count, context_starts_image, &single, 0, segment);
}

/// Whether chroma_deflate_rows sends these settings through libdeflate.
static int uses_libdeflate(const chroma_deflate_settings *settings) {
#ifdef CHROMA_HAVE_LIBDEFLATE
    // libdeflate has no strategies: the zlib ones (RLE, Huffman only, fixed, filtered) stay with zlib.
    return settings->strategy == Z_DEFAULT_STRATEGY && settings->level >= 0 && settings->level <= 9;
#else
    (void)settings;
    return 0;
#endif
}

int chroma_deflate_reads_window(const chroma_deflate_settings *settings) {
    return settings->filter != CHROMA_FILTER_TRIAL && !uses_libdeflate(settings);
}

int chroma_deflate_filtered(const uint8_t *filtered, size_t size, const chroma_deflate_settings *settings,
                            chroma_deflate_segment *segment) {
    memset(segment, 0, sizeof *segment);
#ifdef CHROMA_HAVE_LIBDEFLATE
    workspace *w = uses_libdeflate(settings) ? this_workspace() : NULL;
    if (!w || !compressor_for(w, settings->level)) return -1;
    return compress_filtered(w, filtered, size, segment);
#else
    (void)filtered;
    (void)size;
    (void)settings;
    return -1;
#endif
}

void chroma_deflate_free(chroma_deflate_segment *segment) {
    free(segment->data);
    segment->data = NULL;
    segment->size = 0;
}

uint32_t chroma_adler32_combine(uint32_t first, uint32_t second, size_t second_length) {
    return (uint32_t)adler32_combine(first, second, (z_off_t)second_length);
}

const char *chroma_deflate_library(void) {
#ifdef CHROMA_HAVE_LIBDEFLATE
    return "libdeflate";
#else
    return "zlib";
#endif
}

void chroma_zlib_header(int level, uint8_t header[2]) {
    int flevel = level < 2 ? 0 : level < 6 ? 1 : level == 6 ? 2 : 3;
    unsigned cmf = 0x78, flg = (unsigned)flevel << 6;
    flg += (31 - (cmf * 256 + flg) % 31) % 31;
    header[0] = (uint8_t)cmf;
    header[1] = (uint8_t)flg;
}

/// The zlib stream of `filtered_size` filtered bytes at a zlib level (libdeflate's 1...12 where
/// built with it), into this thread's output buffer: its size, 0 when out of memory.
static size_t zlib_stream(const uint8_t *filtered, size_t filtered_size, int level, uint8_t **output, size_t *capacity) {
#ifdef CHROMA_HAVE_LIBDEFLATE
    workspace *w = this_workspace();
    if (!w) return 0;
    if (!w->compressor || w->compressor_level != level) {
        if (w->compressor) libdeflate_free_compressor(w->compressor);
        w->compressor = libdeflate_alloc_compressor(level);
        w->compressor_level = level;
        if (!w->compressor) return 0;
    }
    size_t bound = libdeflate_zlib_compress_bound(w->compressor, filtered_size);
    if (!reserve(output, capacity, bound)) return 0;
    return libdeflate_zlib_compress(w->compressor, filtered, filtered_size, *output, bound);
#else
    uLongf size = compressBound((uLong)filtered_size);
    if (!reserve(output, capacity, size)) return 0;
    if (compress2(*output, &size, filtered, (uLong)filtered_size, level > 9 ? 9 : level) != Z_OK) return 0;
    return size;
#endif
}

/// Filters whole rows (the first without a row above) with one filter, or the adaptive choice
/// per row, into `filtered`; `candidate`, `best` and `zeros` are scratch rows of row_bytes + 1.
static void filter_rows(int type, const uint8_t *rows, size_t stride, size_t row_bytes, uint32_t count, size_t bpp,
                        uint8_t *filtered, uint8_t *candidate, uint8_t *best, const uint8_t *zeros) {
    chroma_deflate_settings adaptive = {CHROMA_FILTER_ADAPTIVE, 9, 0, bpp};
    for (uint32_t r = 0; r < count; r++) {
        const uint8_t *row = rows + (size_t)r * stride, *up = r > 0 ? row - stride : zeros;
        uint8_t *target = filtered + (size_t)r * (row_bytes + 1);
        if (type == CHROMA_FILTER_ADAPTIVE) {
            uint8_t *a = candidate, *b = best;
            filter_chosen(&adaptive, row, up, row_bytes, &a, &b);
            memcpy(target, b, row_bytes + 1);
        } else {
            filter_row(type, row, up, row_bytes, bpp, target);
        }
    }
}

/// Whether at least half the pixels repeat the one on their left or above: flat art (shapes
/// in solid colors), which deflates smallest unfiltered, where gradients and photographs
/// deflate smaller filtered.
static int mostly_flat(const uint8_t *rows, size_t stride, size_t row_bytes, uint32_t count, size_t bpp) {
    size_t repeated = 0, pixels = row_bytes / bpp * (size_t)count;
    for (uint32_t r = 0; r < count; r++) {
        const uint8_t *row = rows + (size_t)r * stride;
        for (size_t i = 0; i < row_bytes; i += bpp) {
            if ((i > 0 && memcmp(row + i, row + i - bpp, bpp) == 0) || (r > 0 && memcmp(row + i, row + i - stride, bpp) == 0)) repeated++;
        }
    }
    return repeated * 2 >= pixels;
}

/// The stream of chroma_png_smallest_zlib's guess: filter None for flat art (mostly_flat),
/// else the per-row adaptive choice, deflated once at `level`.
static int guessed_zlib(const uint8_t *rows, size_t stride, size_t row_bytes, uint32_t count, size_t bpp, int level,
                        chroma_deflate_segment *out) {
    size_t filtered_bytes = row_bytes + 1, filtered_size = filtered_bytes * (size_t)count;
    workspace *w = this_workspace();
    if (!w) return -1;
    uint8_t *filtered = reserve(&w->filtered, &w->filtered_capacity, filtered_size + 3 * filtered_bytes);
    if (!filtered) return -1;
    uint8_t *candidate = filtered + filtered_size, *best_row = candidate + filtered_bytes, *zeros = best_row + filtered_bytes;
    memset(zeros, 0, filtered_bytes);
    int type = mostly_flat(rows, stride, row_bytes, count, bpp) ? CHROMA_FILTER_NONE : CHROMA_FILTER_ADAPTIVE;
    filter_rows(type, rows, stride, row_bytes, count, bpp, filtered, candidate, best_row, zeros);
    size_t size = zlib_stream(filtered, filtered_size, level, &w->output, &w->output_capacity);
    uint8_t *data = size ? owned_copy(w->output, size) : NULL;
    if (!data) return -1;
    out->data = data;
    out->size = size;
    out->filtered_size = filtered_size;
    return 0;
}

int chroma_png_smallest_zlib(const uint8_t *rows, size_t stride, size_t row_bytes, uint32_t count, size_t bpp,
                             int trial_level, int final_level, int finalists, int guess, chroma_deflate_segment *out) {
    memset(out, 0, sizeof *out);
    if (bpp < 1 || row_bytes < 1 || count < 1) return -1;
    if (finalists < 1) finalists = 1;
    if (guess) return guessed_zlib(rows, stride, row_bytes, count, bpp, final_level, out);
    size_t filtered_bytes = row_bytes + 1, filtered_size = filtered_bytes * (size_t)count;
    // Candidates, each filtered into one buffer, then the adaptive rows' two scratch rows and zeros.
    uint8_t *filtered = chroma_fault_malloc(filtered_size + 3 * filtered_bytes);
    if (!filtered) return -1;
    uint8_t *candidate = filtered + filtered_size, *best_row = candidate + filtered_bytes, *zeros = best_row + filtered_bytes;
    memset(zeros, 0, filtered_bytes);
    uint8_t *output = NULL;
    size_t capacity = 0;
    size_t best_size = SIZE_MAX;
    size_t trial_sizes[CHROMA_FILTER_ADAPTIVE + 1];
    uint8_t *best = NULL;
    int result = -1, tried = 0;
    int single = filtered_size <= 64;  // a few pixels: filter None is as good as any
    for (int type = CHROMA_FILTER_NONE; type <= CHROMA_FILTER_ADAPTIVE; type++) {
        if (single && type != CHROMA_FILTER_NONE) break;
        filter_rows(type, rows, stride, row_bytes, count, bpp, filtered, candidate, best_row, zeros);
        size_t size = zlib_stream(filtered, filtered_size, trial_level, &output, &capacity);
        if (size == 0) goto done;
        trial_sizes[type] = size;
        tried = type + 1;
        if (trial_level == final_level && size < best_size) {
            best_size = size;
            free(best);
            best = owned_copy(output, size);
            if (!best) goto done;
        }
    }
    if (trial_level != final_level) {
        // Filter the smallest few again and deflate them harder; keep the smallest.
        for (int round = 0; round < finalists && round < tried; round++) {
            int pick = -1;
            for (int type = 0; type < tried; type++) {
                if (trial_sizes[type] != SIZE_MAX && (pick < 0 || trial_sizes[type] < trial_sizes[pick])) pick = type;
            }
            trial_sizes[pick] = SIZE_MAX;
            filter_rows(pick, rows, stride, row_bytes, count, bpp, filtered, candidate, best_row, zeros);
            size_t size = zlib_stream(filtered, filtered_size, final_level, &output, &capacity);
            if (size == 0) goto done;
            if (size < best_size) {
                free(best);
                best = owned_copy(output, size);
                if (!best) goto done;
                best_size = size;
            }
        }
    }
    out->data = best;
    out->size = best_size;
    out->filtered_size = filtered_size;
    best = NULL;
    result = 0;
done:
    free(best);
    free(output);
    free(filtered);
    return result;
}

size_t chroma_png_zlib_size(const uint8_t *rows, size_t stride, size_t row_bytes, uint32_t count, int level) {
    if (row_bytes < 1 || count < 1) return 0;
    size_t filtered_bytes = row_bytes + 1, filtered_size = filtered_bytes * (size_t)count;
    workspace *w = this_workspace();
    if (!w) return 0;
    uint8_t *filtered = reserve(&w->filtered, &w->filtered_capacity, filtered_size);
    if (!filtered) return 0;
    for (uint32_t r = 0; r < count; r++) {
        filtered[(size_t)r * filtered_bytes] = CHROMA_FILTER_NONE;
        memcpy(filtered + (size_t)r * filtered_bytes + 1, rows + (size_t)r * stride, row_bytes);
    }
    return zlib_stream(filtered, filtered_size, level, &w->output, &w->output_capacity);
}
