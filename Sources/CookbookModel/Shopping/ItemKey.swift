/// What makes two ingredient lines the same thing to buy: case, plurals and words such as
/// "large" or "fresh" aside. "2 Large Eggs" and "1 egg" are both `egg`.
public enum ItemKey {
    /// Words that say which one or how it is prepared, not what to buy.
    static let noise: Set<String> = [
        "large", "small", "medium", "big", "fresh", "freshly", "ripe", "organic", "extra", "good", "quality",
        "chopped", "diced", "minced", "sliced", "grated", "peeled", "crushed", "finely", "roughly", "thinly",
        "softened", "melted", "room", "temperature", "cold", "warm", "whole", "of", "a", "the", "some",
    ]

    public static func of(_ item: String) -> String {
        var item = item
        // Most items are ASCII: read as bytes, the same way (a recipe's list counts its lines
        // by these keys as its file is read; a Character at a time cost a microsecond an item).
        if let key = item.withUTF8({ $0.allSatisfy { $0 < 0x80 } ? ofASCII($0) : nil }) { return key }
        return ofCharacters(item)
    }

    /// `of` for any text, a Character at a time.
    static func ofCharacters(_ item: String) -> String {
        var words: [String] = []
        var word = ""
        func flush() {
            if !word.isEmpty, !noise.contains(word), !word.allSatisfy(\.isNumber) { words.append(word) }
            word = ""
        }
        // What is in brackets says which or where ("(Kühlregal)", "(about 2)"), not what.
        var depth = 0
        for character in item.lowercased() {
            if character == "(" || character == "[" { depth += 1 }
            if character == ")" || character == "]" { depth = max(0, depth - 1) }
            if depth > 0 { continue }
            if character.isLetter || character.isNumber || character == "-" || character == "'" {
                word.append(character)
            } else {
                flush()
            }
        }
        flush()
        if let last = words.popLast() { words.append(singular(last)) }
        return words.joined(separator: " ")
    }

    /// `of` for ASCII bytes: the same words, kept and joined the same way, the last made
    /// singular by the same rules, in one buffer.
    static func ofASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + 1)
        // The word being read is `out[word...]`; the last one kept began at `lastWord`.
        var word = 0
        var lastWord = 0
        func flush() {
            defer { word = out.count }
            guard out.count > word else { return }
            let isWord = out[word...].contains { $0 &- UInt8(ascii: "0") >= 10 }
                && (out.count - word > 11 || !noise.contains(String(decoding: out[word...], as: UTF8.self)))
            guard isWord else {
                out.removeSubrange(word...)
                return
            }
            if word > 0 {
                out.insert(0x20, at: word)
                word += 1
            }
            lastWord = word
        }
        var depth = 0
        for byte in bytes {
            let b = byte &- UInt8(ascii: "A") < 26 ? byte | 0x20 : byte
            if b == UInt8(ascii: "(") || b == UInt8(ascii: "[") { depth += 1 }
            if b == UInt8(ascii: ")") || b == UInt8(ascii: "]") { depth = max(0, depth - 1) }
            if depth > 0 { continue }
            if b &- UInt8(ascii: "a") < 26 || b &- UInt8(ascii: "0") < 10 || b == UInt8(ascii: "-") || b == UInt8(ascii: "'") {
                out.append(b)
            } else {
                flush()
            }
        }
        flush()
        // `singular`, on the last word's bytes.
        let length = out.count - lastWord
        func ends(_ suffix: StaticString) -> Bool {
            let n = suffix.utf8CodeUnitCount
            return length >= n && out[(out.count - n)...].elementsEqual(UnsafeBufferPointer(start: suffix.utf8Start, count: n))
        }
        if length > 3 {
            if ends("ies") {
                out.removeLast(3)
                out.append(UInt8(ascii: "y"))
            } else if ends("ves") {
                out.removeLast(3)
                out.append(UInt8(ascii: "f"))
            } else if ends("oes") || ends("ches") || ends("shes") || ends("xes") {
                out.removeLast(2)
            } else if ends("s"), !ends("ss"), !ends("us") {
                out.removeLast()
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The hash of the key `of` gives (`StableHash.fnv1a` of its bytes), made without making
    /// the key; nil for an item that is not ASCII or whose key is empty. Two items whose
    /// hashes differ have different keys: a list of things each named once is known to be so
    /// without a key made for each (what most recipes are, and a first reading counts them all).
    static func hash(_ item: String) -> UInt64? {
        var item = item
        return item.withUTF8 { bytes -> UInt64? in
            func lower(_ byte: UInt8) -> UInt8 { byte &- UInt8(ascii: "A") < 26 ? byte | 0x20 : byte }
            // The words kept before the last one, hashed as `ofASCII` joins them; the last one
            // kept, which is made singular at the end.
            var before = StableHash.start
            var kept = 0
            var lastStart = -1, lastEnd = -1
            // The word being read: its bytes are `start..<end` (what a bracket opens is not part
            // of it, as `ofASCII` appends nothing there).
            var start = -1, end = -1
            var depth = 0
            func flush() {
                defer { start = -1 }
                guard start >= 0, end > start else { return }
                let word = UnsafeBufferPointer(rebasing: bytes[start..<end])
                guard word.contains(where: { $0 &- UInt8(ascii: "0") >= 10 }) else { return }
                if word.count < noiseFirstLetters.count, noiseFirstLetters[word.count] & (1 << UInt32(lower(word[0]) & 31)) != 0,
                   noiseBytes.contains(where: { $0.count == word.count && zip($0, word).allSatisfy { $0 == lower($1) } }) {
                    return
                }
                if lastStart >= 0 {
                    if kept > 1 { before = StableHash.fnv1a(CollectionOfOne(0x20), after: before) }
                    before = StableHash.fnv1a(bytes[lastStart..<lastEnd].lazy.map(lower), after: before)
                }
                kept += 1
                lastStart = start
                lastEnd = end
            }
            for i in 0..<bytes.count {
                let byte = bytes[i]
                guard byte < 0x80 else { return nil }
                let b = lower(byte)
                if b == UInt8(ascii: "(") || b == UInt8(ascii: "[") { depth += 1 }
                if b == UInt8(ascii: ")") || b == UInt8(ascii: "]") { depth = max(0, depth - 1) }
                if depth > 0 { continue }
                if b &- UInt8(ascii: "a") < 26 || b &- UInt8(ascii: "0") < 10 || b == UInt8(ascii: "-") || b == UInt8(ascii: "'") {
                    if start < 0 { start = i }
                    end = i + 1
                } else {
                    flush()
                }
            }
            flush()
            guard lastStart >= 0 else { return nil }
            // `singular`, as `ofASCII` makes it: how much of the word is kept, and what follows.
            let n = lastEnd - lastStart
            func at(_ back: Int) -> UInt8 { lower(bytes[lastEnd - back]) }
            var keep = n
            var added: UInt8?
            if n > 3, at(1) == UInt8(ascii: "s") {
                let e = at(2) == UInt8(ascii: "e")
                if e, at(3) == UInt8(ascii: "i") {
                    keep = n - 3
                    added = UInt8(ascii: "y")
                } else if e, at(3) == UInt8(ascii: "v") {
                    keep = n - 3
                    added = UInt8(ascii: "f")
                } else if e, at(3) == UInt8(ascii: "o") || at(3) == UInt8(ascii: "x")
                            || (at(3) == UInt8(ascii: "h") && (at(4) == UInt8(ascii: "c") || at(4) == UInt8(ascii: "s"))) {
                    keep = n - 2
                } else if at(2) != UInt8(ascii: "s"), at(2) != UInt8(ascii: "u") {
                    keep = n - 1
                }
            }
            if kept > 1 { before = StableHash.fnv1a(CollectionOfOne(0x20), after: before) }
            var hash = StableHash.fnv1a(bytes[lastStart..<(lastStart + keep)].lazy.map(lower), after: before)
            if let added { hash = StableHash.fnv1a(CollectionOfOne(added), after: hash) }
            return hash
        }
    }

    /// `noise`, as bytes.
    static let noiseBytes: [[UInt8]] = noise.map { Array($0.utf8) }
    /// By length, the first letters of the noise words that long (a bit a letter, `a` = 1).
    static let noiseFirstLetters: [UInt32] = noiseBytes.reduce(into: [UInt32](repeating: 0, count: 16)) { table, word in
        table[word.count] |= 1 << UInt32(word[0] & 31)
    }

    /// tomatoes → tomato, berries → berry, leaves → leaf, eggs → egg; short words and
    /// words ending in -ss or -us stay.
    static func singular(_ word: String) -> String {
        guard word.count > 3 else { return word }
        if word.hasSuffix("ies") { return String(word.dropLast(3)) + "y" }
        if word.hasSuffix("ves") { return String(word.dropLast(3)) + "f" }
        if word.hasSuffix("oes") || word.hasSuffix("ches") || word.hasSuffix("shes") || word.hasSuffix("xes") {
            return String(word.dropLast(2))
        }
        if word.hasSuffix("s"), !word.hasSuffix("ss"), !word.hasSuffix("us") { return String(word.dropLast()) }
        return word
    }
}
