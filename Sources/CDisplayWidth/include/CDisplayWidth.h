#ifndef COOKBOOK_CDISPLAYWIDTH_H
#define COOKBOOK_CDISPLAYWIDTH_H

/// The number of terminal columns a code point takes, as ncurses measures it:
/// 0 for combining marks, 2 for wide (CJK) characters, -1 when unknown or unprintable.
int cb_wcwidth(unsigned int codepoint);

#endif
