#ifndef CMEMORY_H
#define CMEMORY_H

/// Gives back to the system the memory malloc holds free (glibc's malloc_trim: the free
/// pages of every arena, not only the top of the heap), where the C library has such a
/// call; elsewhere it does nothing.
void cookbook_release_free_memory(void);

#endif
