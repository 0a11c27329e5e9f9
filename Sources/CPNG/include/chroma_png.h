// Chroma's guard around libpng. libpng reports errors by longjmp, which must never cross a Swift
// frame, so every libpng call of one operation sits in one C function here behind its own
// setjmp, and an error comes back as -1 with libpng's message copied into the writer (or the
// caller's buffer). No Swift callback is ever handed to libpng. libpng writes the chunks; the image
// data arrives compressed, from chroma_deflate.h.
#ifndef CHROMA_PNG_H
#define CHROMA_PNG_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// One text chunk: tEXt (Latin-1) or, when international is non-zero, iTXt (UTF-8).
typedef struct {
    const char *key;
    const char *text;
    int international;
} chroma_png_text;

/// What one image is written as. Color types are PNG's: 0 gray, 2 RGB, 4 gray+alpha, 6 RGBA.
typedef struct {
    uint32_t width;
    uint32_t height;
    int bit_depth;
    int color_type;
    int srgb;                  // non-zero: write sRGB with gAMA and cHRM
    const uint8_t *icc_profile;  // an ICC profile to write as iCCP, or NULL
    uint32_t icc_profile_length;
    const char *icc_profile_name;
    const chroma_png_text *texts;
    int text_count;
} chroma_png_config;

typedef struct chroma_png_writer chroma_png_writer;

/// A writer to an open file descriptor (not closed by the writer), or NULL when out of memory.
chroma_png_writer *chroma_png_writer_create_fd(int fd);
/// A writer into a growing memory buffer, or NULL when out of memory.
chroma_png_writer *chroma_png_writer_create_memory(void);
/// Writes the signature and every chunk before the image data. 0 on success, -1 on error.
int chroma_png_writer_begin(chroma_png_writer *writer, const chroma_png_config *config);
/// Writes one chunk after those of `begin`: the image data (IDAT), already compressed, then IEND.
/// 0 on success, -1 on error.
int chroma_png_writer_write_chunk(chroma_png_writer *writer, const char type[4], const uint8_t *data, size_t size);
/// The message of the last error, or "" if none.
const char *chroma_png_writer_error(const chroma_png_writer *writer);
/// The errno of the failed write(2) behind the last error, 0 when the error was libpng's own.
int chroma_png_writer_error_number(const chroma_png_writer *writer);
/// The bytes written so far by a memory writer (NULL for a file writer).
const uint8_t *chroma_png_writer_data(const chroma_png_writer *writer, size_t *size);
void chroma_png_writer_destroy(chroma_png_writer *writer);

/// A decoded image: RGBA samples, 8-bit, or 16-bit in host byte order.
typedef struct {
    uint32_t width;
    uint32_t height;
    int bit_depth;           // of the decoded samples: 8 or 16
    int file_color_type;     // the color type stored in the file
    int file_bit_depth;      // the bit depth stored in the file
    uint8_t *pixels;         // width * height * 4 samples; release with chroma_png_free
    size_t size;             // bytes at pixels
} chroma_png_image;

/// Decodes a whole PNG held in memory. 0 on success; -1 with a message in `error` otherwise.
int chroma_png_read(const uint8_t *data, size_t size, chroma_png_image *image, char *error, size_t error_size);

/// Decodes a PNG read from the descriptor `fd` (`size`: its length in bytes, which caps the
/// memory of one ancillary chunk), keeping only the pixels at (x, y) with x and y multiples of
/// `step` (1 keeps every pixel): the image comes out ceil(width / step) × ceil(height / step),
/// and only one row of the full image is held while decoding, so memory follows the kept pixels,
/// not the file's announced size. Interlaced images are read pass by pass. 0 on success; -1
/// with a message in `error` otherwise.
int chroma_png_read_sampled(int fd, size_t size, uint32_t step, chroma_png_image *image, char *error, size_t error_size);
void chroma_png_free(void *pointer);

#ifdef __cplusplus
}
#endif

#endif
