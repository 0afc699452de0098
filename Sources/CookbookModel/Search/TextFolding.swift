/// Text as search compares it: lowercase, without diacritics, control characters as spaces.
/// "Crème Brûlée" → "creme brulee", "Çoban Salatası" → "coban salatasi", "Straße" → "strasse".
///
/// Works on UTF-8 bytes, so the indexer folds names straight from the file; ASCII goes
/// eight bytes at a time. Letters that do not fold (CJK, emoji) are kept as they are.
package enum TextFolding {
    /// Appends the folded form of valid UTF-8 `bytes` to `out`.
    package static func append(_ bytes: UnsafeBufferPointer<UInt8>, to out: inout ByteBuffer) {
        guard let base = bytes.baseAddress else { return }
        let n = bytes.count
        var i = 0
        while i < n {
            if i + 8 <= n {
                let v = UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)
                if let lower = lowercasedIfPrintableASCII(v) {
                    out.append(word: lower)
                    i += 8
                    continue
                }
            }
            let b = base[i]
            if b < 0x80 {
                out.append(b < 0x20 ? 0x20 : (b >= 0x41 && b <= 0x5A ? b | 0x20 : b))
                i += 1
                continue
            }
            // One scalar of valid UTF-8.
            let length = b >= 0xF0 ? 4 : b >= 0xE0 ? 3 : 2
            var value = UInt32(b) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
            for k in 1..<length where i + k < n {
                value = value << 6 | (UInt32(base[i + k]) & 0x3F)
            }
            appendScalar(value, bytes: UnsafeBufferPointer(start: base + i, count: min(length, n - i)), to: &out)
            i += length
        }
    }

    /// Folds the bytes of `buffer` from `start` to its end where they are. `scratch` is
    /// room to work in, for text that is not all printable ASCII.
    package static func foldInPlace(_ buffer: inout ByteBuffer, from start: Int, scratch: inout ByteBuffer) {
        var i = start
        let end = buffer.count
        while i + 8 <= end {
            let v = UnsafeRawPointer(buffer.base + i).loadUnaligned(as: UInt64.self)
            guard let lower = lowercasedIfPrintableASCII(v) else { break }
            UnsafeMutableRawPointer(buffer.base + i).storeBytes(of: lower, as: UInt64.self)
            i += 8
        }
        while i < end {
            let b = buffer[i]
            guard b >= 0x20 && b < 0x80 else { break }
            if b >= 0x41 && b <= 0x5A { buffer[i] = b | 0x20 }
            i += 1
        }
        if i == end { return }
        // Not plain ASCII from `i` on: fold that part again through `scratch`.
        scratch.removeAll()
        scratch.append(buffer.base + i, count: end - i)
        buffer.truncate(to: i)
        append(scratch.bytes, to: &buffer)
    }

    /// Eight bytes lowercased, if all of them are printable ASCII.
    @inline(__always)
    package static func lowercasedIfPrintableASCII(_ v: UInt64) -> UInt64? {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        guard (v | ((v &- ones &* 0x20) & ~v)) & highs == 0 else { return nil }
        let atLeastA = v &+ ones &* 0x3F, pastZ = v &+ ones &* 0x25
        let upper = atLeastA & ~pastZ & highs
        return v | (upper >> 2)
    }

    package static func append(_ s: String, to out: inout ByteBuffer) {
        var s = s
        s.withUTF8 { append($0, to: &out) }
    }

    /// The folded form of `s`.
    package static func fold(_ s: String) -> [UInt8] {
        var out = ByteBuffer(capacity: s.utf8.count + 8)
        defer { out.deallocate() }
        append(s, to: &out)
        return Array(out.bytes)
    }

    /// A query folded, with surrounding spaces trimmed and runs of spaces made one.
    package static func foldQuery(_ query: String) -> [UInt8] {
        var out: [UInt8] = []
        for byte in fold(query) {
            if byte == 0x20, out.last == 0x20 || out.isEmpty { continue }
            out.append(byte)
        }
        if out.last == 0x20 { out.removeLast() }
        return out
    }

    private static func appendScalar(_ value: UInt32, bytes: UnsafeBufferPointer<UInt8>, to out: inout ByteBuffer) {
        if value >= folds.first && value - folds.first < UInt32(folds.slots.count) {
            let slot = folds.slots[Int(value - folds.first)]
            if slot != 0 {
                let start = Int(slot >> 8), count = Int(slot & 0xFF)
                folds.bytes.withUnsafeBufferPointer { out.append(UnsafeBufferPointer(rebasing: $0[start..<(start + count)])) }
                return
            }
        } else if value >= 0xFF01 && value <= 0xFF5E {
            // Full-width ASCII (Ａ, ｂ, １) as plain ASCII.
            let ascii = UInt8(value - 0xFF01 + 0x21)
            out.append(ascii >= 0x41 && ascii <= 0x5A ? ascii | 0x20 : ascii)
            return
        }
        if !isCombiningMark(value) { out.append(bytes) }
    }

    package static func isCombiningMark(_ v: UInt32) -> Bool {
        (0x0300...0x036F).contains(v) || (0x1AB0...0x1AFF).contains(v) || (0x1DC0...0x1DFF).contains(v)
            || (0x20D0...0x20FF).contains(v) || (0xFE20...0xFE2F).contains(v)
    }

    /// The letters of `foldRanges` as flat tables, built once on first use: `slots[v - first]`
    /// says where code point `v`'s fold is in `bytes` (its offset shifted left by 8, and its
    /// length; 0 when it does not fold). Built from each range's bytes in place, written
    /// through pointers: 126 thousand instructions, where walking the strings' UTF-8
    /// views and appending a byte at a time took 258 thousand (a sixteenth of `cookbook
    /// list`), and a dictionary of arrays 2.8 million (a tenth of the first frame).
    private static let folds: (first: UInt32, slots: [UInt32], bytes: [UInt8]) = {
        let first = foldRanges[0].0
        var last = first, length = 1
        for (start, folds) in foldRanges {
            var folds = folds
            let spaces = folds.withUTF8 { utf8 in utf8.reduce(0) { $0 + ($1 == 0x20 ? 1 : 0) } }
            last = max(last, start + UInt32(spaces))
            length += folds.utf8.count - spaces
        }
        var slots = [UInt32](repeating: 0, count: Int(last - first) + 1)
        var bytes = [UInt8](repeating: 0, count: length)  // offset 0: no fold
        slots.withUnsafeMutableBufferPointer { slots in
            bytes.withUnsafeMutableBufferPointer { bytes in
                var count = 1
                for (start, folds) in foldRanges {
                    var folds = folds
                    folds.withUTF8 { utf8 in
                        var slot = Int(start - first), begin = count
                        for byte in utf8 {
                            if byte == 0x20 {
                                slots[slot] = UInt32(begin) << 8 | UInt32(count - begin)
                                slot += 1
                                begin = count
                            } else {
                                bytes[count] = byte
                                count += 1
                            }
                        }
                        slots[slot] = UInt32(begin) << 8 | UInt32(count - begin)
                    }
                }
            }
        }
        return (first, slots, bytes)
    }()

    /// Latin, Greek and Cyrillic letters (U+00C0-024F, 0370-04FF, 1E00-1FFF) that fold to
    /// something else: decomposed (NFD), lowercased, without combining marks, plus the
    /// letters decomposition leaves alone (ß ss, æ ae, ø o, ł l, ı i, þ th ...). Each entry
    /// is a first code point and the folds of it and the code points after it, separated by
    /// spaces. Generated from Python's unicodedata (Unicode 14), so that folding needs no
    /// Unicode tables at run time.
    package static let foldRanges: [(UInt32, String)] = [
        (0x00C0, "a a a a a a ae c e e e e i i i i d n o o o o o"),
        (0x00D8, "o u u u u y th ss a a a a a a ae c e e e e i i i i d n o o o o o"),
        (0x00F8, "o u u u u y th y a a a a a a c c c c c c c c d d d d e e e e e e e e e e g g g g g g g g h h h h i i i i i i i i i i ĳ"),
        (0x0134, "j j k k"),
        (0x0139, "l l l l l l l l l l n n n n n n"),
        (0x014A, "ŋ"),
        (0x014C, "o o o o o o oe oe r r r r r r s s s s s s s s t t t t t t u u u u u u u u u u u u w w y y y z z z z z z"),
        (0x0181, "ɓ ƃ"),
        (0x0184, "ƅ"),
        (0x0186, "ɔ ƈ"),
        (0x0189, "ɖ ɗ ƌ"),
        (0x018E, "ǝ ə ɛ ƒ"),
        (0x0193, "ɠ ɣ"),
        (0x0196, "ɩ ɨ ƙ"),
        (0x019C, "ɯ ɲ"),
        (0x019F, "ɵ o o ƣ"),
        (0x01A4, "ƥ"),
        (0x01A6, "ʀ ƨ"),
        (0x01A9, "ʃ"),
        (0x01AC, "ƭ"),
        (0x01AE, "ʈ u u ʊ ʋ ƴ"),
        (0x01B5, "ƶ"),
        (0x01B7, "ʒ ƹ"),
        (0x01BC, "ƽ"),
        (0x01C4, "ǆ ǆ"),
        (0x01C7, "ǉ ǉ"),
        (0x01CA, "ǌ ǌ"),
        (0x01CD, "a a i i o o u u u u u u u u u u"),
        (0x01DE, "a a a a æ æ ǥ"),
        (0x01E6, "g g k k o o o o ʒ ʒ j ǳ ǳ"),
        (0x01F4, "g g ƕ ƿ n n a a æ æ ø ø a a a a e e e e i i i i o o o o r r r r u u u u s s t t ȝ"),
        (0x021E, "h h ƞ"),
        (0x0222, "ȣ"),
        (0x0224, "ȥ"),
        (0x0226, "a a e e o o o o o o o o y y"),
        (0x023A, "ⱥ ȼ"),
        (0x023D, "ƚ ⱦ"),
        (0x0241, "ɂ"),
        (0x0243, "ƀ ʉ ʌ ɇ"),
        (0x0248, "ɉ"),
        (0x024A, "ɋ"),
        (0x024C, "ɍ"),
        (0x024E, "ɏ"),
        (0x0370, "ͱ"),
        (0x0372, "ͳ"),
        (0x0374, "ʹ"),
        (0x0376, "ͷ"),
        (0x037E, "; ϳ"),
        (0x0385, "¨ α · ε η ι"),
        (0x038C, "ο"),
        (0x038E, "υ ω ι α β γ δ ε ζ η θ ι κ λ μ ν ξ ο π ρ"),
        (0x03A3, "σ τ υ φ χ ψ ω ι υ α ε η ι υ"),
        (0x03CA, "ι υ ο υ ω ϗ"),
        (0x03D3, "ϒ ϒ"),
        (0x03D8, "ϙ"),
        (0x03DA, "ϛ"),
        (0x03DC, "ϝ"),
        (0x03DE, "ϟ"),
        (0x03E0, "ϡ"),
        (0x03E2, "ϣ"),
        (0x03E4, "ϥ"),
        (0x03E6, "ϧ"),
        (0x03E8, "ϩ"),
        (0x03EA, "ϫ"),
        (0x03EC, "ϭ"),
        (0x03EE, "ϯ"),
        (0x03F4, "θ"),
        (0x03F7, "ϸ"),
        (0x03F9, "ϲ ϻ"),
        (0x03FD, "ͻ ͼ ͽ е е ђ г є ѕ і і ј љ њ ћ к и у џ а б в г д е ж з и и к л м н о п р с т у ф х ц ч ш щ ъ ы ь э ю я"),
        (0x0439, "и"),
        (0x0450, "е е"),
        (0x0453, "г"),
        (0x0457, "і"),
        (0x045C, "к и у"),
        (0x0460, "ѡ"),
        (0x0462, "ѣ"),
        (0x0464, "ѥ"),
        (0x0466, "ѧ"),
        (0x0468, "ѩ"),
        (0x046A, "ѫ"),
        (0x046C, "ѭ"),
        (0x046E, "ѯ"),
        (0x0470, "ѱ"),
        (0x0472, "ѳ"),
        (0x0474, "ѵ"),
        (0x0476, "ѵ ѵ ѹ"),
        (0x047A, "ѻ"),
        (0x047C, "ѽ"),
        (0x047E, "ѿ"),
        (0x0480, "ҁ"),
        (0x048A, "ҋ"),
        (0x048C, "ҍ"),
        (0x048E, "ҏ"),
        (0x0490, "ґ"),
        (0x0492, "ғ"),
        (0x0494, "ҕ"),
        (0x0496, "җ"),
        (0x0498, "ҙ"),
        (0x049A, "қ"),
        (0x049C, "ҝ"),
        (0x049E, "ҟ"),
        (0x04A0, "ҡ"),
        (0x04A2, "ң"),
        (0x04A4, "ҥ"),
        (0x04A6, "ҧ"),
        (0x04A8, "ҩ"),
        (0x04AA, "ҫ"),
        (0x04AC, "ҭ"),
        (0x04AE, "ү"),
        (0x04B0, "ұ"),
        (0x04B2, "ҳ"),
        (0x04B4, "ҵ"),
        (0x04B6, "ҷ"),
        (0x04B8, "ҹ"),
        (0x04BA, "һ"),
        (0x04BC, "ҽ"),
        (0x04BE, "ҿ"),
        (0x04C0, "ӏ ж ж ӄ"),
        (0x04C5, "ӆ"),
        (0x04C7, "ӈ"),
        (0x04C9, "ӊ"),
        (0x04CB, "ӌ"),
        (0x04CD, "ӎ"),
        (0x04D0, "а а а а ӕ"),
        (0x04D6, "е е ә"),
        (0x04DA, "ә ә ж ж з з ӡ"),
        (0x04E2, "и и и и о о ө"),
        (0x04EA, "ө ө э э у у у у у у ч ч ӷ"),
        (0x04F8, "ы ы ӻ"),
        (0x04FC, "ӽ"),
        (0x04FE, "ӿ"),
        (0x1E00, "a a b b b b b b c c d d d d d d d d d d e e e e e e e e e e f f g g h h h h h h h h h h i i i i k k k k k k l l l l l l l l m m m m m m n n n n n n n n o o o o o o o o p p p p r r r r r r r r s s s s s s s s s s t t t t t t t t u u u u u u u u u u v v v v w w w w w w w w w w x x x x y y z z z z z z h t w y"),
        (0x1E9B, "ſ"),
        (0x1E9E, "ss"),
        (0x1EA0, "a a a a a a a a a a a a a a a a a a a a a a a a e e e e e e e e e e e e e e e e i i i i o o o o o o o o o o o o o o o o o o o o o o o o u u u u u u u u u u u u u u y y y y y y y y ỻ"),
        (0x1EFC, "ỽ"),
        (0x1EFE, "ỿ"),
        (0x1F00, "α α α α α α α α α α α α α α α α ε ε ε ε ε ε"),
        (0x1F18, "ε ε ε ε ε ε"),
        (0x1F20, "η η η η η η η η η η η η η η η η ι ι ι ι ι ι ι ι ι ι ι ι ι ι ι ι ο ο ο ο ο ο"),
        (0x1F48, "ο ο ο ο ο ο"),
        (0x1F50, "υ υ υ υ υ υ υ υ"),
        (0x1F59, "υ"),
        (0x1F5B, "υ"),
        (0x1F5D, "υ"),
        (0x1F5F, "υ ω ω ω ω ω ω ω ω ω ω ω ω ω ω ω ω α α ε ε η η ι ι ο ο υ υ ω ω"),
        (0x1F80, "α α α α α α α α α α α α α α α α η η η η η η η η η η η η η η η η ω ω ω ω ω ω ω ω ω ω ω ω ω ω ω ω α α α α α"),
        (0x1FB6, "α α α α α α α"),
        (0x1FBE, "ι"),
        (0x1FC1, "¨ η η η"),
        (0x1FC6, "η η ε ε η η η ᾿ ᾿ ᾿ ι ι ι ι"),
        (0x1FD6, "ι ι ι ι ι ι"),
        (0x1FDD, "῾ ῾ ῾ υ υ υ υ ρ ρ υ υ υ υ υ υ ρ ¨ ¨ `"),
        (0x1FF2, "ω ω ω"),
        (0x1FF6, "ω ω ο ο ω ω ω ´"),
    ]
}
