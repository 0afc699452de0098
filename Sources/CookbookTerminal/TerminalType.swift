import CNcursesw
#if canImport(Glibc)
import Glibc
#endif

extension Terminal {
    /// `body` with the terminal's description loaded (`setupterm`), before curses starts:
    /// read without writing to the terminal or changing its modes. Nil when the type is
    /// unknown, which `newterm` reports.
    static func described<T>(_ body: () -> T) -> T? {
        var status: Int32 = 0
        guard setupterm(nil, STDOUT_FILENO, &status) == OK else { return nil }
        defer { cb_forget_terminfo() }
        return body()
    }

    /// Why the terminal type cannot show a screen, if it cannot: it has no way to move the
    /// cursor (`TERM=dumb`, as Emacs' shell and some editors' terminals set), or it prints
    /// on paper. Curses would start on it and draw nothing usable. Asked in `described`.
    static func cannotDraw() -> String? {
        let cursorAddress = tigetstr("cup")
        let canMove = cursorAddress != nil && Int(bitPattern: cursorAddress) != -1
        guard !canMove || tigetflag("hc") > 0 else { return nil }
        let term = getenv("TERM").map { String(cString: $0) } ?? "(unset)"
        return "the terminal type '\(term)' cannot move the cursor, so the browser cannot draw: "
            + "set TERM to your terminal's type (e.g. TERM=xterm-256color); "
            + "'cookbook link' and 'cookbook validate' work anywhere"
    }
}
