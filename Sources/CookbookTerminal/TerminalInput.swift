import CookbookApp

/// What a backend's `read` returns.
public enum TerminalInput: Equatable, Sendable {
    case key(Key)
    case mouse(MouseEvent)
    case resize(width: Int, height: Int)
    /// The terminal was given back (`fg` after ^Z): every cell must be drawn again.
    case repaint
    /// Something came that means nothing here (a key curses does not name, a mouse release).
    case ignored
}
