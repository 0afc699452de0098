import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

extension Startup.Opened {
    /// Where the library's shopping list lives (`.shopping-list`, `.shopping-checked`): the
    /// first folder opened (the first `--data` folder, or the library folder when none was
    /// named). Nil for the bundled book and a file of its format, whose basket stays in the
    /// state file, and for files named without a folder.
    var shoppingFolder: String? {
        guard !isBundledFormatFile, let source else { return nil }
        return source.first { path in
            var info = stat()
            return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
        }.map { $0.count > 1 && $0.hasSuffix("/") ? String($0.dropLast()) : $0 }
    }
}
