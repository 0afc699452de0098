import CookbookModel
import CookbookRender

/// The command line's language: a command's name from the table, then its argument
/// (`open apple-pie`, `layout stack`, `category 2`, `search lemon`), and Tab completion
/// of both.
public enum TypedCommand {
    /// Commands that can be typed: every command of the browsing screen.
    static var names: [CommandName] {
        CommandTable.entries.filter { $0.scopes.contains(.browse) }.map(\.name)
    }

    /// The invocation a line asks for, or why it can't be run: a command of the browsing
    /// screen, or of the screen `scope` (a config file's `[keys.<screen>]` table).
    public static func parse(_ line: String, on scope: Scope = .browse) -> Result<Invocation, TypedCommandError> {
        let names = scope == .browse ? names : CommandTable.entries.filter { $0.scopes.contains(scope) }.map(\.name)
        let trimmed = line.drop { $0 == " " }
        let name = String(trimmed.prefix { $0 != " " })
        let rest = trimmed.dropFirst(name.count).drop { $0 == " " }
        let argument = rest.isEmpty ? nil : String(rest.reversed().drop { $0 == " " }.reversed())
        guard !name.isEmpty else { return .failure(TypedCommandError(message: "type a command; Tab lists them")) }
        guard let command = CommandName(named: name), names.contains(command) else {
            let close = names.map(\.rawValue).filter { $0.hasPrefix(name) }
            let hint = close.isEmpty ? "" : " (did you mean \(close.prefix(3).joined(separator: ", "))?)"
            let place = scope == .browse ? "" : " on the \(scope.name) screen"
            return .failure(TypedCommandError(message: "no command '\(name)'\(place)\(hint)"))
        }
        if argument != nil, CommandTable.info(command).argument == .none {
            return .failure(TypedCommandError(message: "'\(name)' takes no argument"))
        }
        return .success(Invocation(command, argument))
    }

    /// What the word under the cursor (the last one) may become: command names first, then
    /// the argument's ids (recipes and categories by id or name, layouts and themes by name).
    public static func completions(for line: String, in catalog: Catalog, limit: Int = 200) -> [String] {
        let words = line.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: false)
        if words.count <= 1 {
            let typed = words.first.map(String.init) ?? ""
            return names.map(\.rawValue).filter { $0.hasPrefix(typed) }
        }
        guard let command = CommandName(named: String(words[0])) else { return [] }
        let typed = String(words[1].drop { $0 == " " })
        let lowered = typed.lowercased()
        func matching<Items: Sequence<(id: String, name: String)>>(_ items: Items) -> [String] {
            var found: [String] = []
            for item in items where item.id.hasPrefix(lowered) || item.name.lowercased().hasPrefix(lowered) {
                found.append(item.id)
                if found.count == limit { break }
            }
            return found
        }
        switch CommandTable.info(command).argument {
        case .none, .text, .number: return []
        case .units: return UnitSystem.allCases.map(\.rawValue).filter { $0.hasPrefix(lowered) }
        case .recipe: return matching(catalog.recipes.indices.lazy.map { (catalog.recipes.id(at: $0), catalog.recipes.name(at: $0)) })
        case .category: return matching(catalog.categories.map { ($0.id, $0.name) })
        case .layout: return LayoutName.all.map(\.name).filter { $0.hasPrefix(lowered) }
        case .theme: return ThemeName.allCases.map(\.rawValue).filter { $0.hasPrefix(lowered) }
        case .grouping: return Grouping.names.filter { $0.hasPrefix(lowered) }
        }
    }

    /// The command line after Tab: the next completion of the last word (cycling through
    /// them when there are several), or the entry as it was when nothing completes.
    public static func complete(_ entry: TextEntry, in catalog: Catalog, backwards: Bool = false) -> TextEntry {
        let head = entry.text.contains(" ") ? String(entry.text[...entry.text.lastIndex(of: " ")!]) : ""
        let word = String(entry.text.dropFirst(head.count))
        if !entry.choices.isEmpty, entry.choices.indices.contains(entry.selected), entry.choices[entry.selected] == word {
            let count = entry.choices.count
            let next = (entry.selected + (backwards ? count - 1 : 1)) % count
            return TextEntry(text: head + entry.choices[next], choices: entry.choices, selected: next)
        }
        let found = completions(for: entry.text, in: catalog)
        switch found.count {
        case 0: return entry
        case 1:
            // A whole command name is followed by a space, ready for its argument.
            let space = head.isEmpty && CommandTable.info(CommandName(rawValue: found[0])!).argument != .none ? " " : ""
            return TextEntry(text: head + found[0] + space)
        default:
            return TextEntry(text: head + found[0], choices: found, selected: 0)
        }
    }
}

public struct TypedCommandError: Error, Equatable, Sendable {
    public var message: String
}
