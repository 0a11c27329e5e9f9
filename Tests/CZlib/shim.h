// The system zlib, for the tests' own PNG decoder (Tests/PNGSpecDecoder): inflate only.
#include <zlib.h>
