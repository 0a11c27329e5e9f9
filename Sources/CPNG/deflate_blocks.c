#include "deflate_blocks.h"

#include <string.h>

// A reader of the stream's bits, least significant first (RFC 1951, 3.1.1).
typedef struct {
    const uint8_t *data;
    size_t size;
    size_t position; // in bits
    int failed;
} bit_reader;

/// The next 32 bits from the current position, zeros past the end, without consuming them:
/// one unaligned 8-byte load where eight bytes remain (on a little-endian machine), byte by
/// byte near the end.
static inline uint32_t peek(const bit_reader *reader) {
    size_t byte = reader->position >> 3;
    uint64_t word = 0;
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    if (byte + 8 <= reader->size) {
        memcpy(&word, reader->data + byte, 8);
        return (uint32_t)(word >> (reader->position & 7));
    }
#endif
    for (int i = 0; i < 5 && byte + (size_t)i < reader->size; i++) word |= (uint64_t)reader->data[byte + (size_t)i] << (8 * i);
    return (uint32_t)(word >> (reader->position & 7));
}

static uint32_t take(bit_reader *reader, int count) {
    if (count == 0) return 0;
    uint32_t value = peek(reader) & ((1u << count) - 1);
    reader->position += (size_t)count;
    if (reader->position > reader->size * 8) reader->failed = 1;
    return value;
}

enum { FAST_BITS = 9, MAX_BITS = 15, MAX_SYMBOLS = 320 };

/// A canonical Huffman code: counts per length and symbols in code order for the slow path,
/// and a table of the codes of at most FAST_BITS bits, indexed by the next FAST_BITS bits.
typedef struct {
    uint16_t count[MAX_BITS + 1];
    uint16_t symbol[MAX_SYMBOLS];
    uint16_t fast[1 << FAST_BITS]; // (symbol << 4) | length, 0 when the code is longer
} huffman;

/// Builds the code from the lengths of `n` symbols. 0 on success, -1 when over-subscribed.
static int build(huffman *code, const uint8_t *lengths, int n) {
    memset(code->count, 0, sizeof code->count);
    memset(code->fast, 0, sizeof code->fast);
    for (int s = 0; s < n; s++) code->count[lengths[s]]++;
    code->count[0] = 0;
    int left = 1;
    for (int len = 1; len <= MAX_BITS; len++) {
        left = (left << 1) - code->count[len];
        if (left < 0) return -1;
    }
    uint16_t offset[MAX_BITS + 2], next[MAX_BITS + 2];
    offset[1] = 0;
    for (int len = 1; len <= MAX_BITS; len++) offset[len + 1] = (uint16_t)(offset[len] + code->count[len]);
    unsigned canonical = 0;
    next[0] = 0;
    for (int len = 1; len <= MAX_BITS; len++) {
        canonical = (canonical + code->count[len - 1]) << 1;
        next[len] = (uint16_t)canonical;
    }
    for (int s = 0; s < n; s++) {
        int len = lengths[s];
        if (len == 0) continue;
        code->symbol[offset[len]++] = (uint16_t)s;
        unsigned value = next[len]++;
        if (len <= FAST_BITS) {
            // Codes are sent most significant bit first: reverse for the LSB-first reader.
            unsigned reversed = 0;
            for (int i = 0; i < len; i++) reversed |= ((value >> i) & 1u) << (len - 1 - i);
            for (unsigned index = reversed; index < (1u << FAST_BITS); index += 1u << len)
                code->fast[index] = (uint16_t)((s << 4) | len);
        }
    }
    return 0;
}

/// Decodes one symbol, or returns -1.
static int decode(bit_reader *reader, const huffman *code) {
    uint32_t bits = peek(reader);
    uint16_t entry = code->fast[bits & ((1u << FAST_BITS) - 1)];
    if (entry != 0) {
        reader->position += entry & 15u;
        if (reader->position > reader->size * 8) reader->failed = 1;
        return entry >> 4;
    }
    int first = 0, index = 0, value = 0;
    for (int len = 1; len <= MAX_BITS; len++) {
        value |= (int)(bits & 1u);
        bits >>= 1;
        int count = code->count[len];
        if (value - first < count) {
            reader->position += (size_t)len;
            if (reader->position > reader->size * 8) reader->failed = 1;
            return code->symbol[index + value - first];
        }
        index += count;
        first = (first + count) << 1;
        value <<= 1;
    }
    reader->failed = 1;
    return -1;
}

static const uint8_t length_extra[29] = {0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0};

/// Reads the symbols of a Huffman-coded block up to its end-of-block code. A literal or length
/// code found in the fast table is skipped with its extra bits from one peek, and so is the
/// distance after it; longer codes take decode().
static void skip_symbols(bit_reader *reader, const huffman *literals, const huffman *distances) {
    const size_t end = reader->size * 8;
    while (!reader->failed) {
        uint32_t bits = peek(reader);
        uint16_t entry = literals->fast[bits & ((1u << FAST_BITS) - 1)];
        if (entry != 0) {
            int symbol = entry >> 4, length = entry & 15;
            if (symbol < 256) {
                reader->position += (size_t)length;
                if (reader->position > end) reader->failed = 1;
                continue;
            }
            if (symbol == 256 || symbol > 285) {
                reader->position += (size_t)length;
                if (reader->position > end || symbol > 285) reader->failed = 1;
                return;
            }
            // A length: its code and extra bits (at most 9 + 5), then the distance's code and
            // extra bits (at most 9 + 13) from a second peek.
            reader->position += (size_t)(length + length_extra[symbol - 257]);
            bits = peek(reader);
            uint16_t near = distances->fast[bits & ((1u << FAST_BITS) - 1)];
            if (near != 0) {
                int distance = near >> 4;
                if (distance > 29) { reader->failed = 1; return; }
                reader->position += (size_t)((near & 15) + (distance < 4 ? 0 : distance / 2 - 1));
                if (reader->position > end) reader->failed = 1;
                continue;
            }
            int distance = decode(reader, distances);
            if (distance < 0 || distance > 29) { reader->failed = 1; return; }
            take(reader, distance < 4 ? 0 : distance / 2 - 1);
            continue;
        }
        int symbol = decode(reader, literals);
        if (symbol < 0 || symbol > 285) { reader->failed = 1; return; }
        if (symbol == 256) return;
        if (symbol < 256) continue;
        take(reader, length_extra[symbol - 257]);
        int distance = decode(reader, distances);
        if (distance < 0 || distance > 29) { reader->failed = 1; return; }
        take(reader, distance < 4 ? 0 : distance / 2 - 1);
    }
}

/// Reads a dynamic block's code lengths and builds its two codes. 0 on success.
static int read_dynamic(bit_reader *reader, huffman *literals, huffman *distances) {
    static const uint8_t order[19] = {16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15};
    int literal_count = (int)take(reader, 5) + 257, distance_count = (int)take(reader, 5) + 1;
    int length_count = (int)take(reader, 4) + 4;
    if (literal_count > 286 || distance_count > 30) return -1;
    uint8_t lengths[MAX_SYMBOLS] = {0};
    for (int i = 0; i < length_count; i++) lengths[order[i]] = (uint8_t)take(reader, 3);
    huffman *lengths_code = distances; // reused: the distance code is built after
    if (build(lengths_code, lengths, 19) != 0) return -1;
    memset(lengths, 0, sizeof lengths);
    int total = literal_count + distance_count;
    for (int i = 0; i < total && !reader->failed;) {
        int symbol = decode(reader, lengths_code);
        if (symbol < 0) return -1;
        if (symbol < 16) { lengths[i++] = (uint8_t)symbol; continue; }
        int repeat, value = 0;
        if (symbol == 16) {
            if (i == 0) return -1;
            value = lengths[i - 1];
            repeat = 3 + (int)take(reader, 2);
        } else if (symbol == 17) {
            repeat = 3 + (int)take(reader, 3);
        } else {
            repeat = 11 + (int)take(reader, 7);
        }
        if (i + repeat > total) return -1;
        while (repeat-- > 0) lengths[i++] = (uint8_t)value;
    }
    if (reader->failed || lengths[256] == 0) return -1;
    if (build(literals, lengths, literal_count) != 0) return -1;
    return build(distances, lengths + literal_count, distance_count);
}

size_t chroma_deflate_unfinish(uint8_t *data, size_t size) {
    bit_reader reader = {data, size, 0, 0};
    huffman literals, distances;
    size_t final_start = 0;
    for (;;) {
        size_t start = reader.position;
        uint32_t final = take(&reader, 1), type = take(&reader, 2);
        if (reader.failed) return 0;
        if (type == 0) {
            reader.position = (reader.position + 7) & ~(size_t)7;
            uint32_t length = take(&reader, 16), complement = take(&reader, 16);
            if (reader.failed || (length ^ 0xffffu) != complement) return 0;
            reader.position += (size_t)length * 8;
            if (reader.position > size * 8) return 0;
        } else if (type == 1) {
            uint8_t lengths[320];
            memset(lengths, 8, 144);
            memset(lengths + 144, 9, 112);
            memset(lengths + 256, 7, 24);
            memset(lengths + 280, 8, 8);
            memset(lengths + 288, 5, 30);
            build(&literals, lengths, 288);
            build(&distances, lengths + 288, 30);
            skip_symbols(&reader, &literals, &distances);
        } else if (type == 2) {
            if (read_dynamic(&reader, &literals, &distances) != 0) return 0;
            skip_symbols(&reader, &literals, &distances);
        } else {
            return 0;
        }
        if (reader.failed) return 0;
        if (final) {
            final_start = start;
            break;
        }
    }
    size_t end = reader.position;
    data[final_start >> 3] &= (uint8_t)~(1u << (final_start & 7));
    // The sync marker: a non-final stored block (three zero bits), zeros to the byte boundary,
    // then its length 0 and the length's complement.
    size_t bytes = (end + 3 + 7) >> 3;
    data[end >> 3] &= (uint8_t)((1u << (end & 7)) - 1);
    for (size_t i = (end >> 3) + 1; i < bytes; i++) data[i] = 0;
    data[bytes] = 0x00;
    data[bytes + 1] = 0x00;
    data[bytes + 2] = 0xff;
    data[bytes + 3] = 0xff;
    return bytes + 4;
}
