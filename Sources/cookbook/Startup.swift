import CookbookConfig
import CookbookKit
import CookbookUI
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

/// What every command does before anything is drawn: find and load the cookbook, and say
/// clearly why not. Errors exit with status 2 before curses starts.
enum Startup {
    /// The settings in the config file, and what was wrong with it as one line to show
    /// (nil when nothing was).
    static func loadConfig() -> (Config, problems: String?) {
        let path = Config.path(environment: ProcessInfo.processInfo.environment)
        let (config, problems) = Config.load(path: path)
        guard !problems.isEmpty else { return (config, nil) }
        return (config, "\(path): " + problems.map(\.description).joined(separator: "; "))
    }

    /// The cookbook `--data` names, else the config file's `data`, else the bundled one;
    /// and the file's path when it is not the bundled one.
    static func loadLibrary(_ source: DataOptions, config: Config) -> (Library, String?) {
        let path: String
        let named = source.data ?? config.data.map(expandingTilde)
        if let named {
            path = named
        } else {
            switch BundledCookbook.locate() {
            case .success(let found): path = found
            case .failure(let notFound): fail(notFound.description)
            }
        }
        do {
            return (try CookbookLoader.load(path: path), named)
        } catch {
            fail(error.description)
        }
    }

    /// `~/x` as `$HOME/x`, as a shell would have written it on the command line.
    static func expandingTilde(_ path: String) -> String {
        guard path.hasPrefix("~/"), let home = ProcessInfo.processInfo.environment["HOME"] else { return path }
        return home + path.dropFirst(1)
    }

    static func failUnknown(_ argument: String, kind: DeepLink.Kind, in catalog: Catalog) -> Never {
        if argument.hasPrefix(Link.scheme) {
            fail("no such place '\(argument)' (links look like cookbook://recipe/apple-pie or cookbook://category/dessert)")
        }
        let noun = kind == .recipe ? "no recipe" : kind == .category ? "no category" : "no recipe or category"
        let suggestions = DeepLink.suggestions(for: argument, as: kind, in: catalog)
        if suggestions.isEmpty { fail("\(noun) '\(argument)'") }
        fail("\(noun) '\(argument)'", "did you mean: \(suggestions.joined(separator: ", "))?")
    }

    /// The message on stderr, made safe to print, and exit status 2. Each argument is one
    /// line; a line break inside one (from a file or the command line) is shown as `^J`.
    static func fail(_ message: String, _ more: String...) -> Never {
        printSafely(["cookbook: " + message] + more, to: .standardError)
        Glibc.exit(2)
    }

    /// Lines through `TerminalText.visible`, so nothing in them can act on the terminal.
    static func printSafely(_ lines: [String], to output: Output) {
        var text = lines.map { TerminalText.visible($0) + "\n" }.joined()
        text.withUTF8 { bytes in
            var done = 0
            while done < bytes.count {
                let n = write(output.descriptor, bytes.baseAddress! + done, bytes.count - done)
                if n < 0 && errno == EINTR { continue }
                if n <= 0 { return }
                done += n
            }
        }
    }

    enum Output {
        case standardOutput, standardError

        var descriptor: Int32 { self == .standardOutput ? STDOUT_FILENO : STDERR_FILENO }
    }
}
