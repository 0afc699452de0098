import ArgumentParser
import CookbookModel
import CookbookStore
import FoundationEssentials

/// Shell completion of recipe and category ids, for `--generate-completion-script`.
///
/// The shell runs the program again for each Tab; ArgumentParser calls these closures with
/// the words of the line, the index of the word being completed and its text before the
/// cursor. They read the cookbook the line names (`--data FILE`, else the bundled one) as
/// the commands do, and return the ids that start with that text: recipes, then categories.
/// A cookbook that cannot be read gives no candidates, and never a message.
enum Completion {
    /// A recipe or a category: the start argument and `link`'s.
    static let places = CompletionKind.custom { words, index, prefix in
        ids(recipes: true, categories: true, words: words, index: index, prefix: prefix)
    }

    static let recipes = CompletionKind.custom { words, index, prefix in
        ids(recipes: true, categories: false, words: words, index: index, prefix: prefix)
    }

    static let categories = CompletionKind.custom { words, index, prefix in
        ids(recipes: false, categories: true, words: words, index: index, prefix: prefix)
    }

    static func ids(recipes: Bool, categories: Bool, words: [String], index: Int, prefix: String) -> [String] {
        guard let cookbook = load(dataFile: dataFile(in: words, completing: index)) else { return [] }
        var ids: [String] = []
        if recipes { ids += cookbook.recipes.lazy.map(\.id).filter { $0.hasPrefix(prefix) } }
        if categories { ids += cookbook.categories.lazy.map(\.id).filter { $0.hasPrefix(prefix) } }
        return ids
    }

    /// The file after `--data` (or in `--data=FILE`) on the line, unless it is the word being
    /// completed. Words come as typed: simple quoting and `~/` are undone.
    static func dataFile(in words: [String], completing index: Int) -> String? {
        var file: String?
        for (i, word) in words.enumerated() where i != index {
            if word == "--data", i + 1 < words.count, i + 1 != index {
                file = words[i + 1]
            } else if word.hasPrefix("--data=") {
                file = String(word.dropFirst("--data=".count))
            }
        }
        return file.map(unquote)
    }

    static func unquote(_ word: String) -> String {
        var text = word
        if text.count >= 2, let first = text.first, first == "'" || first == "\"", text.last == first {
            text = String(text.dropFirst().dropLast())
        } else {
            // A backslash keeps the character after it (`my\ recipes.json`).
            var plain = "", escaped = false
            for character in text {
                if character == "\\", !escaped { escaped = true; continue }
                plain.append(character)
                escaped = false
            }
            text = plain
        }
        if text.hasPrefix("~/"), let home = Startup.environment["HOME"] {
            text = home + text.dropFirst()
        }
        return text
    }

    /// As `Startup.loadLibrary` (the line's `--data`, else the config file's, else the
    /// bundled cookbook), but quiet: nil instead of a message and an exit.
    static func load(dataFile: String?) -> Catalog? {
        let path: String
        if let named = dataFile ?? Startup.loadConfig().0.data.first.map(Startup.expandingTilde) {
            path = named
        } else if case .success(let found) = BundledCookbook.locate() {
            path = found
        } else {
            return nil
        }
        return try? CookbookLoader.load(path: path).catalog
    }
}
