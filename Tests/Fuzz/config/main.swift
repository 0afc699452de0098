// libFuzzer target: config.toml, on any bytes (`Config.parse`, as `Config.load` gives it the
// file's text). Built and run by `make fuzz`; see the Makefile.
import CookbookApp
import CookbookConfig

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzConfig(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    let (config, problems) = Config.parse(text)
    // Lines end at LF bytes ("\r\n" is one Character).
    let lines = text.utf8.split(separator: 0x0A, omittingEmptySubsequences: false).count
    var said: Set<String> = []
    for problem in problems {
        // Each problem on one of the file's lines, said once.
        precondition(problem.line.map { $0 >= 1 && $0 <= lines } == true, "problem on line \(String(describing: problem.line)) of \(lines)")
        precondition(said.insert(problem.description).inserted, "said twice: \(problem)")
    }
    // Each line said prints as one safe line.
    for line in Config.saidLines(problems, file: "config.toml") {
        precondition(!line.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F || (0x80..<0xA0).contains($0.value) }, "unsafe: \(line)")
    }
    precondition(Config.said(problems).split(separator: "\n").count <= 1)
    // The same text reads the same.
    let again = Config.parse(text)
    precondition(again.1 == problems && again.0.theme == config.theme && again.0.data == config.data)
    // The keys read make a key map, and every saved search has a name and a query.
    _ = config.keymap
    for search in config.searches { precondition(!search.query.allSatisfy(\.isWhitespace)) }
    // A setting on a line of its own before the text is read whatever follows it, and the
    // text's problems are the same, a line further down (the rest of a file is used).
    if !text.utf8.contains(UInt8(ascii: "\\")), !text.contains("ascii") {
        let (prefixed, prefixedProblems) = Config.parse("ascii = true\n" + text)
        precondition(prefixed.ascii, "the line before the text was not read")
        precondition(prefixedProblems.map { Config.Problem(line: $0.line.map { $0 - 1 }, message: $0.message) } == problems,
                     "\(prefixedProblems) against \(problems)")
    }
    return 0
}
