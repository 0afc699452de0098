// zlib (Debian's zlib1g-dev; its static library is linked into the release binary).
#include <zlib.h>
