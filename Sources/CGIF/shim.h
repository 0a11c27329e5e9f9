// The system giflib 5 (Debian libgif-dev), which has no pkg-config file: gif_lib.h is on the
// compiler's default include path, and the module map links libgif. giflib reports errors as
// return codes and an error number.
#include <gif_lib.h>
