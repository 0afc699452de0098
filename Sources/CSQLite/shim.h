#include <sqlite3.h>

// SQLITE_TRANSIENT is a cast of -1 to a function pointer, which Swift cannot import:
// binding text or a blob with it makes SQLite copy the bytes before the call returns.
static inline sqlite3_destructor_type cb_sqlite_transient(void) { return SQLITE_TRANSIENT; }
