import CookbookRender
import Glibc

/// One line on stderr that says what is under way, written over as it changes, when stderr
/// is a terminal. Said from the import's task while the command waits for it: never at once.
final class ProgressLine: @unchecked Sendable {
    private let shown: Bool

    init(shown: Bool) { self.shown = shown }

    func say(_ text: String) {
        write("\u{1B}[2K\r" + TerminalText.visible(String(text.prefix(200))))
    }

    func clear() {
        write("\u{1B}[2K\r")
    }

    private func write(_ text: String) {
        guard shown else { return }
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { Glibc.write(2, $0.baseAddress, $0.count) }
    }
}
