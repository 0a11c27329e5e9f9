#include "chroma_png.h"
#include "chroma_fault.h"

#include <errno.h>
#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

struct chroma_png_writer {
    png_structp png;
    png_infop info;
    int fd;            // -1 for a memory writer
    uint8_t *buffer;   // memory writer output
    size_t size;
    size_t capacity;
    int failed;
    int error_number;  // errno of a failed write(2), 0 otherwise
    char error[512];
};

static void copy_message(char *destination, size_t capacity, const char *message) {
    if (capacity == 0) return;
    snprintf(destination, capacity, "%s", message ? message : "unknown libpng error");
}

static void writer_error(png_structp png, png_const_charp message) {
    chroma_png_writer *writer = png_get_error_ptr(png);
    // The message may come from writer->error itself (see write_data); copy through a local.
    char local[sizeof writer->error];
    copy_message(local, sizeof local, message);
    memcpy(writer->error, local, sizeof local);
    writer->failed = 1;
    png_longjmp(png, 1);
}

/* libpng's own allocations go through the fault-injecting allocator too (see chroma_fault.h),
   as libpng's OSS-Fuzz target does with png_create_read_struct_2. */
static png_voidp fault_png_malloc(png_structp png, png_alloc_size_t size) {
    (void)png;
    return chroma_fault_malloc(size);
}

static void fault_png_free(png_structp png, png_voidp pointer) {
    (void)png;
    free(pointer);
}

/* Ancillary chunks Chroma never reads through libpng: libpng would allocate (and clear) the
   length a text or profile chunk announces before reading it, so a file of a few bytes whose
   tEXt says 2 GiB took seconds and gigabytes when streamed from a file. Skipped unread, they are
   read past in small pieces and a lying length ends as truncated data. */
static void skip_unused_chunks(png_structp png) {
    static const png_byte unused[] = "tEXt\0zTXt\0iTXt\0iCCP\0sPLT\0eXIf\0";
    png_set_keep_unknown_chunks(png, PNG_HANDLE_CHUNK_NEVER, unused, 6);
}

static void ignore_warning(png_structp png, png_const_charp message) {
    (void)png;
    (void)message;
}

static void write_data(png_structp png, png_bytep data, size_t length) {
    chroma_png_writer *writer = png_get_io_ptr(png);
    if (writer->fd >= 0) {
        while (length > 0) {
            ssize_t written = chroma_fault_write(writer->fd, data, length);
            if (written < 0) {
                if (errno == EINTR) continue;
                writer->error_number = errno;
                char message[256];
                snprintf(message, sizeof message, "cannot write the PNG: %s", strerror(errno));
                png_error(png, message);
            }
            data += written;
            length -= (size_t)written;
        }
        return;
    }
    if (writer->size + length > writer->capacity) {
        size_t capacity = writer->capacity ? writer->capacity : 65536;
        while (capacity < writer->size + length) capacity *= 2;
        uint8_t *grown = chroma_fault_realloc(writer->buffer, capacity);
        if (!grown) png_error(png, "out of memory while encoding the PNG");
        writer->buffer = grown;
        writer->capacity = capacity;
    }
    memcpy(writer->buffer + writer->size, data, length);
    writer->size += length;
}

static void flush_data(png_structp png) {
    (void)png;
}

static chroma_png_writer *writer_create(int fd) {
    chroma_png_writer *writer = chroma_fault_calloc(1, sizeof *writer);
    if (!writer) return NULL;
    writer->fd = fd;
    writer->png = png_create_write_struct_2(PNG_LIBPNG_VER_STRING, writer, writer_error, ignore_warning,
                                            NULL, fault_png_malloc, fault_png_free);
    if (!writer->png) {
        free(writer);
        return NULL;
    }
    writer->info = png_create_info_struct(writer->png);
    if (!writer->info) {
        png_destroy_write_struct(&writer->png, NULL);
        free(writer);
        return NULL;
    }
    png_set_write_fn(writer->png, writer, write_data, flush_data);
    return writer;
}

chroma_png_writer *chroma_png_writer_create_fd(int fd) { return writer_create(fd); }

chroma_png_writer *chroma_png_writer_create_memory(void) { return writer_create(-1); }

int chroma_png_writer_begin(chroma_png_writer *writer, const chroma_png_config *config) {
    if (writer->failed) return -1;
    png_structp png = writer->png;
    png_infop info = writer->info;
    png_textp texts = NULL;
    if (config->text_count > 0) {
        texts = chroma_fault_calloc((size_t)config->text_count, sizeof *texts);
        if (!texts) {
            copy_message(writer->error, sizeof writer->error, "out of memory for PNG text chunks");
            writer->failed = 1;
            return -1;
        }
    }
    if (setjmp(png_jmpbuf(png))) {
        free(texts);
        return -1;
    }
    png_set_user_limits(png, 0x7fffffff, 0x7fffffff);
    png_set_IHDR(png, info, config->width, config->height, config->bit_depth, config->color_type,
                 PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    if (config->srgb) png_set_sRGB_gAMA_and_cHRM(png, info, PNG_sRGB_INTENT_PERCEPTUAL);
    if (config->icc_profile) {
        png_set_iCCP(png, info, config->icc_profile_name, PNG_COMPRESSION_TYPE_BASE,
                     config->icc_profile, config->icc_profile_length);
    }
    for (int i = 0; i < config->text_count; i++) {
        texts[i].compression = config->texts[i].international ? PNG_ITXT_COMPRESSION_NONE : PNG_TEXT_COMPRESSION_NONE;
        texts[i].key = (png_charp)config->texts[i].key;
        texts[i].text = (png_charp)config->texts[i].text;
        texts[i].text_length = config->texts[i].international ? 0 : strlen(config->texts[i].text);
        texts[i].itxt_length = config->texts[i].international ? strlen(config->texts[i].text) : 0;
    }
    if (config->text_count > 0) png_set_text(png, info, texts, config->text_count);
    png_write_info(png, info);
    free(texts);
    return 0;
}

int chroma_png_writer_write_chunk(chroma_png_writer *writer, const char type[4], const uint8_t *data, size_t size) {
    if (writer->failed) return -1;
    if (setjmp(png_jmpbuf(writer->png))) return -1;
    png_write_chunk(writer->png, (png_const_bytep)type, data, size);
    return 0;
}

const char *chroma_png_writer_error(const chroma_png_writer *writer) { return writer->error; }
int chroma_png_writer_error_number(const chroma_png_writer *writer) { return writer->error_number; }

const uint8_t *chroma_png_writer_data(const chroma_png_writer *writer, size_t *size) {
    *size = writer->size;
    return writer->buffer;
}

void chroma_png_writer_destroy(chroma_png_writer *writer) {
    if (!writer) return;
    png_destroy_write_struct(&writer->png, &writer->info);
    free(writer->buffer);
    free(writer);
}

// MARK: Reading

typedef struct {
    const uint8_t *data;
    size_t size;
    size_t offset;
    char *error;
    size_t error_size;
    int fd;  /* -1: read from data; otherwise read(2) from this descriptor */
} read_context;

static void reader_error(png_structp png, png_const_charp message) {
    read_context *context = png_get_error_ptr(png);
    copy_message(context->error, context->error_size, message);
    png_longjmp(png, 1);
}

static void read_data(png_structp png, png_bytep data, size_t length) {
    read_context *context = png_get_io_ptr(png);
    if (context->fd >= 0) {
        size_t done = 0;
        while (done < length) {
            ssize_t got = chroma_fault_read(context->fd, data + done, length - done);
            if (got < 0 && errno == EINTR) continue;
            if (got < 0) png_error(png, "the file cannot be read");
            if (got == 0) png_error(png, "truncated PNG: the data ends early");
            done += (size_t)got;
        }
        context->offset += length;
        return;
    }
    if (length > context->size - context->offset) png_error(png, "truncated PNG: the data ends early");
    memcpy(data, context->data + context->offset, length);
    context->offset += length;
}

/* A palette and its transparency, as RGBA, for indices looked up by Chroma. */
typedef struct {
    uint8_t rgba[256][4];
    int count;
} palette_lookup;

static void load_palette(png_structp png, png_infop info, palette_lookup *lookup) {
    png_colorp entries = NULL;
    int count = 0;
    png_bytep alphas = NULL;
    int alpha_count = 0;
    png_color_16p unused = NULL;
    if (!png_get_PLTE(png, info, &entries, &count) || count <= 0) png_error(png, "a palette image has no PLTE chunk");
    if (png_get_valid(png, info, PNG_INFO_tRNS)) png_get_tRNS(png, info, &alphas, &alpha_count, &unused);
    lookup->count = count > 256 ? 256 : count;
    for (int i = 0; i < lookup->count; i++) {
        lookup->rgba[i][0] = entries[i].red;
        lookup->rgba[i][1] = entries[i].green;
        lookup->rgba[i][2] = entries[i].blue;
        lookup->rgba[i][3] = alphas && i < alpha_count ? alphas[i] : 255;
    }
}

/* Looks up `count` indices (one byte each) as RGBA; `out` may be `indices` itself when it has
   room for 4 bytes a pixel (filled from the end). 0 when an index is past the palette. */
static int expand_indices(const palette_lookup *lookup, const uint8_t *indices, uint8_t *out, size_t count) {
    int good = 1;
    for (size_t i = count; i-- > 0;) {
        uint8_t index = indices[i];
        if (index >= lookup->count) { good = 0; index = 0; }
        memcpy(out + i * 4, lookup->rgba[index], 4);
    }
    return good;
}

int chroma_png_read(const uint8_t *data, size_t size, chroma_png_image *image, char *error, size_t error_size) {
    memset(image, 0, sizeof *image);
    if (size < 8 || png_sig_cmp(data, 0, 8) != 0) {
        copy_message(error, error_size, "not a PNG file: the PNG signature is missing");
        return -1;
    }
    read_context context = {data, size, 0, error, error_size, -1};
    png_structp png = png_create_read_struct_2(PNG_LIBPNG_VER_STRING, &context, reader_error, ignore_warning,
                                                   NULL, fault_png_malloc, fault_png_free);
    if (!png) {
        copy_message(error, error_size, "out of memory for the PNG reader");
        return -1;
    }
    png_infop info = png_create_info_struct(png);
    if (!info) {
        png_destroy_read_struct(&png, NULL, NULL);
        copy_message(error, error_size, "out of memory for the PNG reader");
        return -1;
    }
    uint8_t *volatile pixels = NULL;
    png_bytep *volatile rows = NULL;
    if (setjmp(png_jmpbuf(png))) {
        free(pixels);
        free(rows);
        png_destroy_read_struct(&png, &info, NULL);
        return -1;
    }
    png_set_read_fn(png, &context, read_data);
    skip_unused_chunks(png);
    /* No chunk can hold more than the input, so a chunk length beyond it is corrupt: cap the
       memory libpng gives one ancillary chunk (and its decompressed text or profile) at the
       input's size, at least 8 MiB, instead of trusting the length it announces. */
    png_set_chunk_malloc_max(png, size > 8u << 20 ? size : 8u << 20);
    png_read_info(png, info);
    png_uint_32 width = png_get_image_width(png, info);
    png_uint_32 height = png_get_image_height(png, info);
    int file_bit_depth = png_get_bit_depth(png, info);
    int file_color_type = png_get_color_type(png, info);

    palette_lookup lookup;
    int is_palette = file_color_type == PNG_COLOR_TYPE_PALETTE;
    if (is_palette) {
        /* Indices come out one per byte and are looked up here, so an index past the palette
           is an error (libpng would read it as black). */
        load_palette(png, info, &lookup);
        png_set_packing(png);
    } else {
        png_set_expand(png);
        png_set_gray_to_rgb(png);
        if (!(file_color_type & PNG_COLOR_MASK_ALPHA) && !png_get_valid(png, info, PNG_INFO_tRNS)) {
            png_set_add_alpha(png, 0xffff, PNG_FILLER_AFTER);
        }
    }
    const uint16_t probe = 1;
    if (file_bit_depth == 16 && *(const uint8_t *)&probe == 1) png_set_swap(png);
    png_set_interlace_handling(png);
    png_read_update_info(png, info);

    size_t row_bytes = is_palette ? (size_t)width * 4 : png_get_rowbytes(png, info);
    if (height != 0 && row_bytes > SIZE_MAX / height) png_error(png, "the image is too large to decode");
    pixels = chroma_fault_malloc(row_bytes * height);
    rows = chroma_fault_malloc(sizeof(png_bytep) * height);
    if (!pixels || !rows) png_error(png, "out of memory for the decoded image");
    for (png_uint_32 y = 0; y < height; y++) rows[y] = pixels + (size_t)y * row_bytes;
    png_read_image(png, rows);
    png_read_end(png, NULL);
    if (is_palette) {
        for (png_uint_32 y = 0; y < height; y++) {
            if (!expand_indices(&lookup, rows[y], rows[y], width)) png_error(png, "a pixel's palette index is past the end of the palette");
        }
    }

    image->width = width;
    image->height = height;
    image->bit_depth = file_bit_depth == 16 ? 16 : 8;
    image->file_color_type = file_color_type;
    image->file_bit_depth = file_bit_depth;
    image->pixels = pixels;
    image->size = row_bytes * height;
    free(rows);
    png_destroy_read_struct(&png, &info, NULL);
    return 0;
}

int chroma_png_read_sampled(int fd, size_t size, uint32_t step, chroma_png_image *image, char *error, size_t error_size) {
    memset(image, 0, sizeof *image);
    if (step == 0) step = 1;
    read_context context = {NULL, size, 0, error, error_size, fd};
    png_structp png = png_create_read_struct_2(PNG_LIBPNG_VER_STRING, &context, reader_error, ignore_warning,
                                                   NULL, fault_png_malloc, fault_png_free);
    if (!png) {
        copy_message(error, error_size, "out of memory for the PNG reader");
        return -1;
    }
    png_infop info = png_create_info_struct(png);
    if (!info) {
        png_destroy_read_struct(&png, NULL, NULL);
        copy_message(error, error_size, "out of memory for the PNG reader");
        return -1;
    }
    uint8_t *volatile pixels = NULL;
    uint8_t *volatile row = NULL;
    if (setjmp(png_jmpbuf(png))) {
        free(pixels);
        free(row);
        png_destroy_read_struct(&png, &info, NULL);
        return -1;
    }
    png_set_read_fn(png, &context, read_data);
    skip_unused_chunks(png);
    png_set_chunk_malloc_max(png, size > 8u << 20 ? size : 8u << 20);
    png_read_info(png, info);
    png_uint_32 width = png_get_image_width(png, info);
    png_uint_32 height = png_get_image_height(png, info);
    int file_bit_depth = png_get_bit_depth(png, info);
    int file_color_type = png_get_color_type(png, info);
    int interlaced = png_get_interlace_type(png, info) != PNG_INTERLACE_NONE;

    palette_lookup lookup;
    int is_palette = file_color_type == PNG_COLOR_TYPE_PALETTE;
    if (is_palette) {
        /* Indices come out one per byte and are looked up here, so an index past the palette
           is an error (libpng would read it as black). */
        load_palette(png, info, &lookup);
        png_set_packing(png);
    } else {
        png_set_expand(png);
        png_set_gray_to_rgb(png);
        if (!(file_color_type & PNG_COLOR_MASK_ALPHA) && !png_get_valid(png, info, PNG_INFO_tRNS)) {
            png_set_add_alpha(png, 0xffff, PNG_FILLER_AFTER);
        }
    }
    const uint16_t probe = 1;
    if (file_bit_depth == 16 && *(const uint8_t *)&probe == 1) png_set_swap(png);
    /* No png_set_interlace_handling: each pass's rows come out as they are stored, and each kept
       pixel is put where it belongs, so no full image is ever held. */
    png_read_update_info(png, info);

    size_t row_bytes = png_get_rowbytes(png, info);
    size_t pixel_bytes = file_bit_depth == 16 ? 8 : 4;
    size_t out_width = (width + step - 1) / step, out_height = (height + step - 1) / step;
    if (out_height != 0 && out_width * pixel_bytes > SIZE_MAX / out_height) png_error(png, "the image is too large to decode");
    pixels = chroma_fault_calloc(out_width * out_height, pixel_bytes);
    row = chroma_fault_malloc(row_bytes ? row_bytes : 1);
    if (!pixels || !row) png_error(png, "out of memory for the decoded image");
    int passes = interlaced ? 7 : 1;
    for (int pass = 0; pass < passes; pass++) {
        png_uint_32 pass_width = interlaced ? PNG_PASS_COLS(width, pass) : width;
        png_uint_32 pass_height = interlaced ? PNG_PASS_ROWS(height, pass) : height;
        if (pass_width == 0 || pass_height == 0) continue;
        for (png_uint_32 r = 0; r < pass_height; r++) {
            png_read_row(png, row, NULL);
            png_uint_32 y = interlaced ? PNG_ROW_FROM_PASS_ROW(r, pass) : r;
            if (y % step != 0) continue;
            uint8_t *out = pixels + (size_t)(y / step) * out_width * pixel_bytes;
            png_uint_32 x0 = interlaced ? PNG_COL_FROM_PASS_COL(0, pass) : 0;
            png_uint_32 dx = interlaced ? (1u << PNG_PASS_COL_SHIFT(pass)) : 1;
            for (png_uint_32 c = 0; c < pass_width; c++) {
                png_uint_32 x = x0 + c * dx;
                if (x % step != 0) continue;
                if (is_palette) {
                    if (!expand_indices(&lookup, row + c, out + (size_t)(x / step) * 4, 1)) png_error(png, "a pixel's palette index is past the end of the palette");
                } else {
                    memcpy(out + (size_t)(x / step) * pixel_bytes, row + (size_t)c * pixel_bytes, pixel_bytes);
                }
            }
        }
    }
    png_read_end(png, NULL);

    image->width = (uint32_t)out_width;
    image->height = (uint32_t)out_height;
    image->bit_depth = file_bit_depth == 16 ? 16 : 8;
    image->file_color_type = file_color_type;
    image->file_bit_depth = file_bit_depth;
    image->pixels = pixels;
    image->size = out_width * out_height * pixel_bytes;
    free(row);
    png_destroy_read_struct(&png, &info, NULL);
    return 0;
}

void chroma_png_free(void *pointer) { free(pointer); }
