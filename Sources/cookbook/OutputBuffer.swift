import CookbookStore
import CookbookRender
#if canImport(Glibc)
import Glibc
#endif

/// Text on its way to a descriptor, written 64 KB at a time: a listing of 100,000 recipes
/// is never held whole. On a terminal each line goes through `TerminalText.visible`, so
/// nothing in it can act on the terminal (`Startup.printRaw`'s rule).
struct OutputBuffer {
    let descriptor: Int32
    private let safe: Bool
    private var bytes: [UInt8] = []
    private static let size = 1 << 16

    /// `alwaysVisible`: every line through `visible`, on a terminal or not.
    init(_ output: Startup.Output, alwaysVisible: Bool = false) {
        descriptor = output.descriptor
        safe = alwaysVisible || isatty(output.descriptor) == 1
        bytes.reserveCapacity(Self.size)
    }

    /// One whole line, without its line break.
    mutating func line(_ text: String) {
        bytes.append(contentsOf: (safe ? TerminalText.visible(text) : text).utf8)
        bytes.append(UInt8(ascii: "\n"))
        if bytes.count >= Self.size { flush() }
    }

    /// One line of fields separated by tabs, each made safe to print, the tabs kept.
    /// Written field by field, without making the line (most fields are printable ASCII,
    /// appended as they are): making each line cost half of what `cookbook list` does
    /// after reading the book.
    mutating func fields(_ fields: [String]) {
        if safe {
            // Joined by hand: `joined(separator:)` has the runtime look up its generic
            // requirements at its first call, half a million instructions.
            var line = ""
            for n in fields.indices {
                if n > 0 { line += "\t" }
                line += TerminalText.visible(fields[n])
            }
            return self.line(line)
        }
        for n in fields.indices {
            if n > 0 { bytes.append(UInt8(ascii: "\t")) }
            var field = fields[n]
            if !field.withUTF8(TerminalText.isPrintableASCII) { field = TerminalText.visible(field) }
            bytes.append(contentsOf: field.utf8)
        }
        bytes.append(UInt8(ascii: "\n"))
        if bytes.count >= Self.size { flush() }
    }

    /// Text as it is; on a terminal, split into lines at its line breaks (a final break
    /// ends the last one), each made visible.
    mutating func raw(_ text: String) {
        guard safe else {
            bytes.append(contentsOf: text.utf8)
            if bytes.count >= Self.size { flush() }
            return
        }
        var pieces = text.split(separator: "\n", omittingEmptySubsequences: false)
        if pieces.last?.isEmpty == true { pieces.removeLast() }
        for piece in pieces { line(String(piece)) }
    }

    /// Writes what is buffered; a closed pipe ends the writing quietly.
    mutating func flush() {
        _ = bytes.withUnsafeBytes { FileWriting.writeAll(descriptor, $0) }
        bytes.removeAll(keepingCapacity: true)
    }
}
