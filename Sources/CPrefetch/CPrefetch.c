// The functions are `static inline` in include/CPrefetch.h; a C target needs one source file.
#include "CPrefetch.h"
