// libFuzzer target: a library's `.cookbookignore` (gitignore's syntax), on any bytes. What
// comes before the first NUL byte is the file; what follows, split at NUL bytes and line
// breaks, is the paths asked about (a few of its own when none). Built and run by
// `make fuzz`; see the Makefile.
import CookbookFormats

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzIgnoreFile(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let input = Array(UnsafeBufferPointer(start: bytes, count: count))
    let nul = input.firstIndex(of: 0) ?? input.count
    let file = Array(input[..<nul])
    var paths = input[min(nul + 1, input.count)...].split { $0 == 0 || $0 == 0x0A }.prefix(16)
        .map { String(decoding: $0, as: UTF8.self) }
    if paths.isEmpty { paths = ["Soups/Leek.cook", "node_modules/x/package.json", "a/b/c/d", "drafts", "é/[x]/*.cook"] }

    let rules = IgnoreRules(bytes: file)
    // Each rule is one of the file's lines.
    let text = String(decoding: file.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(file.dropFirst(3)) : file, as: UTF8.self)
    let lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).count
    var previous = 0
    for rule in rules.rules {
        precondition(rule.line > previous && rule.line <= lines, "rule on line \(rule.line) of \(lines)")
        previous = rule.line
    }
    // Comments and blank lines after say nothing; `*` last leaves every path out, `!*` last none.
    let commented = IgnoreRules(text + "\n# a comment\n\n   \n")
    let everything = IgnoreRules(text + "\n*")
    let nothing = IgnoreRules(text + "\n!*")
    for path in paths {
        let names = path.unicodeScalars.split(separator: "/").map { String(String.UnicodeScalarView($0)) }
        for isFolder in [false, true] {
            let answer = rules.ignores(path, isFolder: isFolder)
            precondition(answer == rules.ignores(path, isFolder: isFolder), "the same question, another answer")
            precondition(commented.ignores(path, isFolder: isFolder) == answer, "a comment changed \(path)")
            precondition(everything.ignores(path, isFolder: isFolder) == !names.isEmpty, "`*` last: \(path)")
            precondition(!nothing.ignores(path, isFolder: isFolder), "`!*` last: \(path)")
            // A path is left out when it is, or a folder it is in is; a folder left out
            // leaves out all below it.
            var above = false
            for count in names.indices.dropLast() where rules.ignoresItself(names[...count].joined(separator: "/"), isFolder: true) {
                above = true
            }
            precondition(answer == (above || (!names.isEmpty && rules.ignoresItself(path, isFolder: isFolder))), "\(path)")
            if answer, isFolder { precondition(rules.ignores(path + "/inside.cook", isFolder: false), "below \(path)") }
        }
    }
    return 0
}
