// The system libwebp (encoder) and libwebpmux (the animation container), found through
// pkg-config "libwebpmux", which brings libwebp. libwebp reports errors as return codes.
#include <webp/encode.h>
#include <webp/mux.h>
