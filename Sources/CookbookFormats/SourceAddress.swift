/// Where a recipe comes from, as its file writes it: an address (`https://…`, `www.…`, an
/// ISBN's `urn:isbn:…`), a name, or both as Cooklang's canonical `source` allows
/// (`The Palomar Cookbook <urn:isbn:9781784720995>`). The Cooklang and schema.org readers
/// tell them apart the same way.
enum SourceAddress {
    /// "https://example.org/pie" is an address; "Mum's <https://…>" a name and an address;
    /// anything else a name.
    static func split(_ text: String) -> (name: String?, url: String?) {
        let utf8 = text.utf8
        if utf8.last == UInt8(ascii: ">"), let open = utf8.lastIndex(of: UInt8(ascii: "<")) {
            let name = String(text[..<open]).trimmingWhitespace
            let address = String(text[utf8.index(after: open)..<utf8.index(before: utf8.endIndex)]).trimmingWhitespace
            if isAddress(address) { return (name.isEmpty ? nil : name, address) }
        }
        return isAddress(text) ? (nil, text) : (text, nil)
    }

    /// One word with a scheme and `://` (`https://…`), or beginning `www.` or `urn:` (in any
    /// case).
    static func isAddress(_ text: String) -> Bool {
        let utf8 = text.utf8
        guard !utf8.isEmpty, !utf8.contains(where: { $0 == 0x20 || ($0 >= 0x09 && $0 <= 0x0D) }) else { return false }
        // (Over the bytes: a Character at a time cost more than the rest of a recipe's metadata.)
        if utf8.contains(where: { $0 >= 0x80 }), text.contains(where: \.isWhitespace) { return false }
        func lowered(_ byte: UInt8) -> UInt8 { byte &- UInt8(ascii: "A") < 26 ? byte | 0x20 : byte }
        func starts(_ prefix: String) -> Bool {
            utf8.count >= prefix.utf8.count && zip(utf8, prefix.utf8).allSatisfy { lowered($0) == $1 }
        }
        if starts("www.") || starts("urn:") { return true }
        guard let colon = utf8.firstIndex(of: UInt8(ascii: ":")), colon > utf8.startIndex else { return false }
        let scheme = utf8[..<colon].allSatisfy { byte in
            let b = lowered(byte)
            return (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z")) || (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9"))
                || b == UInt8(ascii: "+") || b == UInt8(ascii: "-") || b == UInt8(ascii: ".")
        }
        return scheme && utf8[colon...].starts(with: "://".utf8)
    }
}
