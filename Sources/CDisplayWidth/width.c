#define _XOPEN_SOURCE 700
#include <wchar.h>
#include "CDisplayWidth.h"

int cb_wcwidth(unsigned int codepoint) {
    return wcwidth((wchar_t)codepoint);
}
