// The system libpng (1.6), found through pkg-config "libpng".
#include <png.h>
