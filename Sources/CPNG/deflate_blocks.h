// Turns a complete raw deflate stream into a segment of a longer one: the final block's BFINAL
// bit is cleared and an empty stored block (a sync marker, 00 00 FF FF) ends it on a byte
// boundary, as zlib's Z_SYNC_FLUSH would. For compressors that only write whole streams.
#ifndef CHROMA_DEFLATE_BLOCKS_H
#define CHROMA_DEFLATE_BLOCKS_H

#include <stddef.h>
#include <stdint.h>

/// Rewrites the raw deflate stream `data[0..<size]` in place. `data` must have room for
/// `size + 5` bytes. Returns the new size, or 0 when the stream is malformed or truncated.
size_t chroma_deflate_unfinish(uint8_t *data, size_t size);

#endif
