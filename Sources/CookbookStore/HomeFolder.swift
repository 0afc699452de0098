#if canImport(Glibc)
import Glibc
#endif

/// The user's home folder, which the default places of the cache, the settings and the
/// library are under: `HOME` when it is set to an absolute path, else the user's entry in
/// `/etc/passwd` (read as text: the static binary looks up no users through the C library,
/// which would load libraries to do it), else none, and what needs it says so.
public enum HomeFolder {
    public static func find(environment: [String: String]) -> String? {
        if let home = environment["HOME"], home.hasPrefix("/") { return home }
        return fromPasswd(uid: getuid(), passwd: "/etc/passwd")
    }

    /// The home folder of the user `uid` in a file of `/etc/passwd`'s form
    /// (`name:password:uid:gid:gecos:home:shell`).
    static func fromPasswd(uid: uid_t, passwd path: String) -> String? {
        guard let file = fopen(path, "r") else { return nil }
        defer { fclose(file) }
        var line: UnsafeMutablePointer<CChar>?
        var capacity = 0
        defer { free(line) }
        while getline(&line, &capacity, file) > 0, let line {
            let fields = String(cString: line).split(separator: ":", omittingEmptySubsequences: false)
            guard fields.count >= 6, UInt32(fields[2]) == uid else { continue }
            let home = fields[5].trimmingCharacters(in: "\n")
            return home.hasPrefix("/") ? home : nil
        }
        return nil
    }
}

private extension Substring {
    func trimmingCharacters(in characters: String) -> String {
        var text = self
        while let last = text.last, characters.contains(last) { text.removeLast() }
        return String(text)
    }
}
