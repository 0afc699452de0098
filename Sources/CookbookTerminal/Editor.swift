import CookbookStore
#if canImport(Glibc)
import Glibc
#endif

/// The user's editor: `$VISUAL`, else `$EDITOR`, else `vi`, run through the shell so an
/// editor with arguments (`code -w`) works; the file is passed as an argument, never as text
/// of the command.
enum Editor {
    /// Runs the editor on `path` and waits for it; a message when it could not be run.
    static func edit(_ path: String) -> String? {
        let command = [getenv("VISUAL"), getenv("EDITOR")].compactMap { $0.map { String(cString: $0) } }
            .first { !$0.allSatisfy(\.isWhitespace) } ?? "vi"
        // The file itself: a name that is not UTF-8 is shown repaired, and found again.
        let file = RawPath.onDisk(shown: path) ?? Array(path.utf8)
        var pid: pid_t = 0
        let arguments: [String] = ["/bin/sh", "-c", command + " \"$1\"", "sh"]
        var argv = arguments.map { strdup($0) } + [file.withUnsafeBufferPointer { bytes in RawPath.withCString(bytes) { strdup($0) } }, nil]
        defer { for pointer in argv { free(pointer) } }
        let spawned = posix_spawn(&pid, "/bin/sh", nil, nil, &argv, environ)
        guard spawned == 0 else { return "cannot start the editor: \(String(cString: strerror(spawned)))" }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let exited = status & 0x7F == 0
        let code = (status >> 8) & 0xFF
        if exited, code == 127 { return "no editor '\(command)': set VISUAL or EDITOR" }
        return nil
    }
}
