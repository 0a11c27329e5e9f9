// The system FreeType 2, found through pkg-config "freetype2". FreeType reports errors as
// return codes (it never longjmps), so Swift calls it directly.
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_OUTLINE_H
#include FT_ADVANCES_H
