import CookbookKit
import CookbookUI
import Foundation

/// What every command does before anything is drawn: find and load the cookbook, and say
/// clearly why not. Errors exit with status 2 before curses starts.
enum Startup {
    static func loadCookbook(_ source: DataOptions) -> (Cookbook, String) {
        let path: String
        if let data = source.data {
            path = data
        } else {
            switch BundledCookbook.locate() {
            case .success(let found): path = found
            case .failure(let notFound): fail(notFound.description)
            }
        }
        do {
            return (try CookbookLoader.load(path: path), path)
        } catch {
            fail(error.description)
        }
    }

    static func failUnknown(_ argument: String, kind: DeepLink.Kind, in cookbook: Cookbook) -> Never {
        if argument.hasPrefix(Link.scheme) {
            fail("no such place '\(argument)' (links look like cookbook://recipe/apple-pie or cookbook://category/dessert)")
        }
        let noun = kind == .recipe ? "no recipe" : kind == .category ? "no category" : "no recipe or category"
        let suggestions = DeepLink.suggestions(for: argument, as: kind, in: cookbook)
        let hint = suggestions.isEmpty ? "" : "\ndid you mean: \(suggestions.joined(separator: ", "))?"
        fail("\(noun) '\(argument)'\(hint)")
    }

    /// One paragraph on stderr, made safe to print, and exit status 2.
    static func fail(_ message: String) -> Never {
        let safe = message.split(separator: "\n", omittingEmptySubsequences: false)
            .map { TerminalText.visible(String($0)) }.joined(separator: "\n")
        FileHandle.standardError.write(Data("cookbook: \(safe)\n".utf8))
        exit(2)
    }
}
