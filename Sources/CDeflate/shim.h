// libdeflate (Debian's libdeflate-dev), the faster deflate of the segment compressor. Optional:
// where it is absent, pkg-config finds nothing, this header is empty and CPNG deflates with zlib.
#if __has_include(<libdeflate.h>)
#include <libdeflate.h>
#endif
